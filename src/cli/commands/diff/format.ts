// The formats of agentspec diff: stylish (by file, each change at its line in the new file with a
// code frame), json, github (workflow annotations) and markdown (a pull-request comment: a summary
// by class, then per file its changes and a Mermaid graph with what changed marked). They only
// print: diffSpecs found and worded every change.
import type { Range } from "../../../core/issue.js";
import { CHANGE_CLASSES, type ChangeClass } from "../../../diff/kinds.js";
import { changeGraph } from "../../../diff/graph.js";
import { renderGraphMermaid } from "../../../graph/mermaid.js";
import { paint } from "../../report/color.js";
import { codeFrame, printable, splitLines } from "../../report/frame.js";
import { maskDocumentSecrets } from "../../../check/index.js";
import type { DiffRun, FileDiff, Replay } from "./types.js";

export type { DiffRun, FileDiff, LocatedChange } from "./types.js";

/** Changes whose lines may hold credentials (a url, headers, query values): their place is given, never a frame of the text. */
const UNFRAMED: ReadonlySet<string> = new Set(["webhook/url-host-changed", "webhook/url-path-changed", "webhook/headers-changed", "webhook/query-changed"]);

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

function counts(files: readonly FileDiff[]): Record<ChangeClass, number> {
  const out: Record<ChangeClass, number> = { breaking: 0, behaviour: 0, cosmetic: 0 };
  for (const f of files) for (const c of f.changes) out[c.class]++;
  return out;
}

const statusWords = (f: FileDiff): string =>
  f.status === "renamed" ? `renamed from ${f.previous}` : f.status === "modified" ? (f.previous !== undefined && f.previous !== f.name ? `compared with ${f.previous}` : "modified") : f.status;

/** By file: `file:line:col  class  message [kind]` with a code frame, then the cases the replay saw change, then a count. */
export function stylish(run: DiffRun, color: boolean): string {
  const p = paint(color);
  const out: string[] = [];
  const classColour = (c: ChangeClass): ((s: string) => string) => (run.failing.includes(c) ? p.red : c === "cosmetic" ? p.dim : p.yellow);
  for (const f of run.files) {
    if (f.skipped !== undefined) {
      out.push(p.dim(`${printable(f.name)}: not compared: ${f.skipped}`), "");
      continue;
    }
    if (f.changes.length === 0 && f.issues.length === 0) continue;
    out.push(p.bold(`${printable(f.name)} (${printable(statusWords(f))})`));
    let lines: string[] | undefined;
    for (const i of f.issues) {
      const at = i.range ? `:${i.range.start.line}:${i.range.start.column}` : "";
      out.push(`${p.bold(printable(f.name) + at)}  ${i.severity === "error" ? p.red("error") : p.yellow("warning")}  ${printable(i.message)} ${p.dim(`[${i.code}]`)}`);
      if (f.text !== undefined && i.range) {
        lines ??= splitLines(maskDocumentSecrets(f.text));
        const frame = codeFrame(lines, i.range, p);
        if (frame) out.push(frame);
      }
      out.push("");
    }
    for (const c of f.changes) {
      const at = c.range ? `:${c.range.start.line}:${c.range.start.column}` : "";
      out.push(`${p.bold(printable(f.name) + at)}  ${classColour(c.class)(c.class)}  ${printable(c.message)} ${p.dim(`[${c.kind}]`)}`);
      if (f.text !== undefined && c.range && !UNFRAMED.has(c.kind)) {
        lines ??= splitLines(maskDocumentSecrets(f.text));
        const frame = codeFrame(lines, c.range, p, classColour(c.class));
        if (frame) out.push(frame);
      }
      out.push("");
    }
  }
  if (run.replay !== undefined) out.push(...replayLines(run.replay, printable), "");
  const n = counts(run.files);
  const total = n.breaking + n.behaviour + n.cosmetic;
  const files = run.files.filter((f) => f.changes.length > 0).length;
  const line = total === 0 ? "no change a run can tell" : `${plural(total, "change")} (${n.breaking} breaking, ${n.behaviour} behaviour, ${n.cosmetic} cosmetic) in ${plural(files, "file")}`;
  const fails = CHANGE_CLASSES.some((c) => run.failing.includes(c) && n[c] > 0);
  const unread = run.files.filter((f) => f.issues.some((i) => i.severity === "error")).length;
  if (unread > 0) out.push(p.red(p.bold(`✖ ${plural(unread, "file")} could not be compared; ${line}`)));
  else out.push(fails ? p.red(p.bold(`✖ ${line}`)) : total === 0 ? p.green(line) : p.yellow(p.bold(`⚠ ${line}`)));
  return out.join("\n") + "\n";
}

/** The replay's count in one line: what ran, and how many cases changed (or that none did). */
function replaySummary(replay: Replay): string {
  return `replayed ${plural(replay.cases, "test case")} of ${plural(replay.files, "test file")} on both versions: ${replay.changed.length === 0 ? "no path, end or status changed" : `${plural(replay.changed.length, "case")} changed`}`;
}

function replayLines(replay: Replay, text: (s: string) => string): string[] {
  const out: string[] = [];
  for (const c of replay.changed) {
    out.push(`${text(c.file)}  case ${text(JSON.stringify(c.name))}: ${text(c.what.join("; "))}`);
  }
  out.push(replaySummary(replay));
  return out;
}

