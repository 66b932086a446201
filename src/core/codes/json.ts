// The codes of JSON text and of values that are not JSON data.
import type { CodeDefinition, Descriptions } from "../code.js";
import { q } from "../wording.js";

/** The codes of JSON text, and of a spec value that cannot be read. */
export const jsonCodes = {
  "json/syntax": { severity: "error", message: (p: { reason: string }) => `invalid JSON: ${String(p.reason)}` },
  "json/duplicate-key": { severity: "error", message: (p: { key: string }) => `duplicate key ${q(p.key)}: JSON parsers disagree on which copy wins; keep one` },
  "json/too-deep": { severity: "error", message: (p: { limit: number }) => `JSON nested deeper than ${String(p.limit)} levels` },
  "json/empty": { severity: "error", message: () => "the document is empty" },
  "spec/unreadable": {
    severity: "error",
    message: (p: { reason: string }) => `this value cannot be read (${String(p.reason)}): a spec is JSON data, with no getters that throw`,
  },
} as const satisfies Record<string, CodeDefinition<never>>;

/** One line per JSON code. */
export const jsonDescriptions: Descriptions<typeof jsonCodes> = {
  "json/syntax": "The file is not valid JSON.",
  "json/duplicate-key": "A key appears twice in one JSON object.",
  "json/too-deep": "The JSON nests deeper than 512 levels.",
  "json/empty": "The file is empty.",
  "spec/unreadable": "A spec value built in code threw while it was read (a getter or a Proxy).",
};
