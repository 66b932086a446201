// agentspec remote plan: per agent, what `push` would change on the platform, worded by diffSpecs
// (the platform's spec before, the local spec after). Exit 0 planned (nothing to do, or changes
// pending: the plan says which), 1 an error; 2 stays the usage error's, as in every command.
import { diffSpecs } from "../../../diff/diff.js";
import { LineIndex } from "../../../core/line-index.js";
import { locatePointers, spanOf } from "../../../core/locate.js";
import type { PlatformClient } from "../../../platform/client.js";
import { PlatformConfigError, PlatformError } from "../../../platform/errors.js";
import { sameJson } from "../../../platform/json.js";
import { checkText } from "../../../workspace/document.js";
import type { FileDiff, LocatedChange } from "../diff/format.js";
import { readInput } from "../../../workspace/files.js";
import { agentName } from "./push.js";
import type { Links } from "./settings.js";
import { EXIT } from "../../usage.js";

/** What push would do with one file. */
export interface PlanEntry {
  file: string;
  action: "none" | "update" | "create" | "error";
  agentId?: string;
  message: string;
  /** The change set, for the diff formats (absent for an error). */
  diff?: FileDiff;
}

/** Each change with its range in the local text, sorted by position (as agentspec diff places them). */
function locate(changes: ReturnType<typeof diffSpecs>, text: string): LocatedChange[] {
  const places = locatePointers(text, changes.map((c) => c.at));
  const lines = new LineIndex(text);
  return changes.map((c) => ({ ...c, range: lines.range(spanOf(places, c.at, "key")) })).sort((x, y) => x.range.start.offset - y.range.start.offset);
}

const emptied = (v: unknown): unknown => (v !== null && typeof v === "object" && !Array.isArray(v) ? { ...(v as object), nodes: [] } : { nodes: [] });

/** Plan each target: read it, check it, and compare it with its agent's spec on the platform. */
export async function planSpecs(client: PlatformClient, links: Links, targets: readonly { key: string; path: string }[], opts: { create: boolean; strict?: boolean }): Promise<PlanEntry[]> {
  const out: PlanEntry[] = [];
  for (const { key, path } of targets) {
    const read = readInput({ name: path, stdin: false });
    if ("error" in read) {
      out.push({ file: key, action: "error", message: "cannot read it" });
      continue;
    }
    const checked = checkText(read.text, { strict: opts.strict === true, invalid: read.invalid });
    const errors = checked.issues.filter((i) => i.severity === "error");
    if (checked.kind !== "spec" || errors.length > 0) {
      out.push({ file: key, action: "error", message: checked.kind === "spec" ? `push would refuse it: ${errors.length} error${errors.length === 1 ? "" : "s"} found locally (agentspec check ${key})` : "it is not a spec", diff: { status: "modified", name: key, text: read.text, changes: [], issues: checked.issues } });
      continue;
    }
    const id = links.agents.get(key);
    const pending = id === undefined ? links.pending.get(key) : undefined;
    if (pending !== undefined && pending.operation === "create") {
      out.push({ file: key, action: "error", message: `an earlier push --create of it (${pending.since}) got no certain answer: push resolves it first, by whether application ${pending.applicationId} lists an agent named ${JSON.stringify(pending.names[0])}` });
      continue;
    }
    if (id === undefined) {
      if (!opts.create) {
        out.push({ file: key, action: "error", message: "no agent is linked to this file: push would refuse it (pull its agent, or plan with --create)" });
        continue;
      }
      const changes = diffSpecs(emptied(checked.value), checked.value);
      out.push({ file: key, action: "create", message: `push --create would make the agent "${agentName(key)}" with this spec`, diff: { status: "added", name: key, text: read.text, before: emptied(checked.value), after: checked.value, changes: locate(changes, read.text), issues: [] } });
      continue;
    }
    let remote: unknown;
    try {
      remote = await client.agentSpec(id);
    } catch (e) {
      if (!(e instanceof PlatformError || e instanceof PlatformConfigError)) throw e;
      out.push({ file: key, action: "error", agentId: id, message: e.message });
      continue;
    }
    if (sameJson(remote, checked.value)) {
      out.push({ file: key, action: "none", agentId: id, message: `agent ${id} holds this spec: nothing to do` });
      continue;
    }
    const changes = locate(diffSpecs(remote, checked.value), read.text);
    const words = changes.length === 0 ? "the specs differ only in what diffSpecs does not class (a value outside the nodes it compares)" : `${changes.length} change${changes.length === 1 ? "" : "s"}`;
    out.push({ file: key, action: "update", agentId: id, message: `push would save it as the draft of agent ${id}: ${words}`, diff: { status: "modified", name: key, previous: `agent ${id} on the platform`, text: read.text, before: remote, after: checked.value, changes, issues: [] } });
  }
  return out;
}

/** 1 when push would refuse a file or a file could not be planned; else 0, whether changes are pending or not. */
export function planExit(entries: readonly PlanEntry[]): number {
  return entries.some((e) => e.action === "error") ? EXIT.findings : EXIT.clean;
}
