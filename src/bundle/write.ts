// Canonical JSON text from tokens: every scalar and key is written exactly as it was read, so a
// number JSON.parse would round (1e400, 0.30000000000000000001, 9007199254740993, -0) survives.
import { canonicalOrder, childKind, rootKind as valueRootKind, type ObjectKind } from "../format/canonical.js";

/** A scalar (string, number, true, false, null) or an object key, as JSON text. */
export class JsonToken {
  constructor(readonly text: string) {}
}

/** An object as its members in source order: decoded keys (for ordering), key tokens, values. */
export class TokenObject {
  readonly keys: string[] = [];
  readonly rawKeys: string[] = [];
  readonly values: TokenTree[] = [];
}

/** A JSON document as a tree of its tokens. */
export type TokenTree = JsonToken | TokenObject | TokenTree[];

const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0xfeff;

/**
 * The token tree of a text JSON.parse accepts (the caller checked it: a byte-order mark is
 * skipped). Iterative: one stack of open containers, however deep.
 */
export function tokenTree(text: string): TokenTree {
  const stack: (TokenObject | TokenTree[])[] = [];
  let root: TokenTree | undefined;
  let key: [string, string] | undefined;
  const add = (v: TokenTree): void => {
    const top = stack[stack.length - 1];
    if (top === undefined) root = v;
    else if (Array.isArray(top)) top.push(v);
    else {
      top.keys.push(key![0]);
      top.rawKeys.push(key![1]);
      top.values.push(v);
    }
  };
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || c === 0x2c || c === 0x3a) continue;
    if (c === 0x7b || c === 0x5b) {
      const open: TokenObject | TokenTree[] = c === 0x7b ? new TokenObject() : [];
      add(open);
      stack.push(open);
    } else if (c === 0x7d || c === 0x5d) {
      stack.pop();
    } else if (c === 0x22) {
      let end = text.indexOf('"', i + 1);
      for (;;) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === 0x5c) slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      const raw = text.slice(i, end + 1);
      const top = stack[stack.length - 1];
      // In an object, a string right after `{` or `,` is a key: the next non-space is a colon.
      let j = end + 1;
      while (isSpace(text.charCodeAt(j))) j++;
      if (top instanceof TokenObject && text.charCodeAt(j) === 0x3a) key = [raw.includes("\\") ? (JSON.parse(raw) as string) : raw.slice(1, -1), raw];
      else add(new JsonToken(raw));
      i = end;
    } else {
      let j = i + 1;
      for (; j < n; j++) {
        const d = text.charCodeAt(j);
        if (isSpace(d) || d === 0x2c || d === 0x7d || d === 0x5d) break;
      }
      add(new JsonToken(text.slice(i, j)));
      i = j - 1;
    }
  }
  return root!;
}

const describe = (v: unknown): string => (typeof v === "number" ? String(v) : typeof v);

/**
 * The token tree of a JavaScript value, as JSON.stringify would read it (object members whose
 * value is undefined, a function or a symbol are left out; in an array they are null). Throws a
 * TypeError naming the place of a number JSON cannot write (Infinity, NaN: JSON.stringify would
 * write null), of a BigInt, and of a cycle. Token trees inside the value are taken as they are.
 */
export function valueTree(value: unknown): TokenTree {
  const open = new Set<object>();
  const path: (string | number)[] = [];
  const where = (): string => (path.length === 0 ? "the root" : path.map((p) => `/${String(p).replace(/~/g, "~0").replace(/\//g, "~1")}`).join(""));
  const skip = (v: unknown): boolean => v === undefined || typeof v === "function" || typeof v === "symbol";
  const visit = (v: unknown): TokenTree => {
    if (v instanceof JsonToken || v instanceof TokenObject) return v;
    if (v === null) return new JsonToken("null");
    switch (typeof v) {
      case "string":
        return new JsonToken(JSON.stringify(v));
      case "boolean":
        return new JsonToken(String(v));
      case "number":
        if (!Number.isFinite(v)) throw new TypeError(`${describe(v)} at ${where()} is not a JSON number (JSON would write null); nothing was written`);
        return new JsonToken(Object.is(v, -0) ? "-0" : String(v));
      case "object":
        break;
      default:
        throw new TypeError(`a ${typeof v} at ${where()} is not a JSON value`);
    }
    if (open.has(v)) throw new TypeError(`the value at ${where()} is cyclic`);
    open.add(v);
    let out: TokenTree;
    if (Array.isArray(v)) {
      const items: TokenTree[] = [];
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i];
        path.push(i);
        items.push(skip(item) ? new JsonToken("null") : visit(item));
        path.pop();
      }
      out = items;
    } else {
      const obj = new TokenObject();
      for (const k of Object.keys(v)) {
        const item: unknown = (v as Record<string, unknown>)[k];
        if (skip(item)) continue;
        path.push(k);
        obj.keys.push(k);
        obj.rawKeys.push(JSON.stringify(k));
        obj.values.push(visit(item));
        path.pop();
      }
      out = obj;
    }
    open.delete(v);
    return out;
  };
  return visit(value);
}

