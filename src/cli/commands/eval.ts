// agentspec eval: evaluate one condition against a context, optionally with the reasons.
import { ConditionError, compileCondition, type ExplainNode } from "../../conditions/index.js";
import { placeableIssues } from "../../conditions/near-miss.js";
import { explainText } from "../../conditions/explain.js";
import type { PolicyExplainNode } from "../../conditions/policy.js";
import { locateFindings } from "../../validate/validate.js";
import { help, parse } from "../args.js";
import { readJsonText } from "../../workspace/document.js";
import { STDIN_NAME, pathIssue, readInput, type Input } from "../../workspace/files.js";
import { OUTPUT_OPTIONS, emit, outputSettings } from "../options.js";
import { EXIT, UsageError } from "../usage.js";
import type { FileReport } from "../report/report.js";

const input = (arg: string): Input => (arg === "-" ? { name: STDIN_NAME, stdin: true } : { name: arg, stdin: false });

/** The JSON value of a file, or the report of why it has none (unreadable, not JSON, a repeated key). */
function readJson(arg: string): { value: unknown; text: string } | { report: FileReport } {
  const source = input(arg);
  const read = readInput(source);
  if ("error" in read) return { report: { name: source.name, issues: [pathIssue(read.error)] } };
  const json = readJsonText(read.text);
  if ("issues" in json) return { report: { name: source.name, text: read.text, issues: json.issues } };
  return { value: json.value, text: read.text };
}

/** The explanation tree, one node a line, children indented. */
function treeLines(node: ExplainNode | PolicyExplainNode, depth = 0): string[] {
  const pad = "  ".repeat(depth);
  // A policy's comparison reads as the engine's, its source a word of its own (self, spec).
  if (node.kind === "comparison") return [`${pad}${explainText(node as ExplainNode)}  [${node.reason}] at ${node.pointer || "/"}`];
  return [`${pad}${node.kind} → ${node.result}  at ${node.pointer || "/"}`, ...node.children.flatMap((c) => treeLines(c, depth + 1))];
}

export async function run(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("eval", args, {
    data: { type: "string", short: "d" },
    explain: { type: "boolean", short: "e" },
    policy: { type: "boolean" },
    format: OUTPUT_OPTIONS.format,
  });
  if (values.help) return help("eval");
  const settings = outputSettings("eval", values);
  if (positionals.length !== 1) throw new UsageError("name one condition file", "eval");
  if (values.data === undefined) throw new UsageError("--data <context.json> is required", "eval");
  const condArg = positionals[0]!;
  if (condArg === "-" && values.data === "-") throw new UsageError("only one of the condition and the data can be read from stdin", "eval");

  const cond = readJson(condArg);
  if ("report" in cond) return emit([cond.report], settings);
  let compiled;
  try {
    // --policy: the grammar of agentspec.config.json's policies (sources self and spec), loaded only then.
    compiled = values.policy === true ? (await import("../../conditions/policy.js")).compilePolicyCondition(cond.value) : compileCondition(cond.value);
  } catch (e) {
    if (!(e instanceof ConditionError)) throw e;
    return emit([{ name: input(condArg).name, text: cond.text, issues: locateFindings(cond.text, placeableIssues(e.issues)) }], settings);
  }
  const data = readJson(values.data);
  if ("report" in data) return emit([data.report], settings);
  const ctx = data.value as Parameters<typeof compiled.evaluate>[0];
  if (values.explain !== true) {
    process.stdout.write(`${compiled.evaluate(ctx)}\n`);
    return EXIT.clean;
  }
  const explanation = compiled.explain(ctx);
  process.stdout.write([String(explanation.result), explanation.text, ...treeLines(explanation.tree)].join("\n") + "\n");
  return EXIT.clean;
}
