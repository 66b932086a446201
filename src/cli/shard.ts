// --shard <i>/<n>: one part of the files a command reads, for a CI matrix. A file's part depends on
// its path alone (a hash of its path from the working directory, "/" separators), never on how many
// files there are: adding or removing a file moves no other file. docs/decisions.md says why a
// hash and what balance it gives.
import { createHash } from "node:crypto";
import { relative, resolve } from "node:path";
import type { Input, Missing } from "../workspace/files.js";
import { UsageError } from "./usage.js";

/** One part of n (1-based). */
export interface Shard {
  index: number;
  count: number;
}

/** The options of every command that takes --shard. */
export const SHARD_OPTIONS = { shard: { type: "string" } } as const;

/** The most parts a run is split into: more would be a typo, not a matrix. */
const MAX_SHARDS = 1024;

/** Read --shard's value ("2/4"); a malformed one is a usage error that says what is wanted. */
export function parseShard(value: string | undefined, command: string): Shard | undefined {
  if (value === undefined) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(value);
  if (m === null) throw new UsageError(`--shard takes <i>/<n>, the part to run and how many there are (1/4 … 4/4), not "${value}"`, command);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || count > MAX_SHARDS) throw new UsageError(`--shard ${value}: the number of parts must be 1 to ${MAX_SHARDS}`, command);
  if (index < 1 || index > count) throw new UsageError(`--shard ${value}: the part must be 1 to ${count}`, command);
  return { index, count };
}

/** The path a file is hashed by: from the working directory, with "/" separators (the same in every job of a matrix). */
export function shardPath(name: string, cwd = process.cwd()): string {
  return relative(cwd, resolve(cwd, name)).split("\\").join("/");
}

/** The part (1-based) of `count` that the file at `path` (as shardPath gives it) falls in: the first 48 bits of its SHA-256, modulo count. */
export function shardOf(path: string, count: number): number {
  const hex = createHash("sha256").update(path).digest("hex").slice(0, 12);
  return (parseInt(hex, 16) % count) + 1;
}

/**
 * The inputs of one part, each with its place in the whole run (so merge-reports can put the parts
 * back in the order one run lists them). A path that names nothing goes to a part by its name like
 * a file, so every part's report says it once between them. Standard input cannot be split.
 */
export function shardInputs<T extends Input | Missing>(inputs: readonly T[], shard: Shard, command: string): { inputs: T[]; positions: number[] } {
  const kept: T[] = [];
  const positions: number[] = [];
  inputs.forEach((input, i) => {
    if ("stdin" in input && input.stdin) throw new UsageError("--shard splits files: standard input (-) is one input and cannot be split", command);
    if (shardOf(shardPath(input.name), shard.count) !== shard.index) return;
    kept.push(input);
    positions.push(i);
  });
  return { inputs: kept, positions };
}

/** SARIF's run category for a part (runAutomationDetails.id: the category is everything up to the last "/"). */
export function shardCategory(shard: Shard): string {
  return `agentspec/shard-${shard.index}-of-${shard.count}/`;
}
