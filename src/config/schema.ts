// The JSON Schema of agentspec.config.json (schema/agentspec-config.schema.json, shipped as
// `agentspec-toolkit/config-schema.json`), built from the code definitions so that every code, and
// the settings each accepts, is listed for editors. scripts/generate-config-schema.mjs writes it;
// a test holds the file to this function and its verdicts to configFindings'.
import { allCodes, allDescriptions } from "../core/codes/all.js";
import type { IssueCode } from "../core/codes/index.js";
import { RULE_SETTINGS, allowedSettings } from "../core/severity.js";
import { BASE_URL_PATTERN, FAIL_ON, GLOB_PATTERN, POLICY_NAME_PATTERN, POLICY_SEVERITIES, POLICY_TARGETS } from "./constants.js";
import { operandOf } from "../conditions/operands.generated.js";
import { VALUE_TYPES } from "../conditions/grammar.js";
import { POLICY_SOURCES } from "../conditions/policy-sources.js";

type Json = Record<string, unknown>;

const globs = (description: string): Json => ({
  description,
  type: "array",
  minItems: 1,
  items: { type: "string", pattern: GLOB_PATTERN, description: "A glob (picomatch syntax) relative to the config's folder; it matches a file or a folder above it." },
});

/** The config's JSON Schema (draft 2020-12). */
export function configJsonSchema(): Json {
  const ruleProperties: Json = {};
  for (const code of Object.keys(allCodes) as IssueCode[]) {
    const allowed = allowedSettings(code);
    const description = `${allDescriptions[code]} (default: ${allCodes[code].severity === "warning" ? "warn" : "error"})`;
    // A code that always reports as it is takes no setting: any value is refused.
    ruleProperties[code] = allowed.length === 0 ? { description: `${description}; cannot be set`, not: {} } : { description, enum: [...allowed] };
  }
  const rules: Json = {
    description: `Rule settings by code: "off" hides a code's findings, "warn" and "error" set their severity (${RULE_SETTINGS.join(", ")}).`,
    type: "object",
    properties: ruleProperties,
    additionalProperties: false,
  };
  const condition = { $ref: "#/$defs/policyCondition" };
  const policyCondition: Json = {
    description: "A policy's condition, in the transition grammar with sources `self` and `spec` (docs/conditions.md): a comparison (`source`, `path`, `op`, `value`) or one of `all`, `any`, `not`. A finding where it holds.",
    type: "object",
    properties: {
      source: { description: "What the comparison reads: `self` (the node the policy is asked about; the spec for a policy on the spec) or `spec` (the whole spec).", enum: [...POLICY_SOURCES] },
      path: { description: "The path read in the source (`config.proxy`, `nodes[*].id`, `config.headers[\"x-key\"]`).", type: "string" },
      op: { description: "The operator (docs/conditions.md).", enum: Object.keys(operandOf) },
      value: { description: "The operand the value at `path` is compared with." },
      valueType: { description: "An editor hint; the evaluator ignores it.", enum: [...VALUE_TYPES] },
      all: { description: "Holds when every condition holds (`[]` holds).", type: "array", items: condition },
      any: { description: "Holds when one condition holds (`[]` does not).", type: "array", items: condition },
      not: { ...condition, description: "Holds when the condition does not." },
    },
  };
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "https://cdn.jsdelivr.net/npm/agentspec-toolkit@0.2.0/schema/agentspec-config.schema.json",
    title: "agentspec.config.json",
    description: "A repository's policy for agentspec: rule settings, overrides by folder, ignored files, the files to check, and the settings of diff and the platform client. See docs/configuration.md.",
    type: "object",
    additionalProperties: false,
    properties: {
      $schema: { description: "The URL of this schema, for editors.", type: "string" },
      root: { description: "Stop looking for agentspec.config.json in the folders above this one.", type: "boolean" },
      strict: { description: "Also warn about properties the schema does not name (as --strict).", type: "boolean" },
      rules,
      overrides: {
        description: "Settings for the files that globs match; later entries win over earlier ones and over the top level.",
        type: "array",
        items: {
          type: "object",
          required: ["files"],
          additionalProperties: false,
          properties: {
            files: globs("The files this override is for."),
            strict: { description: "Strict mode for these files.", type: "boolean" },
            rules: { $ref: "#/properties/rules" },
          },
        },
      },
      ignores: globs("Files no command reads (a folder's glob covers what is in it)."),
      files: globs("What check, fmt and test read when the command line names no path."),
      maxWarnings: { description: "Exit 1 when there are more warnings than this (--max-warnings wins).", type: "integer", minimum: 0 },
      cache: { description: "agentspec check reuses the findings of files that have not changed since the last run (as --cache; --no-cache wins). See docs/cli.md.", type: "boolean" },
      threads: { description: "The threads check reads and checks files in: a number, or \"auto\" (one thread for small runs, more for large ones); --threads wins.", anyOf: [{ type: "integer", minimum: 1, maximum: 256 }, { const: "auto" }] },
      diff: {
        description: "Settings of agentspec diff.",
        type: "object",
        additionalProperties: false,
        properties: { failOn: { description: "The class of change that fails the run, and every worse one; \"any\": every change (the same as \"cosmetic\"). --fail-on takes the same words.", enum: [...FAIL_ON] } },
      },
      remote: {
        description: "The platform the client talks to.",
        type: "object",
        additionalProperties: false,
        properties: {
          baseUrl: { description: "The platform's base URL (the client appends /api/v1); AGENTSPEC_BASE_URL overrides it.", type: "string", pattern: BASE_URL_PATTERN },
          applicationId: { description: "The application the agents belong to (--application overrides it).", type: "integer", minimum: 1 },
        },
      },
      policies: {
        description: "The repository's own rules: each a condition on every node of a spec (or on the spec), and a finding `policy/<name>` wherever it holds. The checker also refuses a repeated name and a condition that does not compile.",
        type: "array",
        items: {
          type: "object",
          required: ["name", "message", "when"],
          additionalProperties: false,
          properties: {
            name: { description: "Lower-case words joined by \"-\": the finding's code is `policy/<name>` (what agentspec-suppressions.json and --suppress-rule name).", type: "string", pattern: POLICY_NAME_PATTERN },
            message: { description: "What the finding says.", type: "string", minLength: 1 },
            description: { description: "Why the policy exists: hover and SARIF's rule help show it.", type: "string", minLength: 1 },
            severity: { description: "How bad a finding is: \"error\" (the default) or \"warn\".", enum: [...POLICY_SEVERITIES] },
            files: globs("The files the policy applies to; every file when absent."),
            ignores: globs("Files the policy does not apply to, though `files` matches them."),
            on: { description: "What the condition is evaluated on: each node (\"node\", the default; `self` is the node) or the spec once (\"spec\"; `self` is the spec).", enum: [...POLICY_TARGETS] },
            when: { $ref: "#/$defs/policyCondition", description: "The condition, in the transition grammar with sources `self` and `spec` (docs/conditions.md): a finding where it holds." },
          },
        },
      },
    },
    $defs: { policyCondition },
  };
}
