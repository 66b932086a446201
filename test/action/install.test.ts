// Which agentspec the action runs, and how a version that is not installed gets installed: from
// the workspace's lockfile, every tarball checked against its `integrity` by npm ci, served here by
// a loopback registry double that records what was fetched. A tampered tarball stops the step.
import { createHash } from "node:crypto";
import { execFileSync, spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { lockfileFor } from "../../action/src/install.js";

const ROOT = join(import.meta.dirname, "..", "..");
const ENTRY = join(ROOT, "action", "dist", "index.cjs");
const REAL_CLI = join(ROOT, "dist", "cli.cjs");
const OWN = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;

let dir = "";
let registry = "";
const served = new Map<string, Buffer>();
const fetched: string[] = [];
const server: Server = createServer((req, res) => {
  fetched.push(req.url!);
  const body = served.get(req.url!);
  res.writeHead(body ? 200 : 404, { "content-type": "application/octet-stream" });
  res.end(body);
});

/** A package tarball (files under `package/`), as npm pack makes it. */
function tarball(name: string, files: Record<string, string>): Buffer {
  const stage = mkdtempSync(join(dir, "pack-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(stage, "package", path, ".."), { recursive: true });
    writeFileSync(join(stage, "package", path), text);
  }
  const file = join(dir, `${name}.tgz`);
  execFileSync("tar", ["-czf", file, "-C", stage, "package"]);
  return readFileSync(file);
}

const integrity = (b: Buffer): string => `sha512-${createHash("sha512").update(b).digest("base64")}`;

// A fake agentspec-toolkit 9.9.9: its CLI needs its one dependency (so the dependency must come
// through the cut lockfile too), says it ran, then runs the real CLI.
let toolkit: Buffer;
let dep: Buffer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "agentspec-install-"));
  dep = tarball("fake-dep", { "package.json": JSON.stringify({ name: "agentspec-fake-dep", version: "1.0.0", main: "index.js" }), "index.js": "module.exports = 'dep loaded';\n" });
  toolkit = tarball("toolkit", {
    "package.json": JSON.stringify({ name: "agentspec-toolkit", version: "9.9.9", dependencies: { "agentspec-fake-dep": "^1.0.0" } }),
    "dist/cli.cjs": `process.stderr.write("fake 9.9.9: " + require("agentspec-fake-dep") + "\\n");\nrequire(${JSON.stringify(REAL_CLI)});\n`,
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  served.set("/agentspec-toolkit/-/agentspec-toolkit-9.9.9.tgz", toolkit);
  served.set("/agentspec-fake-dep/-/agentspec-fake-dep-1.0.0.tgz", dep);
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(dir, { recursive: true, force: true });
});

const lockfile = (toolkitIntegrity: string): unknown => ({
  name: "agents",
  lockfileVersion: 3,
  requires: true,
  packages: {
    "": { name: "agents", devDependencies: { "agentspec-toolkit": "9.9.9" } },
    "node_modules/agentspec-toolkit": { version: "9.9.9", resolved: `${registry}/agentspec-toolkit/-/agentspec-toolkit-9.9.9.tgz`, integrity: toolkitIntegrity, dev: true, dependencies: { "agentspec-fake-dep": "^1.0.0" } },
    "node_modules/agentspec-fake-dep": { version: "1.0.0", resolved: `${registry}/agentspec-fake-dep/-/agentspec-fake-dep-1.0.0.tgz`, integrity: integrity(dep), dev: true },
    "node_modules/unrelated": { version: "1.0.0", resolved: `${registry}/unrelated.tgz`, integrity: "sha512-x", dev: true },
  },
});

