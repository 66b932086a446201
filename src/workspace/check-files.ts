// What `agentspec check` reports about each file of a repository, and how the repository's
// suppressions change it: one code path for the command and for the language server's workspace
// diagnostics (src/lsp/workspace-worker.ts), so the Problems panel shows what CI fails on.
import { relative, resolve, sep } from "node:path";
import type { FileOptions, Policy } from "../config/index.js";
import { checkConfigText } from "../config/index.js";
import { readJson } from "../check/index.js";
import type { Issue } from "../core/issue.js";
import { sortIssues } from "../core/order.js";
import { applyRuleSettings, type RuleSettings } from "../core/severity.js";
import { documentKindOf, walkedKind } from "../language/document-kind.js";
import { locateTestFindings } from "../workflow/test-file.js";
import { policyPath } from "../node/config.js";
import { checkFile } from "./document.js";
import type { FileReport } from "./file-report.js";
import { globToRegExp, pathIssue, readInput, type Input, type Missing, type Read } from "./files.js";
import { suppressionsFindings, unusedReport } from "./suppressions.js";
import type { Finding } from "../core/issue.js";
import { testSpecFindings, type SpecCache } from "./test-spec.js";

/** Standard input is no file of the repository: only a config's top-level settings apply to it. */
const STDIN_PATH = "";

/** What the config says for one input. */
export function optionsOf(policy: Policy, input: Input | Missing): FileOptions {
  return policy.optionsFor("stdin" in input && input.stdin ? STDIN_PATH : policyPath(input.name));
}

/** The paths to read when the command line names none: the config's `files`, as paths from `from` (absolute with `from` undefined). */
export function configuredPaths(policy: Policy, from: string | undefined = process.cwd()): string[] | undefined {
  const files = policy.files;
  if (!files) return undefined;
  if (from === undefined) return files.globs.map((g) => `${files.dir.replace(/\/+$/, "")}/${g.replace(/^(?:\.\/)+/, "")}`);
  const rel = relative(from, files.dir);
  return files.globs.map((g) => (rel === "" ? g : `${rel.split("\\").join("/")}/${g}`));
}

const GLOB_CHARS = /[*?[{]|[@!+]\(/;

/**
 * Whether the config's `files` name the file at `path` (absolute), as `check` without paths
 * would find it: a glob matching its path from the config's folder, the file itself, or a folder
 * above it (for a `.json` file); never in node_modules or a dot-folder (the walks skip them), nor ignored.
 */
export function configuredFile(policy: Policy, path: string): boolean {
  const files = policy.files;
  if (!files) return false;
  const at = resolve(path);
  const segments = at.split(sep);
  if (segments.some((s) => s === "node_modules" || (s.startsWith(".") && s !== "." && s !== ".."))) return false;
  const rel = relative(files.dir, at).split(sep).join("/");
  if (rel === "" || rel.startsWith("../")) return false;
  const named = files.globs.some((glob) => {
    const g = glob.replace(/\\/g, "/").replace(/^(?:\.\/)+/, "");
    if (GLOB_CHARS.test(g)) return globToRegExp(g).test(rel);
    const target = resolve(files.dir, g);
    return at === target || (at.startsWith(target + sep) && at.toLowerCase().endsWith(".json"));
  });
  return named && !policy.optionsFor(policyPath(at)).ignored;
}

/** The settings a document's checker takes: all but suppressions/unused, which is about the suppressions file (applied there). */
export function documentRules(rules: RuleSettings): RuleSettings {
  if (!Object.hasOwn(rules, "suppressions/unused")) return rules;
  const { ["suppressions/unused"]: _, ...rest } = rules;
  return rest;
}

/** A link file's text as JSON (its shape is the remote commands' to check). */
export function linkJsonIssues(text: string): Issue[] {
  const read = readJson(text);
  return "issues" in read ? read.issues : [];
}

/**
 * Read and check one input as `check` does; an unreadable one gives its path issue. A file found
 * by a walk or a glob that is no agentspec document (package.json, tsconfig.json, a root array)
 * gives none: it is skipped. The toolkit's own files are checked by their own rules, found or
 * named. Never throws on any file.
 */
export function checkInput(input: Input | Missing, strict: boolean, options: FileOptions, specs: SpecCache, read: Read = readInput(input)): FileReport | undefined {
  if ("error" in read) return { name: input.name, issues: [pathIssue(read.error)] };
  const stdin = "stdin" in input && input.stdin;
  const kind = stdin ? "document" : walkedKind(documentKindOf(input.name, read.text).kind);
  if (kind === "skip" && "found" in input && input.found === true) return undefined;
  if (kind === "config" || kind === "suppressions" || kind === "link") {
    const issues = kind === "config" ? checkConfigText(read.text).issues : kind === "suppressions" ? suppressionsFindings(read.text).issues : linkJsonIssues(read.text);
    // The text is kept for the link file's own check and the unused suppressions' places.
    return { name: input.name, text: read.text, issues, toolFile: kind };
  }
  const rules = documentRules(options.rules);
  const checked = checkFile(input.name, read.text, { strict: strict || options.strict, invalid: read.invalid, rules, ...(options.policies ? { policies: options.policies } : {}) });
  let issues = checked.issues;
  if (checked.kind === "test") {
    // The test file's own checks against its spec, as `agentspec test` runs them before its cases.
    const against = testSpecFindings(input.name, stdin, checked.value, specs);
    if (against.findings.length > 0) issues = sortIssues([...issues, ...applyRuleSettings(locateTestFindings(read.text, against.findings), rules)], undefined);
  }
  // Keep the text only where a code frame needs it: a thousand clean files stay garbage. A text
  // that was read as a value has had its credentials searched: their places go with it.
  if (issues.length === 0) return { name: input.name, issues: [] };
  return checked.kind === "json" ? { name: input.name, text: read.text, issues } : { name: input.name, text: read.text, issues, secretSpans: checked.secretSpans ?? [] };
}

/**
 * The unused suppressions as the suppressions file's report, with the config's setting of
 * suppressions/unused for that file applied; undefined when none is left to show.
 */
export function unusedSuppressionsReport(path: string, unused: readonly Finding[], policy: Policy): FileReport | undefined {
  const report = unusedReport(path, unused);
  if (!report) return undefined;
  report.issues = applyRuleSettings(report.issues, policy.optionsFor(policyPath(path)).rules);
  return report.issues.length > 0 ? report : undefined;
}

/** The suppressions file's own report (when the run read it) with the unused entries added; else the unused entries' report. */
export function withUnused(own: FileReport | undefined, unused: FileReport): FileReport {
  if (!own) return unused;
  own.issues = sortIssues([...own.issues, ...unused.issues], undefined);
  if (own.text === undefined && unused.text !== undefined) own.text = unused.text;
  return own;
}
