// Checking one document's text the way the command does: JSON first, then a spec or a bundle.
import { readsAsBundle } from "../core/bundle-format.js";
import { checkAgentImport, type ImportAgentSummary } from "../bundle/index.js";
import { cliMessages } from "./messages.js";
import { inexactNumbers } from "../core/numbers.js";
import type { Finding } from "../core/issue.js";
import type { AgentSummary } from "../bundle/index.js";
import type { Issue } from "../core/issue.js";
import { parseJsonText, type TextFinding } from "../core/text.js";
import { locateFindings, specFindings } from "../validate/validate.js";
import { specTextValidator } from "../validate/text-validator.js";
import { sortIssues } from "../core/order.js";
import { applyRuleSettings, type RuleSettings } from "../core/severity.js";
import { TEST_FILE_SUFFIX, validateTestFileText } from "../workflow/test-file.js";

/** The value of JSON text, or its located issues: not JSON, a key repeated in one object, excess nesting. */
export function readJsonText(text: string): { value: unknown } | { issues: Issue[] } {
  const parsed = parseJsonText(text);
  if (!parsed.parsed || parsed.findings.length > 0) return { issues: locateFindings(text, parsed.findings, cliMessages) };
  return { value: parsed.value };
}

/** A spec, or a bundle: `format: "agentspec-bundle"`, or a `format` with `agents` and no `nodes` (a bundle with a wrong format). */
export const isBundle = readsAsBundle;

export interface Checked {
  kind: "spec" | "bundle" | "json" | "test";
  issues: Issue[];
  /** The parsed document (absent when the text is not JSON). */
  value?: unknown;
  /** The bundle's agents and their routes (bundles only). */
  agents?: ImportAgentSummary[];
}

/**
 * Check one document's text: a spec as validateSpecText does, a bundle (or with `bundle`, anything)
 * with checkAgentImport; every issue has a range. Text that is not JSON gives its syntax issue.
 * `invalid`: the bytes of the file that were not UTF-8 (readInput's), reported with the rest.
 */
export function checkText(text: string, opts: { strict?: boolean; existing?: readonly AgentSummary[]; bundle?: boolean; invalid?: readonly TextFinding[] } = {}): Checked {
  const parsed = parseJsonText(text);
  const invalid = opts.invalid ?? [];
  if (!parsed.parsed) return { kind: "json", issues: locateFindings(text, [...invalid, ...parsed.findings], cliMessages) };
  const strict = opts.strict === true;
  // parseJsonText bounded the nesting already (specFindings need not walk the value again)
  if (opts.bundle !== true && !isBundle(parsed.value)) {
    const findings = [...invalid, ...parsed.findings, ...specFindings(parsed.value, { strict }, true)];
    return { kind: "spec", issues: locateFindings(text, withNumbers(text, findings), cliMessages), value: parsed.value };
  }
  const result = checkAgentImport(parsed.value, opts.existing ? { strict, existing: opts.existing } : { strict });
  // The import check's issues carry code and params, so their definitions word them again, the same.
  const findings = [...invalid, ...parsed.findings, ...(result.issues as readonly Issue[] as readonly Finding[])];
  return { kind: "bundle", issues: locateFindings(text, withNumbers(text, findings), cliMessages), value: parsed.value, agents: result.agents };
}

function withNumbers(text: string, findings: Finding[]): Finding[] {
  const numbers = misreadNumbers(text, findings);
  return numbers.length === 0 ? findings : findings.concat(numbers);
}

// The numbers parsers misread, as warnings, except where an error of `found` is already about that
// value (`timeout: 1e400` is one issue: the schema's, which says the number reads as Infinity).
function misreadNumbers(text: string, found: readonly { severity: string; pointer: string }[]): TextFinding[] {
  const numbers = inexactNumbers(text);
  if (numbers.length === 0) return numbers;
  const errors = new Set(found.filter((f) => f.severity === "error").map((f) => f.pointer));
  return numbers.filter((f) => !errors.has(f.pointer));
}

/**
 * Check one file as `agentspec check` does: a test file (told by its name, *.agentspec-test.json)
 * against the test-file schema, anything else with checkText; `invalid`: readInput's bytes that
 * were not UTF-8, reported with the rest.
 */
export function checkFile(name: string, text: string, opts: { strict?: boolean; invalid?: readonly TextFinding[]; rules?: RuleSettings } = {}): Checked {
  const checked = checkFileFindings(name, text, opts);
  // The config's rule settings, applied to whatever the file is (spec, bundle, test file).
  if (opts.rules !== undefined) checked.issues = applyRuleSettings(checked.issues, opts.rules);
  return checked;
}

function checkFileFindings(name: string, text: string, opts: { strict?: boolean; invalid?: readonly TextFinding[] }): Checked {
  if (!name.toLowerCase().endsWith(TEST_FILE_SUFFIX)) return checkText(text, opts);
  const { issues } = validateTestFileText(text);
  const invalid = opts.invalid ?? [];
  return { kind: "test", issues: invalid.length === 0 ? issues : sortIssues([...locateFindings(text, invalid, cliMessages), ...issues], undefined) };
}

/** The codes of a text that is not read as a value: the command then reports them alone. */
const UNREAD = new Set(["json/empty", "json/syntax", "json/too-deep"]);

/**
 * A checker the language server keeps per open document: each call gives checkFile's answer, and
 * a spec's text is checked with a kept specTextValidator, so a keystroke inside one node checks
 * that node again (and what relates nodes), not the whole spec. A test file, and a text that could
 * read as a bundle (one that names a `format` key, or holds a \u escape that could spell one), take
 * checkFile's own path.
 */
export function documentChecker(): (name: string, text: string, opts?: { strict?: boolean }) => Checked {
  const validator = specTextValidator();
  return (name, text, opts = {}) => {
    if (name.toLowerCase().endsWith(TEST_FILE_SUFFIX) || text.includes('"format"') || text.includes("\\u")) return checkFile(name, text, opts);
    const issues = validator.validate(text, { strict: opts.strict === true }).issues;
    if (issues.some((i) => UNREAD.has(i.code))) return { kind: "json", issues };
    // The numbers parsers misread, as checkText adds them.
    const numbers = misreadNumbers(text, issues);
    return { kind: "spec", issues: numbers.length === 0 ? issues : sortIssues(issues.concat(locateFindings(text, numbers, cliMessages)), undefined) };
  };
}
