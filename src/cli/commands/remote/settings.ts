// What every `agentspec remote` command shares: the client made from the environment and flags
// (never a credential on the command line), the link file, and how failures are printed.
import { readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { createPlatformClient, type PlatformClient } from "../../../platform/client.js";
import { PlatformConfigError, PlatformError } from "../../../platform/errors.js";
import type { Policy } from "../../../config/index.js";
import { CONFIG_FILE } from "../../config.js";
import { readJsonText } from "../../../workspace/document.js";
import { commandPolicy } from "../../policy.js";
import { reason } from "../../../workspace/files.js";
import { stylish } from "../../report/report.js";
import { wantColor } from "../../report/color.js";
import { EXIT, UsageError } from "../../usage.js";
import { LINK_FILE } from "../../../core/file-names.js";

export { REMOTE_OPTIONS } from "./options.js";

/** The remote settings read from flags and the environment. */
export interface RemoteSettings {
  baseUrl: string;
  applicationId: number | undefined;
}

/** The environment variables the remote commands read. */
export const ENV = { baseUrl: "AGENTSPEC_BASE_URL", apiKey: "AGENTSPEC_API_KEY", accessToken: "AGENTSPEC_ACCESS_TOKEN" } as const;

/** Read an application id: a whole number. */
export function applicationId(raw: string | undefined, command: string): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw new UsageError(`--application takes the application's id, a whole number, not "${raw}"`, command);
  return Number(raw);
}

/** The credential: --api-key-file (an explicit flag wins), else AGENTSPEC_API_KEY or AGENTSPEC_ACCESS_TOKEN (not both). */
function credential(keyFile: string | undefined, env: NodeJS.ProcessEnv, command: string): { apiKey: string } | { accessToken: string } {
  if (keyFile !== undefined) {
    let text: string;
    try {
      text = readFileSync(keyFile, "utf8");
    } catch (e) {
      throw new UsageError(`--api-key-file ${keyFile}: cannot read it (${reason(e)})`, command);
    }
    // As ssh does for keys: a file other users can read is said (not refused: CI secrets mounted 0644 are common).
    try {
      const mode = statSync(keyFile).mode;
      if (process.platform !== "win32" && (mode & 0o077) !== 0)
        process.stderr.write(`agentspec: warning: --api-key-file ${keyFile} can be read by other users (mode ${(mode & 0o777).toString(8)}); chmod 600 it\n`);
    } catch {
      // read above; a stat that fails now changes nothing
    }
    // One final line end is the file's, not the key's.
    const key = text.replace(/\r?\n$/, "");
    if (key === "") throw new UsageError(`--api-key-file ${keyFile} is empty`, command);
    if (!/^[\x21-\x7e]+$/.test(key)) throw new UsageError(`--api-key-file ${keyFile} holds white space, more than one line or a non-ASCII character: it should hold the key alone`, command);
    return { apiKey: key };
  }
  const apiKey = env[ENV.apiKey];
  const accessToken = env[ENV.accessToken];
  if (apiKey !== undefined && apiKey !== "" && accessToken !== undefined && accessToken !== "")
    throw new UsageError(`both ${ENV.apiKey} and ${ENV.accessToken} are set: unset one, so it is clear which credential is sent`, command);
  if (apiKey !== undefined && apiKey !== "") return { apiKey };
  if (accessToken !== undefined && accessToken !== "") return { accessToken };
  throw new UsageError(`no credential: set ${ENV.apiKey} (an API key) or ${ENV.accessToken} (an OAuth access token), or name a file holding the key with --api-key-file (a key is never taken on the command line, where every process can read it)`, command);
}

/**
 * The settings of a remote command: the base URL from AGENTSPEC_BASE_URL, else the config's
 * `remote.baseUrl` (the environment wins, and says so when the two differ); the application from
 * --application, else the config's `remote.applicationId`.
 */
export function remoteSettings(values: Record<string, unknown>, command: string, policy: Policy, env: NodeJS.ProcessEnv = process.env): RemoteSettings {
  const fromEnv = env[ENV.baseUrl];
  const fromConfig = policy.remote?.baseUrl;
  if (fromEnv !== undefined && fromEnv !== "" && fromConfig !== undefined && fromEnv !== fromConfig)
    process.stderr.write(`agentspec: ${ENV.baseUrl} (${fromEnv}) overrides the config's remote.baseUrl (${fromConfig})\n`);
  const baseUrl = fromEnv !== undefined && fromEnv !== "" ? fromEnv : fromConfig;
  if (baseUrl === undefined || baseUrl === "") throw new UsageError(`no platform address: set remote.baseUrl in ${CONFIG_FILE} or ${ENV.baseUrl} (for example https://platform.example.com)`, command);
  const flag = applicationId(values["application"] as string | undefined, command);
  return { baseUrl, applicationId: flag ?? policy.remote?.applicationId };
}

