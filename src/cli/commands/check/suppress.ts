// check's suppressions step: read the repository's agentspec-suppressions.json (suppressionsPath),
// update it when asked (--suppress-all, --suppress-rule, --prune-suppressions; never otherwise),
// hide what it accepts, and report the suppressions that no longer match at their places in it.
import { resolve } from "node:path";
import type { Policy } from "../../../config/index.js";
import type { FileReport } from "../../../workspace/file-report.js";
import { unusedSuppressionsReport, withUnused } from "../../../workspace/check-files.js";
import { readSuppressions, suppress, suppressionsPath, writeSuppressions, type SuppressionMode } from "../../../workspace/suppressions.js";

/** The reports with the suppressions applied (and the file updated as `mode` says); with --no-config, the reports as they are. */
export function applySuppressions(reports: FileReport[], policy: Policy, mode: SuppressionMode, noConfig = false): FileReport[] {
  const path = suppressionsPath(policy, process.cwd(), noConfig);
  if (path === undefined) return reports;
  const { suppressions } = readSuppressions(path);
  if (mode.kind === "apply" && Object.keys(suppressions).length === 0) return reports;
  const result = suppress(reports, path, suppressions, mode);
  // Only the options that write the file write it: a plain run reads it and nothing else.
  if (result.changed && mode.kind !== "apply") {
    writeSuppressions(path, result.suppressions);
    const count = Object.values(result.suppressions).reduce((n, codes) => n + Object.values(codes).reduce((m, c) => m + c.count, 0), 0);
    process.stderr.write(`agentspec: ${mode.kind === "prune" ? "pruned" : "wrote"} ${path} (${count} finding${count === 1 ? "" : "s"} suppressed)\n`);
  }
  const unused = unusedSuppressionsReport(path, result.unused, policy);
  if (!unused) return reports;
  // The suppressions file checked in this run (a walk took it) is one report: its own findings and the unused entries.
  const own = reports.find((r) => r.toolFile === "suppressions" && resolve(r.name) === resolve(path));
  if (!own) return [...reports, unused];
  withUnused(own, unused);
  return reports;
}
