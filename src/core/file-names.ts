// The names the toolkit gives its own files, read by every part that tells documents apart by name
// (the command line, the language server, the formatter).

/** The name every test file ends with. */
export const TEST_FILE_SUFFIX = ".agentspec-test.json";
/** The config's file name. */
export const CONFIG_FILE = "agentspec.config.json";
/** The suppressions file's name (beside the nearest config). */
export const SUPPRESSIONS_FILE = "agentspec-suppressions.json";
/** The link file between spec files and the platform's agents (the remote commands'). */
export const LINK_FILE = "agentspec-remote.json";

