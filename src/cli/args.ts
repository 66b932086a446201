// Parsing a command's arguments with node:util parseArgs; --help on every command.
import { parseArgs, type ParseArgsConfig } from "node:util";
import { didYouMean } from "../core/suggest.js";
import { EXIT, USAGE, UsageError } from "./usage.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** `unknown <what> "word"`, with `; did you mean "…"?` when one of `known` is close. */
export function unknown(what: string, word: string, known: Iterable<string>): string {
  const near = didYouMean(word, known);
  return `unknown ${what} "${word}"${near === undefined ? "" : `; did you mean "${near}"?`}`;
}

/**
 * An unknown value of a closed list (a format): `unknown format "SARIF"; did you mean "sarif"?
 * (use stylish, json, sarif or github)`, or without a close one `unknown format "xml": use …`.
 */
export function unknownChoice(what: string, word: string, known: readonly string[]): string {
  const near = didYouMean(word, known);
  const choices = known.length > 1 ? `${known.slice(0, -1).join(", ")} or ${known.at(-1)!}` : known.join("");
  return near === undefined ? `unknown ${what} "${word}": use ${choices}` : `unknown ${what} "${word}"; did you mean "${near}"? (use ${choices})`;
}

/** The first argument before `--` that names an option `options` does not have. */
function unknownOption(args: readonly string[], options: Options): string | undefined {
  const shorts = new Set(Object.values(options).flatMap((o) => (o.short === undefined ? [] : [o.short])));
  for (const arg of args) {
    if (arg === "--") return undefined;
    if (arg.startsWith("--")) {
      const name = arg.slice(2).split("=")[0]!;
      if (!Object.hasOwn(options, name)) return `--${name}`;
    } else if (arg.startsWith("-") && arg.length > 1) {
      // A group of short flags (-qf): the first that is not one of ours.
      for (const c of arg.slice(1)) {
        if (!shorts.has(c)) return `-${c}`;
        const long = Object.entries(options).find(([, o]) => o.short === c);
        if (long?.[1].type === "string") break;
      }
    }
  }
  return undefined;
}

/** parseArgs with --help, turning its errors into usage errors of `command`; an unknown option gets a did-you-mean. */
export function parse<O extends Options>(command: string, args: readonly string[], options: O) {
  const all = { ...options, help: { type: "boolean", short: "h" } } satisfies Options;
  try {
    return parseArgs({ args: [...args], options: all, allowPositionals: true, strict: true });
  } catch (e) {
    const code = (e as { code?: unknown } | null)?.code;
    const option = code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? unknownOption(args, all) : undefined;
    // A one-letter flag is too short to guess from; the usage printed below lists them.
    if (option !== undefined) throw new UsageError(unknown("option", option, option.startsWith("--") ? Object.keys(all).map((n) => `--${n}`) : []), command);
    throw new UsageError(valueProblem(e, all) ?? (e instanceof Error ? e.message : String(e)), command);
  }
}

/**
 * parseArgs's complaint about an option's value, in our words: a flag given a value
 * (`--strict=yes`), or an option whose value is missing or starts with "-" (`--max-warnings -1`).
 */
function valueProblem(e: unknown, options: Options): string | undefined {
  const message = e instanceof Error ? e.message : "";
  const name = /Option '(?:-[^ ,']+, )?--([^' ]+)/.exec(message)?.[1] ?? /Option '-([^' ]+)/.exec(message)?.[1];
  if (name === undefined) return undefined;
  const long = Object.hasOwn(options, name) ? name : Object.entries(options).find(([, o]) => o.short === name)?.[0];
  if (long === undefined) return undefined;
  if (options[long]!.type === "boolean") return `--${long} is a flag and takes no value: write --${long} alone`;
  return `--${long} needs a value${/ambiguous|starting with a dash/.test(message) ? ` (one that starts with "-" is written --${long}=<value>)` : ""}`;
}

/** Print a command's usage on stdout (asked for with --help): exit code 0. */
export function help(command: string): number {
  process.stdout.write(`${USAGE[command] ?? USAGE["main"]}\n`);
  return EXIT.clean;
}
