// Where JSON pointers sit in a text JSON.parse accepted: one pass, keeping only the places wanted;
// the spans of the items of `nodes`; the span an issue underlines.
import { escapeToken } from "./pointer.js";
import { closingQuote, hasBom, isDigit, isSpace, skipSpace } from "./text.js";

const OPEN_BRACE = 0x7b, CLOSE_BRACE = 0x7d, OPEN_BRACKET = 0x5b, CLOSE_BRACKET = 0x5d, QUOTE = 0x22, COMMA = 0x2c, MINUS = 0x2d, SPACE = 0x20;

export interface Place {
  start: number;
  end: number;
  key?: [number, number];
  container: boolean;
}

/**
 * The offset just past the bracket that closes the container opening at `i`, in text JSON.parse
 * accepted. Strings are jumped with indexOf; only the text between them is read.
 */
function containerEnd(text: string, i: number): number {
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c <= SPACE) continue;
    if (c === QUOTE) j = closingQuote(text, j);
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) return j + 1;
  }
  return text.length;
}

/** Where the items of one array sit in a text: item k spans `starts[k]` to `ends[k]` (exclusive), in text order. */
export interface ItemSpans {
  starts: number[];
  ends: number[];
}

/**
 * Where each item of the root object's `nodes` array sits (item k is `nodes[k]`), in a text
 * JSON.parse accepted and that repeats no key; undefined when there is no such array or an item
 * is not a container. The array is found as a pointer is, its items by counting brackets.
 */
export function nodeSpans(text: string): ItemSpans | undefined {
  const array = locatePointers(text, ["/nodes"]).get("/nodes");
  if (!array || text.charCodeAt(array.start) !== OPEN_BRACKET) return undefined;
  const spans: ItemSpans = { starts: [], ends: [] };
  for (let i = skipSpace(text, array.start + 1); i < array.end - 1; i = skipSpace(text, i + 1)) {
    const c = text.charCodeAt(i);
    if (c === COMMA) continue;
    if (c !== OPEN_BRACE && c !== OPEN_BRACKET) return undefined;
    spans.starts.push(i);
    i = containerEnd(text, i) - 1;
    spans.ends.push(i + 1);
  }
  return spans;
}

/**
 * Find where JSON pointers sit in a text JSON.parse accepted, in one iterative pass over it,
 * keeping only the wanted places (a repeated key: the last copy wins, as in JSON.parse). A
 * pointer string is built only for the children of containers whose own pointer is wanted.
 * A pointer that does not resolve (a missing property) is placed on its nearest existing parent.
 * A container no wanted pointer reaches is passed over without reading it: to where `knownEnd`
 * says it ends (-1: not known; containers are asked about in text order), else by counting brackets.
 */
