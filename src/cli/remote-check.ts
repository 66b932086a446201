// check --remote: the local check, plus the platform's validate for each spec, merged. What only
// the platform finds is reported as `remote/server-finding`, positioned where its field path allows.
import { findingOf, type Finding, type Issue } from "../core/issue.js";
import { toPointer } from "../core/pointer.js";
import { sortIssues } from "../core/order.js";
import type { PlatformClient } from "../platform/client.js";
import type { ValidationErrors } from "../platform/errors.js";
import { locateFindings } from "../validate/validate.js";
import { checkFile } from "./document.js";
import { pathIssue, readInput, type Input, type Missing } from "./files.js";
import { cliMessages } from "./messages.js";
import type { FileReport } from "./report.js";
import type { RuleSettings } from "../core/severity.js";

/**
 * Read a field path as the platform's envelope writes it (`nodes[3].config.proxy`, `a["b.c"]`) from
 * the start of `text`: its JSON Pointer segments and where it ends; undefined when none starts there.
 */
export function readPath(text: string): { segments: (string | number)[]; end: number } | undefined {
  const out: (string | number)[] = [];
  let i = 0;
  const name = /^[^.[\]"'\s:]+/;
  for (;;) {
    const rest = text.slice(i);
    if (rest.startsWith("[")) {
      const index = /^\[(0|[1-9]\d*)\]/.exec(rest);
      const quoted = index ? null : /^\[("(?:[^"\\]|\\.)*")\]/.exec(rest);
      if (index) out.push(Number(index[1]));
      else if (quoted) {
        try {
          out.push(JSON.parse(quoted[1]!) as string);
        } catch {
          break;
        }
      } else break;
      i += (index ?? quoted)![0].length;
      continue;
    }
    const dotted = out.length > 0 && rest.startsWith(".");
    if (out.length > 0 && !dotted) break;
    const m = name.exec(dotted ? rest.slice(1) : rest);
    if (!m) break;
    out.push(m[0]);
    i += m[0].length + (dotted ? 1 : 0);
  }
  return out.length === 0 ? undefined : { segments: out, end: i };
}

/** A whole text read as a field path; undefined when it is not exactly one. */
export function pathSegments(path: string): (string | number)[] | undefined {
  const read = readPath(path);
  return read !== undefined && read.end === path.length ? read.segments : undefined;
}

/** The platform's validation errors as findings: each at the pointer its message's path names, else at its field. */
export function serverFindings(errors: ValidationErrors): Finding[] {
  const out: Finding[] = [];
  const finding = (pointer: string, message: string): Finding => findingOf("remote/server-finding", "error", pointer, { message });
  for (const message of errors.formErrors) out.push(finding("", message));
  for (const [field, messages] of Object.entries(errors.fieldErrors)) {
    for (const message of messages) {
      const path = readPath(message);
      if (path !== undefined && message.startsWith(": ", path.end) && String(path.segments[0]) === field) out.push(finding(toPointer(path.segments), message.slice(path.end + 2)));
      else out.push(finding(toPointer([field]), message));
    }
  }
  return out;
}

/**
 * Merge the platform's findings into a file's local issues: a server finding at a pointer where
 * the local check already has an error is the same fault, reported once (the local issue).
 */
export function mergeServerFindings(text: string, local: readonly Issue[], server: readonly Finding[]): Issue[] {
  const errorsAt = new Set(local.filter((i) => i.severity === "error").map((i) => i.pointer));
  const only = server.filter((f) => !errorsAt.has(f.pointer));
  return only.length === 0 ? [...local] : sortIssues([...local, ...locateFindings(text, only, cliMessages)], undefined);
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
