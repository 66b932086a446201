// A picture too large to read is refused, saying so, instead of being drawn at any cost.
import { describe, expect, test } from "vitest";
import { run, tree } from "../cli/helpers.js";
import { makeSpec } from "../corpus.mjs";

const big = JSON.stringify(makeSpec(1001));
const small = JSON.stringify(makeSpec(5));
const dir = tree({ "big.json": big, "small.json": small });

describe.concurrent("agentspec graph on a large spec", () => {
  test.each(["mermaid", "dot", "svg"])("-f %s over 1,000 nodes: exit 2, the count and the ways out", async (format) => {
    const r = await run(["graph", "big.json", "-f", format], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.split("\n")[0]).toBe("agentspec: big.json has 1,001 nodes, more than a picture can show (--max-nodes 1000): use -f json for the graph's model, or --max-nodes 1001 to draw it anyway");
  });

  test("-f json gives the model whatever its size; --max-nodes draws when asked", async () => {
    const json = await run(["graph", "big.json", "-f", "json"], { cwd: dir });
    expect(json.code).toBe(0);
    expect((JSON.parse(json.stdout) as { nodes: unknown[] }).nodes).toHaveLength(1001);
    const drawn = await run(["graph", "big.json", "--max-nodes", "1001"], { cwd: dir });
    expect(drawn.code).toBe(0);
    expect(drawn.stdout).toMatch(/^flowchart TD/);
  });

  test("a small spec is drawn as before; a lower --max-nodes refuses it; a bad value is a usage error", async () => {
    expect((await run(["graph", "small.json"], { cwd: dir })).code).toBe(0);
    expect((await run(["graph", "small.json", "--max-nodes", "3"], { cwd: dir })).code).toBe(2);
    const bad = await run(["graph", "small.json", "--max-nodes", "0"], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr.split("\n")[0]).toBe('agentspec: --max-nodes takes a whole number ≥ 1, not "0"');
  });
});
