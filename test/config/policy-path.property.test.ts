// policyPath gives a walk's names (clean relative paths) by a join with the working directory and
// any other path by path.resolve: the two must agree on every path, clean or not.
import fc from "fast-check";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { policyPath } from "../../src/node/config.js";

const RUNS = Number(process.env["FUZZ_RUNS"] ?? 300);

test("property: policyPath(p) is path.resolve(p) for any path of names, dots, slashes and empty steps", () => {
  const step = fc.oneof(fc.constantFrom("", ".", "..", "...", ".a", "a.", "team-0", "agent-1.json", "x y", "é"), fc.string({ maxLength: 6, unit: fc.constantFrom("a", ".", "-", "_", "1") }));
  fc.assert(
    fc.property(fc.boolean(), fc.array(step, { minLength: 1, maxLength: 6 }), fc.boolean(), (absolute, steps, trailing) => {
      const p = (absolute ? "/" : "") + steps.join("/") + (trailing ? "/" : "");
      expect(policyPath(p)).toBe(resolve(p));
    }),
    { numRuns: RUNS },
  );
});

test("a walk's name is joined to the working directory; one with a dot step is resolved", () => {
  expect(policyPath("team-0/agent-1.json")).toBe(`${process.cwd()}/team-0/agent-1.json`);
  expect(policyPath("team-0/../agent-1.json")).toBe(`${process.cwd()}/agent-1.json`);
  expect(policyPath("./a.json")).toBe(`${process.cwd()}/a.json`);
  expect(policyPath("a//b.json")).toBe(`${process.cwd()}/a/b.json`);
  expect(policyPath("a/")).toBe(`${process.cwd()}/a`);
});
