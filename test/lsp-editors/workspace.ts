// A project folder as a user has it after `npm install -D agentspec-toolkit`: a spec, a test file
// naming its nodes, a package.json naming the toolkit, node_modules/agentspec-toolkit (this
// repository, as `npm link` would put it: the built dist/cli.cjs) and node_modules/.bin/agentspec
// pointing into it, so the documented recipes run unchanged. `bareWorkspace` is the same project
// before `npm install`: no node_modules.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { CLI } from "../cli/helpers.js";

const ROOT = join(import.meta.dirname, "..", "..");

export const SPEC = `{
  "version": 2,
  "nodes": [
    { "id": "start", "type": "action", "actionType": "WEBHOOK",
      "config": { "url": "https://api.example.com/a", "method": "GET", "proxy": "US" },
      "transition": [ { "to": "check" } ] },
    { "id": "check", "type": "action", "actionType": "WEBHOOK",
      "config": { "url": "https://api.example.com/b", "method": "GET", "proxy": "direct" },
      "transition": [ { "to": "done", "when": { "source": "node", "of": "check", "path": "evaluation.scores.mean", "op": "gt", "value": 5 } } ] },
    { "id": "done", "type": "action", "actionType": "WEBHOOK", "config": { "url": "https://api.example.com/c", "method": "GET" } }
  ]
}
`;

export const TEST_FILE = `{
  "spec": "../flow.json",
  "cases": [
    { "name": "goes on", "results": { "start": {}, "check": { "evaluation": { "scores": { "mean": 7 } } }, "done": {} },
      "expect": { "path": ["start", "check", "done"] } }
  ]
}
`;

export const PACKAGE = `{
  "name": "my-agents",
  "version": "1.0.0",
  "devDependencies": { "agentspec-toolkit": "*" }
}
`;

/** A fresh project folder without node_modules (the toolkit named in package.json, not installed); returns its path. */
export function bareWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "agentspec-editor-"));
  writeFileSync(join(dir, "flow.json"), SPEC);
  mkdirSync(join(dir, "tests"));
  writeFileSync(join(dir, "tests", "flow.agentspec-test.json"), TEST_FILE);
  writeFileSync(join(dir, "package.json"), PACKAGE);
  return dir;
}

/** A fresh project folder with the toolkit installed; returns its path. */
export function workspace(): string {
  const dir = bareWorkspace();
  mkdirSync(join(dir, "node_modules", ".bin"), { recursive: true });
  symlinkSync(ROOT, join(dir, "node_modules", "agentspec-toolkit"));
  symlinkSync(join("..", "agentspec-toolkit", relative(ROOT, CLI)), join(dir, "node_modules", ".bin", "agentspec"));
  return dir;
}

/**
 * A folder of stand-ins for `npx`, `npm` and `agentspec` that write their name and arguments to
 * `calls.log` beside them and fail: put first on PATH, it shows whether an editor ran anything
 * from PATH (what could fetch from the registry or run another package's `agentspec`).
 */
export function tripwire(): { bin: string; log: string; env: NodeJS.ProcessEnv } {
  const bin = mkdtempSync(join(tmpdir(), "agentspec-tripwire-"));
  const log = join(bin, "calls.log");
  for (const name of ["npx", "npm", "agentspec"]) {
    writeFileSync(join(bin, name), `#!/bin/sh\necho "${name} $*" >> '${log}'\nexit 1\n`, { mode: 0o755 });
  }
  return { bin, log, env: { ...process.env, PATH: `${bin}:${process.env["PATH"] ?? ""}` } };
}
