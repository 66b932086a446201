// The platform's validation errors as the toolkit's issues: each message placed at the field path
// it starts with (`nodes[3].config.proxy: …`, as the 400 envelope writes it), else at its field,
// else at the document; with the spec's text, each gets its range.
import { cliCodes } from "../core/codes/cli.js";
import { findingOf, type Finding, type Issue } from "../core/issue.js";
import { toPointer } from "../core/pointer.js";
import { sortIssues } from "../core/order.js";
import { formatFinding } from "../core/finding-words.js";
import { locateFindings } from "../validate/validate.js";
import type { ValidationErrors } from "./errors.js";

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
 * The platform's `validationErrors` as issues (`remote/server-finding`, errors), each at the
 * pointer its message's field path names; with the spec's `text`, each has its range too.
 */
export function validationIssues(errors: ValidationErrors, text?: string): Issue[] {
  const findings = serverFindings(errors);
  if (text === undefined) return findings.map((f) => formatFinding(f, cliCodes));
  return sortIssues(locateFindings(text, findings, cliCodes), undefined);
}
