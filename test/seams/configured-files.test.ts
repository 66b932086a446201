// Which files the config's `files` name, two ways: the language server asks of one document
// (`configuredFile`: is it a spec while empty or half-typed?) and `agentspec check` without paths
// walks them (`configuredPaths` → `expandPaths`, less the ignored). On a tree with every form of
// entry (a glob with `**`, braces and a class, a folder, a file, `./`), node_modules, dot-folders,
// files the config ignores and files outside, both name the same files.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { expect, test } from "vitest";
import { loadPolicy } from "../../src/node/config.js";
import { configuredFile, configuredPaths, optionsOf } from "../../src/workspace/check-files.js";
import { expandPaths } from "../../src/workspace/files.js";

const FILES = [
  "specs/a.json",
  "specs/team/b.json",
  "specs/team/deep/c.json",
  "specs/notes.txt",
  "specs/node_modules/x.json",
  "specs/.cache/y.json",
  "specs/ignored/z.json",
  "flows/one.json",
  "flows/two.json",
  "flows/three.yaml",
  "flows/sub/four.json",
  "single.json",
  "tests/a.agentspec-test.json",
  "tests/b.json",
  "other/outside.json",
  "agentspec.config.json",
];

const CONFIGS = [
  ["specs/**/*.json"],
  ["specs"],
  ["./specs/*.json", "single.json"],
  ["flows/{one,two}.json", "tests/*.agentspec-test.json"],
  ["flows/*.[jy]*", "specs/team"],
  ["**/*.json"],
];

test.each(CONFIGS)("the server's configuredFile and check's walk of files %j name the same files", (...globs) => {
  const dir = mkdtempSync(join(tmpdir(), "agentspec-configured-"));
  mkdirSync(join(dir, ".git"));
  for (const f of FILES) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    writeFileSync(join(dir, f), f === "agentspec.config.json" ? JSON.stringify({ files: globs, ignores: ["specs/ignored/**"] }) : "{}");
  }
  const policy = loadPolicy({ cwd: dir });
  const walked = expandPaths(configuredPaths(policy, undefined)!)
    .filter((i) => !("missing" in i) && !optionsOf(policy, i).ignored)
    .map((i) => relative(dir, i.name).split("\\").join("/"))
    .sort();
  const asked = FILES.filter((f) => configuredFile(policy, join(dir, f))).sort();
  expect(walked.length).toBeGreaterThan(0);
  expect(asked).toEqual(walked);
});
