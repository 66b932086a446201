// A check thread: reads and checks the batches of files it is given, as the command's own thread
// does (checkInput), under the same config, and posts back each file's report.
import { parentPort, workerData } from "node:worker_threads";
import { commandPolicy } from "../../policy.js";
import type { SpecCache } from "../../../workspace/test-spec.js";
import { checkInput } from "./input.js";
import type { CheckJob, CheckReply, CheckSetup } from "./role.js";

export function serve(): void {
  const setup = workerData as CheckSetup;
  const port = parentPort!;
  const policy = commandPolicy("check", { config: setup.config, "no-config": setup.noConfig });
  // The specs the test files of this thread name, read once each (as on one thread).
  const specs: SpecCache = new Map();
  port.on("message", (job: CheckJob) => {
    let reply: CheckReply;
    try {
      reply = { id: job.id, reports: job.inputs.map((input) => checkInput(input, setup.strict, policy, specs, setup.audit === true) ?? null) };
    } catch (e) {
      reply = { id: job.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    }
    port.postMessage(reply);
  });
}
