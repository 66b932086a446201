// The workspace thread of `agentspec lsp` (role.ts): checks the files the configs' `files` name in
// the workspace's folders, closed ones included, as `agentspec check` with no paths checks them
// (src/workspace/check-files.ts: the same reading, checking and suppressions), and posts their
// diagnostics a batch at a time, so the server's thread streams them and keeps answering requests.
// A file whose bytes, settings and stamp are unchanged since the last run is not checked again.
import { statSync } from "node:fs";
import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, parentPort, workerData } from "node:worker_threads";
import { availableParallelism, setPriority } from "node:os";
import { ConfigError, type FileOptions } from "../config/index.js";
import { kindByName } from "../core/name-kind.js";
import { loadPolicy } from "../node/config.js";
import { checkInput, configuredPaths, optionsOf, unusedSuppressionsReport, withUnused } from "../workspace/check-files.js";
import type { FileReport } from "../workspace/file-report.js";
import { expandPaths, type Input } from "../workspace/files.js";
import { countByCode, hideSuppressed, readSuppressions, suppress, suppressionKey, suppressionsPath, type Suppressions } from "../workspace/suppressions.js";
import type { SpecCache } from "../workspace/test-spec.js";
import { toDiagnostic } from "./features.js";
import { EditedDocument } from "./text.js";
import { THREAD_NICE } from "./worker.js";
import type { FromWorkspace, ToWorkspace, WorkerSetup, WorkspaceItem } from "./role.js";

/** The link files' own check, the command's (src/cli/commands/check): it changes their reports in place. */
export type LinkCheck = (reports: FileReport[]) => Promise<void>;

/** A batch is posted after this many files, or after this many milliseconds of checking. */
const BATCH_FILES = 1000;
const BATCH_MS = 100;

/** A file to check in a run: its input, its settings and its stamp (undefined: never kept). */
interface Job {
  input: Input;
  options: FileOptions;
  stamp: string | undefined;
}

/** Files are shared out a chunk at a time; a run of fewer files than HELPER_FROM to check is checked here alone. */
const CHUNK = 64;
const HELPER_FROM = 256;

/** What the helper thread is posted, and answers: a chunk's reports in its order (null: a file that is no document). */
type ToHelper = { id: number; jobs: { input: Input; options: FileOptions }[] };
type FromHelper = { id: number; reports: (FileReport | null)[] };

/** The helper: checks the chunks it is posted, as `check` does, until it is terminated. */
function helperLoop(port: NonNullable<typeof parentPort>, setup: WorkerSetup): void {
  const specs: SpecCache = new Map();
  port.on("message", (m: ToHelper) => {
    // Each chunk is a run of its own for the specs test files name (they may have changed since).
    specs.clear();
    const reports = m.jobs.map((j) => checkInput(j.input, setup.strict, j.options, specs) ?? null);
    port.postMessage({ id: m.id, reports } satisfies FromHelper);
  });
}

/** A file's diagnostics as the server's thread sends them (the same shape as an open document's), and their result id. */
function itemOf(report: FileReport): WorkspaceItem {
  const uri = pathToFileURL(resolve(report.name)).href;
  let diagnostics: unknown[] = [];
  if (report.issues.length > 0) {
    const doc = new EditedDocument(uri, "json", 0, report.text ?? "");
    diagnostics = report.issues.map((i) => toDiagnostic(doc, i));
  }
  const resultId = createHash("sha1").update(JSON.stringify(diagnostics)).digest("base64url").slice(0, 22);
  return { uri, resultId, diagnostics };
}

