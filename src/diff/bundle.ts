// What a change between two bundles does: their agents (subagents included) matched by id, else by
// name, and each pair's specs compared by diffSpecs; an agent added or removed counts as all its
// nodes. Pointers are the bundles' own (`/agents/0/subagents/1/spec/nodes/2`).
import { isObject, own } from "../core/json.js";
import { q } from "../core/wording.js";
import { diffSpecs, type SpecChange } from "./diff.js";

interface Entry {
  pointer: string;
  key: string;
  name: string;
  spec: unknown;
}

/** Every entry of a bundle, depth first, with the key it is matched by: its id, else its name. */
function entries(bundle: unknown): Entry[] {
  const out: Entry[] = [];
  const walk = (list: unknown, prefix: string, depth: number): void => {
    if (!Array.isArray(list) || depth > 64) return;
    list.forEach((e, i) => {
      if (!isObject(e)) return;
      const pointer = `${prefix}/${i}`;
      const id = own(e, "id");
      const name = own(e, "name");
      const label = typeof name === "string" ? name : typeof id === "string" ? id : pointer;
      out.push({ pointer, key: typeof id === "string" && id !== "" ? `id:${id}` : `name:${label}`, name: label, spec: own(e, "spec") });
      walk(own(e, "subagents"), `${pointer}/subagents`, depth + 1);
    });
  };
  walk(isObject(bundle) ? own(bundle, "agents") : undefined, "/agents", 0);
  return out;
}

const emptied = (spec: unknown): unknown => (isObject(spec) ? { ...spec, nodes: [] } : { nodes: [] });

/**
 * The changes between two bundles: each agent's spec compared with the same agent's (matched by
 * id, else by name), every pointer into the bundle and every sentence naming its agent. An agent
 * only one bundle holds is compared with the same spec without nodes.
 */
export function diffBundles(before: unknown, after: unknown): SpecChange[] {
  const b = entries(before);
  const a = entries(after);
  const byKey = new Map<string, Entry>();
  for (const e of b) if (!byKey.has(e.key)) byKey.set(e.key, e);
  const out: SpecChange[] = [];
  const emit = (changes: SpecChange[], eb: Entry | undefined, ea: Entry | undefined): void => {
    const name = (ea ?? eb)!.name;
    for (const c of changes) {
      const moved: SpecChange = { ...c, message: `agent ${q(name)}: ${c.message}`, at: ea === undefined ? "" : `${ea.pointer}/spec${c.at}` };
      if (c.before !== undefined) moved.before = eb === undefined ? c.before : `${eb.pointer}/spec${c.before}`;
      if (c.after !== undefined) moved.after = ea === undefined ? c.after : `${ea.pointer}/spec${c.after}`;
      if (eb === undefined) delete moved.before;
      if (ea === undefined) delete moved.after;
      out.push(moved);
    }
  };
  const matched = new Set<Entry>();
  for (const ea of a) {
    const eb = byKey.get(ea.key);
    if (eb !== undefined && !matched.has(eb)) {
      matched.add(eb);
      emit(diffSpecs(eb.spec, ea.spec), eb, ea);
    } else emit(diffSpecs(emptied(ea.spec), ea.spec), undefined, ea);
  }
  for (const eb of b) if (!matched.has(eb)) emit(diffSpecs(eb.spec, emptied(eb.spec)), eb, undefined);
  return out;
}
