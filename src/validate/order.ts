import type { Issue } from "./issue.js";
import { parsePointer } from "./pointer.js";

// Where a pointer sits in document order: per level, the index of the item or of the key among
// the object's keys (a missing key sorts after the existing ones).
function orderKey(doc: unknown, pointer: string): number[] {
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
      const keys = Object.keys(cur);
      const i = keys.indexOf(seg);
      key.push(i < 0 ? keys.length : i);
      cur = i < 0 ? undefined : (cur as Record<string, unknown>)[seg];
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
  const keys = new Map(issues.map((i) => [i, orderKey(doc, i.pointer)]));
  return issues.sort((a, b) => compareKeys(keys.get(a)!, keys.get(b)!) || tieBreak(a, b));
}
