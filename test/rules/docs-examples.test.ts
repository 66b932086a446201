// docs/rules.md's examples are run, as actionlint checks its own docs: each bad example (a ```json
// block under a code's heading) gives its code, and the message quoted after it (`> …`) is that
// issue's message; each fixed one (a block marked `fixed`, or the bad example with the JSON of the
// "Fixed:" line after it put in place of the members of the same name) gives no issue of that
// code. A block says where it goes with a `<!-- run: [fixed] PLACE[; nodes: a, b] -->` line before
// it (PLACE: spec, spec members, nodes, node, config or condition; `nodes`: end nodes added so the
// ids it names exist); a block without one fails. A "Fixed:" line that is prose, a sketch, or
// names members the example does not have (a rename) is read, not run.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { checkText } from "../../src/check/index.js";
import { compilePolicy, type AgentspecConfig, type CompiledPolicy } from "../../src/config/index.js";
import { compileGlob } from "../../src/node/config.js";

const lines = readFileSync(join(import.meta.dirname, "..", "..", "docs", "rules.md"), "utf8").split("\n");

interface Example {
  code: string;
  line: number;
  place: string;
  nodes: string[];
  text: string;
  good: boolean;
  quote?: string;
  /** The "Fixed:" line's JSON that follows this bad example, when it has one. */
  fixed?: string;
  /** The policies of the last config block before the example (`<!-- config -->`) that apply to its file (`; file: …`, else spec.json). */
  policies?: readonly CompiledPolicy[];
}

// A config block (`<!-- config -->` before a ```json block) gives the examples after it its policies.
let config: AgentspecConfig | undefined;

