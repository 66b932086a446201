// Printing a config (or suppressions file) that cannot be used: its findings at their places, on stderr.
import { relative } from "node:path";
import type { ConfigError } from "../../config/error.js";
import { wantColor } from "./color.js";
import { stylish } from "./report.js";

export function printConfigError(error: ConfigError): void {
  const name = relative(process.cwd(), error.file) || error.file;
  const report = error.text === undefined ? { name, issues: error.issues } : { name, text: error.text, issues: error.issues };
  process.stderr.write(`agentspec: cannot use ${name}\n\n${stylish([report], wantColor(process.stderr.isTTY, process.env))}`);
}
