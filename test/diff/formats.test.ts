// Golden output of each format of agentspec diff on one pair of specs (a node removed while a
// transition still names it, a route changed, a transition added): exactly the text in
// test/fixtures/diff-output/. UPDATE_GOLDEN=1 rewrites them (read each before keeping it).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { run, tree } from "../cli/helpers.js";

const GOLDEN = join(import.meta.dirname, "..", "fixtures", "diff-output");
const webhook = (id: string, proxy: string, to: string[] = []) => ({ id, type: "action", actionType: "WEBHOOK", config: { url: `https://api.example.com/${id}`, method: "POST", proxy }, transition: to.map((t) => ({ to: t })) });
const text = (nodes: unknown[]): string => JSON.stringify({ version: 2, nodes }, null, 2) + "\n";
const dir = tree({
  "before.json": text([webhook("start", "direct", ["lookup"]), webhook("lookup", "direct", ["notify"]), webhook("notify", "direct")]),
  "after.json": text([webhook("start", "direct", ["lookup", "notify"]), webhook("lookup", "us", ["notify"])]),
});

for (const [format, file] of [["stylish", "stylish.txt"], ["json", "json.json"], ["github", "github.txt"], ["markdown", "markdown.md"]] as const) {
  test(`${format}`, async () => {
    const r = await run(["diff", "before.json", "after.json", "-f", format, "--fail-on", "breaking"], { cwd: dir });
    expect(r.code).toBe(1);
    if (process.env["UPDATE_GOLDEN"] === "1") writeFileSync(join(GOLDEN, file), r.stdout);
    expect(r.stdout).toBe(readFileSync(join(GOLDEN, file), "utf8"));
  });
}
