// The classifier the language server and the folder walk share names the toolkit's own files as
// the modules that read and write them do, and tells every kind the walk acts on.
import { expect, test } from "vitest";
import { TOOL_FILES, documentKind, walkedKind } from "../../src/language/document-kind.js";
import { CONFIG_FILE, SUPPRESSIONS_FILE } from "../../src/node/config.js";
import { LINK_FILE } from "../../src/cli/commands/remote/settings.js";
import { TEST_FILE_SUFFIX } from "../../src/workflow/test-file.js";

test("the toolkit's files are named as their readers name them", () => {
  expect(Object.keys(TOOL_FILES).sort()).toEqual([CONFIG_FILE, SUPPRESSIONS_FILE, LINK_FILE].sort());
  expect(documentKind(`a/b${TEST_FILE_SUFFIX}`, "")).toBe("test");
});

test("what a walk takes, by the kind the server gives a file", () => {
  const walk = (name: string, text: string): string => walkedKind(documentKind(name, text));
  expect(walk("a/spec.json", '{ "version": 2, "nodes": [] }')).toBe("document");
  expect(walk("a/broken.json", '{ "version": 2, "nodes": [ { "id": "a", } ] }')).toBe("document");
  expect(walk("a/bundle.json", '{ "format": "agentspec-bundle", "agents": [] }')).toBe("document");
  expect(walk("a/t.json", '{ "spec": "s.json", "cases": [] }')).toBe("document");
  expect(walk("x/agentspec.config.json", "{}")).toBe("config");
  expect(walk("x/AGENTSPEC-SUPPRESSIONS.JSON", "{}")).toBe("suppressions");
  expect(walk("agentspec-remote.json", "{}")).toBe("link");
  for (const [name, text] of [
    ["package.json", '{ "name": "x", "version": "1.0.0" }'],
    ["tsconfig.json", '{\n  /* settings */\n  "compilerOptions": {}\n}'],
    ["list.json", "[1, 2]"],
    ["empty.json", ""],
    ["object.json", "{}"],
    ["text.json", "not json"],
  ]) expect(walk(name!, text!), name).toBe("skip");
});
