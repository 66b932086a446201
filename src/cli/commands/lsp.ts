// agentspec lsp: the language server (src/lsp/) on stdio, with its options from the command line.
import { WORKER_THRESHOLD } from "../../lsp/workers.js";
import { serve } from "../../lsp/server.js";
import { help, parse } from "../args.js";
import { UsageError } from "../usage.js";

/** The worker threshold given on the command line: a count of characters (0 puts every document in a worker). */
function thresholdOf(value: string | undefined): number {
  if (value === undefined) return WORKER_THRESHOLD;
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new UsageError(`--worker-threshold takes a whole number of characters (0 or more), not "${value}"`, "lsp");
  }
  return Number(value);
}

/** The options of `agentspec lsp` (docs/cli.md's synopsis and the usage name each; a test holds them). */
export const LSP_OPTIONS = {
  strict: { type: "boolean" },
  stdio: { type: "boolean" },
  config: { type: "string" },
  "no-config": { type: "boolean" },
  "worker-threshold": { type: "string" },
} as const;

export async function run(args: readonly string[]): Promise<number> {
  // --stdio is what editors pass by habit; stdio is the only transport.
  const { values } = parse("lsp", args, LSP_OPTIONS);
  if (values.help) return help("lsp");
  return serve({ strict: values.strict === true, config: values.config, noConfig: values["no-config"] === true, workerThreshold: thresholdOf(values["worker-threshold"]) });
}
