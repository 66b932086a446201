// The language service on a 2,000-node spec (pretty-printed, as an editor holds it): completion and
// hover medians at typical cursors, each call on a fresh text (as after a keystroke), beside a
// peer measured in the same run: JSON.parse of the same text, and validateSpecText.
import { applyFixes, completionsAt, definitionAt, documentSymbols, hoverAt, validateSpecText } from "../dist/index.js";
import { interleave, makeSpec, table } from "./lib.mjs";

const text = JSON.stringify(makeSpec(2000), null, 2);
const mid = text.indexOf('"id": "node-1000"');
const at = (needle) => {
  const i = text.indexOf(needle, mid);
  if (i < 0) throw new Error(`no ${needle}`);
  return i;
};
const cursors = {
  "completion: a transition's to (node ids)": at('"to": "') + 7,
  "completion: a property name in a config": at('"responseMode"') + 2,
  "completion: an op value": at('"op": "') + 7,
  "completion: a path (vars outputVars)": at('"path": "region"') + 9,
  "hover: a node id in a to": at('"to": "') + 8,
  "hover: a proxy value": at('"proxy": "') + 10,
  "definition: a to": at('"to": "') + 8,
};
// A different text each call, as an editor has after each keystroke (the last text's outline
// cannot answer): alternately with and without a trailing space.
let n = 0;
const fresh = () => (n++ % 2 ? text + " " : text);
const candidates = {
  "JSON.parse (peer)": () => JSON.parse(fresh()),
  "validateSpecText (peer)": () => validateSpecText(fresh()),
};
for (const [name, offset] of Object.entries(cursors)) {
  const fn = name.startsWith("hover") ? hoverAt : name.startsWith("definition") ? definitionAt : completionsAt;
  candidates[name] = () => fn(fresh(), offset);
}
candidates["documentSymbols"] = () => documentSymbols(fresh());
// What an editor asks on one text after a keystroke: completion, hover and definition share one read.
candidates["completion + hover + definition, one text"] = () => {
  const t = fresh();
  completionsAt(t, cursors["completion: an op value"]);
  hoverAt(t, cursors["hover: a node id in a to"]);
  definitionAt(t, cursors["definition: a to"]);
};
const t = interleave(candidates, { rounds: 21, iterations: 3 });
console.log(`2,000-node spec: ${(text.length / 1e6).toFixed(2)} MB of text, ${text.split("\n").length.toLocaleString("en")} lines\n`);
table(["operation", "median ms", "× JSON.parse"], Object.entries(t).map(([k, ms]) => [k, ms.toFixed(2), (ms / t["JSON.parse (peer)"]).toFixed(1)]));
const broken = text.replace(/"version": 2,\n/, "").replace(/"method": "GET"/g, '"method": "get"');
const f = interleave({ "applyFixes (2,000 fixes, safe)": () => applyFixes(broken), "validateSpecText (peer)": () => validateSpecText(broken) }, { rounds: 5, warmup: 1 });
console.log("");
table(["operation", "median ms"], Object.entries(f).map(([k, ms]) => [k, ms.toFixed(1)]));
