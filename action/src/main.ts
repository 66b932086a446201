// The GitHub Action (action.yml): runs `agentspec check` (and `agentspec diff`) of the version the
// workspace pins, and hands the results to the runner through its environment contract:
// annotations on stdout, the job summary ($GITHUB_STEP_SUMMARY), outputs ($GITHUB_OUTPUT), a SARIF
// file, one pull-request comment kept up to date through the REST API ($GITHUB_API_URL), and the
// exit code by `fail-on`. Bundled by esbuild into action/dist/index.cjs: it runs with no install.
import { execFile } from "node:child_process";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { syncPullRequestComment } from "./comment.js";
import { resolveCli } from "./install.js";
import { summaryOf, type FileReport } from "./summary.js";

/** A bad input or environment: reported as one `::error::` line, exit 2 (the toolkit's usage code). */
export class ActionError extends Error {}

const FAIL_ON = ["error", "warning", "never"] as const;
type FailOn = (typeof FAIL_ON)[number];

/** An input as the runner passes it: `INPUT_<NAME>` (upper case, spaces as `_`), trimmed. */
export function input(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
}

function booleanInput(name: string, fallback: boolean): boolean {
  const v = input(name);
  if (v === "") return fallback;
  if (v === "true") return true;
  if (v === "false") return false;
  throw new ActionError(`input "${name}" must be true or false, got ${JSON.stringify(v)}`);
}

function env(name: string): string {
  const v = process.env[name];
  if (v === undefined || v === "") throw new ActionError(`${name} is not set: this runs as a GitHub Action step`);
  return v;
}

/** Text in a workflow command's message: `%`, CR and LF escaped as the runner reads them. */
const escapeData = (s: string): string => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");

// The command runs without the step's inputs in its environment: the token stays in this process.
const commandEnv = (): NodeJS.ProcessEnv => ({ ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("INPUT_"))), NO_COLOR: "1" });

function run(node: string, args: readonly string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    execFile(node, args, { cwd, maxBuffer: 1 << 30, env: commandEnv() }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
      if (code < 0) fail(error);
      else done({ code, stdout, stderr });
    });
  });
}

/** One `name=value` line per output, in $GITHUB_OUTPUT (values are single-line). */
function setOutputs(file: string, outputs: Record<string, string | number>): void {
  appendFileSync(file, Object.entries(outputs).map(([k, v]) => `${k}=${v}\n`).join(""));
}

export async function main(): Promise<number> {
  const workspace = env("GITHUB_WORKSPACE");
  const outputFile = env("GITHUB_OUTPUT");
  const failOn = (input("fail-on") || "error") as FailOn;
  if (!FAIL_ON.includes(failOn)) throw new ActionError(`input "fail-on" must be one of ${FAIL_ON.join(", ")}, got ${JSON.stringify(failOn)}`);
  const paths = input("paths").split(/\s+/).filter((p) => p !== "");
  const config = input("config");
  const sarif = input("sarif");
  const against = input("diff");
  const comment = booleanInput("comment", false);
  const summary = booleanInput("summary", true);
  // One part of a matrix (agentspec check --shard <i>/<n>): the command checks the value.
  const shard = input("shard");
  if (comment && against === "") throw new ActionError('input "comment" posts the diff: set "diff" to the git ref to compare with');

  // What to run is the workspace's business: a version it cannot give is its input to fix (exit 2).
  const cli = await resolveCli({ workspace, version: input("version"), actionRoot: resolve(__dirname, "..", "..") }).catch((e: unknown) => {
    throw new ActionError(e instanceof Error ? e.message : String(e));
  });
  console.log(`agentspec ${cli.version} (${cli.source})`);
  const node = process.execPath;
  const common = [...(config ? ["--config", config] : [])];
  const check = (format: string): Promise<{ code: number; stdout: string; stderr: string }> => run(node, [cli.path, "check", ...paths, ...common, ...(shard ? ["--shard", shard] : []), "--format", format], workspace);

  // The JSON report and the annotations, side by side; the SARIF file too when asked for.
  const [json, annotations, sarifRun] = await Promise.all([check("json"), check("github"), sarif ? check("sarif") : undefined]);
  for (const r of [json, annotations, sarifRun]) if (r && r.code > 1) throw new ActionError(`agentspec check failed (exit ${r.code}):\n${r.stderr.trim()}`);
  process.stdout.write(annotations.stdout);
  const reports = JSON.parse(json.stdout) as FileReport[];
  const errors = reports.reduce((n, r) => n + r.errorCount, 0);
  const warnings = reports.reduce((n, r) => n + r.warningCount, 0);
  let sarifFile = "";
  if (sarifRun) {
    sarifFile = resolve(workspace, sarif);
    writeFileSync(sarifFile, sarifRun.stdout);
  }

  let diffMarkdown = "";
  let changes = 0;
  if (against !== "") {
    const diffArgs = (format: string): string[] => [cli.path, "diff", "--against", against, ...paths, ...common, "--fail-on", "any", "--format", format];
    const [diffJson, diffMd] = await Promise.all([run(node, diffArgs("json"), workspace), run(node, diffArgs("markdown"), workspace)]);
    for (const r of [diffJson, diffMd]) if (r.code > 1) throw new ActionError(`agentspec diff failed (exit ${r.code}):\n${r.stderr.trim()}`);
    changes = (JSON.parse(diffJson.stdout) as { files: { changes: unknown[] }[] }).files.reduce((n, f) => n + f.changes.length, 0);
    diffMarkdown = changes > 0 ? diffMd.stdout : "";
  }

  if (summary) appendFileSync(env("GITHUB_STEP_SUMMARY"), summaryOf(reports, diffMarkdown, cli.version));
  setOutputs(outputFile, { errors, warnings, "sarif-file": sarifFile, changes });
  if (comment) {
    const event = JSON.parse(readFileSync(env("GITHUB_EVENT_PATH"), "utf8")) as { pull_request?: { number: number }; repository?: { full_name: string } };
    if (event.pull_request === undefined) console.log("::notice::comment: this run is not for a pull request, so no comment is posted");
    else {
      const done = await syncPullRequestComment({
        api: process.env["GITHUB_API_URL"] || "https://api.github.com",
        token: input("github-token"),
        repository: event.repository?.full_name ?? env("GITHUB_REPOSITORY"),
        pullRequest: event.pull_request.number,
        body: diffMarkdown,
      });
      console.log(`pull-request comment: ${done}`);
    }
  }

  const failed = failOn === "error" ? errors > 0 : failOn === "warning" ? errors + warnings > 0 : false;
  if (failed) console.log(`::error::agentspec found ${errors} error(s) and ${warnings} warning(s) (fail-on: ${failOn})`);
  return failed ? 1 : 0;
}

{
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.log(`::error title=agentspec action::${escapeData(message)}`);
      process.exitCode = error instanceof ActionError ? 2 : 3;
    },
  );
}
