// Reading a document's JSON text strictly, and the wording of every code a document can have
// beyond a spec's: what the document checker (src/check/) and the formatter (src/format/) share.
import type { CodeTable } from "../core/code.js";
import { bundleCodes } from "../core/codes/bundle.js";
import { cliCodes } from "../core/codes/cli.js";
import { secretCodes } from "../core/codes/secrets.js";
import { testCodes } from "../core/codes/test.js";
import { webhookRiskCodes } from "../core/codes/webhook-risks.js";
import type { Issue } from "../core/issue.js";
import { parseJsonText, type TextFinding } from "../core/text.js";
import { locateFindings } from "./validate.js";

let wording: CodeTable | undefined;
/** The wording of every code a document can have beyond a spec's: bundles, test files, the numbers and the bytes of a file, credentials, risky webhooks. */
export const documentCodes = (): CodeTable => (wording ??= { ...bundleCodes, ...testCodes, ...cliCodes, ...secretCodes, ...webhookRiskCodes });

/** The value of JSON text, or its located issues (not JSON, a key repeated in one object, excess nesting, and `invalid`: bytes that were not UTF-8). */
export function readJson(text: string, invalid: readonly TextFinding[] = []): { value: unknown } | { issues: Issue[] } {
  const parsed = parseJsonText(text);
  if (!parsed.parsed || parsed.findings.length > 0 || invalid.length > 0) return { issues: locateFindings(text, [...invalid, ...parsed.findings], documentCodes()) };
  return { value: parsed.value };
}
