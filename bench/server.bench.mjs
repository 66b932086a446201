// Load and fault bench of agentspec-toolkit/server, with autocannon, in one run:
// 1. requests per second and p50/p99 latency of POST /agents/schema/validate/ for 1 KB, 100 KB and
//    3.5 MB specs: agentspec's Fastify plugin (with and without the worker pool) against a Fastify
//    route that validates the same bodies with raw ajv on the published schema;
// 2. the p99 of 1 KB requests while 50 MB specs are validated concurrently, with and without the pool;
// 3. a mixed run of hostile bodies (above the 100 MB ceiling, 100,000-deep nesting, invalid UTF-8,
//    duplicate keys, a body that stops arriving) among ordinary requests: every request must get
//    its right status, the server must stay up and its memory bounded (exit 1 otherwise).
// The servers run in a child process (bench/server-target.mjs) on loopback; every load loop is
// bounded in time (autocannon's duration, and a guard) and in count.
// `--quick` (or BENCH_QUICK=1): short runs and smaller bodies (the test suite runs it); `--json`
// prints the figures as one JSON line at the end. Needs `npm run build` (it loads dist/server.js).
import { spawn } from "node:child_process";
import { request } from "node:http";
import { connect } from "node:net";
import { cpus } from "node:os";
import autocannon from "autocannon";
import { table } from "./lib.mjs";

const QUICK = process.argv.includes("--quick") || process.env.BENCH_QUICK === "1";
const JSON_OUT = process.argv.includes("--json");
const SECONDS = QUICK ? 2 : 8;
const CEILING = QUICK ? 4_000_000 : 100_000_000;
const BODY_TIMEOUT_MS = QUICK ? 500 : 2_000;

/** A spec of about `bytes` bytes: webhook nodes in a chain. */
function specText(bytes, proxy = "us") {
  const node = (i) => ({
    id: `n${i}`,
    type: "action",
    actionType: "WEBHOOK",
    mode: "sync",
    config: { url: `https://api.example.com/hook/${i}`, method: "POST", proxy, body: { i } },
    outputVar: `out${i}`,
    transition: [{ to: `n${i + 1}`, when: { source: "vars", path: "ok", op: "eq", value: true } }],
  });
  const one = JSON.stringify(node(0)).length + 1;
  const n = Math.max(1, Math.round(bytes / one));
  const nodes = Array.from({ length: n }, (_, i) => node(i));
  nodes[n - 1].transition = [];
  return JSON.stringify({ spec: { version: 2, nodes } });
}

const child = spawn(process.execPath, [new URL("./server-target.mjs", import.meta.url).pathname], {
  env: { ...process.env, MAX_BODY_BYTES: String(CEILING), BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS) },
  stdio: ["ignore", "pipe", "inherit", "ipc"],
});
const ports = await new Promise((resolve, reject) => {
  let out = "";
  const timer = setTimeout(() => reject(new Error("the servers did not start within 30 s")), 30_000);
  child.stdout.on("data", (d) => {
    out += d;
    const line = out.split("\n").find((l) => l.startsWith("{"));
    if (line) {
      clearTimeout(timer);
      resolve(JSON.parse(line));
    }
  });
  child.on("exit", (code) => reject(new Error(`the servers exited ${code}`)));
});
const url = (name, path = "/api/v1/agents/schema/validate/") => `http://127.0.0.1:${ports[name]}${path}`;
let failures = 0;
const problem = (text) => {
  failures++;
  console.log(`PROBLEM: ${text}`);
};

