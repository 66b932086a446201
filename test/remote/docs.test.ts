// docs/remote.md covers what the code has: a section per remote subcommand, every toolkit-named
// error code the client gives, every method of the client, and the outputs shown are real ones.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { USAGE } from "../../src/cli/usage.js";
import { hintFor } from "../../src/platform/errors.js";
import { createPlatformClient } from "../../src/index.js";

const doc = readFileSync("docs/remote.md", "utf8");
const errorsSource = readFileSync("src/platform/errors.ts", "utf8");
const remoteSource = readFileSync("src/cli/commands/remote/index.ts", "utf8");

test("every remote subcommand has its section", () => {
  const subcommands = [...(/const SUBCOMMANDS:[^\n]*\{\n([\s\S]*?)\n\};/.exec(remoteSource)?.[1] ?? "").matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]!);
  expect(subcommands).toEqual(["schema", "check", "pull", "plan", "push", "import", "usage"]);
  for (const sub of subcommands) {
    expect(USAGE["remote"]).toMatch(new RegExp(`^  ${sub}\\b`, "m"));
    expect(doc).toMatch(sub === "check" ? /^### `agentspec check --remote/m : new RegExp(`^### \`agentspec remote ${sub}\\b`, "m"));
  }
});

test("every toolkit-named code and every method of the client is documented", () => {
  const codes = [...(/export type ClientCode = ([^;]*);/.exec(errorsSource)?.[1] ?? "").matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
  expect(codes.length).toBeGreaterThan(5);
  for (const code of [...codes, "http/<status>"]) expect(doc, code).toContain(`\`${code}\``);
  const client = createPlatformClient({ baseUrl: "https://platform.example.com", apiKey: "k" });
  for (const method of [...Object.keys(client), "validationIssues"]) expect(doc, method).toMatch(new RegExp(`\`${method}\\(`));
});

test("the hints the fault table quotes are the client's", () => {
  expect(hintFor(401, "auth/unauthorized")).toContain("refresh the access token (POST /api/mcp/oauth/token/ with grant_type=refresh_token) or replace the API key");
  expect(doc).toContain("refresh the access token (`POST /api/mcp/oauth/token/` with `grant_type=refresh_token`) or replace the API key");
  expect(hintFor(402, "budget-exceeded")).toMatch(/not retried: it can succeed once the budget is raised or the month rolls over/);
  expect(hintFor(404, "x")).toContain("belongs to another application than the credential's");
  expect(doc).toContain("belongs to another application than the credential's");
});
