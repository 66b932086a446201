// Pull diagnostics (LSP 3.17) of `agentspec lsp`, through a real JSON-RPC client over the child's
// stdio: the capability and who gets pushed to, textDocument/diagnostic's result ids and unchanged
// reports, pull and push giving the same diagnostics, workspace/diagnostic's partial results,
// unchanged reports, re-runs on a file's change (with workspace/diagnostic/refresh), cancellation,
// and requests answered while a workspace run goes on. Configured files first: a document the
// config's `files` name is a spec while empty or half-typed.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { BAD, GOOD, removeRepositories, repository, startClient, uriOf, type Client, type Diagnostic, type WorkspaceReport } from "./pull-client.js";

const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
  removeRepositories();
});
async function client(dir: string, capabilities?: object): Promise<Client> {
  const c = await startClient(dir, capabilities);
  clients.push(c);
  return c;
}

interface DocumentReport {
  kind: "full" | "unchanged";
  resultId?: string;
  items?: Diagnostic[];
}

const until = async (what: () => boolean, ms = 10_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 10));
  }
};

const open = (c: Client, uri: string, text: string, version = 1): Promise<void> => c.rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version, text } });

describe("textDocument/diagnostic", () => {
  test("a client that pulls gets the capability and no pushes; pull and push give the same diagnostics", async () => {
    const dir = repository();
    const puller = await client(dir);
    const pusher = await client(dir, {});
    expect(puller.capabilities["diagnosticProvider"]).toEqual({ identifier: "agentspec", interFileDependencies: true, workspaceDiagnostics: true });
    expect(pusher.capabilities["diagnosticProvider"]).toBeUndefined();
    for (const [name, text] of [
      ["specs/bad.json", BAD],
      ["specs/suppressed.json", BAD.replace('"proxy": "Brazil"', '"proxy": "BR"')],
      ["outside/bad.json", BAD],
      ["specs/team/order.agentspec-test.json", JSON.stringify({ spec: "../good.json", cases: [{ name: "a", input: {}, expect: { path: ["nowhere"] } }] }, null, 2)],
    ] as const) {
      const uri = uriOf(dir, name);
      await open(puller, uri, text);
      await open(pusher, uri, text);
      const pulled = (await puller.rpc.sendRequest("textDocument/diagnostic", { textDocument: { uri } })) as DocumentReport;
      await until(() => pusher.published.some((p) => p.uri === uri));
      const pushed = pusher.published.find((p) => p.uri === uri)!;
      expect(pulled.kind).toBe("full");
      expect(pulled.items!.length, name).toBeGreaterThan(0);
      expect(pulled.items, name).toEqual(pushed.diagnostics);
    }
    // The suppressions file's entry hides the unknown target in both.
    const suppressed = pusher.published.find((p) => p.uri.endsWith("/specs/suppressed.json"))!;
    expect(suppressed.diagnostics.map((d) => d.code)).not.toContain("transition/unknown-target");
    // Give the server time to push, had it wanted to: a client that pulls is never pushed to.
    await new Promise((r) => setTimeout(r, 300));
    expect(puller.published).toEqual([]);
  }, 60_000);

  test("result ids: unchanged while the document and the configs are, full again after a change or a file's change on disk", async () => {
    const dir = repository();
    const c = await client(dir);
    const uri = uriOf(dir, "specs/bad.json");
    await open(c, uri, BAD);
    const first = (await c.rpc.sendRequest("textDocument/diagnostic", { textDocument: { uri } })) as DocumentReport;
    expect(first).toMatchObject({ kind: "full", resultId: expect.any(String) });
    const again = (await c.rpc.sendRequest("textDocument/diagnostic", { textDocument: { uri }, previousResultId: first.resultId })) as DocumentReport;
    expect(again).toEqual({ kind: "unchanged", resultId: first.resultId });
    // An edit: the unknown target fixed.
    await c.rpc.sendNotification("textDocument/didChange", { textDocument: { uri, version: 2 }, contentChanges: [{ text: BAD.replace('"finsh"', '"finish"') }] });
    const edited = (await c.rpc.sendRequest("textDocument/diagnostic", { textDocument: { uri }, previousResultId: first.resultId })) as DocumentReport;
    expect(edited.kind).toBe("full");
    expect(edited.resultId).not.toBe(first.resultId);
    expect(edited.items!.map((d) => d.code)).not.toContain("transition/unknown-target");
    // The config changed on disk: the rule is switched off, the client told to pull again, and the old id no longer holds.
    writeFileSync(join(dir, "agentspec.config.json"), JSON.stringify({ files: ["specs/**/*.json"], rules: { "spec/misspelled-property": "off" } }));
    await c.rpc.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uriOf(dir, "agentspec.config.json"), type: 2 }] });
    await until(() => c.refreshes() > 0);
    const reconfigured = (await c.rpc.sendRequest("textDocument/diagnostic", { textDocument: { uri }, previousResultId: edited.resultId })) as DocumentReport;
    expect(reconfigured.kind).toBe("full");
    expect(edited.items!.map((d) => d.code)).toContain("spec/misspelled-property");
    expect(reconfigured.items!.map((d) => d.code)).not.toContain("spec/misspelled-property");
  }, 60_000);
});

