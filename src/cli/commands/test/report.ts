// Printing the results of agentspec test: stylish, json, github and JUnit XML. Formatters only print.
import type { TestFileRun } from "../../../workspace/test-run.js";
import type { Issue, Position } from "../../../core/issue.js";
import { LineIndex } from "../../../core/line-index.js";
import { locatePointers, spanOf } from "../../../core/locate.js";
import { percentOf, type Coverage, type Uncovered } from "../../../workflow/coverage.js";
import type { Mismatch } from "../../../workflow/expect.js";
import type { CaseOutcome } from "../../../workflow/test-file.js";
import type { Step, TransitionTrace } from "../../../workflow/types.js";
import { paint, type Paint } from "../../report/color.js";
import { printable } from "../../report/frame.js";
import { junitXml, type JunitCase, type JunitSuite } from "../../report/junit.js";
import { github as githubIssues, json as jsonIssues, stylish as stylishIssues, type FileReport } from "../../report/report.js";

/** One test file: its issues (schema, spec checks), and its cases when it could run (as the language server's lenses run it). */
export type TestFileReport = TestFileRun;

/** The coverage of one spec, with its text to place what no case reached. */
export interface SpecCoverage {
  spec: string;
  text: string;
  coverage: Coverage;
}

/** Everything one run of the command found. */
export interface TestRun {
  files: TestFileReport[];
  /** Specs that could not be run (not valid), with their issues. */
  specs: TestFileReport[];
  /** Set when no test file was found: what was searched. */
  noFiles?: string | undefined;
  coverage?: SpecCoverage[];
  coverageMin?: number;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
const q = (s: string): string => JSON.stringify(s);

/** Places pointers of one text at their line and column, the scan done once per text and set of pointers. */
function locator(text: string, pointers: readonly string[]): (pointer: string) => Position {
  const places = locatePointers(text, pointers);
  const lines = new LineIndex(text);
  return (pointer) => lines.position(spanOf(places, pointer)[0]);
}

/** The step a mismatch points at, if any. */
const stepOf = (m: Mismatch): Step | undefined => ("step" in m ? m.step : undefined);

/** A transition of a failing step, with where it is in the spec. */
interface PlacedTransition extends TransitionTrace {
  line: number;
  column: number;
  taken: boolean;
}

function placeStep(step: Step, at: (p: string) => Position): { node: string; line: number; column: number; transitions: PlacedTransition[] } {
  const n = at(step.pointer);
  return {
    node: step.node,
    line: n.line,
    column: n.column,
    transitions: step.transitions.map((t) => {
      const { explanation: _tree, ...rest } = t;
      const p = at(t.pointer);
      return { ...rest, line: p.line, column: p.column, taken: step.taken?.index === t.index };
    }),
  };
}

function specLocator(file: TestFileReport): (p: string) => Position {
  const pointers = file.cases.flatMap((c) => c.mismatches.flatMap((m) => {
    const s = stepOf(m);
    return s ? [s.pointer, ...s.transitions.map((t) => t.pointer)] : [];
  }));
  return file.specText !== undefined && pointers.length > 0 ? locator(file.specText, pointers) : () => ({ line: 1, column: 1, offset: 0 });
}

function counts(run: TestRun): { cases: number; passed: number; failed: number; files: number; errors: number } {
  let cases = 0, passed = 0;
  for (const f of run.files) for (const c of f.cases) {
    cases++;
    if (c.passed) passed++;
  }
  const errors = [...run.files, ...run.specs].reduce((n, f) => n + f.issues.filter((i) => i.severity === "error").length, 0);
  return { cases, passed, failed: cases - passed, files: run.files.length, errors };
}

/** The coverage of all specs together: their outcomes summed. */
export function totalPercent(run: TestRun): number {
  let covered = 0, total = 0;
  for (const c of run.coverage ?? []) {
    covered += c.coverage.outcomes.covered;
    total += c.coverage.outcomes.total;
  }
  return percentOf(covered, total);
}

const UNCOVERED: Record<Uncovered["kind"], (u: Uncovered, to?: string) => string> = {
  "node-not-visited": (u) => `node ${q(u.node)} never ran`,
  // Numbered from 1, as in every text (`index` stays 0-based, as the pointer's).
  "transition-not-taken": (u, to) => `transition ${u.index! + 1} of ${q(u.node)} (to ${q(to ?? "?")}) never taken`,
  "condition-never-false": (u) => `the "when" of transition ${u.index! + 1} of ${q(u.node)} never evaluated false`,
};

function uncoveredList(c: SpecCoverage): { kind: Uncovered["kind"]; node: string; index?: number; pointer: string; line: number; column: number; message: string }[] {
  const at = locator(c.text, c.coverage.uncovered.map((u) => u.pointer));
  return c.coverage.uncovered.map((u) => {
    const to = u.index === undefined ? undefined : c.coverage.transitions.list.find((t) => t.node === u.node && t.index === u.index)?.to;
    const p = at(u.pointer);
    return { ...u, line: p.line, column: p.column, message: UNCOVERED[u.kind](u, to) };
  });
}

const COVERAGE_MODEL = "outcomes covered: each node run, each transition taken, each condition also seen false";

function stylishCoverage(run: TestRun, p: Paint): string[] {
  const out: string[] = ["", p.bold(`Coverage (${COVERAGE_MODEL})`)];
  for (const c of run.coverage ?? []) {
    const v = c.coverage;
    out.push(
      `  ${p.bold(printable(c.spec))}  ${v.percent}%  nodes run ${v.nodes.visited}/${v.nodes.total}, transitions taken ${v.transitions.taken}/${v.transitions.total}, ` +
        `conditions seen true and false ${v.transitions.bothWays}/${v.transitions.conditional}`,
    );
    for (const u of uncoveredList(c)) out.push(`    ${p.dim(printable(`${c.spec}:${u.line}:${u.column}`))}  ${printable(u.message)}`);
  }
  const total = totalPercent(run);
  const below = run.coverageMin !== undefined && total < run.coverageMin;
  const line = `  total ${total}%${run.coverageMin === undefined ? "" : below ? `, below --coverage-min ${run.coverageMin}%` : ` (--coverage-min ${run.coverageMin}%)`}`;
  out.push(below ? p.red(p.bold(line)) : line);
  return out;
}

// Case names, node ids and values come from the files: each character a terminal would obey is
// printed as a \u escape (printable), as `check` prints them; the colours are added around them.
function stylishCase(file: TestFileReport, c: CaseOutcome, at: (p: string) => Position, p: Paint): string[] {
  const name = printable(file.name);
  if (c.passed) return [`${p.green("✓")} ${name} › ${printable(c.name)}`];
  const out = [`${p.red("✗")} ${name} › ${p.bold(printable(c.name))}`];
  for (const m of c.mismatches) out.push(`    ${printable(m.message)}`);
  out.push(`    ${p.dim("path:")} ${printable(c.simulation.path.join(" → "))}`);
  const shown = new Set<Step>();
  for (const m of c.mismatches) {
    const step = stepOf(m);
    if (step === undefined || shown.has(step)) continue;
    shown.add(step);
    const placed = placeStep(step, at);
    out.push(`    ${p.dim(printable(`at ${q(step.node)} (${file.specName}:${placed.line}:${placed.column}), visit ${step.visit}:`))}`);
    if (placed.transitions.length === 0) out.push(`      ${p.dim("(no transitions: the run ends here)")}`);
    for (const t of placed.transitions) {
      const mark = t.taken ? p.green(" ← taken") : t.evaluated ? "" : p.dim(" (not evaluated: an earlier transition was taken)");
      out.push(`      ${p.dim(printable(`${file.specName}:${t.line}:${t.column}`))}  ${printable(`transition ${t.index + 1} to ${q(t.to)}: ${t.text}`)}${mark}`);
    }
  }
  return out;
}

/** Each case as ✓ or ✗ with the reasons of a failure, the issues of files that could not run, the coverage, and a count. */
function stylish(run: TestRun, color: boolean): string {
  const p = paint(color);
  const out: string[] = [];
  for (const f of run.files) {
    if (f.cases.length === 0) continue;
    const at = specLocator(f);
    for (const c of f.cases) out.push(...stylishCase(f, c, at, p));
  }
  const withIssues: FileReport[] = [...run.specs, ...run.files].filter((f) => f.issues.length > 0).map((f) => ({ name: f.name, ...(f.text === undefined ? {} : { text: f.text }), issues: f.issues }));
  if (withIssues.length > 0) {
    if (out.length > 0) out.push("");
    out.push(stylishIssues(withIssues, color).trimEnd());
  }
  if (run.noFiles !== undefined) out.push(p.red(`no test files (*.agentspec-test.json) found in ${run.noFiles}`));
  if (run.coverage !== undefined) out.push(...stylishCoverage(run, p));
  const n = counts(run);
  const summary = `${n.failed > 0 || n.errors > 0 ? "✖" : "✔"} ${plural(n.cases, "case")}: ${n.passed} passed, ${n.failed} failed (${plural(n.files, "test file")}${n.errors > 0 ? `, ${plural(n.errors, "error")}` : ""})`;
  out.push("", n.failed > 0 || n.errors > 0 ? p.red(p.bold(summary)) : p.green(p.bold(summary)));
  return out.join("\n") + "\n";
}

/** The whole run as data: files with their cases (failures explained, transitions placed), issues, coverage and counts. */
function json(run: TestRun): string {
  const files = run.files.map((f) => {
    const at = specLocator(f);
    return {
      file: f.name,
      ...(f.specName === undefined ? {} : { spec: f.specName }),
      issues: f.issues,
      cases: f.cases.map((c) => ({
        name: c.name,
        index: c.index,
        passed: c.passed,
        status: c.simulation.status,
        path: c.simulation.path,
        end: c.simulation.end,
        vars: c.simulation.vars,
        failures: c.mismatches.map((m) => {
          const { step, ...rest } = m as Mismatch & { step?: Step };
          return step === undefined ? rest : { ...rest, step: placeStep(step, at) };
        }),
      })),
    };
  });
  const n = counts(run);
  const out: Record<string, unknown> = {
    summary: { ...n, passedAll: n.failed === 0 && n.errors === 0 && run.noFiles === undefined },
    files,
    specIssues: JSON.parse(jsonIssues(run.specs.map((s) => ({ name: s.name, issues: s.issues })))) as unknown,
  };
  if (run.noFiles !== undefined) out["noFiles"] = run.noFiles;
  if (run.coverage !== undefined) {
    out["coverage"] = {
      model: COVERAGE_MODEL,
      percent: totalPercent(run),
      ...(run.coverageMin === undefined ? {} : { min: run.coverageMin, met: totalPercent(run) >= run.coverageMin }),
      specs: run.coverage.map((c) => ({
        spec: c.spec,
        percent: c.coverage.percent,
        outcomes: c.coverage.outcomes,
        nodes: c.coverage.nodes,
        transitions: c.coverage.transitions,
        uncovered: uncoveredList(c),
      })),
    };
  }
  return JSON.stringify(out, null, 2) + "\n";
}

const escapeData = (s: string): string => printable(s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A"));
const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");

function caseText(f: TestFileReport, c: CaseOutcome, at: (p: string) => Position): string {
  return stylishCase(f, c, at, paint(false)).slice(1).map((l) => l.slice(4)).join("\n");
}

/** GitHub workflow commands: one ::error per failed case at the case in its test file, file issues, coverage. */
function github(run: TestRun): string {
  let out = githubIssues([...run.specs, ...run.files].map((f) => ({ name: f.name, issues: f.issues })));
  for (const f of run.files) {
    const failed = f.cases.filter((c) => !c.passed);
    if (failed.length === 0 || f.text === undefined) continue;
    const inTest = locator(f.text, failed.map((c) => `/cases/${c.index}/name`));
    const at = specLocator(f);
    for (const c of failed) {
      const pos = inTest(`/cases/${c.index}/name`);
      out += `::error file=${escapeProperty(f.name)},line=${pos.line},col=${pos.column},title=${escapeProperty(`agentspec test: ${c.name}`)}::${escapeData(caseText(f, c, at))}\n`;
    }
  }
  if (run.noFiles !== undefined) out += `::error title=agentspec test::${escapeData(`no test files (*.agentspec-test.json) found in ${run.noFiles}`)}\n`;
  if (run.coverage !== undefined) {
    for (const c of run.coverage) {
      for (const u of uncoveredList(c)) out += `::notice file=${escapeProperty(c.spec)},line=${u.line},col=${u.column},title=not covered::${escapeData(u.message)}\n`;
    }
    const total = totalPercent(run);
    if (run.coverageMin !== undefined && total < run.coverageMin) out += `::error title=coverage::${escapeData(`coverage ${total}% is below --coverage-min ${run.coverageMin}%`)}\n`;
  }
  return out;
}

const suiteName = (name: string): string => name.replace(/\.agentspec-test\.json$/i, "");

/** JUnit XML (as CI test reporters read it): a testsuite per test file, a testcase per case; file issues are errors. */
function junit(run: TestRun): string {
  const issueText = (issues: readonly Issue[]): string => issues.map((i) => `${i.range ? `${i.range.start.line}:${i.range.start.column} ` : ""}${i.message} [${i.code}]`).join("\n");
  const suites: JunitSuite[] = [...run.files, ...run.specs].map((f) => {
    const errors = f.issues.filter((i) => i.severity === "error");
    const at = specLocator(f);
    const of = { classname: suiteName(f.name), file: f.name };
    const cases: JunitCase[] = f.cases.map((c) => (c.passed ? { name: c.name, ...of } : { name: c.name, ...of, outcome: { kind: "failure", message: c.mismatches[0]?.message ?? "failed", type: c.mismatches[0]?.kind ?? "failure", text: caseText(f, c, at) } }));
    if (errors.length > 0) cases.push({ name: f.name, ...of, outcome: { kind: "error", message: errors[0]!.message, type: errors[0]!.code, text: issueText(f.issues) } });
    return { name: suiteName(f.name), file: f.name, cases };
  });
  return junitXml("agentspec test", suites);
}

/** The output formats of agentspec test, by name. */
export const TEST_FORMATS = { stylish, json, github, junit } satisfies Record<string, (run: TestRun, color: boolean) => string>;

export type TestFormat = keyof typeof TEST_FORMATS;
