// Canonical JSON text straight from UTF-8 bytes, in one pass and without a tree: what `agentspec
// fmt` writes. Every token is copied byte for byte; only white space and the order of the
// members of the schema's own objects change. Linear: each byte is read once and written once,
// and a reordered object is copied once more when it closes.
import { fnvBytes } from "../core/fnv.js";
import { canonicalOrder, childKind, type ObjectKind } from "./canonical.js";

const SPACE = 0x20, TAB = 0x09, LF = 0x0a, CR = 0x0d, COMMA = 0x2c, COLON = 0x3a, QUOTE = 0x22, BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b, CLOSE_BRACE = 0x7d, OPEN_BRACKET = 0x5b, CLOSE_BRACKET = 0x5d;

const isSpace = (c: number | undefined): boolean => c === SPACE || c === LF || c === CR || c === TAB;

/** The value of a condition's `value` key before its `op` is known: ordered when the condition closes. */
const PENDING = "pending";
type Slot = ObjectKind | typeof PENDING | undefined;

/** The members of an object whose order may change: where each is written, and its decoded key. */
interface Members {
  starts: number[];
  ends: number[];
  keys: string[];
}

interface Frame {
  object: boolean;
  /** An object's kind (PENDING: a condition's value, ordered by its condition); an array's items' kind. */
  kind: Slot;
  /** Members or items written so far. */
  count: number;
  /** The indent of the container's closing bracket, in levels. */
  depth: number;
  /** Recorded for an object with a kind, or PENDING. */
  members: Members | undefined;
  /** In an object: whether the next string is a key. */
  awaitingKey: boolean;
  /** In an object: the slot of the value after the key just written. */
  next: Slot;
  /** In an object with a kind: the key just written, decoded. */
  key: string;
  /** A condition: whether its `op` is "length". */
  lengthOp: boolean;
  /** A condition: its `value` object, written, whose order waits for the `op`. */
  pending: (Members & { end: number }) | undefined;
  /** The arrays `members` uses when recorded, kept with the frame for the next container at its depth. */
  records: Members;
}

/** The end (index of the closing quote) of the string token opening at `i`. */
function stringEnd(bytes: Uint8Array, i: number): number {
  let end = bytes.indexOf(QUOTE, i + 1);
  for (;;) {
    let slashes = 0;
    while (bytes[end - 1 - slashes] === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return end;
    end = bytes.indexOf(QUOTE, end + 1);
  }
}

/**
 * The decoded text of the string token from `start` to `end` (its quotes), which is valid UTF-8
 * (the reader checked it). Only keys of the schema's objects and an `op` are decoded.
 */
function decodeString(bytes: Uint8Array, start: number, end: number): string {
  let text = "";
  let escaped = false;
  for (let i = start + 1; i < end; ) {
    const c = bytes[i]!;
    let cp: number;
    if (c < 0x80) {
      if (c === BACKSLASH) escaped = true;
      cp = c;
      i++;
    } else if (c < 0xe0) {
      cp = ((c & 0x1f) << 6) | (bytes[i + 1]! & 0x3f);
      i += 2;
    } else if (c < 0xf0) {
      cp = ((c & 0x0f) << 12) | ((bytes[i + 1]! & 0x3f) << 6) | (bytes[i + 2]! & 0x3f);
      i += 3;
    } else {
      cp = ((c & 0x07) << 18) | ((bytes[i + 1]! & 0x3f) << 12) | ((bytes[i + 2]! & 0x3f) << 6) | (bytes[i + 3]! & 0x3f);
      i += 4;
    }
    text += String.fromCodePoint(cp);
  }
  return escaped ? (JSON.parse(`"${text}"`) as string) : text;
}

/**
 * Decoded keys by their bytes, so that the keys of the schema's objects, which repeat in every
 * node, are decoded once per document: a hash of the bytes, then a check that they are the same.
 */
class KeyNames {
  private readonly names = new Map<number, { bytes: Uint8Array; text: string }[]>();
  get(bytes: Uint8Array, start: number, end: number): string {
    const hash = fnvBytes(bytes, start + 1, end);
    let bucket = this.names.get(hash);
    if (bucket !== undefined) {
      for (const entry of bucket) if (same(entry.bytes, bytes, start + 1, end)) return entry.text;
    } else this.names.set(hash, (bucket = []));
    const text = decodeString(bytes, start, end);
    if (bucket.length < 8) bucket.push({ bytes: bytes.slice(start + 1, end), text });
    return text;
  }
}

function same(a: Uint8Array, b: Uint8Array, start: number, end: number): boolean {
  if (a.length !== end - start) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[start + i]) return false;
  return true;
}

class Output {
  bytes: Uint8Array;
  length = 0;
  constructor(size: number) {
    this.bytes = new Uint8Array(size);
  }
  private grow(need: number): void {
    const next = new Uint8Array(Math.max(this.bytes.length * 2, this.length + need + 1024));
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
  }
  byte(c: number): void {
    if (this.length === this.bytes.length) this.grow(1);
    this.bytes[this.length++] = c;
  }
  copy(from: Uint8Array, start: number, end: number): void {
    const n = end - start;
    if (this.length + n > this.bytes.length) this.grow(n);
    const out = this.bytes;
    if (n < 24) for (let i = start, o = this.length; i < end; i++, o++) out[o] = from[i]!;
    else out.set(from.subarray(start, end), this.length);
    this.length += n;
  }
  /** A line break, then `depth` levels of 2-space indent. */
  newline(depth: number): void {
    const n = 1 + 2 * depth;
    if (this.length + n > this.bytes.length) this.grow(n);
    const out = this.bytes;
    out[this.length] = LF;
    const end = this.length + n;
    for (let i = this.length + 1; i < end; i++) out[i] = SPACE;
    this.length = end;
  }
  /** Rewrite members (each written as a line break, its key and its value; commas between) in `order`. */
  reorder(members: Members, order: readonly number[]): void {
    const { starts, ends } = members;
    const from = starts[0]!;
    const saved = this.bytes.slice(from, ends[ends.length - 1]);
    let at = from;
    for (let k = 0; k < order.length; k++) {
      if (k > 0) this.bytes[at++] = COMMA;
      const i = order[k]!;
      this.bytes.set(saved.subarray(starts[i]! - from, ends[i]! - from), at);
      at += ends[i]! - starts[i]!;
    }
  }
}

