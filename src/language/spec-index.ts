// What the editor features need of a spec's nodes, kept so that a text one keystroke away from
// the last is not read again: each node's id, type, output variable, transitions and the node ids
// it names, at offsets relative to the node's start. After an edit inside one node only that node
// is read again, and the starts of the nodes after it move by the edit's length; an edit after the
// end of the spec changes nothing. Any other edit reads the text afresh. The answers are the same
// as a fresh read's (test/language/fast-path.test.ts holds them to a full-read reference).
import { commonPrefix, commonSuffix, firstAtOrAfter } from "../core/compare.js";
import { Reader, readRoot, stringOf, valueOf, type JsonArrayNode, type JsonObjectNode, type JsonValueNode, type Skipped } from "./tree.js";

/** A place where a node id is named (a `to`, an `of`, an `of.nodeId`), relative to its node's start. */
export interface IndexedReference {
  id: string;
  from: number;
  to: number;
}

/** A transition of a node, relative to the node's start. */
export interface IndexedTransition {
  from: number;
  to: number;
  /** The `to` value when it is a string. */
  target?: string;
  /** The `to` value's span, when it has one. */
  toFrom?: number;
  toTo?: number;
  when: boolean;
}

/** A container item of the `nodes` array: where it ends (relative) and, for an object, what the features read of it. */
export interface IndexedItem {
  object: boolean;
  end: number;
  /** Where the reader stands after it. */
  next: number;
  closed: boolean;
  id?: string;
  idFrom?: number;
  idTo?: number;
  type?: string;
  actionType?: string;
  outputVar?: string;
  /** Undefined when the node has no `transition` array. */
  transitions?: IndexedTransition[];
  references: IndexedReference[];
}

/** A text's index: the container items of its `nodes` array, in text order, with their absolute starts. */
export interface SpecIndex {
  text: string;
  /** Absolute start of each item in `items`. */
  starts: number[];
  /** Each item's position in the array (scalars count). */
  indexes: number[];
  items: IndexedItem[];
  /** Where the reader stood after the `nodes` array when it is closed, else -1. */
  arrayNext: number;
  /** Where the reader stood after the root when the root is a closed container (text after it is not read), else -1. */
  rootNext: number;
  /**
   * True when no string was left unterminated: each reading then depended only on the text up to
   * where it stopped. An unterminated string's reading looks on to the end of its line (the
   * closers that end it are structure), so an edit past an item, or past the root, could change it.
   */
  local: boolean;
}

/** The root's (last) `nodes` array, when it is an array. */
function nodesArray(root: JsonValueNode | undefined): JsonArrayNode | undefined {
  const list = valueOf(root, "nodes");
  return list?.kind === "array" ? list : undefined;
}

/** What the features read of one item, relative to its start. */
function indexItem(node: JsonObjectNode | JsonArrayNode, next: number): IndexedItem {
  const base = node.start;
  const item: IndexedItem = { object: node.kind === "object", end: node.end - base, next: next - base, closed: node.closed, references: [] };
  if (node.kind !== "object") return item;
  const id = valueOf(node, "id");
  if (id?.kind === "string") {
    item.id = id.value as string;
    item.idFrom = id.start - base;
    item.idTo = id.end - base;
  }
  const type = stringOf(node, "type");
  if (type !== undefined) item.type = type;
  const actionType = stringOf(node, "actionType");
  if (actionType !== undefined) item.actionType = actionType;
  const outputVar = stringOf(node, "outputVar");
  if (outputVar !== undefined) item.outputVar = outputVar;
  const transitions = valueOf(node, "transition");
  if (transitions?.kind !== "array") return item;
  item.transitions = [];
  for (const t of transitions.items) {
    const to = valueOf(t, "to");
    const entry: IndexedTransition = { from: t.start - base, to: t.end - base, when: valueOf(t, "when") !== undefined };
    if (to) {
      entry.toFrom = to.start - base;
      entry.toTo = to.end - base;
      if (to.kind === "string") {
        entry.target = to.value as string;
        item.references.push({ id: to.value as string, from: to.start - base, to: to.end - base });
      }
    }
    item.transitions.push(entry);
    const when = valueOf(t, "when");
    if (when) conditionReferences(when, base, item.references);
  }
  return item;
}

// Every `of` (or `of.nodeId`) in a condition, iteratively, in the order the outline has always listed them.
function conditionReferences(cond: JsonValueNode, base: number, out: IndexedReference[]): void {
  const stack: JsonValueNode[] = [cond];
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (c.kind !== "object") continue;
    const of = valueOf(c, "of");
    const token = of?.kind === "object" ? valueOf(of, "nodeId") : of;
    if (token?.kind === "string") out.push({ id: token.value as string, from: token.start - base, to: token.end - base });
    for (const key of ["all", "any"]) {
      const list = valueOf(c, key);
      if (list?.kind === "array") for (let i = list.items.length - 1; i >= 0; i--) stack.push(list.items[i]!);
    }
    const not = valueOf(c, "not");
    if (not) stack.push(not);
  }
}

/** Read a whole text and index it. */
function build(text: string): SpecIndex {
  const r = new Reader(text);
  const nexts = new Map<JsonValueNode, number>();
  r.onItem = (_array, item, next, depth) => {
    // Which array is `nodes` is known once the root is read: the container items of every array
    // the root holds (depth 2) are recorded.
    if (depth === 2 && (item.kind === "object" || item.kind === "array")) nexts.set(item, next);
  };
  const root = readRoot(r);
  const rootNext = (root?.kind === "object" || root?.kind === "array") && root.closed ? r.i : -1;
  const index: SpecIndex = { text, starts: [], indexes: [], items: [], arrayNext: -1, rootNext, local: !r.lookedAhead };
  const list = nodesArray(root);
  if (!list) return index;
  list.items.forEach((item, i) => {
    if (item.kind !== "object" && item.kind !== "array") return;
    index.starts.push(item.start);
    index.indexes.push(i);
    index.items.push(indexItem(item, nexts.get(item)!));
  });
  if (list.closed) index.arrayNext = list.end;
  return index;
}

