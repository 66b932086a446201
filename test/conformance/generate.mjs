#!/usr/bin/env node
// Writes the cross-product conformance vectors of test/conformance/: every operator below, with
// each of its sample operands, against every value of AGAINST (each JSON type, missing and null).
// The verdict and the reason code are the engine's (src/conditions), so a change of behaviour
// shows as a diff of these files to review; test/conditions/conformance.test.ts checks that
// regenerating gives the committed files, and that every operator of the table has vectors.
//
// paths.json, node.json and combinators.json are written by hand (each vector is its own case)
// and are not touched here.
//
// Adding an operator: add its sample operands to a file of FILES (or a new file), then run
// `node test/conformance/generate.mjs`.
//
// Values are written as JSON text, so that `-0` and `1.0` stay as written (JSON.stringify would
// write `0` and `1`): an executor in another language must read them as numbers.

/** The values each operator is compared with: `missing` is the path that does not resolve. */
export const AGAINST = ["missing", "null", "true", "false", "0", "-0", "1.0", "7", "1.5", '""', '"a"', '"7"', '"😀é"', '"2024-01-01T10:00:00Z"', '"2024-01-01T11:00:00+02:00"', "[]", '[1,"a"]', '[{"a":1}]', "{}", '{"a":1,"b":[2]}'];

const EQUALITY = ["null", "true", "0", "7", '"7"', '"a"', '""', "[]", '[1,"a"]', '{"b":[2],"a":1}', '"2024-01-01T09:00:00Z"'];
const ORDERING = ["0", "7", '"a"', '""', '"2024-01-01T09:00:00Z"', "true", "null"];
const LISTS = ["[]", '[1,"a"]', "[null]", '[{"a":1}]', '["7",0]'];

/** Each file: what its comment says it covers, and each operator's sample operands (JSON text; none for a unary operator). */
export const FILES = {
  "equality.json": { about: "eq and neq", ops: { eq: EQUALITY, neq: EQUALITY } },
  "ordering.json": { about: "gt, gte, lt and lte", ops: { gt: ORDERING, gte: ORDERING, lt: ORDERING, lte: ORDERING } },
  "membership.json": { about: "in, notIn and contains", ops: { in: LISTS, notIn: LISTS, contains: ['"a"', '""', "1", '{"a":1}', "null"] } },
  "unary.json": { about: "exists, isEmpty, isNull and their negatives", ops: { exists: [], notExists: [], isEmpty: [], isNotEmpty: [], isNull: [], isNotNull: [] } },
  "regex.json": { about: "regex (RE2 syntax, unanchored search)", ops: { regex: ['"^a"', '"^$"', '""', '"^\\\\d+$"', '"😀"', '"^.é$"'] } },
  "length.json": {
    about: "length",
    ops: { length: ['{"comparator":"eq","value":0}', '{"comparator":"eq","value":1}', '{"comparator":"gte","value":2}', '{"comparator":"lt","value":2}', '{"comparator":"lte","value":3}'] },
  },
};

const COMMENT = (about) =>
  `Conformance vectors for AgentSpec V2 conditions (contract §3): ${about} against every JSON type, missing and null. Each vector: evaluate \`condition\` against \`context\`; the verdict must be \`expected\`, and for a single comparison the explanation's reason code must be \`reason\` (null for combinators). Data only, so an executor in any language can run the same file.`;

/**
 * The text of one file. `run(condition, context)` gives the engine's `{ expected, reason }`
 * (`compileCondition(condition)`'s verdict and the explanation's reason code).
 */
export function render(file, run) {
  const { about, ops } = FILES[file];
  const lines = [];
  for (const [op, operands] of Object.entries(ops)) {
    for (const operand of operands.length === 0 ? [undefined] : operands) {
      const condition = `{"source":"vars","path":"x","op":${JSON.stringify(op)}${operand === undefined ? "" : `,"value":${operand}`}}`;
      for (const against of AGAINST) {
        const context = against === "missing" ? '{"vars":{}}' : `{"vars":{"x":${against}}}`;
        const name = operand === undefined ? `${op} against ${against}` : `${op} ${operand} against ${against}`;
        const { expected, reason } = run(JSON.parse(condition), JSON.parse(context));
        lines.push(`    {"name":${JSON.stringify(name)},"condition":${condition},"context":${context},"expected":${expected},"reason":${JSON.stringify(reason)}}`);
      }
    }
  }
  return `{\n  "$comment": ${JSON.stringify(COMMENT(about))},\n  "vectors": [\n${lines.join(",\n")}\n  ]\n}\n`;
}

/** The engine's verdict and reason code, through a compileCondition. */
export const runWith = (compileCondition) => (condition, context) => {
  const compiled = compileCondition(condition);
  const { result, tree } = compiled.explain(context);
  return { expected: result, reason: tree.kind === "comparison" ? tree.reason : null };
};

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { writeFileSync } = await import("node:fs");
  const { build } = await import("esbuild");
  // The engine, bundled from src/ (as bench/conditions.bench.mjs does) so that no build is needed.
  const root = new URL("../../", import.meta.url);
  const outfile = new URL("node_modules/.cache/agentspec-conformance/conditions.js", root);
  await build({ entryPoints: [new URL("src/conditions/index.ts", root).pathname], bundle: true, format: "esm", platform: "node", external: ["re2js"], outfile: outfile.pathname, logLevel: "warning" });
  const { compileCondition } = await import(outfile.href);
  for (const file of Object.keys(FILES)) writeFileSync(new URL(file, import.meta.url), render(file, runWith(compileCondition)));
}
