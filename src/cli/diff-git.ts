// What `agentspec diff --against <ref>` reads with git: the spec files that differ between a commit
// and the working tree (renames followed as git follows them, untracked files as added), and their
// text at that commit. Four git processes whatever the number of files: rev-parse, diff, ls-files
// and one cat-file --batch for every old text.
import { spawnSync } from "node:child_process";
import { relative, resolve } from "node:path";
import { TEST_FILE_SUFFIX } from "../workflow/test-file.js";
import { UsageError } from "./usage.js";

/** One file that differs between the commit and the working tree. */
export interface ChangedFile {
  status: "modified" | "added" | "deleted" | "renamed";
  /** Path relative to the current directory, in the working tree (for a deleted file: where it was). */
  name: string;
  /** Path relative to the current directory at the commit, when the file was renamed. */
  previous?: string;
  /** The text at the commit (absent for an added file). */
  beforeText?: string;
}

/** Thrown when git itself fails (not a repository, git missing): exit 2, with git's own words. */
export class GitError extends UsageError {}

function git(args: readonly string[], input?: string): Buffer {
  const r = spawnSync("git", args, { input, maxBuffer: 1024 * 1024 * 1024, env: { ...process.env, GIT_OPTIONAL_LOCKS: "0" } });
  if (r.error) throw new GitError(`cannot run git: ${r.error.message}`, "diff");
  if (r.status !== 0) {
    const said = r.stderr.toString("utf8").trim().split("\n")[0] ?? "";
    throw new GitError(`git ${args[0]} failed${said ? `: ${said}` : ""}`, "diff");
  }
  return r.stdout;
}

const isSpecPath = (p: string): boolean => p.toLowerCase().endsWith(".json") && !p.toLowerCase().endsWith(TEST_FILE_SUFFIX);

/**
 * The spec files (*.json but test files) under `paths` (default: the current directory) that differ
 * between `ref` and the working tree, sorted by name, with their text at `ref`.
 */
export function changedSpecFiles(ref: string, paths: readonly string[]): ChangedFile[] {
  // A ref that starts with "-" would be read by git as an option.
  if (ref === "" || ref.startsWith("-")) throw new UsageError(`--against takes a git revision (a branch, a tag, a commit, HEAD~1), not "${ref}"`, "diff");
  const said = git(["rev-parse", "--show-toplevel", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`]).toString("utf8").trim().split("\n");
  const root = said[0]!;
  const commit = said[said.length - 1]!;
  const specs = paths.length === 0 ? ["."] : paths;
  const diff = git(["-c", "core.quotePath=false", "diff", "--no-ext-diff", "--no-textconv", "--name-status", "-z", "-M", commit, "--", ...specs]).toString("utf8").split("\0");
  const cwd = process.cwd();
  const fromRoot = (p: string): string => relative(cwd, resolve(root, p)) || p;
  const files: (ChangedFile & { path?: string })[] = [];
  for (let i = 0; i + 1 < diff.length; ) {
    const status = diff[i++]!;
    const letter = status[0];
    if (letter === "R") {
      const from = diff[i++]!;
      const to = diff[i++]!;
      if (isSpecPath(to) || isSpecPath(from)) files.push({ status: "renamed", name: fromRoot(to), previous: fromRoot(from), path: from });
      continue;
    }
    const path = diff[i++]!;
    if (!isSpecPath(path)) continue;
    if (letter === "A") files.push({ status: "added", name: fromRoot(path) });
    else if (letter === "D") files.push({ status: "deleted", name: fromRoot(path), path });
    else files.push({ status: "modified", name: fromRoot(path), path });
  }
  // Files git does not track yet are added too (ignored ones left out).
  const untracked = git(["-c", "core.quotePath=false", "ls-files", "--others", "--exclude-standard", "-z", "--", ...specs]).toString("utf8").split("\0");
  for (const p of untracked) if (p !== "" && isSpecPath(p)) files.push({ status: "added", name: relative(cwd, resolve(cwd, p)) || p });

  const wanted = files.filter((f) => f.path !== undefined);
  if (wanted.length > 0) {
    const out = git(["cat-file", "--batch"], wanted.map((f) => `${commit}:${f.path!}\n`).join(""));
    let at = 0;
    for (const f of wanted) {
      const eol = out.indexOf(0x0a, at);
      const header = out.subarray(at, eol).toString("utf8");
      const size = /^[0-9a-f]+ blob (\d+)$/.exec(header);
      if (size === null) throw new GitError(`git cat-file could not read ${f.path} at ${ref}: ${header}`, "diff");
      const start = eol + 1;
      f.beforeText = out.subarray(start, start + Number(size[1])).toString("utf8");
      at = start + Number(size[1]) + 1;
    }
  }
  return files
    .map(({ path: _path, ...f }) => f)
    .sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
}
