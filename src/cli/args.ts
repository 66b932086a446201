// Parsing a command's arguments with node:util parseArgs; --help on every command.
import { parseArgs, type ParseArgsConfig } from "node:util";
import { EXIT, USAGE, UsageError } from "./usage.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** parseArgs with --help, turning its errors into usage errors of `command`. */
export function parse<O extends Options>(command: string, args: readonly string[], options: O) {
  try {
    return parseArgs({ args: [...args], options: { ...options, help: { type: "boolean", short: "h" } }, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e), command);
  }
}

/** Print a command's usage on stdout (asked for with --help): exit code 0. */
export function help(command: string): number {
  process.stdout.write(`${USAGE[command] ?? USAGE["main"]}\n`);
  return EXIT.clean;
}
