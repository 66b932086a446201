// What the docs say about the code, held to the code: source paths they cite, the commands of the
// synopsis, the pre-commit snippets, the runtime dependencies the committed command loads, and the
// example messages of conditions.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { compileCondition, ConditionError } from "../../src/index.js";
import { USAGE } from "../../src/cli/usage.js";

const root = join(import.meta.dirname, "..", "..");
const read = (f: string): string => readFileSync(join(root, f), "utf8");
const docs = [...readdirSync(join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`), "README.md", "CONTRIBUTING.md"];
const exists = (p: string): boolean => existsSync(join(root, p)) || existsSync(join(root, p.replace(/\.js$/, ".ts")));

test("every source file the docs cite exists, or the docs say where it went (`… (now src/…)`)", () => {
  const stale: string[] = [];
  for (const doc of docs) {
    const text = read(doc);
    // A path from the repository's root: not the tail of another folder's (editors/vscode/src/…).
    for (const m of text.matchAll(/(?<![\w./-])`?(src\/[A-Za-z0-9_./-]+\.(?:ts|js|mjs))`?([^\n]{0,80})/g)) {
      const [, path, after] = m;
      if (exists(path!)) continue;
      const moved = /^[^|]*?now (?:`?q`? in )?`?(src\/[A-Za-z0-9_./-]+\.ts)`?/.exec(after!)?.[1];
      // the name of a regression test, quoted as it is written (`fixed (src/…, …)`)
      if (text.slice(Math.max(0, m.index - 7), m.index).endsWith("fixed (")) continue;
      // CONTRIBUTING's walk-through adds a rule that does not exist yet.
      if (doc === "CONTRIBUTING.md" && path === "src/rules/webhook-method-body.ts") continue;
      if (moved === undefined || !exists(moved)) stale.push(`${doc}: ${path}`);
    }
  }
  expect(stale).toEqual([]);
});

test("docs/cli.md's synopsis names every command of --help", () => {
  const synopsis = /^# The `agentspec` command\n\n```\n([\s\S]*?)```/m.exec(read("docs/cli.md"))![1]!;
  const commands = [...USAGE["main"]!.matchAll(/^ {2}([a-z]+)\b/gm)].map((m) => m[1]!);
  expect(commands).toEqual(expect.arrayContaining(["check", "graph", "lsp"]));
  for (const c of new Set(commands)) expect(synopsis, c).toMatch(new RegExp(`^agentspec ${c}\\b`, "m"));
  for (const c of new Set(commands)) expect(read("docs/cli.md"), c).toContain(`## \`agentspec ${c}`);
});

test("the pre-commit snippets of the docs point at the project's repository and its version", () => {
  const pkg = JSON.parse(read("package.json")) as { version: string; repository: { url: string } };
  const repo = pkg.repository.url.replace(/^git\+/, "").replace(/\.git$/, "");
  for (const doc of ["README.md", "docs/cli.md", "docs/testing.md"]) {
    const snippets = [...read(doc).matchAll(/- repo: (\S+)\n\s+rev: (\S+)/g)];
    expect(snippets.length, doc).toBeGreaterThan(0);
    for (const [, url, rev] of snippets) expect([doc, url, rev]).toEqual([doc, repo, `v${pkg.version}`]);
  }
});

test("the pre-commit snippets that install the package pin it at its version, and docs/cli.md's is README's", () => {
  const pkg = JSON.parse(read("package.json")) as { name: string; version: string };
  const snippets = (doc: string): string[] => [...read(doc).matchAll(/^```yaml\n(# \.pre-commit-config\.yaml\n[\s\S]*?)^```$/gm)].map((m) => m[1]!);
  for (const doc of docs) {
    // the YAML lines of the snippets (prose may write `agentspec-toolkit@<version>`)
    const pins = [...read(doc).matchAll(/^ +additional_dependencies: \[([^\]]*)\]$/gm)].map((m) => m[1]);
    if (doc === "README.md" || doc === "docs/cli.md") expect(pins.length, doc).toBeGreaterThan(0);
    for (const pin of pins) expect([doc, pin]).toEqual([doc, `${pkg.name}@${pkg.version}`]);
  }
  const local = (doc: string): string[] => snippets(doc).filter((s) => s.includes("- repo: local") && s.includes("language: node"));
  expect(local("README.md")).toHaveLength(1);
  expect(local("docs/cli.md")).toEqual(local("README.md"));
});

