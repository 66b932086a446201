// agentspec remote: the platform round trip. schema, check, pull, push, import, usage (docs/remote.md).
import { mkdirSync, existsSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { agentSpecSchema } from "../../../schema/schema.js";
import { stringifyCanonical } from "../../../bundle/write.js";
import { PlatformConfigError, PlatformError } from "../../../platform/errors.js";
import { otherApplications, specInBundle } from "../../../platform/client.js";
import { LineIndex } from "../../../core/line-index.js";
import { locatePointers, spanOf } from "../../../core/locate.js";
import { help, parse, unknown } from "../../args.js";
import { printable } from "../../report/frame.js";
import { wantColor } from "../../report/color.js";
import { checkText } from "../../../workspace/document.js";
import { expandPaths, pathIssue, readInput } from "../../../workspace/files.js";
import { OUTPUT_OPTIONS, configLimit, emit, outputSettings } from "../../options.js";
import { stylish, type FileReport } from "../../report/report.js";
import { LINK_FILE, LinkFileError, REMOTE_OPTIONS as REMOTE_ONLY, linkFolder, linkKey, linkedPath, readLinks, remoteClient, writeLinks } from "./settings.js";
import { CONFIG_OPTIONS, optionsOf } from "../../policy.js";
import type { Policy } from "../../../config/index.js";
import type { OutputSettings } from "../../options.js";
import type { Input, Missing } from "../../../workspace/files.js";

/** Every remote command's options: the application, key file and timeout, and the config's. */
const REMOTE_OPTIONS = { ...REMOTE_ONLY, ...CONFIG_OPTIONS };
import { EXIT, UsageError } from "../../usage.js";

const say = (line: string): void => void process.stdout.write(`${line}\n`);
const warn = (line: string): void => void process.stderr.write(`agentspec: ${line}\n`);

/** Run a remote subcommand: a platform failure is printed (exit 1), a broken link file is exit 2. */
async function guarded(body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (e) {
    if (e instanceof PlatformError) {
      warn(e.message);
      return EXIT.findings;
    }
    if (e instanceof PlatformConfigError) {
      warn(e.message);
      return EXIT.usage;
    }
    if (e instanceof LinkFileError) {
      if (e.report !== undefined) process.stderr.write(e.report);
      warn(e.message);
      return EXIT.usage;
    }
    throw e;
  }
}

async function schemaCommand(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("remote", args, { ...REMOTE_OPTIONS, diff: { type: "boolean" } });
  if (values.help) return help("remote");
  if (positionals.length > 0) throw new UsageError("remote schema takes no paths", "remote");
  const { client } = remoteClient(values, "remote");
  return guarded(async () => {
    const server = await client.schema();
    if (values.diff !== true) {
      process.stdout.write(JSON.stringify(server, null, 2) + "\n");
      return EXIT.clean;
    }
    const { diffSchemas } = await import("./schema.js");
    const changes = diffSchemas(agentSpecSchema, server);
    if (changes.length === 0) {
      say("The platform's AgentSpec schema is the one this toolkit bundles.");
      return EXIT.clean;
    }
    for (const c of changes) say(`${c.kind === "platform-newer" ? "newer" : c.kind === "platform-dropped" ? "dropped" : "changed"}  ${c.message}`);
    const newer = changes.some((c) => c.kind === "platform-newer");
    say(`\n${changes.length} difference${changes.length === 1 ? "" : "s"} between the platform's schema and this toolkit's${newer ? "; this toolkit is older than the platform: update agentspec-toolkit" : ""}.`);
    return EXIT.findings;
  });
}

async function checkCommand(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("remote", args, { ...REMOTE_OPTIONS, ...OUTPUT_OPTIONS, strict: { type: "boolean" } });
  if (values.help) return help("remote");
  const settings = outputSettings("remote", values);
  if (positionals.length === 0) throw new UsageError("name the files, directories or globs to check (- reads stdin)", "remote");
  const { policy } = remoteClient(values, "remote");
  configLimit(settings, policy);
  return runRemoteCheck(values, expandPaths(positionals), "remote", policy, settings);
}

/** check --remote and remote check: the local check (under the config) and the platform's, merged. */
export async function runRemoteCheck(values: Record<string, unknown>, inputs: readonly (Input | Missing)[], command: string, policy: Policy, settings: OutputSettings): Promise<number> {
  const { client } = remoteClient(values, command, policy);
  const { checkRemote } = await import("./check.js");
  const strict = values["strict"] === true;
  return guarded(async () => emit(await checkRemote(client, inputs, (input) => { const o = optionsOf(policy, input); return { strict: strict || o.strict, rules: o.rules, ...(o.policies ? { policies: o.policies } : {}) }; }), settings));
}

/** A file name for an agent: its name with anything but letters, digits, ".", "_" and "-" as "-". */
export function fileNameFor(name: string, id: string): string {
  const safe = name.normalize("NFC").replace(/[^\p{L}\p{N}._-]+/gu, "-").replace(/^[-.]+|-+$/g, "");
  const file = `${safe === "" ? id : safe}.json`;
  // Never the link file's, the config's or the suppressions file's name: the agent's id is added.
  return RESERVED.has(file.toLowerCase()) ? `${safe}-${id}.json` : file;
}

const RESERVED = new Set([LINK_FILE, "agentspec.config.json", "agentspec-suppressions.json", "package.json"]);

/** A subagent of an export in words: its name and id, as far as the entry gives them. */
function subagentWords(entry: unknown): string {
  const o = entry !== null && typeof entry === "object" ? (entry as { id?: unknown; name?: unknown }) : {};
  const name = typeof o.name === "string" ? JSON.stringify(o.name) : "a subagent without a name";
  return typeof o.id === "string" || typeof o.id === "number" ? `${name} (id ${o.id})` : `${name} (no id)`;
}

async function pullCommand(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("remote", args, { ...REMOTE_OPTIONS, dir: { type: "string" }, force: { type: "boolean" } });
  if (values.help) return help("remote");
  if (positionals.length === 0) throw new UsageError("name the ids of the agents to pull", "remote");
  const { client, policy } = remoteClient(values, "remote");
  return guarded(async () => {
    const links = readLinks(linkFolder(policy));
    const byId = new Map([...links.agents].map(([path, id]) => [id, path]));
    const dir = values.dir ?? ".";
    const taken = new Map<string, string>();
    let failed = false;
    for (const id of [...new Set(positionals)]) {
      let bundle: unknown;
      try {
        bundle = await client.exportAgent(id);
      } catch (e) {
        if (!(e instanceof PlatformError)) throw e;
        warn(`agent ${id}: ${e.message}`);
        failed = true;
        continue;
      }
      const spec = specInBundle(bundle, id);
      if (spec === undefined) {
        warn(`agent ${id}: the platform's export holds no spec for this agent`);
        failed = true;
        continue;
      }
      const entry = ((bundle as { agents: unknown[] }).agents.find((a) => String((a as { id?: unknown }).id) === id) ?? (bundle as { agents: unknown[] }).agents[0]) as { name?: unknown; subagents?: unknown };
      const key = byId.get(id) ?? linkKey(links, join(dir, fileNameFor(typeof entry.name === "string" ? entry.name : "", id)));
      const earlier = taken.get(key);
      if (earlier !== undefined) {
        warn(`agent ${id}: its file ${key} is also agent ${earlier}'s in this pull; pull it with another --dir`);
        failed = true;
        continue;
      }
      const path = linkedPath(links, key);
      const owner = links.agents.get(key);
      if (owner === undefined && existsSync(path) && values.force !== true) {
        warn(`agent ${id}: ${key} exists and is not linked to it: nothing written (move the file, pull with another --dir, or --force to overwrite)`);
        failed = true;
        continue;
      }
      if (owner !== undefined && owner !== id) {
        warn(`agent ${id}: ${key} is linked to agent ${owner}: nothing written`);
        failed = true;
        continue;
      }
      taken.set(key, id);
      mkdirSync(dirname(path), { recursive: true });
      const text = stringifyCanonical(spec);
      writeFileSync(path, text);
      links.agents.set(key, id);
      writeLinks(links);
      const found = checkText(text);
      const errors = found.issues.filter((i) => i.severity === "error").length;
      say(`pulled agent ${id} into ${key}${errors > 0 ? ` (${errors} error${errors === 1 ? "" : "s"} when checked here: run agentspec check ${key})` : ""}`);
      // Only the agent's own spec is written: its subagents are agents of their own, pulled by their ids.
      const subagents = Array.isArray(entry.subagents) ? entry.subagents : [];
      if (subagents.length > 0) say(`  its export also holds ${subagents.length === 1 ? "1 subagent" : `${subagents.length} subagents`}, not written: ${subagents.map(subagentWords).join(", ")}; pull each by its id to keep it here`);
    }
    return failed ? EXIT.findings : EXIT.clean;
  });
}

async function pushCommand(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("remote", args, { ...REMOTE_OPTIONS, create: { type: "boolean" }, strict: { type: "boolean" } });
  if (values.help) return help("remote");
  const { client, settings, policy } = remoteClient(values, "remote");
  const create = values.create === true;
  if (create && settings.applicationId === undefined) throw new UsageError("push --create needs the application the agents belong to (--application <id>): without it the platform lists company-scoped agents only, and an agent that exists could be made twice", "remote");
  return guarded(async () => {
    const links = readLinks(linkFolder(policy));
    const { pushSpecs, pushTargets, pushFailed } = await import("./push.js");
    const targets = pushTargets(links, positionals);
    if (targets.length === 0) {
      say(`nothing to push: ${LINK_FILE} links no spec file (pull agents first, or name files with --create)`);
      return EXIT.clean;
    }
    const results = await pushSpecs(client, links, targets, { create, applicationId: settings.applicationId, strict: values.strict === true });
    const reports = results.flatMap((r) => (r.report ? [r.report] : []));
    if (reports.length > 0) process.stderr.write(stylish(reports, wantColor(process.stderr.isTTY, process.env)));
    for (const r of results) (pushFailed(r) ? warn : say)(`${r.action.padEnd(9)} ${r.file}: ${r.message}`);
    const saved = results.filter((r) => r.action === "saved" || r.action === "created").length;
    if (saved > 0) say(`${saved} spec${saved === 1 ? "" : "s"} saved as draft${saved === 1 ? "" : "s"}. The platform's API does not show how to publish: publish in the platform when the drafts are right.`);
    return results.some(pushFailed) ? EXIT.findings : EXIT.clean;
  });
}

async function planCommand(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("remote", args, { ...REMOTE_OPTIONS, format: { type: "string", short: "f" }, create: { type: "boolean" }, strict: { type: "boolean" } });
  if (values.help) return help("remote");
  const { DIFF_FORMATS } = await import("../diff/format.js");
  const format = values.format ?? "stylish";
  if (!Object.hasOwn(DIFF_FORMATS, format)) throw new UsageError(unknown("format", format, Object.keys(DIFF_FORMATS)), "remote");
  // A missing setting or a broken config is a usage error (2), as in every command: plan's results
  // are 0 (planned: nothing to do, or changes pending) and 1 (a file push would refuse, a failure).
  const { client, policy } = remoteClient(values, "remote");
  return guarded(async () => {
    const links = readLinks(linkFolder(policy));
    const { pushTargets } = await import("./push.js");
    const { planSpecs, planExit } = await import("./plan.js");
    const entries = await planSpecs(client, links, pushTargets(links, positionals), { create: values.create === true, strict: values.strict === true });
    const files = entries.flatMap((e) => (e.diff ? [e.diff] : []));
    const plan = entries.map(({ file, action, agentId, message }) => ({ file, action, ...(agentId === undefined ? {} : { agentId }), message }));
    if (format === "json") {
      const body = JSON.parse(DIFF_FORMATS.json({ files, failing: [] })) as Record<string, unknown>;
      process.stdout.write(JSON.stringify({ plan, ...body }, null, 2) + "\n");
    } else {
      const shown = files.filter((f) => f.changes.length > 0 || f.issues.length > 0);
      const text = shown.length === 0 ? "" : DIFF_FORMATS[format as keyof typeof DIFF_FORMATS]({ files: shown, failing: [] }, wantColor(process.stdout.isTTY, process.env));
      if (text) process.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
      const lines = plan.map((p) => `${p.action.padEnd(6)} ${p.file}: ${p.message}`);
      if (lines.length === 0) lines.push(`nothing to plan: ${LINK_FILE} links no spec file`);
      // A blank line first: the changes end with a <details> block, which only a blank line closes.
      if (format === "markdown") process.stdout.write([...(text ? [""] : []), "### What push would do", "", ...plan.map((p) => `- **${p.action}** \`${p.file}\`: ${markdownSafe(p.message)}`), ""].join("\n") + "\n");
      else if (format === "stylish") process.stdout.write(lines.join("\n") + "\n");
      else for (const p of plan) if (p.action === "error") process.stdout.write(`::error file=${ghProperty(p.file)}::${ghData(p.message)}\n`);
    }
    return planExit(entries);
  });
}

// GitHub workflow commands: data escapes %, CR, LF (and shows control characters escaped); a property also ":" and ",".
const ghData = (s: string): string => printable(s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A"));
const ghProperty = (s: string): string => ghData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");

const markdownSafe = (s: string): string => s.replace(/[\\`*_<>[\]|]/g, (c) => `\\${c}`);

async function importCommand(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("remote", args, { ...REMOTE_OPTIONS, ...OUTPUT_OPTIONS, force: { type: "boolean" }, strict: { type: "boolean" }, "reassign-application": { type: "boolean" } });
  if (values.help) return help("remote");
  const settings = outputSettings("remote", values);
  if (positionals.length !== 1) throw new UsageError("name one bundle file", "remote");
  const { client, settings: remote, policy } = remoteClient(values, "remote");
  if (remote.applicationId === undefined) throw new UsageError("remote import needs the application (--application <id>): the import check lists that application's agents; without it the platform lists company-scoped agents only, and a conflict would go unseen", "remote");
  const applicationId = remote.applicationId;
  return guarded(async () => {
    const input = expandPaths(positionals)[0]!;
    const read = readInput(input);
    if ("error" in read) return emit([{ name: input.name, issues: [pathIssue(read.error)] }], settings);
    const links = readLinks(linkFolder(policy));
    const key = linkKey(links, input.name);
    const { pendingOf, resolvePending, whatToCheck } = await import("./pending.js");
    // An earlier import of this bundle whose outcome is not known: resolved before anything is sent.
    const earlier = links.pending.get(key);
    if (earlier !== undefined && earlier.operation === "import") {
      const r = await resolvePending(client, earlier);
      if (r.state === "unknown") {
        (earlier.answered === true ? say : warn)(`nothing imported: ${r.message}`);
        return earlier.answered === true ? EXIT.clean : EXIT.findings;
      }
      links.pending.delete(key);
      writeLinks(links);
      if (r.state === "made") {
        say(`nothing imported: an earlier import of ${input.name} took effect; application ${earlier.applicationId} lists its agents (${r.agents.map((a) => `${JSON.stringify(a.name)} id ${String(a.id)}`).join(", ")})`);
        return EXIT.clean;
      }
    }
    const existing = await client.listAgents({ applicationId });
    const checked = checkText(read.text, { strict: values.strict === true, bundle: true, existing, applicationId, invalid: read.invalid });
    const report: FileReport = { name: input.name, text: read.text, issues: checked.issues };
    const code = emit([report], settings, process.stderr);
    if (checked.kind === "json" || checked.value === undefined) {
      warn("nothing imported: the file is not JSON (see above)");
      return EXIT.findings;
    }
    // Every entry goes to the one application the conflicts are checked in and the import is read back from.
    let bundle: unknown = checked.value;
    const others = otherApplications(bundle, applicationId);
    if (others.length > 0) {
      const places = locatePointers(read.text, others.map((o) => o.where));
      const lines = new LineIndex(read.text);
      for (const o of others) {
        const at = lines.range(spanOf(places, o.where, "value")).start;
        process.stderr.write(`${input.name}:${at.line}:${at.column}  ${o.name === undefined ? "the bundle" : `the entry ${JSON.stringify(o.name)}`} names application ${JSON.stringify(o.applicationId)}, not ${applicationId}\n`);
      }
      if (values["reassign-application"] !== true) {
        warn(`nothing imported: ${others.length === 1 ? "an entry names" : `${others.length} entries name`} another application than ${applicationId}; --reassign-application imports ${others.length === 1 ? "it" : "them"} into application ${applicationId}`);
        return EXIT.findings;
      }
      bundle = reassign(bundle, applicationId);
      say(`${others.length === 1 ? "1 entry" : `${others.length} entries`} of another application reassigned to application ${applicationId} (--reassign-application)`);
    }
    if (code !== EXIT.clean && values.force !== true) {
      warn("nothing imported: the import check found the problems above (--force imports anyway)");
      return code;
    }
    const names = bundleNames(bundle);
    // Written before it is sent: a lost answer, or a run stopped half-way, is resolved by the next run.
    const intent = pendingOf("import", applicationId, names);
    if (names.length > 0) {
      links.pending.set(key, intent);
      writeLinks(links);
    }
    try {
      await client.importAgents(bundle, { applicationId });
    } catch (e) {
      if (e instanceof PlatformError && e.code === "client/write-unverified" && names.length > 0) {
        warn(`${e.message} Check ${whatToCheck(intent)}; the link file remembers this import under "pending", and the next import of ${input.name} resolves it before sending anything again.`);
        return EXIT.findings;
      }
      if (names.length > 0) {
        links.pending.delete(key);
        writeLinks(links);
      }
      if (e instanceof PlatformError && e.status === 400) {
        const { mergeServerFindings, platformFindings } = await import("./check.js");
        const refused = mergeServerFindings(read.text, [], platformFindings(e));
        if (refused.length > 0) process.stderr.write(stylish([{ name: input.name, text: read.text, issues: refused }], wantColor(process.stderr.isTTY, process.env)));
      }
      throw e;
    }
    // Answered: it stays pending until the application's list shows its agents, so a run before then never imports it again.
    if (names.length > 0) {
      const shown = await resolvePending(client, intent).catch(() => undefined);
      if (shown?.state === "made") links.pending.delete(key);
      else links.pending.set(key, { ...intent, answered: true });
      writeLinks(links);
    }
    say(`imported ${input.name} into application ${applicationId}${code !== EXIT.clean ? " despite the import check's findings (--force)" : ""}; imported agents are drafts until published in the platform`);
    return EXIT.clean;
  });
}

/** The bundle with every entry (subagents too) of `applicationId`. */
function reassign(bundle: unknown, applicationId: number): unknown {
  const entries = (list: unknown): unknown =>
    Array.isArray(list)
      ? list.map((e) => {
          if (e === null || typeof e !== "object" || Array.isArray(e)) return e;
          const entry = e as Record<string, unknown>;
          const out: Record<string, unknown> = { ...entry };
          if (Object.hasOwn(entry, "applicationId")) out["applicationId"] = applicationId;
          if (Object.hasOwn(entry, "subagents")) out["subagents"] = entries(entry["subagents"]);
          return out;
        })
      : list;
  const top = { ...(bundle as Record<string, unknown>) };
  if (Object.hasOwn(top, "applicationId")) top["applicationId"] = applicationId;
  top["agents"] = entries(top["agents"]);
  return top;
}

/** The names of a bundle's top-level entries. */
function bundleNames(bundle: unknown): string[] {
  const agents = bundle !== null && typeof bundle === "object" ? (bundle as { agents?: unknown }).agents : undefined;
  return Array.isArray(agents) ? agents.flatMap((a) => (a !== null && typeof a === "object" && typeof (a as { name?: unknown }).name === "string" ? [(a as { name: string }).name] : [])) : [];
}

async function usageCommand(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("remote", args, { ...REMOTE_OPTIONS, json: { type: "boolean" } });
  if (values.help) return help("remote");
  if (positionals.length > 0) throw new UsageError("remote usage takes no paths", "remote");
  const { client } = remoteClient(values, "remote");
  return guarded(async () => {
    const usage = await client.usage();
    const budget = (usage as { budget?: unknown } | null)?.budget;
    const remaining = budget !== null && typeof budget === "object" ? (budget as Record<string, unknown>)["remaining"] : undefined;
    if (values.json === true) {
      process.stdout.write(JSON.stringify(usage, null, 2) + "\n");
      return EXIT.clean;
    }
    if (remaining === undefined) {
      warn("the platform's usage answer has no budget.remaining; run with --json to see it");
      return EXIT.findings;
    }
    say(`budget remaining this month: ${JSON.stringify(remaining)}`);
    for (const [k, v] of Object.entries(budget as Record<string, unknown>)) if (k !== "remaining") say(`budget ${k}: ${JSON.stringify(v)}`);
    for (const [k, v] of Object.entries(usage as Record<string, unknown>)) if (k !== "budget") say(`${k}: ${JSON.stringify(v)}`);
    return EXIT.clean;
  });
}

const SUBCOMMANDS: Record<string, (args: readonly string[]) => Promise<number>> = {
  schema: schemaCommand,
  check: checkCommand,
  pull: pullCommand,
  plan: planCommand,
  push: pushCommand,
  import: importCommand,
  usage: usageCommand,
};

export async function run(args: readonly string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === "-h" || sub === "--help") return help("remote");
  const command = sub !== undefined && Object.hasOwn(SUBCOMMANDS, sub) ? SUBCOMMANDS[sub] : undefined;
  if (!command) throw new UsageError(sub === undefined ? `name a subcommand: ${Object.keys(SUBCOMMANDS).join(", ")}` : unknown("remote subcommand", sub, Object.keys(SUBCOMMANDS)), "remote");
  return command(rest);
}
