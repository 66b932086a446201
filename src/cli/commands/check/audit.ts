// check --audit: the security preset. Only the security codes are reported (secret/*, webhook/*,
// policy/*, and what says a file could not be read), none of them switched off by the config, and
// a summary by code and by file follows: on stdout after a stylish report, on stderr beside a
// machine format (json and SARIF stay one document each).
import type { Issue } from "../../../core/issue.js";
import type { RuleSettings } from "../../../core/severity.js";
import type { FileReport } from "../../report/report.js";

/** The security codes: what an audit reports. */
export const isSecurityCode = (code: string): boolean => /^(?:secret|webhook|policy)\//.test(code);

/** What an audit keeps besides the security codes: a file it could not read or parse, the toolkit failing, a config it cannot use. */
const unreadable = (code: string): boolean => /^(?:json|io|internal|config)\//.test(code);

/** The config's settings without those that switch a security code off (an audit turns every one on; warn and error stay). */
export function auditRules(rules: RuleSettings): RuleSettings {
  const entries = Object.entries(rules).filter(([code, setting]) => !(isSecurityCode(code) && setting === "off"));
  return entries.length === Object.keys(rules).length ? rules : Object.fromEntries(entries);
}

const kept = (i: Issue): boolean => isSecurityCode(i.code) || unreadable(i.code);

/** The reports with only what an audit reports (suppressed findings of other codes dropped too). */
export function auditReports(reports: readonly FileReport[]): FileReport[] {
  return reports.map((r) => {
    const out: FileReport = { ...r, issues: r.issues.filter(kept) };
    if (r.suppressed) out.suppressed = r.suppressed.filter(kept);
    return out;
  });
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The summary: each code with its count and severity, then each file with its count, worst first; suppressed findings counted apart. */
export function auditSummary(reports: readonly FileReport[]): string {
  const byCode = new Map<string, { errors: number; warnings: number }>();
  const byFile: [string, number][] = [];
  let suppressed = 0;
  for (const r of reports) {
    const found = r.issues.filter((i) => isSecurityCode(i.code));
    suppressed += (r.suppressed ?? []).filter((i) => isSecurityCode(i.code)).length;
    if (found.length > 0) byFile.push([r.name, found.length]);
    for (const i of found) {
      const c = byCode.get(i.code) ?? { errors: 0, warnings: 0 };
      if (i.severity === "error") c.errors++;
      else c.warnings++;
      byCode.set(i.code, c);
    }
  }
  const total = byFile.reduce((n, [, k]) => n + k, 0);
  const lines = [`Audit: ${plural(total, "security finding")} in ${plural(byFile.length, "file")} of ${plural(reports.length, "file")} checked${suppressed > 0 ? ` (${suppressed} suppressed, not counted)` : ""}`];
  if (total > 0) {
    const codes = [...byCode].sort((a, b) => b[1].errors + b[1].warnings - (a[1].errors + a[1].warnings) || (a[0] < b[0] ? -1 : 1));
    const width = Math.max(...codes.map(([c]) => c.length));
    lines.push("", "By code:");
    for (const [code, c] of codes) lines.push(`  ${code.padEnd(width)}  ${String(c.errors + c.warnings).padStart(5)}  ${[c.errors > 0 ? plural(c.errors, "error") : "", c.warnings > 0 ? plural(c.warnings, "warning") : ""].filter(Boolean).join(", ")}`);
    const files = [...byFile].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    lines.push("", "By file:");
    for (const [name, n] of files) lines.push(`  ${String(n).padStart(5)}  ${name}`);
  }
  return lines.join("\n") + "\n";
}