/** One bounded autocannon run. */
async function load(target, body, { seconds = SECONDS, connections = 8 } = {}) {
  const run = autocannon({ url: target, method: "POST", headers: { "content-type": "application/json" }, body, connections, duration: seconds, timeout: 60 });
  const guard = setTimeout(() => run.stop(), (seconds + 30) * 1000);
  const r = await run;
  clearTimeout(guard);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, n: r.requests.total, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

/** POST a body with Node's http client; the status (0 when the connection failed before an answer). Bounded in time. */
function post(target, body, { chunked = false, timeoutMs = 120_000 } = {}) {
  return new Promise((resolve) => {
    const headers = { "content-type": "application/json" };
    if (!chunked) headers["content-length"] = String(body.length);
    const req = request(target, { method: "POST", headers });
    const timer = setTimeout(() => req.destroy(), timeoutMs);
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => {
        clearTimeout(timer);
        resolve(res.statusCode);
      });
    });
    req.on("error", () => {
      clearTimeout(timer);
      resolve(0);
    });
    req.end(body);
  });
}

/** Headers and part of a body, then nothing: the status the server answers with (bounded). */
function stall(target, timeoutMs = 30_000) {
  const u = new URL(target);
  return new Promise((resolve) => {
    const s = connect(Number(u.port), u.hostname, () => s.write(`POST ${u.pathname} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"spec": {`));
    let data = "";
    const timer = setTimeout(() => {
      s.destroy();
      resolve(0);
    }, timeoutMs);
    s.on("data", (d) => {
      data += d;
      const m = /^HTTP\/1\.1 (\d{3})/.exec(data);
      if (m) {
        clearTimeout(timer);
        s.destroy();
        resolve(Number(m[1]));
      }
    });
    s.on("error", () => resolve(0));
  });
}

const rss = async (name) => (await (await fetch(url(name, "/__rss/"))).json()).rss;
const mb = (n) => `${(n / 1e6).toFixed(0)} MB`;

