// What agentspec diff found, as its formats print it: each file's changes, and the replay of tests.
import type { Issue, Range } from "../../../core/issue.js";
import type { SpecChange } from "../../../diff/diff.js";
import type { ChangeClass } from "../../../diff/kinds.js";

/** A change with its place in the file after (none in a deleted file). */
export type LocatedChange = SpecChange & { range?: Range };

/** What diff found for one file. */
export interface FileDiff {
  status: "modified" | "added" | "deleted" | "renamed";
  /** The file after (for a deleted file, where it was). */
  name: string;
  /** The file before, when it had another name (renamed, or two files compared). */
  previous?: string;
  /** The text after, for code frames. */
  text?: string;
  /** The two specs compared (absent when a side could not be read). */
  before?: unknown;
  after?: unknown;
  changes: LocatedChange[];
  /** Why a side could not be read or is not JSON. */
  issues: Issue[];
  /** Why the file was not compared (a JSON file that is no spec, a bundle). */
  skipped?: string;
}

/** What a format prints: the files, the classes --fail-on fails on, and the replay of the tests. */
export interface DiffRun {
  files: FileDiff[];
  failing: readonly ChangeClass[];
  replay?: Replay;
}

/** One case whose run differs between the two versions. */
export interface ReplayChange {
  /** The test file. */
  file: string;
  /** The case's name and index in its file. */
  name: string;
  index: number;
  /** What changed, in words: the path, the end, the status, the verdict. */
  what: string[];
}

/** What the replay ran and found. */
export interface Replay {
  files: number;
  cases: number;
  changed: ReplayChange[];
  /** Test files that could not be read or are not valid. */
  issues: Issue[];
}