export function locatePointers(text: string, pointers: Iterable<string>, knownEnd?: (start: number) => number): Map<string, Place> {
  // Every prefix of a wanted pointer is wanted, so a child of an unwanted container never is.
  // Prefixes are cut from the pointer itself (a "/" inside a key is escaped), longest first, and
  // the walk stops at one already wanted: many issues deep in one container cost their own
  // segments, not depth x depth each (250 levels x 40,000 issues took 90 s).
  const wanted = new Set<string>();
  for (const p of pointers) {
    if (p !== "" && p[0] !== "/") continue;
    for (let q = p; !wanted.has(q); q = q.slice(0, q.lastIndexOf("/"))) {
      wanted.add(q);
      if (q === "") break;
    }
  }
  const places = new Map<string, Place>();
  if (wanted.size === 0) return places;
  const body = hasBom(text) ? " " + text.slice(1) : text;
  // Per open container (index = depth, from 1): its pointer when wanted, where it starts, the span
  // of the key it is the value of (-1: none), and inside it the item index (arrays) or the
  // current key's span, the pointer of its value when wanted, and whether a key comes next (objects).
  const isArray: boolean[] = [false];
  const own: (string | undefined)[] = [""];
  const start: number[] = [0];
  const ownKeyStart: number[] = [-1];
  const ownKeyEnd: number[] = [-1];
  const index: number[] = [0];
  const keyStart: number[] = [-1];
  const keyEnd: number[] = [-1];
  const child: (string | undefined)[] = [undefined];
  const expectKey: boolean[] = [false];
  let depth = 0;
  // The pointer of a value starting here when wanted, else undefined.
  const here = (): string | undefined => {
    if (depth === 0) return "";
    const parent = own[depth];
    if (parent === undefined) return undefined;
    if (!isArray[depth]) return child[depth];
    const p = parent + "/" + index[depth]!;
    return wanted.has(p) ? p : undefined;
  };
  const place = (pointer: string, from: number, to: number, container: boolean, keyFrom: number, keyTo: number) => {
    const found: Place = { start: from, end: to, container };
    if (keyFrom >= 0) found.key = [keyFrom, keyTo];
    places.set(pointer, found);
  };
  const n = body.length;
  for (let i = 0; i < n; i++) {
    const c = body.charCodeAt(i);
    if (c <= SPACE) continue;
    if (c === QUOTE) {
      const end = closingQuote(body, i);
      if (expectKey[depth]) {
        expectKey[depth] = false;
        keyStart[depth] = i;
        keyEnd[depth] = end + 1;
        const parent = own[depth];
        if (parent !== undefined) {
          const raw = body.slice(i + 1, end);
          const key = raw.includes("\\") ? (JSON.parse(body.slice(i, end + 1)) as string) : raw;
          const p = parent + "/" + escapeToken(key);
          child[depth] = wanted.has(p) ? p : undefined;
        }
      } else {
        const p = here();
        if (p !== undefined) place(p, i, end + 1, false, isArray[depth] ? -1 : keyStart[depth]!, keyEnd[depth]!);
      }
      i = end;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const p = here();
      if (p === undefined) {
        const end = knownEnd ? knownEnd(i) : -1;
        i = (end >= 0 ? end : containerEnd(body, i)) - 1;
        continue;
      }
      const keyed = depth > 0 && !isArray[depth];
      const kFrom = keyed ? keyStart[depth]! : -1;
      const kTo = keyed ? keyEnd[depth]! : -1;
      depth++;
      isArray[depth] = c === OPEN_BRACKET;
      own[depth] = p;
      start[depth] = i;
      ownKeyStart[depth] = kFrom;
      ownKeyEnd[depth] = kTo;
      index[depth] = 0;
      keyStart[depth] = -1;
      keyEnd[depth] = -1;
      child[depth] = undefined;
      expectKey[depth] = c === OPEN_BRACE;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      const p = own[depth];
      if (p !== undefined) place(p, start[depth]!, i + 1, true, ownKeyStart[depth]!, ownKeyEnd[depth]!);
      depth--;
    } else if (c === COMMA) {
      if (isArray[depth]) index[depth]!++;
      else expectKey[depth] = true;
    } else if (c === MINUS || isDigit(c) || c === 0x74 || c === 0x66 || c === 0x6e) {
      // A number or true, false, null: it runs to the next whitespace, comma or closing bracket.
      let j = i + 1;
      for (; j < n; j++) {
        const d = body.charCodeAt(j);
        if (isSpace(d) || d === COMMA || d === CLOSE_BRACE || d === CLOSE_BRACKET) break;
      }
      const p = here();
      if (p !== undefined) place(p, i, j, false, isArray[depth] ? -1 : keyStart[depth]!, keyEnd[depth]!);
      i = j - 1;
    }
  }
  return places;
}

/** The span an issue at `pointer` underlines: a scalar itself; a container by its key, else its opening bracket. */
export function spanOf(places: Map<string, Place>, pointer: string, target: "key" | "value" = "value"): [number, number] {
  if (pointer !== "" && pointer[0] !== "/") return [0, 1];
  // The pointer, then its parents, cut from the pointer itself (a "/" inside a key is escaped).
  for (let q = pointer; ; q = q.slice(0, q.lastIndexOf("/"))) {
    const place = places.get(q);
    if (place) {
      const exact = q.length === pointer.length;
      if (place.key && (!exact || target === "key" || place.container)) return place.key;
      if (!exact || place.container) return [place.start, place.start + 1];
      return [place.start, place.end];
    }
    if (q === "") return [0, 1];
  }
}
