// The document checker: one text (and its file name) in, its findings out. Every entry point that
// checks a document asks it: `agentspec check`, `check --fix` and applyFixes, `fmt`, the language
// server, the playground and the library's checkText. What kind of document a text is (spec,
// bundle, test file, or not JSON at all), the numbers parsers misread, a configuration's
// severities (applied by ruleSettler, the one applier) and the one placing of issues in the text are decided here, once.
import { readsAsBundle } from "../core/bundle-format.js";
import type { CodeTable } from "../core/code.js";
import { configCodes } from "../core/codes/config.js";
import { specCodes } from "../core/codes/spec.js";
import type { Finding, Issue } from "../core/issue.js";
import { inexactNumbers } from "../core/numbers.js";
import { parseJsonText, type TextFinding } from "../core/text.js";
import type { AgentSummary, ImportAgentSummary } from "../bundle/index.js";
import { importFindings } from "../bundle/check.js";
import { specTextValidator } from "../validate/text-validator.js";
import { sortIssues } from "../core/order.js";
import { locateFindings, specFindings } from "../validate/validate.js";
import { documentCodes, readJson } from "../validate/read.js";
import { TEST_FILE_SUFFIX, testFileSchemaFindings } from "../workflow/test-file.js";
import { documentSecrets, mayHoldSecrets, redactIssues, type SecretSpan, type Secrets } from "./secrets.js";
import { secretCodes } from "../core/codes/secrets.js";
import { webhookRiskFindings } from "./webhook-risks.js";
import { webhookRiskCodes } from "../core/codes/webhook-risks.js";
import type { CompiledPolicy } from "../config/types.js";
import { policyFindings, policyWording } from "./policies.js";

import { allowedSettings, ruleSettler, type RuleSetting, type RuleSettings } from "../core/severity.js";
export type { RuleSetting, RuleSettings };

/** The kinds of document the checker tells apart. */
export type DocumentKind = "spec" | "bundle" | "test" | "json";

/** Options of checkText. */
export interface CheckTextOptions {
  /** The file's name: a name ending in `.agentspec-test.json` is a test file whatever it holds. */
  fileName?: string;
  /** Report properties the schema does not name, as warnings. */
  strict?: boolean;
  /** Severities by code: `"off"` removes the code's findings, `"warn"`/`"error"` set their severity. */
  rules?: RuleSettings;
  /** A bundle's check: the agents that exist already (their conflicts are reported). */
  existing?: readonly AgentSummary[];
  /** A bundle's check: the application it is imported into (entries without one are of it). */
  applicationId?: number;
  /** Search the document for literal credentials (`secret/*`, redacted everywhere); default true. */
  secrets?: boolean;
  /** The repository's policies that apply to this document (a config's, compiled: `Policy.optionsFor(path).policies`). */
  policies?: readonly CompiledPolicy[];
}

/** What checking one document found. */
export interface CheckedDocument {
  /** What the text was read as: a spec, a bundle, a test file, or `json` when it is not a JSON value. */
  kind: DocumentKind;
  /** Whether no issue is an error. */
  valid: boolean;
  /** Every finding, worded, with its range in the text, sorted by position. */
  issues: Issue[];
  /** The parsed document (absent when the text is not JSON). */
  value?: unknown;
  /** The bundle's agents and their routes (bundles only). */
  agents?: ImportAgentSummary[];
  /**
   * Where the text holds literal credentials (UTF-16 offsets, end exclusive), whether or not their
   * codes are switched off: mask them (`maskSecrets`) before showing any of the text. Every issue's
   * message and params are already redacted of them.
   */
  secretSpans?: SecretSpan[];
}

/** How one document is read beyond the public options: the bytes that were not UTF-8, or the bundle check forced. */
export interface ReadOptions extends CheckTextOptions {
  /** Findings about the bytes of the file (readInput's invalid UTF-8), reported with the rest. */
  invalid?: readonly TextFinding[];
  /** Check any JSON value as a bundle (`agentspec bundle check`). */
  bundle?: boolean;
}

