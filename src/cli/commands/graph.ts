// agentspec graph: the picture of one spec as Mermaid (default), DOT, SVG or the graph as JSON.
import { graphOf } from "../../graph/model.js";
import { drawGraph } from "../../graph/render.js";
import { help, parse, unknownChoice } from "../args.js";
import { checkText } from "../../workspace/document.js";
import { STDIN_NAME, pathIssue, readInput } from "../../workspace/files.js";
import { emit, outputSettings } from "../options.js";
import { EXIT, UsageError } from "../usage.js";

const FORMATS = ["mermaid", "dot", "svg", "json"] as const;
type GraphFormat = (typeof FORMATS)[number];

/** The most nodes drawn by default: a larger picture cannot be read (47,000 nodes made a 217 MB SVG in 47 s). */
export const MAX_DRAWN_NODES = 1000;

export async function run(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("graph", args, {
    format: { type: "string", short: "f" },
    markdown: { type: "boolean", short: "m" },
    "max-nodes": { type: "string" },
  });
  if (values.help) return help("graph");
  const format = (values.format ?? "mermaid") as GraphFormat;
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(unknownChoice("format", format, FORMATS), "graph");
  if (values.markdown === true && format !== "mermaid") throw new UsageError("--markdown wraps Mermaid only (drop -f or use -f mermaid)", "graph");
  if (positionals.length !== 1) throw new UsageError("name one spec file (or - for stdin)", "graph");
  const rawMax = values["max-nodes"];
  if (rawMax !== undefined && !/^[1-9]\d*$/.test(rawMax)) throw new UsageError(`--max-nodes takes a whole number ≥ 1, not "${rawMax}"`, "graph");
  const maxNodes = rawMax === undefined ? MAX_DRAWN_NODES : Number(rawMax);
  const arg = positionals[0]!;
  const source = arg === "-" ? { name: STDIN_NAME, stdin: true } : { name: arg, stdin: false };
  const settings = outputSettings("graph", {});
  const read = readInput(source);
  if ("error" in read) return emit([{ name: source.name, issues: [pathIssue(read.error)] }], settings);
  const checked = checkText(read.text);
  // Text that is not JSON, or a bundle, has no graph: say why, as check would.
  if (checked.kind !== "spec") {
    const issues = checked.kind === "json" ? checked.issues : [];
    if (issues.length > 0) return emit([{ name: source.name, text: read.text, issues }], settings);
    throw new UsageError(`${source.name} is a bundle: graph draws one spec (export it from the bundle first)`, "graph");
  }
  const graph = graphOf(checked.value, { issues: checked.issues });
  // A picture too large to read is not drawn (it would cost seconds and hundreds of megabytes); the model still is.
  const drawn = graph.nodes.length;
  if (format !== "json" && drawn > maxNodes) {
    throw new UsageError(
      `${source.name} has ${drawn.toLocaleString("en")} nodes, more than a picture can show (--max-nodes ${maxNodes}): ` +
        `use -f json for the graph's model, or --max-nodes ${drawn} to draw it anyway`,
      "graph",
    );
  }
  const out =
    format === "json" ? JSON.stringify(graph, null, 2) + "\n"
    : drawGraph(graph, { format, markdown: values.markdown === true });
  process.stdout.write(out);
  return EXIT.clean;
}
