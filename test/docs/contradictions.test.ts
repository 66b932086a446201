// Small contradictions between the docs and the code, each held here: a command's section of
// docs/cli.md opens with that command's synopsis only, and the lsp synopsis and --help name every
// option the command takes; a workflow that uploads SARIF uploads it when the check fails (which is
// when there are findings); README's tour imports every export it uses.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import * as library from "../../src/index.js";
import { LSP_OPTIONS } from "../../src/cli/commands/lsp.js";
import { USAGE } from "../../src/cli/usage.js";

const root = join(import.meta.dirname, "..", "..");
const read = (f: string): string => readFileSync(join(root, f), "utf8");

test("each `agentspec <command>` section of docs/cli.md opens with a synopsis of that command only", () => {
  const text = read("docs/cli.md");
  const wrong: string[] = [];
  for (const m of text.matchAll(/^## `agentspec ([a-z]+)[^`]*`\n\n```[a-z]*\n([\s\S]*?)```/gm)) {
    const [, command, block] = m;
    for (const line of block!.split("\n")) if (line.startsWith("agentspec ") && !line.startsWith(`agentspec ${command} `) && line !== `agentspec ${command}`) wrong.push(`${command}: ${line}`);
  }
  expect(wrong).toEqual([]);
});

test("agentspec lsp: its synopses and its --help name every option it takes", () => {
  const text = read("docs/cli.md");
  const synopses = [...text.matchAll(/^agentspec lsp .*$/gm)].map((m) => m[0]);
  expect(synopses.length).toBeGreaterThanOrEqual(2);
  expect(new Set(synopses).size).toBe(1);
  for (const option of Object.keys(LSP_OPTIONS)) {
    expect(synopses[0], option).toContain(`--${option}`);
    expect(USAGE["lsp"]!.split("\n")[0], option).toContain(`--${option}`);
  }
});

test("every GitHub workflow step of the docs that uploads SARIF runs if: always()", () => {
  const files = [...readdirSync(join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`), "README.md"];
  const steps: string[] = [];
  for (const f of files) {
    for (const block of read(f).matchAll(/```ya?ml\n([\s\S]*?)```/g)) {
      const lines = block[1]!.split("\n");
      lines.forEach((line, i) => {
        if (!/uses: github\/codeql-action\/upload-sarif/.test(line)) return;
        // The step: from its "- " line down to the next step at the same indent.
        let start = i;
        while (start > 0 && !/^\s*- /.test(lines[start]!)) start--;
        const indent = /^(\s*)- /.exec(lines[start]!)![1]!.length;
        let end = start + 1;
        while (end < lines.length && !(new RegExp(`^\\s{${indent}}- `).test(lines[end]!)) && (lines[end]!.trim() === "" || /^\s*/.exec(lines[end]!)![0].length > indent)) end++;
        steps.push(`${f}\n${lines.slice(start, end).join("\n")}`);
      });
    }
  }
  expect(steps.length).toBeGreaterThanOrEqual(2);
  for (const step of steps) expect(step, step).toMatch(/^\s*-? ?if: always\(\)$/m);
});

test("README's tour of the API imports every export of the package it uses", () => {
  const tour = /## A short tour of the API\n\n```ts\n([\s\S]*?)```/.exec(read("README.md"))![1]!;
  const imported = new Set([...tour.matchAll(/import\s*\{([^}]*)\}\s*from\s*"agentspec-toolkit[^"]*"/g)].flatMap((m) => m[1]!.split(",").map((s) => s.trim()).filter(Boolean)));
  // Comments out (a "// " that starts a line or follows a space; a URL's "//" is not one).
  const code = tour.replace(/(^|\s)\/\/\s.*$/gm, "").replace(/import\s*\{[^}]*\}\s*from\s*"[^"]*";/g, "");
  const used = Object.keys(library).filter((name) => new RegExp(`(?<![\\w.$])${name.replace(/\$/g, "\\$")}(?![\\w$])`).test(code));
  expect(used).toEqual(expect.arrayContaining(["validateSpecText", "createPlatformClient", "validationIssues"]));
  expect(used.filter((name) => !imported.has(name))).toEqual([]);
});
