// What an editor shows of a text's structure: the containers that fold, the spans a selection grows
// through, and a hint with the route of each webhook node that leaves `proxy` out.
import { fullTree, nodeTree, specNodes, specView } from "./context.js";
import { cursorAt } from "./offset.js";
import { valueOf, type JsonValueNode } from "./tree.js";
import type { TextSpan } from "./navigate.js";

/** Every object and array of the text, outermost first (the editor folds those that span lines). */
export function foldingSpans(text: string): TextSpan[] {
  const out: TextSpan[] = [];
  const stack: JsonValueNode[] = [];
  const root = fullTree(text);
  if (root) stack.push(root);
  while (stack.length > 0) {
    const v = stack.pop()!;
    if (v.kind === "object") {
      out.push({ from: v.start, to: v.end });
      for (let i = v.properties.length - 1; i >= 0; i--) {
        const value = v.properties[i]!.value;
        if (value) stack.push(value);
      }
    } else if (v.kind === "array") {
      out.push({ from: v.start, to: v.end });
      for (let i = v.items.length - 1; i >= 0; i--) stack.push(v.items[i]!);
    }
  }
  return out;
}

/**
 * The spans a selection grows through at a cursor, outermost first: the root, each container and
 * each property (key and value) holding the cursor, down to the token under it. Each span holds
 * the next. Never throws on any text (an offset that is not an integer is a RangeError).
 */
export function selectionSpans(text: string, offset: number): TextSpan[] {
  const at = cursorAt(text, offset);
  const out: TextSpan[] = [];
  const push = (from: number, to: number): void => {
    const last = out[out.length - 1];
    if (!last || last.from !== from || last.to !== to) out.push({ from, to });
  };
  let v = fullTree(text);
  while (v && v.start <= at && at <= v.end) {
    push(v.start, v.end);
    let inner: JsonValueNode | undefined;
    if (v.kind === "object") {
      for (const p of v.properties) {
        const end = p.value ? p.value.end : p.keyEnd;
        if (p.keyStart <= at && at <= end) {
          push(p.keyStart, end);
          if (at <= p.keyEnd) push(p.keyStart, p.keyEnd);
          else inner = p.value;
          break;
        }
      }
    } else if (v.kind === "array") inner = v.items.find((item) => item.start <= at && at <= item.end);
    v = inner;
  }
  return out;
}

/** A hint shown at an offset. */
export interface InlayHint {
  at: number;
  label: string;
  tooltip: string;
}

/**
 * A hint with the route (`direct`) of each webhook node in `from`..`to` whose config leaves `proxy`
 * out, placed after the config's opening brace: the platform sends those calls directly.
 */
export function routeHints(text: string, from = 0, to = text.length): InlayHint[] {
  const view = specView(text);
  const out: InlayHint[] = [];
  for (const n of specNodes(view)) {
    if (n.start > to) break;
    if (n.start + n.item.end < from || n.item.actionType !== "WEBHOOK") continue;
    const config = valueOf(nodeTree(view, n), "config");
    if (config?.kind !== "object" || config.properties.some((p) => p.key === "proxy")) continue;
    const at = config.start + 1;
    if (at < from || at > to) continue;
    out.push({ at, label: "proxy: direct", tooltip: "No `proxy`: the platform sends this call over the direct connection (the default route)." });
  }
  return out;
}