/**
 * The canonical text of UTF-8 JSON bytes that the strict reader accepted (`readJson`: valid UTF-8,
 * no repeated key, nesting within the limit; a leading byte-order mark is dropped): 2-space
 * indent, `\n` line ends, a final newline. In the schema's own objects (`root` says what the
 * document is: `rootKind` of its value) known keys come first in the schema's order, then the rest
 * by UTF-16 code units; every other object keeps its members in the order written. Every key and
 * scalar is copied byte for byte. Iterative (any depth), linear in the bytes.
 */
export function formatJsonBytes(bytes: Uint8Array, root: ObjectKind | undefined): Uint8Array {
  const out = new Output(bytes.length + 1024);
  const names = new KeyNames();
  // The open containers; frames[d] is reused for every container opened at depth d.
  const frames: Frame[] = [];
  const stack: Frame[] = [];
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const n = bytes.length;

  // Before a value: the separator and indent an array item needs; the value's slot.
  const beginValue = (): Slot => {
    const top = stack[stack.length - 1];
    if (top === undefined) return root;
    if (top.object) {
      top.awaitingKey = true;
      return top.next;
    }
    if (top.count++ > 0) out.byte(COMMA);
    out.newline(top.depth + 1);
    return top.kind;
  };

  for (; i < n; i++) {
    const c = bytes[i]!;
    if (isSpace(c) || c === COMMA || c === COLON) continue;
    const top = stack[stack.length - 1];
    if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      stack.pop();
      const members = top!.members;
      if (members !== undefined) members.ends.push(out.length);
      if (top!.pending !== undefined && top!.lengthOp) {
        const order = canonicalOrder(top!.pending.keys, "lengthOperand");
        if (order !== undefined) out.reorder(top!.pending, order);
      }
      if (top!.kind === PENDING) {
        const parent = stack[stack.length - 1]!;
        parent.pending = { starts: members!.starts.slice(), ends: members!.ends.slice(), keys: members!.keys.slice(), end: out.length };
      } else if (members !== undefined && top!.kind !== undefined) {
        const order = canonicalOrder(members.keys, top!.kind);
        if (order !== undefined) out.reorder(members, order);
      }
      out.newline(top!.depth);
      out.byte(c);
      continue;
    }
    if (c === QUOTE && top !== undefined && top.awaitingKey) {
      // A key: its member starts here.
      const end = stringEnd(bytes, i);
      if (top.count++ > 0) {
        top.members?.ends.push(out.length);
        out.byte(COMMA);
      }
      top.members?.starts.push(out.length);
      out.newline(top.depth + 1);
      out.copy(bytes, i, end + 1);
      out.byte(COLON);
      out.byte(SPACE);
      if (top.members !== undefined) {
        const key = names.get(bytes, i, end);
        top.members.keys.push(key);
        top.key = key;
        top.next = top.kind === PENDING ? undefined : top.kind === "condition" && key === "value" ? PENDING : childKind(top.kind, key, false);
      }
      top.awaitingKey = false;
      i = end;
      continue;
    }
    const slot = beginValue();
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      let j = i + 1;
      while (isSpace(bytes[j])) j++;
      if (bytes[j] === c + 2) {
        // `{}` or `[]` (the closing bracket is the opening one's code plus two)
        out.byte(c);
        out.byte(c + 2);
        i = j;
        continue;
      }
      const depth = stack.length;
      const object = c === OPEN_BRACE;
      let frame = frames[depth];
      if (frame === undefined) frames.push((frame = { object, kind: undefined, count: 0, depth, members: undefined, awaitingKey: false, next: undefined, key: "", lengthOp: false, pending: undefined, records: { starts: [], ends: [], keys: [] } }));
      frame.object = object;
      frame.kind = object ? slot : slot === PENDING ? undefined : slot;
      frame.count = 0;
      frame.awaitingKey = object;
      frame.next = undefined;
      frame.key = "";
      frame.lengthOp = false;
      frame.pending = undefined;
      if (object && slot !== undefined) {
        const records = frame.records;
        records.starts.length = records.ends.length = records.keys.length = 0;
        frame.members = records;
      } else frame.members = undefined;
      stack.push(frame);
      out.byte(c);
      continue;
    }
    let end: number;
    if (c === QUOTE) end = stringEnd(bytes, i) + 1;
    else for (end = i + 1; end < n && !isSpace(bytes[end]) && bytes[end] !== COMMA && bytes[end] !== CLOSE_BRACE && bytes[end] !== CLOSE_BRACKET; end++);
    out.copy(bytes, i, end);
    if (top !== undefined && top.kind === "condition" && top.key === "op" && c === QUOTE) top.lengthOp = decodeString(bytes, i, end - 1) === "length";
    i = end - 1;
  }
  out.byte(LF);
  return out.bytes.subarray(0, out.length);
}
