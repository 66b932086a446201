// check --remote: the local check, plus the platform's validate for each spec, merged. What only
// the platform finds is reported as `remote/server-finding`, positioned where its field path allows.
import type { Finding, Issue } from "../../../core/issue.js";
import { sortIssues } from "../../../core/order.js";
import type { PlatformClient } from "../../../platform/client.js";
import { serverFindings } from "../../../platform/issues.js";
import { locateFindings } from "../../../validate/validate.js";
import { checkFile } from "../../files/document.js";
import { pathIssue, readInput, type Input, type Missing } from "../../files/files.js";
import { cliCodeDefinitions } from "../../report/code-definitions.js";
import type { FileReport } from "../../report/report.js";
import type { RuleSettings } from "../../../core/severity.js";

export { pathSegments, readPath, serverFindings } from "../../../platform/issues.js";

/**
 * Merge the platform's findings into a file's local issues: a server finding at a pointer where
 * the local check already has an error is the same fault, reported once (the local issue).
 */
export function mergeServerFindings(text: string, local: readonly Issue[], server: readonly Finding[]): Issue[] {
  const errorsAt = new Set(local.filter((i) => i.severity === "error").map((i) => i.pointer));
  const only = server.filter((f) => !errorsAt.has(f.pointer));
  return only.length === 0 ? [...local] : sortIssues([...local, ...locateFindings(text, only, cliCodeDefinitions)], undefined);
}

/** Check each input locally, then each spec on the platform; a platform failure stops the run (thrown). */
export async function checkRemote(client: PlatformClient, inputs: readonly (Input | Missing)[], options: (input: Input | Missing) => { strict: boolean; rules?: RuleSettings }): Promise<FileReport[]> {
  const reports: FileReport[] = [];
  for (const input of inputs) {
    const read = readInput(input);
    if ("error" in read) {
      reports.push({ name: input.name, issues: [pathIssue(read.error)] });
      continue;
    }
    const checked = checkFile(input.name, read.text, { ...options(input), invalid: read.invalid });
    let issues = checked.issues;
    if (checked.kind === "spec") {
      const answer = await client.validate(checked.value);
      if (!answer.valid) issues = mergeServerFindings(read.text, issues, serverFindings(answer.validationErrors));
    }
    reports.push(issues.length > 0 ? { name: input.name, text: read.text, issues } : { name: input.name, issues });
  }
  return reports;
}
