// Kept apart from the language server's modules so the command's entry can tell, without loading
// them, that it was started as a large document's worker (lsp-workers.ts, lsp-worker.ts).

/** The `workerData.role` that makes the command's file start as a document's worker of `agentspec lsp`. */
export const LSP_WORKER_ROLE = "agentspec-lsp-document";
