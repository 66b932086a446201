// agentspec graph: Mermaid by default (fenced with --markdown), DOT, SVG and JSON; usage errors.
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { run, tree } from "../cli/helpers.js";

const EXAMPLE = join(import.meta.dirname, "..", "..", "examples", "support-triage.json");

describe("agentspec graph", () => {
  test("prints Mermaid by default, fenced with --markdown", async () => {
    const plain = await run(["graph", EXAMPLE]);
    expect(plain.code).toBe(0);
    expect(plain.stdout.startsWith("flowchart TD\n")).toBe(true);
    expect(plain.stdout).toContain('n1["lookup-br<br>webhook · route brazil<br>outputVar: customerBR"]');
    const fenced = await run(["graph", EXAMPLE, "--markdown"]);
    expect(fenced.stdout).toBe("```mermaid\n" + plain.stdout + "```\n");
  });

  test("prints DOT, SVG and the graph as JSON", async () => {
    expect((await run(["graph", EXAMPLE, "-f", "dot"])).stdout).toMatch(/^digraph agentspec \{\n[\s\S]*\}\n$/);
    const svg = await run(["graph", EXAMPLE, "--format", "svg"]);
    expect(svg.stdout).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>\n$/);
    const json = JSON.parse((await run(["graph", EXAMPLE, "-f", "json"])).stdout) as { nodes: { id: string }[]; edges: unknown[] };
    expect(json.nodes.map((n) => n.id)).toEqual(["classify", "lookup-br", "lookup-us", "answer", "escalate", "send"]);
    expect(json.edges).toHaveLength(8);
  });

  test("reads stdin, draws a spec with errors, reports text that is not JSON", async () => {
    const withErrors = await run(["graph", "-"], { input: '{ "version": 2, "nodes": [{ "id": "a", "transition": [{ "to": "b" }] }] }' });
    expect(withErrors.code).toBe(0);
    expect(withErrors.stdout).toContain('m0("b<br>no such node")');
    expect(withErrors.stdout).toContain("✗ 2 errors");
    const broken = await run(["graph", "-"], { input: '{ "nodes": [' });
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain("<stdin>:1:");
  });

  test("usage errors exit 2", async () => {
    const dir = tree({ "b.json": JSON.stringify({ format: "agentspec-bundle", formatVersion: 1, agents: [] }) });
    for (const args of [["graph"], ["graph", EXAMPLE, "-f", "png"], ["graph", EXAMPLE, "-f", "dot", "--markdown"], ["graph", join(dir, "b.json")], ["graph", EXAMPLE, EXAMPLE]]) {
      const r = await run(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toContain("Usage: agentspec graph");
    }
  });
});
