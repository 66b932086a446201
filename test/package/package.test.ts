// The package as its users get it: `npm pack`, the tarball installed into a fresh project, then
// used the ways users use it. ESM import and CommonJS require of both entries, TypeScript
// (nodenext ESM and CommonJS, bundler), esbuild and Vite bundles for browsers, the `agentspec`
// command through npx, the schema file by import attribute and by require, publint and
// @arethetypeswrong/cli. One pack and one install serve every case.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { build as esbuild } from "esbuild";
import { build as vite } from "vite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { built, ROOT } from "../browser/dist.js";
import { forbiddenIn } from "../browser/forbidden.js";

const NAME = "agentspec-toolkit";
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { name: string; version: string };
const schemaFile = JSON.parse(readFileSync(join(ROOT, "schema/agentspec-v2.schema.json"), "utf8")) as { $id: string };
const bin = (name: string): string => join(ROOT, "node_modules", ".bin", name);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

// The scratch projects must not inherit the npm settings of an enclosing `npm test` (its
// local prefix would point npm at this repository): keep only where the cache and registry are.
const KEEP = new Set(["npm_config_cache", "npm_config_registry", "npm_config_userconfig"]);
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith("npm_") || KEEP.has(k.toLowerCase())));

function sh(command: string, args: readonly string[], cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...env, NO_COLOR: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Run a command that must succeed; its stdout. */
async function ok(command: string, args: readonly string[], cwd: string): Promise<string> {
  const r = await sh(command, args, cwd);
  if (r.code !== 0) throw new Error(`${command} ${args.join(" ")} (in ${cwd}) exited ${r.code}\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** Run a scratch script with Node; the JSON object it printed last. */
async function facts(file: string): Promise<Record<string, unknown>> {
  const out = await ok(process.execPath, [file], dirname(file));
  return JSON.parse(out.trim().split("\n").at(-1)!) as Record<string, unknown>;
}

let scratch: string;
let tarball: string;
let app: string;
let packed: string[];

const write = (file: string, text: string): void => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

// The same checks in every runtime case: what a user would try first.
const SPEC = `{ version: 2, nodes: [{ id: "notify", type: "action", actionType: "WEBHOOK", config: { url: "https://hooks.example.com/x", method: "POST", proxy: "eu" } }] }`;
const REGEX = `{ source: "vars", path: "subject", op: "regex", value: "(?i)^urgent" }`;
const factsOf = (main: string, browser: string, schema: string): string => `
const thrown = (f) => { try { f(); } catch (e) { return e; } };
const fromMain = thrown(() => ${main}.compileCondition({ source: "vars", path: "x", op: "equals", value: 1 }));
const fromBrowser = thrown(() => ${browser}.compileCondition({ source: "vars", path: "x", op: "equals", value: 1 }));
console.log(JSON.stringify({
  codes: ${main}.validateSpec(${SPEC}).issues.map((i) => i.code),
  browserCodes: ${browser}.validateSpec(${SPEC}).issues.map((i) => i.code),
  regex: ${main}.compileCondition(${REGEX}).evaluate({ vars: { subject: "URGENT: invoices" } }),
  browserRegex: ${browser}.compileCondition(${REGEX}).evaluate({ vars: { subject: "later" } }),
  sameClass: ${main}.ConditionError === ${browser}.ConditionError,
  mainErrorIsBrowserClass: fromMain instanceof ${browser}.ConditionError,
  browserErrorIsMainClass: fromBrowser instanceof ${main}.ConditionError,
  errorPointer: fromMain.issues[0].pointer,
  adapters: typeof ${browser}.toMonacoMarkers,
  schemaId: ${schema}.$id,
}));
`;
const expectedFacts = {
  codes: ["webhook/invalid-proxy"],
  browserCodes: ["webhook/invalid-proxy"],
  regex: true,
  browserRegex: false,
  sameClass: true,
  mainErrorIsBrowserClass: true,
  browserErrorIsMainClass: true,
  errorPointer: "/op",
  adapters: "function",
  schemaId: schemaFile.$id,
};

beforeAll(async () => {
  built("index.js");
  scratch = mkdtempSync(join(tmpdir(), "agentspec-package-"));
  // `npm test` has just built dist/; the prepack script would build it again.
  const out = JSON.parse(await ok("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", scratch], ROOT)) as { filename: string; files: { path: string }[] }[];
  tarball = join(scratch, out[0]!.filename);
  packed = out[0]!.files.map((f) => f.path);
  app = join(scratch, "app");
  write(join(app, "package.json"), JSON.stringify({ name: "scratch-app", private: true, version: "1.0.0" }, null, 2));
  await ok("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error", tarball], app);
}, 300_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("the packed tarball", () => {
  test("holds the build, the schema, the hooks, the licence, the changelog and nothing of the sources or the playground", () => {
    for (const f of ["LICENSE", "README.md", "CHANGELOG.md", "package.json", "dist/index.js", "dist/browser.js", "dist/index.d.ts", "dist/browser.d.ts", "dist/cli.cjs", "dist/regex-loader.node.js", "dist/regex-loader.browser.js", "dist/codegen-loader.node.js", "dist/codegen-loader.browser.js", "dist/server.js", "dist/server-worker.js", "dist/server.d.ts", "schema/agentspec-v2.schema.json", ".pre-commit-hooks.yaml"]) {
      expect(packed).toContain(f);
    }
    expect(packed.filter((f) => /^(src|test|scripts|bench|playground|examples|docs|dist\/playground)\//.test(f))).toEqual([]);
  });

  test("installs under its name with no install-time script", () => {
    const installed = JSON.parse(readFileSync(join(app, "node_modules", NAME, "package.json"), "utf8")) as { name: string; scripts?: Record<string, string> };
    expect(installed.name).toBe(NAME);
    expect(Object.keys(installed.scripts ?? {}).filter((s) => ["preinstall", "install", "postinstall", "prepare"].includes(s))).toEqual([]);
  });

  test("publint finds nothing, warnings included", async () => {
    const out = await ok(bin("publint"), ["run", tarball, "--strict"], scratch);
    expect(out).toContain("All good!");
  });

  // node10 (TypeScript's `moduleResolution: node`) cannot read `exports` and is not supported;
  // attw does not model require(esm) yet (arethetypeswrong.github.io#252), so it takes CommonJS
  // resolving to ESM for a fault: the CommonJS cases below compile and run it for real.
  test("@arethetypeswrong/cli finds no problem but those two", async () => {
    const r = await sh(bin("attw"), [tarball, "--profile", "node16", "--ignore-rules", "cjs-resolves-to-esm", "--format", "json"], scratch);
    expect(r.code, r.stderr).toBe(0);
    const problems = (JSON.parse(r.stdout) as { analysis: { problems: { kind: string; resolutionKind?: string }[] } }).analysis.problems;
    const ignored = (p: { kind: string; resolutionKind?: string }): boolean =>
      p.resolutionKind === "node10" || (p.kind === "CJSResolvesToESM" && p.resolutionKind === "node16-cjs");
    expect(problems.filter((p) => !ignored(p))).toEqual([]);
  });
});

describe("Node", () => {
  test("ESM: import of both entries, one ConditionError, the schema by import attribute", async () => {
    const file = join(app, "esm", "main.mjs");
    write(file, `import * as main from "${NAME}";\nimport * as browser from "${NAME}/browser";\nimport schema from "${NAME}/schema.json" with { type: "json" };\n${factsOf("main", "browser", "schema")}`);
    expect(await facts(file)).toEqual(expectedFacts);
  });

  test("CommonJS: require() of both entries, one ConditionError, the schema by require", async () => {
    const file = join(app, "cjs", "main.cjs");
    write(file, `const main = require("${NAME}");\nconst browser = require("${NAME}/browser");\nconst schema = require("${NAME}/schema.json");\n${factsOf("main", "browser", "schema")}`);
    expect(await facts(file)).toEqual(expectedFacts);
  });

  test("agentspec-toolkit/server: a Node http server on loopback answers a real request, its pool's worker included; conditions run as generated code", async () => {
    const file = join(app, "server", "main.mjs");
    write(
      file,
      `import { createServer } from "node:http";
import { createAgentSpecHandler, createValidationPool, toNodeListener } from "${NAME}/server";
import { conditionBackend } from "${NAME}";
const pool = createValidationPool({ size: 1, threshold: 0 });
const server = createServer(toNodeListener(createAgentSpecHandler({ pool })));
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const r = await fetch(\`http://127.0.0.1:\${server.address().port}/api/v1/agents/schema/validate/\`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ spec: ${SPEC} }) });
const body = await r.json();
server.close();
await pool.close();
console.log(JSON.stringify({ status: r.status, code: body.code, fields: body.validationErrors.fieldErrors.spec.length, pooled: pool.size, backend: conditionBackend() }));
`,
    );
    expect(await facts(file)).toEqual({ status: 400, code: "validation/invalid-spec", fields: 1, pooled: 1, backend: "code" });
  });

  test("the agentspec command through npx, from the installed package only", async () => {
    write(join(app, "agents", "bad.json"), readFileSync(join(ROOT, "examples/broken/proxy-unknown.json"), "utf8"));
    const version = await ok("npx", ["--no", "--", "agentspec", "--version"], app);
    expect(version.trim()).toBe(pkg.version);
    const r = await sh("npx", ["--no", "--", "agentspec", "check", "agents"], app);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/agents[\\/]bad\.json:11:18 +error +unknown proxy route "eu".*\[webhook\/invalid-proxy\]/);
  });
});