/** A kept checker for successive versions of one document (an editor's, the language server's). */
export interface DocumentChecker {
  /** checkText's kind, verdict and issues for `text` (its `value` is checkText's alone); a spec edited inside one node is read and checked again in that node only. */
  check(text: string, opts?: CheckTextOptions): CheckedDocument;
}

/** The codes no configuration changes (allowedSettings gives them none): what the text itself is (`json/*`), reading it (`io/*`), the toolkit failing (`internal/*`), and the config's own faults (`config/*`). */
export const fixedSeverity = (code: string): boolean => allowedSettings(code).length === 0;


/** Whether a parsed value is a test file by what it holds: an object with `spec` and `cases` (what a test file requires), no `nodes`, not a bundle. */
export function readsAsTestFile(value: unknown): boolean {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.hasOwn(value, "cases") && Object.hasOwn(value, "spec") && !Object.hasOwn(value, "nodes") && !readsAsBundle(value);
}

/** Whether a file's name makes it a test file (`*.agentspec-test.json`, any case). */
export const namedAsTestFile = (fileName: string | undefined): boolean => fileName !== undefined && fileName.toLowerCase().endsWith(TEST_FILE_SUFFIX);

/**
 * Check one document's text: told apart by its name and its value (a test file, a bundle, else a
 * spec), checked by its kind's validator, the numbers parsers misread added, a configuration's
 * severities applied, and every issue placed in the text once. Never throws on any text; throws a
 * TypeError for a misuse (a text that is not a string, a `rules` entry that names no code, names a
 * code that cannot be changed, or gives no setting).
 */
export function checkText(text: string, opts: CheckTextOptions = {}): CheckedDocument {
  return checkRead(text, opts);
}

/** checkText with what only a file read from disk has: its bytes that were not UTF-8, or the bundle check forced. */
export function checkRead(text: string, opts: ReadOptions = {}): CheckedDocument {
  mustBeText(text);
  const settle = ruleSettler(opts.rules, knownCodes());
  const parsed = parseJsonText(text);
  const invalid = opts.invalid ?? [];
  let secrets: Secrets | undefined;
  const placed = (kind: DocumentKind, findings: (Finding | TextFinding)[], value?: unknown): CheckedDocument =>
    done(kind, settle(locateFindings(text, secrets ? findings.concat(secrets.findings) : findings, wordingOf(opts.policies))), value, secrets);
  if (!parsed.parsed) return placed("json", [...invalid, ...parsed.findings]);
  const value = parsed.value;
  const kind = kindOf(value, opts);
  // The value is at hand: its strings are searched one by one, each only when it could hold a
  // credential (a whole-text mayHoldSecrets first would cost more than it saves: most specs hold a hint).
  if (opts.secrets !== false) secrets = documentSecrets(text, value);
  const found: (Finding | TextFinding)[] = [...invalid, ...parsed.findings, ...webhookRiskFindings(value, kind), ...policyFindings(value, kind, opts.policies)];
  // parseJsonText bounded the nesting already: the validators need not walk the value again.
  if (kind === "test") found.push(...testFileSchemaFindings(value, true));
  else if (kind === "spec") found.push(...specFindings(value, { strict: opts.strict === true }, true));
  else {
    // The import check's findings, unworded: each keeps whether it underlines a key or a value.
    const result = importFindings(value, { strict: opts.strict === true, ...(opts.existing ? { existing: opts.existing } : {}), ...(opts.applicationId === undefined ? {} : { applicationId: opts.applicationId }) });
    found.push(...result.findings);
    const checked = placed("bundle", found.concat(misreadNumbers(text, found)), value);
    checked.agents = result.agents;
    return checked;
  }
  return placed(kind, found.concat(misreadNumbers(text, found)), value);
}

/**
 * A checker kept for one document: each call answers as checkText, and a spec's text is read with
 * a kept reader, so a keystroke inside one node parses and checks that node again (and what relates
 * nodes), not the whole spec. Test files and bundles are checked afresh.
 */
