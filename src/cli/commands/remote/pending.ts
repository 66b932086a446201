// Writes whose outcome is not known: `push --create` and `import` record each in the link file
// before sending it, and the next run resolves it before anything is sent again. The platform's
// list of an application is what tells: all the write's agents listed is "made"; none listed long
// after it was sent is "not made"; anything else cannot be told yet, and the run stops.
import type { PlatformAgent, PlatformClient } from "../../../platform/client.js";
import { LIST_LAG_SECONDS, type Pending } from "./settings.js";

/** What the platform's list says of a pending write. */
export type Resolution = { state: "made"; agents: PlatformAgent[] } | { state: "not-made" } | { state: "unknown"; message: string };

/** A new pending write of `names` in `applicationId`, sent now. */
export const pendingOf = (operation: Pending["operation"], applicationId: number, names: readonly string[], now: number = Date.now()): Pending => ({ operation, applicationId, names: [...names], since: new Date(now).toISOString() });

/** What to look at in the platform to tell whether a pending write took effect. */
export function whatToCheck(p: Pending): string {
  const names = p.names.map((n) => JSON.stringify(n)).join(", ");
  return `whether application ${p.applicationId} has ${p.names.length === 1 ? "an agent named" : "the agents"} ${names} (GET /agents/?applicationId=${p.applicationId})`;
}

/** Read the application's list for a pending write: made, not made, or not known yet. */
export async function resolvePending(client: PlatformClient, p: Pending, now: number = Date.now()): Promise<Resolution> {
  const listed = await client.listAgents({ applicationId: p.applicationId });
  const found = p.names.map((n) => listed.find((a) => a.name === n));
  const present = found.filter((a): a is PlatformAgent => a !== undefined);
  if (present.length === p.names.length) return { state: "made", agents: present };
  const age = Math.max(0, Math.floor((now - Date.parse(p.since)) / 1000));
  if (present.length === 0 && age >= LIST_LAG_SECONDS) return { state: "not-made" };
  const what = p.operation === "create" ? "push --create" : "import";
  const shown = present.length === 0 ? "its agents are not listed" : `${present.length} of its ${p.names.length} agents are listed`;
  const wait = present.length === 0 ? `; the list may not show new agents yet: run again in ${LIST_LAG_SECONDS - age} s (after ${LIST_LAG_SECONDS} s unlisted they count as not made), or ` : "; ";
  return {
    state: "unknown",
    message: `an earlier ${what} (${p.since}) ${p.answered === true ? "was answered by the platform, but" : "got no certain answer and"} ${shown} in application ${p.applicationId} yet${wait}check ${whatToCheck(p)} in the platform; its entry under "pending" in the link file is resolved before anything is sent again`,
  };
}
