// CONTRIBUTING.md's code compiles: its "Adding a rule" steps are done in a copy of src/ (the
// code's definition and its fix, the rule, its registry line) and the copy is type-checked with
// the project's own tsconfig. A snippet that no longer compiles (TS2345 and the like) fails here.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const guide = readFileSync(join(ROOT, "CONTRIBUTING.md"), "utf8");

/** The ```ts snippets of a section of CONTRIBUTING.md, without their list indentation. */
function snippets(section: string): string[] {
  const start = guide.indexOf(`## ${section}`);
  const end = guide.indexOf("\n## ", start + 1);
  const text = guide.slice(start, end < 0 ? undefined : end);
  return [...text.matchAll(/^( *)```ts\n([\s\S]*?)^\1```$/gm)].map((m) => m[2]!.replace(new RegExp(`^${m[1]}`, "gm"), ""));
}

test("the snippets of Adding a rule compile, as the steps place them", () => {
  const [definition, rule, fix] = snippets("Adding a rule");
  expect([definition, rule, fix].every((s) => s !== undefined), "Adding a rule has its three snippets: the definition, the rule, its fix").toBe(true);
  const code = /"([a-z]+\/[a-z-]+)":/.exec(definition!)![1]!;
  const file = code.replace("/", "-");
  const name = /export const (\w+)/.exec(rule!)![1]!;
  const dir = mkdtempSync(join(tmpdir(), "agentspec-contributing-"));
  try {
    cpSync(join(ROOT, "src"), join(dir, "src"), { recursive: true });
    cpSync(join(ROOT, "schema"), join(dir, "schema"), { recursive: true });
    cpSync(join(ROOT, "tsconfig.json"), join(dir, "tsconfig.json"));
    // The sources read the package's name and version from its manifest.
    cpSync(join(ROOT, "package.json"), join(dir, "package.json"));
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
    // 1. The definition, and its description (the compiler asks for it).
    const codes = join(dir, "src/core/codes/rules.ts");
    let table = readFileSync(codes, "utf8");
    table = table.replace(/(export const ruleCodes = \{\n)/, `$1${definition}`);
    table = table.replace(/(export const ruleDescriptions[^\n]*\{\n)/, `$1  ${JSON.stringify(code)}: "A trial code.",\n`);
    writeFileSync(codes, table);
    // Its fix, in the fixes' table beside the definitions (rules-fixes.ts).
    const fixes = join(dir, "src/core/codes/rules-fixes.ts");
    writeFileSync(fixes, readFileSync(fixes, "utf8").replace(/(export const ruleFixes[^\n]*\{\n)/, `$1${fix}`));
    // 2. The rule, with the imports a rule file has.
    const imports = ['import { defineRule } from "./types.js";', 'import { eachWebhookConfig } from "./webhook-configs.js";', 'import { own } from "../core/json.js";'].join("\n");
    writeFileSync(join(dir, "src/rules", `${file}.ts`), `${imports}\n${rule}`);
    // 3. Its line in the registry.
    const index = join(dir, "src/rules/index.ts");
    let registry = readFileSync(index, "utf8");
    registry = `import { ${name} } from "./${file}.js";\n` + registry.replace(/(export const rules: readonly AnyRule\[\] = \[\n)/, `$1  ${name},\n`);
    writeFileSync(index, registry);
    let out = "";
    try {
      execFileSync(process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), "--noEmit", "-p", join(dir, "tsconfig.json")], { encoding: "utf8" });
    } catch (e) {
      out = String((e as { stdout?: string }).stdout ?? e);
    }
    expect(out, "CONTRIBUTING.md's rule snippets, placed as its steps say, do not compile").toBe("");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
