// agentspec fmt: rewrite JSON files in canonical form; --check only lists the files that would change.
import { writeFileSync } from "node:fs";
import { formatBytes } from "../../format/index.js";
import { help, parse } from "../args.js";
import { wantColor } from "../report/color.js";
import { expandPaths, notDocuments, pathIssue, readInput } from "../../workspace/files.js";
import { documentKindOf, walkedKind } from "../../language/document-kind.js";
import { stylish, type FileReport } from "../report/report.js";
import { EXIT, UsageError } from "../usage.js";
import { CONFIG_OPTIONS, commandPolicy, configuredPaths, withoutIgnored } from "../policy.js";

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
