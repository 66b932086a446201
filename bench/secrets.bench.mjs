// The cost of the credential search: the document checker (checkText, what `check`, the pre-commit
// hook and the language server run) on 1,000 spec texts with the search (the default) against the
// same with `secrets: false`, medians of interleaved rounds in one process. Target: at most 1.3x.
// Half the specs carry headers, query strings and bodies with templates and credential-shaped
// names (what makes the search look closer), one in ten a planted credential (generated here).
// BENCH_QUICK=1 (the test suite's run): 100 specs and one round, to prove the bench runs and the
// two agree but for the credentials; its figures are not the measure.
import { checkText } from "../dist/index.js";
import { QUICK, interleave, makeSpec, q, table } from "./lib.mjs";

const count = q(1000, 100);
const texts = [];
for (let i = 0; i < count; i++) {
  const spec = makeSpec(2 + (i % 4));
  const config = spec.nodes[0].config;
  config.url = `https://svc${i}.example.com/v1/orders?page=2&api_key={{secrets.SVC_KEY}}`;
  if (i % 2 === 0) {
    config.headers = { Authorization: "Bearer {{secrets.TOKEN}}", "X-Trace": "{{context.run.id}}", "content-type": "application/json" };
    config.body = { order: "{{vars.order}}", note: "deliver before noon", items: ["a", "b", "c"] };
  }
  // A planted credential (never a real key): a provider shape of random characters.
  if (i % 10 === 0) config.headers = { ...config.headers, "X-Stripe": `sk_live_${Math.random().toString(36).slice(2, 14)}${Math.random().toString(36).slice(2, 14).toUpperCase()}` };
  texts.push(JSON.stringify(spec, null, 2));
}

const run = (opts) => () => {
  let n = 0;
  for (const t of texts) n += checkText(t, opts).issues.length;
  return n;
};
const withSearch = run({});
const without = run({ secrets: false });
// Both agree but for the credential findings.
const a = texts.map((t) => checkText(t).issues.filter((i) => !i.code.startsWith("secret/")).length).reduce((x, y) => x + y, 0);
const b = texts.map((t) => checkText(t, { secrets: false }).issues.length).reduce((x, y) => x + y, 0);
if (a !== b) throw new Error(`the runs disagree beyond the credentials: ${a} vs ${b}`);
const found = texts.reduce((n, t) => n + checkText(t).issues.filter((i) => i.code === "secret/known-format").length, 0);
if (found !== Math.ceil(count / 10)) throw new Error(`expected ${Math.ceil(count / 10)} planted credentials found, got ${found}`);

const ms = interleave({ "checkText, secrets: false": without, "checkText (credential search)": withSearch }, { rounds: 21, warmup: 3 });
console.log(`${count} spec texts, median ms per pass over all of them${QUICK ? " (quick mode: not a measure)" : ""}\n`);
table(["run", "median ms"], Object.entries(ms).map(([k, v]) => [k, v.toFixed(1)]));
const ratio = ms["checkText (credential search)"] / ms["checkText, secrets: false"];
console.log(`\nwith the search / without: ${ratio.toFixed(3)}x (the target is 1.3x or less)`);
if (!QUICK) console.log(`${ratio <= 1.3 ? "met" : "MISSED"}: the credential search within 1.3x`);