let n = 0;
async function runIn(files: Record<string, string>, inputs: Record<string, string> = {}): Promise<{ code: number | null; out: string; outputs: string; workspace: string }> {
  const workspace = join(dir, `ws-${++n}`);
  mkdirSync(workspace, { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(workspace, path, ".."), { recursive: true });
    writeFileSync(join(workspace, path), text);
  }
  writeFileSync(join(workspace, "a.agentspec.json"), readFileSync(join(ROOT, "examples", "order-sync.json")));
  const output = join(dir, `out-${n}`);
  writeFileSync(output, "");
  const env: Record<string, string> = { PATH: process.env.PATH!, HOME: dir, GITHUB_WORKSPACE: workspace, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: join(dir, `sum-${n}`), RUNNER_TEMP: join(dir, `temp-${n}`), INPUT_PATHS: "a.agentspec.json", "INPUT_FAIL-ON": "error", INPUT_SUMMARY: "true" };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const child = spawn(process.execPath, [ENTRY], { cwd: workspace, env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => (out += d));
  const code = await new Promise<number | null>((done) => child.on("close", done));
  return { code, out, outputs: readFileSync(output, "utf8"), workspace };
}

test("no lockfile and no package.json: the action's own version", async () => {
  const r = await runIn({});
  expect(r.code, r.out).toBe(0);
  expect(r.out).toContain(`agentspec ${OWN} (the action's own)`);
  expect(r.outputs).toContain("errors=0\n");
});

test("the lockfile's version, installed in node_modules: run from there", async () => {
  const r = await runIn({
    "package-lock.json": JSON.stringify(lockfile("sha512-unused")),
    "node_modules/agentspec-toolkit/package.json": JSON.stringify({ name: "agentspec-toolkit", version: "9.9.9" }),
    "node_modules/agentspec-toolkit/dist/cli.cjs": `require("fs").appendFileSync("inputs-seen.txt", Object.keys(process.env).filter((k) => k.startsWith("INPUT_")).join(",") + ";");\nrequire(${JSON.stringify(REAL_CLI)});\n`,
  }, { "github-token": "ghs_secret" });
  expect(r.code, r.out).toBe(0);
  expect(r.out).toContain("agentspec 9.9.9 (the workspace's node_modules)");
  // the command runs without the step's inputs (the token among them) in its environment
  expect(readFileSync(join(r.workspace, "inputs-seen.txt"), "utf8")).toBe(";;");
  expect(r.out).not.toContain("fake 9.9.9");
});

test("the lockfile's version, not installed: npm ci from the cut lockfile, integrity checked, dependencies included", async () => {
  fetched.length = 0;
  const r = await runIn({ "package-lock.json": JSON.stringify(lockfile(integrity(toolkit))) });
  expect(r.code, r.out).toBe(0);
  expect(r.out).toContain("agentspec 9.9.9 (installed from the lockfile");
  expect(fetched.sort()).toEqual(["/agentspec-fake-dep/-/agentspec-fake-dep-1.0.0.tgz", "/agentspec-toolkit/-/agentspec-toolkit-9.9.9.tgz"]);
  expect(r.outputs).toContain("errors=0\n");
}, 120_000);

test("a tarball that does not match the lockfile's integrity stops the step (exit 2), nothing run", async () => {
  const other = integrity(Buffer.from("not the tarball"));
  const t0 = Date.now();
  const r = await runIn({ "package-lock.json": JSON.stringify(lockfile(other)) });
  expect(Date.now() - t0).toBeLessThan(60_000);
  expect(r.code).toBe(2);
  expect(r.out).toMatch(/::error title=agentspec action::npm ci of agentspec-toolkit failed:.*(EINTEGRITY|integrity)/);
  expect(r.out).not.toContain("fake 9.9.9");
  expect(r.outputs).toBe("");
}, 120_000);

test("never an unpinned fetch: a version the lockfile does not pin, or a bare range, is refused", async () => {
  const r = await runIn({}, { version: "9.9.8" });
  expect(r.code).toBe(2);
  expect(r.out).toContain("agentspec-toolkit 9.9.8 is not installed and package-lock.json does not pin it");
  const range = await runIn({ "package.json": JSON.stringify({ devDependencies: { "agentspec-toolkit": "^9.9.0" } }) });
  expect(range.code).toBe(2);
  expect(range.out).toContain('asks for agentspec-toolkit "^9.9.0", a range');
  const loose = await runIn({}, { version: "latest" });
  expect(loose.out).toContain('input "version" must be an exact version');
});

test("the cut lockfile holds the toolkit and what it needs, no other package, no dev flags", () => {
  const packages = (lockfile("sha512-t") as { packages: Record<string, never> }).packages;
  const cut = lockfileFor(packages, "9.9.9").packages;
  expect(Object.keys(cut).sort()).toEqual(["", "node_modules/agentspec-fake-dep", "node_modules/agentspec-toolkit"]);
  expect(Object.values(cut).some((e) => "dev" in (e as object))).toBe(false);
  expect(() => lockfileFor({ ...packages, "node_modules/agentspec-fake-dep": { version: "1.0.0" } as never }, "9.9.9")).toThrow(/no resolved URL and integrity/);
});
