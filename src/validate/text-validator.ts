// Validation of one text as an editor holds it: version after version, each a keystroke from the
// last. The answer is always validateSpecText's (test/validate/text-validator.property.test.ts
// holds them equal over random edit sequences); what changes is what is read again. After an edit
// inside one item of `nodes`:
// - only that item's text is parsed (and checked for repeated keys and nesting), and the value is
//   the last one with that item replaced;
// - the schema checks that node alone, and so do the rules of scope "node"; the rules that relate
//   nodes to one another run on the whole spec (spec-parts.ts);
// - the issues are placed without reading the items they are not in, and the line index moves by
//   the edit.
// Any other edit, or a last text that was not clean JSON, reads the text afresh.
import type { Issue, ValidationResult } from "../core/issue.js";
import type { CodeTable } from "../core/code.js";
import {
  LineIndex,
  MAX_JSON_DEPTH,
  keyTokens,
  nodeSpans,
  parseJsonText,
  valueShape,
  type ItemSpans,
  type TextFinding,
} from "../core/text.js";
import type { Finding } from "../core/issue.js";
import { commonPrefix, commonSuffix, editedLineIndex, firstAtOrAfter } from "../core/edit.js";
import { isObject, own, type JsonObject } from "../core/json.js";
import { locateFindings, mustBeText, result, specFindings, type ValidateOptions } from "./validate.js";
import { findingsInParts, patchedFindings, type SpecParts } from "./spec-parts.js";

/** Validates successive versions of one spec text, reading again only what an edit touched. */
export interface SpecTextValidator {
  /** The same result as `validateSpecText(text, opts)`. Throws only when `text` is not a string. */
  validate(text: string, opts?: ValidateOptions): ValidationResult;
}

/** What is kept of the last text when it was clean JSON (no syntax error, repeated key or excess nesting). */
interface Kept {
  text: string;
  value: unknown;
  /** Its findings in parts, when the value is a spec object with a `nodes` array. */
  parts?: SpecParts | undefined;
  /** Where the items of `nodes` are; undefined until an edit needs them, null when there is no `nodes` array. */
  spans?: ItemSpans | null;
  /** The last text's line index, when one was made. */
  lines?: LineIndex;
}

/**
 * A validator for an editor's text: `validate(text)` answers exactly as `validateSpecText`, and
 * after an edit inside one node parses and checks only that node again (the rules that relate
 * nodes still run on the whole spec) and places issues without reading the nodes they are not in.
 * One per document; it keeps the last text, its value and its findings.
 */
export function specTextValidator(): SpecTextValidator {
  const reader = keptSpecReader();
  return {
    validate(text, opts) {
      mustBeText(text);
      return result(reader.read(text, opts?.strict === true).issues);
    },
  };
}

/** What a document checker adds to a kept reader's pass: everything applied before the one placing of issues. */
export interface ReadHooks {
  /** Whether a value read afresh is checked as a spec (else it is returned unchecked, and not kept). */
  isSpec?: (value: unknown) => boolean;
  /** Findings of the whole text beside the value's (say, the numbers parsers misread), given the value's findings. */
  more?: (text: string, found: readonly (Finding | TextFinding)[]) => readonly TextFinding[];
  /** The findings as reported (say, severities a configuration changed): last, before they are placed. */
  settle?: (found: (Finding | TextFinding)[]) => (Finding | TextFinding)[];
  /** Wording of the codes beyond the spec validator's that `more` or `settle` may add. */
  extra?: CodeTable;
}

/** What a kept reader read: the issues (placed and worded), and the value unless the text is not JSON. */
export interface KeptRead {
  issues: Issue[];
  /** Whether the text parsed (it may still hold repeated keys or nest too deep). */
  parsed: boolean;
  value?: unknown;
  /** Whether the value was checked as a spec. */
  spec: boolean;
}

/**
 * The reader behind specTextValidator and the document checker: it keeps the last clean spec text
 * and reads only the node an edit touched again. With `hooks`, a text whose value is not a spec is
 * left to the caller (a value read again after an edit inside one node is still a spec: its root
 * did not change), and findings are added and settled before the one placing of issues.
 */
