// A completion list the server narrows (more than COMPLETION_LIMIT node ids) read by the real
// editors with their documented recipes: Neovim 0.7 (Debian's) and Emacs Eglot (Debian's
// elpa-eglot) take the CompletionList the server now sends to clients that declare no list
// capabilities, and offer the ids that match what is typed.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { workspace } from "./workspace.js";

const ROOT = join(import.meta.dirname, "..", "..");

// 150 nodes; "ale" is a prefix of two ids (one upper-case) and a subsequence of two more.
const SPECIAL: Record<number, string> = { 5: "sale-report", 50: "alert-ops", 60: "a-l-e", 130: "ALERT" };
const IDS = Array.from({ length: 150 }, (_, i) => SPECIAL[i] ?? `step-${i}`);
const BIG = JSON.stringify(
  { version: 2, nodes: IDS.map((id, i) => ({ id, type: "action", actionType: "WEBHOOK", config: { url: `https://example.com/${i}`, method: "POST" }, transition: [{ to: IDS[(i + 1) % IDS.length] }] })) },
  null,
  2,
).replace(`"to": "${IDS[1]}"`, '"to": "ale"');
const NARROWED = ["alert-ops", "ALERT", "sale-report", "a-l-e"];

function project(): string {
  const dir = workspace();
  writeFileSync(join(dir, "big.json"), BIG);
  return dir;
}

test("Neovim 0.7: the narrowed list, marked incomplete, read by the omnifunc's conversion", () => {
  const dir = project();
  const run = spawnSync("nvim", ["--headless", "-u", join(ROOT, "editors", "neovim", "agentspec-0.7.lua"), "-c", `luafile ${join(import.meta.dirname, "neovim-long-list.lua")}`], { cwd: dir, encoding: "utf8", timeout: 90_000 });
  expect(run.error).toBeUndefined();
  const out = JSON.parse(readFileSync(join(dir, "result.json"), "utf8")) as Record<string, unknown>;
  expect(out["error"]).toBeNull();
  expect(out["is_list"]).toBe(true);
  expect(out["incomplete"]).toBe(true);
  expect(out["labels"]).toEqual(NARROWED);
  expect(out["prefix"]).toBe("ale");
  expect(out["words"]).toEqual(NARROWED.filter((id) => id.startsWith("ale")));
}, 120_000);

test("Emacs Eglot: the narrowed list in its completion table, and what it offers for the text at point", () => {
  const dir = project();
  const run = spawnSync("emacs", ["--batch", "-l", "package", "--eval", "(package-initialize)", "-l", join(ROOT, "editors", "emacs", "agentspec-eglot.el"), "-l", join(import.meta.dirname, "eglot-long-list.el")], { cwd: dir, encoding: "utf8", timeout: 120_000 });
  expect(run.error).toBeUndefined();
  const out = JSON.parse(readFileSync(join(dir, "result.json"), "utf8")) as Record<string, unknown>;
  expect(out["error"], run.stderr.slice(-2000)).toBeNull();
  expect(out["managed"]).toBe(true);
  expect(out["probe"]).toBe("ale");
  expect(out["table"]).toEqual(NARROWED);
  expect(out["offered"]).toEqual(NARROWED.filter((id) => id.startsWith("ale")));
}, 150_000);
