// The spec as a graph in Debian's Neovim (0.7.2), headless, with the documented recipe: the call
// hierarchy of a node through vim.lsp.buf.incoming_calls / outgoing_calls (the quickfix list shows
// each transition's node and condition), and a test file's code lenses shown and run
// (vim.lsp.codelens.run, through workspace/executeCommand), the verdict in the lens and a message.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { SPEC, tripwire, workspace } from "./workspace.js";

const RECIPE = join(import.meta.dirname, "..", "..", "editors", "neovim", "agentspec-0.7.lua");
const DRIVER = join(import.meta.dirname, "neovim-graph.lua");

test("Neovim 0.7: incoming and outgoing calls of a node, a test file's lenses run and their titles updated", () => {
  const dir = workspace();
  // A spec with no error, so the test file runs.
  writeFileSync(join(dir, "flow.json"), SPEC.replace('"proxy": "US"', '"proxy": "us"'));
  const wire = tripwire();
  const run = spawnSync("nvim", ["--headless", "-u", RECIPE, "-c", `luafile ${DRIVER}`], { cwd: dir, encoding: "utf8", timeout: 90_000, env: wire.env });
  expect(run.error).toBeUndefined();
  const out = JSON.parse(readFileSync(join(dir, "result.json"), "utf8")) as Record<string, unknown>;
  expect(out["error"], run.stderr.slice(-2000)).toBeNull();
  expect(out["steps"]).toEqual(["incoming", "outgoing", "lenses", "run"]);
  const line = (needle: string): number => SPEC.split("\n").findIndex((l) => l.includes(needle)) + 1;
  // "done" is reached from "check", under its condition; "start" goes to "check", always.
  expect(out["incoming"]).toEqual([{ text: "check (when node(check).evaluation.scores.mean > 5)", lnum: line('"to": "done"') }]);
  expect(out["outgoing"]).toEqual([{ text: "check (always)", lnum: line('"to": "check"') }]);
  expect(out["lenses_before"]).toEqual([
    { line: 2, title: "▶ Run all cases" },
    { line: 3, title: "▶ Run case" },
  ]);
  expect(out["lenses_after"]).toEqual([
    { line: 2, title: "▶ Run all cases: ✓ 1 case passed" },
    { line: 3, title: "▶ Run case: ✓ passed" },
  ]);
  expect(out["messages"]).toEqual(["agentspec test: ✓ 1 case passed"]);
}, 120_000);
