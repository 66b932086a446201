// The package's metadata: one place says where the project lives, the rest follows it; the
// licence, the changelog and the Node versions agree with package.json.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { sarif } from "../../src/cli/report/report.js";
import { REPOSITORY_URL, VERSION } from "../../src/cli/version.js";

const ROOT = join(import.meta.dirname, "..", "..");
const read = (file: string): string => readFileSync(join(ROOT, file), "utf8");
const pkg = JSON.parse(read("package.json")) as {
  name: string;
  version: string;
  license: string;
  homepage: string;
  bugs: { url: string };
  repository: { type: string; url: string };
  engines: { node: string };
  scripts: Record<string, string>;
};

test("repository.url is the one place: homepage, bugs and SARIF's informationUri follow it", () => {
  expect(pkg.repository.type).toBe("git");
  expect(pkg.repository.url).toMatch(/^git\+https:\/\/.+\.git$/);
  expect(REPOSITORY_URL).toBe(pkg.repository.url.slice("git+".length, -".git".length));
  expect(pkg.homepage).toBe(`${REPOSITORY_URL}#readme`);
  expect(pkg.bugs.url).toBe(`${REPOSITORY_URL}/issues`);
  const issue = { code: "webhook/invalid-proxy", severity: "error" as const, pointer: "/nodes/0/config/proxy", message: "m" };
  const log = JSON.parse(sarif([{ name: "a.json", issues: [issue] }])) as { runs: { tool: { driver: { informationUri: string } } }[] };
  expect(log.runs[0]!.tool.driver.informationUri).toBe(REPOSITORY_URL);
  // The README names the same place.
  expect(read("README.md")).toContain(REPOSITORY_URL!);
});

test("the name is agentspec-toolkit, the command agentspec, and installing runs no script", () => {
  expect(pkg.name).toBe("agentspec-toolkit");
  expect(Object.keys((pkg as unknown as { bin: Record<string, string> }).bin)).toEqual(["agentspec"]);
  expect(Object.keys(pkg.scripts).filter((s) => ["preinstall", "install", "postinstall", "prepare"].includes(s))).toEqual([]);
  expect(pkg.scripts["prepack"]).toBe("npm run build");
});

test("LICENSE is the MIT text package.json names", () => {
  expect(pkg.license).toBe("MIT");
  const license = read("LICENSE");
  expect(license.split("\n")[0]).toBe("MIT License");
  expect(license).toMatch(/^Copyright \(c\) \d{4} the agentspec-toolkit authors$/m);
  expect(license).toContain('THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND');
});

test("CHANGELOG.md has an entry for the version in package.json", () => {
  expect(VERSION).toBe(pkg.version);
  expect(read("CHANGELOG.md")).toMatch(new RegExp(`^## \\[${pkg.version.replace(/\./g, "\\.")}\\] - \\d{4}-\\d{2}-\\d{2}$`, "m"));
});

test("engines names the Node versions that require() an ES module, and this Node is one", () => {
  expect(pkg.engines.node).toBe("^20.19.0 || >=22.12.0");
  const [major, minor] = process.versions.node.split(".").map(Number) as [number, number];
  expect((major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major > 22).toBe(true);
  expect((process.features as { require_module?: boolean }).require_module).toBe(true);
});
