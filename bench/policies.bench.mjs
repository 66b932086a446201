// The cost of the security codes and the repository's policies in the document checker (checkText,
// what `check`, `check --audit`, the pre-commit hook and the language server run): 1,000 spec texts
// checked with the credential search and two policies (the issue's examples: no brazil route, a
// payments webhook's timeout; one spec in ten breaks each) against the same without either (`secrets: false`, no policies),
// medians of interleaved rounds in one process. Target: at most 1.3x. Then one policy's condition
// on each node of a spec of 10,000 nodes, as the checker evaluates it. Target: under 10 ms.
// BENCH_QUICK=1 (the test suite's run): 100 specs, 1,000 nodes and one round, to prove the bench
// runs and its runs agree but for the codes switched on; its figures are not the measure.
import { checkText, compilePolicy } from "../dist/index.js";
import { QUICK, interleave, makeSpec, median, q, table } from "./lib.mjs";

const count = q(1000, 100);
const texts = [];
for (let i = 0; i < count; i++) {
  const spec = makeSpec(2 + (i % 4));
  const config = spec.nodes[0].config;
  // As in a repository that keeps its policies: one spec in ten breaks each (placing a finding in
  // the text is what costs, as for the credentials, one in ten of which are planted too).
  for (const n of spec.nodes) if (n.config.proxy === "brazil" && i % 10 !== 3) n.config.proxy = "us";
  if (i % 10 === 6) config.url = `https://payments.example.com/v1/charge/${i}`;
  if (i % 2 === 0) config.headers = { Authorization: "Bearer {{secrets.TOKEN}}", "X-Trace": "{{context.run.id}}", "content-type": "application/json" };
  // A planted credential (never a real key): a provider shape of random characters.
  if (i % 10 === 0) config.headers = { ...config.headers, "X-Stripe": `sk_live_${Math.random().toString(36).slice(2, 14)}${Math.random().toString(36).slice(2, 14).toUpperCase()}` };
  texts.push(JSON.stringify(spec, null, 2));
}

const config = {
  policies: [
    { name: "no-brazil-route", message: "the brazil relay is for agents/latam/ only", ignores: ["agents/latam/**"], when: { source: "self", path: "config.proxy", op: "eq", value: "brazil" } },
    {
      name: "payments-timeout",
      message: "a webhook to payments.example.com needs a timeout of 30 s or less",
      when: {
        all: [
          { source: "self", path: "config.url", op: "regex", value: "^https://payments\\.example\\.com/" },
          { any: [{ source: "self", path: "config.timeout", op: "notExists" }, { source: "self", path: "config.timeout", op: "gt", value: 30 }] },
        ],
      },
    },
  ],
};
const glob = (g) => new RegExp(`^${g.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*\*/g, ".*").replace(/\*/g, "[^/]*")}$`);
const policies = compilePolicy([{ path: "/repo/agentspec.config.json", dir: "/repo", config }], glob).optionsFor("/repo/agents/us/a.json").policies;
if (policies?.length !== 2) throw new Error("the two policies apply to agents/us/");

const run = (opts) => () => {
  let n = 0;
  for (const t of texts) n += checkText(t, opts).issues.length;
  return n;
};
const plain = run({ secrets: false });
const secure = run({ policies });
// The runs agree but for the codes switched on.
const extra = (i) => i.code.startsWith("secret/") || i.code.startsWith("policy/");
const a = texts.reduce((n, t) => n + checkText(t, { policies }).issues.filter((i) => !extra(i)).length, 0);
const b = texts.reduce((n, t) => n + checkText(t, { secrets: false }).issues.length, 0);
if (a !== b) throw new Error(`the runs disagree beyond the credentials and policies: ${a} vs ${b}`);
const policed = texts.reduce((n, t) => n + checkText(t, { policies }).issues.filter((i) => i.code.startsWith("policy/")).length, 0);
if (policed === 0) throw new Error("no policy finding: the corpus does not exercise the policies");

const policiesOnly = run({ secrets: false, policies });
const ms = interleave({ "checkText, secrets: false, no policies": plain, "checkText, secrets: false, 2 policies": policiesOnly, "checkText, credentials and 2 policies": secure }, { rounds: 21, warmup: 3 });
console.log(`${count} spec texts (${policed} policy findings), median ms per pass over all of them${QUICK ? " (quick mode: not a measure)" : ""}\n`);
table(["run", "median ms"], Object.entries(ms).map(([k, v]) => [k, v.toFixed(1)]));
const ratio = ms["checkText, credentials and 2 policies"] / ms["checkText, secrets: false, no policies"];
console.log(`\nwith / without: ${ratio.toFixed(3)}x (the target is 1.3x or less); the policies alone: ${(ms["checkText, secrets: false, 2 policies"] / ms["checkText, secrets: false, no policies"]).toFixed(3)}x`);
if (!QUICK) console.log(`${ratio <= 1.3 ? "met" : "MISSED"}: the security codes and policies within 1.3x`);

// One policy on each node of one large spec, as the checker asks it (self: the node, spec: the spec).
const nodes = q(10_000, 1_000);
const big = makeSpec(nodes);
big.nodes.forEach((n, i) => {
  if (i % 5 === 0) n.config.url = `https://payments.example.com/v1/${i}`;
});
const payments = policies.find((p) => p.name === "payments-timeout").condition;
const brazil = policies.find((p) => p.name === "no-brazil-route").condition;
const onEach = (condition) => () => {
  let hits = 0;
  for (const node of big.nodes) if (condition.evaluate({ self: node, spec: big })) hits++;
  return hits;
};
const times = { "payments-timeout (regex, any, 3 comparisons)": [], "no-brazil-route (1 comparison)": [] };
for (let r = QUICK ? 0 : -3; r < (QUICK ? 1 : 21); r++) {
  for (const [name, cond] of [["payments-timeout (regex, any, 3 comparisons)", payments], ["no-brazil-route (1 comparison)", brazil]]) {
    const t0 = process.hrtime.bigint();
    onEach(cond)();
    if (r >= 0) times[name].push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
}
console.log(`\none policy on each of ${nodes} nodes, median ms${QUICK ? " (quick mode: not a measure)" : ""}\n`);
table(["policy", "median ms", "findings"], Object.entries(times).map(([k, v]) => [k, median(v).toFixed(2), onEach(k.startsWith("payments") ? payments : brazil)()]));
const worst = Math.max(...Object.values(times).map(median));
if (!QUICK) console.log(`\n${worst < 10 ? "met" : "MISSED"}: a policy on 10,000 nodes under 10 ms (worst ${worst.toFixed(2)} ms)`);
