import { locate, nodeTree, specView, treeAround, type ObjectKind, type SpecNode, type SpecView } from "./context.js";
import { cursorAt } from "./offset.js";
import { declarationOf, idAt, referencesTo } from "./navigate.js";
import { kindDescription, propertyInfo } from "./schema-info.js";
import { stringOf, toValue, valueOf } from "./tree.js";
import { conditionInWords } from "../conditions/words.js";

/** A hover: the span it is about (UTF-16 offsets, `to` exclusive) and its text in Markdown. */
export interface Hover {
  from: number;
  to: number;
  markdown: string;
}

const code = (s: string): string => "`" + s.replace(/`/g, "'") + "`";

/**
 * What the cursor is on, explained: the schema's description of a key or enum value; for a node
 * id (its `id`, a `to`, an `of`), a summary of that node; for a condition key (`when`, `all`,
 * `any`, `not`), the condition in words. Undefined where there is nothing to say; never throws on any
 * text (an offset that is not an integer is a misuse: a RangeError).
 */
export function hoverAt(text: string, offset: number): Hover | undefined {
  const at = cursorAt(text, offset);
  const view = specView(text);
  const hit = idAt(view, at);
  if (hit) {
    const decl = hit.declaration ?? declarationOf(view, hit.id);
    const markdown = decl ? nodeSummary(view, decl) : `No node has the id ${code(hit.id)}.`;
    return { from: hit.from, to: hit.to, markdown };
  }
  const loc = locate(treeAround(view, at), at);
  if (!loc || !loc.property) return undefined;
  const step = loc.steps[loc.steps.length - 1]!;
  if (step.node.kind !== "object") return undefined;
  const kind = step.kind as ObjectKind;
  const p = loc.property;
  const info = propertyInfo(kind, p.key);
  if (loc.where === "key") {
    const lines = [`**${p.key}** · ${kind}`];
    if (info?.description) lines.push(info.description);
    else if (!info) lines.push(`Not a property the schema names for ${kind === "other" ? "this object" : `a ${kind}`} (allowed, and kept; \`--strict\` warns).`);
    if (p.value && (((kind === "transition" && p.key === "when") || kind === "condition") && ["when", "all", "any", "not"].includes(p.key))) {
      const cond = kind === "condition" ? toValue(step.node) : toValue(p.value);
      lines.push(`Reads: ${conditionInWords(cond)}.`);
    }
    return { from: p.keyStart, to: p.keyEnd, markdown: lines.join("\n\n") };
  }
  const token = loc.token;
  if (!token || !info) return undefined;
  const lines = [`**${p.key}**: ${code(JSON.stringify(token.value))}`];
  const i = info.enum ? info.enum.indexOf(token.value) : -1;
  if (i >= 0 && info.enumDescriptions?.[i]) lines.push(info.enumDescriptions[i]!);
  if (info.description) lines.push(info.description);
  if (kind === "condition" && loc.where === "value") lines.push(`Reads: ${conditionInWords(toValue(step.node))}.`);
  return { from: token.start, to: token.end, markdown: lines.join("\n\n") };
}

/** A node in a few lines: type, webhook call and route, output variable, where it goes, who names it. */
export function nodeSummary(view: SpecView, n: SpecNode): string {
  const node = nodeTree(view, n);
  const id = n.item.id;
  const lines: string[] = [];
  const type = stringOf(node, "type");
  const actionType = stringOf(node, "actionType");
  lines.push(`**node ${code(id ?? `nodes[${n.index}]`)}**${type ? ` · ${type}` : ""}${actionType ? ` · ${actionType}` : ""} (nodes[${n.index}]${n.index === 0 ? ", the first node" : ""})`);
  const config = valueOf(node, "config");
  if (config?.kind === "object" && (actionType ?? "WEBHOOK") === "WEBHOOK") {
    const method = stringOf(config, "method");
    const url = stringOf(config, "url");
    const proxy = valueOf(config, "proxy");
    const route = proxy === undefined ? "direct (no proxy)" : proxy.kind === "string" ? String(proxy.value) : "not a route";
    if (method || url) lines.push(`${method ?? "?"} ${code(url ?? "?")} · route ${route}`);
  }
  const outputVar = stringOf(node, "outputVar");
  if (outputVar) lines.push(`writes ${code("vars." + outputVar)}`);
  const transitions = valueOf(node, "transition");
  if (transitions?.kind === "array") {
    if (transitions.items.length === 0) lines.push("ends the workflow (no transitions)");
    for (const t of transitions.items.slice(0, 10)) {
      const to = stringOf(t, "to") ?? "?";
      const when = valueOf(t, "when");
      lines.push(`→ ${code(to)} ${when ? `when ${conditionInWords(toValue(when))}` : "always"}`);
    }
    if (transitions.items.length > 10) lines.push(`… ${transitions.items.length - 10} more transitions`);
  }
  const from = new Set<string>();
  if (id !== undefined) for (const r of referencesTo(view, id)) from.add(r.node.item.id ?? `nodes[${r.node.index}]`);
  if (id !== undefined) lines.push(from.size === 0 ? "named by no transition or condition" : `named from ${[...from].slice(0, 10).map(code).join(", ")}${from.size > 10 ? ", …" : ""}`);
  const d = kindDescription("node");
  return lines.join("  \n") + (d && lines.length === 1 ? `\n\n${d}` : "");
}
