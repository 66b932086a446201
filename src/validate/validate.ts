import { validateSpec as schemaValidateSpec } from "../schema/validate-spec.js";
import { rules } from "../rules/index.js";
import type { AnyRule, Rule, RuleContext } from "../rules/types.js";
import { SpecIndex } from "../core/spec-index.js";
import { escapeToken } from "../core/pointer.js";
import type { Finding, Issue, ValidationResult } from "../core/issue.js";
import type { RuleCode } from "../core/codes/index.js";
import { ruleCodes } from "../core/codes/rules.js";
import { formatFinding } from "../core/finding-words.js";
import type { CodeTable } from "../core/code.js";
import { sortIssues } from "../core/order.js";
import { applyRuleSettings, type RuleSettings } from "../core/severity.js";
import { checkedBy } from "./schema-issues.js";
import { unreadable } from "../core/unreadable-finding.js";
import { LineIndex } from "../core/line-index.js";
import { MAX_JSON_DEPTH, deepestValue } from "../core/depth.js";
import { locatePointers, spanOf } from "../core/locate.js";
import { parseJsonText, type TextFinding } from "../core/text.js";


/** Options of the validators. */
export interface ValidateOptions {
  /** Report properties the schema does not name, as warnings (forward-compatible specs allow them). */
  strict?: boolean;
  /**
   * Rule settings by code (agentspec.config.json's `rules`, resolved for the file): `"off"` drops a
   * code's findings, `"warn"` and `"error"` set their severity. What is found never changes.
   */
  rules?: RuleSettings;
}

/**
 * Run `list` on `doc` with one context: each rule's findings, in the order of `list`. `spec`: the
 * index the rules read (all the nodes unless it was made for one); `codes`: the table of the rules' codes.
 */
export function runRules(doc: unknown, list: readonly AnyRule[], strict: boolean, schema: readonly Finding[], spec = new SpecIndex(doc), codes: CodeTable = ruleCodes): Finding[][] {
  const found: Finding[][] = [];
  let out: Finding[] = [];
  // One context for all the rules; `report` words findings as the rule running now.
  let rule: AnyRule | undefined;
  const ctx: RuleContext = {
    doc,
    spec,
    strict,
    schemaFindings: schema,
    report(pointer, ...[params, target]) {
      ctx.reportAs(rule!.code as RuleCode, pointer, params as never, target);
    },
    reportAs(code, pointer, ...[params, target]) {
      const f = { code, severity: codes[code]!.severity, pointer } as Finding;
      if (params) f.params = params as never;
      if (target) f.target = target;
      out.push(f);
    },
    forward(finding) {
      out.push(finding);
    },
  };
  for (let i = 0; i < list.length; i++) {
    rule = list[i]!;
    out = [];
    try {
      (rule as Rule).check(ctx);
    } catch (e) {
      out.push({ code: "internal/rule-failed", severity: "error", pointer: "", params: { rule: rule.code, error: e instanceof Error ? e.message : String(e) } });
    }
    found.push(out);
  }
  return found;
}

/**
 * Findings for a spec value: nesting guard, schema, then the semantic rules. `depthChecked` skips
 * the nesting guard for a value parsed from text whose nesting was already checked.
 */
export function specFindings(doc: unknown, opts: ValidateOptions = {}, depthChecked = false): Finding[] {
  const deep = depthChecked ? undefined : deepestValue(doc, MAX_JSON_DEPTH);
  if (deep !== undefined) return [{ code: "json/too-deep", severity: "error", pointer: deep, params: { limit: MAX_JSON_DEPTH } }];
  const { schema, byRule } = specPasses(doc, opts.strict === true);
  return withoutExplained(schema.concat(...byRule));
}

/**
 * The findings without each `schema/required` (or, in a condition, `condition/missing-member`)
 * that a misspelt key of the same object explains:
 * `"tpye": "action"` is one finding, at the key, not a second "missing required property" at the `{`.
 * That finding takes the error's severity: the property meant is still missing, so the document is
 * not valid (a spec, a bundle entry or a test case without it is never accepted by a typo).
 */
export function withoutExplained<F extends Finding>(findings: F[]): F[] {
  const meant = (f: Finding): string | undefined => (f.code === "spec/misspelled-property" ? f.pointer.slice(0, f.pointer.lastIndexOf("/") + 1) + escapeToken(f.params.suggestion) : undefined);
  const missing = new Set<string>();
  for (const f of findings) if (MISSING.has(f.code)) missing.add(f.pointer);
  if (missing.size === 0) return findings;
  const explained = new Set<string>();
  const out: F[] = [];
  for (const f of findings) {
    // schema/required points at the missing property's place: the misspelt key's object, then the name meant.
    const at = meant(f);
    if (at !== undefined && missing.has(at)) {
      explained.add(at);
      out.push(f.severity === "error" ? f : { ...f, severity: "error" });
    } else out.push(f);
  }
  return explained.size === 0 ? out : out.filter((f) => !MISSING.has(f.code) || !explained.has(f.pointer));
}