/** Serves runs until the thread is terminated; `linkCheck` is the command's check of link files. */
export function serve(linkCheck?: LinkCheck): void {
  const port = parentPort;
  if (!port) return;
  if (process.platform === "linux") {
    try {
      setPriority(0, THREAD_NICE);
    } catch {
      // run at the process's priority
    }
  }
  const setup = workerData as WorkerSetup & { helper?: true };
  if (setup.helper) {
    helperLoop(port, setup);
    return;
  }
  // A second thread that checks files beside this one, where the machine has a core for it (started once, kept).
  let helper: { check(jobs: Job[]): Promise<(FileReport | null)[] | undefined> } | undefined;
  const helperThread = (): typeof helper => {
    if (helper || availableParallelism() < 2) return helper;
    const worker = new Worker(setup.script, { workerData: { ...setup, helper: true } });
    const waiting = new Map<number, (reports: (FileReport | null)[] | undefined) => void>();
    let nextId = 1;
    worker.on("message", (m: FromHelper) => {
      waiting.get(m.id)?.(m.reports);
      waiting.delete(m.id);
    });
    const lost = (): void => {
      // Its chunks are checked here instead (the caller checks what it was not answered).
      helper = undefined;
      for (const answer of waiting.values()) answer(undefined);
      waiting.clear();
    };
    worker.on("error", lost);
    worker.on("exit", lost);
    helper = {
      check: (jobs) =>
        new Promise((resolve) => {
          const id = nextId++;
          waiting.set(id, resolve);
          worker.postMessage({ id, jobs: jobs.map((j) => ({ input: j.input, options: j.options })) } satisfies ToHelper);
        }),
    };
    return helper;
  };
  // What each file gave last time (before suppressions), by path, with what it was checked under.
  // Each one's item too, with the suppressions entry it was made under: an unchanged file under an
  // unchanged entry is posted as it was, not worded and hashed again.
  const kept = new Map<string, { stamp: string; report: FileReport | undefined; item?: { entry: string; item: WorkspaceItem } }>();
  const cancelled = new Set<number>();
  const post = (m: FromWorkspace): void => port.postMessage(m);

  const stampOf = (path: string, options: unknown): string | undefined => {
    // A test file's findings depend on the spec it names: it is checked every run.
    if (kindByName(path) === "test") return undefined;
    try {
      const s = statSync(path);
      return `${s.mtimeMs}:${s.ctimeMs}:${s.size}:${setup.strict}:${JSON.stringify(options)}`;
    } catch {
      return undefined;
    }
  };

  /** Checks the files and posts their reports; false when the run was cancelled before its end. */
  async function run(id: number, roots: readonly string[]): Promise<boolean> {
    const seen = new Set<string>();
    let batch: WorkspaceItem[] = [];
    let since = performance.now();
    let files = 0;
    const flush = async (): Promise<boolean> => {
      if (batch.length > 0) post({ id, items: batch });
      batch = [];
      since = performance.now();
      // Let a cancellation in.
      await new Promise((r) => setImmediate(r));
      return !cancelled.has(id);
    };
    const add = async (report: FileReport | WorkspaceItem): Promise<boolean> => {
      batch.push("resultId" in report ? report : itemOf(report));
      files++;
      return batch.length >= BATCH_FILES || performance.now() - since >= BATCH_MS ? flush() : true;
    };
    for (const root of roots) {
      let policy;
      try {
        policy = loadPolicy({ cwd: root, config: setup.config, noConfig: setup.noConfig });
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        // A config that cannot be used: its findings on it, as `check` prints them before it stops.
        if (!seen.has(error.file)) {
          seen.add(error.file);
          if (!(await add({ name: error.file, ...(error.text === undefined ? {} : { text: error.text }), issues: error.issues }))) return false;
        }
        continue;
      }
      const paths = configuredPaths(policy, undefined);
      if (paths === undefined) continue;
      let baseline: { path: string; suppressions: Suppressions } | undefined;
      const at = suppressionsPath(policy, root, setup.noConfig);
      if (at !== undefined) {
        try {
          const { suppressions } = readSuppressions(at);
          if (Object.keys(suppressions).length > 0) baseline = { path: at, suppressions };
        } catch (error) {
          if (!(error instanceof ConfigError)) throw error;
          if (!seen.has(at)) {
            seen.add(at);
            if (!(await add({ name: at, ...(error.text === undefined ? {} : { text: error.text }), issues: error.issues }))) return false;
          }
          continue;
        }
      }
      const specs: SpecCache = new Map();
      // Each file's findings before the suppressions hide any: the unused ones are counted from them.
      const found: FileReport[] = [];
      const links: FileReport[] = [];
      let own: FileReport | undefined;
      /** A file's report, as checked now or before: hidden as the suppressions say, and posted. */
      const take = async (path: string, report: FileReport | undefined): Promise<boolean> => {
        if (report === undefined) return !cancelled.has(id);
        found.push(report);
        // Hidden in a copy: the kept report stays as checked.
        const shown: FileReport = { ...report };
        if (report.toolFile === "link" && linkCheck) {
          links.push(shown);
          return true;
        }
        if (report.toolFile === "suppressions" && baseline && path === resolve(baseline.path)) {
          own = shown;
          return true;
        }
        const entry = baseline && report.toolFile === undefined ? baseline.suppressions[suppressionKey(baseline.path, path)] : undefined;
        const known = kept.get(path);
        const under = entry ? JSON.stringify(entry) : "";
        if (known?.report === report && known.item?.entry === under) return add(known.item.item);
        if (entry) hideSuppressed(shown, entry, countByCode(report.issues));
        const item = itemOf(shown);
        if (known?.report === report) known.item = { entry: under, item };
        return add(item);
      };
      // The files to check again, shared out between this thread and its helper a chunk at a time.
      const todo: Job[] = [];
      for (const input of expandPaths(paths)) {
        // A glob that matches nothing, or a named file that is not there, has no document to show it on.
        if ("missing" in input) continue;
        const path = resolve(input.name);
        if (seen.has(path)) continue;
        const options = optionsOf(policy, input);
        if (options.ignored) continue;
        seen.add(path);
        const stamp = stampOf(path, options);
        const known = kept.get(path);
        if (stamp !== undefined && known?.stamp === stamp) {
          if (!(await take(path, known.report))) return false;
        } else todo.push({ input: { ...(input as Input), name: path }, options, stamp });
      }
      const checked = async (job: Job, report: FileReport | undefined): Promise<boolean> => {
        if (job.stamp !== undefined) kept.set(job.input.name, { stamp: job.stamp, report });
        else kept.delete(job.input.name);
        return take(job.input.name, report);
      };
      let next = 0;
      const helper = todo.length >= HELPER_FROM ? helperThread() : undefined;
      const helped = (async (): Promise<boolean> => {
        while (helper && next < todo.length && !cancelled.has(id)) {
          const chunk = todo.slice(next, (next += CHUNK));
          // A helper that stopped: its chunk is checked here.
          const reports = (await helper.check(chunk)) ?? chunk.map((job) => checkInput(job.input, setup.strict, job.options, specs) ?? null);
          for (let i = 0; i < chunk.length; i++) if (!(await checked(chunk[i]!, reports[i] ?? undefined))) return false;
        }
        return true;
      })();
      while (next < todo.length) {
        if (cancelled.has(id)) return false;
        for (const job of todo.slice(next, (next += CHUNK))) if (!(await checked(job, checkInput(job.input, setup.strict, job.options, specs)))) return false;
        // Let the helper's answers in.
        await new Promise((r) => setImmediate(r));
      }
      if (!(await helped)) return false;
      if (links.length > 0 && linkCheck) {
        await linkCheck(links);
        for (const r of links) if (!(await add(r))) return false;
      }
      if (baseline) {
        // The copies: suppress() hides in the reports it is given.
        const unused = unusedSuppressionsReport(baseline.path, suppress(found.map((r) => ({ ...r })), baseline.path, baseline.suppressions, { kind: "apply" }).unused, policy);
        if (unused) own = withUnused(own, unused);
      }
      if (own && !(await add(own))) return false;
    }
    if (!(await flush())) return false;
    post({ id, done: true, files });
    return true;
  }

  port.on("message", (m: ToWorkspace) => {
    if (m.kind === "cancel") {
      cancelled.add(m.id);
      return;
    }
    run(m.id, m.roots)
      .then((done) => {
        if (!done) post({ id: m.id, error: "cancelled" });
      })
      .catch((error: unknown) => post({ id: m.id, error: `the workspace's check failed: ${error instanceof Error ? error.message : String(error)}` }))
      .finally(() => cancelled.delete(m.id));
  });
}
