// A spec's findings inside a bundle underline what they underline in the spec alone: the key of
// an unknown property, not its value (SARIF regions follow the same ranges).
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { exportBundle } from "../../src/bundle/index.js";
import { checkText } from "../../src/workspace/document.js";
import { spec, toText } from "../arbitraries.js";
import { run, tree } from "./helpers.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 150);
const under = (text: string, r: { start: { offset: number }; end: { offset: number } }): unknown => {
  const slice = text.slice(r.start.offset, r.end.offset);
  try {
    return JSON.parse(slice);
  } catch {
    return slice;
  }
};

describe("a spec's findings in a bundle", () => {
  test("underline the same JSON as in the spec alone, for every finding (strict and not)", () => {
    fc.assert(
      fc.property(spec, fc.boolean(), (doc, strict) => {
        const specText = toText(doc);
        const bundleText = JSON.stringify(exportBundle([{ name: "a", spec: doc as never }]), null, 2);
        const alone = checkText(specText, { strict }).issues.filter((i) => !i.code.startsWith("json/"));
        const inside = checkText(bundleText, { strict }).issues.filter((i) => i.pointer.startsWith("/agents/0/spec"));
        const key = (i: { code: string; pointer: string; message: string }): string => `${i.code} ${i.pointer} ${i.message}`;
        const byKey = new Map(inside.map((i) => [key({ ...i, pointer: i.pointer.slice("/agents/0/spec".length) }), i]));
        for (const i of alone) {
          // what the spec alone places on its root object the bundle places on its "spec" key
          if (i.range!.start.offset === 0) continue;
          const j = byKey.get(key(i));
          expect(j, key(i)).toBeDefined();
          expect(under(bundleText, j!.range!), key(i)).toEqual(under(specText, i.range!));
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("bundle check --strict marks the key of a misspelt property, as check --strict on the spec does", async () => {
    const doc = { version: 2, nodes: [{ id: "a", type: "action", actionType: "WEBHOOK", config: { url: "https://x.example.com", method: "GET", timout: 30 } }] };
    const dir = tree({ "a.json": JSON.stringify(doc, null, 2) + "\n" });
    const exported = await run(["bundle", "export", "a.json"], { cwd: dir });
    const b = tree({ "bundle.json": exported.stdout });
    const r = await run(["bundle", "check", "--strict", "bundle.json", "-f", "json"], { cwd: b });
    const [file] = JSON.parse(r.stdout) as { issues: { code: string; range: { start: { offset: number }; end: { offset: number } } }[] }[];
    // A near miss is spec/misspelled-property's under --strict too (issue #33).
    const issue = file!.issues.find((i) => i.code === "spec/misspelled-property")!;
    expect(exported.stdout.slice(issue.range.start.offset, issue.range.end.offset)).toBe('"timout"');
  });
});
