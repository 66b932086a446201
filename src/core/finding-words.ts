// Wording: a finding becomes an issue through its code's definition, and only through it.
import type { CodeTable } from "./code.js";
import { specCodes } from "./codes/spec.js";
import type { Finding, Issue } from "./issue.js";

/**
 * Word a finding into an issue with its code's definition. `extra` adds the definitions of codes
 * beyond the spec's (the bundle, test-file and command-line codes), so that a page that only
 * validates specs does not load them. A code in neither table is a bug of the caller: it throws.
 */
export function formatFinding(f: Finding, extra?: CodeTable): Issue {
  const table: CodeTable = extra !== undefined && Object.hasOwn(extra, f.code) ? extra : specCodes;
  const definition = Object.hasOwn(table, f.code) ? table[f.code] : undefined;
  if (definition === undefined) throw new Error(`no definition of the code ${f.code} in the table given`);
  const issue: Issue = { code: f.code, severity: f.severity, pointer: f.pointer, message: (definition.message as (p: unknown) => string)(f.params ?? {}) };
  if (f.params) issue.params = f.params as Record<string, unknown>;
  return issue;
}
