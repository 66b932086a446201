// The Mermaid flowchart of a spec's graph, ready for a ```mermaid fence (GitHub and GitLab draw
// it in issues, pull requests and Markdown files). A Mermaid diagram in a pull request is someone
// else's page: no text of the spec is ever written as Mermaid syntax. Node names are our own
// (n0, n1, …), and every label is quoted with each character outside a small safe set written as
// an entity code (#60; for "<"), so an id like `a"b]-->c`, `%%{init: …}%%`, `click` or `<script>`
// is only ever text.
import type { SpecGraph } from "./model.js";
import { COLOURS, ID_LIMIT, ROUTE_COLOURS, edgeLooks, missingTargets, nodeLook, type Shape } from "./look.js";
import { shorten, visible } from "./text.js";

/** How a change touched a node or a transition (see `ChangeMarks`). */
export type ChangeMark = "added" | "removed" | "changed";

/** Marks of a change's picture: nodes by their `index`, transitions by their position in `graph.edges`. */
export interface ChangeMarks {
  nodes?: ReadonlyMap<number, ChangeMark>;
  edges?: ReadonlyMap<number, ChangeMark>;
}

/** Options of `renderGraphMermaid`. */
export interface MermaidOptions {
  /** Wrap the diagram in a ```mermaid fence for Markdown. */
  markdown?: boolean;
  /** Mark nodes and transitions as added, removed or changed, in words and in colour. */
  marks?: ChangeMarks;
}

// A mark is said in words too (on the node, before the transition's label), not by colour alone.
const MARK_WORDS: Record<ChangeMark, string> = { added: "+ added", removed: "− removed", changed: "~ changed" };
const MARK_STYLES: Record<ChangeMark, string> = {
  added: "stroke:#007A5A,stroke-width:3px",
  removed: "stroke:#C2410C,stroke-width:3px,stroke-dasharray:4 3",
  changed: "stroke:#B45309,stroke-width:3px",
};