/** The config a remote command runs under (--config, --no-config); a broken config is a ConfigError (exit 2). */
export function remotePolicy(values: Record<string, unknown>, command: string): Policy {
  return commandPolicy(command, values);
}

/** A client for a remote command; a bad setting is a usage error (exit 2). Notices go to stderr. */
export function remoteClient(values: Record<string, unknown>, command: string, policy: Policy = remotePolicy(values, command), env: NodeJS.ProcessEnv = process.env): { client: PlatformClient; settings: RemoteSettings; policy: Policy } {
  const settings = remoteSettings(values, command, policy, env);
  const cred = credential(values["api-key-file"] as string | undefined, env, command);
  const rawTimeout = values["timeout"] as string | undefined;
  if (rawTimeout !== undefined && !/^\d+(\.\d+)?$/.test(rawTimeout)) throw new UsageError(`--timeout takes seconds, not "${rawTimeout}"`, command);
  const timeoutMs = rawTimeout === undefined ? undefined : Math.max(1, Math.round(Number(rawTimeout) * 1000));
  try {
    const client = createPlatformClient({
      baseUrl: settings.baseUrl,
      ...cred,
      ...(settings.applicationId === undefined ? {} : { applicationId: settings.applicationId }),
      ...(timeoutMs === undefined ? {} : { retry: { timeoutMs } }),
      onNotice: (n) => process.stderr.write(`agentspec: warning: ${n.message}\n`),
    });
    return { client, settings, policy };
  } catch (e) {
    if (e instanceof PlatformConfigError) throw new UsageError(e.message, command);
    throw e;
  }
}

/** Print a failure of the platform on stderr: what happened, then what to do. */
export function platformFailure(e: unknown, what: string): string {
  if (e instanceof PlatformError) return `${what}: ${e.message}`;
  if (e instanceof PlatformConfigError) return `${what}: ${e.message}`;
  throw e;
}

export { LINK_FILE };

/**
 * A write whose outcome is not known yet: written before it is sent (so a run stopped half-way
 * leaves it too), and resolved by the next run before anything is sent again.
 */
export interface Pending {
  /** `push --create` of a spec file, or `import` of a bundle file. */
  operation: "create" | "import";
  applicationId: number;
  /** The agents the write makes, by name. */
  names: string[];
  /** When it was sent (ISO 8601): an agent absent from the list longer than LIST_LAG_SECONDS after it was not made. */
  since: string;
  /** The platform answered it (made); only its agents not being listed yet keeps it. */
  answered?: true;
}

export interface Links {
  /** The link file's path. */
  file: string;
  /** Spec path (relative to the link file's folder, "/" separators) → agent id. */
  agents: Map<string, string>;
  /** File path (same keys) → the write of it whose outcome is not known yet. */
  pending: Map<string, Pending>;
}

/**
 * How long the platform's list may take to show an agent a write made (toolkit-named: the API text
 * does not say). A pending write whose agents are still not listed this long after it was sent did
 * not make them.
 */
export const LIST_LAG_SECONDS = 60;

/** A link file that cannot be used: reported with its issues, exit 2 (as a broken config). */
export class LinkFileError extends Error {
  override readonly name = "LinkFileError";
  constructor(
    message: string,
    readonly report?: string,
  ) {
    super(message);
  }
}

/** The folder of the link file: the nearest config's, else the working directory. */
export const linkFolder = (policy: Policy): string => policy.dir ?? process.cwd();

