// What `check --watch` and `test --watch` share: the watcher (chokidar, where Node's own fs.watch
// falls short on Linux: no recursive watch before Node 20, and one that misses the folders made
// after it starts), the paths a command line names as what to watch and which files they take,
// and the end of a session on Ctrl-C.
import { basename, isAbsolute, join, relative, resolve, sep } from "node:path";
import { statSync } from "node:fs";
import { globToRegExp } from "../workspace/files.js";
import { UsageError } from "./usage.js";

// What makes an argument a glob (as expandPaths reads it).
const GLOB_CHARS = /[*?[{]|[@!+]\(/;

/** One path argument as a watch reads it: what to watch, and whether a changed file is one it names. */
interface Root {
  /** The folder or file given to the watcher. */
  watch: string;
  /** The name a file under it gets, as the walk of the first check named it; undefined when the argument does not take it. */
  nameOf(absolute: string): string | undefined;
}

const posix = (path: string): string => path.split(sep).join("/");
const hidden = (rel: string): boolean => rel.split("/").some((s) => s.startsWith(".") || s === "node_modules");

/** The roots of path arguments (- is refused: standard input cannot be watched). */
export function watchRoots(args: readonly string[], command: string): Root[] {
  return args.map((arg): Root => {
    if (arg === "-") throw new UsageError("--watch reads files: - (stdin) cannot be watched", command);
    let dir = false;
    let exists = true;
    try {
      dir = statSync(arg).isDirectory();
    } catch {
      exists = false;
    }
    if (!exists && GLOB_CHARS.test(arg)) {
      const normal = arg.replace(/\\/g, "/").replace(/^(?:\.\/)+/, "");
      const re = globToRegExp(normal);
      const base = normal.slice(0, normal.search(GLOB_CHARS)).replace(/[^/]*$/, "") || ".";
      return {
        watch: base,
        nameOf: (abs) => {
          const rel = posix(relative(process.cwd(), abs));
          return !rel.startsWith("..") && !isAbsolute(rel) && !hidden(rel) && re.test(rel) ? rel : undefined;
        },
      };
    }
    if (dir) {
      const top = arg.replace(/\/+$/, "") || "/";
      const at = resolve(top);
      return {
        watch: top,
        nameOf: (abs) => {
          const rel = posix(relative(at, abs));
          if (rel === "" || rel.startsWith("..") || isAbsolute(rel) || hidden(rel) || !rel.toLowerCase().endsWith(".json")) return undefined;
          return top === "." ? rel : top.endsWith("/") ? top + rel : `${top}/${rel}`;
        },
      };
    }
    const at = resolve(arg);
    return { watch: arg, nameOf: (abs) => (abs === at ? arg : undefined) };
  });
}

/** A watch of paths: each batch of changed files (absolute paths) is handed on at once, in the order they came. */
export interface Watch {
  close(): Promise<void>;
}

/**
 * Watch `paths` (folders and files that exist), and the files of `names` directly in `folders`
 * (where the configs are, or would be made), and call `changed` with each batch of changed, added or removed
 * files (absolute paths); a batch gathers the events of a few milliseconds (an editor's save is
 * several). Resolves once the watchers have read their folders: a change from then on is seen.
 * (A path that does not exist would make the watcher say it is ready before it is: folders are
 * watched for the configs that may be made later, not the configs' own paths.)
 */
export async function watchPaths(paths: readonly string[], folders: readonly string[], names: ReadonlySet<string>, changed: (files: string[]) => void): Promise<Watch> {
  const { watch } = await import("chokidar");
  // Dependencies and dot-folders are never checked (as the walk): not watched either.
  const ignored = (path: string): boolean => {
    const name = path.slice(path.lastIndexOf(sep) + 1);
    return name === "node_modules" || (name.startsWith(".") && name !== "." && name !== "..");
  };
  const main = watch([...paths], { ignoreInitial: true, ignored });
  const watchers = [main];
  // In the configs' folders, only the files of those names.
  const tops = new Set(folders.map((f) => resolve(f)));
  if (folders.length > 0) watchers.push(watch([...folders], { ignoreInitial: true, depth: 0, ignored: (path: string) => !tops.has(resolve(path)) && !names.has(path.slice(path.lastIndexOf(sep) + 1)) }));
  let batch: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const add = (path: string): void => {
    batch.push(resolve(path));
    timer ??= setTimeout(() => {
      timer = undefined;
      const files = [...new Set(batch)];
      batch = [];
      changed(files);
    }, 10);
  };
  await Promise.all(
    watchers.map((watcher) => {
      // chokidar passes on one change of a file in 50 ms: the raw events of the folder's watch are
      // taken too, so a second save soon after the first is never lost (the command tells a file
      // that did not change by its stat).
      watcher.on("add", add).on("change", add).on("unlink", add);
      if (watcher === main) {
        watcher.on("raw", (_event: string, path: string, details: unknown) => {
          const at = (details as { watchedPath?: string } | undefined)?.watchedPath;
          if (at === undefined || !path) return;
          const file = basename(at) === path ? at : join(at, path);
          if (file.toLowerCase().endsWith(".json") && !ignored(file)) add(file);
        });
      }
      return new Promise<void>((done, fail) => {
        watcher.once("ready", done);
        watcher.once("error", fail);
      }).then(() => {
        // A watcher that fails later (out of inotify watches, a folder gone) says so: changes would go unseen.
        watcher.on("error", (e: unknown) => process.stderr.write(`agentspec: the watch failed: ${e instanceof Error ? e.message : String(e)}\n`));
      });
    }),
  );
  return {
    close: async () => {
      if (timer) clearTimeout(timer);
      await Promise.all(watchers.map((w) => w.close()));
    },
  };
}

/** Resolves when the process is asked to stop (Ctrl-C, SIGTERM): the session then ends with exit code 0. */
export function stopped(): Promise<void> {
  return new Promise((done) => {
    process.once("SIGINT", done);
    process.once("SIGTERM", done);
  });
}

/** The time of day, as each pass's line starts: 14:03:07. */
export const clock = (): string => new Date().toTimeString().slice(0, 8);

/**
 * What a file is now, as a watch compares it with what it was when last taken (its inode, size and
 * times): an event that changed nothing (a raw event beside chokidar's own, a file only read) is no
 * change. "gone" for a file that is not there.
 */
function stamp(abs: string): string {
  try {
    const st = statSync(abs);
    return `${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
  } catch {
    return "gone";
  }
}

/** What a watch has taken of each file: its stamp when last taken. */
export class Stamps {
  private readonly seen = new Map<string, string>();

  /** Of the files an event names, those that changed since they were last taken (each taken now). */
  changed(files: readonly string[]): string[] {
    return files.filter((f) => {
      const now = stamp(f);
      if (this.seen.get(f) === now) return false;
      this.seen.set(f, now);
      return true;
    });
  }

  /** Whether the file was not there when last taken. */
  gone(abs: string): boolean {
    return this.seen.get(abs) === "gone";
  }
}
