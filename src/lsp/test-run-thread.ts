// The thread that runs test files for the lenses of `agentspec lsp` (lenses.ts): a run checks the
// spec the file names and simulates its cases, a second or more on a spec of thousands of nodes,
// and the server's thread keeps answering the editor meanwhile. One run at a time, in the order posted.
import { parentPort } from "node:worker_threads";
import { verdictOf, type RunJob, type RunReply } from "./lenses.js";

/** Answers each job posted with its verdict, until the thread is terminated. */
export function serve(): void {
  const port = parentPort;
  if (!port) return;
  port.on("message", (job: RunJob) => {
    let reply: RunReply;
    try {
      reply = { verdict: verdictOf(job.name, job.text, job.settings, job.index) };
    } catch (error) {
      reply = { error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
}
