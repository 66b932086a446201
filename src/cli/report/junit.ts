// JUnit XML as CI test reporters read it (Jenkins, GitLab, Azure, CircleCI, dorny/test-reporter):
// one writer for every command that prints it (check, test) and for merge-reports, which reads a
// part's XML back (junit-read.ts) into the same model and writes it with this writer, so a merge
// of the parts is the whole run's text byte for byte. The counts of every element are the model's.
import type { Issue } from "../../core/issue.js";
import type { FileReport } from "../../workspace/file-report.js";

/** What a testcase holds besides its name: nothing (it passed), a failure, an error, a skip, or text on its standard output (it passed). */
export interface JunitOutcome {
  kind: "failure" | "error" | "skipped" | "system-out";
  message?: string;
  type?: string;
  text?: string;
}

export interface JunitCase {
  name: string;
  classname: string;
  file: string;
  outcome?: JunitOutcome;
}

export interface JunitSuite {
  name: string;
  file: string;
  /** <properties>: name and value pairs, in order. */
  properties?: [string, string][];
  cases: JunitCase[];
}

/** XML text and attribute values escaped; characters XML 1.0 cannot hold are dropped. */
export const xml = (s: string): string =>
  s
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

const count = (cases: readonly JunitCase[], kind: JunitOutcome["kind"]): number => cases.filter((c) => c.outcome?.kind === kind).length;

function testcase(c: JunitCase): string {
  const attrs = `name="${xml(c.name)}" classname="${xml(c.classname)}" file="${xml(c.file)}"`;
  const o = c.outcome;
  if (o === undefined) return `    <testcase ${attrs}/>`;
  const oAttrs = `${o.message === undefined ? "" : ` message="${xml(o.message)}"`}${o.type === undefined ? "" : ` type="${xml(o.type)}"`}`;
  const inner = o.text === undefined ? `<${o.kind}${oAttrs}/>` : `<${o.kind}${oAttrs}>${xml(o.text)}</${o.kind}>`;
  return `    <testcase ${attrs}>\n      ${inner}\n    </testcase>`;
}

function testsuite(s: JunitSuite): string {
  const head = `  <testsuite name="${xml(s.name)}" tests="${s.cases.length}" failures="${count(s.cases, "failure")}" errors="${count(s.cases, "error")}" skipped="${count(s.cases, "skipped")}" file="${xml(s.file)}">`;
  const props = s.properties?.length ? [`    <properties>`, ...s.properties.map(([n, v]) => `      <property name="${xml(n)}" value="${xml(v)}"/>`), `    </properties>`] : [];
  return [head, ...props, ...s.cases.map(testcase), "  </testsuite>"].join("\n");
}

/** The document: a <testsuites> named `name` holding the suites, its counts summed from theirs. */
export function junitXml(name: string, suites: readonly JunitSuite[]): string {
  const cases = suites.flatMap((s) => s.cases);
  const head = `<testsuites name="${xml(name)}" tests="${cases.length}" failures="${count(cases, "failure")}" errors="${count(cases, "error")}">`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${head}\n${suites.map(testsuite).join("\n")}${suites.length ? "\n" : ""}</testsuites>\n`;
}

/** The property that carries a file's place in the whole run (check, and each part of check --shard). */
export const POSITION_PROPERTY = "agentspec.position";

/** ESLint's classname: the path without its extension. */
const classnameOf = (file: string): string => file.replace(/\.[^./\\]*$/, "");

const SUPPRESSED = "suppressed by agentspec-suppressions.json";

function findingCase(file: string, i: Issue, suppressed: boolean): JunitCase {
  const at = i.range ? `${i.range.start.line}:${i.range.start.column} ` : "";
  // ESLint's text: "line 3, col 5, Error - message (rule)".
  const text = `${i.range ? `line ${i.range.start.line}, col ${i.range.start.column}, ` : ""}${i.severity === "error" ? "Error" : "Warning"} - ${i.message} (${i.code})`;
  const outcome: JunitOutcome = suppressed ? { kind: "skipped", message: SUPPRESSED, text } : i.severity === "error" ? { kind: "failure", message: i.message, type: i.code, text } : { kind: "system-out", text };
  return { name: `${at}${i.code}`, classname: classnameOf(file), file, outcome };
}

const placeOf = (c: JunitCase): [number, number] => {
  const m = /^(\d+):(\d+) /.exec(c.name);
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
};

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A suite's testcases in order: by line and column, then by name (the code), text (the message) and outcome. merge-reports orders by it too. */
export function caseOrder(a: JunitCase, b: JunitCase): number {
  const [la, ca] = placeOf(a);
  const [lb, cb] = placeOf(b);
  return la - lb || ca - cb || compare(a.name, b.name) || compare(a.outcome?.text ?? "", b.outcome?.text ?? "") || compare(a.outcome?.kind ?? "", b.outcome?.kind ?? "");
}

/** The testcase of a file with no finding (ESLint's: named after the file): it passed. */
export const passedCase = (file: string): JunitCase => ({ name: file, classname: classnameOf(file), file });

/** A file's suite: a testcase per finding (errors fail, warnings pass with their text, suppressed ones are skipped), or one that passed. */
export function fileSuite(r: FileReport, position: number | undefined): JunitSuite {
  const cases = [...r.issues.map((i) => findingCase(r.name, i, false)), ...(r.suppressed ?? []).map((i) => findingCase(r.name, i, true))].sort(caseOrder);
  return {
    name: r.name,
    file: r.name,
    ...(position === undefined ? {} : { properties: [[POSITION_PROPERTY, String(position)]] }),
    cases: cases.length > 0 ? cases : [passedCase(r.name)],
  };
}

/** check's JUnit: a testsuite per file (ESLint's junit formatter's shape; docs/decisions.md). */
export function junit(reports: readonly FileReport[]): string {
  return junitXml("agentspec", reports.map((r) => fileSuite(r, r.position)));
}
