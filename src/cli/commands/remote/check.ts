// check --remote: the local check, plus the platform's validate for each spec, merged. What only
// the platform finds is reported as `remote/server-finding`, placed at the node and key it names,
// under the config's setting for that code like any other.
import type { Issue } from "../../../core/issue.js";
import type { CompiledPolicy } from "../../../config/index.js";
import { sortIssues } from "../../../core/order.js";
import { ruleSettler, type RuleSettings } from "../../../core/severity.js";
import type { PlatformClient } from "../../../platform/client.js";
import { platformFindings, serverFinding, type PlatformFinding } from "../../../platform/issues.js";
import { locateFindings } from "../../../validate/validate.js";
import { checkFile } from "../../../workspace/document.js";
import { pathIssue, readInput, type Input, type Missing } from "../../../workspace/files.js";
import { cliCodeDefinitions } from "../../../workspace/code-definitions.js";
import type { FileReport } from "../../report/report.js";

export { pathSegments, readPath, serverFindings, platformFindings } from "../../../platform/issues.js";

/**
 * Whether a platform finding is a fault the local check reported already: the same place, and the
 * same code (the platform named one), or the same words, or (the platform named no code) a local
 * error there. The same fault is reported once, as the local issue.
 */
export function sameFault(local: Issue, remote: PlatformFinding): boolean {
  if (local.pointer !== remote.pointer) return false;
  if (remote.code !== undefined) return local.code === remote.code || local.message === remote.message;
  return local.severity === "error" || local.message === remote.message;
}

/**
 * Merge the platform's findings into a file's local issues: what the local check reported already
 * is reported once (the local issue); the rest is `remote/server-finding`, placed in the text,
 * under `rules` (the config's setting for that code: "off" drops it, "warn" makes it a warning).
 */
export function mergeServerFindings(text: string, local: readonly Issue[], server: readonly PlatformFinding[], rules?: RuleSettings): Issue[] {
  const only = server.filter((f) => !local.some((i) => sameFault(i, f)));
  const findings = ruleSettler(rules)(only.map(serverFinding));
  return findings.length === 0 ? [...local] : sortIssues([...local, ...locateFindings(text, findings, cliCodeDefinitions)], undefined);
}

/** Check each input locally, then each spec on the platform; a platform failure stops the run (thrown). */
export async function checkRemote(client: PlatformClient, inputs: readonly (Input | Missing)[], options: (input: Input | Missing) => { strict: boolean; rules?: RuleSettings; policies?: readonly CompiledPolicy[] }): Promise<FileReport[]> {
  const reports: FileReport[] = [];
  for (const input of inputs) {
    const read = readInput(input);
    if ("error" in read) {
      reports.push({ name: input.name, issues: [pathIssue(read.error)] });
      continue;
    }
    const settings = options(input);
    const checked = checkFile(input.name, read.text, { ...settings, invalid: read.invalid });
    let issues = checked.issues;
    if (checked.kind === "spec") {
      const answer = await client.validate(checked.value);
      if (!answer.valid) issues = mergeServerFindings(read.text, issues, platformFindings(answer), settings.rules);
    }
    reports.push(issues.length > 0 ? { name: input.name, text: read.text, issues } : { name: input.name, issues });
  }
  return reports;
}
