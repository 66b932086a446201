// The answers of the two POST operations, from the request body's bytes to a status and a JSON
// body: pure and synchronous, so the same function runs in the request's thread or in a worker
// (pool.ts) and gives the same answer in both.
import type { Finding, Issue } from "../core/issue.js";
import { isObject } from "../core/json.js";
import { parseJsonText, type TextFinding } from "../core/text.js";
import { checkAgentImport, type AgentSummary } from "../bundle/index.js";
import { toErrorEnvelope } from "../validate/envelope.js";
import { locateFindings, specFindings } from "../validate/validate.js";

/** A status and the JSON body that goes with it. */
export interface Answer {
  status: number;
  body: unknown;
}

/** Options of the answers (structured-cloneable: they cross to a worker). */
export interface AnswerOptions {
  /** Unknown properties become warnings with a did-you-mean (the validators' `strict`). */
  strict?: boolean;
  /** The platform's agents, for the import check's conflicts. */
  existing?: readonly AgentSummary[];
}

/** The 400 body of a request whose body could not be read as the operation's JSON. */
export interface BodyErrorEnvelope {
  error: string;
  code: "validation/invalid-body";
  validationErrors: { formErrors: string[]; fieldErrors: Record<string, string[]> };
  details?: { issues: Issue[] };
}

const fieldErrors = (entries: [string, string][]): Record<string, string[]> => {
  const out = Object.create(null) as Record<string, string[]>;
  for (const [k, v] of entries) {
    if (Object.prototype.hasOwnProperty.call(out, k)) out[k]!.push(v);
    else Object.defineProperty(out, k, { value: [v], enumerable: true, writable: true, configurable: true });
  }
  return out;
};

/** A 400 for a body that is not the operation's JSON (not UTF-8, not JSON, not the expected shape). */
export function badBody(formErrors: string[], fields: [string, string][] = [], issues?: Issue[]): Answer {
  const n = formErrors.length + fields.length;
  const body: BodyErrorEnvelope = {
    error: `The request body is not valid: ${n} error${n === 1 ? "" : "s"}.`,
    code: "validation/invalid-body",
    validationErrors: { formErrors, fieldErrors: fieldErrors(fields) },
  };
  if (issues !== undefined) body.details = { issues };
  return { status: 400, body };
}

// The first byte that breaks UTF-8 (the WHATWG decoder's rules), for the message.
function firstInvalidByte(bytes: Uint8Array): number {
  let needed = 0, lower = 0x80, upper = 0xbf, start = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    if (needed === 0) {
      start = i;
      if (b <= 0x7f) continue;
      if (b >= 0xc2 && b <= 0xdf) needed = 1;
      else if (b >= 0xe0 && b <= 0xef) {
        if (b === 0xe0) lower = 0xa0;
        if (b === 0xed) upper = 0x9f;
        needed = 2;
      } else if (b >= 0xf0 && b <= 0xf4) {
        if (b === 0xf0) lower = 0x90;
        if (b === 0xf4) upper = 0x8f;
        needed = 3;
      } else return i;
      continue;
    }
    if (b < lower || b > upper) return start;
    lower = 0x80;
    upper = 0xbf;
    needed--;
  }
  return needed === 0 ? -1 : start;
}

/** The body's text, or the 400 for bytes that are not UTF-8. A byte-order mark is kept (positions count it). */
export function decodeBody(bytes: Uint8Array): { text: string } | { answer: Answer } {
  try {
    return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    return { answer: badBody([`the body is not valid UTF-8: the sequence at byte ${firstInvalidByte(bytes)} is not UTF-8 (JSON bodies are UTF-8)`]) };
  }
}

/** Parse the body's text: its value, and the 400 when it is not JSON (syntax, repeated keys, nesting). */
function parseBody(text: string): { value: unknown; findings: TextFinding[] } | { answer: Answer } {
  const parsed = parseJsonText(text);
  // Repeated keys are errors, not a parse failure: the caller places them with the rest.
  if (!parsed.parsed) {
    const issues = locateFindings(text, parsed.findings);
    return { answer: badBody(issues.map((i) => `${place(i)}${i.message}`), [], issues) };
  }
  return { value: parsed.value, findings: parsed.findings };
}

