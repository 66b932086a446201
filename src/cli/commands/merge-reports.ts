// agentspec merge-reports: the JSON or JUnit reports of the parts of a sharded check (check --shard
// <i>/<n> --format json|junit) put back together as one run of all the files would have printed
// them. Each part's entries carry their place in the whole run (JSON: "position"; JUnit: the
// property agentspec.position of each testsuite), so the merge is exact whatever paths the run
// named; the entries without one (the suppressions file's unused entries, which every part may
// report) are combined by file. A part's format is told by its content: XML is JUnit. SARIF needs
// no merge: each part's log carries its own category, and code scanning keeps them all (docs/ci.md).
import { readFileSync } from "node:fs";
import { help, parse } from "../args.js";
import { UsageError, EXIT } from "../usage.js";
import { reason } from "../../workspace/files.js";
import { readJson } from "../../check/index.js";
import type { Issue } from "../../core/issue.js";
import { sortIssues } from "../../core/order.js";
import { caseOrder, junitXml, passedCase, POSITION_PROPERTY, type JunitCase, type JunitSuite } from "../report/junit.js";
import { JunitReadError, readJunit } from "../report/junit-read.js";

/** One file's entry of check's JSON report. */
interface Entry {
  file: string;
  errorCount: number;
  warningCount: number;
  issues: (Issue & { suppressed?: true })[];
  suppressedCount?: number;
  agents?: unknown[];
  position?: number;
}

/** A report that cannot be merged: exit 2, with the file and what is wrong with it. */
function bad(file: string, what: string): UsageError {
  return new UsageError(`${file}: ${what}`, "merge-reports");
}

/** A report's entries, checked to be check's JSON format. */
function readReport(file: string, text: string): Entry[] {
  const read = readJson(text);
  if ("issues" in read) {
    const first = read.issues[0];
    const at = first?.range ? `${first.range.start.line}:${first.range.start.column}: ` : "";
    throw bad(file, `${at}not JSON: ${first?.message ?? "unreadable"}`);
  }
  const value = read.value;
  if (!Array.isArray(value)) {
    const sarif = typeof value === "object" && value !== null && Array.isArray((value as { runs?: unknown }).runs);
    throw bad(file, sarif ? "a SARIF log needs no merge: upload each part's log, each has its own category (docs/ci.md)" : 'not a report of "agentspec check --format json" (an array of files)');
  }
  value.forEach((e: unknown, i) => {
    const x = e as Partial<Entry> | null;
    if (typeof x !== "object" || x === null || typeof x.file !== "string" || !Array.isArray(x.issues)) throw bad(file, `entry ${i} is not a file's report (it needs "file" and "issues")`);
    if (x.position !== undefined && !(Number.isInteger(x.position) && x.position >= 0)) throw bad(file, `entry ${i} (${x.file}): "position" must be a whole number ≥ 0`);
  });
  return value as Entry[];
}

/** An entry's issues combined with another's of the same file (each finding once), in the order check gives them. */
function combine(into: Entry, from: Entry): void {
  const seen = new Set(into.issues.map((i) => JSON.stringify(i)));
  const added = from.issues.filter((i) => !seen.has(JSON.stringify(i)));
  if (added.length === 0) return;
  into.issues = sortIssues([...into.issues, ...added] as Issue[], undefined);
  const shown = into.issues.filter((i) => i.suppressed !== true);
  into.errorCount = shown.filter((i) => i.severity === "error").length;
  into.warningCount = shown.filter((i) => i.severity === "warning").length;
}

/** How the merge sees one kind of entry: its place in the whole run, its file, and how two entries of one file combine. */
interface EntryKind<T> {
  position(e: T): number | undefined;
  name(e: T): string;
  /** The entry as the merged report prints it. */
  placed(e: T): T;
  copy(e: T): T;
  combine(into: T, from: T): void;
}

/** The parts' entries as one: in the whole run's order, each place once; without places, in the order given (entries of one file combined once any part has places). */
function mergeParts<T>(reports: readonly { file: string; entries: readonly T[] }[], kind: EntryKind<T>): T[] {
  const placed = new Map<number, { entry: T; from: string }>();
  const unplaced: T[] = [];
  const withPlace = reports.some((r) => r.entries.some((e) => kind.position(e) !== undefined));
  for (const { file, entries } of reports) {
    for (const e of entries) {
      const position = kind.position(e);
      if (position === undefined) {
        // Without places: reports of runs that were not split (the order given), or a part's run-wide entries.
        unplaced.push(kind.copy(e));
        continue;
      }
      const before = placed.get(position);
      if (before !== undefined) throw bad(file, `lists position ${position} (${kind.name(e)}), as ${before.from} does (${kind.name(before.entry)}): the same part given twice, or parts of different runs`);
      placed.set(position, { entry: kind.placed(e), from: file });
    }
  }
  const out = [...placed.entries()].sort((a, b) => a[0] - b[0]).map(([, p]) => p.entry);
  if (!withPlace) return unplaced;
  const byName = new Map(out.map((e) => [kind.name(e), e]));
  for (const e of unplaced) {
    const same = byName.get(kind.name(e));
    if (same !== undefined) kind.combine(same, e);
    else {
      byName.set(kind.name(e), e);
      out.push(e);
    }
  }
  return out;
}

