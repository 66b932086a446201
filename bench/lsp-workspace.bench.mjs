// Workspace diagnostics in `agentspec lsp` (LSP 3.17's workspace/diagnostic): a repository of
// 1,000 and of 10,000 specs (the CLI bench's mix: one in ten an example with a renamed node, the
// others generated workflows of 2 to 5 webhook nodes; every one in a hundred with an unknown
// target), its agentspec.config.json naming `specs/**/*.json`. A real JSON-RPC client
// (vscode-jsonrpc) that declares pull diagnostics starts the server and asks for the workspace's
// report with a partialResultToken, as VS Code does: the ms from the request to its first partial
// result and to its answer (every file reported), in a fresh server each round (nothing kept).
// Then one file changed on disk (didChangeWatchedFiles) and the held request answered again: the
// re-run (only the changed file is checked again; the others are unchanged reports).
// The server's CPU time during the run (all its threads, from /proc on Linux) says what the run
// costs whatever else the machine runs: on a machine shared with other work, the wall time is not
// the server's alone.
// Beside each size, `agentspec check -f json` on the same files (a process of its own, one thread).
// While the first run goes on, hover on an open spec is sent every 20 ms or so: their median and
// largest ms (the other requests stay answered while the workspace is checked).
// `node bench/lsp-workspace.bench.mjs [--quick]`; quick (50 and 200 specs, one round) is what the test suite runs.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node.js";
import { QUICK, makeSpec, median, q, table } from "./lib.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const cli = join(root, "dist", "cli.cjs");
const SIZES = q([1000, 10000], [50, 200]);
const ROUNDS = q(3, 1);
const examples = ["order-sync.json", "support-triage.json"].map((f) => readFileSync(join(root, "examples", f), "utf8"));

