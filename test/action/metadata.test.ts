// action.yml against the action metadata schema (SchemaStore's github-action.json, a copy in
// test/fixtures/schemastore), held to the entry's code: the inputs it reads are the ones declared,
// the outputs it writes the ones declared; and the committed bundle is what the build writes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv";
import { build } from "esbuild";
import yaml from "js-yaml";
import { expect, test } from "vitest";
// @ts-expect-error a script without types
import { options } from "../../scripts/build-action.mjs";

const ROOT = join(import.meta.dirname, "..", "..");
const read = (file: string): string => readFileSync(join(ROOT, file), "utf8");
const metadata = yaml.load(read("action.yml")) as { runs: { using: string; main: string }; inputs: Record<string, { default?: string }>; outputs: Record<string, unknown> };
const sources = ["action/src/main.ts", "action/src/comment.ts", "action/src/install.ts"].map(read).join("\n");

test("action.yml is valid against SchemaStore's github-action.json", () => {
  const ajv = new Ajv.default({ allErrors: true, strict: false });
  const validate = ajv.compile(JSON.parse(read("test/fixtures/schemastore/github-action.json")) as object);
  expect(validate(metadata), JSON.stringify(validate.errors, null, 2)).toBe(true);
  // …and that schema refuses what it should: the check can fail
  expect(validate({ ...metadata, runs: { using: "node8", main: "x.js" } })).toBe(false);
});

test("a JavaScript action on node24, its main file the committed bundle", () => {
  expect(metadata.runs).toEqual({ using: "node24", main: "action/dist/index.cjs" });
});

test("the inputs the entry reads are exactly the inputs action.yml declares", () => {
  const read = new Set([...sources.matchAll(/\b(?:input|booleanInput)\("([a-z-]+)"/g)].map((m) => m[1]!));
  expect([...read].sort()).toEqual(Object.keys(metadata.inputs).sort());
});

test("the outputs the entry writes are exactly the outputs action.yml declares", () => {
  const call = /setOutputs\(outputFile, \{([^}]*)\}/.exec(sources)![1]!;
  const keys = call.split(",").map((p) => p.split(":")[0]!.trim().replace(/"/g, ""));
  expect(keys.sort()).toEqual(Object.keys(metadata.outputs).sort());
});

test("action/dist/index.cjs is what scripts/build-action.mjs writes from action/src (run it after a change)", async () => {
  const out = await build({ ...options, write: false, outfile: join(ROOT, "action/dist/index.cjs"), logLevel: "silent" });
  expect(out.outputFiles[0]!.text).toBe(read("action/dist/index.cjs"));
});
