// What the page starts with: the repository's examples and a condition to try.

const files = import.meta.glob<string>("../examples/**/*.json", { query: "?raw", import: "default", eager: true });

// The editor checks specs: leave out the examples that are not (agent bundles, and the condition
// and context files of `agentspec eval`). A broken spec still names its "nodes".
const isSpec = (text: string): boolean => /"nodes"/.test(text) && !/"format"\s*:\s*"agentspec-bundle"/.test(text);

/** The example specs by name (`support-triage`, `broken/proxy-url`, …), valid ones first. */
export const examples: ReadonlyMap<string, string> = new Map(
  Object.entries(files)
    .filter(([, text]) => isSpec(text))
    .map(([path, text]) => [path.replace(/^\.\.\/examples\//, "").replace(/\.json$/, ""), text] as const)
    .sort(([a], [b]) => Number(a.includes("/")) - Number(b.includes("/")) || (a < b ? -1 : a > b ? 1 : 0)),
);

/** The example shown first. */
export const firstExample = examples.has("order-sync") ? "order-sync" : ([...examples.keys()][0] ?? "");

export const sampleCondition = `{
  "any": [
    { "source": "evaluation", "path": "scores.mean", "op": "lt", "value": 4 },
    { "source": "evaluation", "path": "structuredData.priority", "op": "in", "value": ["urgent", "critical"] },
    { "source": "input", "path": "ticket.subject", "op": "regex", "value": "(?i)\\\\b(outage|down|breach)\\\\b" }
  ]
}`;

export const sampleContext = `{
  "evaluation": { "scores": { "mean": 6.5 }, "structuredData": { "priority": "normal" } },
  "input": { "ticket": { "subject": "Checkout is down for EU customers" } }
}`;