// 1. Throughput and latency by spec size.
const sizes = QUICK ? [["1 KB", 1_000], ["100 KB", 100_000], ["300 KB", 300_000]] : [["1 KB", 1_000], ["100 KB", 100_000], ["3.5 MB", 3_500_000]];
const names = ["agentspec, pool", "agentspec, no pool", "fastify + ajv"];
const figures = { quick: QUICK, sizes: {}, underLoad: {}, hostile: {} };
const rows = [];
for (const [label, bytes] of sizes) {
  const body = specText(bytes);
  // Every server says 200 to this body before it is timed.
  for (const name of names) if ((await post(url(name), body)) !== 200) problem(`${name} did not answer 200 to the ${label} spec`);
  figures.sizes[label] = {};
  for (const name of names) {
    // Warm up first (untimed), so no server is measured while its code is still cold.
    await load(url(name), body, { seconds: 1, connections: 2 });
    const r = await load(url(name), body, { connections: bytes > 1e6 ? 2 : 8 });
    if (r.non2xx > 0 || r.errors > 0) problem(`${name}, ${label}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
    figures.sizes[label][name] = r;
    rows.push([label, name, r.rps.toFixed(0), `${r.p50} ms`, `${r.p99} ms`, String(r.n)]);
  }
}
console.log(`POST /agents/schema/validate/, ${SECONDS} s per run (autocannon; medians are autocannon's percentiles):\n`);
table(["spec", "server", "requests/s", "p50", "p99", "requests"], rows);

// 2. 1 KB requests while large specs are validated, one after another, on the same server.
const LARGE = QUICK ? 3_000_000 : 50_000_000;
const large = specText(LARGE);
const small = specText(1_000);
const underRows = [];
for (const name of ["agentspec, pool", "agentspec, no pool"]) {
  let stop = false;
  let sent = 0;
  const background = (async () => {
    // Bounded: at most 20 large specs, and never past the load run.
    while (!stop && sent < 20) {
      sent++;
      const status = await post(url(name), large);
      if (status !== 200) problem(`${name}: a ${mb(LARGE)} spec got ${status}`);
    }
  })();
  await load(url(name), small, { seconds: 1, connections: 2 });
  const r = await load(url(name), small, { seconds: SECONDS * 2, connections: 4 });
  stop = true;
  await background;
  figures.underLoad[name] = { ...r, largeSpecs: sent };
  underRows.push([name, `${r.p50} ms`, `${r.p99} ms`, `${r.max} ms`, r.rps.toFixed(0), String(sent)]);
}
console.log(`\n1 KB specs while ${mb(LARGE)} specs are validated on the same server:\n`);
// autocannon's percentiles count the requests that completed: with the event loop held, few do.
table(["server", "1 KB p50", "1 KB p99", "1 KB max", "1 KB requests/s", `${mb(LARGE)} specs sent`], underRows);

// 3. Hostile bodies among ordinary ones, on the server with the pool.
const name = "agentspec, pool";
const before = await rss(name);
const tooLarge = Buffer.alloc(CEILING + 1_000_000, 0x20);
const hostile = [
  ["above the ceiling, declared", () => post(url(name), tooLarge), 413],
  ["above the ceiling, chunked", () => post(url(name), tooLarge, { chunked: true }), 413],
  ["100,000 levels deep", () => post(url(name), `{"spec": ${"[".repeat(100_000)}${"]".repeat(100_000)}}`), 400],
  ["invalid UTF-8", () => post(url(name), Buffer.from([0x7b, 0x22, 0x73, 0x70, 0x65, 0x63, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])), 400],
  ["duplicate keys", () => post(url(name), '{"spec": {"version": 2, "version": 2, "nodes": [{"id": "a", "type": "agent"}]}}'), 400],
  ["a body that stops arriving", () => stall(url(name)), 408],
  ["an ordinary 1 KB spec", () => post(url(name), small), 200],
];
const ROUNDS = QUICK ? 2 : 5;
const hostileRows = [];
let peak = before;
for (const [label, send, want] of hostile) {
  const statuses = [];
  // Each kind several times at once, beside ordinary requests.
  const answers = await Promise.all([...Array.from({ length: ROUNDS }, send), ...Array.from({ length: ROUNDS }, () => post(url(name), small))]);
  statuses.push(...answers.slice(0, ROUNDS));
  const ordinary = answers.slice(ROUNDS);
  const right = statuses.filter((s) => s === want).length;
  if (right !== ROUNDS) problem(`${label}: expected ${want} each time, got ${statuses.join(", ")}`);
  if (ordinary.some((s) => s !== 200)) problem(`${label}: ordinary requests beside it got ${ordinary.join(", ")}`);
  peak = Math.max(peak, await rss(name));
  figures.hostile[label] = { want, statuses, ordinary };
  hostileRows.push([label, String(want), statuses.join(" "), ordinary.every((s) => s === 200) ? "all 200" : ordinary.join(" ")]);
}
const after = await rss(name);
const up = (await fetch(url(name, "/api/v1/agents/schema/"))).status === 200;
if (!up) problem("the server stopped answering after the hostile bodies");
// Bounded memory: the peak stays within a few ceilings of what the process held before.
const bound = before + 4 * CEILING + 200_000_000;
if (peak > bound) problem(`memory grew to ${mb(peak)} (bound ${mb(bound)})`);
figures.hostile.memory = { before, peak, after, bound, up };
console.log(`\nHostile bodies, ${ROUNDS} of each at once beside ${ROUNDS} ordinary requests (server with the pool):\n`);
table(["body", "expected", "answers", "ordinary requests beside them"], hostileRows);
console.log(`\nserver memory (RSS): ${mb(before)} before, ${mb(peak)} at most, ${mb(after)} after; still answering: ${up ? "yes" : "NO"}`);
console.log(`node ${process.version}, ${cpus()[0]?.model ?? "unknown CPU"} x${cpus().length}${QUICK ? " (quick mode)" : ""}`);

child.kill("SIGTERM");
if (JSON_OUT) console.log(JSON.stringify({ ...figures, failures }));
process.exit(failures === 0 ? 0 : 1);