const stringOf = (v: TokenTree | undefined): string | undefined => (v instanceof JsonToken && v.text[0] === '"' ? (JSON.parse(v.text) as string) : undefined);

// The root's kind, decided by its own members as `rootKind` decides it for a value.
function rootKind(tree: TokenTree): ObjectKind | undefined {
  if (!(tree instanceof TokenObject)) return undefined;
  const shape: Record<string, unknown> = {};
  for (const key of ["format", "nodes", "spec", "cases"]) {
    const at = tree.keys.lastIndexOf(key);
    if (at >= 0) shape[key] = stringOf(tree.values[at]) ?? true;
  }
  return valueRootKind(shape);
}

/**
 * The canonical text of a token tree: in the schema's own objects (a bundle's, or a spec's) known
 * keys first in the schema's order, the rest sorted; every other object in its written order;
 * 2-space indent; a final newline; every token written as it is.
 */
export function writeCanonical(tree: TokenTree): string {
  const out: string[] = [];
  // Iterative: frames of the containers being written (deep nesting costs no stack).
  type Frame = { items: TokenTree[]; keys: string[] | undefined; kinds: (ObjectKind | undefined)[]; i: number; indent: string; close: string };
  const stack: Frame[] = [];
  const open = (v: TokenTree, kind: ObjectKind | undefined, indent: string): void => {
    if (v instanceof JsonToken) {
      out.push(v.text);
      return;
    }
    const inner = indent + "  ";
    if (Array.isArray(v)) {
      if (v.length === 0) return void out.push("[]");
      out.push("[");
      stack.push({ items: v, keys: undefined, kinds: v.map(() => kind), i: 0, indent, close: "]" });
      return;
    }
    if (v.keys.length === 0) return void out.push("{}");
    out.push("{");
    const order = (kind === undefined ? undefined : canonicalOrder(v.keys, kind)) ?? v.keys.map((_, i) => i);
    const op = kind === "condition" ? v.keys.lastIndexOf("op") : -1;
    const lengthOp = op >= 0 && stringOf(v.values[op]) === "length";
    stack.push({
      items: order.map((i) => v.values[i]!),
      keys: order.map((i) => `${inner}${v.rawKeys[i]!}: `),
      kinds: order.map((i) => childKind(kind, v.keys[i]!, lengthOp)),
      i: 0,
      indent,
      close: "}",
    });
  };
  open(tree, rootKind(tree), "");
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (top.i === top.items.length) {
      out.push(`\n${top.indent}${top.close}`);
      stack.pop();
      continue;
    }
    const i = top.i++;
    out.push(i === 0 ? "\n" : ",\n");
    out.push(top.keys === undefined ? top.indent + "  " : top.keys[i]!);
    open(top.items[i]!, top.kinds[i], top.indent + "  ");
  }
  out.push("\n");
  return out.join("");
}

/**
 * The canonical text of a JSON value: in the schema's own objects known keys first in the schema's
 * order (a bundle's when its own `format` is "agentspec-bundle", else a spec's), the rest by UTF-16
 * code units; every other object (headers, bodies, unknown fields) in its own key order; 2-space
 * indent, final newline. Throws a TypeError for a value JSON cannot write exactly (undefined, a
 * function, a BigInt, Infinity or NaN) and for a cyclic one; -0 is written "-0".
 */
export function stringifyCanonical(value: unknown): string {
  return writeCanonical(valueTree(value));
}