const JSON_ENTRY: EntryKind<Entry> = {
  position: (e) => e.position,
  name: (e) => e.file,
  placed: (e) => {
    const { position: _, ...rest } = e;
    return rest;
  },
  copy: (e) => ({ ...e }),
  combine,
};

/** The parts' JSON reports as one: entries in the whole run's order, each place once; without places, in the order given. */
export function mergeReports(reports: readonly { file: string; entries: readonly Entry[] }[]): Entry[] {
  return mergeParts(reports, JSON_ENTRY);
}

/** Two suites of one file as the whole run writes it: each testcase once, in junit.ts's order; the file's passing testcase only when nothing else is left. */
function combineSuites(into: JunitSuite, from: JunitSuite): void {
  const key = (c: JunitCase): string => JSON.stringify([c.name, c.classname, c.file, c.outcome]);
  const seen = new Set(into.cases.map(key));
  const cases = [...into.cases, ...from.cases.filter((c) => !seen.has(key(c)))];
  const findings = cases.filter((c) => c.outcome !== undefined || c.name !== into.name);
  into.cases = findings.length > 0 ? findings.sort(caseOrder) : [passedCase(into.name)];
}

const JUNIT_SUITE: EntryKind<JunitSuite> = {
  position: (s) => {
    const value = s.properties?.find(([n]) => n === POSITION_PROPERTY)?.[1];
    return value === undefined ? undefined : Number(value);
  },
  name: (s) => s.name,
  placed: (s) => s,
  copy: (s) => ({ ...s, cases: [...s.cases] }),
  combine: combineSuites,
};

/** The parts' JUnit reports (as junit.ts writes them) as one: suites in the whole run's order, the counts summed anew. */
export function mergeJunit(reports: readonly { file: string; name: string; suites: readonly JunitSuite[] }[]): string {
  const name = reports[0]?.name ?? "agentspec";
  const other = reports.find((r) => r.name !== name);
  if (other !== undefined) throw bad(other.file, `a JUnit report of "${other.name}", while ${reports[0]!.file} is of "${name}": merge the parts of one command`);
  return junitXml(name, mergeParts(reports.map((r) => ({ file: r.file, entries: r.suites })), JUNIT_SUITE));
}

/** A part's JUnit, read: the positions it names checked. */
function readJunitPart(file: string, text: string): { file: string; name: string; suites: JunitSuite[] } {
  try {
    const read = readJunit(text);
    for (const s of read.suites) {
      const value = s.properties?.find(([n]) => n === POSITION_PROPERTY)?.[1];
      if (value !== undefined && !/^(?:0|[1-9]\d*)$/.test(value)) throw bad(file, `testsuite ${s.name}: "${POSITION_PROPERTY}" must be a whole number ≥ 0, not "${value}"`);
    }
    return { file, ...read };
  } catch (e) {
    if (!(e instanceof JunitReadError)) throw e;
    throw bad(file, `${e.line}:${e.column}: ${e.xml ? 'not a report of "agentspec check --format junit"' : "not XML"}: ${e.message}`);
  }
}

type Part = { file: string; format: "json"; entries: Entry[] } | { file: string; format: "junit"; name: string; suites: JunitSuite[] };

/** A part, its format told by its content: XML is JUnit, anything else is read as JSON. */
function readPart(file: string): Part {
  let text: string;
  try {
    text = readFileSync(file === "-" ? 0 : file, "utf8");
  } catch (e) {
    throw bad(file, `cannot be read: ${reason(e)}`);
  }
  if (/^\uFEFF?\s*</.test(text)) return { format: "junit", ...readJunitPart(file, text) };
  return { file, format: "json", entries: readReport(file, text) };
}

export async function run(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("merge-reports", args, { format: { type: "string", short: "f" } });
  if (values.help) return help("merge-reports");
  if (values.format !== undefined && values.format !== "json" && values.format !== "junit") throw new UsageError(`merge-reports merges check's json reports (--format json) and junit reports (--format junit), not "${values.format}"; SARIF needs no merge (docs/ci.md)`, "merge-reports");
  if (positionals.length === 0) throw new UsageError("name the reports to merge (each part's output of check --shard <i>/<n> --format json or --format junit)", "merge-reports");
  if (positionals.filter((p) => p === "-").length > 1) throw new UsageError("standard input (-) can be read once", "merge-reports");
  const parts = positionals.map(readPart);
  const format = values.format ?? parts[0]!.format;
  const odd = parts.find((p) => p.format !== format);
  if (odd !== undefined) {
    const said = values.format !== undefined ? `--format ${format}` : `${parts[0]!.file} is ${format === "json" ? "JSON" : "JUnit XML"}`;
    throw bad(odd.file, `is ${odd.format === "json" ? "JSON" : "JUnit XML"}, while ${said}: merge the parts of one format`);
  }
  if (format === "junit") {
    process.stdout.write(mergeJunit(parts.filter((p) => p.format === "junit")));
    return EXIT.clean;
  }
  const merged = mergeReports(parts.filter((p) => p.format === "json").map((p) => ({ file: p.file, entries: p.entries })));
  process.stdout.write(JSON.stringify(merged, null, 2) + "\n");
  return EXIT.clean;
}
