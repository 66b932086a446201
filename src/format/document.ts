// Formatting a whole document: what `agentspec fmt` writes and the language server's formatting
// answers. Pure (no Node API), so a page can format as well.
import type { Issue } from "../core/issue.js";
import type { TextFinding } from "../core/text.js";
import { kindByName } from "../core/name-kind.js";
import { readJson } from "../validate/read.js";
import { rootKind, type ObjectKind } from "./canonical.js";
import { formatJsonBytes } from "./layout.js";

// Documents that are not the schema's, told by their name (test files, the toolkit's own files):
// their layout is canonical, their key order their author's.
const layoutOnly = (name: string): boolean => kindByName(name) !== undefined;

/**
 * The canonical bytes of a JSON document, or the issues that stop it being formatted: text that is
 * not JSON, nested too deep, or with a key repeated in one object (formatting would silently drop
 * a copy), or with bytes that were not UTF-8 (`invalid`: written back, they would become U+FFFD).
 * `text` is `bytes` decoded. The text is parsed once, by the reader `check` uses; formatting
 * then copies the bytes' tokens in one pass: only white space and the order of the schema's own
 * keys change; every number, string and key is written exactly as in the file (1e400 stays 1e400,
 * 1.0 stays 1.0), and the author's data (a webhook's headers, query and body, unknown fields, test
 * files and the config) keeps its key order.
 */
export function formatBytes(bytes: Uint8Array, text: string, invalid: readonly TextFinding[] = [], name = ""): { output: Uint8Array } | { issues: Issue[] } {
  const kind = documentKind(text, invalid, name);
  return typeof kind === "object" ? kind : { output: formatJsonBytes(bytes, kind === "layout" ? undefined : kind) };
}

// What the document is, or the issues that stop it being formatted; its parsed value is garbage
// once this returns, before the bytes are formatted.
function documentKind(text: string, invalid: readonly TextFinding[], name: string): ObjectKind | "layout" | { issues: Issue[] } {
  const read = readJson(text, invalid);
  if ("issues" in read) return read;
  return layoutOnly(name) ? "layout" : (rootKind(read.value) ?? "layout");
}

// Every platform the toolkit runs on has TextEncoder and TextDecoder; the pure build declares no
// platform's globals, so their two methods used here are named.
interface Utf8 {
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new (label: "utf-8", options: { ignoreBOM: boolean }) => { decode(bytes: Uint8Array): string };
}
const utf8 = globalThis as unknown as Utf8;
let encoder: InstanceType<Utf8["TextEncoder"]> | undefined;
let decoder: InstanceType<Utf8["TextDecoder"]> | undefined;

/** `formatBytes` of a text: its canonical text, or the issues that stop it being formatted. */
export function formatText(text: string, invalid: readonly TextFinding[] = [], name = ""): { output: string } | { issues: Issue[] } {
  const result = formatBytes((encoder ??= new utf8.TextEncoder()).encode(text), text, invalid, name);
  // ignoreBOM: a byte order mark is text like any other here, kept as it was written.
  return "issues" in result ? result : { output: (decoder ??= new utf8.TextDecoder("utf-8", { ignoreBOM: true })).decode(result.output) };
}
