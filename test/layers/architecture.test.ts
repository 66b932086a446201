// ARCHITECTURE.md's table of layers is the one .dependency-cruiser.cjs enforces: the same folders,
// grouped the same way, in the same order. The layers are read back from the config's rules (a
// folder's layer is what it may import), so neither can change without the other.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

interface LayerRule {
  name: string;
  to: { path: string };
}

/** The layers the config enforces, lowest first: folders that may import the same folders are one layer. */
function enforcedLayers(): string[][] {
  const config = createRequire(import.meta.url)(join(ROOT, ".dependency-cruiser.cjs")) as { forbidden: LayerRule[] };
  const rules = config.forbidden.filter((r) => r.name.startsWith("layer-"));
  const folders = rules.map((r) => r.name.slice("layer-".length));
  const forbiddenOf = new Map(rules.map((r) => [r.name.slice("layer-".length), /^\^src\/\((.*)\)\/$/.exec(r.to.path)![1]!.split("|")]));
  const allowed = (f: string): string[] => folders.filter((o) => o !== f && !forbiddenOf.get(f)!.includes(o)).sort();
  const groups = new Map<string, string[]>();
  for (const f of folders) {
    const key = allowed(f).join(",");
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.entries()].sort((a, b) => a[0].split(",").filter(Boolean).length - b[0].split(",").filter(Boolean).length).map(([, g]) => g.sort());
}

/** The layers ARCHITECTURE.md's table lists, in its order. */
function documentedLayers(): string[][] {
  const text = readFileSync(join(ROOT, "ARCHITECTURE.md"), "utf8");
  const rows = [...text.matchAll(/^\| (\d+) \| ((?:`[a-z]+`(?:, )?)+) \|/gm)];
  rows.forEach((row, i) => expect(Number(row[1]), "the table numbers its layers 1, 2, 3…").toBe(i + 1));
  return rows.map((row) => [...row[2]!.matchAll(/`([a-z]+)`/g)].map((m) => m[1]!).sort());
}

test("ARCHITECTURE.md lists the layers .dependency-cruiser.cjs enforces, in order", () => {
  expect(documentedLayers()).toEqual(enforcedLayers());
});

test("every folder of src/ has its row in ARCHITECTURE.md", () => {
  const folders = readdirSync(join(ROOT, "src"), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  expect(documentedLayers().flat().sort()).toEqual(folders);
});

test("ARCHITECTURE.md stays a short map (under 200 lines) and CONTRIBUTING.md points to it", () => {
  expect(readFileSync(join(ROOT, "ARCHITECTURE.md"), "utf8").split("\n").length).toBeLessThan(200);
  expect(readFileSync(join(ROOT, "CONTRIBUTING.md"), "utf8")).toContain("(ARCHITECTURE.md)");
});
