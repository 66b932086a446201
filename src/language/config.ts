// Completion and hover in agentspec.config.json, read from the config's JSON Schema (the one shipped
// as `agentspec-toolkit/config-schema.json`, built from the code definitions): its keys, every rule
// code as a key of `rules` and of `overrides[].rules` with its description, and the settings
// `"off" | "warn" | "error"`. Pure functions of the text, as the spec's completion and hover are.
import { configJsonSchema } from "../config/schema.js";
import type { Completions, CompletionItem } from "./completion.js";
import { escapeSnippet, inner, span } from "./completion.js";
import { locate, fullTree, type Location } from "./context.js";
import type { Hover } from "./hover.js";
import { cursorAt } from "./offset.js";
import type { JsonObjectNode } from "./tree.js";

type Schema = Record<string, unknown>;

let root: Schema | undefined;
/** The config's schema, built on first use (nothing runs at import). */
const schemaRoot = (): Schema => (root ??= configJsonSchema());

/** What each rule setting does, as completion and hover say it. */
const SETTING_WORDS: Readonly<Record<string, string>> = {
  off: "The code's findings are not reported.",
  warn: "The code's findings are warnings (they fail a run only over `maxWarnings` / `--max-warnings`).",
  error: "The code's findings are errors: the file is not valid and the run fails.",
};

const isSchema = (v: unknown): v is Schema => v !== null && typeof v === "object" && !Array.isArray(v);

