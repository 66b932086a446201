// The threads of a large document of `agentspec lsp` (role.ts). The keeper holds the document
// (updated by the same incremental changes the editor sends) and hands each job to its compute
// thread, which keeps a copy of the text and answers with the functions the server's thread runs
// for small documents (features.ts). A job cancelled while it runs ends the compute thread
// (its work stops there); the keeper starts another from the text it holds.
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { CancellationTokenSource, ResponseError } from "vscode-languageserver/node";
import { documentFeatures } from "./features.js";
import { documentSettings } from "./config.js";
import { LSP_ROLES, type Change, type FromWorker, type ToWorker, type WorkerSetup } from "./role.js";
import { JsonBytes } from "./json.js";
import { joined } from "./protocol.js";
import { EditedDocument } from "./text.js";
import { DocumentWorker, replyOf, transferable } from "./workers.js";
import { needsCheck } from "./routes.js";

const failure = (id: number, what: string, error: unknown): FromWorker => ({ id, error: { code: -32603, message: `${what} failed: ${error instanceof Error ? error.message : String(error)}` } });

/** Posts a reply, moving the buffer of the JSON bytes it holds rather than copying it. */
const post = (port: NonNullable<typeof parentPort>, reply: FromWorker): void => {
  const bytes = "json" in reply ? reply.json : "diagnostics" in reply ? reply.diagnostics : undefined;
  port.postMessage(reply, bytes ? transferable([bytes]) : []);
};

/**
 * The compute thread: answers one job at a time, in the order posted. Diagnostics, and the results
 * that go to the client, are sent as the bytes of their JSON, written here: the server's thread
 * neither rebuilds nor stringifies them.
 */
function compute(port: NonNullable<typeof parentPort>, setup: WorkerSetup): void {
  const features = documentFeatures(documentSettings({ config: setup.config, noConfig: setup.noConfig, strict: setup.strict }), { listEditRange: setup.listEditRange === true });
  let doc: EditedDocument | undefined;
  port.on("message", (m: ToWorker) => {
    switch (m.kind) {
      case "open":
        doc = new EditedDocument(m.uri, m.languageId, m.version, m.text);
        return;
      case "change":
        doc?.update(m.changes, m.version);
        return;
      case "stale":
        features.stale();
        return;
      case "check": {
        let reply: FromWorker;
        try {
          reply = { id: m.id, version: doc?.version ?? -1, diagnostics: JsonBytes.of(doc ? features.diagnostics(doc) : []).bytes };
        } catch (error) {
          reply = failure(m.id, "the check", error);
        }
        post(port, reply);
        return;
      }
      case "request": {
        let reply: FromWorker;
        try {
          const answer = features.requests[m.method]?.(doc, m.params);
          // For the client, the answer's JSON bytes (made here, or already made: the outline); for the server, its value.
          let sent = answer;
          if (m.bytes && !(answer instanceof JsonBytes) && !(answer instanceof ResponseError)) sent = JsonBytes.of(answer);
          else if (!m.bytes && answer instanceof JsonBytes) sent = answer.toJSON();
          reply = replyOf(m.id, sent);
        } catch (error) {
          reply = failure(m.id, "the request", error);
        }
        post(port, reply);
        return;
      }
      case "cancel":
      case "openBody":
      case "changeBody":
        return;
    }
  });
}

/** The params of a large didOpen or didChange's bytes, when they are JSON of that document and version. */
function paramsOf(body: readonly Uint8Array[], uri: string | undefined, version: number): Record<string, unknown> | undefined {
  try {
    const message = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(joined(body))) as { params?: Record<string, unknown> };
    const td = message.params?.["textDocument"] as { uri?: unknown; version?: unknown } | undefined;
    return td?.uri === uri && td?.version === version ? message.params : undefined;
  } catch {
    return undefined;
  }
}

/** The keeper: holds the document, queues its jobs for the compute thread, and ends a job that is cancelled while it runs. */
function keeper(port: NonNullable<typeof parentPort>, setup: WorkerSetup): void {
  let doc: EditedDocument | undefined;
  // Two compute threads, each with a copy of the text: one for the requests, one for the checks, so
  // that a request never waits for a check (at 20,000 nodes a check takes hundreds of milliseconds)
  // and a check never waits for a long request. A request that needs the document's check (fix-all,
  // a quick fix whose diagnostic has to be found again) goes to the checks' thread, whose checker
  // is kept up to date.
  const work = new DocumentWorker(() => doc, { ...setup, role: LSP_ROLES.compute });
  const checks = new DocumentWorker(() => doc, { ...setup, role: LSP_ROLES.compute });
  const tokens = new Map<number, CancellationTokenSource>();
  // What the compute thread answered goes on to the server's thread as it came (JSON bytes are moved, not copied).
  const reply = (id: number, answer: unknown): void => {
    tokens.delete(id);
    post(port, replyOf(id, answer));
  };
  const change = (changes: Change[], version: number): void => {
    doc?.update(changes, version);
    work.change(changes, version);
    checks.change(changes, version);
  };
  port.on("message", (m: ToWorker) => {
    switch (m.kind) {
      case "open":
        doc = new EditedDocument(m.uri, m.languageId, m.version, m.text);
        work.warm();
        return;
      case "change":
        change(m.changes, m.version);
        return;
      case "openBody": {
        const params = paramsOf(m.body, m.uri, m.version);
        const text = (params?.["textDocument"] as { text?: unknown } | undefined)?.text;
        if (typeof text === "string") {
          doc = new EditedDocument(m.uri, m.languageId, m.version, text);
          work.warm();
        }
        else port.postMessage({ refused: "the message body is not JSON, or not UTF-8, or not the didOpen its ends said" });
        return;
      }
      case "changeBody": {
        const changes = paramsOf(m.body, doc?.uri, m.version)?.["contentChanges"];
        if (Array.isArray(changes)) change(changes as Change[], m.version);
        else port.postMessage({ refused: "the message body is not JSON, or not UTF-8, or not the didChange its ends said" });
        return;
      }
      case "stale":
        work.stale();
        checks.stale();
        return;
      case "check":
        // Checks asked together share one answer: each moves a copy of its bytes (the first move would empty the others').
        void checks.check().then((checked) =>
          post(port, checked ? { id: m.id, version: checked.version, diagnostics: checked.diagnostics.bytes.slice() } : { id: m.id, error: { code: -32603, message: "the check failed" } }),
        );
        return;
      case "request": {
        const source = new CancellationTokenSource();
        tokens.set(m.id, source);
        void (needsCheck(m.method, m.params) ? checks : work).request(m.method, m.params, source.token, m.bytes).then((answer) => reply(m.id, answer));
        return;
      }
      case "cancel":
        tokens.get(m.id)?.cancel();
        return;
    }
  });
}

/**
 * The nice value of a large document's threads: when they and the server's thread want the same
 * cores, the server's thread (the requests on the other documents) and the editor go first.
 */
export const THREAD_NICE = 10;

/** Serves the messages of the thread that started this one, as its role says, until it is terminated. */
export function serve(): void {
  const port = parentPort;
  if (!port) return;
  // On Linux a nice value is each thread's own (elsewhere it is the whole process's, which must keep its own).
  const setup = workerData as WorkerSetup;
  if (process.platform === "linux" && setup.normalPriority !== true) {
    try {
      setPriority(0, THREAD_NICE);
    } catch {
      // A system that refuses it runs the thread at the process's priority, as before.
    }
  }
  if (setup.role === LSP_ROLES.keeper) keeper(port, setup);
  else compute(port, setup);
}
