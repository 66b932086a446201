// check --cache: a file's findings kept from the last run and reused while nothing that decides
// them changed. An entry is keyed by the file's name as the run gives it (the cache is the working
// directory's: one written from another folder is not read) and holds what decided its findings:
// the file's size and modification time (the first gate, a stat), a hash of its bytes (asked only
// when the stat differs, as Ruff does, so a fresh checkout with new times reads but does not check),
// the options that apply to that file (its strict mode and rule settings from the config, whether a
// walk found it) and, for the whole file, the toolkit's version. Changing one override's rules thus
// re-checks only the files that override covers. Test files (their findings read the spec they
// name) and the toolkit's own files are never kept. docs/decisions.md has the design.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Issue } from "../../../core/issue.js";
import type { SecretSpan } from "../../../check/index.js";
import type { RuleSettings } from "../../../core/severity.js";
import { documentKindOf, walkedKind } from "../../../language/document-kind.js";
import { readInput, type Input, type Missing } from "../../../workspace/files.js";
import type { FileReport } from "../../../workspace/file-report.js";

/** Where the cache lives when --cache-location names no other folder: a folder that ignores itself in git. */
export const DEFAULT_CACHE_DIR = ".agentspec-cache";
/** The file in the cache folder that holds check's entries (JSON, named so that no walk for *.json takes it, wherever --cache-location puts it). */
export const CACHE_FILE = "check.cache";
/** The layout of the file; a file of another layout is read as empty. */
const FORMAT = 3;
/** A file changed less than this long before it was checked may change again within its time's precision: its stat is not trusted. */
const RACY_MS = 2000;

/** What is kept of a file's report (its name and text are the run's). */
interface Kept {
  issues: Issue[];
  notes?: string[];
  agents?: unknown[];
  /** The report's secretSpans: absent when they are not known (the text was not read as a value); none kept when empty. */
  secrets?: SecretSpan[];
  /** 1 when the report's secretSpans are not known. */
  unread?: 1;
}

/**
 * One file's entry: its size and modification time (ms) at the check; the SHA-256 of its bytes
 * (first 32 hex digits); the options its findings were made under (optionsKey); its report (0: a
 * file a walk found that is no agentspec document, skipped; 1: no finding; else what is kept); 1
 * when its stat must not be trusted (the file was changing when it was checked).
 */
type Entry = [size: number, mtimeMs: number, hash: string, options: string, report: Kept | 0 | 1, racy?: 1];
const SIZE = 0, MTIME = 1, HASH = 2, OPTIONS = 3, REPORT = 4, RACY = 5;
const HASH_LENGTH = 32;

/**
 * The file, in columns: entry i is the i-th of `names` (one string, the names apart by NUL, which
 * no path holds), `sizes[i]`, `mtimes[i]`, the i-th 32 digits of `hashes`, `options[option[i]]`
 * and `reports[i]`, racy when `racy` holds i. A warm run of 100,000 files reads a few long arrays
 * and strings, not 100,000 small arrays and strings (half the time of that run was reading and
 * indexing them, and its garbage collector copied each); the run looks names up in the order it
 * wrote them, so a run over the same files finds each at the next place, compared where it lies in
 * `names`, without a map (see Columns.find).
 */
interface CacheFile {
  format: number;
  version: string;
  /** The working directory the names are relative to. */
  root: string;
  names: string;
  sizes: number[];
  mtimes: number[];
  hashes: string;
  /** The distinct options keys (most runs have one). */
  options: string[];
  option: number[];
  reports: (Kept | 0 | 1)[];
  racy: number[];
}

/** How check calls the cache: the file, the key of its options, and the check to run on a miss (given the text read). */
export type CheckRead = (read: ReturnType<typeof readInput>) => FileReport | undefined;

// Files under the same overrides share one rules object (Policy.optionsFor): one key each.
const optionKeys = new WeakMap<RuleSettings, string>();

/**
 * The options a file's findings depend on, as a short string: its strict mode, whether a walk found
 * it, and a hash of its rule settings (sorted), so that an entry stays small whatever the config holds.
 */
export function optionsKey(strict: boolean, rules: RuleSettings, found: boolean): string {
  let r = optionKeys.get(rules);
  if (r === undefined) {
    // suppressions/unused is about the suppressions file, never a document's finding (check leaves it out).
    const sorted = JSON.stringify(Object.keys(rules).filter((k) => k !== "suppressions/unused").sort().map((k) => [k, (rules as Record<string, unknown>)[k]]));
    r = createHash("sha256").update(sorted).digest("hex").slice(0, 16);
    optionKeys.set(rules, r);
  }
  return `${strict ? "s" : "-"}${found ? "f" : "-"}${r}`;
}

