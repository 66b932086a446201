// One answer in every entry point: `agentspec diff a.json b.json -f json` lists exactly the changes
// diffSpecs gives for the same two specs (with their ranges added), on random specs.
import fc from "fast-check";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { spec } from "../arbitraries.js";
import { diffSpecs } from "../../src/diff/index.js";
import { run, tree } from "../cli/helpers.js";

test("the command's json changes are diffSpecs's, on random pairs of specs", async () => {
  const pairs = fc.sample(fc.tuple(spec, spec), { numRuns: 12, seed: 24 });
  const dir = tree({});
  let compared = 0;
  for (const [i, [a, b]] of pairs.entries()) {
    const before = JSON.parse(JSON.stringify(a)) as unknown;
    const after = JSON.parse(JSON.stringify(b)) as unknown;
    writeFileSync(join(dir, `a${i}.json`), JSON.stringify(before, null, 2));
    writeFileSync(join(dir, `b${i}.json`), JSON.stringify(after, null, 1));
    const r = await run(["diff", `a${i}.json`, `b${i}.json`, "-f", "json", "--fail-on", "any"], { cwd: dir });
    const out = JSON.parse(r.stdout) as { files: { changes: Record<string, unknown>[] }[] };
    const expected = diffSpecs(before, after);
    const got = out.files[0]!.changes.map(({ range: _range, ...c }) => c);
    const sorted = (list: unknown[]) => list.map((c) => JSON.stringify(c)).sort();
    expect(sorted(got)).toEqual(sorted(expected));
    expect(r.code).toBe(expected.length > 0 ? 1 : 0);
    compared += expected.length;
  }
  expect(compared).toBeGreaterThan(0);
}, 120_000);