describe("TypeScript", () => {
  // No lib "dom" and no @types/node: the shipped types must stand on their own (and it compiles faster).
  const source = (mode: string): string => `
declare const console: { log(text: string): void };
import { compileCondition, ConditionError, validateSpec, type AgentSpec, type Issue } from "${NAME}";
import { ConditionError as BrowserConditionError, toMonacoMarkers, type MonacoMarker } from "${NAME}/browser";

const spec: AgentSpec = { version: 2, nodes: [{ id: "notify", type: "action", actionType: "WEBHOOK", config: { url: "https://hooks.example.com/x", method: "POST", proxy: "us" } }] };
const issues: Issue[] = validateSpec(JSON.parse('${JSON.stringify(JSON.parse(readFileSync(join(ROOT, "examples/broken/proxy-unknown.json"), "utf8")))}')).issues;
const markers: MonacoMarker[] = toMonacoMarkers(issues);
// @ts-expect-error: validateSpec needs the document (the types are real, not any)
validateSpec();
let sameClass = false;
try {
  compileCondition({ source: "vars", path: "x", op: "equals", value: 1 });
} catch (e) {
  sameClass = e instanceof ConditionError && e instanceof BrowserConditionError;
}
console.log(JSON.stringify({ mode: "${mode}", clean: validateSpec(spec).valid, codes: issues.map((i) => i.code), markers: markers.length, sameClass }));
`;
  const tsconfig = (compilerOptions: Record<string, unknown>): string =>
    JSON.stringify({ compilerOptions: { strict: true, target: "es2022", lib: ["es2022"], types: [], skipLibCheck: false, ...compilerOptions }, include: ["*.ts"] });

  test("nodenext ESM, nodenext CommonJS and bundler resolution compile against the shipped types; the Node ones run", async () => {
    const projects = {
      "ts-esm": { type: "module", options: { module: "nodenext", moduleResolution: "nodenext", outDir: "out" } },
      "ts-cjs": { type: "commonjs", options: { module: "nodenext", moduleResolution: "nodenext", outDir: "out" } },
      "ts-bundler": { type: "module", options: { module: "preserve", moduleResolution: "bundler", noEmit: true } },
    };
    for (const [dir, p] of Object.entries(projects)) {
      write(join(app, dir, "package.json"), JSON.stringify({ type: p.type }));
      write(join(app, dir, "tsconfig.json"), tsconfig(p.options));
      write(join(app, dir, "main.ts"), source(dir));
    }
    const tsc = join(ROOT, "node_modules", "typescript", "bin", "tsc");
    await Promise.all(Object.keys(projects).map((dir) => ok(process.execPath, [tsc, "-p", "tsconfig.json"], join(app, dir))));
    for (const dir of ["ts-esm", "ts-cjs"]) {
      expect(await facts(join(app, dir, "out", "main.js"))).toEqual({ mode: dir, clean: true, codes: ["webhook/invalid-proxy"], markers: 1, sameClass: true });
    }
    // The CommonJS output really is CommonJS: require() of the ESM package, no import statement.
    expect(readFileSync(join(app, "ts-cjs", "out", "main.js"), "utf8")).toMatch(/require\("agentspec-toolkit"\)/);
  });
});

