// Where the secret checks meet every output: the real command in each format, with a finding of
// another code that quotes the credential's string (a url the scheme rule refuses) and code frames
// that print the line, and the language server's diagnostics, all hold one answer: the findings
// are there, and no part of any credential past its first four characters is.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, expect, test } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";
import { CLI, run, tree } from "../cli/helpers.js";
import { makers, seeded } from "../secrets/samples.js";

const make = makers(seeded(7));
const github = make["github-pat"]!();
const stripe = make["stripe-secret-key"]!();
const slack = make["slack-bot-token"]!();
const openai = make["openai-api-key"]!();
const password = "Gm4!vQz9$Lp2wK";
const entropyToken = "Hv5nR8qW2mZ7tK4xB9cL3pJ6";
const SECRETS = [github, stripe, slack, openai, password, entropyToken];

const spec = {
  version: 2,
  nodes: [
    {
      id: "call",
      type: "action",
      actionType: "WEBHOOK",
      mode: "sync",
      config: {
        // An ftp: url is also webhook/url-scheme's finding, whose message quotes the url.
        url: `ftp://ops:${password}@files.example.com/drop?token=${entropyToken}`,
        method: "POST",
        headers: { Authorization: `Bearer ${github}`, "X-Stripe": stripe },
        query: { channel: slack },
        body: { note: `use ${openai} for the summary` },
      },
      transition: [],
    },
  ],
};
const text = JSON.stringify(spec, null, 2) + "\n";
// A second file: the same credentials in a test file, and a bundle.
const testFile = JSON.stringify({ spec: "spec.json", cases: [{ name: "one", input: { apiKey: stripe, note: github } }] }, null, 2) + "\n";
const bundle = JSON.stringify({ format: "agentspec-bundle", formatVersion: 1, agents: [{ id: "a1", name: "A", spec }] }, null, 2) + "\n";

/** Every window of 5 characters of every credential but its first: what must never be shown. */
function leaks(output: string): string[] {
  const found: string[] = [];
  for (const s of SECRETS) for (let i = 1; i + 5 <= s.length; i++) if (output.includes(s.slice(i, i + 5))) found.push(`${s.slice(0, 4)}… window ${i}: ${s.slice(i, i + 5)}`);
  return found;
}

test.each(["stylish", "json", "sarif", "github", "junit"])("check -f %s reports every credential and prints none", async (format) => {
  const root = tree({ "spec.json": text, "order.agentspec-test.json": testFile, "bundle.json": bundle });
  const r = await run(["check", "-f", format, "spec.json", "order.agentspec-test.json", "bundle.json"], { cwd: root });
  expect(r.code).toBe(1);
  expect(leaks(r.stdout + r.stderr)).toEqual([]);
  // The findings are there: 6 in the spec, 2 in the test file, 6 in the bundle; and the url's own finding.
  const codes = r.stdout.match(/secret\/[a-z-]+/g) ?? [];
  if (format === "json") {
    const files = JSON.parse(r.stdout) as { file: string; issues: { code: string }[] }[];
    expect(files.map((f) => [f.file, f.issues.filter((i) => i.code.startsWith("secret/")).length])).toEqual([
      ["spec.json", 6],
      ["order.agentspec-test.json", 2],
      ["bundle.json", 6],
    ]);
    expect(files[0]!.issues.map((i) => i.code)).toContain("webhook/url-scheme");
  } else expect(codes.length).toBeGreaterThanOrEqual(14);
  if (format === "stylish") {
    // The code frame prints the line, masked past the first four characters.
    expect(r.stdout).toContain(`"Authorization": "Bearer ghp_${"*".repeat(github.length - 4)}"`);
  }
});

test("check --fix and --unsafe-fixes leave the credentials where they are (the fix is offered, never applied) and print none", async () => {
  const root = tree({ "spec.json": text });
  const r = await run(["check", "--unsafe-fixes", "spec.json"], { cwd: root });
  expect(leaks(r.stdout + r.stderr)).toEqual([]);
  expect(r.stdout).toContain("secret/known-format");
});

/** The spec with its credentials moved in the url path, a condition and a body: what a review of a change prints. */
const changed = (() => {
  const after = structuredClone(spec) as typeof spec & { nodes: { transition: unknown[] }[] };
  const node = after.nodes[0]!;
  node.config.url = `https://hooks.slack.com/services/T${"A1B2C3D4"}/B${"Z9Y8X7W6"}/${entropyToken}`;
  node.config.body = { note: `use ${github} now` };
  node.transition = [{ to: "call", when: { source: "input", path: "token", op: "eq", value: stripe } }];
  return JSON.stringify(after, null, 2) + "\n";
})();

test.each(["stylish", "json", "github", "markdown"])("diff -f %s names the changes and prints no credential", async (format) => {
  const root = tree({ "before.json": text, "after.json": changed });
  const r = await run(["diff", "before.json", "after.json", "-f", format, "--fail-on", "any"], { cwd: root });
  expect(r.code).toBe(1);
  expect(r.stdout).toMatch(/url|body|transition/);
  expect(leaks(r.stdout + r.stderr)).toEqual([]);
});

test.each(["mermaid", "dot", "svg", "json"])("graph -f %s draws the spec and prints no credential", async (format) => {
  const root = tree({ "spec.json": changed });
  const r = await run(["graph", "spec.json", "-f", format], { cwd: root });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain("call");
  // The condition is drawn, its operand redacted.
  expect(r.stdout).toContain("sk_l…");
  expect(leaks(r.stdout + r.stderr)).toEqual([]);
});

let child: ChildProcessWithoutNullStreams | undefined;
let connection: MessageConnection | undefined;
afterEach(() => {
  connection?.dispose();
  child?.kill();
  connection = child = undefined;
});

test("the language server publishes the findings, redacted, and offers the template fix", async () => {
  const proc = spawn(process.execPath, [CLI, "lsp"], { stdio: "pipe" });
  child = proc;
  const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
  connection = rpc;
  let raw = "";
  proc.stdout.on("data", (d: Buffer) => (raw += d.toString("utf8")));
  type Diagnostic = { code: string; message: string; range: unknown; data?: unknown };
  const published = new Promise<Diagnostic[]>((resolve) => rpc.onNotification("textDocument/publishDiagnostics", (p: { diagnostics: Diagnostic[] }) => resolve(p.diagnostics)));
  rpc.listen();
  await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
  await rpc.sendNotification("initialized", {});
  const uri = pathToFileURL(join(tree({}), "spec.json")).href;
  await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
  const diagnostics = await published;
  expect(diagnostics.filter((d) => d.code.startsWith("secret/")).length).toBe(6);
  expect(diagnostics.map((d) => d.code)).toContain("webhook/url-scheme");
  const github = diagnostics.find((d) => d.message.includes('"ghp_…"'))!;
  const actions = (await rpc.sendRequest("textDocument/codeAction", { textDocument: { uri }, range: github.range, context: { diagnostics: [github] } })) as { title: string }[];
  expect(actions.map((a) => a.title)).toContain("Move the credential out of the file: write {{secrets.GITHUB_TOKEN}} (unsafe)");
  // Everything the server wrote, diagnostics and actions: no credential.
  expect(leaks(JSON.stringify(diagnostics))).toEqual([]);
  expect(leaks(raw.replace(/"newText":"[^"]*"/g, ""))).toEqual([]);
});
