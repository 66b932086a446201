// The job summary: counts by severity and by code, the files with the most findings, and the
// diff's markdown (with its graph) when the run compared with a ref.

/** One file's report as `agentspec check --format json` prints it. */
export interface FileReport {
  file: string;
  errorCount: number;
  warningCount: number;
  issues: { code: string; severity: "error" | "warning" }[];
}

/** How many of the worst files the summary lists. */
export const WORST_FILES = 10;

const cell = (s: string): string => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** The job summary's markdown for these reports (and the diff's markdown, "" when there is none). */
export function summaryOf(reports: readonly FileReport[], diffMarkdown: string, version: string): string {
  const errors = reports.reduce((n, r) => n + r.errorCount, 0);
  const warnings = reports.reduce((n, r) => n + r.warningCount, 0);
  const lines = [`## agentspec check`, "", `${reports.length} file(s) checked with agentspec ${version}: **${errors} error(s)**, **${warnings} warning(s)**.`, ""];
  const byCode = new Map<string, { severity: string; count: number }>();
  for (const r of reports) for (const i of r.issues) {
    const key = `${i.severity}\u0000${i.code}`;
    byCode.set(key, { severity: i.severity, count: (byCode.get(key)?.count ?? 0) + 1 });
  }
  if (byCode.size > 0) {
    lines.push("| severity | code | findings |", "|---|---|---:|");
    const rows = [...byCode.entries()].sort(([a, x], [b, y]) => (x.severity === y.severity ? y.count - x.count || (a < b ? -1 : 1) : x.severity === "error" ? -1 : 1));
    for (const [key, { severity, count }] of rows) lines.push(`| ${severity} | \`${cell(key.split("\u0000")[1]!)}\` | ${count} |`);
    lines.push("");
    const worst = reports.filter((r) => r.errorCount + r.warningCount > 0).sort((a, b) => b.errorCount - a.errorCount || b.warningCount - a.warningCount || (a.file < b.file ? -1 : 1)).slice(0, WORST_FILES);
    lines.push("### Files with the most findings", "", "| file | errors | warnings |", "|---|---:|---:|");
    for (const r of worst) lines.push(`| \`${cell(r.file)}\` | ${r.errorCount} | ${r.warningCount} |`);
    lines.push("");
  }
  if (diffMarkdown !== "") lines.push(diffMarkdown.trimEnd(), "");
  return lines.join("\n") + "\n";
}
