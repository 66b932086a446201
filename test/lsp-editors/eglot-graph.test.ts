// The spec as a graph in Emacs with Eglot (Debian's elpa-eglot 1.9) and the documented recipe:
// Eglot 1.9 has no call hierarchy command (nor code lenses, semantic tokens, document links or
// linked editing), as docs/editor.md says; the call hierarchy answers through Eglot's own
// connection (jsonrpc-request), which is how a user reaches it there.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { tripwire, workspace } from "./workspace.js";

const RECIPE = join(import.meta.dirname, "..", "..", "editors", "emacs", "agentspec-eglot.el");
const DRIVER = join(import.meta.dirname, "eglot-graph.el");

test("Eglot 1.9: no hierarchy command of its own; prepare and incoming calls through its connection", () => {
  const dir = workspace();
  const wire = tripwire();
  const run = spawnSync("emacs", ["--batch", "-l", "package", "--eval", "(package-initialize)", "-l", RECIPE, "-l", DRIVER], { cwd: dir, encoding: "utf8", timeout: 120_000, env: wire.env });
  expect(run.error).toBeUndefined();
  const out = JSON.parse(readFileSync(join(dir, "result.json"), "utf8")) as Record<string, unknown>;
  expect(out["error"], run.stderr.slice(-2000)).toBeNull();
  expect(out["managed"]).toBe(true);
  // What docs/editor.md says of Eglot 1.9: none of these commands.
  expect(out["commands"]).toEqual([]);
  expect(out["capable"]).toBe(true);
  expect(out["prepared"]).toBe("done");
  expect(out["incoming"]).toEqual(["check (when node(check).evaluation.scores.mean > 5)"]);
}, 150_000);
