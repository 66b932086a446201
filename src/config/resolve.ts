// What agentspec.config.json says for one file: the configs found (farthest first, each with its
// folder) compiled once into matchers, then asked per file. Globs are matched against the file's
// path relative to each config's folder ("/" separators), and against each folder above it, so
// `legacy` and `legacy/**` both cover every file in legacy/.
import type { RuleSetting } from "../core/severity.js";
import type { AgentspecConfig, CompiledPolicy, FileOptions } from "./types.js";
import { compilePolicyCondition } from "../conditions/policy.js";

/** A config as found: its file, its folder (absolute, "/" separators, no trailing "/"), and its checked value. */
export interface ConfigLayer {
  path: string;
  dir: string;
  config: AgentspecConfig;
}

/** Turns a glob into a matcher of "/"-separated relative paths (picomatch's syntax). */
export type GlobCompiler = (glob: string) => RegExp;

/** The configs in force, compiled: what each file gets, and the settings of the whole run. */
export interface Policy {
  /** The configs, farthest first (the last is the nearest); empty with no config. */
  readonly layers: readonly ConfigLayer[];
  /** The nearest config's folder: where agentspec-suppressions.json lives. */
  readonly dir: string | undefined;
  /** The nearest `files`, and the folder its globs are relative to. */
  readonly files: { dir: string; globs: readonly string[] } | undefined;
  readonly maxWarnings: number | undefined;
  /** The nearest `threads`. */
  readonly threads: number | "auto" | undefined;
  readonly diff: AgentspecConfig["diff"];
  readonly remote: AgentspecConfig["remote"];
  /** Every policy of the configs, compiled (a nearer config's policy replaces a farther one's of the same name). */
  readonly policies: readonly CompiledPolicy[];
  /** What the configs say for the file at `path` (absolute, "/" separators). */
  optionsFor(path: string): FileOptions;
}

interface Compiled {
  dir: string;
  strict: boolean | undefined;
  rules: Readonly<Record<string, RuleSetting>> | undefined;
  ignores: RegExp[];
  overrides: { files: RegExp[]; strict: boolean | undefined; rules: Readonly<Record<string, RuleSetting>> | undefined }[];
}

/** A policy in force: compiled, with its globs (undefined `files`: every file). */
interface PolicyIn {
  dir: string;
  files: RegExp[] | undefined;
  ignores: RegExp[];
  policy: CompiledPolicy;
}

/**
 * The policies of the configs, farthest first; a nearer config's policy of the same name takes the
 * place of a farther one's. Each condition is compiled once (the configs were checked: it compiles).
 */
function policiesOf(layers: readonly ConfigLayer[], compile: GlobCompiler): PolicyIn[] {
  const byName = new Map<string, PolicyIn>();
  for (const { dir, config } of layers) {
    for (const p of config.policies ?? []) {
      byName.delete(p.name);
      byName.set(p.name, {
        dir,
        files: p.files?.map(compile),
        ignores: (p.ignores ?? []).map(compile),
        policy: Object.freeze({
          code: `policy/${p.name}` as const,
          name: p.name,
          message: p.message,
          description: p.description,
          severity: p.severity === "warn" ? "warning" : "error",
          on: p.on ?? "node",
          condition: compilePolicyCondition(p.when),
        }),
      });
    }
  }
  return [...byName.values()];
}

/** Whether a policy applies to the file at `path`: its `files` match (or it has none) and its `ignores` do not. */
function applies(p: PolicyIn, path: string): boolean {
  const rel = inside(p.dir, path);
  if (rel === undefined) return p.files === undefined;
  if (p.files !== undefined && !matches(p.files, rel)) return false;
  return !matches(p.ignores, rel);
}

/** `path` relative to `dir`, or undefined when it is not inside it. */
function inside(dir: string, path: string): string | undefined {
  const prefix = dir.endsWith("/") ? dir : `${dir}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
}

/** Whether one of `res` matches `rel` or one of the folders it is in. */
function matches(res: readonly RegExp[], rel: string): boolean {
  if (res.length === 0) return false;
  for (let i = 0; i < res.length; i++) if (res[i]!.test(rel)) return true;
  for (let at = rel.indexOf("/"); at > 0; at = rel.indexOf("/", at + 1)) {
    const folder = rel.slice(0, at);
    for (let i = 0; i < res.length; i++) if (res[i]!.test(folder)) return true;
  }
  return false;
}

/** The last value the layers define, nearest last. */
function nearest<K extends keyof AgentspecConfig>(layers: readonly ConfigLayer[], key: K): AgentspecConfig[K] | undefined {
  for (let i = layers.length - 1; i >= 0; i--) if (Object.hasOwn(layers[i]!.config, key)) return layers[i]!.config[key];
  return undefined;
}

/**
 * Compile the configs found (farthest first) into a policy. Every glob is compiled here, once;
 * asking for a file then costs a few regular-expression tests per override.
 */
export function compilePolicy(layers: readonly ConfigLayer[], compile: GlobCompiler): Policy {
  const compiled: Compiled[] = layers.map(({ dir, config }) => ({
    dir,
    strict: config.strict,
    rules: config.rules,
    ignores: (config.ignores ?? []).map(compile),
    overrides: (config.overrides ?? []).map((o) => ({ files: o.files.map(compile), strict: o.strict, rules: o.rules })),
  }));
  const policies = policiesOf(layers, compile);
  const filesLayer = [...layers].reverse().find((l) => Object.hasOwn(l.config, "files"));
  const cache = new Map<string, FileOptions>();
  return {
    layers,
    policies: policies.map((p) => p.policy),
    dir: layers.length > 0 ? layers[layers.length - 1]!.dir : undefined,
    files: filesLayer ? { dir: filesLayer.dir, globs: filesLayer.config.files! } : undefined,
    maxWarnings: nearest(layers, "maxWarnings"),
    threads: nearest(layers, "threads"),
    diff: nearest(layers, "diff"),
    remote: nearest(layers, "remote"),
    optionsFor(path) {
      // Files matched by the same overrides share one answer (and one rules object).
      let key = "";
      let ignored = false;
      for (let l = 0; l < compiled.length; l++) {
        const c = compiled[l]!;
        const rel = inside(c.dir, path);
        if (rel === undefined) {
          key += "-|";
          continue;
        }
        if (matches(c.ignores, rel)) ignored = true;
        for (let o = 0; o < c.overrides.length; o++) key += matches(c.overrides[o]!.files, rel) ? "1" : "0";
        key += "|";
      }
      key += ignored ? "i" : "";
      key += "|";
      for (let p = 0; p < policies.length; p++) key += applies(policies[p]!, path) ? "1" : "0";
      const known = cache.get(key);
      if (known) return known;
      let strict = false;
      const rules: Record<string, RuleSetting> = {};
      let k = 0;
      for (let l = 0; l < compiled.length; l++) {
        const c = compiled[l]!;
        const within = key[k] !== "-";
        if (c.strict !== undefined) strict = c.strict;
        if (c.rules) Object.assign(rules, c.rules);
        if (!within) {
          k += 2;
          continue;
        }
        for (let o = 0; o < c.overrides.length; o++, k++) {
          if (key[k] !== "1") continue;
          const ov = c.overrides[o]!;
          if (ov.strict !== undefined) strict = ov.strict;
          if (ov.rules) Object.assign(rules, ov.rules);
        }
        k++;
      }
      const answer: FileOptions = { strict, rules, ignored };
      const mine = policies.filter((p) => applies(p, path)).map((p) => p.policy);
      if (mine.length > 0) answer.policies = mine;
      cache.set(key, answer);
      return answer;
    },
  };
}
