// Renaming a node id: the id, every `to`, `of` and `of.nodeId` naming it, and the places a test file
// names it (a case's `results` keys, `expect.path`, `expect.end`, `expect.routes` keys).
import type { TextEdit } from "./fixes.js";
import { idAt, declarationOf, referencesTo } from "./navigate.js";
import { specNodes, specView } from "./context.js";
import { cursorAt } from "./offset.js";
import { readTree, valueOf, type JsonValueNode } from "./tree.js";

/** The node id under a cursor that can be renamed, with its token's span; or why it cannot. */
export type RenameTarget = { id: string; from: number; to: number } | { error: string };

/** The node id under the cursor (on its `id`, a `to`, an `of`, an `of.nodeId`), when a node declares it. */
export function renameTargetAt(text: string, offset: number): RenameTarget {
  const view = specView(text);
  const hit = idAt(view, cursorAt(text, offset));
  if (!hit) return { error: "only a node id can be renamed here: put the cursor on a node's id, a `to`, an `of` or an `of.nodeId`" };
  if (!declarationOf(view, hit.id)) return { error: `no node has the id ${JSON.stringify(hit.id)}: there is nothing to rename` };
  return { id: hit.id, from: hit.from, to: hit.to };
}

/** Why a name cannot be a new node id in `text`, or undefined when it can. */
function refusal(text: string, id: string, name: string): string | undefined {
  if (name.length === 0) return "a node id cannot be empty";
  if (name === id) return undefined;
  if (specNodes(specView(text)).some((n) => n.item.id === name)) return `a node already has the id ${JSON.stringify(name)}: choose another name`;
  return undefined;
}

/**
 * The edits that rename the node id under the cursor to `name` in a spec: its `id` (each, when it
 * is repeated), every `to`, `of` and `of.nodeId` naming it. Refused (with a message) when the
 * cursor is not on a declared node id, the name is empty or another node has it already.
 */
export function renameEdits(text: string, offset: number, name: string): { id: string; edits: TextEdit[] } | { error: string } {
  const target = renameTargetAt(text, offset);
  if ("error" in target) return target;
  const why = refusal(text, target.id, name);
  if (why !== undefined) return { error: why };
  const view = specView(text);
  const insert = JSON.stringify(name);
  const edits: TextEdit[] = [];
  for (const { item, start } of specNodes(view)) if (item.id === target.id) edits.push({ from: start + item.idFrom!, to: start + item.idTo!, insert });
  for (const r of referencesTo(view, target.id)) edits.push({ from: r.from, to: r.to, insert });
  edits.sort((a, b) => a.from - b.from);
  return { id: target.id, edits };
}

/** The test-file spans naming node `id`: each case's `results` keys, `expect.path` items, `expect.end`, `expect.routes` keys. */
export function testFileReferences(text: string, id: string): { from: number; to: number }[] {
  const root = readTree(text);
  const out: { from: number; to: number }[] = [];
  const cases = valueOf(root, "cases");
  if (cases?.kind !== "array") return out;
  const keysNaming = (obj: JsonValueNode | undefined): void => {
    if (obj?.kind !== "object") return;
    for (const p of obj.properties) if (p.key === id && p.keyQuoted) out.push({ from: p.keyStart, to: p.keyEnd });
  };
  const naming = (v: JsonValueNode | undefined): void => {
    if (v?.kind === "string" && v.closed && v.value === id) out.push({ from: v.start, to: v.end });
  };
  for (const c of cases.items) {
    keysNaming(valueOf(c, "results"));
    const expect = valueOf(c, "expect");
    const path = valueOf(expect, "path");
    if (path?.kind === "array") for (const item of path.items) naming(item);
    naming(valueOf(expect, "end"));
    keysNaming(valueOf(expect, "routes"));
  }
  return out.sort((a, b) => a.from - b.from);
}

/** The edits renaming node `id` to `name` in a test file's text. */
export function testFileRenameEdits(text: string, id: string, name: string): TextEdit[] {
  const insert = JSON.stringify(name);
  return testFileReferences(text, id).map((r) => ({ ...r, insert }));
}

/** The spans of the node id under the cursor: its declaration(s) first (`write`), then each place naming it (`read`). */
export function highlightsAt(text: string, offset: number): { from: number; to: number; kind: "write" | "read" }[] {
  const view = specView(text);
  const hit = idAt(view, cursorAt(text, offset));
  if (!hit) return [];
  const out: { from: number; to: number; kind: "write" | "read" }[] = [];
  for (const { item, start } of specNodes(view)) if (item.id === hit.id) out.push({ from: start + item.idFrom!, to: start + item.idTo!, kind: "write" });
  for (const r of referencesTo(view, hit.id)) out.push({ from: r.from, to: r.to, kind: "read" });
  return out;
}

