// Checking one input of `agentspec check`.
import { checkText } from "./document.js";
import { pathIssue, readInput, type Input, type Missing } from "./files.js";
import type { FileReport } from "./report.js";

/** Read and check one input; an unreadable one gives its path issue. Never throws on any file. */
export function checkInput(input: Input | Missing, strict: boolean): FileReport {
  const read = readInput(input);
  if ("error" in read) return { name: input.name, issues: [pathIssue(read.error)] };
  const checked = checkText(read.text, { strict });
  // Keep the text only where a code frame needs it: a thousand clean files stay garbage.
  return checked.issues.length > 0 ? { name: input.name, text: read.text, issues: checked.issues } : { name: input.name, issues: [] };
}
