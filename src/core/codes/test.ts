// The codes of workflow test files (agentspec test).
import type { CodeDefinition, Descriptions } from "../code.js";
import { q } from "../wording.js";

/** The codes of a test file and of the spec it names. */
export const testCodes = {
  "test/unknown-node": {
    severity: "error",
    message: (p: { id: string; where: string; suggestion?: string | undefined }) =>
      `${String(p.where)} names node ${q(p.id)}, but the spec has no node with this id${p.suggestion === undefined ? "" : `; did you mean ${q(p.suggestion)}?`}`,
  },
  "test/duplicate-case-name": {
    severity: "error",
    message: (p: { name: string; first: number }) => `case name ${q(p.name)} is already used by case ${String(p.first)}: names tell the cases apart in reports`,
  },
  "test/not-a-webhook": { severity: "error", message: (p: { id: string }) => `node ${q(p.id)} is not a WEBHOOK node, so it has no route to expect` },
  "test/error-with-output": {
    severity: "error",
    message: () => `a result with an "error" is a failed node: it has no "output" or "evaluation" (remove them or the error)`,
  },
  "test/spec-unreadable": { severity: "error", message: (p: { spec: string; reason: string }) => `cannot read the spec ${q(p.spec)}: ${String(p.reason)}` },
  "test/spec-invalid": {
    severity: "error",
    message: (p: { spec: string; errors: number }) =>
      `the spec ${q(p.spec)} is not valid (${String(p.errors)} error${p.errors === 1 ? "" : "s"}): run agentspec check ${String(p.spec)}`,
  },
  "test/spec-is-test-file": { severity: "error", message: (p: { spec: string }) => `the spec ${q(p.spec)} is a test file; name the spec the cases run` },
} as const satisfies Record<string, CodeDefinition<never>>;

/** One line per test-file code. */
export const testDescriptions: Descriptions<typeof testCodes> = {
  "test/unknown-node": "A test case names a node the spec does not have.",
  "test/duplicate-case-name": "Two cases of one test file have the same name.",
  "test/not-a-webhook": "A test case expects a route of a node that is not a WEBHOOK node.",
  "test/error-with-output": "A mocked node result has an `error` and also an `output` or `evaluation`.",
  "test/spec-unreadable": "The spec a test file names cannot be read.",
  "test/spec-invalid": "The spec a test file names is not valid.",
  "test/spec-is-test-file": "A test file names another test file as its spec.",
};
