// A tolerant JSON reader for editor features: it never fails, and it keeps what a half-typed spec
// already says (an unterminated string, a missing comma or colon, an unclosed object, a bare word
// where a key belongs). Offsets are UTF-16 code units of the given text.

/** A property of an object as written: its key token and, when written, its value. */
export interface JsonProperty {
  key: string;
  /** The key token, quotes included (a bare word when the author has not typed the quotes yet). */
  keyStart: number;
  keyEnd: number;
  /** Whether the key token is a closed string (false for a bare word or an unterminated string). */
  keyQuoted: boolean;
  /** Offset of the colon, or -1 when there is none yet. */
  colon: number;
  value?: JsonValueNode;
}

interface Base {
  start: number;
  /** Exclusive; for an unclosed container, where its last part ends. */
  end: number;
}

/** An object, closed or not. */
export interface JsonObjectNode extends Base {
  kind: "object";
  properties: JsonProperty[];
  closed: boolean;
}

/** An array, closed or not. */
export interface JsonArrayNode extends Base {
  kind: "array";
  items: JsonValueNode[];
  closed: boolean;
}

/** A string, number, `true`, `false`, `null`, or any other word standing where a value belongs. */
export interface JsonScalarNode extends Base {
  kind: "string" | "number" | "boolean" | "null" | "word";
  /** The value read (for a string its decoded text, for a word its text). */
  value: string | number | boolean | null;
  /** For a string: whether its closing quote is there. */
  closed: boolean;
}

/** Any value of the tree. */
export type JsonValueNode = JsonObjectNode | JsonArrayNode | JsonScalarNode;

/** Nesting beyond this is skipped as one opaque word, so no input recurses without bound. */
const MAX_DEPTH = 512;

const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
// A word runs to whitespace, punctuation or a quote.
const isWordEnd = (c: number): boolean =>
  Number.isNaN(c) || isSpace(c) || c === 0x7b || c === 0x7d || c === 0x5b || c === 0x5d || c === 0x22 || c === 0x3a || c === 0x2c;

/** Decode a JSON string token's body, keeping what cannot be decoded as written. */
function decode(raw: string): string {
  if (!raw.includes("\\")) return raw;
  return raw.replace(/\\(u[0-9a-fA-F]{4}|.)/gs, (m, e: string) => {
    switch (e[0]) {
      case "u":
        return String.fromCharCode(parseInt(e.slice(1), 16));
      case "n":
        return "\n";
      case "t":
        return "\t";
      case "r":
        return "\r";
      case "b":
        return "\b";
      case "f":
        return "\f";
      case '"':
      case "\\":
      case "/":
        return e;
      default:
        return m;
    }
  });
}

/** A container read in place of another: its tree (or a stand-in) and where the reader goes on. */
export interface Skipped {
  node: JsonObjectNode | JsonArrayNode;
  /** Where the reader stood after it (past the closer; at the foreign closer or the end when unclosed). */
  next: number;
  /** Leave it out of its array's items (its span still ends the array's). */
  omit?: boolean;
}

/** The tolerant reader. Its two hooks let a caller record array items as read, or stand in for a container already read. */
export class Reader {
  i = 0;
  /** Called after each item of an array with the position the reader stands at after it and the array's depth. */
  onItem: ((array: JsonArrayNode, item: JsonValueNode, next: number, depth: number) => void) | undefined;
  /** Asked at each container's opening bracket: a stand-in to use instead of reading it. */
  skip: ((start: number) => Skipped | undefined) | undefined;
  /** The last stand-in the skip hook asked to leave out. */
  private omitted: JsonValueNode | undefined;
  // The last string read (fields, not a new object per string: a spec has hundreds of thousands).
  sValue = "";
  sEnd = 0;
  sClosed = false;
  /** Set once an unterminated string was read: its reading looked ahead to the end of its line. */
  lookedAhead = false;
  constructor(readonly text: string) {}

  space(): void {
    const t = this.text;
    for (;;) {
      while (isSpace(t.charCodeAt(this.i))) this.i++;
      // Comments are not JSON, but skipping them keeps the rest of the tree readable.
      if (t.charCodeAt(this.i) === 0x2f && t.charCodeAt(this.i + 1) === 0x2f) {
        while (this.i < t.length && t.charCodeAt(this.i) !== 0x0a) this.i++;
      } else if (t.charCodeAt(this.i) === 0x2f && t.charCodeAt(this.i + 1) === 0x2a) {
        const close = t.indexOf("*/", this.i + 2);
        this.i = close < 0 ? t.length : close + 2;
      } else return;
    }
  }

