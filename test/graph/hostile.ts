// Specs whose ids and conditions try to break out of a diagram: quotes and arrows, markup, Mermaid
// statements and directives, DOT escapes, entities, line breaks, bidirectional overrides.
export const HOSTILE_IDS = [
  'a"b]-->c',
  "<script>alert(1)</script>",
  "click n0 call alert()",
  "click",
  '%%{init: {"securityLevel": "loose"}}%%',
  "%% not a comment",
  "line one\nclick n1 href \"javascript:alert(1)\"",
  "&amp; &lt;b&gt; #60; #quot;",
  "`**bold**` fa:fa-car",
  "back\\slash \\N \\l \\\"",
  "ä-ü 日本 ﬂ°°60¶ß",
  "rtl\u202eevil\u2028x",
  "}}{{ ]] [[ (( )) |pipe| ; --> -.-> ==>",
] as const;

/** A chain through every hostile id, each node with a condition holding hostile text too. */
export function hostileSpec(): { version: 2; nodes: Record<string, unknown>[] } {
  const nodes = HOSTILE_IDS.map((id, i) => {
    const next = HOSTILE_IDS[i + 1];
    const transition =
      next === undefined
        ? []
        : [
            { to: next, when: { source: "vars", path: 'x["</text><script>"]', op: "eq", value: `</title><script>alert(${i})</script> %%{init}%% ${id}` } },
            { to: HOSTILE_IDS[0] },
          ];
    return { id, type: i % 2 === 0 ? "action" : "end", actionType: i % 2 === 0 ? "WEBHOOK" : undefined, config: i % 2 === 0 ? { url: "https://x.example.com", method: "GET", proxy: ["direct", "brazil", "us"][i % 3] } : undefined, outputVar: `out${i} <b>`, transition };
  });
  return { version: 2, nodes: JSON.parse(JSON.stringify(nodes)) as Record<string, unknown>[] };
}
