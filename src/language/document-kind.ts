// Which of the toolkit's documents a JSON text is, so that an editor's server answers for specs,
// bundles, test files and the config, and leaves every other JSON file (package.json,
// tsconfig.json) alone. Told by the name for test files and the config, else by the keys at the
// top level, read in one pass that never builds the tree.
import { kindByName } from "../core/name-kind.js";

export { TOOL_FILES } from "../core/name-kind.js";

/**
 * What a document is to the toolkit; `undecided`: nothing says yet (an empty text, `{}`), `other`:
 * not ours. `config`, `suppressions` and `link` are the toolkit's own files (agentspec.config.json,
 * agentspec-suppressions.json, agentspec-remote.json), each checked by its own rules.
 */
export type DocumentKind = "spec" | "bundle" | "test" | "config" | "suppressions" | "link" | "undecided" | "other";


const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

interface TopLevel {
  /** Key → the first character of its value (`"` for a string, `{`, a digit…), and a string value's text. */
  keys: Map<string, { first: number; text?: string }>;
  /** Whether the root is an object (open or closed). */
  object: boolean;
  /** How much of the text was read: the keys depend on the text up to here only. */
  read: number;
}

// Read a string token at `i` (its opening quote): [decoded-ish text, index after it], or undefined when unterminated.
function stringAt(text: string, i: number): [string, number] | undefined {
  let j = i + 1;
  let escaped = false;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === 0x5c) {
      escaped = true;
      j += 2;
      continue;
    }
    if (c === 0x22) {
      const raw = text.slice(i + 1, j);
      let value = raw;
      if (escaped) {
        try {
          value = JSON.parse(`"${raw}"`) as string;
        } catch {
          value = raw;
        }
      }
      return [value, j + 1];
    }
    if (c === 0x0a) return undefined;
    j++;
  }
  return undefined;
}

// Skip a value starting at `i`: the index after it (a container by depth, strings skipped whole).
function skipValue(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 0x22) return stringAt(text, i)?.[1] ?? text.length;
  if (c !== 0x7b && c !== 0x5b) {
    while (i < text.length && !isSpace(text.charCodeAt(i)) && text.charCodeAt(i) !== 0x2c && text.charCodeAt(i) !== 0x7d) i++;
    return i;
  }
  let depth = 0;
  while (i < text.length) {
    const d = text.charCodeAt(i);
    if (d === 0x22) {
      i = stringAt(text, i)?.[1] ?? text.length;
      continue;
    }
    if (d === 0x7b || d === 0x5b) depth++;
    else if (d === 0x7d || d === 0x5d) {
      depth--;
      if (depth === 0) return i + 1;
    }
    i++;
  }
  return i;
}

function topLevel(text: string): TopLevel {
  const keys: TopLevel["keys"] = new Map();
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) !== 0x7b) return { keys, object: false, read: text.length };
  i++;
  for (;;) {
    while (i < text.length && (isSpace(text.charCodeAt(i)) || text.charCodeAt(i) === 0x2c)) i++;
    if (i >= text.length || text.charCodeAt(i) !== 0x22) break;
    const key = stringAt(text, i);
    if (!key) break;
    i = key[1];
    while (i < text.length && isSpace(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== 0x3a) {
      keys.set(key[0], { first: -1 });
      break;
    }
    i++;
    while (i < text.length && isSpace(text.charCodeAt(i))) i++;
    const first = i < text.length ? text.charCodeAt(i) : -1;
    const entry: { first: number; text?: string } = { first };
    if (first === 0x22) {
      const s = stringAt(text, i);
      if (s) entry.text = s[0];
    }
    keys.set(key[0], entry);
    if (first < 0) break;
    // A root `nodes` decides (a spec): the rest need not be read.
    if (key[0] === "nodes") return { keys, object: true, read: i };
    i = skipValue(text, i);
  }
  return { keys, object: true, read: text.length };
}

/**
 * What a document is, by its name (a URI or a path) and its text: a test file by its name
 * (`*.agentspec-test.json`), the toolkit's own files by their names (`agentspec.config.json`,
 * `agentspec-suppressions.json`, `agentspec-remote.json`); else, by the root's
 * keys in text order: a spec once a `nodes` key is read (the editor's features are a spec's; the
 * checker still tells a bundle that holds `nodes` by its `format`), a bundle (`format` of
 * `"agentspec-bundle"`, or `format` or `formatVersion` with `agents`), a spec (a numeric
 * `version`, or a `$schema` naming agentspec), a test file by what it holds (`spec` and `cases`),
 * `undecided` when the text is empty or its root object has no key yet, and `other` for any other
 * JSON (package.json's string `version` does not make it a spec). `read`: how much of the text
 * decided it (the kind holds for any text with that same start). Linear in the text; never throws.
 */
export function documentKindOf(name: string, text: string): { kind: DocumentKind; read: number } {
  const named = kindByName(name);
  if (named !== undefined) return { kind: named, read: 0 };
  const whole = text.length;
  if (!/\S/.test(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)) return { kind: "undecided", read: whole };
  const { keys, object, read } = topLevel(text);
  if (!object) return { kind: "other", read: whole };
  if (keys.has("nodes")) return { kind: "spec", read };
  const format = keys.get("format");
  if (format?.text === "agentspec-bundle" || ((format !== undefined || keys.has("formatVersion")) && keys.has("agents"))) return { kind: "bundle", read: whole };
  // A test file by what it holds (`spec` and `cases`), as the checker tells one.
  if (keys.has("spec") && keys.has("cases")) return { kind: "test", read: whole };
  const version = keys.get("version");
  if (version && (version.first === 0x2d || (version.first >= 0x30 && version.first <= 0x39))) return { kind: "spec", read: whole };
  if (/agentspec(?!-test)/i.test(keys.get("$schema")?.text ?? "")) return { kind: "spec", read: whole };
  return { kind: keys.size === 0 ? "undecided" : "other", read: whole };
}

/** What a document is (see documentKindOf). */
export const documentKind = (name: string, text: string): DocumentKind => documentKindOf(name, text).kind;

/**
 * What a command does with a JSON file it found by walking a folder or expanding a glob, by the
 * kind the language server gives it: a spec, a bundle or a test file (what the server gives
 * diagnostics) is a `document`; the toolkit's own files are checked by their own rules; anything
 * else is skipped: other JSON (package.json, tsconfig.json, a root array), and a text nothing
 * says is ours (empty, `{}`, or not JSON before its first key: a tsconfig.json opening with a comment).
 */
export function walkedKind(kind: DocumentKind): "document" | "config" | "suppressions" | "link" | "skip" {
  switch (kind) {
    case "spec":
    case "bundle":
    case "test":
      return "document";
    case "config":
    case "suppressions":
    case "link":
      return kind;
    default:
      return "skip";
  }
}
