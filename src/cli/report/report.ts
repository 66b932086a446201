// Printing results: formatters only print what checks found (stylish, json, sarif, github, junit).
import type { Issue } from "../../core/issue.js";
import { paint } from "./color.js";
import { codeFrame, printable, splitLines } from "./frame.js";
import { sep } from "node:path";
import { pathToFileURL } from "node:url";
import { DOCS_URL } from "./rule-meta.js";
import { sarifLog, type SarifTool } from "./sarif.js";
import { junit } from "./junit.js";
import { PACKAGE_NAME, REPOSITORY_URL, VERSION } from "../version.js";

export type { FileReport } from "../../workspace/file-report.js";
import type { FileReport } from "../../workspace/file-report.js";


const count = (reports: readonly FileReport[], severity: Issue["severity"]): number =>
  reports.reduce((n, r) => n + r.issues.filter((i) => i.severity === severity).length, 0);

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** `file:line:col  severity  message [code]` with a code frame per issue, then a count. */
export function stylish(reports: readonly FileReport[], color: boolean): string {
  const p = paint(color);
  const out: string[] = [];
  for (const r of reports) {
    let lines: string[] | undefined;
    for (const i of r.issues) {
      const at = i.range ? `:${i.range.start.line}:${i.range.start.column}` : "";
      const sev = i.severity === "error" ? p.red("error") : p.yellow("warning");
      out.push(`${p.bold(printable(r.name) + at)}  ${sev}  ${printable(i.message)} ${p.dim(`[${i.code}]`)}`);
      if (r.text !== undefined && i.range) {
        lines ??= splitLines(r.text);
        const frame = codeFrame(lines, i.range, p, i.severity === "error" ? p.red : p.yellow);
        if (frame) out.push(frame);
      }
      out.push("");
    }
    for (const note of r.notes ?? []) out.push(note);
    if (r.notes?.length) out.push("");
  }
  const errors = count(reports, "error");
  const warnings = count(reports, "warning");
  if (errors + warnings > 0) {
    const files = reports.filter((r) => r.issues.length > 0).length;
    const line = `${errors > 0 ? "✖" : "⚠"} ${plural(errors + warnings, "problem")} (${plural(errors, "error")}, ${plural(warnings, "warning")}) in ${plural(files, "file")}`;
    out.push(errors > 0 ? p.red(p.bold(line)) : p.yellow(p.bold(line)));
  }
  const suppressed = reports.reduce((n, r) => n + (r.suppressed?.length ?? 0), 0);
  if (suppressed > 0) out.push(p.dim(`${plural(suppressed, "finding")} suppressed by agentspec-suppressions.json`));
  return out.length === 0 ? "" : out.join("\n") + "\n";
}

const byPlace = (a: Issue, b: Issue): number => (a.range?.start.offset ?? -1) - (b.range?.start.offset ?? -1);

/** One entry per input: the file, its counts and its issues (with params and ranges). */
export function json(reports: readonly FileReport[]): string {
  const files = reports.map((r) => ({
    file: r.name,
    errorCount: count([r], "error"),
    warningCount: count([r], "warning"),
    // Suppressed findings are listed too, marked, in place; they are not counted.
    issues: r.suppressed?.length ? [...r.issues, ...r.suppressed.map((i) => ({ ...i, suppressed: true }))].sort(byPlace) : r.issues,
    ...(r.suppressed?.length ? { suppressedCount: r.suppressed.length } : {}),
    ...(r.agents ? { agents: r.agents } : {}),
    ...(r.position === undefined ? {} : { position: r.position }),
  }));
  return JSON.stringify(files, null, 2) + "\n";
}

/** SARIF 2.1.0 for code scanning (see sarif.ts), describing this command and its docs. */
export function sarif(reports: readonly FileReport[], _color?: boolean, runCategory?: string): string {
  const tool: SarifTool = {
    name: "agentspec",
    version: VERSION,
    informationUri: REPOSITORY_URL ?? `https://www.npmjs.com/package/${PACKAGE_NAME}`,
    srcRoot: pathToFileURL(process.cwd() + sep).href,
    ...(DOCS_URL ? { docsUrl: DOCS_URL } : {}),
  };
  return JSON.stringify(sarifLog(reports, tool, runCategory), null, 2) + "\n";
}

// GitHub workflow commands: data escapes %, CR, LF; property values also ":" and ","; any other
// character a log viewer would act on is written as a \u escape.
const escapeData = (s: string): string => printable(s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A"));
const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=CODE::message`, one line per issue. */
export function github(reports: readonly FileReport[]): string {
  let out = "";
  for (const r of reports) {
    for (const i of r.issues) {
      const props: string[] = [`file=${escapeProperty(r.name)}`];
      if (i.range) {
        const { start, end } = i.range;
        props.push(`line=${start.line}`, `col=${start.column}`, `endLine=${end.line}`);
        // GitHub takes endColumn (inclusive) only on a one-line annotation.
        if (end.line === start.line) props.push(`endColumn=${Math.max(start.column, end.column - 1)}`);
      }
      props.push(`title=${escapeProperty(i.code)}`);
      out += `::${i.severity} ${props.join(",")}::${escapeData(i.message)}\n`;
    }
  }
  return out;
}

/** The output formats, by name: each prints every report (colour matters to stylish only). */
export const FORMATTERS = { stylish, json, sarif, github, junit } satisfies Record<string, (reports: readonly FileReport[], color: boolean, runCategory?: string) => string>;

export type Format = keyof typeof FORMATTERS;