test("docs/cli.md names every runtime dependency the committed command loads beside itself", () => {
  const deps = Object.keys((JSON.parse(read("package.json")) as { dependencies: Record<string, string> }).dependencies);
  const sentence = /`dist\/cli\.cjs` \(one file\s+holding everything but ([^)]*)\)/.exec(read("docs/cli.md"))![1]!.replace(/\s+/g, " ");
  for (const d of deps) expect(sentence, d).toContain(d);
  // and the command loads no other package
  const loaded = new Set([...read("dist/cli.cjs").matchAll(/require\("([^".][^"]*)"\)|\)\("(picomatch|re2js)"\)/g)].map((m) => (m[1] ?? m[2])!.split("/")[0]!));
  const builtins = new Set(["buffer", "crypto", "fs", "module", "path", "url", "util", "os", "child_process", "worker_threads", "events", "stream", "net", "zlib"]);
  expect([...loaded].filter((p) => !builtins.has(p) && !p.startsWith("node:") && !deps.includes(p))).toEqual([]);
});

describe("docs/conditions.md's example messages are the messages the code gives", () => {
  const rows = [...read("docs/conditions.md").matchAll(/^\| `(condition\/[a-z-]+)` \| [^|]* \| (.*) \|$/gm)].map((m) => [m[1]!, m[2]!.replace(/&lt;/g, "<").replace(/&gt;/g, ">")] as const);
  const message = (cond: unknown, code: string): string => {
    try {
      compileCondition(cond);
    } catch (e) {
      if (e instanceof ConditionError) return e.issues.find((i) => i.code === code)?.message ?? `no ${code}`;
    }
    return "no error";
  };
  let nested: unknown = 1;
  for (let i = 0; i < 600; i++) nested = [nested];
  let deep: unknown = { source: "vars", path: "x", op: "exists" };
  for (let i = 0; i < 70; i++) deep = { not: deep };
  const examples: Record<string, unknown> = {
    "condition/not-an-object": 5,
    "condition/missing-member": { source: "vars", path: "x", op: "gt" },
    "condition/unknown-op": { source: "vars", path: "x", op: "equals", value: 1 },
    "condition/bad-source": { source: "env", path: "x", op: "exists" },
    "condition/bad-of": { source: "node", of: 5, path: "evaluation.x", op: "exists" },
    "condition/path-not-string": { source: "vars", path: 5, op: "exists" },
    "condition/bad-path": { source: "vars", path: "a..b", op: "exists" },
    "condition/node-path-prefix": { source: "node", of: "a", path: "scores.mean", op: "exists" },
    "condition/mixed-shape": { source: "vars", path: "x", op: "exists", all: [] },
    "condition/combinator-shape": { all: [], note: 1 },
    "condition/combinator-not-array": { all: {} },
    "condition/value-not-array": { source: "vars", path: "x", op: "in", value: "a" },
    "condition/value-not-string": { source: "vars", path: "x", op: "regex", value: 5 },
    "condition/value-not-json": { source: "vars", path: "x", op: "eq", value: () => 1 },
    "condition/value-too-deep": { source: "vars", path: "x", op: "eq", value: nested },
    "condition/bad-length-operand": { source: "vars", path: "x", op: "length", value: 3 },
    "condition/bad-regex": { source: "vars", path: "x", op: "regex", value: "a(?=b)" },
    "condition/pattern-too-long": { source: "vars", path: "x", op: "regex", value: "a".repeat(2000) },
    "condition/regex-too-complex": { source: "vars", path: "x", op: "regex", value: "\\pN{1000}\\pL" },
    "condition/bad-value-type": { source: "vars", path: "x", op: "exists", valueType: "nope" },
    "condition/too-deep": deep,
    "condition/too-large": { all: Array.from({ length: 10001 }, () => ({ source: "vars", path: "x", op: "exists" })) },
  };

  test("the table has a row per example", () => {
    expect(rows.map(([code]) => code)).toEqual(expect.arrayContaining(Object.keys(examples)));
  });

  test.each(Object.keys(examples))("%s", (code) => {
    const shown = rows.find(([c]) => c === code)![1];
    const actual = message(examples[code], code);
    // a long list may be cut with "…"
    if (shown.endsWith("…")) expect(actual.startsWith(shown.slice(0, -1))).toBe(true);
    else expect(shown).toBe(actual);
  });
});
