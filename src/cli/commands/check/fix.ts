// agentspec check --fix / --unsafe-fixes: apply the language service's fixes to spec files in
// place, and say what was fixed, what remains and what --unsafe-fixes would add.
import { writeFileSync } from "node:fs";
import type { CompiledPolicy } from "../../../config/index.js";
import { applyEdits, fixesFor, fixText } from "../../../language/index.js";
import { documentChecker } from "../../../check/index.js";
import type { Issue } from "../../../core/issue.js";
import { paint } from "../../report/color.js";
import { checkFile } from "../../../workspace/document.js";
import { pathIssue, readInput, type Input, type Missing } from "../../../workspace/files.js";
import type { FileReport } from "../../report/report.js";
import type { RuleSettings } from "../../../core/severity.js";

/** One fix applied to a file, as the summary prints it. */
export interface FixNote {
  file: string;
  issue: Issue;
  title: string;
}

/** What fixing one input gave: its report (the issues left), the fixes applied, and the fixed text of stdin. */
export interface FixedInput {
  report: FileReport;
  fixed: FixNote[];
  /** Issues left that --unsafe-fixes would fix. */
  unsafeLeft: number;
  /** For stdin: the text after the fixes (the command prints it). */
  stdout?: string;
}

/**
 * Fix one input: a spec's safe fixes (with `unsafe`, the preferred guesses too) written back to its
 * file. Trailing commas are removed from any file first (that fix is safe whatever the file is).
 * Otherwise test files, bundles, texts that are not JSON, and files with bytes that are not UTF-8
 * (written back, those bytes would become U+FFFD) are checked as `check` does and left as they are.
 */
export function fixInput(input: Input | Missing, strict: boolean, unsafe: boolean, rules?: RuleSettings, policies?: readonly CompiledPolicy[]): FixedInput {
  const read = readInput(input);
  if ("error" in read) return { report: { name: input.name, issues: [pathIssue(read.error)] }, fixed: [], unsafeLeft: 0 };
  const stdin = !("missing" in input) && input.stdin;
  // One kept checker for the file: its answer is the fixes' first round, and each round after
  // reads again only what the fixes touched.
  const checker = documentChecker();
  // The config's settings: a code switched off is neither shown nor fixed.
  const set = { ...(rules === undefined ? {} : { rules }), ...(policies === undefined ? {} : { policies }) };
  const opts = { fileName: input.name, strict, ...set };
  let text = read.text;
  let checked = read.invalid.length > 0 ? checkFile(input.name, text, { strict, invalid: read.invalid, ...set }) : checker.check(text, opts);
  const fixed: FixNote[] = [];
  // Trailing commas keep any file (spec, bundle or test file) from parsing; removing them is safe
  // whatever the file is, so they go first and the file is checked again.
  const commas = read.invalid.length === 0 ? checked.issues.find((i) => i.code === "json/syntax") : undefined;
  const commaFix = commas === undefined ? undefined : fixesFor(text, commas)[0];
  if (commas !== undefined && commaFix !== undefined) {
    text = applyEdits(text, commaFix.edits);
    fixed.push({ file: input.name, issue: commas, title: commaFix.title });
    checked = checker.check(text, opts);
  }
  // Specs, bundles and test files are fixed alike; a text that still is no JSON value, or a file
  // whose bytes were not UTF-8, keeps the rest of its faults.
  if (checked.kind === "json" || read.invalid.length > 0) {
    if (fixed.length > 0 && !stdin) writeFileSync(input.name, text);
    const report: FileReport = checked.issues.length > 0 ? { name: input.name, text, issues: checked.issues } : { name: input.name, issues: [] };
    return stdin ? { report, fixed, unsafeLeft: 0, stdout: text } : { report, fixed, unsafeLeft: 0 };
  }
  const result = fixText(text, { strict, unsafe, fileName: input.name, ...set }, checker, checked);
  if ((fixed.length > 0 || result.applied.length > 0) && !stdin) writeFileSync(input.name, result.text);
  const unsafeLeft = unsafe ? 0 : result.remaining.filter((i) => fixesFor(result.text, i).some((f) => f.preferred && !f.safe)).length;
  const report: FileReport = result.remaining.length > 0 ? { name: input.name, text: result.text, issues: result.remaining } : { name: input.name, issues: [] };
  const out: FixedInput = { report, fixed: [...fixed, ...result.applied.map((a) => ({ file: input.name, issue: a.issue, title: a.fix.title }))], unsafeLeft };
  if (stdin) out.stdout = result.text;
  return out;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The summary: each fix applied (where, what, for which issue code), then the count left. */
export function fixSummary(all: readonly FixedInput[], unsafe: boolean, color: boolean): string {
  const p = paint(color);
  const fixed = all.flatMap((f) => f.fixed);
  const remaining = all.reduce((n, f) => n + f.report.issues.length, 0);
  const unsafeLeft = all.reduce((n, f) => n + f.unsafeLeft, 0);
  const lines: string[] = [];
  const files = new Set(fixed.map((f) => f.file)).size;
  lines.push(fixed.length === 0 ? "Nothing to fix." : p.bold(`Fixed ${plural(fixed.length, "issue")} in ${plural(files, "file")}:`));
  for (const f of fixed) {
    const at = f.issue.range ? `:${f.issue.range.start.line}:${f.issue.range.start.column}` : "";
    lines.push(`  ${f.file}${at}  ${f.title} ${p.dim(`[${f.issue.code}]`)}`);
  }
  let left = `${plural(remaining, "issue")} remaining`;
  if (!unsafe && unsafeLeft > 0) left += `; ${unsafeLeft} more fixable with --unsafe-fixes`;
  lines.push(left + ".");
  return lines.join("\n") + "\n";
}
