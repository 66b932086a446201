// The credentials of a document, as the document checker reports them: a finding for each, every
// other issue's message and params redacted of them, and where they sit in the text so that a
// code frame can mask them (contract §12: at most a prefix of 4 characters and the length).
import type { CodeTable } from "../core/code.js";
import { secretCodes } from "../core/codes/secrets.js";
import { findingOf, type Finding, type Issue } from "../core/issue.js";
import { locatePointers, spanOf } from "../core/locate.js";
import { parseJsonText, type TextFinding } from "../core/text.js";
import { findSecrets, mayHoldSecrets, redactText, redactValue, SHOWN_PREFIX, type SecretHit } from "../core/secrets.js";

/** Where a text holds a literal credential: UTF-16 offsets, `to` exclusive. */
export type SecretSpan = [from: number, to: number];

/** What the checker makes of a document's credentials. */
export interface Secrets {
  findings: TextFinding[];
  /** The credentials themselves: what every issue given back is redacted of. */
  values: string[];
  /** Where each sits in the text. */
  spans: SecretSpan[];
}

export const secretWording: CodeTable = secretCodes;

const NONE: Secrets = { findings: [], values: [], spans: [] };

export { mayHoldSecrets };

/** The credentials of a parsed document, its findings and where they sit in `text`. */
export function documentSecrets(text: string, value: unknown): Secrets {
  const hits = findSecrets(value);
  if (hits.length === 0) return NONE;
  const places = locatePointers(text, new Set(hits.map((h) => h.pointer)));
  const tokens = hits.map((h) => spanOf(places, h.pointer));
  return {
    // Placed here, where the text has been walked for them: locateFindings need not walk it again.
    findings: hits.map((h, i): TextFinding => ({ ...finding(h), span: tokens[i]! })),
    values: [...new Set(hits.map((h) => h.secret))],
    spans: hits.map((h, i) => spanIn(text, tokens[i]!, h)),
  };
}

function finding(h: SecretHit): Finding {
  const params = { label: h.label, prefix: h.secret.slice(0, Math.min(SHOWN_PREFIX, h.secret.length >> 1)), length: h.length, at: h.at, name: h.name };
  return findingOf(`secret/${h.kind}`, "error", h.pointer, params);
}

/** Where the credential sits inside its string's token: exactly when the token writes it as is, else the token's inside. */
function spanIn(text: string, [from, to]: [number, number], h: SecretHit): SecretSpan {
  const token = text.slice(from, to);
  const i = token.indexOf(h.secret);
  if (i !== -1) return [from + i, from + i + h.secret.length];
  return token.startsWith('"') && token.endsWith('"') && token.length >= 2 ? [from + 1, to - 1] : [from, to];
}

/** Issues with every credential of `values` redacted from their messages and params (a credential finding's own words hold none). */
export function redactIssues(issues: Issue[], values: readonly string[]): Issue[] {
  if (values.length === 0) return issues;
  return issues.map((i) => {
    if (i.code.startsWith("secret/")) return i;
    const message = redactText(i.message, values);
    const params = i.params === undefined ? undefined : redactValue(i.params, values);
    if (message === i.message && JSON.stringify(params) === JSON.stringify(i.params)) return i;
    const out: Issue = { ...i, message };
    if (params !== undefined) out.params = params;
    return out;
  });
}

/**
 * `text` with each credential's characters past its first four written as `*` (the same length,
 * so positions and code frames hold): what a code frame, a fingerprint or any copy of the text shows.
 */
export function maskSecrets(text: string, spans: readonly SecretSpan[]): string {
  if (spans.length === 0) return text;
  let out = text;
  for (const [from, to] of spans) {
    const keep = Math.min(SHOWN_PREFIX, (to - from) >> 1);
    out = out.slice(0, from + keep) + out.slice(from + keep, to).replace(/[^\r\n]/g, "*") + out.slice(to);
  }
  return out;
}

/**
 * A document's text with its credentials masked (`maskSecrets` of the spans the checker gives), for
 * what shows the text itself: code frames, SARIF fingerprints. A text that is not JSON is searched
 * as one string, so a credential beside a syntax error is masked too.
 */
export function maskDocumentSecrets(text: string): string {
  if (!mayHoldSecrets(text)) return text;
  const parsed = parseJsonText(text);
  if (parsed.parsed) return maskSecrets(text, documentSecrets(text, parsed.value).spans);
  const hits = findSecrets(text);
  return maskSecrets(text, hits.map((h): SecretSpan => [h.at, h.at + h.length]));
}