export function keptSpecReader(): { read(text: string, strict: boolean, hooks?: ReadHooks): KeptRead } {
  let kept: Kept | undefined;

  /**
   * The last value with the edited node read again (the last text's `from` to `lastTo` became
   * `from` to `to`), or undefined when the edit is not inside one node or that node's text is not
   * clean JSON alone.
   */
  const patched = (last: Kept, text: string, from: number, lastTo: number, to: number): { value: JsonObject; k: number; spans: ItemSpans } | undefined => {
    if (last.spans === undefined) last.spans = nodeSpans(last.text) ?? null;
    const spans = last.spans;
    if (!spans) return undefined;
    const k = itemAround(spans, from, lastTo);
    if (k < 0) return undefined;
    const delta = to - lastTo;
    const start = spans.starts[k]!;
    const item = text.slice(start, spans.ends[k]! + delta);
    let node: unknown;
    try {
      node = JSON.parse(item);
    } catch {
      return undefined;
    }
    // The item sits at depth 3 (root object, `nodes` array, item): it may nest two levels less.
    const shape = valueShape(node, MAX_JSON_DEPTH - 2);
    if (shape.tooDeep !== undefined || shape.keys !== keyTokens(item)) return undefined;
    const root = { ...(last.value as JsonObject) };
    const nodes = (own(root, "nodes") as unknown[]).slice();
    nodes[k] = node;
    root.nodes = nodes;
    // The items after the edited one move by the edit's length; the edited one's end moves too.
    const starts = spans.starts.map((x, i) => (i <= k ? x : x + delta));
    const ends = spans.ends.map((x, i) => (i < k ? x : x + delta));
    return { value: root, k, spans: { starts, ends } };
  };

  return {
    read(text, strict, hooks = {}) {
      const last = kept;
      let next: Kept | undefined;
      let findings: (Finding | TextFinding)[] = [];
      if (last?.text === text) {
        next = { ...last, parts: undefined };
        findings = checked(next, strict);
      } else if (last) {
        const from = commonPrefix(last.text, text);
        const same = commonSuffix(last.text, text, from);
        const lastTo = last.text.length - same;
        const to = text.length - same;
        const p = patched(last, text, from, lastTo, to);
        if (p) {
          next = { text, value: p.value, spans: p.spans };
          // The line index follows the edit once made: moving it costs less than making it.
          if (last.lines) next.lines = editedLineIndex(last.lines, text, from, lastTo, to);
          findings = checked(next, strict, last.parts && { parts: last.parts, k: p.k });
        }
      }
      let value = next?.value;
      let parsed = next !== undefined;
      if (!next) {
        const read = parseJsonText(text);
        findings = [...read.findings];
        parsed = read.parsed;
        value = read.value;
        if (read.parsed && hooks.isSpec && !hooks.isSpec(read.value)) {
          kept = undefined;
          return { issues: [], parsed, value, spec: false };
        }
        // Kept only when clean: an edit can then be read alone.
        if (read.parsed && read.findings.length === 0) {
          next = { text, value: read.value };
          findings.push(...checked(next, strict));
        } else if (read.parsed) findings.push(...specFindings(read.value, { strict }, true));
      }
      kept = next;
      if (parsed && hooks.more) findings.push(...hooks.more(text, findings));
      if (hooks.settle) findings = hooks.settle(findings);
      const lines = (): LineIndex => {
        if (!next) return new LineIndex(text);
        return (next.lines ??= new LineIndex(text));
      };
      const issues = locateFindings(text, findings, hooks.extra, next?.spans ? endsOf(next.spans) : undefined, lines);
      return parsed ? { issues, parsed, value, spec: true } : { issues, parsed, spec: true };
    },
  };
}

/**
 * The findings of a kept version's value (its nesting checked), keeping them in parts when it is a
 * spec with `nodes`; `from`: the last version's parts, when only its node `k` changed.
 */
function checked(next: Kept, strict: boolean, from?: { parts: SpecParts; k: number }): Finding[] {
  if (!isObject(next.value)) return specFindings(next.value, { strict }, true);
  const found = from ? patchedFindings(from.parts, next.value, from.k, strict) : findingsInParts(next.value, strict);
  if (found.parts) next.parts = found.parts;
  return found.findings;
}

/** Where the item starting at a place ends, or -1 when no item starts there. */
function endsOf({ starts, ends }: ItemSpans): (start: number) => number {
  return (at) => {
    const k = firstAtOrAfter(starts, at);
    return starts[k] === at ? ends[k]! : -1;
  };
}

/** The item whose brackets hold the last text's `from` to `lastTo` strictly inside, or -1. */
function itemAround({ starts, ends }: ItemSpans, from: number, lastTo: number): number {
  const k = firstAtOrAfter(starts, from) - 1;
  return k >= 0 && lastTo < ends[k]! ? k : -1;
}