const hashOf = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex").slice(0, HASH_LENGTH);

const isReport = (r: unknown): r is Kept | 0 | 1 => r === 0 || r === 1 || (typeof r === "object" && r !== null && Array.isArray((r as Kept).issues));
const isIndex = (i: unknown, length: number): boolean => typeof i === "number" && Number.isInteger(i) && i >= 0 && i < length;

/** What parts the names in the file's `names`. */
const SEP = "\0";

/** How many names a `names` string holds (none when it is empty: no name is). */
function count(names: string): number {
  if (names === "") return 0;
  // A loop over the characters: a call of indexOf per name cost more than reading them.
  let n = 1;
  for (let i = 0; i < names.length; i++) if (names.charCodeAt(i) === 0) n++;
  return n;
}

/** What is wrong with a file of this layout, or undefined: every column is of one length and of its kind. */
function malformed(file: CacheFile): string | undefined {
  const { names, sizes, mtimes, hashes, options, option, reports, racy } = file;
  if (typeof names !== "string" || !Array.isArray(sizes) || !Array.isArray(mtimes) || typeof hashes !== "string" || !Array.isArray(options) || !Array.isArray(option) || !Array.isArray(reports) || !Array.isArray(racy)) return "a column is missing";
  const n = count(names);
  if (sizes.length !== n || mtimes.length !== n || option.length !== n || reports.length !== n || hashes.length !== n * HASH_LENGTH) return "its columns are not of one length";
  for (const o of options) if (typeof o !== "string") return "an options key is not a string";
  for (let i = 0; i < n; i++) {
    if (typeof sizes[i] !== "number" || typeof mtimes[i] !== "number" || !isIndex(option[i], options.length) || !isReport(reports[i])) return `its entry for ${names.split(SEP)[i]!} is malformed`;
  }
  for (const i of racy) if (!isIndex(i, n)) return "a racy entry is not one of its entries";
  return undefined;
}

/** The entries of a file as read: found by name, each made into an Entry only when asked for. */
class Columns {
  private readonly racy: Set<number>;
  /** The entries by name, made the first time a name is not at the next place. */
  private index: Map<string, number> | undefined;
  /** Where each name starts in `names`, made with the index. */
  private starts: Int32Array | undefined;
  /** Where the next name is looked for first: the place after the last one found, and where its name starts. */
  private next = 0;
  private nextAt = 0;
  readonly size: number;

  constructor(private readonly file: CacheFile) {
    this.racy = new Set(file.racy);
    this.size = file.sizes.length;
  }

  /** The place of a name's entry, or -1. */
  find(name: string): number {
    const names = this.file.names;
    const at = this.nextAt;
    if (this.next < this.size && names.startsWith(name, at) && (at + name.length === names.length || names.charCodeAt(at + name.length) === 0)) {
      this.nextAt = at + name.length + 1;
      return this.next++;
    }
    if (this.index === undefined) {
      this.index = new Map();
      this.starts = new Int32Array(this.size);
      const list = names.split(SEP);
      for (let i = 0, start = 0; i < list.length; start += list[i]!.length + 1, i++) this.starts[i] = start;
      // The first of two equal names is the one found in order: it is kept here too.
      for (let i = list.length - 1; i >= 0; i--) this.index.set(list[i]!, i);
    }
    const i = this.index.get(name);
    if (i === undefined) return -1;
    this.next = i + 1;
    this.nextAt = i + 1 < this.size ? this.starts![i + 1]! : names.length;
    return i;
  }

  /** Whether entry i was made under these options for a file of this size and time, trusted: its report stands without a read. */
  fresh(i: number, options: string, size: number, mtimeMs: number): boolean {
    const f = this.file;
    return f.sizes[i] === size && f.mtimes[i] === mtimeMs && f.options[f.option[i]!] === options && !this.racy.has(i);
  }

  report(i: number): Kept | 0 | 1 {
    return this.file.reports[i]!;
  }

  entry(i: number): Entry {
    const f = this.file;
    const e: Entry = [f.sizes[i]!, f.mtimes[i]!, f.hashes.slice(i * HASH_LENGTH, (i + 1) * HASH_LENGTH), f.options[f.option[i]!]!, f.reports[i]!];
    if (this.racy.has(i)) e.push(1);
    return e;
  }

  /** Every entry, in the file's order. */
  *entries(): Generator<[string, Entry]> {
    const names = this.size === 0 ? [] : this.file.names.split(SEP);
    for (let i = 0; i < names.length; i++) yield [names[i]!, this.entry(i)];
  }
}

