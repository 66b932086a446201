// A project folder as a user has it after `npm install -D agentspec-toolkit`: a spec, a test file
// naming its nodes, a package.json, and node_modules/.bin/agentspec (the built command), so the
// documented recipes run unchanged (`npx agentspec lsp`).
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLI } from "../cli/helpers.js";

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

/** A fresh project folder; returns its path. */
export function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "agentspec-editor-"));
  writeFileSync(join(dir, "flow.json"), SPEC);
  mkdirSync(join(dir, "tests"));
  writeFileSync(join(dir, "tests", "flow.agentspec-test.json"), TEST_FILE);
  writeFileSync(join(dir, "package.json"), PACKAGE);
  mkdirSync(join(dir, "node_modules", ".bin"), { recursive: true });
  symlinkSync(CLI, join(dir, "node_modules", ".bin", "agentspec"));
  return dir;
}