describe("bundlers targeting browsers", () => {
  async function bundle(contents: string) {
    const result = await esbuild({
      stdin: { contents, resolveDir: app, sourcefile: "page.js", loader: "js" },
      absWorkingDir: app,
      bundle: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs).filter((i) => i.includes(`node_modules/${NAME}/`));
    const file = join(app, "bundles", `${inputs.length}-${Math.random().toString(36).slice(2)}.mjs`);
    write(file, result.outputFiles[0]!.text);
    return { code: result.outputFiles[0]!.text, inputs, file };
  }

  test(`esbuild --platform=browser: \`import { validateSpec } from "${NAME}"\` gets the browser build`, async () => {
    const b = await bundle(`import { validateSpec } from "${NAME}";\nconsole.log(JSON.stringify({ codes: validateSpec(${SPEC}).issues.map((i) => i.code) }));`);
    expect(b.inputs).toContain(`node_modules/${NAME}/dist/browser.js`);
    expect(b.inputs).toContain(`node_modules/${NAME}/dist/regex-loader.browser.js`);
    expect(b.inputs).not.toContain(`node_modules/${NAME}/dist/regex-loader.node.js`);
    expect(forbiddenIn(b.code)).toEqual([]);
    expect(await facts(b.file)).toEqual({ codes: ["webhook/invalid-proxy"] });
  });

  test(`esbuild --platform=browser: \`${NAME}/browser\` and both entries in one page share ConditionError`, async () => {
    const b = await bundle(`import * as main from "${NAME}";\nimport * as browser from "${NAME}/browser";\nawait browser.loadRegexEngine();\n${factsOf("main", "browser", "{ $id: main.agentSpecSchema.$id }")}`);
    expect(b.inputs).not.toContain(`node_modules/${NAME}/dist/regex-loader.node.js`);
    expect(forbiddenIn(b.code)).toEqual([]);
    expect(await facts(b.file)).toEqual(expectedFacts);
  });

  test(`Vite builds a page that imports "${NAME}"`, async () => {
    const root = join(app, "vite");
    write(join(root, "index.html"), `<!doctype html><script type="module" src="./main.js"></script>`);
    write(join(root, "main.js"), `import { validateSpec } from "${NAME}";\ndocument.body.textContent = JSON.stringify(validateSpec(${SPEC}).issues);\n`);
    const out = await vite({ root, configFile: false, logLevel: "silent", build: { write: false, outDir: join(root, "dist"), minify: false } });
    const outputs = (Array.isArray(out) ? out : [out]) as { output: { type: string; code?: string; moduleIds?: string[] }[] }[];
    const chunks = outputs.flatMap((o) => o.output).filter((c) => c.type === "chunk");
    const modules = chunks.flatMap((c) => c.moduleIds ?? []);
    // dist/browser.js itself only re-exports, so Rollup leaves it out: its regex loader shows the build.
    expect(modules.filter((m) => m.includes(`node_modules/${NAME}/dist/regex-loader.`)).map((m) => m.slice(m.lastIndexOf("/") + 1))).toEqual(["regex-loader.browser.js"]);
    for (const c of chunks) expect(forbiddenIn(c.code ?? "")).toEqual([]);
  });
});