/** The last item starting at or before `offset`, or -1. */
function itemBefore(starts: readonly number[], offset: number): number {
  return firstAtOrAfter(starts, offset + 1) - 1;
}

/** Read the container at `start` as the `nodes` array reads its items (for one node's whole tree); undefined when none starts there. */
export function readItemAt(text: string, start: number): { node: JsonObjectNode | JsonArrayNode; next: number } | undefined {
  const r = new Reader(text);
  r.i = start;
  // The root object is read at depth 1, its `nodes` array at 2; items are values of depth 2.
  const node = r.value(2);
  return node && (node.kind === "object" || node.kind === "array") && node.start === start ? { node, next: r.i } : undefined;
}

/**
 * The index of a text given the last text's index. An edit after the spec's end changes nothing.
 * An edit in the `nodes` array is read again from the item it starts in (or from after the item
 * before it) until the reader meets, past the edit, an item the last text had at the same place
 * (the text from there on is the last text's, so the rest is too) or the array's end where the
 * last one was. Anything else is read afresh.
 */
function update(last: SpecIndex, text: string): SpecIndex {
  const old = last.text;
  const p = commonPrefix(old, text);
  if (!last.local) return build(text);
  if (last.rootNext >= 0 && p >= last.rootNext) return { ...last, text };
  const s = commonSuffix(old, text, p);
  const delta = text.length - old.length;
  const changedTo = text.length - s;
  const { starts, items, indexes } = last;
  const k = itemBefore(starts, p - 1);
  if (k < 0) return build(text);
  // Item k is read again when the edit reaches into what reading it looked at; else reading goes on after it.
  const again = !items[k]!.closed || p < starts[k]! + items[k]!.next;
  const keep = again ? k : k + 1;
  const r = new Reader(text);
  r.i = again ? starts[k]! : starts[k]! + items[k]!.next;
  let count = again ? indexes[k]! : indexes[k]! + 1;
  const read: { start: number; index: number; item: IndexedItem }[] = [];
  const list: JsonArrayNode = { kind: "array", items: [], start: r.i, end: r.i, closed: false };
  r.onItem = (array, item, next) => {
    if (array !== list) return;
    if (item.kind === "object" || item.kind === "array") read.push({ start: item.start, index: count, item: indexItem(item, next) });
    count++;
  };
  let resync = -1;
  // The `nodes` array is read at depth 2 (root object 1); its items are values of depth 2.
  r.arrayItems(list, 2, (start) => {
    if (start < changedTo) return false;
    const m = itemBefore(starts, start - delta);
    if (m < keep || starts[m] !== start - delta) return false;
    resync = m;
    return true;
  });
  const shifted = (from: number): number[] => starts.slice(from).map((x) => x + delta);
  if (resync >= 0) {
    const shift = count - indexes[resync]!;
    return {
      text,
      starts: [...starts.slice(0, keep), ...read.map((x) => x.start), ...shifted(resync)],
      indexes: [...indexes.slice(0, keep), ...read.map((x) => x.index), ...indexes.slice(resync).map((x) => x + shift)],
      items: [...items.slice(0, keep), ...read.map((x) => x.item), ...items.slice(resync)],
      arrayNext: last.arrayNext < 0 ? -1 : last.arrayNext + delta,
      rootNext: last.rootNext < 0 ? -1 : last.rootNext + delta,
      local: !r.lookedAhead,
    };
  }
  // The array's end, where the last text's was: the items from the edit on are the ones read.
  if (list.closed && last.arrayNext >= 0 && r.i >= changedTo && r.i - delta === last.arrayNext) {
    return {
      text,
      starts: [...starts.slice(0, keep), ...read.map((x) => x.start)],
      indexes: [...indexes.slice(0, keep), ...read.map((x) => x.index)],
      items: [...items.slice(0, keep), ...read.map((x) => x.item)],
      arrayNext: r.i,
      rootNext: last.rootNext < 0 ? -1 : last.rootNext + delta,
      local: !r.lookedAhead,
    };
  }
  return build(text);
}

// The last text's index: an editor asks about one text after another, each a keystroke apart.
let last: SpecIndex | undefined;

/** The index of a spec text (from the last text's when the edit allows). */
export function specIndex(text: string): SpecIndex {
  if (last?.text === text) return last;
  last = last ? update(last, text) : build(text);
  return last;
}

/**
 * The tree of a text with the `nodes` items that do not reach `offset` left out (the array's span
 * stays as read), so finding what is under a cursor reads one node, not all of them. Nothing that
 * looks for the cursor's place is changed by their absence: none of them holds it.
 */
export function sparseTree(index: SpecIndex, offset: number): JsonValueNode | undefined {
  const r = new Reader(index.text);
  const { starts, items } = index;
  // One stand-in, reused: a left-out item is never kept.
  const standIn: JsonObjectNode = { kind: "object", properties: [], start: 0, end: 0, closed: false };
  const skipped: Skipped = { node: standIn, next: 0, omit: true };
  // The reader moves forward: the items are met in order.
  let k = 0;
  r.skip = (start: number): Skipped | undefined => {
    while (k < starts.length && starts[k]! < start) k++;
    if (starts[k] !== start) return undefined;
    const item = items[k]!;
    if (start <= offset && offset <= start + item.next) return undefined;
    standIn.start = start;
    standIn.end = start + item.end;
    skipped.next = start + item.next;
    return skipped;
  };
  return readRoot(r);
}
