// The options every reporting command shares: format, --max-warnings, --quiet; printing and exit codes.
import { isAbsolute, relative } from "node:path";
import type { ParseArgsConfig } from "node:util";
import type { Policy } from "../config/index.js";
import { unknownChoice } from "./args.js";
import type { Issue } from "../core/issue.js";
import { wantColor } from "./report/color.js";
import { FORMATTERS, type FileReport, type Format } from "./report/report.js";
import { EXIT, UsageError } from "./usage.js";
import { maskDocumentSecrets, maskSecrets } from "../check/index.js";

/** Options of every command that prints issues. */
export const OUTPUT_OPTIONS = {
  format: { type: "string", short: "f" },
  "max-warnings": { type: "string" },
  quiet: { type: "boolean", short: "q" },
} as const satisfies NonNullable<ParseArgsConfig["options"]>;

export interface OutputSettings {
  format: Format;
  maxWarnings: number | undefined;
  /** The config setting the limit came from, as the note that it failed the run names it (absent: the flag, or no limit). */
  maxWarningsFrom?: string;
  quiet: boolean;
  /** SARIF's run category (runAutomationDetails.id), set by --shard so code scanning keeps each part's results. */
  runCategory?: string;
}

/**
 * The config's `maxWarnings` (the nearest config that sets it) as the limit, unless --max-warnings
 * gave one: the flag wins. The note that the limit failed the run then names that config file.
 */
export function configLimit(settings: OutputSettings, policy: Pick<Policy, "layers">): void {
  if (settings.maxWarnings !== undefined) return;
  for (let i = policy.layers.length - 1; i >= 0; i--) {
    const layer = policy.layers[i]!;
    if (layer.config.maxWarnings === undefined) continue;
    settings.maxWarnings = layer.config.maxWarnings;
    settings.maxWarningsFrom = `"maxWarnings": ${layer.config.maxWarnings} in ${shownPath(layer.path)}`;
    return;
  }
}

/** A file's path as a message shows it: relative to the working directory when inside it, with "/" separators. */
function shownPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return (rel.startsWith("..") || isAbsolute(rel) ? path : rel).split("\\").join("/");
}

/** Read --format, --max-warnings and --quiet; a bad value is a usage error. */
export function outputSettings(command: string, values: Record<string, unknown>): OutputSettings {
  const format = (values["format"] as string | undefined) ?? "stylish";
  if (!Object.prototype.hasOwnProperty.call(FORMATTERS, format)) {
    throw new UsageError(unknownChoice("format", format, Object.keys(FORMATTERS)), command);
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
  // What shows a file's text (code frames, fingerprints) shows it with its credentials masked
  // (contract §12): where the check placed them, else where a search of the text finds them.
  const masked = reports.map((r) => (r.text === undefined ? r : { ...r, text: r.secretSpans ? maskSecrets(r.text, r.secretSpans) : maskDocumentSecrets(r.text) }));
  const shown = settings.quiet ? masked.map((r) => ({ ...r, issues: r.issues.filter((i) => i.severity === "error") })) : masked;
  const format: (reports: FileReport[], color: boolean, runCategory?: string) => string = FORMATTERS[settings.format];
  const text = format(shown, wantColor(out.isTTY, process.env), settings.runCategory);
  if (text) out.write(text);
  const issues = shown.flatMap((r) => r.issues);
  const code = exitCode(issues, settings.maxWarnings);
  // Say so when the warning limit alone fails the run: otherwise exit 1 after "0 errors" puzzles.
  // On stderr, so json and sarif output stays one document.
  if (code === EXIT.findings && !issues.some((i) => i.severity === "error")) {
    const warnings = issues.length;
    process.stderr.write(`agentspec: ${warnings} warning${warnings === 1 ? "" : "s"}, more than ${settings.maxWarningsFrom ?? `--max-warnings ${settings.maxWarnings}`} allows: exit 1\n`);
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
