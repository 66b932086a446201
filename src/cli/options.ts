// The options every reporting command shares: format, --max-warnings, --quiet; printing and exit codes.
import type { ParseArgsConfig } from "node:util";
import { didYouMean } from "../core/suggest.js";
import type { Issue } from "../core/issue.js";
import { wantColor } from "./color.js";
import { FORMATTERS, type FileReport, type Format } from "./report.js";
import { EXIT, UsageError } from "./usage.js";

/** Options of every command that prints issues. */
export const OUTPUT_OPTIONS = {
  format: { type: "string", short: "f" },
  "max-warnings": { type: "string" },
  quiet: { type: "boolean", short: "q" },
} as const satisfies NonNullable<ParseArgsConfig["options"]>;

export interface OutputSettings {
  format: Format;
  maxWarnings: number | undefined;
  quiet: boolean;
}

/** Read --format, --max-warnings and --quiet; a bad value is a usage error. */
export function outputSettings(command: string, values: Record<string, unknown>): OutputSettings {
  const format = (values["format"] as string | undefined) ?? "stylish";
  if (!Object.prototype.hasOwnProperty.call(FORMATTERS, format)) {
    const near = didYouMean(format, Object.keys(FORMATTERS));
    throw new UsageError(`unknown format "${format}"${near === undefined ? "" : `; did you mean "${near}"?`}: use ${Object.keys(FORMATTERS).join(", ")}`, command);
  }
  const raw = values["max-warnings"] as string | undefined;
  let maxWarnings: number | undefined;
  if (raw !== undefined) {
    if (!/^\d+$/.test(raw)) throw new UsageError(`--max-warnings takes a whole number ≥ 0, not "${raw}"`, command);
    maxWarnings = Number(raw);
  }
  return { format: format as Format, maxWarnings, quiet: values["quiet"] === true };
}

/** Print the reports on stdout (or `out`; warnings dropped with --quiet) and give the exit code they call for. */
export function emit(reports: FileReport[], settings: OutputSettings, out: NodeJS.WriteStream = process.stdout): number {
  const shown = settings.quiet ? reports.map((r) => ({ ...r, issues: r.issues.filter((i) => i.severity === "error") })) : reports;
  const text = FORMATTERS[settings.format](shown, wantColor(out.isTTY, process.env));
  if (text) out.write(text);
  const issues = shown.flatMap((r) => r.issues);
  const code = exitCode(issues, settings.maxWarnings);
  // Say so when the warning limit alone fails the run: otherwise exit 1 after "0 errors" puzzles.
  // On stderr, so json and sarif output stays one document.
  if (code === EXIT.findings && !issues.some((i) => i.severity === "error")) {
    const warnings = issues.length;
    process.stderr.write(`agentspec: ${warnings} warning${warnings === 1 ? "" : "s"}, more than --max-warnings ${settings.maxWarnings} allows: exit 1\n`);
  }
  return code;
}

/** 1 on any error, or on more warnings than allowed; 3 when a check itself failed; else 0. */
function exitCode(issues: readonly Issue[], maxWarnings: number | undefined): number {
  if (issues.some((i) => i.code.startsWith("internal/"))) return EXIT.internal;
  if (issues.some((i) => i.severity === "error")) return EXIT.findings;
  const warnings = issues.filter((i) => i.severity === "warning").length;
  return maxWarnings !== undefined && warnings > maxWarnings ? EXIT.findings : EXIT.clean;
}
