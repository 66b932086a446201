// The JSON Schema of agentspec.config.json (schema/agentspec-config.schema.json, shipped as
// `agentspec-toolkit/config-schema.json`), built from the code definitions so that every code, and
// the settings each accepts, is listed for editors. scripts/generate-config-schema.mjs writes it;
// a test holds the file to this function and its verdicts to configFindings'.
import { allCodes, allDescriptions } from "../core/codes/all.js";
import type { IssueCode } from "../core/codes/index.js";
import { RULE_SETTINGS, allowedSettings } from "../core/severity.js";
import { BASE_URL_PATTERN, FAIL_ON, GLOB_PATTERN } from "./constants.js";

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
    },
  };
}
