// Validation throughput: validateSpec / validateSpecText (schema + semantic rules) against raw ajv
// compiled at run time from the same schema with the same options (schema checks only), same run.
// Then scale: 2,000, 20,000 and 200,000 nodes (linear means ~10x per step). Then a keystroke:
// the text alternates between the spec and the spec with one `to` naming no node (an error to
// place), validated afresh by validateSpecText and by one specTextValidator kept across versions.
import { readFileSync } from "node:fs";
import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { specTextValidator, validateSpec, validateSpecText } from "../dist/index.js";
import { interleave, makeSpec, q, table } from "./lib.mjs";

const schema = JSON.parse(readFileSync(new URL("../schema/agentspec-v2.schema.json", import.meta.url), "utf8"));
const options = { allErrors: true, strict: true, strictTypes: false, strictRequired: false, allowUnionTypes: true };
const ajv = new Ajv2020.default(options);
addFormats.default(ajv);
const rawAjv = ajv.compile(schema);
// The class the toolkit's standalone code is generated with (no unevaluated* bookkeeping).
const ajvDefault = new Ajv.default({ ...options, validateSchema: false });
const { $schema: _dialect, ...undialected } = schema;
const rawAjvDefault = ajvDefault.compile(undialected);

const doc = makeSpec(q(2000, 20));
const text = JSON.stringify(doc, null, 2);
if (!validateSpec(doc).valid || !rawAjv(doc) || !rawAjvDefault(doc)) throw new Error("the bench spec must be valid");

console.log(`2,000-node spec: ${(text.length / 1e6).toFixed(2)} MB of JSON text\n`);
const t = interleave(
  {
    "raw ajv (value)": () => rawAjv(doc),
    "raw ajv, default class (value)": () => rawAjvDefault(doc),
    "validateSpec (value)": () => validateSpec(doc),
    "JSON.parse + raw ajv (text)": () => rawAjv(JSON.parse(text)),
    "validateSpecText (text)": () => validateSpecText(text),
  },
  { rounds: 21, iterations: 5 },
);
const rows = Object.entries(t).map(([k, ms]) => [k, ms.toFixed(2), Math.round(1000 / ms), Math.round((2000 * 1000) / ms).toLocaleString("en")]);
table(["candidate", "median ms", "specs/s", "nodes/s"], rows);
console.log(`\nvalidateSpec / raw ajv: ${(t["validateSpec (value)"] / t["raw ajv (value)"]).toFixed(2)}x`);
console.log(`validateSpecText / (JSON.parse + raw ajv): ${(t["validateSpecText (text)"] / t["JSON.parse + raw ajv (text)"]).toFixed(2)}x`);

// By size (issue 36): a valid spec's text, validateSpecText against JSON.parse + the compiled ajv
// schema on the same text (1 KB compact, 100 KB and 10 MB indented), interleaved, medians.
console.log("\nvalidateSpecText against JSON.parse + raw ajv, valid specs by size:\n");
const bySize = [];
for (const [label, n, indent] of q([["1 KB", 1, 0], ["100 KB", 55, 2], ["10 MB", 5600, 2]], [["1 KB", 1, 0], ["100 KB", 2, 2]])) {
  const s = JSON.stringify(makeSpec(n), null, indent);
  if (!validateSpecText(s).valid || !rawAjv(JSON.parse(s))) throw new Error("the bench spec must be valid");
  const big = s.length > 1e6;
  const calls = s.length < 10_000 ? 2000 : big ? 1 : 20;
  const r = interleave(
    {
      "JSON.parse + raw ajv": () => rawAjv(JSON.parse(s)),
      validateSpecText: () => validateSpecText(s),
    },
    { rounds: big ? 7 : 21, iterations: calls, warmup: big ? 1 : 3 },
  );
  const peer = r["JSON.parse + raw ajv"];
  bySize.push([label, `${(s.length / 1000).toLocaleString("en")} kB`, (peer * 1000).toFixed(1), (r.validateSpecText * 1000).toFixed(1), `${(r.validateSpecText / peer).toFixed(2)}x`]);
}
table(["spec", "text", "JSON.parse + raw ajv µs", "validateSpecText µs", "ratio (target ≤ 1.5x at 100 KB)"], bySize);

console.log("\nScale (validateSpec on a value, validateSpecText on text):\n");
const scale = [];
for (const n of q([2000, 20000, 200000], [20, 40])) {
  const d = makeSpec(n);
  const s = JSON.stringify(d);
  const r = interleave({ value: () => validateSpec(d), text: () => validateSpecText(s) }, { rounds: n >= 200000 ? 3 : 7, warmup: 1 });
  scale.push([n, (s.length / 1e6).toFixed(1), r.value.toFixed(1), r.text.toFixed(1)]);
}
for (let i = 1; i < scale.length; i++) scale[i].push(`${(scale[i][2] / scale[i - 1][2]).toFixed(1)}x / ${(scale[i][3] / scale[i - 1][3]).toFixed(1)}x`);
scale[0].push("");
table(["nodes", "MB", "value ms", "text ms", "ratio to previous (value / text)"], scale);

console.log("\nA keystroke in one node (the text alternates between a clean spec and one unknown target), strict:\n");
const keystroke = [];
for (const n of q([2000, 20000], [20])) {
  const clean = JSON.stringify(makeSpec(n), null, 2);
  const needle = `"to": "node-${n / 2 + 1}"`;
  const broken = clean.replace(needle, `"to": "node-${n / 2 + 1}x"`);
  if (broken === clean) throw new Error("the keystroke must change the text");
  const validator = specTextValidator();
  let fresh = 0;
  let kept = 0;
  const r = interleave(
    {
      validateSpecText: () => validateSpecText(fresh++ % 2 ? broken : clean, { strict: true }),
      specTextValidator: () => validator.validate(kept++ % 2 ? broken : clean, { strict: true }),
    },
    { rounds: n >= 20000 ? 9 : 21, iterations: 2 },
  );
  keystroke.push([n.toLocaleString("en"), (clean.length / 1e6).toFixed(2), r.validateSpecText.toFixed(2), r.specTextValidator.toFixed(2), (r.validateSpecText / r.specTextValidator).toFixed(2) + "x"]);
}
table(["nodes", "MB", "validateSpecText ms", "specTextValidator ms", "speed-up"], keystroke);
