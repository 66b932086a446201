// The codes of the semantic rules (src/rules/, one file per code).
import type { CodeDefinition, Descriptions } from "../code.js";
import { pointerToPath } from "../pointer.js";
import { article, brief, meant, q } from "../wording.js";

const specPath = (pointer: string): string => {
  try {
    return pointerToPath(String(pointer));
  } catch {
    return String(pointer);
  }
};

const didYouMean = meant;

const unknownPropertyCode = {
  severity: "warning",
  message: (p: { property: string; kind: string; suggestion?: string }): string => `unknown property ${q(p.property)} on ${article(String(p.kind))}${didYouMean(p)}`,
} as const;

/** What is wrong with a webhook url: a character URL parsers drop or reread, a scheme, or no absolute URL. */
type UrlFault = { url: string } & ({ fault: "character"; at: number; char: string | undefined } | { fault: "scheme" | "not-absolute" | "malformed" });

function urlMessage(p: UrlFault): string {
  const url = String(p.url);
  if (p.fault === "character") {
    const c = p.char;
    return `url holds ${q(c)} at character ${Number(p.at) + 1}: URL parsers ${c === "\\" ? 'read a backslash as "/"' : "drop it"}, so the request may reach another host`;
  }
  if (p.fault === "scheme") {
    const scheme = /^[^:]*:/.exec(url)?.[0] ?? url;
    return `url scheme ${q(scheme)} is not supported: a webhook calls an http: or https: URL`;
  }
  if (p.fault === "not-absolute") return `url ${brief(url)} is not an absolute URL: write "https://host/…", or use a {{ }} template`;
  return `url ${brief(url)} is not a valid http(s) URL: expected "http://" or "https://" followed by a host`;
}

/** The codes the semantic rules report, and the one a rule that throws becomes. */
export const ruleCodes = {
  "spec/missing-version": { severity: "warning", message: () => `no "version": the spec is read as version 2; add "version": 2` },
  // `first` is a pointer inside the spec; as a path (nodes[0]) it reads right inside a bundle too.
  "node/duplicate-id": { severity: "error", message: (p: { id: string; first: string }) => `node id ${q(p.id)} is already used by ${specPath(p.first)}` },
  "transition/unknown-target": { severity: "error", message: (p: { to: string; suggestion?: string }) => `no node has the id ${q(p.to)}${didYouMean(p)}` },
  "condition/unknown-node": { severity: "error", message: (p: { id: string; suggestion?: string }) => `"of" names ${q(p.id)}, but no node has this id${didYouMean(p)}` },
  "node/unreachable": {
    severity: "warning",
    message: (p: { id: string; start: unknown }) => `node ${q(p.id)} is never reached: no transitions lead to it from the first node ${q(p.start)}`,
  },
  "transition/unreachable": {
    severity: "warning",
    message: (p: { after: number; afterTo?: string }) =>
      `this transition is never taken: transition ${String(p.after)}${p.afterTo === undefined ? "" : ` (to ${q(p.afterTo)})`} has no "when" and is always taken first`,
  },
  "webhook/relay-timeout": {
    severity: "warning",
    message: (p: { timeout: number; proxy: string; limit: number }) =>
      `timeout ${String(p.timeout)} s is above the ${String(p.proxy)} relay's maximum of ${String(p.limit)} s: the effective timeout is ${String(p.limit)} s`,
  },
  "webhook/url-scheme": { severity: "error", message: urlMessage },
  "node/duplicate-output-var": {
    severity: "warning",
    message: (p: { outputVar: string; first: string; firstId?: string }) =>
      `outputVar ${q(p.outputVar)} is also written by ${p.firstId === undefined ? specPath(p.first) : `node ${q(p.firstId)}`}; downstream nodes read whichever ran last`,
  },
  "condition/value-type-mismatch": {
    severity: "warning",
    message: (p: { valueType: string; actual: string; op: string; item?: number }) =>
      `${p.item === undefined ? "value" : `value item ${String(p.item)}`} is ${p.actual === "null" ? "null" : article(String(p.actual))}, but valueType says ${q(p.valueType)}; the evaluator ignores valueType and compares the value as written`,
  },
  "strict/unknown-property": unknownPropertyCode,
  // The same definition as strict/unknown-property's (a warning, the same words): the code says it is a near miss.
  "spec/misspelled-property": unknownPropertyCode as CodeDefinition<{ property: string; kind: string; suggestion: string }>,
  "node/misspelled-kind": {
    severity: "error",
    message: (p: { field: string; value: string; known: string }) => `${String(p.field)} ${q(p.value)} is unknown: the platform compares exactly; did you mean ${q(p.known)}?`,
  },
  "strict/unknown-kind": {
    severity: "warning",
    message: (p: { field: string; value: string; known: string }) => `${String(p.field)} ${q(p.value)} is unknown to the toolkit and not checked`,
  },
  "internal/rule-failed": { severity: "error", message: (p: { rule: string; error: string }) => `internal error in rule ${q(p.rule)}: ${String(p.error)}; please report it` },
} as const satisfies Record<string, CodeDefinition<never>>;

/** One line per rule code. */
export const ruleDescriptions: Descriptions<typeof ruleCodes> = {
  "spec/missing-version": "A spec should say `\"version\": 2`.",
  "node/duplicate-id": "Two nodes of one spec have the same id.",
  "transition/unknown-target": "A transition's `to` names no node of the spec.",
  "condition/unknown-node": "A condition's `of` (or `of.nodeId`) names no node of the spec.",
  "node/unreachable": "No path of transitions from the first node leads to this node.",
  "transition/unreachable": "A transition follows one without `when` (always taken), so it can never be taken.",
  "webhook/relay-timeout": "A webhook on the `brazil` or `us` relay has a `timeout` above the relay's 300 s maximum.",
  "webhook/url-scheme":
    "A webhook `url` without a `{{ }}` template is not an absolute http: or https: URL, or holds a character URL parsers drop or reread.",
  "node/duplicate-output-var": "Two nodes write the same `outputVar`.",
  "condition/value-type-mismatch": "A comparison's `value` has a JSON type other than its `valueType`.",
  "strict/unknown-property": "With --strict: a property the schema does not name (a likely typo).",
  "spec/misspelled-property": "A property name is a near miss of one the schema knows there (case, a plural, a typo): the platform ignores it.",
  "node/misspelled-kind": "A node's `type`, `actionType`, `mode` or `responseMode` is a known value but for case or a typo.",
  "strict/unknown-kind": "With --strict: a node's `type`, `actionType`, `mode` or `responseMode` the toolkit does not know.",
  "internal/rule-failed": "A rule threw instead of reporting: a bug in agentspec, never a fault of the spec.",
};