describe("workspace/diagnostic", () => {
  test("partial results streamed, then unchanged reports for the files the client holds; a file's change re-runs a held request", async () => {
    const dir = repository();
    const c = await client(dir);
    const first = (await c.rpc.sendRequest("workspace/diagnostic", { previousResultIds: [], partialResultToken: "p1" })) as { items: WorkspaceReport[] };
    // Streamed: the answer itself is empty, the reports came as $/progress.
    expect(first.items).toEqual([]);
    const streamed = (c.progress.get("p1") ?? []).flat();
    expect(streamed.map((r) => r.uri).sort()).toEqual(
      ["agentspec-suppressions.json", "specs/agentspec-remote.json", "specs/bad.json", "specs/good.json", "specs/suppressed.json", "specs/team/order.agentspec-test.json"].map((p) => uriOf(dir, p)).sort(),
    );
    expect(streamed.every((r) => r.kind === "full" && r.version === null && typeof r.resultId === "string")).toBe(true);
    const held = streamed.map((r) => ({ uri: r.uri, value: r.resultId! }));

    // The client asks again with what it holds: nothing changed, so the request waits for a change.
    let answered = false;
    const second = c.rpc.sendRequest("workspace/diagnostic", { previousResultIds: held }).then((a) => {
      answered = true;
      return a as { items: WorkspaceReport[] };
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(answered).toBe(false);
    // A spec fixed on disk; the client's watcher says so.
    writeFileSync(join(dir, "specs/bad.json"), GOOD);
    await c.rpc.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uriOf(dir, "specs/bad.json"), type: 2 }] });
    const after = await second;
    const byUri = new Map(after.items.map((r) => [r.uri, r]));
    expect(byUri.get(uriOf(dir, "specs/bad.json"))).toMatchObject({ kind: "full", items: [] });
    expect(byUri.get(uriOf(dir, "specs/good.json"))).toMatchObject({ kind: "unchanged" });
    expect(byUri.get(uriOf(dir, "specs/suppressed.json"))).toMatchObject({ kind: "unchanged" });
    expect(c.refreshes()).toBeGreaterThan(0);

    // Held again (nothing changed since), then cancelled by the client: answered -32800.
    const { CancellationTokenSource } = await import("vscode-jsonrpc/node");
    const source = new CancellationTokenSource();
    const ids = after.items.map((r) => ({ uri: r.uri, value: r.resultId! }));
    const third = c.rpc.sendRequest("workspace/diagnostic", { previousResultIds: ids }, source.token).then(
      () => "answered",
      (e: { code?: number }) => e.code,
    );
    await new Promise((r) => setTimeout(r, 300));
    source.cancel();
    expect(await third).toBe(-32800);
  }, 60_000);

  test("a suppressions file changed on disk: the next run shows what it no longer accepts, in files that did not change", async () => {
    const dir = repository();
    const c = await client(dir);
    const uri = uriOf(dir, "specs/suppressed.json");
    const codes = (items: WorkspaceReport[]): string[] => items.find((r) => r.uri === uri)!.items!.map((d) => d.code);
    const first = (await c.rpc.sendRequest("workspace/diagnostic", { previousResultIds: [] })) as { items: WorkspaceReport[] };
    expect(codes(first.items)).not.toContain("transition/unknown-target");
    writeFileSync(join(dir, "agentspec-suppressions.json"), "{}\n");
    await c.rpc.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uriOf(dir, "agentspec-suppressions.json"), type: 2 }] });
    const second = (await c.rpc.sendRequest("workspace/diagnostic", { previousResultIds: [] })) as { items: WorkspaceReport[] };
    expect(codes(second.items)).toContain("transition/unknown-target");
  }, 60_000);

  test("an open document is reported from its open text, with its version; a deleted file is cleared", async () => {
    const dir = repository();
    const c = await client(dir);
    const uri = uriOf(dir, "specs/good.json");
    await open(c, uri, BAD, 7);
    const first = (await c.rpc.sendRequest("workspace/diagnostic", { previousResultIds: [] })) as { items: WorkspaceReport[] };
    const mine = first.items.find((r) => r.uri === uri)!;
    expect(mine.version).toBe(7);
    expect(mine.items!.map((d) => d.code)).toContain("transition/unknown-target");
    // The file leaves the config's files: the next run clears it.
    writeFileSync(join(dir, "agentspec.config.json"), JSON.stringify({ files: ["specs/good.json", "specs/bad.json"] }));
    await c.rpc.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uriOf(dir, "agentspec.config.json"), type: 2 }] });
    const second = (await c.rpc.sendRequest("workspace/diagnostic", { previousResultIds: [] })) as { items: WorkspaceReport[] };
    expect(second.items.find((r) => r.uri === uriOf(dir, "specs/suppressed.json"))).toEqual({ kind: "full", uri: uriOf(dir, "specs/suppressed.json"), version: null, items: [] });
  }, 60_000);

  test("cancelled while it runs: answered -32800; requests on an open document are answered while a run goes on", async () => {
    const many: Record<string, string> = {};
    for (let i = 0; i < 3000; i++) many[`specs/many/spec-${i}.json`] = GOOD.replaceAll('"answer"', `"answer-${i}"`);
    const dir = repository(many);
    const c = await client(dir);
    const uri = uriOf(dir, "specs/bad.json");
    await open(c, uri, BAD);
    await c.rpc.sendRequest("textDocument/diagnostic", { textDocument: { uri } });

    // A run, and hovers sent while it goes on: each is answered before the run ends.
    let ended = 0;
    const whole = c.rpc.sendRequest("workspace/diagnostic", { previousResultIds: [], partialResultToken: "w" }).then(() => (ended = performance.now()));
    await until(() => (c.progress.get("w")?.length ?? 0) > 0);
    const answeredAt: number[] = [];
    const position = { line: 4, character: 60 };
    for (let i = 0; i < 5; i++) {
      await c.rpc.sendRequest("textDocument/hover", { textDocument: { uri }, position });
      answeredAt.push(performance.now());
    }
    await whole;
    expect(answeredAt.every((t) => t < ended)).toBe(true);
    const files = (c.progress.get("w") ?? []).flat().length;
    expect(files).toBeGreaterThan(3000);

    // Cancelled after its first partial result: the answer is the cancellation, and no more results come.
    const { CancellationTokenSource } = await import("vscode-jsonrpc/node");
    const source = new CancellationTokenSource();
    const cancelled = c.rpc.sendRequest("workspace/diagnostic", { previousResultIds: [], partialResultToken: "c" }, source.token).then(
      () => "answered",
      (e: { code?: number }) => e.code,
    );
    await until(() => (c.progress.get("c")?.length ?? 0) > 0);
    source.cancel();
    expect(await cancelled).toBe(-32800);
    expect((c.progress.get("c") ?? []).flat().length).toBeLessThan(files);
  }, 120_000);
});

