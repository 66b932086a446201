// The capabilities `agentspec lsp` announces are a snapshot: each has its row below (the request it
// serves and the words docs/editor.md names it by), and fails here until a test of test/cli/ sends
// that request through a real JSON-RPC client and the docs name it.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node";
import { CLI } from "../cli/helpers.js";

/** Each capability: the request (or notification) that exercises it, and how docs/editor.md names it. */
const CAPABILITIES: Record<string, { method: string; docs: string }> = {
  textDocumentSync: { method: "textDocument/didChange", docs: "diagnostics on open and on change" },
  completionProvider: { method: "textDocument/completion", docs: "completion" },
  hoverProvider: { method: "textDocument/hover", docs: "hover" },
  definitionProvider: { method: "textDocument/definition", docs: "go to definition" },
  referencesProvider: { method: "textDocument/references", docs: "find references" },
  documentSymbolProvider: { method: "textDocument/documentSymbol", docs: "document symbols" },
  codeActionProvider: { method: "textDocument/codeAction", docs: "quick fixes" },
  documentHighlightProvider: { method: "textDocument/documentHighlight", docs: "document highlights" },
  workspaceSymbolProvider: { method: "workspace/symbol", docs: "workspace symbols" },
  documentFormattingProvider: { method: "textDocument/formatting", docs: "formatting" },
  documentRangeFormattingProvider: { method: "textDocument/rangeFormatting", docs: "range formatting" },
  renameProvider: { method: "textDocument/rename", docs: "prepareRename, rename" },
  foldingRangeProvider: { method: "textDocument/foldingRange", docs: "folding ranges" },
  selectionRangeProvider: { method: "textDocument/selectionRange", docs: "selection ranges" },
  inlayHintProvider: { method: "textDocument/inlayHint", docs: "inlay hints" },
  callHierarchyProvider: { method: "textDocument/prepareCallHierarchy", docs: "call hierarchy" },
  semanticTokensProvider: { method: "textDocument/semanticTokens/full", docs: "semantic tokens" },
  linkedEditingRangeProvider: { method: "textDocument/linkedEditingRange", docs: "linked editing" },
  documentLinkProvider: { method: "textDocument/documentLink", docs: "document links" },
  codeLensProvider: { method: "textDocument/codeLens", docs: "code lenses" },
  executeCommandProvider: { method: "workspace/executeCommand", docs: "agentspec.runTestFile" },
  // Announced to a client that pulls diagnostics (as the client below declares); the workspace's report is its other request.
  diagnosticProvider: { method: "workspace/diagnostic", docs: "pull diagnostics" },
};

const HERE = import.meta.dirname;
const docs = readFileSync(join(HERE, "..", "..", "docs", "editor.md"), "utf8");
const lspSection = docs.slice(docs.indexOf("## The language server"));
// What the other tests of test/cli/ send through their JSON-RPC connection.
const sent = new Set(
  readdirSync(HERE)
    .filter((f) => f.endsWith(".test.ts") && f !== "lsp-capabilities.test.ts")
    .flatMap((f) => [...readFileSync(join(HERE, f), "utf8").matchAll(/send(?:Request|Notification)\(\s*"([^"]+)"/g)].map((m) => m[1]!)),
);

test("each announced capability has its row, a test sending its request, and its words in docs/editor.md", async () => {
  const child = spawn(process.execPath, [CLI, "lsp", "--stdio"], { stdio: "pipe" });
  const rpc = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  rpc.listen();
  try {
    // A client that pulls diagnostics (LSP 3.17), so every capability the server has is announced.
    const init = (await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: { textDocument: { diagnostic: {} } } })) as { capabilities: Record<string, unknown> };
    const announced = Object.keys(init.capabilities).sort();
    expect(announced, "a capability without its row in CAPABILITIES of test/lsp/capabilities.test.ts (or a row the server no longer announces)").toEqual(Object.keys(CAPABILITIES).sort());
    const untested = announced.filter((c) => !sent.has(CAPABILITIES[c]!.method)).map((c) => `${c}: no test of test/cli/ sends "${CAPABILITIES[c]!.method}"`);
    expect(untested).toEqual([]);
    const undocumented = announced.filter((c) => !lspSection.includes(CAPABILITIES[c]!.docs)).map((c) => `${c}: docs/editor.md's language-server section does not say "${CAPABILITIES[c]!.docs}"`);
    expect(undocumented).toEqual([]);
  } finally {
    rpc.dispose();
    child.kill();
  }
}, 30_000);
