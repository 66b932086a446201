import { NODE_PATH_ROOT } from "../conditions/grammar.js";
import { cursorAt } from "./offset.js";
import { locate, specNodes, specView, treeAround, type Location, type ObjectKind, type SpecView } from "./context.js";
import { KNOWN_VALUES, propertiesOf, propertyInfo, type PropertyInfo } from "./schema-info.js";
import type { IndexedItem } from "./spec-index.js";
import { stringOf, type JsonObjectNode } from "./tree.js";

/** What a completion inserts: a property name, a value, a node id, a path, or a snippet. */
export type CompletionKind = "property" | "value" | "node" | "path" | "snippet";

/** One completion proposal. */
export interface CompletionItem {
  label: string;
  kind: CompletionKind;
  /** The text that replaces `from`..`to`; with `snippet`, in TextMate snippet syntax (`${1:name}`). */
  insertText: string;
  /** Whether `insertText` holds snippet placeholders. */
  snippet?: boolean;
  detail?: string;
  /** Markdown. */
  documentation?: string;
}

/** The proposals at a cursor and the span of text they replace (UTF-16 offsets, `to` exclusive). */
export interface Completions {
  from: number;
  to: number;
  items: CompletionItem[];
}

const CONDITION_SNIPPETS: readonly CompletionItem[] = [
  {
    label: "comparison",
    kind: "snippet",
    snippet: true,
    insertText: '{ "source": "${1:vars}", "path": "${2:status}", "op": "${3:eq}", "value": ${4:"ok"} }',
    detail: "condition",
    documentation: "Compares the value at `path` in `source` with `value` using `op`.",
  },
  {
    label: "length comparison",
    kind: "snippet",
    snippet: true,
    insertText: '{ "source": "${1:vars}", "path": "${2:items}", "op": "length", "value": { "comparator": "${3:gt}", "value": ${4:0} } }',
    detail: "condition",
    documentation: "Compares the length of the value at `path` (code points, items or keys) with a number.",
  },
  { label: "all", kind: "snippet", snippet: true, insertText: '{ "all": [${1}] }', detail: "condition", documentation: "Holds when every condition holds." },
  { label: "any", kind: "snippet", snippet: true, insertText: '{ "any": [${1}] }', detail: "condition", documentation: "Holds when at least one condition holds." },
  { label: "not", kind: "snippet", snippet: true, insertText: '{ "not": ${1:{}} }', detail: "condition", documentation: "Holds when the condition does not hold." },
];

const TRANSITION_SNIPPETS: readonly CompletionItem[] = [
  { label: "transition", kind: "snippet", snippet: true, insertText: '{ "to": "${1:next}" }', detail: "transition", documentation: "Always taken (when no earlier transition is)." },
  {
    label: "transition with when",
    kind: "snippet",
    snippet: true,
    insertText: '{ "to": "${1:next}", "when": { "source": "${2:vars}", "path": "${3:status}", "op": "${4:eq}", "value": ${5:"ok"} } }',
    detail: "transition",
    documentation: "Taken when its condition holds.",
  },
];

const WEBHOOK_NODE: CompletionItem = {
  label: "webhook node",
  kind: "snippet",
  snippet: true,
  insertText:
    '{\n  "id": "${1:call}",\n  "type": "action",\n  "actionType": "WEBHOOK",\n  "mode": "sync",\n  "config": { "url": "${2:https://example.com/hook}", "method": "${3:POST}" },\n  "outputVar": "${4:result}",\n  "transition": []\n}',
  detail: "node",
  documentation: "An action node that calls a URL (WEBHOOK).",
};

const SPEC_SNIPPET: CompletionItem = {
  label: "agent spec",
  kind: "snippet",
  snippet: true,
  insertText: '{\n  "version": 2,\n  "nodes": [\n    ${1}\n  ]\n}',
  detail: "AgentSpec V2",
  documentation: "An empty spec: a version and a list of nodes.",
};

/** Paths an `evaluation` reads (the evaluation result's shape); a `node` source reads them under `evaluation.`. */
const EVALUATION_PATHS: readonly [string, string][] = [
  ["scores.mean", "The mean score of the evaluation."],
  ["results[0].score", "The score of the first result."],
  ["results[*].score", "The scores of every result (a list)."],
  ["structuredData.", "A field of the structured data the evaluation extracted."],
];

/** A text with what snippet syntax reads (`$`, `}`, `\\`) escaped. */
export const escapeSnippet = (s: string): string => s.replace(/[$}\\]/g, (c) => "\\" + c);

