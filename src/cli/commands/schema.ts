// agentspec schema: print the JSON Schema, as GET /agents/schema/ serves it.
import { agentSpecSchema } from "../../schema/schema.js";
import { help, parse } from "../args.js";
import { UsageError } from "../usage.js";

export async function run(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("schema", args, {});
  if (values.help) return help("schema");
  if (positionals.length > 0) throw new UsageError(`schema takes no arguments, not "${positionals[0]}"`, "schema");
  process.stdout.write(JSON.stringify(agentSpecSchema, null, 2) + "\n");
  return 0;
}
