// The threads of a large document of `agentspec lsp` (lsp-role.ts). The keeper holds the document
// (updated by the same incremental changes the editor sends) and hands each job to its compute
// thread, which keeps a copy of the text and answers with the functions the server's thread runs
// for small documents (lsp-features.ts). A job cancelled while it runs ends the compute thread
// (its work stops there); the keeper starts another from the text it holds.
import { parentPort, workerData } from "node:worker_threads";
import { CancellationTokenSource, ResponseError } from "vscode-languageserver/node";
import { documentFeatures } from "./lsp-features.js";
import { documentSettings } from "./lsp-config.js";
import { LSP_ROLES, type Change, type FromWorker, type ToWorker, type WorkerSetup } from "./lsp-role.js";
import { EditedDocument } from "./lsp-text.js";
import { DocumentWorker } from "./lsp-workers.js";

const failure = (id: number, what: string, error: unknown): FromWorker => ({ id, error: { code: -32603, message: `${what} failed: ${error instanceof Error ? error.message : String(error)}` } });

/** The compute thread: answers one job at a time, in the order posted. */
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
          reply = { id: m.id, version: doc?.version ?? -1, diagnostics: doc ? features.diagnostics(doc) : [] };
        } catch (error) {
          reply = failure(m.id, "the check", error);
        }
        port.postMessage(reply);
        return;
      }
      case "request": {
        let reply: FromWorker;
        try {
          const answer = features.requests[m.method]?.(doc, m.params);
          reply = answer instanceof ResponseError ? { id: m.id, error: { code: answer.code, message: answer.message } } : { id: m.id, result: answer ?? null };
        } catch (error) {
          reply = failure(m.id, "the request", error);
        }
        port.postMessage(reply);
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
function paramsOf(body: Uint8Array, uri: string | undefined, version: number): Record<string, unknown> | undefined {
  try {
    const message = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body)) as { params?: Record<string, unknown> };
    const td = message.params?.["textDocument"] as { uri?: unknown; version?: unknown } | undefined;
    return td?.uri === uri && td?.version === version ? message.params : undefined;
  } catch {
    return undefined;
  }
}

/** The keeper: holds the document, queues its jobs for the compute thread, and ends a job that is cancelled while it runs. */
function keeper(port: NonNullable<typeof parentPort>, setup: WorkerSetup): void {
  let doc: EditedDocument | undefined;
  const work = new DocumentWorker(() => doc, { ...setup, role: LSP_ROLES.compute });
  const tokens = new Map<number, CancellationTokenSource>();
  const reply = (id: number, answer: unknown): void => {
    tokens.delete(id);
    port.postMessage(answer instanceof ResponseError ? ({ id, error: { code: answer.code, message: answer.message } } satisfies FromWorker) : ({ id, result: answer ?? null } satisfies FromWorker));
  };
  const change = (changes: Change[], version: number): void => {
    doc?.update(changes, version);
    work.change(changes, version);
  };
  port.on("message", (m: ToWorker) => {
    switch (m.kind) {
      case "open":
        doc = new EditedDocument(m.uri, m.languageId, m.version, m.text);
        return;
      case "change":
        change(m.changes, m.version);
        return;
      case "openBody": {
        const params = paramsOf(m.body, m.uri, m.version);
        const text = (params?.["textDocument"] as { text?: unknown } | undefined)?.text;
        if (typeof text === "string") doc = new EditedDocument(m.uri, m.languageId, m.version, text);
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
        return;
      case "check":
        void work.check().then((checked) =>
          port.postMessage((checked ? { id: m.id, version: checked.version, diagnostics: checked.diagnostics } : { id: m.id, error: { code: -32603, message: "the check failed" } }) satisfies FromWorker),
        );
        return;
      case "request": {
        const source = new CancellationTokenSource();
        tokens.set(m.id, source);
        void work.request(m.method, m.params, source.token).then((answer) => reply(m.id, answer));
        return;
      }
      case "cancel":
        tokens.get(m.id)?.cancel();
        return;
    }
  });
}

/** Serves the messages of the thread that started this one, as its role says, until it is terminated. */
export function serve(): void {
  const port = parentPort;
  if (!port) return;
  const setup = workerData as WorkerSetup;
  if (setup.role === LSP_ROLES.keeper) keeper(port, setup);
  else compute(port, setup);
}