/** A JSON string's text without its quotes (what goes between them). */
export const inner = (s: string): string => (/["\\\u0000-\u001f\ud800-\udfff]/.test(s) ? JSON.stringify(s).slice(1, -1) : s);

/**
 * The completions at a cursor in spec text (UTF-16 offset): property names the schema allows there
 * and the object lacks, enum and known values, node ids, condition paths and snippets. Works on
 * broken and half-typed text; never throws on any text (an offset that is not an integer is a
 * misuse: a RangeError). An offset outside the text is clamped to it.
 */
export function completionsAt(text: string, offset: number): Completions {
  const at = cursorAt(text, offset);
  const view = specView(text);
  const root = treeAround(view, at);
  if (!root) return { from: at, to: at, items: /\S/.test(text) ? [] : [SPEC_SNIPPET] };
  const loc = locate(root, at);
  if (!loc) return { from: at, to: at, items: [] };
  if (loc.where === "key") return keyCompletions(text, loc, at);
  if (loc.where === "value") return valueCompletions(text, view, loc, at);
  return itemCompletions(loc, at);
}

// The span a proposal replaces: the token under the cursor, after its opening quote when it has one.
export function span(text: string, loc: Location, at: number): { from: number; to: number; quoted: boolean } {
  const p = loc.property;
  const t = loc.where === "key" ? (p ? { start: p.keyStart, end: p.keyEnd, closed: p.keyQuoted } : undefined) : loc.token;
  if (!t) return { from: at, to: at, quoted: false };
  const quoted = t.start < at && text.charCodeAt(t.start) === 0x22;
  let to = t.end;
  // An unterminated string runs to the end of its line: replace only the word being typed.
  if (quoted && !t.closed) {
    to = at;
    while (to < t.end && !/[\s,:{}[\]"]/.test(text[to]!)) to++;
  }
  return { from: quoted ? t.start + 1 : t.start, to, quoted };
}

/** The kind of the innermost object, with a condition read as what its keys make it. */
function objectKind(loc: Location): ObjectKind {
  const step = loc.steps[loc.steps.length - 1]!;
  return step.node.kind === "object" ? (step.kind as ObjectKind) : "other";
}

function keyCompletions(text: string, loc: Location, at: number): Completions {
  const { from, to, quoted } = span(text, loc, at);
  const obj = loc.steps[loc.steps.length - 1]!.node as JsonObjectNode;
  const kind = objectKind(loc);
  const present = new Set(obj.properties.filter((p) => p !== loc.property).map((p) => p.key));
  let props = propertiesOf(kind);
  if (kind === "condition") {
    const combinator = ["all", "any", "not"].some((k) => present.has(k));
    const comparison = [...present].some((k) => !["all", "any", "not"].includes(k));
    if (combinator) props = [];
    else if (comparison) props = props.filter((p) => !["all", "any", "not"].includes(p.name));
  }
  const withColon = loc.property !== undefined && loc.property.colon >= 0;
  const items: CompletionItem[] = [];
  for (const p of props) {
    if (present.has(p.name)) continue;
    // A quoted key being edited is replaced through its closing quote (written back).
    const name = (quoted ? "" : '"') + escapeSnippet(inner(p.name)) + '"';
    const item: CompletionItem = {
      label: p.name,
      kind: "property",
      insertText: withColon ? name : `${name}: ${valueSkeleton(kind, p)}`,
      snippet: true,
      detail: kind,
    };
    if (p.description) item.documentation = p.description;
    items.push(item);
  }
  return { from, to, items };
}

// What a new property's value starts as: the cursor lands where the author types next.
function valueSkeleton(kind: ObjectKind, p: PropertyInfo): string {
  if (p.const !== undefined) return JSON.stringify(p.const);
  if (kind === "condition" && p.name === "not") return "{${1}}";
  if (kind === "condition" && (p.name === "all" || p.name === "any")) return "[${1}]";
  if (kind === "node" && p.name === "config") return "{${1}}";
  if (kind === "transition" && p.name === "when") return "{${1}}";
  if (kind === "condition" && p.name === "of") return '"${1}"';
  const type = p.type;
  if (p.enum || type === "string") return '"${1}"';
  if (type === "array") return "[${1}]";
  if (type === "object") return "{${1}}";
  return "${1}";
}

// A node's id as a completion inserts it, kept with the node's index entry (unchanged nodes keep
// theirs from one text to the next): a `to` lists every node.
const ID_TEXTS = new WeakMap<IndexedItem, { quoted: string; plain: string; detail: string }>();

function idTexts(item: IndexedItem & { id: string }): { quoted: string; plain: string; detail: string } {
  let t = ID_TEXTS.get(item);
  if (!t) {
    const type = item.actionType ?? item.type;
    t = { quoted: inner(item.id) + '"', plain: JSON.stringify(item.id), detail: type === undefined ? "node" : `node · ${type}` };
    ID_TEXTS.set(item, t);
  }
  return t;
}

function valueCompletions(text: string, view: SpecView, loc: Location, at: number): Completions {
  const { from, to, quoted } = span(text, loc, at);
  const kind = objectKind(loc);
  const key = loc.property!.key;
  const obj = loc.steps[loc.steps.length - 1]!.node as JsonObjectNode;
  const items: CompletionItem[] = [];
  // A string proposal: quoted when no quote is typed yet; else its text and the closing quote
  // (which the replaced span covers when it was there).
  const str = (s: string): string => (quoted ? inner(s) + '"' : JSON.stringify(s));
  const add = (label: string, kindOf: CompletionKind, insertText: string, detail?: string, documentation?: string): void => {
    const item: CompletionItem = { label, kind: kindOf, insertText };
    if (detail !== undefined) item.detail = detail;
    if (documentation !== undefined) item.documentation = documentation;
    items.push(item);
  };
  const info = propertyInfo(kind, key);
  if (info?.enum) {
    info.enum.forEach((v, i) => {
      if (typeof v === "string") add(v, "value", str(v), key, info.enumDescriptions?.[i]);
      else if (!quoted) add(JSON.stringify(v), "value", JSON.stringify(v), key, info.enumDescriptions?.[i]);
    });
  } else if (info?.const !== undefined && !quoted) add(JSON.stringify(info.const), "value", JSON.stringify(info.const), key, info.description);
  for (const v of KNOWN_VALUES[kind]?.[key] ?? []) add(v, "value", str(v), key);
  const nodeIds = (): void => {
    const seen = new Set<string>();
    for (const item of view.index.items) {
      if (item.id === undefined || seen.has(item.id)) continue;
      seen.add(item.id);
      const t = idTexts(item as IndexedItem & { id: string });
      items.push({ label: item.id, kind: "node", insertText: quoted ? t.quoted : t.plain, detail: t.detail });
    }
  };
  if ((kind === "transition" && key === "to") || (kind === "condition" && key === "of") || (kind === "of" && key === "nodeId")) nodeIds();
  if (kind === "condition" && key === "path") {
    const source = stringOf(obj, "source");
    if (source === "evaluation" || source === "node") {
      const prefix = source === "node" ? `${NODE_PATH_ROOT}.` : "";
      for (const [p, doc] of EVALUATION_PATHS) add(prefix + p, "path", str(prefix + p), `${source} path`, doc);
    } else if (source === "vars") {
      const seen = new Set<string>();
      for (const { item } of specNodes(view)) {
        const v = item.outputVar;
        if (v === undefined || seen.has(v)) continue;
        seen.add(v);
        add(v, "path", str(v), "vars path", item.id === undefined ? undefined : `Written by node \`${item.id}\`.`);
      }
    }
  }
  if (!loc.token || loc.token.kind !== "string") {
    if ((kind === "transition" && key === "when") || (kind === "condition" && key === "not")) items.push(...CONDITION_SNIPPETS);
    if (kind === "node" && key === "config" && (stringOf(obj, "actionType") ?? "WEBHOOK") === "WEBHOOK") {
      items.push({ label: "webhook config", kind: "snippet", snippet: true, insertText: '{ "url": "${1:https://example.com/hook}", "method": "${2:POST}" }', detail: "webhook config" });
    }
  }
  return { from, to, items: dedupe(items) };
}

function itemCompletions(loc: Location, at: number): Completions {
  if (loc.token) return { from: at, to: at, items: [] };
  const kind = loc.steps[loc.steps.length - 1]!.kind;
  const items = kind === "nodes" ? [WEBHOOK_NODE] : kind === "transitions" ? [...TRANSITION_SNIPPETS] : kind === "conditions" ? [...CONDITION_SNIPPETS] : [];
  return { from: at, to: at, items };
}

function dedupe(items: CompletionItem[]): CompletionItem[] {
  const seen = new Map<CompletionKind, Set<string>>();
  return items.filter((i) => {
    // Node ids come from one list, already without repeats.
    if (i.kind === "node") return true;
    let labels = seen.get(i.kind);
    if (!labels) seen.set(i.kind, (labels = new Set()));
    return labels.has(i.label) ? false : (labels.add(i.label), true);
  });
}
