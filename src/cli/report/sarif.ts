// SARIF 2.1.0 for code scanning: valid against the OASIS schema (test/fixtures/sarif/), every URI
// absolute or resolved against a declared base, rule help taken from docs/rules.md.
import { createHash } from "node:crypto";
import { isAbsolute } from "node:path";
import { pathToFileURL } from "node:url";
import type { Issue } from "../../core/issue.js";
import type { FileReport } from "../../workspace/file-report.js";
import { describeCode } from "./rule-meta.js";
import { ruleDocs } from "./rule-docs.generated.js";

/** Who made the log and where its rules are documented. */
export interface SarifTool {
  name: string;
  version: string;
  /** The tool's home page (absolute). */
  informationUri: string;
  /** Absolute URL of the docs folder ("…/docs/"); without it rules carry no `helpUri` and doc links become plain text. */
  docsUrl?: string;
  /** Absolute `file:` URL of the directory relative file names start from ("…/"), declared as `%SRCROOT%`. */
  srcRoot: string;
}

type Json = Record<string, unknown>;

const SRCROOT = "%SRCROOT%";
const FINGERPRINT = "agentspecFinding/v1";
const anchorOf = (code: string): string => code.replace(/\//g, "-");
// Codes about the command line's own inputs (a path that cannot be read, a glob without a match):
// they are no finding in a file, so they become notifications of the run.
const isInvocationCode = (code: string): boolean => code.startsWith("io/");

let docs: Readonly<Record<string, string>> | undefined;

/** The help of one code, in Markdown and in plain text, with links made absolute (or dropped). */
function help(code: string, docsUrl: string | undefined): { short: string; full: string; text: string; markdown: string } | undefined {
  docs ??= ruleDocs();
  const md = docs[anchorOf(code)];
  if (md === undefined) return undefined;
  const link = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  const markdown = md.replace(link, (_, label: string, href: string) => (docsUrl ? `[${label}](${new URL(href, docsUrl + "rules.md").href})` : label));
  const text = md
    .replace(link, (_, label: string, href: string) => (docsUrl ? `${label} (${new URL(href, docsUrl + "rules.md").href})` : label))
    .replace(/^```\w*\n([\s\S]*?)^```$/gm, (_, body: string) => body.replace(/\n$/, "").replace(/^/gm, "    "))
    // An HTML comment (where the docs' test runs an example) is not shown in Markdown: nor in text.
    .replace(/^<!--[^\n]*-->\n/gm, "");
  const full = text.split("\n\n")[0]!.replace(/\s*\n\s*/g, " ");
  return { short: describeCode(code) ?? full, full, text, markdown };
}

/** A repository policy's help (agentspec.config.json defines it, not the docs): its description and message, and where policies are explained. */
function policyHelp(issue: Issue): { short: string; full: string; text: string; markdown: string } {
  const params = issue.params ?? {};
  const name = typeof params["policy"] === "string" ? params["policy"] : issue.code.slice("policy/".length);
  const description = typeof params["description"] === "string" ? params["description"] : undefined;
  const short = description ?? issue.message;
  const about = `A policy of the repository: "${name}" in agentspec.config.json's "policies", reported wherever its condition holds. Finding: ${issue.message}`;
  return { short, full: short, text: `${short}\n\n${about}`, markdown: `${short}\n\n${about.replace(/"([^"]+)"/g, "`$1`")}` };
}

/** Rule (or notification) metadata: descriptions, help and where the docs explain the code. */
function descriptor(code: string, severity: Issue["severity"], tool: SarifTool, fallback: string, issue?: Issue): Json {
  if (issue !== undefined && code.startsWith("policy/")) {
    const h = policyHelp(issue);
    return {
      id: code,
      shortDescription: { text: h.short },
      fullDescription: { text: h.full },
      ...(tool.docsUrl ? { helpUri: `${tool.docsUrl}configuration.md#policies` } : {}),
      help: { text: h.text, markdown: h.markdown },
      defaultConfiguration: { level: severity },
    };
  }
  const h = help(code, tool.docsUrl);
  const short = h?.short ?? describeCode(code) ?? fallback;
  return {
    id: code,
    shortDescription: { text: short },
    fullDescription: { text: h?.full ?? short },
    ...(tool.docsUrl ? { helpUri: `${tool.docsUrl}rules.md#${anchorOf(code)}` } : {}),
    help: { text: h?.text ?? short, markdown: h?.markdown ?? short },
    defaultConfiguration: { level: severity },
  };
}

/** Where a file is: relative names against %SRCROOT% ("/" separators, each segment percent-encoded), absolute ones as file: URLs. */
function artifactLocation(name: string): Json {
  if (name === "<stdin>") return { description: { text: "standard input" } };
  if (isAbsolute(name)) return { uri: pathToFileURL(name).href };
  return { uri: name.replace(/\\/g, "/").split("/").map(encodeURIComponent).join("/"), uriBaseId: SRCROOT };
}

/**
 * A finding's fingerprint, from what it is rather than where it is: the code, the file, the message
 * and the text it underlines, and how many identical findings came before it in that file. Moving the
 * lines, reformatting the file or adding nodes around it keeps it; changing the finding changes it.
 */
function fingerprint(file: string, issue: Issue, text: string | undefined, seen: Map<string, number>): string {
  const flagged = text !== undefined && issue.range ? text.slice(issue.range.start.offset, issue.range.end.offset) : "";
  const key = JSON.stringify([issue.code, file, issue.message, flagged]);
  const n = seen.get(key) ?? 0;
  seen.set(key, n + 1);
  return createHash("sha256").update(`${key}#${n}`).digest("hex").slice(0, 32);
}

/** SARIF 2.1.0: one run, metadata and help for every code that appears, results with regions (UTF-16 columns). */
export function sarifLog(reports: readonly FileReport[], tool: SarifTool, runCategory?: string): Json {
  const rules: Json[] = [];
  const ruleIndex = new Map<string, number>();
  const notificationDescriptors: Json[] = [];
  const notificationIndex = new Map<string, number>();
  const results: Json[] = [];
  const notifications: Json[] = [];
  for (const r of reports) {
    const seen = new Map<string, number>();
    const suppressed = new Set(r.suppressed ?? []);
    const all = suppressed.size === 0 ? r.issues : [...r.issues, ...suppressed];
    for (const i of all) {
      if (isInvocationCode(i.code)) {
        let index = notificationIndex.get(i.code);
        if (index === undefined) {
          index = notificationDescriptors.push(descriptor(i.code, i.severity, tool, i.message)) - 1;
          notificationIndex.set(i.code, index);
        }
        notifications.push({ level: i.severity, message: { text: `${r.name}: ${i.message}` }, descriptor: { id: i.code, index } });
        continue;
      }
      let index = ruleIndex.get(i.code);
      if (index === undefined) {
        index = rules.push(descriptor(i.code, i.severity, tool, i.message, i)) - 1;
        ruleIndex.set(i.code, index);
      }
      const physicalLocation: Json = { artifactLocation: artifactLocation(r.name) };
      if (i.range) {
        const { start, end } = i.range;
        physicalLocation["region"] = { startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column };
      }
      results.push({
        ruleId: i.code,
        ruleIndex: index,
        level: i.severity,
        message: { text: i.message },
        locations: [{ physicalLocation }],
        partialFingerprints: { [FINGERPRINT]: fingerprint(r.name, i, r.text, seen) },
        properties: { pointer: i.pointer },
        // Accepted by agentspec-suppressions.json: kept in the log, marked as suppressed outside the code.
        ...(suppressed.has(i) ? { suppressions: [{ kind: "external" }] } : {}),
      });
    }
  }
  const driver: Json = { name: tool.name, version: tool.version, semanticVersion: tool.version, informationUri: tool.informationUri, rules };
  if (notificationDescriptors.length > 0) driver["notifications"] = notificationDescriptors;
  return {
    $schema: "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver },
        // A part of a sharded run (--shard): its own category, so code scanning keeps every part's results.
        ...(runCategory === undefined ? {} : { automationDetails: { id: runCategory } }),
        invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }],
        originalUriBaseIds: { [SRCROOT]: { uri: tool.srcRoot } },
        columnKind: "utf16CodeUnits",
        results,
      },
    ],
  };
}
