// agentspec fmt: rewrite JSON files in canonical form; --check only lists the files that would change.
import { writeFileSync } from "node:fs";
import { tokenTree, writeCanonical } from "../bundle/write.js";
import type { Issue } from "../core/issue.js";
import type { TextFinding } from "../core/text.js";
import { help, parse } from "./args.js";
import { wantColor } from "./color.js";
import { readJson } from "../check/index.js";
import { expandPaths, pathIssue, readInput } from "./files.js";
import { stylish, type FileReport } from "./report.js";
import { EXIT, UsageError } from "./usage.js";

/**
 * The canonical text of a JSON document, or the issues that stop it being formatted: text that is
 * not JSON, nested too deep, or with a key repeated in one object (formatting would silently drop
 * a copy), or with bytes that were not UTF-8 (`invalid`: written back, they would become U+FFFD). Formatting works on the tokens: only white space and the order of keys change; every
 * number, string and key is written exactly as in the file (1e400 stays 1e400, 1.0 stays 1.0).
 */
export function formatText(text: string, invalid: readonly TextFinding[] = []): { output: string } | { issues: Issue[] } {
  const read = readJson(text, invalid);
  if ("issues" in read) return read;
  return { output: writeCanonical(tokenTree(text)) };
}

export async function run(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("fmt", args, { check: { type: "boolean" } });
  if (values.help) return help("fmt");
  if (positionals.length === 0) throw new UsageError("name the files, directories or globs to format (- reads stdin)", "fmt");
  const check = values.check === true;
  const problems: FileReport[] = [];
  let changed = 0;
  for (const input of expandPaths(positionals)) {
    const read = readInput(input);
    if ("error" in read) {
      problems.push({ name: input.name, issues: [pathIssue(read.error)] });
      continue;
    }
    const result = formatText(read.text, read.invalid);
    if ("issues" in result) {
      problems.push({ name: input.name, text: read.text, issues: result.issues });
      continue;
    }
    const differs = result.output !== read.text;
    if (differs) changed++;
    const stdin = !("missing" in input) && input.stdin;
    if (check) {
      if (differs) process.stdout.write(`${input.name}\n`);
    } else if (stdin) process.stdout.write(result.output);
    else if (differs) writeFileSync(input.name, result.output);
  }
  if (problems.length > 0) process.stderr.write(stylish(problems, wantColor(process.stderr.isTTY, process.env)));
  return problems.length > 0 || (check && changed > 0) ? EXIT.findings : EXIT.clean;
}