/** A repository of `n` specs; the path of the spec left open. */
function repository(n) {
  const dir = mkdtempSync(join(tmpdir(), "agentspec-lsp-workspace-bench-"));
  mkdirSync(join(dir, ".git"));
  writeFileSync(join(dir, "agentspec.config.json"), JSON.stringify({ files: ["specs/**/*.json"] }));
  for (let i = 0; i < n; i++) {
    let text;
    if (i % 10 === 0) text = examples[(i / 10) % 2].replaceAll('"answer"', `"answer-${i}"`);
    else {
      const spec = makeSpec(2 + (i % 4));
      spec.nodes[0].config.url = `https://svc${i}.example.com/v1/start`;
      if (i % 100 === 1) spec.nodes[0].transition = [{ to: "nowhere" }];
      text = JSON.stringify(spec, null, 2) + "\n";
    }
    const folder = join(dir, "specs", `team-${i % 20}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `spec-${String(i).padStart(5, "0")}.json`), text);
  }
  return dir;
}

/** The CPU ms a process has used, all its threads (Linux: /proc; undefined elsewhere). Ticks of 10 ms. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** The CPU ms of this process's children that have ended (Linux: /proc). */
function childrenCpuMs() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** `agentspec check -f json` on the same repository (what the workspace's report is held to): wall and CPU ms. */
function checkRun(dir) {
  const c0 = childrenCpuMs();
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [cli, "check", "-f", "json"], { cwd: dir, encoding: "utf8", maxBuffer: 1 << 28 });
  const t1 = performance.now();
  const c1 = childrenCpuMs();
  if (r.status !== 1) throw new Error(`check exited ${r.status}: ${r.stderr}`);
  return { total: t1 - t0, cpu: c0 === undefined || c1 === undefined ? undefined : c1 - c0 };
}

async function round(dir, n) {
  const proc = spawn(process.execPath, [cli, "lsp"], { cwd: dir, stdio: "pipe" });
  const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
  const partial = new Map();
  let firstAt;
  rpc.onNotification("$/progress", (p) => {
    if (!p.value.items) return;
    firstAt ??= performance.now();
    const list = partial.get(p.token) ?? [];
    for (const item of p.value.items) list.push(item);
    partial.set(p.token, list);
  });
  rpc.onRequest("workspace/diagnostic/refresh", () => null);
  rpc.onRequest("client/registerCapability", () => null);
  rpc.listen();
  const capabilities = { textDocument: { diagnostic: {} }, workspace: { diagnostics: { refreshSupport: true }, didChangeWatchedFiles: { dynamicRegistration: true } } };
  await rpc.sendRequest("initialize", { processId: process.pid, rootUri: pathToFileURL(dir).href, capabilities });
  await rpc.sendNotification("initialized", {});
  const openPath = join(dir, "specs", "team-2", "spec-00002.json");
  const uri = pathToFileURL(openPath).href;
  const text = readFileSync(openPath, "utf8");
  await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
  await rpc.sendRequest("textDocument/diagnostic", { textDocument: { uri } });
  const at = text.split("\n").findIndex((l) => l.includes('"type"'));
  const position = { line: at, character: text.split("\n")[at].indexOf('"type"') + 2 };

  const c0 = cpuMs(proc.pid);
  const t0 = performance.now();
  let done = false;
  const run = rpc.sendRequest("workspace/diagnostic", { previousResultIds: [], partialResultToken: "first" }).then(() => {
    done = true;
    return performance.now();
  });
  const hovers = [];
  while (!done) {
    const h0 = performance.now();
    await rpc.sendRequest("textDocument/hover", { textDocument: { uri }, position });
    if (!done) hovers.push(performance.now() - h0);
    // A request every 20 ms or so, as a user moving the cursor makes them.
    await new Promise((r) => setTimeout(r, 20));
  }
  const t1 = await run;
  const c1 = cpuMs(proc.pid);
  const reported = partial.get("first") ?? [];
  if (reported.length !== n) throw new Error(`the workspace's report named ${reported.length} files of ${n}`);

  // The client asks again with what it holds (held: nothing changed); one spec changes on disk.
  const changed = join(dir, "specs", "team-1", "spec-00001.json");
  const again = rpc.sendRequest("workspace/diagnostic", { previousResultIds: reported.map((r) => ({ uri: r.uri, value: r.resultId })), partialResultToken: "again" });
  await new Promise((r) => setTimeout(r, 50));
  const r0 = performance.now();
  const before = readFileSync(changed, "utf8");
  writeFileSync(changed, before.replace('"nowhere"', '"node-1"'));
  await rpc.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: pathToFileURL(changed).href, type: 2 }] });
  await again;
  // In full: the changed file, and the open spec (its result id is of the server's epoch, which a change on disk ends).
  const full = (partial.get("again") ?? []).filter((r) => r.kind === "full" && r.uri !== uri).map((r) => r.uri);
  if (full.length !== 1 || !full[0].endsWith("spec-00001.json")) throw new Error(`the re-run reported in full ${full.length} files, not the changed one alone`);
  const r1 = performance.now();
  // The next round starts from the same repository.
  writeFileSync(changed, before);
  await rpc.sendRequest("shutdown");
  await rpc.sendNotification("exit");
  rpc.dispose();
  proc.kill();
  return { total: t1 - t0, first: firstAt - t0, rerun: r1 - r0, hovers, cpu: c0 === undefined || c1 === undefined ? undefined : c1 - c0 };
}

const rows = [];
for (const n of SIZES) {
  const dir = repository(n);
  try {
    const samples = [];
    for (let r = 0; r < ROUNDS; r++) samples.push(await round(dir, n));
    const checks = [];
    for (let r = 0; r < ROUNDS; r++) checks.push(checkRun(dir));
    const hovers = samples.flatMap((s) => s.hovers);
    rows.push([
      n.toLocaleString("en"),
      median(samples.map((s) => s.first)).toFixed(1),
      median(samples.map((s) => s.total)).toFixed(1),
      samples[0].cpu === undefined ? "-" : median(samples.map((s) => s.cpu)).toFixed(0),
      median(samples.map((s) => s.rerun)).toFixed(1),
      String(hovers.length),
      hovers.length ? median(hovers).toFixed(1) : "-",
      hovers.length ? hovers.reduce((a, b) => Math.max(a, b)).toFixed(1) : "-",
    ]);
    rows.push([
      `${n.toLocaleString("en")}, agentspec check -f json`,
      "",
      median(checks.map((c) => c.total)).toFixed(1),
      checks[0].cpu === undefined ? "-" : median(checks.map((c) => c.cpu)).toFixed(0),
      "",
      "",
      "",
      "",
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log(`workspace/diagnostic in agentspec lsp, a fresh server each round, medians of ${ROUNDS} rounds; hover on an open spec while the first run goes on\n`);
table(["specs", "first partial ms", "all reported ms", "CPU ms", "re-run after one change ms", "hovers", "hover median ms", "hover max ms"], rows);
