// The workspace thread of `agentspec lsp` (role.ts): checks the files the configs' `files` name in
// the workspace's folders, closed ones included, as `agentspec check` with no paths checks them
// (src/workspace/check-files.ts: the same reading, checking and suppressions), and posts their
// diagnostics a batch at a time, so the server's thread streams them and keeps answering requests.
// A file whose bytes, settings and stamp are unchanged since the last run is not checked again.
import { statSync } from "node:fs";
import { createHash } from "node:crypto";
import { setPriority } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { ConfigError } from "../config/index.js";
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
  const setup = workerData as WorkerSetup;
  // What each file gave last time (before suppressions), by path, with what it was checked under.
  const kept = new Map<string, { stamp: string; report: FileReport | undefined }>();
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
    const add = async (report: FileReport): Promise<boolean> => {
      batch.push(itemOf(report));
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
        let report: FileReport | undefined;
        if (stamp !== undefined && known?.stamp === stamp) report = known.report;
        else {
          report = checkInput({ ...(input as Input), name: path }, setup.strict, options, specs);
          if (stamp !== undefined) kept.set(path, { stamp, report });
          else kept.delete(path);
        }
        if (report === undefined) continue;
        found.push(report);
        // Hidden in a copy: the kept report stays as checked.
        const shown: FileReport = { ...report };
        if (report.toolFile === "link" && linkCheck) {
          links.push(shown);
          continue;
        }
        if (report.toolFile === "suppressions" && baseline && path === resolve(baseline.path)) {
          own = shown;
          continue;
        }
        const entry = baseline && report.toolFile === undefined ? baseline.suppressions[suppressionKey(baseline.path, path)] : undefined;
        if (entry) hideSuppressed(shown, entry, countByCode(report.issues));
        if (!(await add(shown))) return false;
      }
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
