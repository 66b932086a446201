// Writes kit.generated.ts: 8 or 16 textually distinct copies of the closures that evaluate a
// condition. V8 keeps inline-cache feedback (and optimized code) per function literal, so one
// shared literal for every condition sees every key of every path and goes megamorphic; a copy
// made for one comparison sees one key and, while it makes one closure only, TurboFan also folds
// its captured constants (the keys, the test, the next step) and inlines the whole chain. No code
// is generated at run time: the copies are plain source, written here and checked in.
//
// What this buys, what it costs and when it stops paying: TRADE_OFF below, which is also the
// generated file's header.
//
// Run: `npm run generate` (test/conditions/kit-generated.test.ts checks the file is fresh).

// One step inside a fused reader: `o` becomes its own property `k` (a non-array object's key or an
// array's index), else the reader ends with `miss`. Ownership is settled before the value is
// loaded, so no getter of a prototype runs: \`k in o\` reads no value (and gives the optimizer
// the object's map, so that what follows folds to constants); a plain object whose prototype is
// Object.prototype, which lacks the key, can only hold it as its own; anything else asks
// hasOwnProperty. An array's length is its own, and an index absent from Array.prototype (and
// Object.prototype) can only be an own element or a hole.
const step = (k, miss) => `
      if (typeof o !== "object" || o === null) return ${miss};
      if (typeof ${k} === "string") {
        if (!(${k} in o) || isArray(o) || ((getProto(o) !== OP || ${k} in OP) && !hasOwn.call(o, ${k}))) return ${miss};
        o = (o as Bag)[${k}];
      } else if (isArray(o) && ${k} < o.length && ((getProto(o) === AP && !(${k} in AP)) || hasOwn.call(o, ${k}))) {
        o = o[${k}];
      } else return ${miss};
      if (o === undefined) return ${miss};`;

const keys = (n) => Array.from({ length: n }, (_, i) => `k${i + 1}: Key`);
const steps = (n, miss) => Array.from({ length: n }, (_, i) => step(`k${i + 1}`, miss)).join("");

// leafN: a comparison reading N steps after `first`; `miss` is its verdict on a missing value
// (tests are pure, so it is computed once). readN: the value N steps after `first`.
const kinds = {};
for (let n = 1; n <= 3; n++) {
  kinds[`leaf${n}`] = [16, `(first: Reader, ${keys(n).map((k) => `${k}, `).join("")}test: Test, neg: boolean, miss: boolean): Evaluator => (x) => {
    try {
      let o = first(x);${steps(n, "miss")}
      return test(o) !== neg;
    } catch {
      return miss;
    }
  }`];
}
for (let n = 1; n <= 3; n++) {
  kinds[`read${n}`] = [8, `(first: Reader, ${keys(n).join(", ")}): Reader => (x) => {
      let o = first(x);${steps(n, "undefined")}
      return o;
  }`];
}
Object.assign(kinds, {
  // `length` of a path with one [*]: counts the items where `each` resolves, builds no array.
  // An item that cannot be read (a hole, a throwing getter) is missing: it is not counted.
  count: [8, `(read: Reader, each: Reader, test: Test, neg: boolean, miss: boolean): Evaluator => (x) => {
    // A revoked Proxy throws on isArray itself, a Proxy of an array on \`length\`: missing.
    let a: unknown;
    let len: number;
    try {
      a = read(x);
      if (!isArray(a)) return miss;
      len = a.length;
    } catch {
      return miss;
    }
    let n = 0;
    for (let j = 0; j < len; j++) {
      try {
        if (j in a && (getProto(a) === AP && !(j in AP) || hasOwn.call(a, j)) && each(a[j]) !== undefined) n++;
      } catch {}
    }
    return test(n) !== neg;
  }`],
  // A value that cannot be read, or that throws while the test reads inside it, is missing.
  leaf: [8, `(read: Reader, test: Test, neg: boolean, miss: boolean): Evaluator => (x) => {
    try {
      return test(read(x)) !== neg;
    } catch {
      return miss;
    }
  }`],
  all2: [16, "(a: Evaluator, b: Evaluator): Evaluator => (x) => a(x) && b(x)"],
  all3: [16, "(a: Evaluator, b: Evaluator, c: Evaluator): Evaluator => (x) => a(x) && b(x) && c(x)"],
  any2: [16, "(a: Evaluator, b: Evaluator): Evaluator => (x) => a(x) || b(x)"],
  any3: [16, "(a: Evaluator, b: Evaluator, c: Evaluator): Evaluator => (x) => a(x) || b(x) || c(x)"],
  not: [16, "(a: Evaluator): Evaluator => (x) => !a(x)"],
});

/** The trade-off, as the header of scripts/generate-kit.mjs states it. */
const TRADE_OFF = `// - What it buys: while a process holds few conditions, each comparison has copies of its own,
//   and evaluation runs at about 1.7x to 1.9x a hand-written arrow function, faster than
//   json-logic-engine's \`build\` (which needs \`new Function\`), under a strict CSP.
// - What it costs: about 2,000 lines of copies (35 KB of the minified conditions bundle, 1 KB
//   gzipped), loaded only by code that compiles conditions.
// - When it stops paying: the pool is fixed, so once a process holds more comparisons than there
//   are copies of a kind (8 or 16), copies are shared and their loads turn polymorphic, then
//   megamorphic: a server that keeps thousands of conditions compiled gets the size without the
//   speed. \`node bench/conditions.bench.mjs --many\` (each measured condition compiled after 1,000
//   others) gave 5.3x the hand-written function against json-logic-engine \`build\`'s 2.3x
//   (2026-11-22, medians of three runs on a shared 2-core machine; docs/benchmarks.md's earlier
//   five-run medians: 4.6x against 2.4x). There only generated code (refused under a strict
//   CSP) would give every condition code of its own.`;

export function generate() {
  let out = `// Generated by scripts/generate-kit.mjs: do not edit. Textually distinct copies of the same closures
// (see scripts/generate-kit.mjs for why); the compiler hands each kind out in turn.
//
${TRADE_OFF}
/* eslint-disable */
import type { Test } from "./ops.js";
import type { Evaluator, Reader } from "./readers.js";

type Bag = Record<string, unknown>;
type Key = string | number;
const isArray = Array.isArray;
const getProto = Object.getPrototypeOf;
const hasOwn = Object.prototype.hasOwnProperty;
const OP: object = Object.prototype;
const AP: object = Array.prototype;

`;
  // One object literal (no namespace import, no top-level call), so a bundle that never compiles a
  // condition drops it whole.
  out += "\n/** The copies of each kind of closure. */\nexport const copies = {\n";
  for (const [kind, [copies, text]] of Object.entries(kinds)) {
    out += `  ${kind}: [\n`;
    for (let i = 0; i < copies; i++) out += `    // ${kind} ${i}\n    ${text},\n`;
    out += "  ],\n";
  }
  return out + "};\n";
}

const target = new URL("../src/conditions/kit.generated.ts", import.meta.url);

/** The text of kit.generated.ts as checked in. */
export async function current() {
  const { readFileSync } = await import("node:fs");
  return readFileSync(target, "utf8");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { writeFileSync } = await import("node:fs");
  writeFileSync(target, generate());
}
