// check's work on one input, as the command's thread, its check threads (--threads) and --watch do
// it: the file's options from the config (an audit's settings under --audit), then the per-file
// check the language server's workspace diagnostics share (workspace/check-files.ts).
import type { Policy } from "../../../config/index.js";
import type { FileReport } from "../../../workspace/file-report.js";
import type { Input, Missing, Read } from "../../../workspace/files.js";
import { checkInput as checkFileInput } from "../../../workspace/check-files.js";
import type { SpecCache } from "../../../workspace/test-spec.js";
import { optionsOf } from "../../policy.js";
import { auditRules } from "./audit.js";

export { documentRules } from "../../../workspace/check-files.js";

/**
 * Read (unless `read` is the cache's) and check one input under the config's options for it; an
 * unreadable one gives its path issue; a file a walk found that is no agentspec document gives
 * none. Never throws on any file.
 */
export function checkInput(input: Input | Missing, strict: boolean, policy: Policy, specs: SpecCache, audit = false, read?: Read): FileReport | undefined {
  const options = optionsOf(policy, input);
  return checkFileInput(input, strict, audit ? { ...options, rules: auditRules(options.rules) } : options, specs, read);
}