  /** A string token at the quote here (into sValue, sEnd, sClosed); it ends at its closing quote, or before the end of its line. */
  string(): void {
    const t = this.text;
    const start = this.i;
    let j = start + 1;
    for (; j < t.length; j++) {
      const c = t.charCodeAt(j);
      if (c === 0x5c) j++;
      else if (c === 0x22) {
        this.i = j + 1;
        this.sValue = decode(t.slice(start + 1, j));
        this.sEnd = j + 1;
        this.sClosed = true;
        return;
      } else if (c === 0x0a || c === 0x0d) break;
    }
    j = Math.min(j, t.length);
    // Unterminated: the closers and commas that end its line are the structure it was typed
    // into (`"to": "fi } ] },`), not part of it.
    while (j > start + 1 && /[\s,}\]]/.test(t[j - 1]!)) j--;
    this.i = j;
    this.sValue = decode(t.slice(start + 1, j));
    this.sEnd = j;
    this.sClosed = false;
    this.lookedAhead = true;
  }

  word(): { text: string; start: number; end: number } {
    const t = this.text;
    const start = this.i;
    let j = start;
    while (!isWordEnd(t.charCodeAt(j))) j++;
    if (j === start) j++; // a stray character: take it, so the reader always moves on
    this.i = j;
    return { text: t.slice(start, j), start, end: j };
  }

  /** Skip a container nested too deep: to its matching closer, iteratively. */
  skipDeep(): JsonScalarNode {
    const t = this.text;
    const start = this.i;
    let depth = 0;
    for (; this.i < t.length; this.i++) {
      const c = t.charCodeAt(this.i);
      if (c === 0x22) {
        this.string();
        this.i--;
      } else if (c === 0x7b || c === 0x5b) depth++;
      else if (c === 0x7d || c === 0x5d) {
        if (--depth === 0) {
          this.i++;
          break;
        }
      }
    }
    return { kind: "word", value: t.slice(start, Math.min(start + 16, this.i)), start, end: this.i, closed: true };
  }

  value(depth: number): JsonValueNode | undefined {
    this.space();
    const t = this.text;
    if (this.i >= t.length) return undefined;
    const c = t.charCodeAt(this.i);
    if (c === 0x7b || c === 0x5b) {
      if (this.skip) {
        const s = this.skip(this.i);
        if (s) {
          this.i = s.next;
          if (s.omit) this.omitted = s.node;
          return s.node;
        }
      }
      if (depth >= MAX_DEPTH) return this.skipDeep();
      return c === 0x7b ? this.object(depth + 1) : this.array(depth + 1);
    }
    if (c === 0x22) {
      const start = this.i;
      this.string();
      return { kind: "string", value: this.sValue, start, end: this.sEnd, closed: this.sClosed };
    }
    if (c === 0x7d || c === 0x5d || c === 0x2c || c === 0x3a) return undefined;
    const w = this.word();
    const node: JsonScalarNode = { kind: "word", value: w.text, start: w.start, end: w.end, closed: true };
    if (w.text === "true" || w.text === "false") {
      node.kind = "boolean";
      node.value = w.text === "true";
    } else if (w.text === "null") {
      node.kind = "null";
      node.value = null;
    } else if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(w.text)) {
      node.kind = "number";
      node.value = Number(w.text);
    }
    return node;
  }

  /**
   * After white space, whether a container ends here, with its end (and `closed`) set: at the end of
   * the text, at its own closer (read), or at the other kind of closer, an enclosing container's
   * (not read: this one was never closed).
   */
  ends(node: JsonObjectNode | JsonArrayNode, own: number, other: number): boolean {
    this.space();
    const t = this.text;
    if (this.i >= t.length) {
      node.end = t.length;
      return true;
    }
    const c = t.charCodeAt(this.i);
    if (c === own) {
      this.i++;
      node.end = this.i;
      node.closed = true;
      return true;
    }
    if (c === other) {
      node.end = this.i;
      return true;
    }
    return false;
  }

  object(depth: number): JsonObjectNode {
    const t = this.text;
    const node: JsonObjectNode = { kind: "object", properties: [], start: this.i, end: this.i + 1, closed: false };
    this.i++;
    for (;;) {
      if (this.ends(node, 0x7d, 0x5d)) return node;
      const c = t.charCodeAt(this.i);
      if (c === 0x2c) {
        this.i++;
        continue;
      }
      let key: string, keyStart: number, keyEnd: number, keyQuoted: boolean;
      if (c === 0x22) {
        keyStart = this.i;
        this.string();
        key = this.sValue;
        keyEnd = this.sEnd;
        keyQuoted = this.sClosed;
      } else if (c === 0x7b || c === 0x5b) {
        // A value where a key belongs: read it (so its brackets stay balanced) and drop it.
        this.value(depth);
        continue;
      } else if (c === 0x3a) {
        this.i++;
        continue;
      } else {
        const w = this.word();
        ({ text: key, start: keyStart, end: keyEnd } = w);
        keyQuoted = false;
      }
      const prop: JsonProperty = { key, keyStart, keyEnd, keyQuoted, colon: -1 };
      node.properties.push(prop);
      node.end = keyEnd;
      this.space();
      if (t.charCodeAt(this.i) === 0x3a) {
        prop.colon = this.i;
        node.end = ++this.i;
        // A value on a later line after a bare colon may be the next key being typed: a quoted
        // string followed by a colon is taken as the next property, not as this value.
        this.space();
        if (t.charCodeAt(this.i) === 0x22 && this.keyFollows()) continue;
        const v = this.value(depth);
        if (v) {
          prop.value = v;
          node.end = v.end;
        }
      } else if (t.charCodeAt(this.i) === 0x7b || t.charCodeAt(this.i) === 0x5b) {
        // A missing colon before a container value.
        const v = this.value(depth);
        if (v) {
          prop.value = v;
          node.end = v.end;
        }
      }
    }
  }

  /** Whether the string at the reader is followed by a colon (so it is a key). */
  private keyFollows(): boolean {
    const save = this.i;
    this.string();
    const closed = this.sClosed;
    this.space();
    const colon = closed && this.text.charCodeAt(this.i) === 0x3a;
    this.i = save;
    return colon;
  }

  array(depth: number): JsonArrayNode {
    const node: JsonArrayNode = { kind: "array", items: [], start: this.i, end: this.i + 1, closed: false };
    this.i++;
    return this.arrayItems(node, depth);
  }

  /**
   * The items of an array from the reader's position on (after its bracket, or after an item),
   * until its closer or the end; or until `stopAt` says so at the start of an item (then the
   * array is returned as read so far, the reader at that item).
   */
  arrayItems(node: JsonArrayNode, depth: number, stopAt?: (start: number) => boolean): JsonArrayNode {
    const t = this.text;
    for (;;) {
      if (this.ends(node, 0x5d, 0x7d)) return node;
      const c = t.charCodeAt(this.i);
      if (c === 0x2c || c === 0x3a) {
        this.i++;
        continue;
      }
      if (stopAt?.(this.i)) return node;
      const v = this.value(depth);
      if (!v) {
        this.i++;
        continue;
      }
      node.end = v.end;
      if (v === this.omitted) {
        this.omitted = undefined;
        continue;
      }
      node.items.push(v);
      this.onItem?.(node, v, this.i, depth);
    }
  }
}

