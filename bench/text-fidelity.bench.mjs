// What the text-level fidelity costs, each against its peer in the same run: the number scan of
// `agentspec check` (json/inexact-number) against the parse it follows (parseJsonText), and fmt's
// writers against the value path they replaced (JSON.parse + stringifyCanonical): the token writer
// (bundle export) and the byte writer fmt uses (formatJsonBytes). These are
// internals of the command, so they are bundled from src here (esbuild, in memory).
import { build } from "esbuild";
import { interleave, makeSpec, q, table } from "./lib.mjs";

const entry = `
export { parseJsonText } from "./src/core/text.ts";
export { inexactNumbers } from "./src/core/numbers.ts";
export { tokenTree, writeCanonical, stringifyCanonical } from "./src/bundle/write.ts";
export { formatJsonBytes } from "./src/format/layout.ts";
`;
const root = new URL("..", import.meta.url).pathname;
const out = await build({ stdin: { contents: entry, resolveDir: root, loader: "ts" }, bundle: true, format: "esm", platform: "neutral", write: false, logLevel: "silent" });
const lib = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`);

const N = q(20000, 200);
const doc = makeSpec(N);
// Some literals parsers misread, so the scan has work to report (every 100th node's body).
doc.nodes.forEach((n, i) => i % 100 === 0 && (n.config.body.amount = 0.1));
const text = JSON.stringify(doc, null, 2).replace(/"amount": 0\.1/g, '"amount": 0.30000000000000000001');
const clean = JSON.stringify(makeSpec(N), null, 2);
const bytes = new TextEncoder().encode(text);
if (lib.inexactNumbers(clean).length !== 0) throw new Error("the clean text must hold none");
if (lib.inexactNumbers(text).length !== N / 100) throw new Error(`the bench text must hold ${N / 100} inexact literals`);

console.log(`20,000-node spec: ${(text.length / 1e6).toFixed(1)} MB of JSON text, 200 inexact literals\n`);
const t = interleave(
  {
    "parseJsonText (peer)": () => lib.parseJsonText(text),
    "inexactNumbers (200 found: placed)": () => lib.inexactNumbers(text),
    "parseJsonText, clean text (peer)": () => lib.parseJsonText(clean),
    "inexactNumbers, clean text": () => lib.inexactNumbers(clean),
    "JSON.parse + stringifyCanonical (old fmt, peer)": () => lib.stringifyCanonical(JSON.parse(text)),
    "tokenTree + writeCanonical (bundle export)": () => lib.writeCanonical(lib.tokenTree(text)),
    "formatJsonBytes (fmt)": () => lib.formatJsonBytes(bytes, "spec"),
  },
  { rounds: 11 },
);
table(["candidate", "median ms"], Object.entries(t).map(([k, ms]) => [k, ms.toFixed(1)]));
console.log(`\ninexactNumbers / parseJsonText: ${(t["inexactNumbers (200 found: placed)"] / t["parseJsonText (peer)"]).toFixed(2)}x with findings, ${(t["inexactNumbers, clean text"] / t["parseJsonText, clean text (peer)"]).toFixed(2)}x on a clean text`);
console.log(`from tokens / from a value: ${(t["tokenTree + writeCanonical (bundle export)"] / t["JSON.parse + stringifyCanonical (old fmt, peer)"]).toFixed(2)}x`);
console.log(`fmt from bytes / from a value: ${(t["formatJsonBytes (fmt)"] / t["JSON.parse + stringifyCanonical (old fmt, peer)"]).toFixed(2)}x, / from tokens: ${(t["formatJsonBytes (fmt)"] / t["tokenTree + writeCanonical (bundle export)"]).toFixed(2)}x`);
