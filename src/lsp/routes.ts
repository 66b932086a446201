// Which thread answers a request about a document whose checks run in a thread of their own
// (server.ts for a document kept on the server's thread, worker.ts for a large document's keeper).
// A request that needs the document's check (fix-all, or a quick fix for a diagnostic that came
// back without the issue it was made from) goes where the check is kept up to date; every other
// request is answered from the text without waiting for a check.

/** Whether a diagnostic is the server's own and came back without its issue (some clients drop `data`). */
const lostItsIssue = (d: unknown): boolean => {
  if (d === null || typeof d !== "object") return false;
  const { source, data } = d as { source?: unknown; data?: unknown };
  return source === "agentspec" && (data === null || typeof data !== "object" || typeof (data as { code?: unknown }).code !== "string");
};

/** Whether answering the request needs the document's check: a code action naming a kind (fix-all), or one holding a diagnostic of ours without its issue. */
export function needsCheck(method: string, params: unknown): boolean {
  if (method !== "textDocument/codeAction") return false;
  const context = (params as { context?: { only?: unknown; diagnostics?: unknown } } | null)?.context;
  if (context?.only !== undefined) return true;
  return Array.isArray(context?.diagnostics) && context.diagnostics.some(lostItsIssue);
}
