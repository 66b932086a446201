// check's work on one input: read it, tell what it is, check it with its rule settings. The
// command's thread, its check threads (--threads) and --watch all check a file by this.
import { checkFile } from "../../../workspace/document.js";
import { pathIssue, readInput, type Input, type Missing } from "../../../workspace/files.js";
import type { FileReport } from "../../report/report.js";
import type { Policy } from "../../../config/index.js";
import { optionsOf } from "../../policy.js";
import { applyRuleSettings, type RuleSettings } from "../../../core/severity.js";
import { checkConfigText } from "../../../config/index.js";
import type { Issue } from "../../../core/issue.js";
import { sortIssues } from "../../../core/order.js";
import { readJson } from "../../../check/index.js";
import { documentKindOf, walkedKind } from "../../../language/document-kind.js";
import { locateTestFindings } from "../../../workflow/test-file.js";
import { suppressionsFindings } from "../../../workspace/suppressions.js";
import { testSpecFindings, type SpecCache } from "../../../workspace/test-spec.js";

/** The settings a document's checker takes: all but suppressions/unused, which is about the suppressions file (applied there). */
export function documentRules(rules: RuleSettings): RuleSettings {
  if (!Object.hasOwn(rules, "suppressions/unused")) return rules;
  const { ["suppressions/unused"]: _, ...rest } = rules;
  return rest;
}

/**
 * Read and check one input; an unreadable one gives its path issue. A file found by a walk or a
 * glob that is no agentspec document (package.json, tsconfig.json, a root array) gives none: it is
 * skipped. The toolkit's own files are checked by their own rules, found or named. Never throws on any file.
 */
export function checkInput(input: Input | Missing, strict: boolean, policy: Policy, specs: SpecCache): FileReport | undefined {
  const read = readInput(input);
  if ("error" in read) return { name: input.name, issues: [pathIssue(read.error)] };
  const stdin = "stdin" in input && input.stdin;
  const kind = stdin ? "document" : walkedKind(documentKindOf(input.name, read.text).kind);
  if (kind === "skip" && "found" in input && input.found === true) return undefined;
  if (kind === "config" || kind === "suppressions" || kind === "link") {
    const issues = kind === "config" ? checkConfigText(read.text).issues : kind === "suppressions" ? suppressionsFindings(read.text).issues : linkJsonIssues(read.text);
    // The text is kept for the link file's own check and the unused suppressions' places.
    return { name: input.name, text: read.text, issues, toolFile: kind };
  }
  const options = optionsOf(policy, input);
  const rules = documentRules(options.rules);
  const checked = checkFile(input.name, read.text, { strict: strict || options.strict, invalid: read.invalid, rules });
  let issues = checked.issues;
  if (checked.kind === "test") {
    // The test file's own checks against its spec, as `agentspec test` runs them before its cases.
    const against = testSpecFindings(input.name, stdin, checked.value, specs);
    if (against.findings.length > 0) issues = sortIssues([...issues, ...applyRuleSettings(locateTestFindings(read.text, against.findings), rules)], undefined);
  }
  // Keep the text only where a code frame needs it: a thousand clean files stay garbage.
  return issues.length > 0 ? { name: input.name, text: read.text, issues } : { name: input.name, issues: [] };
}

/** A link file's text as JSON (its shape is the remote commands' to check: checkLinkFiles). */
function linkJsonIssues(text: string): Issue[] {
  const read = readJson(text);
  return "issues" in read ? read.issues : [];
}
