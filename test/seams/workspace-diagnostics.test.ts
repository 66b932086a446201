// The language server's workspace diagnostics × `agentspec check -f json`: on the same repository
// (a config naming the specs, a link file the remote commands refuse, ignoring some, changing a rule's severity; a suppressions file with an
// entry that hides a finding and one that is no longer used; a test file checked against its spec;
// JSON that is not ours), the Problems panel shows what CI fails on: the same files, and in each
// the same findings at the same places.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, expect, test } from "vitest";
import { run } from "../cli/helpers.js";
import { BAD, GOOD, removeRepositories, repository, startClient, type Client, type WorkspaceReport } from "../lsp/pull-client.js";

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
  removeRepositories();
});

interface CheckedFile {
  file: string;
  issues: { code: string; severity: string; message: string; suppressed?: boolean; range?: { start: { line: number; column: number } } }[];
}

type Finding = [code: string, severity: number, message: string, line: number, character: number];

/** Each file's findings as `check -f json` prints them (suppressed ones left out, as an editor shows none of them). */
async function checked(dir: string): Promise<Map<string, Finding[]>> {
  const out = await run(["check", "-f", "json"], { cwd: dir });
  expect(out.code, out.stderr).toBe(1);
  const files = JSON.parse(out.stdout) as CheckedFile[];
  return new Map(
    files.map((f) => [
      pathToFileURL(resolve(dir, f.file)).href,
      f.issues
        .filter((i) => i.suppressed !== true)
        .map((i): Finding => [i.code, i.severity === "error" ? 1 : 2, i.message, (i.range?.start.line ?? 1) - 1, (i.range?.start.column ?? 1) - 1])
        .sort(),
    ]),
  );
}

/** Each file's findings as the server's workspace report gives them. */
function reported(items: WorkspaceReport[]): Map<string, Finding[]> {
  return new Map(
    items.map((r) => {
      expect(r.kind).toBe("full");
      return [r.uri, (r.items ?? []).map((d): Finding => [d.code, d.severity, d.message, d.range.start.line, d.range.start.character]).sort()];
    }),
  );
}

test("workspace/diagnostic reports the files `check` reads, each with the findings `check -f json` gives, suppressions applied", async () => {
  const dir = repository();
  const expected = await checked(dir);
  // The repository has what the comparison is about: a suppressed finding, an unused suppression, a test file's finding against its spec.
  expect([...expected.keys()].some((u) => u.endsWith("/agentspec-suppressions.json"))).toBe(true);
  expect(expected.get(pathToFileURL(resolve(dir, "specs/suppressed.json")).href)!.map((f) => f[0])).not.toContain("transition/unknown-target");
  expect(expected.get(pathToFileURL(resolve(dir, "specs/bad.json")).href)!.map((f) => f[0])).toContain("transition/unknown-target");
  expect(expected.get(pathToFileURL(resolve(dir, "specs/agentspec-remote.json")).href)!.map((f) => f[0])).toEqual(["config/invalid-value"]);
  client = await startClient(dir);
  const answer = (await client.rpc.sendRequest("workspace/diagnostic", { previousResultIds: [] })) as { items: WorkspaceReport[] };
  expect(reported(answer.items)).toEqual(expected);
}, 60_000);

test("the same on a repository large enough that the workspace thread shares the files out with its helper", async () => {
  // 400 more specs, one in three with findings, and suppressions for some of those.
  const extra: Record<string, string> = {};
  const suppressions: Record<string, Record<string, { count: number }>> = {};
  for (let i = 0; i < 400; i++) {
    const name = `specs/many/spec-${i}.json`;
    extra[name] = i % 3 === 0 ? BAD.replace('"finsh"', `"finsh-${i}"`) : GOOD.replaceAll('"answer"', `"answer-${i}"`);
    if (i % 9 === 0) suppressions[name] = { "transition/unknown-target": { count: 1 }, "node/unreachable": { count: i % 2 === 0 ? 1 : 5 } };
  }
  extra["agentspec-suppressions.json"] = JSON.stringify(suppressions, null, 2) + "\n";
  const dir = repository(extra);
  const expected = await checked(dir);
  expect(expected.size).toBeGreaterThan(400);
  client = await startClient(dir);
  const answer = (await client.rpc.sendRequest("workspace/diagnostic", { previousResultIds: [] })) as { items: WorkspaceReport[] };
  expect(reported(answer.items)).toEqual(expected);
}, 120_000);
