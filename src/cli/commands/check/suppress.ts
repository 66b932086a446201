// check's suppressions step: read agentspec-suppressions.json (beside the nearest config), update
// it when asked (--suppress-all, --suppress-rule, --prune-suppressions), hide what it accepts, and
// add a report of the suppressions that no longer match.
import type { Policy } from "../../../config/index.js";
import type { FileReport } from "../../report/file-report.js";
import { applyRuleSettings } from "../../../core/severity.js";
import { policyPath } from "../../config.js";
import { readSuppressions, suppress, suppressionsPath, unusedReport, writeSuppressions, type SuppressionMode } from "../../suppressions.js";

/** The reports with the suppressions applied (and the file updated as `mode` says). */
export function applySuppressions(reports: FileReport[], policy: Policy, mode: SuppressionMode): FileReport[] {
  const path = suppressionsPath(policy.dir);
  const { suppressions } = readSuppressions(path);
  if (mode.kind === "apply" && Object.keys(suppressions).length === 0) return reports;
  const result = suppress(reports, path, suppressions, mode);
  if (result.changed) {
    writeSuppressions(path, result.suppressions);
    const count = Object.values(result.suppressions).reduce((n, codes) => n + Object.values(codes).reduce((m, c) => m + c.count, 0), 0);
    process.stderr.write(`agentspec: ${mode.kind === "prune" ? "pruned" : "wrote"} ${path} (${count} finding${count === 1 ? "" : "s"} suppressed)\n`);
  }
  const unused = unusedReport(path, result.unused);
  if (!unused) return reports;
  // The config's setting of suppressions/unused, as for the suppressions file's own path.
  unused.issues = applyRuleSettings(unused.issues, policy.optionsFor(policyPath(path)).rules);
  return unused.issues.length > 0 ? [...reports, unused] : reports;
}
