// diffBundles and agent diff on bundles: agents (subagents too) matched by id, else by name, each
// pair's specs compared, pointers into the bundle, sentences naming the agent.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { diffBundles } from "../../src/diff/index.js";
import { run, tree } from "../cli/helpers.js";

const webhook = (id: string, proxy = "direct") => ({ id, type: "action", actionType: "WEBHOOK", config: { url: `https://api.example.com/${id}`, method: "POST", proxy } });
const spec = (...nodes: unknown[]) => ({ version: 2, nodes });
const bundle = (...agents: unknown[]) => ({ format: "agentspec-bundle", formatVersion: 1, agents });

const before = bundle(
  { id: "ag-1", name: "Orders", spec: spec(webhook("push")), subagents: [{ name: "Audit", spec: spec(webhook("log")) }] },
  { name: "Legacy", spec: spec(webhook("old")) },
);
const after = bundle(
  { name: "Fresh", spec: spec(webhook("new")) },
  { id: "ag-1", name: "Orders (renamed)", spec: spec(webhook("push")), subagents: [{ name: "Audit", spec: spec(webhook("log", "brazil")) }] },
);

test("agents are matched by id, else by name; added and removed agents count as all their nodes", () => {
  const changes = diffBundles(before, after);
  expect(changes.map((c) => [c.kind, c.before, c.after, c.at])).toEqual([
    ["spec/start-changed", undefined, "/agents/0/spec/nodes/0", "/agents/0/spec/nodes/0"],
    ["node/added", undefined, "/agents/0/spec/nodes/0", "/agents/0/spec/nodes/0"],
    ["webhook/route-changed", "/agents/0/subagents/0/spec/nodes/0/config/proxy", "/agents/1/subagents/0/spec/nodes/0/config/proxy", "/agents/1/subagents/0/spec/nodes/0/config/proxy"],
    ["spec/start-changed", "/agents/1/spec/nodes/0", undefined, ""],
    ["node/removed", "/agents/1/spec/nodes/0", undefined, ""],
  ]);
  expect(changes[2]!.message).toMatch(/^agent "Audit": node "log": webhook route direct → brazil/);
  expect(changes[4]!.message).toBe('agent "Legacy": node "old" removed');
  // The same bundle with its agents in another order and its keys reordered: no change.
  const shuffled = JSON.parse(JSON.stringify({ agents: [...(after.agents as unknown[])].reverse(), formatVersion: 1, format: "agentspec-bundle" })) as unknown;
  expect(diffBundles(after, shuffled)).toEqual([]);
});

test("agentspec diff compares two bundle files agent by agent, each change at its line in the new bundle", async () => {
  const dir = tree({});
  writeFileSync(join(dir, "a.json"), JSON.stringify(before, null, 2));
  writeFileSync(join(dir, "b.json"), JSON.stringify(after, null, 2));
  const r = await run(["diff", "a.json", "b.json", "--fail-on", "behaviour"], { cwd: dir });
  expect(r.code).toBe(1);
  expect(r.stdout).toMatch(/b\.json:\d+:\d+ {2}behaviour {2}agent "Audit": node "log": webhook route direct → brazil/);
  expect(r.stdout).toMatch(/> +\d+ \| +"proxy": "brazil"/);
});
