// agentspec fmt: rewrite JSON files in canonical form; --check only lists the files that would change.
import { writeFileSync } from "node:fs";
import { stringifyCanonical } from "../bundle/index.js";
import type { Issue } from "../validate/issue.js";
import { help, parse } from "./args.js";
import { wantColor } from "./color.js";
import { readJsonText } from "./document.js";
import { locateFindings } from "../validate/validate.js";
import { closingQuote, type TextFinding } from "../validate/text.js";
import { expandPaths, pathIssue, readInput } from "./files.js";
import { stylish, type FileReport } from "./report.js";
import { EXIT, UsageError } from "./usage.js";

/**
 * The canonical text of a JSON document, or the issues that stop it being formatted: text that is
 * not JSON, keys repeated in one object (formatting would silently drop a copy), and integers
 * beyond 2^53 (formatting would write them rounded).
 */
export function formatText(text: string): { output: string } | { issues: Issue[] } {
  const read = readJsonText(text);
  if ("issues" in read) return read;
  const unsafe = unsafeIntegers(text);
  if (unsafe.length > 0) return { issues: locateFindings(text, unsafe) };
  return { output: stringifyCanonical(read.value) };
}

/**
 * Integer literals of a JSON text that formatting would change, found outside strings: beyond
 * 2^53 an integer survives only when it is a double exactly (2^53 is, 2^53 + 1 is not) or when
 * the double is written back with the same digits.
 */
export function unsafeIntegers(text: string): TextFinding[] {
  const out: TextFinding[] = [];
  const number = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const end = closingQuote(text, i);
      if (end < 0) break;
      i = end;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      number.lastIndex = i;
      const literal = number.exec(text)?.[0];
      if (!literal) continue;
      const n = Number(literal);
      if (/^-?\d+$/.test(literal) && !Number.isSafeInteger(n) && BigInt(literal) !== BigInt(n) && String(n) !== literal) {
        out.push({ code: "fmt/unsafe-integer", severity: "error", pointer: "", params: { literal, rounded: String(n) }, span: [i, i + literal.length] });
      }
      i += literal.length - 1;
    }
  }
  return out;
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
    const result = formatText(read.text);
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
