// The language service on specs of 200, 2,000 and 10,000 nodes (pretty-printed, as an editor holds
// them): medians of completion, hover, definition, references and the outline at typical cursors,
// beside a peer measured in the same run, interleaved: vscode-json-languageservice (the engine of
// VS Code's and Monaco's JSON support) completing and hovering at the same offsets with our schema.
//
// Three situations, each call on a text of its own:
// - "after a keystroke": the text differs from the last one asked about by one character in the
//   node being edited (what an editor asks after each keystroke); the service patches its index;
// - "first look": the text differs at the root, before the nodes, so the service reads it whole
//   (the first request on a file, or an edit outside the nodes array);
// - the peer parses each text (it has no incremental parse) and then completes or hovers.
import * as vscodeJson from "vscode-json-languageservice";
import { readFileSync } from "node:fs";
import { applyFixes, completionsAt, definitionAt, documentSymbols, hoverAt, referencesAt, validateSpecText } from "../dist/index.js";
import { QUICK, interleave, makeSpec, median, q, table } from "./lib.mjs";

const { getLanguageService, TextDocument } = vscodeJson.default ?? vscodeJson;
const schema = JSON.parse(readFileSync(new URL("../schema/agentspec-v2.schema.json", import.meta.url), "utf8"));
const peer = getLanguageService({ schemaRequestService: (uri) => Promise.reject(new Error(`unexpected schema request: ${uri}`)) });
peer.configure({ validate: false, allowComments: false, schemas: [{ uri: schema.$id, fileMatch: ["*.json"], schema }] });

/**
 * Interleaved medians (ms per call). Each candidate is a setup that runs untimed and returns the
 * call to time (sync or async): the setup puts the service where the situation says (the last
 * text asked about one keystroke away, or far away).
 */
