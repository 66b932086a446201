// The command line's calls of the document checker (src/check/): a file's name first, as the
// commands hold it.
import { checkRead, documentChecker as keptChecker, readJson, type CheckedDocument, type ReadOptions } from "../check/index.js";
import type { Issue } from "../core/issue.js";

export type Checked = CheckedDocument;

/** The value of JSON text, or its located issues: not JSON, a key repeated in one object, excess nesting. */
export function readJsonText(text: string): { value: unknown } | { issues: Issue[] } {
  return readJson(text);
}

/** Check one document's text (a spec, a bundle, a test file by what it holds; with `bundle`, anything as a bundle). */
export function checkText(text: string, opts: Omit<ReadOptions, "fileName"> = {}): Checked {
  return checkRead(text, opts);
}

/** Check one file as `agentspec check` does: told apart by its name and what it holds. */
export function checkFile(name: string, text: string, opts: Omit<ReadOptions, "fileName"> = {}): Checked {
  return checkRead(text, { ...opts, fileName: name });
}

/** A checker the language server keeps per open document: each call gives checkFile's answer. */
export function documentChecker(): (name: string, text: string, opts?: Omit<ReadOptions, "fileName" | "invalid" | "bundle">) => Checked {
  const checker = keptChecker();
  return (name, text, opts = {}) => checker.check(text, { ...opts, fileName: name });
}
