// Standard Schema: agentspecStandardSchema's `~standard.validate` against validateSpec on the same
// 1 KB spec, same run (the issue's bound: at most 1.1x). It is validateSpec plus the verdict's shape
// (and, for an invalid spec, a path per error), so the ratio is that shape's cost. An invalid spec
// (one transition to a node that does not exist) is timed too: there each error becomes an issue.
import { agentspecStandardSchema, validateSpec } from "../dist/index.js";
import { interleave, makeSpec, table } from "./lib.mjs";

// makeSpec(1) is 0.7 KB of compact JSON: two nodes of it, the second's transitions cut, is ~1 KB.
const base = makeSpec(2);
const doc = { ...base, nodes: [base.nodes[0], { ...base.nodes[1], transition: [] }] };
const bad = { ...doc, nodes: [doc.nodes[0], { ...doc.nodes[1], transition: [{ to: "nowhere" }] }] };
const size = JSON.stringify(doc).length;
const std = agentspecStandardSchema["~standard"];
if (!validateSpec(doc).valid || std.validate(doc).issues) throw new Error("the bench spec must be valid");
if (validateSpec(bad).valid || !std.validate(bad).issues) throw new Error("the invalid spec must fail");

console.log(`a ${(size / 1024).toFixed(2)} KB spec (compact JSON)\n`);
const t = interleave(
  {
    "validateSpec (valid)": () => validateSpec(doc),
    "~standard.validate (valid)": () => std.validate(doc),
    "validateSpec (invalid)": () => validateSpec(bad),
    "~standard.validate (invalid)": () => std.validate(bad),
  },
  { rounds: 31, iterations: 200 },
);
table(
  ["candidate", "median µs"],
  Object.entries(t).map(([k, ms]) => [k, (ms * 1000).toFixed(1)]),
);
console.log(`\n~standard.validate / validateSpec: ${(t["~standard.validate (valid)"] / t["validateSpec (valid)"]).toFixed(2)}x valid, ${(t["~standard.validate (invalid)"] / t["validateSpec (invalid)"]).toFixed(2)}x invalid`);
