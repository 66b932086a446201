// What `agentspec diff --against <ref>` reads with git: the spec files that differ between a commit
// and the working tree, or another commit (renames followed as git follows them, untracked files
// as added), and their texts. A handful of git processes whatever the number of files: rev-parse,
// diff, ls-files, and one cat-file --batch for all the texts of one commit.
import { spawnSync } from "node:child_process";
import { relative, resolve } from "node:path";
import { TEST_FILE_SUFFIX } from "../../../workflow/test-file.js";
import { UsageError } from "../../usage.js";

/** One file that differs between the commit and the working tree. */
export interface ChangedFile {
  status: "modified" | "added" | "deleted" | "renamed";
  /** Path relative to the current directory, in the working tree (for a deleted file: where it was). */
  name: string;
  /** Path relative to the current directory at the commit, when the file was renamed. */
  previous?: string;
  /** The text at the commit (absent for an added file). */
  beforeText?: string;
  /** The text at the second revision, when two revisions are compared (absent for a deleted file). */
  afterText?: string;
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

/** The commit a revision names; a revision that starts with "-" would be read by git as an option. */
function commitOf(rev: string, option: string): string {
  if (rev === "" || rev.startsWith("-")) throw new UsageError(`${option} takes a git revision (a branch, a tag, a commit, HEAD~1), not "${rev}"`, "diff");
  try {
    return git(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]).toString("utf8").trim();
  } catch (e) {
    if (e instanceof GitError) throw new GitError(`${option}: git knows no commit "${rev}" here`, "diff");
    throw e;
  }
}

/** Read the blobs `specs` name (`<commit>:<path>`) with one `git cat-file --batch`, in order. */
function blobs(specs: readonly string[], rev: string): string[] {
  if (specs.length === 0) return [];
  const out = git(["cat-file", "--batch"], specs.map((s) => `${s}\n`).join(""));
  const texts: string[] = [];
  let at = 0;
  for (const spec of specs) {
    const eol = out.indexOf(0x0a, at);
    const header = out.subarray(at, eol).toString("utf8");
    const size = /^[0-9a-f]+ blob (\d+)$/.exec(header);
    if (size === null) throw new GitError(`git cat-file could not read ${spec.slice(spec.indexOf(":") + 1)} at ${rev}`, "diff");
    const start = eol + 1;
    texts.push(out.subarray(start, start + Number(size[1])).toString("utf8"));
    at = start + Number(size[1]) + 1;
  }
  return texts;
}

/**
 * The spec files (*.json but test files) under `paths` (default: the current directory) that differ
 * between `ref` and the working tree (or the revision `to`), sorted by name, with their texts.
 */
export function changedSpecFiles(ref: string, paths: readonly string[], to?: string): ChangedFile[] {
  const root = git(["rev-parse", "--show-toplevel"]).toString("utf8").trim();
  const commit = commitOf(ref, "--against");
  const toCommit = to === undefined ? undefined : commitOf(to, "--to");
  const specs = paths.length === 0 ? ["."] : paths;
  const diff = git(["-c", "core.quotePath=false", "diff", "--no-ext-diff", "--no-textconv", "--name-status", "-z", "-M", commit, ...(toCommit === undefined ? [] : [toCommit]), "--", ...specs]).toString("utf8").split("\0");
  const cwd = process.cwd();
  const fromRoot = (p: string): string => relative(cwd, resolve(root, p)) || p;
  const files: (ChangedFile & { path?: string; newPath?: string })[] = [];
  for (let i = 0; i + 1 < diff.length; ) {
    const status = diff[i++]!;
    const letter = status[0];
    if (letter === "R") {
      const from = diff[i++]!;
      const now = diff[i++]!;
      if (isSpecPath(now) || isSpecPath(from)) files.push({ status: "renamed", name: fromRoot(now), previous: fromRoot(from), path: from, newPath: now });
      continue;
    }
    const path = diff[i++]!;
    if (!isSpecPath(path)) continue;
    if (letter === "A") files.push({ status: "added", name: fromRoot(path), newPath: path });
    else if (letter === "D") files.push({ status: "deleted", name: fromRoot(path), path });
    else files.push({ status: "modified", name: fromRoot(path), path, newPath: path });
  }
  if (toCommit === undefined) {
    // Files git does not track yet are added too (ignored ones left out).
    const untracked = git(["-c", "core.quotePath=false", "ls-files", "--others", "--exclude-standard", "-z", "--", ...specs]).toString("utf8").split("\0");
    for (const p of untracked) if (p !== "" && isSpecPath(p)) files.push({ status: "added", name: relative(cwd, resolve(cwd, p)) || p });
  }
  const old = files.filter((f) => f.path !== undefined);
  blobs(old.map((f) => `${commit}:${f.path!}`), ref).forEach((text, i) => (old[i]!.beforeText = text));
  if (toCommit !== undefined) {
    const now = files.filter((f) => f.newPath !== undefined);
    blobs(now.map((f) => `${toCommit}:${f.newPath!}`), to!).forEach((text, i) => (now[i]!.afterText = text));
  }
  return files
    .map(({ path: _path, newPath: _newPath, ...f }) => f)
    .sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
}