/** The file's entries, or why it cannot be used ("" when it is just absent, of another version or layout, or of another folder). */
function load(path: string, version: string, root: string): { entries: Columns } | { problem: string } {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    // No file yet (or no folder: one that cannot be made is said when the file is written).
    if (code === "ENOENT" || code === "ENOTDIR") return { problem: "" };
    return { problem: e instanceof Error ? e.message : String(e) };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: "it is not JSON" };
  }
  const file = value as Partial<CacheFile> | null;
  if (typeof file !== "object" || file === null || typeof file.format !== "number" || typeof file.version !== "string") return { problem: "it is not an agentspec cache" };
  // Another layout or another version of the toolkit: every finding may differ. Not a fault.
  if (file.format !== FORMAT || file.version !== version) return { problem: "" };
  // Written from another folder: its names are not this run's. Not a fault either.
  if (typeof file.root !== "string") return { problem: "it has no root" };
  if (file.root !== root) return { problem: "" };
  const problem = malformed(file as CacheFile);
  return problem === undefined ? { entries: new Columns(file as CacheFile) } : { problem };
}

/** The file of a run's entries, in their order. */
function columnsOf(version: string, root: string, entries: Iterable<[string, Entry]>): CacheFile {
  const file: CacheFile = { format: FORMAT, version, root, names: "", sizes: [], mtimes: [], hashes: "", options: [], option: [], reports: [], racy: [] };
  const names: string[] = [];
  const places = new Map<string, number>();
  const hashes: string[] = [];
  for (const [name, e] of entries) {
    let o = places.get(e[OPTIONS]);
    if (o === undefined) places.set(e[OPTIONS], (o = file.options.push(e[OPTIONS]) - 1));
    if (e[RACY] === 1) file.racy.push(names.length);
    names.push(name);
    file.sizes.push(e[SIZE]);
    file.mtimes.push(e[MTIME]);
    hashes.push(e[HASH]);
    file.option.push(o);
    file.reports.push(e[REPORT]);
  }
  file.hashes = hashes.join("");
  file.names = names.join(SEP);
  return file;
}

/** A run's cache: look files up, keep what was checked, and write the file back once at the end. */
export class CheckCache {
  private readonly file: string;
  /** The entries the file held when the run began. */
  private readonly stored: Columns | undefined;
  /** The entries this run made or refreshed (what save writes over a file another run may have written since). */
  private readonly changed = new Map<string, Entry>();
  /** Entries this run found no longer keepable: removed from the file too. */
  private readonly dropped = new Set<string>();
  /** Files found, as counts for a test or a bench. */
  readonly stats = { hits: 0, checked: 0 };

  constructor(
    readonly dir: string,
    private readonly version: string,
    private readonly note: (line: string) => void,
    private readonly root = process.cwd(),
  ) {
    this.file = join(dir, CACHE_FILE);
    const loaded = load(this.file, version, root);
    if ("problem" in loaded) {
      if (loaded.problem !== "") note(`agentspec: the cache ${this.file} cannot be read (${loaded.problem}); checking every file and writing it anew\n`);
    } else this.stored = loaded.entries;
  }

  /** The report of `input`: the kept one when its file and options are as they were, else `check`'s (then kept). */
  check(input: Input | Missing, key: string, check: CheckRead): FileReport | undefined {
    if ("missing" in input || input.stdin) return check(readInput(input));
    const name = input.name;
    const stat = statSync(name, { throwIfNoEntry: false });
    if (stat === undefined) return check(readInput(input));
    // An entry this run made or dropped stands over the file's.
    const at = this.stored === undefined || this.changed.has(name) || this.dropped.has(name) ? -1 : this.stored.find(name);
    // Most files of a warm run: the same stat and options, and no finding to show with its text.
    if (at >= 0 && this.stored!.fresh(at, key, stat.size, stat.mtimeMs)) {
      const r = this.stored!.report(at);
      if (r === 0 || r === 1) return this.hit(name, r);
    }
    const entry = at >= 0 ? this.stored!.entry(at) : this.changed.get(name);
    const usable = entry !== undefined && entry[OPTIONS] === key;
    let read: ReturnType<typeof readInput> | undefined;
    let hash: string | undefined;
    if (usable && entry[SIZE] === stat.size && entry[MTIME] === stat.mtimeMs && entry[RACY] === undefined) {
      const r = entry[REPORT];
      if (r === 0 || r === 1) return this.hit(name, r);
      // Findings are shown with their text (code frames, fingerprints): read it, and make sure it is the text they were found in.
      read = readInput(input);
      if (!("error" in read) && (hash = hashOf(read.bytes)) === entry[HASH]) return this.hit(name, r, read.text);
    } else if (usable) {
      read = readInput(input);
      if (!("error" in read) && (hash = hashOf(read.bytes)) === entry[HASH]) {
        const r = entry[REPORT];
        this.keep(name, [stat.size, stat.mtimeMs, hash, key, r, ...this.racy(stat.mtimeMs)]);
        return this.hit(name, r, read.text);
      }
    }
    read ??= readInput(input);
    const report = check(read);
    this.stats.checked++;
    if ("error" in read || !this.keepable(name, read.text, report)) {
      if (entry !== undefined) {
        this.changed.delete(name);
        this.dropped.add(name);
      }
      return report;
    }
    const kept: Kept | 0 | 1 = report === undefined ? 0 : report.issues.length === 0 && !report.notes && !report.agents ? 1 : keptOf(report);
    this.keep(name, [stat.size, stat.mtimeMs, hash ?? hashOf(read.bytes), key, kept, ...this.racy(stat.mtimeMs)]);
    return report;
  }