const place = (i: Issue): string => (i.range === undefined ? "" : `line ${i.range.start.line}, column ${i.range.start.column}: `);

/** Re-root findings of a value found at `base` inside the body. */
const under = (base: string, findings: readonly Finding[]): Finding[] => findings.map((f) => ({ ...f, pointer: base + f.pointer }));

/**
 * `POST /agents/schema/validate/`: the body `{ spec }`. 200 `{ valid: true, issues }` (warnings,
 * positioned in the body) when the spec has no error; else 400 with the seed's envelope, issues
 * placed relative to the request body (`fieldErrors.spec`, each message prefixed with its path from
 * the body: `spec.nodes[3].config.proxy: …`), and every issue, positioned, in `details.issues`.
 */
export function answerValidate(bytes: Uint8Array, opts: AnswerOptions = {}): Answer {
  const decoded = decodeBody(bytes);
  if ("answer" in decoded) return decoded.answer;
  const text = decoded.text;
  const parsed = parseBody(text);
  if ("answer" in parsed) return parsed.answer;
  const body = parsed.value;
  if (!isObject(body)) return badBody([`the body must be a JSON object { "spec": <AgentSpec> }, not ${Array.isArray(body) ? "an array" : body === null ? "null" : `a ${typeof body}`}`]);
  const unknown = Object.keys(body).filter((k) => k !== "spec");
  if (!Object.hasOwn(body, "spec") || unknown.length > 0) {
    const fields: [string, string][] = unknown.map((k) => [k, `${JSON.stringify(k)}: not a member of the body (it holds one member, "spec")`]);
    if (!Object.hasOwn(body, "spec")) fields.unshift(["spec", 'spec: required (the body is { "spec": <AgentSpec> })']);
    return badBody([], fields);
  }
  const findings: Finding[] = [...parsed.findings, ...under("/spec", specFindings(body["spec"], { strict: opts.strict === true }, true))];
  const issues = locateFindings(text, findings);
  const envelope = toErrorEnvelope(issues);
  if (envelope === undefined) return { status: 200, body: { valid: true, issues } };
  return { status: 400, body: { ...envelope, details: { issues } } };
}

/**
 * `POST /agents/import/`, as the import check: 200 `{ ok: true, check }` when the bundle would
 * import; 409 `{ error, code: "import/conflict", details: { conflicts, check } }` when its only
 * errors are conflicts (ids or names taken, by the platform's agents or inside the bundle); else
 * 400 with the envelope, pointers into the bundle.
 */
export function answerImport(bytes: Uint8Array, opts: AnswerOptions = {}): Answer {
  const decoded = decodeBody(bytes);
  if ("answer" in decoded) return decoded.answer;
  const parsed = parseBody(decoded.text);
  if ("answer" in parsed) return parsed.answer;
  const textIssues = locateFindings(decoded.text, parsed.findings);
  const check = checkAgentImport(parsed.value, { strict: opts.strict === true, ...(opts.existing === undefined ? {} : { existing: opts.existing }) });
  const issues = [...textIssues, ...check.issues];
  const errors = issues.filter((i) => i.severity === "error");
  if (errors.length === 0) return { status: 200, body: { ok: true, check } };
  if (errors.every((i) => CONFLICTS.has(i.code))) {
    const conflicts = check.agents.filter((a) => a.action === "conflict");
    const n = conflicts.length;
    return { status: 409, body: { error: `The import conflicts with agents the platform holds or that come earlier in the bundle: ${n} agent${n === 1 ? "" : "s"}.`, code: "import/conflict", details: { conflicts, check } } };
  }
  return { status: 400, body: { ...(toErrorEnvelope(errors) as object), details: { issues } } };
}

const CONFLICTS = new Set<string>(["bundle/conflict-id", "bundle/conflict-name", "bundle/duplicate-id", "bundle/duplicate-name"]);