// Kept as they are inside a quoted label: letters, marks and digits of any script, space, and
// punctuation Mermaid gives no meaning there. Everything else (`"`, `#`, `%`, `<`, `>`, `&`, `|`,
// brackets, a backtick, ";") becomes an entity code.
const SAFE = /^[\p{L}\p{M}\p{N} .,_\-()=+*/?!@$^~'·→≥≤≠…✗⚠:]$/u;
// Mermaid reads two patterns after it has decoded the entities: `fa:fa-x` (a Font Awesome icon)
// and its own entity placeholders (ﬂ°°…¶ß). A zero-width space breaks each, unseen.
const AFTER_DECODING = /:(?=fa-)|ﬂ(?=°)|¶(?=ß)/gi;
const NEEDS_BREAK = /:(?=fa-)|ﬂ(?=°)|¶(?=ß)/i;
const UNSAFE = /[^\p{L}\p{M}\p{N} .,_\-()=+*/?!@$^~'·→≥≤≠…✗⚠:]/u;

/** A label's text as Mermaid reads it inside quotes: safe characters as they are, every other as `#<code point>;`. */
export function mermaidText(s: string): string {
  if (!UNSAFE.test(s) && !NEEDS_BREAK.test(s)) return s;
  let out = "";
  for (const ch of s.replace(AFTER_DECODING, "$&\u200b")) out += SAFE.test(ch) ? ch : `#${ch.codePointAt(0)!};`;
  return out;
}

const OPEN: Record<Shape, [string, string]> = { box: ["[", "]"], rounded: ["(", ")"], pill: ["([", "])"], hexagon: ["{{", "}}"] };

const label = (lines: readonly string[]): string => `"${lines.map(mermaidText).join("<br>")}"`;

const style = (fill: string, stroke: string, extra = ""): string => `fill:${fill},stroke:${stroke},color:${COLOURS.text}${extra}`;

/**
 * The Mermaid flowchart (`flowchart TD`) of a spec's graph (see `graphOf`): shapes by node kind,
 * routes by colour and by name, unreachable nodes dashed, nodes with errors outlined thick,
 * transitions that always fire thick (`==>`), dead ones dotted (`-.->`), each labelled with its
 * number and condition in words.
 */
export function renderGraphMermaid(graph: SpecGraph, opts: MermaidOptions = {}): string {
  const looks = edgeLooks(graph);
  const lines: string[] = ["flowchart TD"];
  const classes = new Map<string, string[]>();
  const addClass = (name: string, node: string): void => {
    const list = classes.get(name);
    if (list === undefined) classes.set(name, [node]);
    else list.push(node);
  };
  if (graph.nodes[0]?.start === true) lines.push(`  start(("start"))`);
  for (const n of graph.nodes) {
    const look = nodeLook(n);
    const [open, close] = OPEN[look.shape];
    const mark = opts.marks?.nodes?.get(n.index);
    lines.push(`  n${n.index}${open}${label([look.title, ...look.details, ...(mark === undefined ? [] : [MARK_WORDS[mark]])])}${close}`);
    if (!n.reachable) addClass("unreachable", `n${n.index}`);
    else if (n.route !== undefined) addClass(n.route, `n${n.index}`);
    else if (n.type === "end") addClass("endNode", `n${n.index}`);
    else addClass("plain", `n${n.index}`);
    if (look.mark === "error") addClass("hasError", `n${n.index}`);
    else if (look.mark === "warning") addClass("hasWarning", `n${n.index}`);
    if (mark !== undefined) addClass(mark, `n${n.index}`);
  }
  const missing = missingTargets(graph);
  missing.forEach((id, i) => {
    lines.push(`  m${i}(${label([shorten(visible(id), ID_LIMIT), "no such node"])})`);
    addClass("missing", `m${i}`);
  });
  const missingKey = new Map(missing.map((id, i) => [id, `m${i}`]));
  if (graph.nodes[0]?.start === true) lines.push("  start --> n0");
  const linkStyles: string[] = [];
  const firstLink = graph.nodes[0]?.start === true ? 1 : 0;
  graph.edges.forEach((e, i) => {
    const look = looks[i]!;
    const mark = opts.marks?.edges?.get(i);
    const arrow = mark === "removed" || look.kind === "dead" ? "-.->" : look.kind === "always" ? "==>" : "-->";
    const to = e.to === undefined ? missingKey.get(e.toId)! : `n${e.to}`;
    lines.push(`  n${e.from} ${arrow}|${label([mark === undefined ? look.label : `${MARK_WORDS[mark]}: ${look.label}`])}| ${to}`);
    if (mark !== undefined) linkStyles.push(`  linkStyle ${firstLink + i} ${MARK_STYLES[mark]}`);
  });
  const defs: Record<string, string> = {
    direct: style(ROUTE_COLOURS.direct.fill, ROUTE_COLOURS.direct.stroke),
    brazil: style(ROUTE_COLOURS.brazil.fill, ROUTE_COLOURS.brazil.stroke),
    us: style(ROUTE_COLOURS.us.fill, ROUTE_COLOURS.us.stroke),
    endNode: style(COLOURS.end.fill, COLOURS.end.stroke),
    plain: style(COLOURS.node.fill, COLOURS.node.stroke),
    unreachable: `fill:${COLOURS.unreachable.fill},stroke:${COLOURS.unreachable.stroke},color:${COLOURS.unreachable.text},stroke-dasharray:5 3`,
    missing: style(COLOURS.missing.fill, COLOURS.missing.stroke, ",stroke-dasharray:5 3"),
    hasError: `stroke:${COLOURS.error},stroke-width:3px`,
    hasWarning: `stroke:${COLOURS.warning},stroke-width:2px`,
    ...MARK_STYLES,
  };
  if (graph.nodes[0]?.start === true) lines.push(`  classDef startNode fill:${COLOURS.always},stroke:${COLOURS.always},color:#FFFFFF`, "  class start startNode");
  for (const [name, members] of classes) lines.push(`  classDef ${name} ${defs[name]}`, `  class ${members.join(",")} ${name}`);
  lines.push(...linkStyles);
  const text = lines.join("\n") + "\n";
  return opts.markdown === true ? "```mermaid\n" + text + "```\n" : text;
}
