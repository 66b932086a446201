// What a change does: diffSpecs on two 2,000-node specs (target: under 100 ms), beside
// validateSpec of the same spec in the same run; then whole processes, `agentspec diff --against
// HEAD~1` in a git repository of 1,000 specs where 10 changed (target: at most 1.5x `agentspec
// check` of the same 10 files), medians of interleaved runs. The repository is generated into a
// temp directory and removed.
//
// BENCH_QUICK=1 runs it small (200 nodes, 100 specs, 3 rounds): the test suite runs that, to keep
// the bench working, never to time anything. Run: `node bench/diff.bench.mjs` (or `npm run bench`).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { fromSources, interleave, makeSpec, median, table } from "./lib.mjs";

const QUICK = process.env.BENCH_QUICK === "1";
const NODES = QUICK ? 200 : 2000;
const SPECS = QUICK ? 100 : 1000;
const CHANGED = 10;
const ROUNDS = QUICK ? 3 : 11;

const root = fileURLToPath(new URL("..", import.meta.url));
const cli = join(root, "dist", "cli.cjs");
const { diffSpecs, validateSpec } = await fromSources("diff", `export { diffSpecs } from "./src/diff/diff.ts"; export { validateSpec } from "./src/validate/validate.ts";`);

/** A copy of `spec` changed the way a pull request changes one: a route, a condition, a transition order, a node renamed, one removed, one added. */
function changed(spec) {
  const s = structuredClone(spec);
  const n = s.nodes.length;
  s.nodes[1].config.proxy = "brazil";
  s.nodes[2].transition[0].when.all[0].value = 8;
  s.nodes[3].transition.reverse();
  const old = s.nodes[4].id;
  s.nodes[4].id = "renamed";
  for (const node of s.nodes) for (const t of node.transition) if (t.to === old) t.to = "renamed";
  s.nodes.splice(n >> 1, 1);
  s.nodes.push({ ...structuredClone(s.nodes[5]), id: "added" });
  return s;
}

// diffSpecs of two large specs, beside validateSpec of one of them.
const before = makeSpec(NODES);
const after = changed(before);
const changes = diffSpecs(before, after);
if (changes.length < 6) throw new Error(`the bench change must show, got ${changes.length} changes`);
const t = interleave({ [`validateSpec (${NODES} nodes)`]: () => validateSpec(after), [`diffSpecs (${NODES} + ${NODES} nodes)`]: () => diffSpecs(before, after) }, { rounds: ROUNDS, warmup: QUICK ? 1 : 3 });
const diffMs = t[`diffSpecs (${NODES} + ${NODES} nodes)`];
const validateMs = t[`validateSpec (${NODES} nodes)`];
table(["case", "median ms", "vs validateSpec"], Object.entries(t).map(([k, v]) => [k, v.toFixed(1), `${(v / validateMs).toFixed(2)}x`]));
console.log(`\ndiffSpecs of two ${NODES}-node specs: ${diffMs.toFixed(1)} ms (${changes.length} changes); target under 100 ms${QUICK ? " at 2,000 nodes (quick mode: not judged)" : `: ${diffMs < 100 ? "met" : "MISSED"}`}\n`);

// Whole processes in a generated repository.
const dir = mkdtempSync(join(tmpdir(), "agentspec-diff-bench-"));
const env = { ...process.env, GIT_AUTHOR_NAME: "bench", GIT_AUTHOR_EMAIL: "bench@example.com", GIT_COMMITTER_NAME: "bench", GIT_COMMITTER_EMAIL: "bench@example.com" };
const git = (...args) => execFileSync("git", args, { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
try {
  const name = (i) => `agents/spec-${String(i).padStart(4, "0")}.json`;
  execFileSync("mkdir", ["-p", join(dir, "agents")]);
  const specs = [];
  for (let i = 0; i < SPECS; i++) {
    const spec = makeSpec(2 + (i % 4));
    spec.nodes[0].config.url = `https://svc${i}.example.com/v1/start`;
    specs.push(spec);
    writeFileSync(join(dir, name(i)), JSON.stringify(spec, null, 2) + "\n");
  }
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-q", "-m", "specs");
  const touched = [];
  for (let k = 0; k < CHANGED; k++) {
    const i = Math.floor((k * SPECS) / CHANGED) + 1;
    const spec = specs[i];
    spec.nodes[0].config.proxy = spec.nodes[0].config.proxy === "us" ? "brazil" : "us";
    spec.nodes[0].transition.reverse();
    writeFileSync(join(dir, name(i)), JSON.stringify(spec, null, 2) + "\n");
    touched.push(name(i));
  }
  git("commit", "-q", "-am", "ten changed");
  const cases = {
    "node -e 0": ["-e", "0"],
    [`check ${CHANGED} files`]: [cli, "check", ...touched],
    [`diff --against HEAD~1 (${SPECS} specs, ${CHANGED} changed)`]: [cli, "diff", "--against", "HEAD~1", "--fail-on", "breaking"],
  };
  for (const [label, args] of Object.entries(cases)) {
    const r = spawnSync(process.execPath, args, { cwd: dir, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${label} failed (${r.status}): ${r.stdout}${r.stderr}`);
    if (label.startsWith("diff") && (r.stdout.match(/webhook\/route-changed/g) ?? []).length !== CHANGED) throw new Error(`${label}: expected ${CHANGED} route changes:\n${r.stdout.slice(0, 2000)}`);
  }
  const samples = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
  for (let r = -1; r < ROUNDS; r++) {
    for (const [label, args] of Object.entries(cases)) {
      const t0 = process.hrtime.bigint();
      spawnSync(process.execPath, args, { cwd: dir });
      if (r >= 0) samples[label].push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  const m = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
  const check = m[`check ${CHANGED} files`];
  table(["command (whole process)", "median ms", "vs check"], Object.entries(m).map(([k, v]) => [k, v.toFixed(1), `${(v / check).toFixed(2)}x`]));
  const ratio = m[`diff --against HEAD~1 (${SPECS} specs, ${CHANGED} changed)`] / check;
  console.log(`\ndiff --against HEAD~1 / check of the ${CHANGED} files: ${ratio.toFixed(2)}x; target at most 1.5x${QUICK ? " (quick mode: not judged)" : `: ${ratio <= 1.5 ? "met" : "MISSED"}`}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
