#!/usr/bin/env node
// The agentspec command. Each command is loaded only when it runs, so start-up reads little.
import { unknown } from "./args.js";
import { EXIT, USAGE, UsageError } from "./usage.js";
import { VERSION } from "./version.js";
import { ConfigError } from "../config/error.js";
import { isMainThread, workerData } from "node:worker_threads";
import { LSP_ROLES, TEST_RUN_ROLE } from "../lsp/role.js";
import { CHECK_ROLE } from "./commands/check/role.js";

type Command = (args: readonly string[]) => Promise<number>;

const COMMANDS: Record<string, () => Promise<Command>> = {
  check: async () => (await import("./commands/check/index.js")).run,
  fmt: async () => (await import("./commands/fmt.js")).run,
  schema: async () => (await import("./commands/schema.js")).run,
  eval: async () => (await import("./commands/eval.js")).run,
  bundle: async () => (await import("./commands/bundle.js")).run,
  test: async () => (await import("./commands/test/index.js")).run,
  graph: async () => (await import("./commands/graph.js")).run,
  diff: async () => (await import("./commands/diff/index.js")).run,
  lsp: async () => (await import("./commands/lsp.js")).run,
  remote: async () => (await import("./commands/remote/index.js")).run,
  "merge-reports": async () => (await import("./commands/merge-reports.js")).run,
};

async function main(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) throw new UsageError("");
  if (name === "-h" || name === "--help" || name === "help") {
    const topic = name === "help" && rest[0] !== undefined && Object.hasOwn(USAGE, rest[0]) ? rest[0] : "main";
    process.stdout.write(`${USAGE[topic]}\n`);
    return EXIT.clean;
  }
  if (name === "-v" || name === "--version") {
    process.stdout.write(`${VERSION}\n`);
    return EXIT.clean;
  }
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!load) throw new UsageError(name.startsWith("-") ? unknown("option", name, ["--help", "--version"]) : unknown("command", name, [...Object.keys(COMMANDS), "help"]));
  return (await load())(rest);
}

/** The command, on the process's main thread. */
function command(): void {
  // A reader that stops early (`agentspec check . | head`) is no error of ours: the rest of the
  // output is dropped and the exit code is still the findings'.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
  });

  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (error instanceof ConfigError) {
        // A broken config (or suppressions file) stops the run: its findings, at their places, then exit 2.
        process.exitCode = EXIT.usage;
        void import("./report/config-report.js").then(({ printConfigError }) => printConfigError(error));
        return;
      }
      if (error instanceof UsageError) {
        const usage = USAGE[error.command ?? "main"] ?? USAGE["main"];
        process.stderr.write(`${error.message ? `agentspec: ${error.message}\n\n` : ""}${usage}\n`);
        process.exitCode = EXIT.usage;
        return;
      }
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.stderr.write(`agentspec: internal error: ${detail}\nThis is a bug in agentspec; please report it with the command line and the file that caused it.\n`);
      process.exitCode = EXIT.internal;
    },
  );
}

// The language server starts this same file as the threads of a large document (src/lsp/role.ts),
// and check --threads as its check threads (commands/check/role.ts).
const role = isMainThread ? undefined : (workerData as { role?: unknown } | null)?.role;
if (role === LSP_ROLES.keeper || role === LSP_ROLES.compute) void import("../lsp/worker.js").then((m) => m.serve());
else if (role === TEST_RUN_ROLE) void import("../lsp/test-run-thread.js").then((m) => m.serve());
// The workspace thread checks files as `check` does, the link files' own check included (the command's).
else if (role === LSP_ROLES.workspace) void Promise.all([import("../lsp/workspace-worker.js"), import("./commands/check/index.js")]).then(([w, c]) => w.serve(c.checkLinkFiles));
else if (role === CHECK_ROLE) void import("./commands/check/worker.js").then((m) => m.serve());
else command();
