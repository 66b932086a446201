import type { Issue } from "../core/issue.js";

/** A config that cannot be used: thrown by loadConfig with the file's positioned issues (a command exits 2). */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
  constructor(
    /** The config file, as found (absolute). */
    readonly file: string,
    readonly issues: Issue[],
    /** The file's text, for code frames (absent when it could not be read). */
    readonly text?: string,
  ) {
    super(`${file}: ${issues.length === 1 ? issues[0]!.message : `${issues.length} problems, the first: ${issues[0]?.message ?? ""}`}`);
  }
}
