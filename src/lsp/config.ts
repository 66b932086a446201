// The language server's view of agentspec.config.json: the settings of each open document (from its
// folder up, as the command finds them from the working directory), read again whenever a config
// file on the way changed on disk, and the config's own findings when it is open in the editor.
import { statSync } from "node:fs";
import type { CompiledPolicy } from "../config/index.js";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, type Policy } from "../config/index.js";
import type { Issue } from "../core/issue.js";
import type { RuleSettings } from "../core/severity.js";
import { checkConfigText } from "../config/index.js";
import { CONFIG_FILE, loadPolicy, policyPath } from "../node/config.js";
import { configuredFile } from "../workspace/check-files.js";
import { readSuppressions, suppressionKey, suppressionsPath, type Suppressions } from "../workspace/suppressions.js";

/** What the config says for one document, or why it could not be read. */
export interface DocumentSettings {
  strict: boolean;
  rules?: RuleSettings;
  /** The config's policies that apply to the document, compiled. */
  policies?: readonly CompiledPolicy[];
  /** The config (or the suppressions file) that cannot be used, as one issue for the document (at its start). */
  broken?: Issue;
  /** The config's `ignores` match the document: no command reads it, and it gets no diagnostics. */
  ignored?: boolean;
  /** The config's `files` name the document: it is a spec (or what its name says) even while empty or half-typed. */
  configured?: boolean;
  /** What the repository's agentspec-suppressions.json records for the document (as `check` reads it), by code. */
  suppressed?: Readonly<Record<string, { count: number }>>;
}

/** Whether a document is a config file (its findings are the config's, not a spec's). */
export const isConfigUri = (uri: string): boolean => uri.endsWith(`/${CONFIG_FILE}`);

/** A config file's findings, as the command would report them. */
export const configIssues = (text: string): Issue[] => checkConfigText(text).issues;

// What a folder's configs were read from: each candidate file's modification time (or -1), up to the root.
function stamp(dir: string): string {
  let out = "";
  for (let at = dir; ; ) {
    let mtime = -1;
    try {
      mtime = statSync(join(at, CONFIG_FILE)).mtimeMs;
    } catch {
      // no config here
    }
    out += `${mtime};`;
    try {
      statSync(join(at, ".git"));
      return out;
    } catch {
      // not the repository root: go up
    }
    const up = dirname(at);
    if (up === at) return out;
    at = up;
  }
}

/** A file that cannot be used, as one issue at the start of a document it applies to. */
function brokenIssue(error: ConfigError): Issue {
  const first = error.issues[0];
  const message = `${error.file} cannot be used: ${first ? `${first.range ? `${first.range.start.line}:${first.range.start.column} ` : ""}${first.message}` : "unknown reason"}`;
  return { code: first?.code ?? "config/invalid-value", severity: "error", pointer: "", message } as Issue;
}

/** The suppressions files read, by path, each with the modification time it was read at (-1: there is none). */
function suppressionsReader(): (path: string) => { suppressions?: Suppressions; broken?: Issue } {
  const read = new Map<string, { mtime: number; suppressions?: Suppressions; broken?: Issue }>();
  return (path) => {
    let mtime = -1;
    try {
      mtime = statSync(path).mtimeMs;
    } catch {
      // none: nothing is suppressed
    }
    let known = read.get(path);
    if (!known || known.mtime !== mtime) {
      known = { mtime };
      if (mtime !== -1) {
        try {
          known.suppressions = readSuppressions(path).suppressions;
        } catch (error) {
          if (!(error instanceof ConfigError)) throw error;
          known.broken = brokenIssue(error);
        }
      }
      read.set(path, known);
    }
    return known;
  };
}

/** The settings of documents, by folder; `--config` / `--no-config` as the command line gave them. */
export function documentSettings(choice: { config?: string | undefined; noConfig: boolean; strict: boolean }): (uri: string) => DocumentSettings {
  // Each folder's configs, and which of its files their `files` name (asked per check: kept per path).
  const byDir = new Map<string, { stamp: string; policy?: Policy; broken?: Issue; configured?: Map<string, boolean> }>();
  const baseline = suppressionsReader();
  return (uri) => {
    if (!uri.startsWith("file:") || choice.noConfig) return { strict: choice.strict };
    const path = fileURLToPath(uri);
    const dir = dirname(path);
    const now = choice.config === undefined ? stamp(dir) : "";
    let known = byDir.get(dir);
    if (!known || known.stamp !== now) {
      try {
        known = { stamp: now, policy: loadPolicy({ cwd: dir, config: choice.config }) };
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        known = { stamp: now, broken: brokenIssue(error) };
      }
      byDir.set(dir, known);
    }
    if (!known.policy) return { strict: choice.strict, broken: known.broken! };
    const options = known.policy.optionsFor(policyPath(path));
    const settings: DocumentSettings = { strict: choice.strict || options.strict, rules: options.rules };
    if (options.ignored) settings.ignored = true;
    else {
      const named = (known.configured ??= new Map());
      let configured = named.get(path);
      if (configured === undefined) named.set(path, (configured = configuredFile(known.policy, path)));
      if (configured) settings.configured = true;
    }
    if (options.policies) settings.policies = options.policies;
    // The repository's suppressions, found as `check` finds them (from the document's folder in place of the working directory).
    const at = suppressionsPath(known.policy, dir);
    if (at !== undefined) {
      const { suppressions, broken } = baseline(at);
      if (broken) settings.broken = broken;
      const entry = suppressions?.[suppressionKey(at, path)];
      if (entry) settings.suppressed = entry;
    }
    return settings;
  };
}