// Follow a local `$ref` (`#/properties/rules`) to the schema it names.
function deref(s: Schema | undefined): Schema | undefined {
  const ref = s?.["$ref"];
  if (typeof ref !== "string" || !ref.startsWith("#/")) return s;
  let at: unknown = schemaRoot();
  for (const part of ref.slice(2).split("/")) at = isSchema(at) ? at[part.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
  return isSchema(at) ? at : undefined;
}

/** The schema of a property of an object schema, or of an array schema's items (`key` a number). */
function child(s: Schema | undefined, key: string | number): Schema | undefined {
  if (!s) return undefined;
  if (typeof key === "number") return isSchema(s["items"]) ? deref(s["items"]) : undefined;
  const props = s["properties"];
  return isSchema(props) && Object.hasOwn(props, key) && isSchema(props[key]) ? deref(props[key]) : undefined;
}

/** The schema of the innermost container of a location, and the path of keys to it (`overrides[0].rules`). */
function containerSchema(loc: Location): { schema: Schema | undefined; path: string } {
  let s: Schema | undefined = schemaRoot();
  let path = "";
  for (let i = 0; i + 1 < loc.steps.length; i++) {
    const parent = loc.steps[i]!.node;
    const next = loc.steps[i + 1]!.node;
    if (parent.kind === "object") {
      const key = parent.properties.find((p) => p.value === next)?.key;
      if (key === undefined) return { schema: undefined, path };
      s = child(s, key);
      path = path === "" ? key : `${path}.${key}`;
    } else {
      s = child(s, 0);
      path = `${path}[${parent.items.indexOf(next)}]`;
    }
  }
  return { schema: s, path };
}

/** Whether a property schema takes no value at all (`not: {}`: a code whose severity cannot be set). */
const refused = (s: Schema): boolean => isSchema(s["not"]) && Object.keys(s["not"]).length === 0;

// What a new property's value starts as: the cursor lands where the author types next.
function skeleton(s: Schema): string {
  if (Array.isArray(s["enum"]) || s["type"] === "string") return '"${1}"';
  if (s["type"] === "array") return "[${1}]";
  if (s["type"] === "object") return "{${1}}";
  return "${1}";
}

const where = (path: string): string => (path === "" ? "agentspec.config.json" : path);

/**
 * The completions at a cursor in agentspec.config.json's text: the keys the schema allows there that
 * the object lacks (every rule code a setting can change, as a key of `rules` and of an override's
 * `rules`, with its description), and the values it lists (`"off"`, `"warn"`, `"error"`, `true` and
 * `false`, a `failOn` class). Works on broken and half-typed text; never throws on any text (an
 * offset that is not an integer is a misuse: a RangeError).
 */
export function configCompletionsAt(text: string, offset: number): Completions {
  const at = cursorAt(text, offset);
  const tree = fullTree(text);
  const loc = tree ? locate(tree, at) : undefined;
  if (!loc || loc.where === "item") return { from: at, to: at, items: [] };
  const { schema, path } = containerSchema(loc);
  const { from, to, quoted } = span(text, loc, at);
  const items: CompletionItem[] = [];
  if (loc.where === "key") {
    const props = schema?.["properties"];
    if (!isSchema(props)) return { from, to, items };
    const obj = loc.steps[loc.steps.length - 1]!.node as JsonObjectNode;
    const present = new Set(obj.properties.filter((p) => p !== loc.property).map((p) => p.key));
    const withColon = loc.property !== undefined && loc.property.colon >= 0;
    for (const [name, raw] of Object.entries(props)) {
      const s = deref(isSchema(raw) ? raw : undefined);
      if (!s || present.has(name) || refused(s)) continue;
      const key = (quoted ? "" : '"') + escapeSnippet(inner(name)) + '"';
      const item: CompletionItem = { label: name, kind: "property", insertText: withColon ? key : `${key}: ${skeleton(s)}`, snippet: true, detail: where(path) };
      if (typeof s["description"] === "string") item.documentation = s["description"];
      items.push(item);
    }
    return { from, to, items };
  }
  const p = loc.property!;
  const s = child(schema, p.key);
  if (!s) return { from, to, items };
  const str = (v: string): string => (quoted ? inner(v) + '"' : JSON.stringify(v));
  const detail = path === "" ? p.key : `${path}.${p.key}`;
  const values: unknown[] = Array.isArray(s["enum"]) ? s["enum"] : s["type"] === "boolean" && !quoted ? [true, false] : [];
  for (const v of values) {
    if (typeof v !== "string" && quoted) continue;
    const item: CompletionItem = { label: typeof v === "string" ? v : JSON.stringify(v), kind: "value", insertText: typeof v === "string" ? str(v) : JSON.stringify(v), detail };
    const words = typeof v === "string" && isRuleSetting(path) ? SETTING_WORDS[v] : undefined;
    if (words !== undefined) item.documentation = words;
    items.push(item);
  }
  return { from, to, items };
}

/** Whether the object at `path` holds rule settings (`rules`, `overrides[n].rules`). */
const isRuleSetting = (path: string): boolean => path === "rules" || /^overrides\[\d+\]\.rules$/.test(path);

/**
 * What the cursor is on in agentspec.config.json, explained: a key's description from the schema (a
 * rule code's description and default severity, or that it cannot be set), a setting's meaning, or
 * why a key is not one the config takes there. Undefined where there is nothing to say; never
 * throws on any text (an offset that is not an integer is a misuse: a RangeError).
 */
export function configHoverAt(text: string, offset: number): Hover | undefined {
  const at = cursorAt(text, offset);
  const tree = fullTree(text);
  const loc = tree ? locate(tree, at) : undefined;
  if (!loc?.property || loc.steps[loc.steps.length - 1]!.node.kind !== "object") return undefined;
  const { schema, path } = containerSchema(loc);
  const p = loc.property;
  const s = child(schema, p.key);
  const rules = isRuleSetting(path);
  if (loc.where === "key") {
    const lines = [`**${p.key}** · ${rules ? "rule setting" : where(path)}`];
    const description = s?.["description"];
    if (typeof description === "string") lines.push(description);
    else if (schema !== undefined && !s) lines.push(rules ? "No code is named so: the config is refused (`config/unknown-rule`)." : "Not a property the config takes here: the config is refused (`config/unknown-property`).");
    else return undefined;
    return { from: p.keyStart, to: p.keyEnd, markdown: lines.join("\n\n") };
  }
  const token = loc.token;
  if (!token || !s) return undefined;
  const lines = [`**${p.key}**: \`${JSON.stringify(token.value).replace(/`/g, "'")}\``];
  const words = rules && typeof token.value === "string" && Object.hasOwn(SETTING_WORDS, token.value) ? SETTING_WORDS[token.value] : undefined;
  if (words !== undefined) lines.push(words);
  if (typeof s["description"] === "string") lines.push(s["description"]);
  return { from: token.start, to: token.end, markdown: lines.join("\n\n") };
}