const examples: Example[] = [];
let code: string | undefined;
for (let i = 0; i < lines.length; i++) {
  const heading = /^#{2,4} `([^`]+)`$/.exec(lines[i]!);
  if (heading) code = heading[1];
  else if (/^#{2,4} /.test(lines[i]!)) code = undefined;
  if (lines[i] !== "```json" || code === undefined) continue;
  const end = lines.indexOf("```", i + 1);
  if (lines[i - 1] === "<!-- config -->") {
    config = JSON.parse(lines.slice(i + 1, end).join("\n")) as AgentspecConfig;
    continue;
  }
  const run = /^<!-- run: (fixed )?([a-z ]+?)(?:; nodes: ([a-z, -]+))?(?:; file: ([\w./-]+))? -->$/.exec(lines[i - 1] ?? "");
  const example: Example = {
    code,
    line: i + 1,
    place: run?.[2] ?? "",
    nodes: run?.[3]?.split(",").map((n) => n.trim()) ?? [],
    text: lines.slice(i + 1, end).join("\n"),
    good: run?.[1] !== undefined,
  };
  if (config !== undefined && code.startsWith("policy/")) {
    const policies = compilePolicy([{ path: "/docs/agentspec.config.json", dir: "/docs", config }], compileGlob).optionsFor(`/docs/${run?.[4] ?? "spec.json"}`).policies;
    if (policies) example.policies = policies;
  }
  let after = end + 1;
  while (lines[after] === "") after++;
  const quote = /^> (.*)$/.exec(lines[after] ?? "");
  if (quote) {
    example.quote = quote[1];
    after++;
    while (lines[after] === "") after++;
  }
  const fixed = /^Fixed: `([^`]+)`/.exec(lines[after] ?? "");
  if (fixed) example.fixed = fixed[1];
  examples.push(example);
}

const DEFAULT_NODE = { id: "start", type: "action", actionType: "WEBHOOK" };
const DEFAULT_CONFIG = { url: "https://api.example.com/", method: "GET" };
const ends = (names: readonly string[]): string => names.map((id) => `, ${JSON.stringify({ id, type: "end" })}`).join("");
/** A fragment as a value: a whole JSON value, else the members of an object. */
const value = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return JSON.parse(`{${text}}`);
  }
};
/** The members of a fragment as text (an object's inside, or the members as written). */
const members = (text: string): string => (/^\s*\{/.test(text) ? text.trim().slice(1, -1) : text);
/** An object's text: the defaults the fragment does not give, then the fragment as written (its numbers kept to the letter). */
function object(defaults: Record<string, unknown>, text: string): string {
  const given = value(text) as Record<string, unknown>;
  const rest = Object.entries(defaults).filter(([k]) => !Object.hasOwn(given, k));
  const head = rest.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(", ");
  return `{ ${head}${head && members(text).trim() ? ", " : ""}${members(text)} }`;
}

/** The spec text an example stands for, in its place. */
function specOf(e: Example, text: string): string {
  switch (e.place) {
    case "spec":
      return text;
    case "spec members":
      return `{ "version": 2, ${text.replace(/\]\s*$/, `${ends(e.nodes)} ]`)} }`;
    case "nodes":
      return `{ "version": 2, "nodes": [${text}${ends(e.nodes)}] }`;
    case "node":
      return `{ "version": 2, "nodes": [${object({ ...DEFAULT_NODE, config: DEFAULT_CONFIG }, text)}${ends(e.nodes)}] }`;
    case "config":
      return `{ "version": 2, "nodes": [${object(DEFAULT_NODE, `"config": ${object(DEFAULT_CONFIG, text)}`)}${ends(e.nodes)}] }`;
    case "condition":
      return `{ "version": 2, "nodes": [${object({ ...DEFAULT_NODE, config: DEFAULT_CONFIG }, `"transition": [{ "to": "done", "when": ${text} }]`)}${ends(["done", ...e.nodes])}] }`;
    default:
      throw new Error(`docs/rules.md:${e.line}: no <!-- run: PLACE --> line before this example (spec, spec members, nodes, node, config or condition)`);
  }
}

/** Replace the first member named `key`, at any depth; false when there is none. */
function replaceMember(v: unknown, key: string, by: unknown): boolean {
  if (v === null || typeof v !== "object") return false;
  if (!Array.isArray(v) && Object.hasOwn(v, key)) {
    (v as Record<string, unknown>)[key] = by;
    return true;
  }
  return Object.values(v).some((child) => replaceMember(child, key, by));
}

/** The bad example with the "Fixed:" line's JSON in place: a whole object replaces it, members replace theirs. */
function fixedText(bad: string, fixed: string): string | undefined {
  let f: unknown;
  try {
    f = value(fixed);
  } catch {
    return undefined; // prose, or a sketch: nothing to run
  }
  if (/^\s*\{/.test(fixed)) return fixed;
  let b: unknown;
  try {
    b = value(bad);
  } catch {
    return undefined; // several objects: the "Fixed:" line says what to do to each
  }
  for (const [k, v] of Object.entries(f as object)) if (!replaceMember(b, k, v)) return undefined;
  return /^\s*\{/.test(bad) ? JSON.stringify(b) : JSON.stringify(b).slice(1, -1);
}

const matches = (pattern: string, c: string): boolean => (pattern.endsWith("*") ? c.startsWith(pattern.slice(0, -1)) : c === pattern);
const issuesOf = (e: Example, text: string) => checkText(specOf(e, text), { strict: e.code.startsWith("strict/"), ...(e.policies ? { policies: e.policies } : {}) }).issues;

test("docs/rules.md has its examples, each with its place; the policies' run with the config block's policies", () => {
  expect(examples.length).toBeGreaterThanOrEqual(25);
  const policyExamples = examples.filter((e) => e.code.startsWith("policy/"));
  expect(policyExamples.map((e) => [e.code, e.good, e.policies?.length])).toEqual([
    ["policy/no-brazil-route", false, 2],
    ["policy/no-brazil-route", true, 1],
    ["policy/payments-timeout", false, 2],
  ]);
  expect(examples.filter((e) => e.place === "").map((e) => `docs/rules.md:${e.line}`)).toEqual([]);
});

for (const e of examples) {
  test(`docs/rules.md:${e.line} (${e.code}, ${e.good ? "fixed" : "bad"})`, () => {
    const issues = issuesOf(e, e.text);
    const own = issues.filter((i) => matches(e.code, i.code));
    if (e.good) {
      expect(own, "a fixed example gives no issue of its code").toEqual([]);
      return;
    }
    expect(own.length, `the bad example gives ${e.code}; it gave ${issues.map((i) => i.code).join(", ") || "nothing"}`).toBeGreaterThan(0);
    if (e.quote !== undefined) expect(own.map((i) => i.message)).toContain(e.quote);
    if (e.fixed !== undefined) {
      const text = fixedText(e.text, e.fixed);
      if (text !== undefined) expect(issuesOf(e, text).filter((i) => matches(e.code, i.code)), `the "Fixed:" JSON ${e.fixed}`).toEqual([]);
    }
  });
}

test("every quoted message in docs/rules.md is checked", () => {
  const quoted = lines.filter((l) => l.startsWith("> ")).length;
  expect(examples.filter((e) => e.quote !== undefined).length).toBe(quoted);
});
