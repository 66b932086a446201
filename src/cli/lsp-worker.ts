// The thread of one large document of `agentspec lsp` (lsp-workers.ts starts it): it keeps its own
// copy of the document, updated by the same incremental changes the editor sends, and answers the
// document's requests and checks with the functions the server's thread runs (lsp-features.ts).
// One job at a time, in the order posted; a job the client cancels while it runs ends with the
// thread (the server terminates it and starts another from the text it holds).
import { parentPort, workerData } from "node:worker_threads";
import { ResponseError, type TextDocumentContentChangeEvent } from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { documentFeatures } from "./lsp-features.js";
import { documentSettings } from "./lsp-config.js";
import type { LSP_WORKER_ROLE } from "./lsp-role.js";

/** What the server's thread posts to a document's worker. */
export type ToWorker =
  | { kind: "open"; uri: string; languageId: string; version: number; text: string }
  | { kind: "change"; version: number; changes: TextDocumentContentChangeEvent[] }
  | { kind: "stale" }
  | { kind: "request"; id: number; method: string; params: unknown }
  | { kind: "check"; id: number };

/** What a document's worker posts back: a request's result or error, or a check's diagnostics and the version they are of. */
export type FromWorker =
  | { id: number; result: unknown }
  | { id: number; error: { code: number; message: string } }
  | { id: number; version: number; diagnostics: unknown[] };

/** The settings a worker is started with: the command line's. */
export interface WorkerSetup {
  role: typeof LSP_WORKER_ROLE;
  strict: boolean;
  config: string | undefined;
  noConfig: boolean;
}


/** Serves the messages of the server's thread until it terminates this one. */
export function serve(): void {
  const port = parentPort;
  if (!port) return;
  const setup = workerData as WorkerSetup;
  const features = documentFeatures(documentSettings({ config: setup.config, noConfig: setup.noConfig, strict: setup.strict }));
  let doc: TextDocument | undefined;
  port.on("message", (m: ToWorker) => {
    switch (m.kind) {
      case "open":
        doc = TextDocument.create(m.uri, m.languageId, m.version, m.text);
        return;
      case "change":
        if (doc) doc = TextDocument.update(doc, m.changes, m.version);
        return;
      case "stale":
        features.stale();
        return;
      case "check": {
        let reply: FromWorker;
        try {
          reply = { id: m.id, version: doc?.version ?? -1, diagnostics: doc ? features.diagnostics(doc) : [] };
        } catch (error) {
          reply = { id: m.id, error: { code: -32603, message: `the check failed: ${error instanceof Error ? error.message : String(error)}` } };
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
          reply = { id: m.id, error: { code: -32603, message: `the request failed: ${error instanceof Error ? error.message : String(error)}` } };
        }
        port.postMessage(reply);
        return;
      }
    }
  });
}