async function interleaveSetup(candidates, { rounds = 15, warmup = 2 } = {}) {
  if (QUICK) [rounds, warmup] = [1, 0];
  const samples = Object.fromEntries(Object.keys(candidates).map((k) => [k, []]));
  for (let r = -warmup; r < rounds; r++) {
    for (const [name, setup] of Object.entries(candidates)) {
      const call = setup();
      const t0 = process.hrtime.bigint();
      const out = call();
      if (out && typeof out.then === "function") await out;
      if (r >= 0) samples[name].push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
}

async function measure(n, rounds) {
  const text = JSON.stringify(makeSpec(n), null, 2);
  const mid = text.indexOf(`"id": "node-${n / 2}"`);
  const at = (needle) => {
    const i = text.indexOf(needle, mid);
    if (i < 0) throw new Error(`no ${needle}`);
    return i;
  };
  const cursors = {
    "completion: a transition's to (node ids)": [completionsAt, at('"to": "') + 7],
    "completion: a property name in a config": [completionsAt, at('"responseMode"') + 2],
    "completion: an op value": [completionsAt, at('"op": "') + 7],
    "hover: a node id in a to": [hoverAt, at('"to": "') + 8],
    "hover: a proxy value": [hoverAt, at('"proxy": "') + 10],
    "definition: a to": [definitionAt, at('"to": "') + 8],
    "references: a to": [referencesAt, at('"to": "') + 8],
  };
  // A keystroke in the node being edited (a character of its url, changed and changed back), and
  // an edit at the spec's root, before its nodes (one or two spaces after "version":, so offsets
  // after it move by one or two).
  const u = at("https://") + 9;
  const keyed = [text, text.slice(0, u) + "X" + text.slice(u + 1)];
  const gap = text.indexOf('"version":') + 10;
  const spaced = [1, 2].map((n) => text.slice(0, gap) + " ".repeat(n) + text.slice(gap));
  // After a keystroke: the service last saw the other text of the pair. First look: it last saw a
  // text that differs outside any node.
  let k = 0;
  const afterKeystroke = (fn, offset) => () => {
    fn(keyed[k % 2], offset);
    const t = keyed[++k % 2];
    return () => fn(t, offset);
  };
  let c = 0;
  const firstLook = (fn, offset) => () => {
    fn(keyed[0], offset);
    const shift = c++ % 2;
    const t = spaced[shift];
    return () => fn(t, offset + shift + 1);
  };
  const candidates = { "JSON.parse (one read of the text)": () => () => JSON.parse(keyed[k++ % 2]) };
  for (const [name, [fn, offset]] of Object.entries(cursors)) {
    candidates[`${name}, after a keystroke`] = afterKeystroke(fn, offset);
    candidates[`${name}, first look`] = firstLook(fn, offset);
  }
  candidates["documentSymbols, after a keystroke"] = afterKeystroke(documentSymbols, 0);
  candidates["documentSymbols, first look"] = firstLook(documentSymbols, 0);
  const ours = await interleaveSetup(candidates, { rounds });

  // The peer: each text parsed (as VS Code does on each change), then one request; and the request
  // alone on a text already parsed.
  let v = 0;
  const parsed = (t) => {
    const doc = TextDocument.create("file:///spec.json", "json", ++v, t);
    return [doc, peer.parseJSONDocument(doc)];
  };
  const once = parsed(text);
  const peers = {};
  for (const [name, [fn, offset]] of Object.entries(cursors)) {
    if (fn !== completionsAt && fn !== hoverAt) continue;
    const call = ([doc, json]) => (fn === completionsAt ? peer.doComplete(doc, doc.positionAt(offset), json) : peer.doHover(doc, doc.positionAt(offset), json));
    peers[`${name}, peer: parse + request`] = () => {
      const t = keyed[k++ % 2];
      return () => call(parsed(t));
    };
    peers[`${name}, peer: request on a parsed text`] = () => () => call(once);
  }
  const theirs = await interleaveSetup(peers, { rounds });
  return { text, ours, theirs };
}

// `node bench/language.bench.mjs 2000` measures one size only; `--quick` (200 nodes, 2 rounds) is
// what the test suite runs, so the bench cannot rot.
const only = process.argv.slice(2).filter((a) => /^\d+$/.test(a)).map(Number);
const SIZES = QUICK
  ? [[200, 2]]
  : [
      [200, 31],
      [2000, 15],
      [10000, 5],
    ].filter(([n]) => only.length === 0 || only.includes(n));
const results = {};
for (const [n, rounds] of SIZES) {
  results[n] = await measure(n, rounds);
  const { text } = results[n];
  console.log(`${n.toLocaleString("en")}-node spec: ${(text.length / 1e6).toFixed(2)} MB of text, ${text.split("\n").length.toLocaleString("en")} lines`);
}
console.log("");
const ms = (x) => (x < 10 ? x.toFixed(2) : x.toFixed(0));
const sizes = SIZES.map(([n]) => n);
const heads = sizes.map((n) => `${n.toLocaleString("en")} nodes`);
table(
  ["operation (median ms per call)", ...heads],
  Object.keys(results[sizes[0]].ours).map((name) => [name, ...sizes.map((n) => ms(results[n].ours[name]))]),
);
console.log("");
table(
  ["vscode-json-languageservice (peer, same offsets, our schema)", ...heads],
  Object.keys(results[sizes[0]].theirs).map((name) => [name, ...sizes.map((n) => ms(results[n].theirs[name]))]),
);
console.log("");
const r = results[2000] ?? results[sizes[0]];
table(
  [`at ${(results[2000] ? 2000 : sizes[0]).toLocaleString("en")} nodes, after a keystroke`, "ours ms", "peer (parse + request) ms", "peer ÷ ours"],
  ["completion: a transition's to (node ids)", "completion: a property name in a config", "completion: an op value", "hover: a node id in a to", "hover: a proxy value"].map((name) => {
    const o = r.ours[`${name}, after a keystroke`];
    const p = r.theirs[`${name}, peer: parse + request`];
    return [name, ms(o), ms(p), (p / o).toFixed(0) + "×"];
  }),
);

const text = r.text;
const broken = text.replace(/"version": 2,\n/, "").replace(/"method": "GET"/g, '"method": "get"');
const f = interleave({ [`applyFixes (${sizes.includes(2000) ? "2,000" : sizes[0]} fixes, safe)`]: () => applyFixes(broken), "validateSpecText (peer)": () => validateSpecText(broken) }, QUICK ? { rounds: 1, warmup: 0 } : { rounds: 5, warmup: 1 });
console.log("");
table(["operation", "median ms"], Object.entries(f).map(([k, v]) => [k, v.toFixed(1)]));