  private racy(mtimeMs: number): [1] | [] {
    return Date.now() - mtimeMs < RACY_MS ? [1] : [];
  }

  /** A report keeps when it depends on the file's bytes and options alone: not a test file's (it reads its spec), not the toolkit's own files'. */
  private keepable(name: string, text: string, report: FileReport | undefined): boolean {
    if (report?.toolFile !== undefined) return false;
    const kind = documentKindOf(name, text).kind;
    return kind !== "test" && walkedKind(kind) !== "config" && walkedKind(kind) !== "suppressions" && walkedKind(kind) !== "link";
  }

  private keep(name: string, entry: Entry): void {
    this.changed.set(name, entry);
    this.dropped.delete(name);
  }

  private hit(name: string, r: Kept | 0 | 1, text?: string): FileReport | undefined {
    this.stats.hits++;
    if (r === 0) return undefined;
    if (r === 1) return { name, issues: [] };
    // A copy: the run's later steps (suppressions) change reports in place. The text only where findings show it.
    const report: FileReport = { name, issues: r.issues.map((i) => ({ ...i })) };
    if (r.issues.length > 0 && text !== undefined) {
      report.text = text;
      // Read only (masking), never changed: shared with the entry.
      if (r.unread === undefined) report.secretSpans = r.secrets ?? [];
    }
    if (r.notes) report.notes = [...r.notes];
    if (r.agents) report.agents = r.agents;
    return report;
  }

  /**
   * Write the entries back, when any changed: over what the file holds now (another run sharing
   * it may have written since; its entries for other files stay), to a temp file renamed into
   * place, so a reader sees the old file or the new one, never a part. A failure is said, not fatal.
   */
  save(): void {
    if (this.changed.size === 0 && this.dropped.size === 0) return;
    try {
      const created = !existsSync(this.dir);
      mkdirSync(this.dir, { recursive: true });
      // A cache folder made here ignores itself in git and says what it is to backup tools, as Ruff's does.
      if (created) {
        writeFileSync(join(this.dir, ".gitignore"), "# Made by agentspec check --cache: never committed.\n*\n");
        writeFileSync(join(this.dir, "CACHEDIR.TAG"), "Signature: 8a477f597d28d172789f06886806bc55\n# This folder is agentspec's cache (agentspec check --cache).\n");
      }
      const now = load(this.file, this.version, this.root);
      // The file's order kept, new names after it in the run's order: the next run over the same files finds each at the next place.
      const merged = new Map<string, Entry>("entries" in now ? now.entries.entries() : []);
      for (const [name, entry] of this.changed) merged.set(name, entry);
      for (const name of this.dropped) merged.delete(name);
      const out = columnsOf(this.version, this.root, merged);
      const temp = `${this.file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
      try {
        writeFileSync(temp, JSON.stringify(out));
        renameSync(temp, this.file);
      } catch (e) {
        rmSync(temp, { force: true });
        throw e;
      }
    } catch (e) {
      this.note(`agentspec: the cache ${this.file} could not be written (${e instanceof Error ? e.message : String(e)}); the findings are not affected\n`);
    }
  }
}

/** The folder --cache-location names (made absolute), or the default one in the working directory. */
export function cacheDir(location: string | undefined, cwd = process.cwd()): string {
  return resolve(cwd, location ?? DEFAULT_CACHE_DIR);
}

/** What the cache keeps of a report with findings, notes or agents. */
function keptOf(report: FileReport): Kept {
  const kept: Kept = { issues: report.issues };
  if (report.notes) kept.notes = report.notes;
  if (report.agents) kept.agents = report.agents;
  if (report.secretSpans === undefined) kept.unread = 1;
  else if (report.secretSpans.length > 0) kept.secrets = report.secretSpans;
  return kept;
}
