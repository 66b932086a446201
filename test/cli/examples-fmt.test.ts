// The project's examples pass its own formatter, so the README's agentspec-fmt hook accepts them
// as they are: every example fmt can read is already canonical, and the only files it reports
// are the ones that are not JSON at all (the broken examples of json/* faults), as check does.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";
import { run } from "./helpers.js";

const root = join(import.meta.dirname, "..", "..");

const jsonFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? jsonFiles(join(dir, e.name)) : e.name.endsWith(".json") ? [join(dir, e.name)] : []));

test("fmt --check examples lists no file; it reports only the examples check finds not to be JSON", async () => {
  const all = jsonFiles(join(root, "examples")).map((f) => relative(root, f).split("\\").join("/")).sort();
  expect(all.length).toBeGreaterThanOrEqual(15);
  const checked = await run(["check", "-f", "json", "examples"], { cwd: root });
  const notJson = (JSON.parse(checked.stdout) as { file: string; issues: { code: string }[] }[])
    .filter((f) => f.issues.some((i) => i.code.startsWith("json/")))
    .map((f) => f.file)
    .sort();
  expect(notJson).toEqual(["examples/broken/duplicate-key.json", "examples/broken/malformed.json"]);

  const r = await run(["fmt", "--check", "examples"], { cwd: root });
  expect(r.stdout).toBe("");
  const reported = [...r.stderr.matchAll(/^(examples\/\S+\.json):\d+:\d+ +error +.*\[(json\/[a-z-]+)\]$/gm)].map((m) => m[1]!).sort();
  expect(reported).toEqual(notJson);
  expect(r.code).toBe(1);

  // Every other example, named as pre-commit names staged files, is left as it is: exit 0.
  const readable = all.filter((f) => !notJson.includes(f));
  expect(await run(["fmt", "--check", ...readable], { cwd: root })).toEqual({ code: 0, stdout: "", stderr: "" });
});
