// agentspec.config.json's cost: `agentspec check` on 1,000 files with a config of 20 overrides
// (globs by folder and by name, rule settings, strict on some) against the same run with
// --no-config, whole processes, medians of interleaved runs. Target: at most 1.1x.
// BENCH_QUICK=1 (the test suite's run): 100 files and 2 rounds, to prove the bench runs and the two
// runs agree; its figures are not the measure.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeSpec, median, table } from "./lib.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const cli = join(root, "dist", "cli.cjs");
const quick = process.env.BENCH_QUICK === "1";
const files = quick ? 100 : 1000;
const rounds = quick ? 2 : Number(process.env.CONFIG_BENCH_ROUNDS ?? 11);

const dir = mkdtempSync(join(tmpdir(), "agentspec-config-bench-"));
try {
  mkdirSync(join(dir, ".git"));
  // 1,000 specs in 10 team folders of 2 sub-folders each, as a monorepo holds them.
  for (let i = 0; i < files; i++) {
    const folder = join(dir, "agents", `team-${i % 10}`, i % 2 ? "legacy" : "current");
    mkdirSync(folder, { recursive: true });
    const spec = makeSpec(2 + (i % 4));
    spec.nodes[0].config.url = `https://svc${i}.example.com/v1/start`;
    writeFileSync(join(folder, `spec-${String(i).padStart(4, "0")}.json`), JSON.stringify(spec, null, 2) + "\n");
  }
  // 20 overrides: one per team folder, one per legacy folder pattern, a few by name; the settings
  // never change what a clean file reports, so both runs print nothing.
  const overrides = [];
  for (let t = 0; t < 10; t++) overrides.push({ files: [`agents/team-${t}/**`], rules: { "node/unreachable": t % 2 ? "error" : "warn", "spec/missing-version": "error" } });
  for (let t = 0; t < 5; t++) overrides.push({ files: [`agents/team-${t}/legacy`], rules: { "spec/misspelled-property": "off" } });
  for (let t = 0; t < 5; t++) overrides.push({ files: [`agents/**/spec-${t}*.json`, "**/*.draft.json"], strict: t % 2 === 0, rules: { "webhook/url-scheme": "error" } });
  writeFileSync(join(dir, "agentspec.config.json"), JSON.stringify({ rules: { "transition/unreachable": "error" }, overrides, ignores: ["agents/**/generated"] }, null, 2));

  const cases = {
    "check, --no-config": [cli, "check", "agents", "--no-config"],
    "check, config of 20 overrides": [cli, "check", "agents"],
  };
  for (const [name, args] of Object.entries(cases)) {
    const r = spawnSync(process.execPath, args, { cwd: dir, encoding: "utf8" });
    if (r.status !== 0 || r.stdout !== "") throw new Error(`${name} failed (${r.status}): ${r.stdout.slice(0, 2000)}${r.stderr}`);
  }
  const samples = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
  for (let round = -1; round < rounds; round++) {
    for (const [name, args] of Object.entries(cases)) {
      const t0 = process.hrtime.bigint();
      spawnSync(process.execPath, args, { cwd: dir, stdio: "ignore" });
      if (round >= 0) samples[name].push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  const ms = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
  console.log(`${files} files, ${rounds} interleaved rounds, median wall time per process${quick ? " (quick mode: not a measure)" : ""}\n`);
  table(["command", "median ms"], Object.entries(ms).map(([k, v]) => [k, v.toFixed(1)]));
  const ratio = ms["check, config of 20 overrides"] / ms["check, --no-config"];
  console.log(`\nwith config / without: ${ratio.toFixed(3)}x (the target is 1.1x or less)`);
  if (!quick) console.log(`${ratio <= 1.1 ? "met" : "MISSED"}: config of 20 overrides within 1.1x of no config`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
