// agentspec remote push: save each changed spec as its agent's draft, read it back and verify it;
// --create makes agents for files without a link and records them. Never publishes.
import { basename } from "node:path";
import type { PlatformAgent, PlatformClient } from "../../../platform/client.js";
import { PlatformConfigError, PlatformError } from "../../../platform/errors.js";
import { sameJson } from "../../../platform/json.js";
import { checkText } from "../../../workspace/document.js";
import { expandPaths, readInput } from "../../../workspace/files.js";
import type { FileReport } from "../../report/report.js";
import { mergeServerFindings, platformFindings } from "./check.js";
import { linkKey, linkedPath, writeLinks, type Links } from "./settings.js";
import { pendingOf, resolvePending, whatToCheck } from "./pending.js";

/** What push did with one file. */
export interface PushResult {
  /** The spec file's key in the link file. */
  file: string;
  action: "unchanged" | "saved" | "created" | "invalid" | "unlinked" | "conflict" | "failed" | "pending";
  agentId?: string;
  message: string;
  /** The file's local findings, when it was not pushed for them. */
  report?: FileReport;
}

/** Whether a result fails the run. */
export const pushFailed = (r: PushResult): boolean => r.action !== "unchanged" && r.action !== "saved" && r.action !== "created";

/** The agent name `--create` gives a file: its name without .json. */
export const agentName = (file: string): string => basename(file).replace(/\.json$/i, "");

/** The files push works on: the paths given (files, directories, globs), else every linked file. */
export function pushTargets(links: Links, paths: readonly string[]): { key: string; path: string }[] {
  if (paths.length === 0) {
    // Every linked file, and every file whose --create is pending (it is resolved first).
    const keys = new Set([...links.agents.keys(), ...[...links.pending].filter(([, p]) => p.operation === "create").map(([k]) => k)]);
    return [...keys].sort().map((key) => ({ key, path: linkedPath(links, key) }));
  }
  return expandPaths(paths).map((input) => ({ key: linkKey(links, input.name), path: input.name }));
}

/**
 * Push each target. Every failure is a result, never an exception: one file's failure does not stop
 * the others. A link is written as soon as its agent is made, so nothing made is ever lost.
 */
export async function pushSpecs(
  client: PlatformClient,
  links: Links,
  targets: readonly { key: string; path: string }[],
  opts: { create: boolean; applicationId: number | undefined; strict?: boolean },
): Promise<PushResult[]> {
  const results: PushResult[] = [];
  let listed: PlatformAgent[] | undefined;
  for (const { key, path } of targets) {
    const read = readInput({ name: path, stdin: false });
    if ("error" in read) {
      results.push({ file: key, action: "failed", message: `cannot read it (${read.error.code === "io/unreadable" ? String(read.error.params.reason) : "no such file"})` });
      continue;
    }
    const checked = checkText(read.text, { strict: opts.strict === true, invalid: read.invalid });
    if (checked.kind !== "spec") {
      const what = checked.kind === "bundle" ? "a bundle (use agentspec remote import)" : "not a spec";
      results.push({ file: key, action: "invalid", message: `it is ${what}`, report: { name: path, text: read.text, issues: checked.issues } });
      continue;
    }
    const errors = checked.issues.filter((i) => i.severity === "error").length;
    if (errors > 0) {
      results.push({ file: key, action: "invalid", message: `not pushed: ${errors} error${errors === 1 ? "" : "s"} found locally`, report: { name: path, text: read.text, issues: checked.issues } });
      continue;
    }
    const spec = checked.value;
    let id = links.agents.get(key);
    let resolved = "";
    try {
      // An earlier --create of this file whose outcome is not known: resolved before anything is sent.
      const pending = id === undefined ? links.pending.get(key) : undefined;
      if (pending !== undefined && pending.operation === "create") {
        const r = await resolvePending(client, pending);
        if (r.state === "unknown") {
          results.push({ file: key, action: "pending", message: r.message });
          continue;
        }
        links.pending.delete(key);
        if (r.state === "made") {
          id = String(r.agents[0]!.id);
          links.agents.set(key, id);
          resolved = `the earlier push --create made agent ${id}, now linked; `;
        }
        writeLinks(links);
        listed = undefined;
      }
      if (id === undefined) {
        if (!opts.create) {
          results.push({ file: key, action: "unlinked", message: "no agent is linked to this file: pull the agent it belongs to (agentspec remote pull <agentId>), or make one with push --create" });
          continue;
        }
        const name = agentName(key);
        listed ??= await client.listAgents(opts.applicationId === undefined ? {} : { applicationId: opts.applicationId });
        const same = listed.find((a) => a.name === name);
        if (same !== undefined) {
          results.push({ file: key, action: "conflict", agentId: String(same.id), message: `an agent named "${name}" exists already (id ${String(same.id)}): nothing was made; to push to it, link the file by pulling it (agentspec remote pull ${String(same.id)}) and push again` });
          continue;
        }
        // Written before it is sent: a lost answer, or a run stopped half-way, is resolved by the next run.
        const applicationId = opts.applicationId;
        if (applicationId === undefined) throw new PlatformConfigError("push --create needs the application the agents belong to");
        const intent = pendingOf("create", applicationId, [name]);
        links.pending.set(key, intent);
        writeLinks(links);
        let made: PlatformAgent;
        try {
          made = await client.createAgent({ name, spec, applicationId });
        } catch (e) {
          if (e instanceof PlatformError && e.code === "client/write-unverified") {
            results.push({ file: key, action: "pending", message: `${e.message} Check ${whatToCheck(intent)}; the link file remembers this creation under "pending", and the next push resolves it before sending anything again.` });
            continue;
          }
          links.pending.delete(key);
          writeLinks(links);
          throw e;
        }
        const madeId = String(made.id);
        links.agents.set(key, madeId);
        links.pending.delete(key);
        writeLinks(links);
        listed.push(made);
        results.push(await verify(client, key, madeId, spec, "created", `created agent ${madeId} "${name}" and linked it (saved as a draft; not published)`));
        continue;
      }
      if (sameJson(await client.agentSpec(id), spec)) {
        results.push({ file: key, action: "unchanged", agentId: id, message: `${resolved}agent ${id} already holds this spec` });
        continue;
      }
      await client.updateSpec(id, spec);
      results.push(await verify(client, key, id, spec, "saved", `${resolved}saved as the draft of agent ${id} (not published)`));
    } catch (e) {
      if (!(e instanceof PlatformError || e instanceof PlatformConfigError)) throw e;
      // The platform's validation errors, at their places in the file, as check --remote shows them.
      const refused = e instanceof PlatformError && e.status === 400 ? mergeServerFindings(read.text, [], platformFindings(e)) : [];
      results.push({ file: key, action: "failed", ...(id === undefined ? {} : { agentId: id }), message: e.message, ...(refused.length > 0 ? { report: { name: path, text: read.text, issues: refused } } : {}) });
    }
  }
  return results;
}

/** Read the agent's spec back: the push counts only when the platform holds what was sent. */
async function verify(client: PlatformClient, key: string, id: string, spec: unknown, action: "saved" | "created", message: string): Promise<PushResult> {
  const held = await client.agentSpec(id);
  if (sameJson(held, spec)) return { file: key, action, agentId: id, message };
  return { file: key, action: "failed", agentId: id, message: `the platform answered the save, but agent ${id} holds a different spec when read back: it may have changed the spec, or someone else saved in between; pull it to see` };
}