describe("configured files first", () => {
  test("an empty document the config's files name gets json/empty, and a half-typed one its syntax error and completion; whole JSON that is not ours, and any document outside them, get no diagnostics, as before", async () => {
    const dir = repository();
    const c = await client(dir, {});
    const inside = uriOf(dir, "specs/new.json");
    const outside = uriOf(dir, "outside/new.json");
    await open(c, inside, "");
    await open(c, outside, "");
    await until(() => c.published.some((p) => p.uri === inside) && c.published.some((p) => p.uri === outside));
    expect(c.published.find((p) => p.uri === inside)!.diagnostics.map((d) => d.code)).toEqual(["json/empty"]);
    expect(c.published.find((p) => p.uri === outside)!.diagnostics).toEqual([]);
    // Half-typed: a key is being written at the top level.
    const half = '{\n  "ver';
    await c.rpc.sendNotification("textDocument/didChange", { textDocument: { uri: inside, version: 2 }, contentChanges: [{ text: half }] });
    await c.rpc.sendNotification("textDocument/didChange", { textDocument: { uri: outside, version: 2 }, contentChanges: [{ text: half }] });
    const at = { line: 1, character: 6 };
    const labels = async (uri: string): Promise<string[]> => {
      const answer = (await c.rpc.sendRequest("textDocument/completion", { textDocument: { uri }, position: at })) as { label: string }[] | { items: { label: string }[] };
      return (Array.isArray(answer) ? answer : answer.items).map((i) => i.label);
    };
    expect(await labels(inside)).toContain("version");
    await until(() => c.published.some((p) => p.uri === inside && p.version === 2) && c.published.some((p) => p.uri === outside && p.version === 2));
    expect(c.published.find((p) => p.uri === inside && p.version === 2)!.diagnostics.map((d) => d.code)).toEqual(["json/syntax"]);
    expect(c.published.find((p) => p.uri === outside && p.version === 2)!.diagnostics).toEqual([]);
    // Whole JSON that is not ours, though the config's glob names it (check skips it): no diagnostics.
    const other = uriOf(dir, "specs/package.json");
    await open(c, other, JSON.stringify({ name: "x", version: "1.0.0" }));
    await until(() => c.published.some((p) => p.uri === other));
    expect(c.published.find((p) => p.uri === other)!.diagnostics).toEqual([]);
    // Half-typed without a key that says spec yet (`{ "id": "a", `): a spec all the same.
    const typing = uriOf(dir, "specs/typing.json");
    await open(c, typing, '{ "id": "a", ');
    await until(() => c.published.some((p) => p.uri === typing));
    expect(c.published.find((p) => p.uri === typing)!.diagnostics.map((d) => d.code)).toEqual(["json/syntax"]);
  }, 60_000);
});
