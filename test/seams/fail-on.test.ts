// The config's diff.failOn and the command's --fail-on are one setting written in two places: the
// same words, the same verdict on the same change, the same refusal (with a did-you-mean) of a
// word that is neither.
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { FAIL_ON } from "../../src/config/constants.js";
import { configFindings } from "../../src/config/index.js";
import { run, tree } from "../cli/helpers.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "diff");
const pair = (kind: string): string[] => [join(FIXTURES, kind, "before.json"), join(FIXTURES, kind, "after.json")];
const CHANGES = { breaking: pair("node-removed-referenced"), behaviour: pair("webhook-route-changed"), cosmetic: pair("condition-hint-changed") };
const config = (failOn: unknown): string => tree({ "agentspec.config.json": JSON.stringify({ root: true, diff: { failOn } }) });

describe("diff.failOn and --fail-on", () => {
  test("take the same words, and give the same exit code on the same change", async () => {
    expect([...FAIL_ON]).toEqual(["breaking", "behaviour", "cosmetic", "any"]);
    const bare = tree({});
    for (const word of FAIL_ON) {
      expect(configFindings({ diff: { failOn: word } }), word).toEqual([]);
      const dir = config(word);
      for (const [cls, files] of Object.entries(CHANGES)) {
        const byFlag = await run(["diff", ...files, "--fail-on", word], { cwd: bare });
        const byConfig = await run(["diff", ...files], { cwd: dir });
        // The class fails when it is the word's class or a worse one; cosmetic and any fail on every change.
        const fails = word === "any" || Object.keys(CHANGES).indexOf(cls) <= Object.keys(CHANGES).indexOf(word);
        expect([byFlag.code, byConfig.code], `${word} on a ${cls} change`).toEqual([fails ? 1 : 0, fails ? 1 : 0]);
      }
    }
  });

  test("refuse the same wrong words, each with the list and a did-you-mean", async () => {
    const files = CHANGES.behaviour;
    for (const [word, near] of [["behavior", "behaviour"], ["Cosmetic", "cosmetic"], ["all", undefined]] as const) {
      const byFlag = await run(["diff", ...files, "--fail-on", word], { cwd: tree({}) });
      expect(byFlag.code, word).toBe(2);
      expect(byFlag.stderr).toContain(`--fail-on takes breaking, behaviour, cosmetic or any, not "${word}"${near === undefined ? "" : `; did you mean "${near}"?`}`);
      const byConfig = await run(["diff", ...files], { cwd: config(word) });
      expect(byConfig.code, word).toBe(2);
      expect(byConfig.stderr).toContain(`failOn must be "breaking", "behaviour", "cosmetic" or "any", not "${word}"${near === undefined ? "" : `; did you mean "${near}"?`}`);
    }
  });
});