export function documentChecker(): DocumentChecker {
  const validator = specTextValidator();
  return {
    check(text, opts = {}) {
      mustBeText(text);
      // What could read as a bundle or a test file (a `format` or `cases` key, or an escape that
      // could spell one) is checked afresh; a spec goes through the kept validator.
      if (namedAsTestFile(opts.fileName) || text.includes('"format"') || text.includes('"cases"') || text.includes("\\u")) return checkRead(text, opts);
      const settle = ruleSettler(opts.rules, knownCodes());
      const issues = validator.validate(text, { strict: opts.strict === true }).issues;
      if (issues.some((i) => UNREAD.has(i.code))) return done("json", issues);
      // The numbers parsers misread and the credentials, placed with the validator's issues (only when there are any).
      // The credentials and the risky webhooks read the value: parsed again only when the text could hold either.
      const withPolicies = opts.policies !== undefined && opts.policies.length > 0;
      const reread = (opts.secrets !== false && mayHoldSecrets(text)) || text.includes('"WEBHOOK"') || withPolicies ? parseJsonText(text) : undefined;
      const secrets = reread?.parsed && opts.secrets !== false ? documentSecrets(text, reread.value) : undefined;
      const risks = reread?.parsed ? webhookRiskFindings(reread.value, "spec") : [];
      const policed = reread?.parsed ? policyFindings(reread.value, "spec", opts.policies) : [];
      const extra = misreadNumbers(text, issues).concat(risks as never[], policed as never[], (secrets?.findings ?? []) as never[]);
      const all = extra.length === 0 ? issues : sortIssues(issues.concat(locateFindings(text, extra, wordingOf(opts.policies))), undefined);
      return done("spec", settle(all), undefined, secrets);
    },
  };
}

const wordings = new WeakMap<readonly CompiledPolicy[], CodeTable>();
/** The table that words a document's findings: the checker's codes, and the policies' when there are any. */
function wordingOf(policies: readonly CompiledPolicy[] | undefined): CodeTable {
  if (policies === undefined || policies.length === 0) return documentCodes();
  let table = wordings.get(policies);
  if (!table) wordings.set(policies, (table = { ...documentCodes(), ...policyWording(policies) }));
  return table;
}

/** The codes of a text that is not read as a value. */
const UNREAD = new Set(["json/empty", "json/syntax", "json/too-deep"]);

function kindOf(value: unknown, opts: ReadOptions): Exclude<DocumentKind, "json"> {
  if (opts.bundle !== true && namedAsTestFile(opts.fileName)) return "test";
  if (opts.bundle === true || readsAsBundle(value)) return "bundle";
  return readsAsTestFile(value) ? "test" : "spec";
}

function done(kind: DocumentKind, found: Issue[], value?: unknown, secrets?: Secrets): CheckedDocument {
  const issues = secrets ? redactIssues(found, secrets.values) : found;
  const out: CheckedDocument = { kind, valid: !issues.some((i) => i.severity === "error"), issues };
  if (kind !== "json") out.value = value;
  if (secrets && secrets.spans.length > 0) out.secretSpans = secrets.spans;
  return out;
}

// The numbers parsers misread, as warnings, except where an error of `found` is already about that
// value (`timeout: 1e400` is one issue: the schema's, which says the number reads as Infinity).
// Decided on the findings as detected, before a configuration changes their severities.
function misreadNumbers(text: string, found: readonly { severity: string; pointer: string }[]): TextFinding[] {
  const numbers = inexactNumbers(text);
  if (numbers.length === 0) return numbers;
  const errors = new Set(found.filter((f) => f.severity === "error").map((f) => f.pointer));
  return numbers.filter((f) => !errors.has(f.pointer));
}

let codes: Readonly<Record<string, unknown>> | undefined;
/** Every code a setting may name: a document's, and the config's own (a resolved config's `rules` is taken whole; config/* takes no setting). */
const knownCodes = (): Readonly<Record<string, unknown>> => (codes ??= { ...specCodes, ...documentCodes(), ...configCodes });

function mustBeText(text: unknown): void {
  if (typeof text !== "string") throw new TypeError(`checkText expects a string, got ${text === null ? "null" : typeof text}`);
}
