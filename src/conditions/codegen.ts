// Node only: a condition compiled to JavaScript, one function per condition (`new Function`), so
// that each condition has inline caches of its own however many a process holds (the closures of
// kit.generated.ts come from a fixed pool and are shared past a few hundred comparisons). The
// browser build never loads this file (codegen-loader.browser.ts), and a Node process that refuses
// code generation from strings falls back to the closures (codegen-loader.ts).
//
// What reaches the source text: the code written here, numbers the compiler wrote (the leaf and
// constant indexes), the keys of paths only through `literal` (a JSON string literal with U+2028
// and U+2029 escaped, or a finite number), and operands only as captured constants (`K[i]`): no
// key, path or operand is ever spliced in as code. test/conditions/codegen.test.ts
// parses the output of hostile conditions and checks its shape.
import type { IR, LeafIR } from "./ir.js";
import type { LeafShape } from "./build.js";
import type { Evaluator } from "./readers.js";

/** What generated code calls but does not write: readPath, for paths the code does not walk itself. */
export interface CodegenRuntime {
  readonly readPath: (ctx: unknown, plan: never) => unknown;
}

/** The evaluator of a condition and of each of its comparisons, in the order of `leaves`. */
export interface Generated {
  readonly evaluate: Evaluator;
  readonly leaves: readonly Evaluator[];
  /** The source text given to `new Function` (for the tests of its shape). */
  readonly source: string;
}

/** Writes a JavaScript source text; values of the condition go through `lit`. */
class Writer {
  readonly constants: unknown[] = [];
  /** A value as a literal, or a captured constant when it has no safe literal. */
  readonly lit = (value: unknown): string => {
    if (typeof value === "string") return JSON.stringify(value).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
    if (typeof value === "number" && Number.isFinite(value)) return Object.is(value, -0) ? "-0" : String(value);
    if (value === true || value === false || value === null) return String(value);
    return this.capture(value);
  };

  /** A reference to a captured constant. */
  capture(value: unknown): string {
    this.constants.push(value);
    return `K[${this.constants.length - 1}]`;
  }
}

// One step: `o` becomes its own property `k` (a non-array object's key) or own element (an
// array's index), else `miss` runs; the same checks as kit.generated.ts's steps, in the same
// order (ownership settled before the value is loaded, so no getter of a prototype runs).
function step(w: Writer, k: string | number, miss: string): string {
  const key = w.lit(k);
  if (typeof k === "string") {
    return `if (typeof o !== "object" || o === null || !(${key} in o) || isArray(o) || ((getProto(o) !== OP || ${key} in OP) && !hasOwn.call(o, ${key}))) ${miss}
o = o[${key}];
if (o === undefined) ${miss}
`;
  }
  return `if (!isArray(o) || !(${key} < o.length) || !((getProto(o) === AP && !(${key} in AP)) || hasOwn.call(o, ${key}))) ${miss}
o = o[${key}];
if (o === undefined) ${miss}
`;
}

const walk = (w: Writer, root: string | undefined, steps: readonly (string | number)[], miss: string): string =>
  [...(root === undefined ? [] : [root]), ...steps].map((k) => step(w, k, miss)).join("");

/** The body of one comparison's function, `x` the context. */
function leafBody(w: Writer, shape: LeafShape): string {
  const miss = `return ${shape.miss};`;
  const not = shape.negate ? "!" : "";
  if (shape.kind === "steps") {
    // The operand is a captured constant, not a literal: conditions that differ only in their
    // operands have one source, and share its code (see `made`).
    const tested = shape.inline === undefined ? `${w.capture(shape.test)}(o)` : shape.inline("o", (value) => w.capture(value));
    return `try {
let o = x;
${walk(w, shape.root, shape.steps, miss)}return ${not}(${tested});
} catch {
${miss}
}`;
  }
  if (shape.kind === "count") {
    // An item that cannot be read (a hole, a throwing getter or trap) is not counted. One try
    // around the loop, entered again after the item that threw: a try per item cost 1.5x here.
    return `let a;
let len;
try {
let o = x;
${walk(w, shape.root, shape.steps, miss)}if (!isArray(o)) ${miss}
a = o;
len = a.length;
} catch {
${miss}
}
let n = 0;
let j = 0;
for (;;) {
try {
for (; j < len; j++) {
if (!(j in a) || !((getProto(a) === AP && !(j in AP)) || hasOwn.call(a, j))) continue;
let o = a[j];
if (o === undefined) continue;
${walk(w, undefined, shape.each, "continue;")}n++;
}
break;
} catch {
j++;
}
}
return ${not}${w.capture(shape.test)}(n);`;
  }
  return `try {
return ${not}${w.capture(shape.test)}(readPath(x, ${w.capture(shape.plan)}));
} catch {
${miss}
}`;
}

/**
 * Generate the code of a checked condition: one function per comparison and the condition's
 * expression over them. Throws what `new Function` throws (an EvalError where code generation
 * from strings is refused); the caller falls back to the closures.
 */
export function generate(ir: IR, shapes: ReadonlyMap<LeafIR, LeafShape>, runtime: CodegenRuntime): Generated & { order: readonly LeafIR[] } {
  const w = new Writer();
  const order: LeafIR[] = [];
  let functions = "";
  const expr = (node: IR): string => {
    if (node.kind === "comparison") {
      const i = order.length;
      order.push(node);
      functions += `function l${i}(x) {\n${leafBody(w, shapes.get(node) as LeafShape)}\n}\n`;
      return `l${i}(x)`;
    }
    const parts = node.children.map(expr);
    if (node.kind === "not") return `!${parts[0] as string}`;
    if (parts.length === 0) return node.kind === "all" ? "true" : "false";
    return `(${parts.join(node.kind === "all" ? " && " : " || ")})`;
  };
  const top = expr(ir);
  const source = `"use strict";
const isArray = Array.isArray;
const getProto = Object.getPrototypeOf;
const hasOwn = Object.prototype.hasOwnProperty;
const OP = Object.prototype;
const AP = Array.prototype;
${functions}function evaluate(x) {
return ${top};
}
return [evaluate, ${order.map((_, i) => `l${i}`).join(", ")}];
`;
  let make = made.get(source);
  if (make === undefined) {
    make = new Function("K", "readPath", source) as Factory;
    if (source.length <= MAX_MADE_SOURCE) {
      if (made.size >= MAX_MADE || madeChars + source.length > MAX_MADE_CHARS) {
        made.clear();
        madeChars = 0;
      }
      made.set(source, make);
      madeChars += source.length;
    }
  }
  const [evaluate, ...leaves] = make(w.constants, runtime.readPath);
  return { evaluate: evaluate as Evaluator, leaves, source, order };
}

type Factory = (k: unknown[], readPath: CodegenRuntime["readPath"]) => Evaluator[];

/**
 * The functions made from each source, for the conditions of one shape (the same paths, operators
 * and kinds of operand, any operands): each is made once and called with each condition's own
 * constants, so compiling another condition of a known shape costs no `new Function`, and the
 * conditions of one shape share their code and what V8 learns running it (they read the same
 * paths). Bounded, so a process that compiles ever new shapes keeps few of them beyond the
 * conditions it holds: emptied when it holds MAX_MADE sources or MAX_MADE_CHARS characters of them;
 * a source longer than MAX_MADE_SOURCE (a condition of thousands of parts) is not kept.
 */
const made = new Map<string, Factory>();
let madeChars = 0;
const MAX_MADE = 8192;
const MAX_MADE_CHARS = 32 * 1024 * 1024;
const MAX_MADE_SOURCE = 64 * 1024;
