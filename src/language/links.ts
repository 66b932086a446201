// The paths a toolkit document names, for document links: a test file's `spec`, the config's
// `files`, `ignores` and `overrides[].files` that are literal paths (no glob syntax) and a relative
// `$schema`, a bundle's agents (each named after the spec file `bundle export` read it from) and
// the link file's spec paths. Pure: the caller resolves each path against the document's folder
// and keeps those that name a file.
import type { DocumentKind } from "./document-kind.js";
import { readTree, valueOf, type JsonValueNode } from "./tree.js";

/** A path named in a document: the span to underline (inside the quotes) and the path, relative to the document's folder. */
export interface NamedPath {
  from: number;
  to: number;
  path: string;
  /** What names it, for the link's tooltip. */
  what: string;
}

/** Glob syntax (picomatch's): a string holding any of these is a pattern, not a path. */
const GLOB = /[*?[\]{}()!+@]/;

const isLiteralPath = (s: string): boolean => s !== "" && !GLOB.test(s) && !s.includes("\\");

/** A string's span without its quotes (a closed string token only). */
function inner(v: JsonValueNode | undefined): { from: number; to: number; value: string } | undefined {
  if (v?.kind !== "string" || !v.closed) return undefined;
  return { from: v.start + 1, to: v.end - 1, value: v.value as string };
}

function stringItems(list: JsonValueNode | undefined, what: string, out: NamedPath[]): void {
  if (list?.kind !== "array") return;
  for (const item of list.items) {
    const s = inner(item);
    if (s && isLiteralPath(s.value)) out.push({ from: s.from, to: s.to, path: s.value, what });
  }
}

/** The agents of a bundle's `agents` (subagents too, over an explicit stack), each by its `name`. */
function bundleAgents(root: JsonValueNode | undefined, out: NamedPath[]): void {
  const stack: JsonValueNode[] = [];
  const push = (list: JsonValueNode | undefined): void => {
    if (list?.kind === "array") for (let i = list.items.length - 1; i >= 0; i--) stack.push(list.items[i]!);
  };
  push(valueOf(root, "agents"));
  while (stack.length > 0) {
    const agent = stack.pop()!;
    const name = inner(valueOf(agent, "name"));
    if (name && name.value !== "" && !name.value.includes("/") && !name.value.includes("\\")) out.push({ from: name.from, to: name.to, path: `${name.value}.json`, what: "the agent's spec file" });
    push(valueOf(agent, "subagents"));
  }
}

/** The paths a document of `kind` names, in text order. */
export function namedPaths(kind: DocumentKind, text: string): NamedPath[] {
  if (kind !== "test" && kind !== "config" && kind !== "bundle" && kind !== "link") return [];
  const root = readTree(text);
  if (root?.kind !== "object") return [];
  const out: NamedPath[] = [];
  switch (kind) {
    case "test": {
      const spec = inner(valueOf(root, "spec"));
      if (spec && spec.value !== "") out.push({ from: spec.from, to: spec.to, path: spec.value, what: "the spec this file tests" });
      break;
    }
    case "config": {
      const schema = inner(valueOf(root, "$schema"));
      if (schema && !/^[a-z][a-z0-9+.-]*:/i.test(schema.value) && isLiteralPath(schema.value)) out.push({ from: schema.from, to: schema.to, path: schema.value, what: "the config's JSON Schema" });
      stringItems(valueOf(root, "files"), "a file the commands read", out);
      stringItems(valueOf(root, "ignores"), "a file no command reads", out);
      const overrides = valueOf(root, "overrides");
      if (overrides?.kind === "array") for (const o of overrides.items) stringItems(valueOf(o, "files"), "a file this override is for", out);
      break;
    }
    case "bundle":
      bundleAgents(root, out);
      break;
    case "link": {
      const agents = valueOf(root, "agents");
      if (agents?.kind === "object") {
        for (const p of agents.properties) {
          if (p.keyQuoted && isLiteralPath(p.key)) out.push({ from: p.keyStart + 1, to: p.keyEnd - 1, path: p.key, what: "the spec file linked to this agent" });
        }
      }
      break;
    }
  }
  return out.sort((a, b) => a.from - b.from);
}
