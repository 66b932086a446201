import { validateSpec as schemaValidateSpec } from "../schema/validators.js";
import { rules } from "../rules/index.js";
import type { Rule } from "../rules/types.js";
import type { Finding, Issue, ValidationResult } from "./issue.js";
import { formatFinding } from "./messages.js";
import { sortIssues } from "./order.js";
import { escapeToken } from "./pointer.js";
import { schemaFindings } from "./schema-issues.js";
import { LineIndex, MAX_JSON_DEPTH, locatePointers, parseJsonText, spanOf, type TextFinding } from "./text.js";

/** Options of the validators. */
export interface ValidateOptions {
  /** Report properties the schema does not name, as warnings (forward-compatible specs allow them). */
  strict?: boolean;
}

interface Entry {
  value: unknown;
  depth: number;
  parent: Entry | undefined;
  key: string;
}

/** Pointer to the first value nested deeper than `limit` levels, or undefined. Iterative: no recursion. */
export function deepestValue(doc: unknown, limit: number): string | undefined {
  const stack: Entry[] = [{ value: doc, depth: 0, parent: undefined, key: "" }];
  while (stack.length > 0) {
    const e = stack.pop()!;
    const v = e.value;
    if (v === null || typeof v !== "object") continue;
    if (e.depth >= limit) {
      let pointer = "";
      for (let x: Entry | undefined = e; x && x.parent; x = x.parent) pointer = "/" + escapeToken(x.key) + pointer;
      return pointer;
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], depth: e.depth + 1, parent: e, key: String(i) });
    } else {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i]!;
        stack.push({ value: (v as Record<string, unknown>)[k], depth: e.depth + 1, parent: e, key: k });
      }
    }
  }
  return undefined;
}

function runRules(doc: unknown, list: readonly Rule[], strict: boolean, schema: readonly Finding[]): Finding[] {
  const out: Finding[] = [];
  for (const rule of list) {
    try {
      rule.check({
        doc,
        strict,
        schemaFindings: schema,
        report(pointer, params, extra) {
          const f: Finding = { code: extra?.code ?? rule.code, severity: extra?.severity ?? rule.severity, pointer };
          if (params) f.params = params;
          if (extra?.target) f.target = extra.target;
          out.push(f);
        },
      });
    } catch (e) {
      out.push({ code: "internal/rule-failed", severity: "error", pointer: "", params: { rule: rule.code, error: e instanceof Error ? e.message : String(e) } });
    }
  }
  return out;
}

/** Findings for a spec value: nesting guard, schema, then the semantic rules. */
export function specFindings(doc: unknown, opts: ValidateOptions = {}): Finding[] {
  const deep = deepestValue(doc, MAX_JSON_DEPTH);
  if (deep !== undefined) return [{ code: "json/too-deep", severity: "error", pointer: deep, params: { limit: MAX_JSON_DEPTH } }];
  const schema = schemaValidateSpec(doc) ? [] : schemaFindings(schemaValidateSpec.errors, doc);
  return schema.concat(runRules(doc, rules, opts.strict === true, schema));
}

const result = (issues: Issue[]): ValidationResult => ({ valid: !issues.some((i) => i.severity === "error"), issues });

/** Validate a parsed AgentSpec V2 document: schema and semantic rules. Never throws on any value. */
export function validateSpec(doc: unknown, opts?: ValidateOptions): ValidationResult {
  return result(sortIssues(specFindings(doc, opts).map(formatFinding), doc));
}

/** Attach ranges to findings found in `text`, word them and sort them by position. */
export function locateFindings(text: string, findings: readonly (Finding | TextFinding)[]): Issue[] {
  if (findings.length === 0) return [];
  const unplaced = findings.filter((f) => !("span" in f)).map((f) => f.pointer);
  const places = unplaced.length > 0 ? locatePointers(text, unplaced) : new Map();
  const lines = new LineIndex(text);
  const issues = findings.map((f) => {
    const issue = formatFinding(f);
    issue.range = lines.range("span" in f ? f.span : spanOf(places, f.pointer, f.target));
    return issue;
  });
  return sortIssues(issues, undefined);
}

/**
 * Validate AgentSpec JSON text: parse errors, repeated keys and excess nesting are issues too, and
 * every issue has a range (1-based line and column, UTF-16 columns and offsets). Throws only when
 * `text` is not a string.
 */
export function validateSpecText(text: string, opts?: ValidateOptions): ValidationResult {
  if (typeof text !== "string") throw new TypeError(`validateSpecText expects a string, got ${text === null ? "null" : typeof text}`);
  const parsed = parseJsonText(text);
  const findings: (Finding | TextFinding)[] = [...parsed.findings];
  if (parsed.parsed) findings.push(...specFindings(parsed.value, opts));
  return result(locateFindings(text, findings));
}
