// Wording of the codes only the command line reports (reading files, and what only the file's text
// shows): kept out of the core's table so a page that validates specs does not load them.
import { bundleMessages } from "../bundle/messages.js";
import { q, type Params } from "../core/wording.js";

const READ: Record<string, string> = {
  overflow: "is beyond the largest number JSON parsers read (about 1.8e308): they read it as Infinity",
  underflow: "is below the smallest number JSON parsers read (about 5e-324): they read it as 0",
  rounded: "has more digits than JSON parsers keep",
};

/** The command line's own codes, worded; the bundle codes too (every file may be a bundle). */
export const cliMessages = {
  ...bundleMessages,
  "io/unreadable": (p) => `cannot read this file: ${String(p["reason"])}`,
  "io/no-match": (p) => `no file matches ${q(p["pattern"])}`,
  "io/invalid-utf8": (p) =>
    `invalid UTF-8 (byte${Array.isArray(p["bytes"]) && p["bytes"].length > 1 ? "s" : ""} ${(p["bytes"] as string[]).join(" ")} at byte offset ${String(p["byte"])}): it is read as U+FFFD "\uFFFD", so the platform would not see what was written; save the file as UTF-8`,
  "json/inexact-number": (p) =>
    p["reason"] === "rounded"
      ? `${String(p["literal"])} ${READ["rounded"]}: they read it as ${String(p["read"])}, so the platform sees ${String(p["read"])} (write the value as a string to keep every digit)`
      : `${String(p["literal"])} ${READ[String(p["reason"])]!}, so the platform does not see what is written`,
} satisfies Record<string, (p: Params) => string>;
