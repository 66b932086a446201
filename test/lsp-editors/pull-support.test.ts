// Pull diagnostics and the editors the tests can run: the client capabilities Debian's Neovim 0.7.2
// (`vim.lsp.protocol.make_client_capabilities()`) and Eglot 1.9 (`eglot-client-capabilities`)
// send at initialize, taken from the editors themselves and sent to the server by a JSON-RPC
// client. Neither declares `textDocument.diagnostic`, so the server announces no
// diagnosticProvider to them and pushes their diagnostics (docs/editor.md says so; their own tests
// in this folder drive the push); a client that declares it (VS Code's) is announced one.
import { execFileSync } from "node:child_process";
import { afterEach, expect, test } from "vitest";
import { repository, startClient, uriOf, BAD, removeRepositories, type Client } from "../lsp/pull-client.js";

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
  removeRepositories();
});

const neovim = (): Record<string, unknown> =>
  JSON.parse(execFileSync("nvim", ["--headless", "-u", "NONE", "-c", "lua io.stdout:write(vim.fn.json_encode(vim.lsp.protocol.make_client_capabilities()))", "-c", "qa!"], { encoding: "utf8", timeout: 30_000 })) as Record<string, unknown>;

const eglot = (): Record<string, unknown> => {
  // eglot-client-capabilities reads the server's project only to name the workspace folder: a stand-in project for it.
  const lisp =
    "(progn (require 'eglot) (require 'cl-lib) (cl-letf (((symbol-function 'eglot--project) (lambda (_) (cons 'transient \"/tmp/\")))) (princ (json-serialize (eglot-client-capabilities nil) :false-object :json-false :null-object nil))))";
  const out = execFileSync("emacs", ["--batch", "-l", "package", "--eval", "(package-initialize)", "--eval", lisp], { encoding: "utf8", timeout: 60_000 });
  return JSON.parse(out.slice(out.indexOf("{"))) as Record<string, unknown>;
};

test.each([
  ["Debian's Neovim (0.7.2)", neovim],
  ["Debian's Eglot (1.9)", eglot],
])("%s declares no pull diagnostics: the server announces none and pushes", async (_name, capabilitiesOf) => {
  const capabilities = capabilitiesOf() as { textDocument?: Record<string, unknown> };
  expect(capabilities.textDocument).toHaveProperty("publishDiagnostics");
  expect(capabilities.textDocument).not.toHaveProperty("diagnostic");
  const dir = repository();
  client = await startClient(dir, capabilities);
  expect(client.capabilities).not.toHaveProperty("diagnosticProvider");
  const uri = uriOf(dir, "specs/bad.json");
  await client.rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text: BAD } });
  const end = Date.now() + 10_000;
  while (!client.published.some((p) => p.uri === uri) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  expect(client.published.find((p) => p.uri === uri)?.diagnostics.map((d) => d.code)).toContain("transition/unknown-target");
}, 90_000);
