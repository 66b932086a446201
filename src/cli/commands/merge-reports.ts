// agentspec merge-reports: the JSON reports of the parts of a sharded check (check --shard <i>/<n>
// --format json) put back together as one run of all the files would have printed them. Each
// part's entries carry their place in the whole run ("position"), so the merge is exact whatever
// paths the run named; the entries without one (the suppressions file's unused entries, which
// every part may report) are combined by file. SARIF needs no merge: each part's log carries its
// own category, and code scanning keeps them all (docs/ci.md).
import { readFileSync } from "node:fs";
import { help, parse } from "../args.js";
import { UsageError, EXIT } from "../usage.js";
import { reason } from "../../workspace/files.js";
import { readJson } from "../../check/index.js";
import type { Issue } from "../../core/issue.js";
import { sortIssues } from "../../core/order.js";

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
function readReport(file: string): Entry[] {
  let text: string;
  try {
    text = readFileSync(file === "-" ? 0 : file, "utf8");
  } catch (e) {
    throw bad(file, `cannot be read: ${reason(e)}`);
  }
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

/** The parts' reports as one: entries in the whole run's order, each place once; without places, in the order given. */
export function mergeReports(reports: readonly { file: string; entries: readonly Entry[] }[]): Entry[] {
  const placed = new Map<number, { entry: Entry; from: string }>();
  const unplaced: Entry[] = [];
  const withPlace = reports.some((r) => r.entries.some((e) => e.position !== undefined));
  for (const { file, entries } of reports) {
    for (const e of entries) {
      if (e.position === undefined) {
        // Without places: reports of runs that were not split (the order given), or a part's run-wide entries.
        unplaced.push({ ...e });
        continue;
      }
      const before = placed.get(e.position);
      if (before !== undefined) throw bad(file, `lists position ${e.position} (${e.file}), as ${before.from} does (${before.entry.file}): the same part given twice, or parts of different runs`);
      const { position: _, ...rest } = e;
      placed.set(e.position, { entry: rest, from: file });
    }
  }
  const out = [...placed.entries()].sort((a, b) => a[0] - b[0]).map(([, p]) => p.entry);
  if (!withPlace) return unplaced;
  const byName = new Map(out.map((e) => [e.file, e]));
  for (const e of unplaced) {
    const same = byName.get(e.file);
    if (same !== undefined) combine(same, e);
    else {
      byName.set(e.file, e);
      out.push(e);
    }
  }
  return out;
}

export async function run(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("merge-reports", args, { format: { type: "string", short: "f" } });
  if (values.help) return help("merge-reports");
  if (values.format !== undefined && values.format !== "json") throw new UsageError(`merge-reports merges check's json reports (--format json), not "${values.format}"; SARIF needs no merge (docs/ci.md)`, "merge-reports");
  if (positionals.length === 0) throw new UsageError("name the reports to merge (each part's output of check --shard <i>/<n> --format json)", "merge-reports");
  if (positionals.filter((p) => p === "-").length > 1) throw new UsageError("standard input (-) can be read once", "merge-reports");
  const merged = mergeReports(positionals.map((file) => ({ file, entries: readReport(file) })));
  process.stdout.write(JSON.stringify(merged, null, 2) + "\n");
  return EXIT.clean;
}
