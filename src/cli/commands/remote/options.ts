// The options every remote command takes (kept apart so `check` names them without loading the client).
import type { ParseArgsConfig } from "node:util";

/** Options of every remote command: the application, a key file, a per-request timeout. */
export const REMOTE_OPTIONS = {
  application: { type: "string" },
  "api-key-file": { type: "string" },
  timeout: { type: "string" },
} as const satisfies NonNullable<ParseArgsConfig["options"]>;
