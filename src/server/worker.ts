// The worker of the validation pool (pool.ts): answers the POST operations off the event loop
// with the very functions the request's thread runs (answers.ts).
import { parentPort } from "node:worker_threads";
import { answerImport, answerValidate, type AnswerOptions } from "./answers.js";

interface Task {
  id: number;
  kind: "validate" | "import";
  bytes: Uint8Array;
  opts: AnswerOptions;
}

parentPort?.on("message", (task: Task) => {
  let reply: { id: number; answer?: unknown; failed?: true };
  try {
    reply = { id: task.id, answer: task.kind === "validate" ? answerValidate(task.bytes, task.opts) : answerImport(task.bytes, task.opts) };
  } catch {
    reply = { id: task.id, failed: true };
  }
  parentPort?.postMessage(reply);
});
