// What a file is by its name alone: the one test the language server, the walks of the command
// line and the formatter share. Apart from the names themselves, so a page that only needs a name
// does not load it.
import { CONFIG_FILE, LINK_FILE, SUPPRESSIONS_FILE, TEST_FILE_SUFFIX } from "./file-names.js";

/** The toolkit's own files, by name, with the kind of each. */
export const TOOL_FILES = { [CONFIG_FILE]: "config", [SUPPRESSIONS_FILE]: "suppressions", [LINK_FILE]: "link" } as const;

/** What a file is by its name alone (a path or a URI): a test file or one of the toolkit's own files; undefined for any other name. */
export function kindByName(name: string): "test" | (typeof TOOL_FILES)[keyof typeof TOOL_FILES] | undefined {
  const base = name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\")) + 1).toLowerCase();
  if (base.endsWith(TEST_FILE_SUFFIX)) return "test";
  return Object.hasOwn(TOOL_FILES, base) ? TOOL_FILES[base as keyof typeof TOOL_FILES] : undefined;
}
