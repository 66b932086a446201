// The platform's validation errors as the toolkit's issues: each placed at the node and key it is
// about. Where the answer carries `details.issues` (the toolkit's own server does), their pointers
// are exact; else each message of `validationErrors` is placed at the field path it starts with
// (`nodes[3].config.proxy: …`, as the 400 envelope writes it), else at its field key (itself read
// as a path when it is one: `{"nodes[0].config.proxy": […]}`), else at the document. Paths and
// pointers are relative to the request body: a leading `spec` segment (the body of validate is
// `{ spec }`) is stripped, so every place is one in the spec. With the spec's text, each gets its range.
import { cliCodes } from "../core/codes/cli.js";
import { findingOf, type Finding, type Issue } from "../core/issue.js";
import { isWellFormedPointer, parsePointer, toPointer } from "../core/pointer.js";
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

/** One finding of the platform: where it is in the spec, what it says, and the platform's own code when it gave one. */
export interface PlatformFinding {
  pointer: string;
  message: string;
  /** The code the platform gave this finding (the toolkit's server gives its issues' codes). */
  code?: string;
}

/** What a refusal of the platform carries: its validation errors, and its details when it sent any. */
export interface PlatformRefusal {
  validationErrors?: ValidationErrors | undefined;
  details?: unknown;
}

// The spec inside the request body: validate and createAgent send `{ spec, … }`, so a place of the
// body under `spec` is that place of the spec, and `spec` alone is the spec itself.
const inSpec = (segments: readonly (string | number)[]): (string | number)[] => (segments[0] === "spec" ? segments.slice(1) : [...segments]);

const startsWith = (segments: readonly (string | number)[], prefix: readonly (string | number)[]): boolean => prefix.every((s, i) => String(segments[i]) === String(s));

/** The issues of `details.issues` (the toolkit's server): errors only, as the envelope holds; undefined when there are none to read. */
function detailIssues(details: unknown): PlatformFinding[] | undefined {
  const issues = details !== null && typeof details === "object" && !Array.isArray(details) ? (details as Record<string, unknown>)["issues"] : undefined;
  if (!Array.isArray(issues) || issues.length === 0) return undefined;
  const out: PlatformFinding[] = [];
  for (const i of issues) {
    if (i === null || typeof i !== "object") return undefined;
    const { pointer, message, code, severity } = i as Record<string, unknown>;
    if (typeof pointer !== "string" || !isWellFormedPointer(pointer) || typeof message !== "string") return undefined;
    if (severity === "warning") continue;
    out.push({ pointer: toPointer(inSpec(parsePointer(pointer))), message, ...(typeof code === "string" ? { code } : {}) });
  }
  return out;
}

/** The places and words of `validationErrors`: each message at the path it starts with, else at its field key. */
function envelopeFindings(errors: ValidationErrors): PlatformFinding[] {
  const out: PlatformFinding[] = [];
  for (const message of errors.formErrors) out.push({ pointer: "", message });
  for (const [field, messages] of Object.entries(errors.fieldErrors)) {
    // A key may be a path itself (`nodes[0].config.proxy`); a key that is not one is one segment.
    const key = pathSegments(field) ?? [field];
    for (const message of messages) {
      const path = readPath(message);
      if (path !== undefined && message.startsWith(": ", path.end) && startsWith(path.segments, key)) out.push({ pointer: toPointer(inSpec(path.segments)), message: message.slice(path.end + 2) });
      else out.push({ pointer: toPointer(inSpec(key)), message });
    }
  }
  return out;
}

/**
 * The platform's findings in a refusal (a 400): from `details.issues` when it holds them (exact
 * pointers and codes), else from `validationErrors`; each placed in the spec.
 */
export function platformFindings(refusal: PlatformRefusal | ValidationErrors): PlatformFinding[] {
  const r: PlatformRefusal = "fieldErrors" in refusal || "formErrors" in refusal ? { validationErrors: refusal as ValidationErrors } : (refusal as PlatformRefusal);
  const exact = detailIssues(r.details);
  if (exact !== undefined) return exact;
  return r.validationErrors === undefined ? [] : envelopeFindings(r.validationErrors);
}

/** A platform finding as the toolkit's `remote/server-finding` (an error, "the platform: …"). */
export const serverFinding = (f: PlatformFinding): Finding => findingOf("remote/server-finding", "error", f.pointer, { message: f.message });

/** The platform's validation errors (or a whole refusal with its details) as findings, each at the place it names. */
export function serverFindings(refusal: PlatformRefusal | ValidationErrors): Finding[] {
  return platformFindings(refusal).map(serverFinding);
}

/**
 * The platform's refusal as issues (`remote/server-finding`, errors), each at the node and key it
 * names: pass its `validationErrors`, or the whole refusal (a PlatformError, or validate's answer)
 * so that `details.issues` are read where present. With the spec's `text`, each has its range too.
 */
export function validationIssues(refusal: PlatformRefusal | ValidationErrors, text?: string): Issue[] {
  const findings = serverFindings(refusal);
  if (text === undefined) return findings.map((f) => formatFinding(f, cliCodes));
  return sortIssues(locateFindings(text, findings, cliCodes), undefined);
}