// The findings of a missing member, at the member's own pointer: the schema's, and the condition
// checker's (which stands in for the schema inside a `when`).
const MISSING: ReadonlySet<string> = new Set(["schema/required", "condition/missing-member"]);

// A transition's `when`, in a spec or in a node alone: `/nodes/0/transition/1/when`, `/transition/1/when`.
const WHEN = /^(?:\/nodes\/\d+)?\/transition\/\d+\/when(?:\/|$)/;

/**
 * The schema's findings without those inside a transition's `when`: a condition is checked by the
 * condition checker alone (the `condition/compile` rule), so it gets the code, message and place
 * that `checkCondition` and `agentspec eval` give, wherever it is checked. The checker finds every
 * fault the schema finds in a condition (test/validate/condition-one-answer.property.test.ts).
 */
export const outsideConditions = (schema: Finding[]): Finding[] => schema.filter((f) => !WHEN.test(f.pointer));

/** The schema's findings for a spec value (its nesting checked), then each rule's, in the order of `rules`. */
export function specPasses(doc: unknown, strict: boolean): { schema: Finding[]; byRule: Finding[][] } {
  const schema = outsideConditions(checkedBy(schemaValidateSpec, doc));
  return { schema, byRule: runRules(doc, rules, strict, schema) };
}

/** A result from its issues: valid when none is an error. */
export const result = (issues: Issue[]): ValidationResult => ({ valid: !issues.some((i) => i.severity === "error"), issues });

/** Validate a parsed AgentSpec V2 document: schema and semantic rules. Never throws on any value. */
export function validateSpec(doc: unknown, opts?: ValidateOptions): ValidationResult {
  let issues: Issue[];
  try {
    issues = sortIssues(specFindings(doc, opts).map((f) => formatFinding(f)), doc);
  } catch (error) {
    // A value built in code may hold a getter or a Proxy that throws: one issue where, never a throw.
    issues = [formatFinding(unreadable(doc, error, "spec/unreadable"))];
  }
  // Outside the try: a bad setting is the caller's misuse, thrown.
  return result(applyRuleSettings(issues, opts?.rules));
}

/**
 * Attach ranges to findings found in `text`, word them (`extra`: wording of codes beyond the spec
 * validator's, such as the bundle codes) and sort them by position. `knownEnd`: where containers
 * the caller kept end (see locatePointers); `lineIndex`: the text's line index, when it has one.
 */
export function locateFindings(
  text: string,
  findings: readonly (Finding | TextFinding)[],
  extra?: CodeTable,
  knownEnd?: (start: number) => number,
  lineIndex: () => LineIndex = () => new LineIndex(text),
): Issue[] {
  if (findings.length === 0) return [];
  const unplaced = findings.filter((f) => !("span" in f)).map((f) => f.pointer);
  const places = unplaced.length > 0 ? locatePointers(text, unplaced, knownEnd) : new Map();
  const lines = lineIndex();
  const issues = findings.map((f) => {
    const issue = formatFinding(f, extra);
    issue.range = lines.range("span" in f ? f.span : spanOf(places, f.pointer, f.target));
    return issue;
  });
  return sortIssues(issues, undefined);
}

/** A text to validate must be a string: anything else is a misuse, thrown as a TypeError. */
export function mustBeText(text: unknown): void {
  if (typeof text !== "string") throw new TypeError(`validateSpecText expects a string, got ${text === null ? "null" : typeof text}`);
}

/**
 * Validate AgentSpec JSON text: parse errors, repeated keys and excess nesting are issues too, and
 * every issue has a range (1-based line and column, UTF-16 columns and offsets). Throws only when
 * `text` is not a string.
 */
export function validateSpecText(text: string, opts?: ValidateOptions): ValidationResult {
  mustBeText(text);
  const parsed = parseJsonText(text);
  const findings: (Finding | TextFinding)[] = [...parsed.findings];
  if (parsed.parsed) findings.push(...specFindings(parsed.value, opts, true));
  // Settings apply to placed issues, as in every entry point: a softened near miss leaves the
  // missing key's error at the near miss's place (see ruleSettler).
  return result(applyRuleSettings(locateFindings(text, findings), opts?.rules));
}
