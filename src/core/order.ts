import type { Issue } from "./issue.js";
import { parsePointer } from "./pointer.js";

// The position of each key among an object's keys, made once per object: an object with many
// faulty members (a headers object of 100,000 numbers) must not cost Object.keys per issue.
type KeyPositions = WeakMap<object, Map<string, number>>;

function positionsOf(cache: KeyPositions, obj: object): Map<string, number> {
  let map = cache.get(obj);
  if (map === undefined) {
    map = new Map();
    const keys = Object.keys(obj);
    for (let i = 0; i < keys.length; i++) map.set(keys[i]!, i);
    cache.set(obj, map);
  }
  return map;
}

// Where a pointer sits in document order: per level, the index of the item or of the key among
// the object's keys (a missing key sorts after the existing ones).
function orderKey(doc: unknown, pointer: string, cache: KeyPositions): number[] {
  const key: number[] = [];
  let cur: unknown = doc;
  let segs: string[];
  try {
    segs = parsePointer(pointer);
  } catch {
    return [Number.MAX_SAFE_INTEGER];
  }
  for (const seg of segs) {
    if (Array.isArray(cur)) {
      const i = /^(?:0|[1-9]\d*)$/.test(seg) ? Number(seg) : cur.length;
      key.push(i);
      cur = cur[i];
    } else if (cur !== null && typeof cur === "object") {
      const positions = positionsOf(cache, cur);
      const i = positions.get(seg);
      key.push(i ?? positions.size);
      cur = i === undefined ? undefined : (cur as Record<string, unknown>)[seg];
    } else {
      key.push(0);
      cur = undefined;
    }
  }
  return key;
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

const tieBreak = (a: Issue, b: Issue): number =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : a.message < b.message ? -1 : a.message > b.message ? 1 : 0;

/** Sort issues by position: by offset when they have ranges, else in document order of their pointers. */
export function sortIssues(issues: Issue[], doc: unknown): Issue[] {
  if (issues.every((i) => i.range)) {
    return issues.sort((a, b) => a.range!.start.offset - b.range!.start.offset || a.range!.end.offset - b.range!.end.offset || tieBreak(a, b));
  }
  const cache: KeyPositions = new WeakMap();
  const keys = new Map(issues.map((i) => [i, orderKey(doc, i.pointer, cache)]));
  return issues.sort((a, b) => compareKeys(keys.get(a)!, keys.get(b)!) || tieBreak(a, b));
}
