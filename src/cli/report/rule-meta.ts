// What SARIF says about each code: a one-line description and where the docs explain it.
import { allDescriptions } from "../../core/codes/all.js";
import type { IssueCode } from "../../core/codes/index.js";
import { REPOSITORY_URL } from "../version.js";

// The condition compile rule reports the compiler's codes, never its own: its line is the rule's.
const COMPILE_RULE = "A transition's condition does not compile (bad path, bad regex, limits); each fault has its own code.";

/** A one-line description of a code (or of the condition compile rule), from its definition; undefined for a code the toolkit does not report. */
export function describeCode(code: string): string | undefined {
  if (code === "condition/compile") return COMPILE_RULE;
  return Object.hasOwn(allDescriptions, code) ? allDescriptions[code as IssueCode] : undefined;
}

/**
 * Where the docs live on the web ("…/docs/", absolute): the repository package.json names, on its
 * main branch; undefined when package.json names none. docs/rules.md has an anchor per code.
 */
export const DOCS_URL: string | undefined = REPOSITORY_URL ? `${REPOSITORY_URL}/blob/main/docs/` : undefined;
