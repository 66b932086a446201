// The codes only the command line reports: reading files, and what only a file's text shows. Kept
// out of the spec validator's table so that a page that validates specs does not load them.
import type { CodeDefinition, Descriptions } from "../code.js";
import { q } from "../wording.js";

const READ = {
  overflow: "is beyond the largest number JSON parsers read (about 1.8e308): they read it as Infinity",
  underflow: "is below the smallest number JSON parsers read (about 5e-324): they read it as 0",
  rounded: "has more digits than JSON parsers keep",
} as const;

/** The command line's own codes. */
export const cliCodes = {
  "io/unreadable": { severity: "error", message: (p: { reason: string }) => `cannot read this file: ${String(p.reason)}` },
  "io/no-match": {
    severity: "error",
    message: (p: { pattern: string; wanted?: string }) =>
      p.wanted === undefined ? `no file matches ${q(p.pattern)}` : `the directory ${q(p.pattern)} holds no ${String(p.wanted)} file to check`,
  },
  "io/not-text": {
    severity: "error",
    message: (p: { encoding: string; bom?: boolean; byte?: number }) =>
      p.encoding === "binary"
        ? `this file is not text (a zero byte at byte offset ${String(p.byte)}, which JSON never holds): name the JSON file instead`
        : `this file is ${String(p.encoding)}${p.bom === true ? "" : " (without a byte-order mark)"}, not UTF-8: save it as UTF-8`,
  },
  "io/invalid-utf8": {
    severity: "error",
    message: (p: { bytes: readonly string[]; byte: number }) =>
      `invalid UTF-8 (byte${Array.isArray(p.bytes) && p.bytes.length > 1 ? "s" : ""} ${p.bytes.join(" ")} at byte offset ${String(p.byte)}): it is read as U+FFFD "\uFFFD", so the platform would not see what was written; save the file as UTF-8`,
  },
  "json/inexact-number": {
    severity: "warning",
    message: (p: { literal: string; read: string; reason: keyof typeof READ }) =>
      p.reason === "rounded"
        ? `${String(p.literal)} ${READ["rounded"]}: they read it as ${String(p.read)}, so the platform sees ${String(p.read)} (write the value as a string to keep every digit)`
        : `${String(p.literal)} ${READ[p.reason]}, so the platform does not see what is written`,
  },
} as const satisfies Record<string, CodeDefinition<never>>;

/** One line per command-line code. */
export const cliDescriptions: Descriptions<typeof cliCodes> = {
  "io/unreadable": "A file named on the command line cannot be read.",
  "io/no-match": "A glob on the command line matches no file, or a directory holds none to check.",
  "io/not-text": "A file is UTF-16, UTF-32 or binary, not UTF-8 text.",
  "io/invalid-utf8": "A file holds bytes that are not UTF-8.",
  "json/inexact-number": "A number literal that JSON parsers read as another number (overflow, underflow, rounding).",
};