/** One JSON document: the files with their changes (and ranges), the counts, and the replay. */
export function json(run: DiffRun): string {
  const files = run.files.map((f) => ({
    file: f.name,
    ...(f.previous !== undefined ? { previous: f.previous } : {}),
    status: f.status,
    ...(f.skipped !== undefined ? { skipped: f.skipped } : {}),
    changes: f.changes,
    issues: f.issues,
  }));
  return JSON.stringify({ files, counts: counts(run.files), failOn: run.failing, ...(run.replay ? { replay: run.replay } : {}) }, null, 2) + "\n";
}

// GitHub workflow commands: data escapes %, CR, LF; property values also ":" and ","; any other
// character a log viewer would act on is written as a \u escape.
const escapeData = (s: string): string => printable(s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A"));
const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** One annotation per change: `error` for a class --fail-on fails on, `warning` for the others but cosmetic, `notice` for cosmetic. */
export function github(run: DiffRun): string {
  let out = "";
  const line = (level: string, file: FileDiff, range: Range | undefined, title: string, message: string): void => {
    const props = [`file=${escapeProperty(file.name)}`];
    if (range !== undefined) props.push(`line=${range.start.line}`, `col=${range.start.column}`);
    props.push(`title=${escapeProperty(title)}`);
    out += `::${level} ${props.join(",")}::${escapeData(message)}\n`;
  };
  for (const f of run.files) {
    for (const i of f.issues) line(i.severity, f, i.range, i.code, i.message);
    for (const c of f.changes) line(run.failing.includes(c.class) ? "error" : c.class === "cosmetic" ? "notice" : "warning", f, c.range, `${c.class}: ${c.kind}`, c.message);
  }
  for (const c of run.replay?.changed ?? []) out += `::warning file=${escapeProperty(c.file)},title=${escapeProperty("test path changed")}::${escapeData(`case ${JSON.stringify(c.name)}: ${c.what.join("; ")}`)}\n`;
  return out;
}

/**
 * Text safe in Markdown and in the HTML GitHub allows: `&`, `<` and `>` as entities, Markdown's
 * punctuation escaped, `@` as an entity (no mention of a user or team from a spec's ids), control
 * characters shown escaped.
 */
export function markdownText(s: string): string {
  return printable(s).replace(/[&<>@\\`*_{}[\]()#+\-.!|~:]/g, (c) => MARKDOWN_ENTITIES[c] ?? `\\${c}`);
}

const MARKDOWN_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "@": "&#64;" };

/** Nodes drawn whole up to this many; a larger spec is drawn as its changed nodes and their neighbours. */
const GRAPH_LIMIT = 60;

/** A pull-request comment: the counts by class, then per file its changes and a Mermaid graph with what changed marked. */
export function markdown(run: DiffRun): string {
  const n = counts(run.files);
  const out: string[] = ["## What this change does to the agent specs", ""];
  out.push("| class | changes | fails the check |", "|---|---:|---|");
  for (const c of CHANGE_CLASSES) out.push(`| ${c} | ${n[c]} | ${run.failing.includes(c) ? "yes" : "no"} |`);
  out.push("");
  const skipped = run.files.filter((f) => f.skipped !== undefined);
  for (const f of run.files) {
    if (f.changes.length === 0 && f.issues.length === 0) continue;
    out.push(`### ${markdownText(f.name)} (${markdownText(statusWords(f))})`, "");
    for (const i of f.issues) out.push(`- **${i.severity}** ${markdownText(i.message)}${i.range ? ` (line ${i.range.start.line})` : ""}`);
    for (const c of f.changes) out.push(`- **${c.class}** ${markdownText(c.message)}${c.range ? ` (line ${c.range.start.line})` : ""} \`${c.kind}\``);
    out.push("");
    if (f.changes.length > 0 && f.before !== undefined && f.after !== undefined) {
      const picture = changeGraph(f.before, f.after, f.changes, GRAPH_LIMIT);
      out.push("<details><summary>Graph: added, removed and changed nodes and transitions marked</summary>", "", renderGraphMermaid(picture.graph, { markdown: true, marks: picture.marks }).trimEnd(), "", "</details>", "");
    }
  }
  if (skipped.length > 0) out.push("Not compared:", "", ...skipped.map((f) => `- ${markdownText(f.name)}: ${markdownText(f.skipped!)}`), "");
  if (run.replay !== undefined) {
    out.push("### Test cases on both versions", "");
    for (const c of run.replay.changed) out.push(`- ${markdownText(c.file)}: case ${markdownText(JSON.stringify(c.name))}: ${markdownText(c.what.join("; "))}`);
    out.push(`${run.replay.changed.length === 0 ? "" : "\n"}${markdownText(replaySummary(run.replay))}`, "");
  }
  return out.join("\n");
}

/** The formats of agentspec diff, by name. */
export const DIFF_FORMATS = {
  stylish,
  json: (run: DiffRun) => json(run),
  github: (run: DiffRun) => github(run),
  markdown: (run: DiffRun) => markdown(run),
} satisfies Record<string, (run: DiffRun, color: boolean) => string>;

export type DiffFormat = keyof typeof DIFF_FORMATS;

