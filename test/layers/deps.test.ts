// The import rules of src/ (.dependency-cruiser.cjs): no file cycle, folders in layers that import
// only the layers below them. dependency-cruiser reads the sources as TypeScript, type-only
// imports included; the planted tree in fixture/ proves that the check bites.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const CONFIG = join(ROOT, ".dependency-cruiser.cjs");
const BIN = join(ROOT, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs");

interface Violation {
  type: string;
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

function cruise(cwd: string): Violation[] {
  const r = spawnSync(process.execPath, [BIN, "src", "--config", CONFIG, "--output-type", "json"], { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (r.stdout === "") throw new Error(`dependency-cruiser gave no report: ${r.stderr}`);
  return (JSON.parse(r.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const describeViolation = (v: Violation): string =>
  v.cycle ? `${v.rule.name}: ${[v.from, ...v.cycle.map((c) => c.name)].join(" → ")}` : `${v.rule.name}: ${v.from} → ${v.to}`;

describe("imports of src/", () => {
  const violations = cruise(ROOT);

  test("no file imports itself through other files", () => {
    expect(violations.filter((v) => v.type === "cycle").map(describeViolation)).toEqual([]);
  });

  test("each folder imports only the layers below it", () => {
    expect(violations.filter((v) => v.type !== "cycle").map(describeViolation)).toEqual([]);
  });

  test("every folder of src/ has its layer", () => {
    const config = createRequire(import.meta.url)(CONFIG) as { forbidden: { name: string }[] };
    const placed = config.forbidden.map((r) => r.name).filter((n) => n.startsWith("layer-")).map((n) => n.slice("layer-".length));
    const folders = readdirSync(join(ROOT, "src"), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(folders.filter((f) => !placed.includes(f))).toEqual([]);
  });
});

test("the check finds an upward import, the command line imported by a library layer or the language server, a cycle and a Node built-in outside the command line in a planted tree", () => {
  const found = cruise(join(import.meta.dirname, "fixture")).map(describeViolation).sort();
  expect(found).toEqual([
    "layer-core: src/core/low.ts → src/validate/top.ts",
    "layer-language: src/language/hover.ts → src/cli/main.ts",
    "layer-lsp: src/lsp/server.ts → src/cli/main.ts",
    "no-circular: src/core/low.ts → src/validate/top.ts → src/core/low.ts",
    "no-circular: src/rules/a.ts → src/rules/b.ts → src/rules/a.ts",
    "pure-core: src/core/low.ts → fs",
  ]);
});
