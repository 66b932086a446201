// agentspec fmt: rewrite JSON files in canonical form; --check only lists the files that would change.
import { writeFileSync } from "node:fs";
import { formatJsonBytes } from "../bundle/layout.js";
import { rootKind, type ObjectKind } from "../bundle/canonical.js";
import { TEST_FILE_SUFFIX } from "../workflow/test-file.js";
import { TOOL_FILES, documentKindOf, walkedKind } from "../language/document-kind.js";
import type { Issue } from "../core/issue.js";
import type { TextFinding } from "../core/text.js";
import { help, parse } from "./args.js";
import { wantColor } from "./color.js";
import { readJson } from "../check/index.js";
import { expandPaths, notDocuments, pathIssue, readInput } from "./files.js";
import { stylish, type FileReport } from "./report.js";
import { EXIT, UsageError } from "./usage.js";
import { CONFIG_OPTIONS, commandPolicy, configuredPaths, withoutIgnored } from "./policy.js";

// Documents that are not the schema's, told by their name: their layout is canonical, their key order their author's.
const layoutOnly = (name: string): boolean => {
  const base = name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\")) + 1).toLowerCase();
  return base.endsWith(TEST_FILE_SUFFIX) || Object.hasOwn(TOOL_FILES, base);
};

/**
 * The canonical bytes of a JSON document, or the issues that stop it being formatted: text that is
 * not JSON, nested too deep, or with a key repeated in one object (formatting would silently drop
 * a copy), or with bytes that were not UTF-8 (`invalid`: written back, they would become U+FFFD).
 * `text` is `bytes` decoded. The text is parsed once, by the reader `check` uses; formatting
 * then copies the bytes' tokens in one pass: only white space and the order of the schema's own
 * keys change; every number, string and key is written exactly as in the file (1e400 stays 1e400,
 * 1.0 stays 1.0), and the author's data (a webhook's headers, query and body, unknown fields, test
 * files and the config) keeps its key order.
 */
export function formatBytes(bytes: Uint8Array, text: string, invalid: readonly TextFinding[] = [], name = ""): { output: Uint8Array } | { issues: Issue[] } {
  const kind = documentKind(text, invalid, name);
  return typeof kind === "object" ? kind : { output: formatJsonBytes(bytes, kind === "layout" ? undefined : kind) };
}

// What the document is, or the issues that stop it being formatted; its parsed value is garbage
// once this returns, before the bytes are formatted.
function documentKind(text: string, invalid: readonly TextFinding[], name: string): ObjectKind | "layout" | { issues: Issue[] } {
  const read = readJson(text, invalid);
  if ("issues" in read) return read;
  return layoutOnly(name) ? "layout" : (rootKind(read.value) ?? "layout");
}

/** `formatBytes` of a text: its canonical text, or the issues that stop it being formatted. */
export function formatText(text: string, invalid: readonly TextFinding[] = [], name = ""): { output: string } | { issues: Issue[] } {
  const result = formatBytes(Buffer.from(text, "utf8"), text, invalid, name);
  return "issues" in result ? result : { output: Buffer.from(result.output.buffer, result.output.byteOffset, result.output.length).toString("utf8") };
}

export async function run(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("fmt", args, { check: { type: "boolean" }, ...CONFIG_OPTIONS });
  if (values.help) return help("fmt");
  // The config gives the files when none is named, and the files never to touch.
  const policy = commandPolicy("fmt", values);
  const paths = positionals.length > 0 ? positionals : configuredPaths(policy);
  if (paths === undefined) throw new UsageError('name the files, directories or globs to format (- reads stdin), or list them in the config\'s "files"', "fmt");
  const check = values.check === true;
  const problems: FileReport[] = [];
  let changed = 0;
  const skipped: string[] = [];
  for (const input of withoutIgnored(expandPaths(paths), policy, positionals)) {
    const read = readInput(input);
    if ("error" in read) {
      problems.push({ name: input.name, issues: [pathIssue(read.error)] });
      continue;
    }
    // What check takes from a walk, fmt takes: package.json and its kin are not rewritten.
    if ("found" in input && input.found === true && walkedKind(documentKindOf(input.name, read.text).kind) === "skip") {
      skipped.push(input.name);
      continue;
    }
    const result = formatBytes(read.bytes, read.text, read.invalid, input.name);
    if ("issues" in result) {
      problems.push({ name: input.name, text: read.text, issues: result.issues });
      continue;
    }
    const differs = !Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.length).equals(result.output);
    if (differs) changed++;
    const stdin = !("missing" in input) && input.stdin;
    if (check) {
      if (differs) process.stdout.write(`${input.name}\n`);
    } else if (stdin) process.stdout.write(result.output);
    else if (differs) writeFileSync(input.name, result.output);
  }
  notDocuments(skipped, "formatted");
  if (problems.length > 0) process.stderr.write(stylish(problems, wantColor(process.stderr.isTTY, process.env)));
  return problems.length > 0 || (check && changed > 0) ? EXIT.findings : EXIT.clean;
}