/** Read a text as JSON as far as it goes: the first value, or undefined when there is none. Never throws. */
export function readTree(text: string): JsonValueNode | undefined {
  return readRoot(new Reader(text));
}

/** Read the first value of a text with a reader (hooks set): the tree, as `readTree` gives it. */
export function readRoot(r: Reader): JsonValueNode | undefined {
  const text = r.text;
  // A byte-order mark is not part of the value.
  if (text.charCodeAt(0) === 0xfeff) r.i = 1;
  for (;;) {
    r.space();
    if (r.i >= text.length) return undefined;
    const c = text.charCodeAt(r.i);
    // Stray closers before the value are skipped.
    if (c === 0x7d || c === 0x5d || c === 0x2c || c === 0x3a) {
      r.i++;
      continue;
    }
    return r.value(0);
  }
}

/** The property named `key` of an object node (the last, as JSON.parse keeps the last copy). */
function propertyOf(node: JsonValueNode | undefined, key: string): JsonProperty | undefined {
  if (node?.kind !== "object") return undefined;
  for (let i = node.properties.length - 1; i >= 0; i--) if (node.properties[i]!.key === key) return node.properties[i];
  return undefined;
}

/** The value of property `key` of an object node. */
export const valueOf = (node: JsonValueNode | undefined, key: string): JsonValueNode | undefined => propertyOf(node, key)?.value;

/** The string value of property `key`, when it is a string. */
export function stringOf(node: JsonValueNode | undefined, key: string): string | undefined {
  const v = valueOf(node, key);
  return v?.kind === "string" ? (v.value as string) : undefined;
}

/** The plain JSON value a node stands for (words become their text). */
export function toValue(node: JsonValueNode): unknown {
  if (node.kind === "object") {
    const out: Record<string, unknown> = {};
    for (const p of node.properties) if (p.value) Object.defineProperty(out, p.key, { value: toValue(p.value), enumerable: true, writable: true, configurable: true });
    return out;
  }
  if (node.kind === "array") return node.items.map(toValue);
  return node.value;
}
