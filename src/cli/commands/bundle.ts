// agentspec bundle export | check: build a bundle from spec files; check a bundle before import.
import { basename } from "node:path";
import type { AgentSummary, ImportAgentSummary } from "../../bundle/index.js";
import { WEBHOOK_ROUTES } from "../../core/routes.js";
import { BUNDLE_FORMAT, BUNDLE_FORMAT_VERSION } from "../../core/bundle-format.js";
import { tokenTree, valueTree, writeCanonical, type TokenTree } from "../../bundle/write.js";
import { formatFinding } from "../../core/finding-words.js";
import { help, parse, unknown } from "../args.js";
import { cliCodeDefinitions } from "../../workspace/code-definitions.js";
import { wantColor } from "../report/color.js";
import { expandPaths, pathIssue, readInput } from "../../workspace/files.js";
import { checkText, readJsonText } from "../../workspace/document.js";
import { OUTPUT_OPTIONS, emit, outputSettings } from "../options.js";
import { stylish, type FileReport } from "../report/report.js";
import { EXIT, UsageError } from "../usage.js";

/** Per agent, one line: what import would do and how many webhook nodes use each route. */
function routeNotes(agents: readonly ImportAgentSummary[]): string[] {
  return agents.map((a) => {
    const who = [a.name === undefined ? "(no name)" : JSON.stringify(a.name), a.id === undefined ? "" : `(id ${JSON.stringify(a.id)})`].filter(Boolean).join(" ");
    const routes = WEBHOOK_ROUTES.map((r) => `${r} ${a.routes[r].length}`).join(", ");
    return `  agent ${who} at ${a.pointer}: ${a.action}; webhook nodes by route: ${routes}`;
  });
}

const nameOf = (file: string): string => basename(file).replace(/\.json$/i, "");

async function exportCommand(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("bundle", args, { "name-from": { type: "string" } });
  if (values.help) return help("bundle");
  const nameFrom = values["name-from"] ?? "filename";
  if (nameFrom !== "filename") throw new UsageError(`--name-from takes "filename", not "${nameFrom}"`, "bundle");
  if (positionals.length === 0) throw new UsageError("name the spec files to export", "bundle");
  if (positionals.includes("-")) throw new UsageError("bundle export names each agent after its file, so it cannot read stdin", "bundle");
  const problems: FileReport[] = [];
  const agents: { name: string; spec: TokenTree }[] = [];
  const first = new Map<string, string>();
  for (const input of expandPaths(positionals)) {
    const read = readInput(input);
    if ("error" in read) {
      problems.push({ name: input.name, issues: [pathIssue(read.error)] });
      continue;
    }
    const checked = checkText(read.text, { invalid: read.invalid });
    if (checked.kind === "bundle") throw new UsageError(`${input.name} is a bundle: bundle export takes spec files`, "bundle");
    const issues = [...checked.issues];
    const name = nameOf(input.name);
    const earlier = first.get(name);
    if (earlier !== undefined) issues.unshift(formatFinding({ code: "bundle/duplicate-name", severity: "error", pointer: "", params: { name, first: earlier } }, cliCodeDefinitions));
    else first.set(name, input.name);
    if (issues.length > 0) problems.push({ name: input.name, text: read.text, issues });
    if (issues.some((i) => i.severity === "error")) continue;
    // The spec goes in as its tokens: every number and string exactly as the file writes it.
    agents.push({ name, spec: tokenTree(read.text) });
  }
  if (problems.length > 0) process.stderr.write(stylish(problems, wantColor(process.stderr.isTTY, process.env)));
  const failed = problems.some((r) => r.issues.some((i) => i.severity === "error"));
  if (failed) return EXIT.findings;
  process.stdout.write(writeCanonical(valueTree({ format: BUNDLE_FORMAT, formatVersion: BUNDLE_FORMAT_VERSION, agents })));
  return EXIT.clean;
}

/** The agents of an --existing file: a JSON array of { id, name, applicationId? }. */
function readExisting(file: string): { agents: AgentSummary[] } | { report: FileReport } {
  const input = expandPaths([file])[0]!;
  const read = readInput(input);
  if ("error" in read) return { report: { name: input.name, issues: [pathIssue(read.error)] } };
  const json = readJsonText(read.text);
  if ("issues" in json) return { report: { name: input.name, text: read.text, issues: json.issues } };
  const value = json.value;
  if (!Array.isArray(value)) throw new UsageError(`--existing ${file}: expected a JSON array of agents ({ "id", "name" }), as GET /agents/ lists them`, "bundle");
  return { agents: value as AgentSummary[] };
}

async function checkCommand(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("bundle", args, { ...OUTPUT_OPTIONS, existing: { type: "string" }, strict: { type: "boolean" } });
  if (values.help) return help("bundle");
  const settings = outputSettings("bundle", values);
  if (positionals.length !== 1) throw new UsageError("name one bundle file", "bundle");
  const opts: { strict: boolean; bundle: true; existing?: AgentSummary[] } = { strict: values.strict === true, bundle: true };
  if (values.existing !== undefined) {
    const existing = readExisting(values.existing);
    if ("report" in existing) return emit([existing.report], settings);
    opts.existing = existing.agents;
  }
  const input = expandPaths(positionals)[0]!;
  const read = readInput(input);
  if ("error" in read) return emit([{ name: input.name, issues: [pathIssue(read.error)] }], settings);
  const checked = checkText(read.text, { ...opts, invalid: read.invalid });
  const report: FileReport = { name: input.name, text: read.text, issues: checked.issues };
  if (checked.agents) {
    report.agents = checked.agents;
    report.notes = routeNotes(checked.agents);
  }
  return emit([report], settings);
}

const SUBCOMMANDS: Record<string, (args: readonly string[]) => Promise<number>> = { export: exportCommand, check: checkCommand };

export async function run(args: readonly string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === "-h" || sub === "--help") return help("bundle");
  const command = sub !== undefined && Object.hasOwn(SUBCOMMANDS, sub) ? SUBCOMMANDS[sub] : undefined;
  if (!command) throw new UsageError(sub === undefined ? "name a subcommand: export or check" : unknown("bundle subcommand", sub, Object.keys(SUBCOMMANDS)), "bundle");
  return command(rest);
}