/** Read the link file of `cwd` (none yet: no links). */
export function readLinks(cwd: string = process.cwd()): Links {
  const file = join(cwd, LINK_FILE);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return { file, agents: new Map(), pending: new Map() };
    throw new LinkFileError(`${LINK_FILE}: cannot read it (${reason(e)})`);
  }
  const json = readJsonText(text);
  if ("issues" in json) throw new LinkFileError(`${LINK_FILE} is not valid JSON`, stylish([{ name: LINK_FILE, text, issues: json.issues }], wantColor(process.stderr.isTTY, process.env)));
  const value = json.value;
  const bad = (why: string) => new LinkFileError(`${LINK_FILE}: ${why}; it holds { "agents": { "<spec file>": "<agent id>" } } (and "pending", the writes whose outcome is not known yet)`);
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw bad("not a JSON object");
  const extra = Object.keys(value).filter((k) => k !== "agents" && k !== "pending");
  if (extra.length > 0) throw bad(`unknown key "${extra[0]}"`);
  const pending = readPending((value as { pending?: unknown }).pending, bad);
  const agents = (value as { agents?: unknown }).agents;
  if (agents === undefined) return { file, agents: new Map(), pending };
  if (agents === null || typeof agents !== "object" || Array.isArray(agents)) throw bad(`"agents" is not an object`);
  const links = new Map<string, string>();
  const byId = new Map<string, string>();
  for (const [path, id] of Object.entries(agents)) {
    if (typeof id !== "string" || id === "") throw bad(`the agent id of "${path}" is not a non-empty string`);
    if (!safePath(path)) throw bad(`"${path}" is not a relative path inside the folder (with / separators)`);
    const earlier = byId.get(id);
    if (earlier !== undefined) throw bad(`"${earlier}" and "${path}" are both linked to the agent ${id}`);
    byId.set(id, path);
    links.set(path, id);
  }
  return { file, agents: links, pending };
}

const safePath = (path: string): boolean => path !== "" && !isAbsolute(path) && !path.includes("\\") && !path.split("/").includes("..");

/** The link file's `pending`: file → { operation, applicationId, names, since, answered? }. */
function readPending(value: unknown, bad: (why: string) => LinkFileError): Map<string, Pending> {
  const out = new Map<string, Pending>();
  if (value === undefined) return out;
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw bad(`"pending" is not an object`);
  for (const [path, p] of Object.entries(value)) {
    // Only a name for the write (nothing is written there): a bundle outside the folder (`../b.json`) has one too.
    if (path === "" || isAbsolute(path) || path.includes("\\")) throw bad(`"pending": "${path}" is not a relative path (with / separators)`);
    const o = p as Record<string, unknown> | null;
    const fault =
      o === null || typeof o !== "object" || Array.isArray(o)
        ? "is not an object"
        : Object.keys(o).find((k) => !["operation", "applicationId", "names", "since", "answered"].includes(k)) !== undefined
          ? `has an unknown key`
          : o["operation"] !== "create" && o["operation"] !== "import"
            ? `has no operation "create" or "import"`
            : !Number.isSafeInteger(o["applicationId"]) || (o["applicationId"] as number) < 0
              ? "has no applicationId (a whole number)"
              : !Array.isArray(o["names"]) || o["names"].length === 0 || !o["names"].every((n) => typeof n === "string" && n !== "")
                ? "has no names (non-empty strings)"
                : typeof o["since"] !== "string" || Number.isNaN(Date.parse(o["since"]))
                  ? "has no since (an ISO 8601 time)"
                  : o["answered"] !== undefined && o["answered"] !== true
                    ? "has an answered that is not true"
                    : undefined;
    if (fault !== undefined) throw bad(`"pending": "${path}" ${fault}`);
    const q = o as { operation: "create" | "import"; applicationId: number; names: string[]; since: string; answered?: true };
    out.set(path, { operation: q.operation, applicationId: q.applicationId, names: [...q.names], since: q.since, ...(q.answered === true ? { answered: true as const } : {}) });
  }
  return out;
}

/** Write the link file: sorted keys, 2-space indent, final newline; replaced in one step. */
export function writeLinks(links: Links): void {
  const sorted = [...links.agents].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const agents: Record<string, string> = {};
  for (const [path, id] of sorted) Object.defineProperty(agents, path, { value: id, enumerable: true, writable: true, configurable: true });
  const pending: Record<string, Pending> = {};
  for (const [path, p] of [...links.pending].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const entry = { ...(p.answered === true ? { answered: true } : {}), applicationId: p.applicationId, names: p.names, operation: p.operation, since: p.since };
    Object.defineProperty(pending, path, { value: entry, enumerable: true, writable: true, configurable: true });
  }
  const tmp = `${links.file}.tmp-${process.pid}`;
  writeFileSync(tmp, JSON.stringify(links.pending.size === 0 ? { agents } : { agents, pending }, null, 2) + "\n");
  renameSync(tmp, links.file);
}

/** A spec file's key in the link file: relative to the link file's folder, "/" separators. */
export function linkKey(links: Links, file: string): string {
  return relative(dirname(links.file), resolve(file)).split(sep).join("/");
}

/** The path of a linked spec file, for reading and printing. */
export function linkedPath(links: Links, key: string): string {
  return join(dirname(links.file), ...key.split("/"));
}

export { EXIT };
