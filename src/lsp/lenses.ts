// The lenses of a test file: "Run all" above `cases` and "Run" above each case, each a command the
// server declares (workspace/executeCommand). A run is `agentspec test`'s on that file
// (workspace/test-run.ts): its verdict is shown in the editor (window/showMessage), the command's
// result holds it, and the lenses' titles say it ("✓ passed", "✗ failed: …") until the document
// changes; a client that takes workspace/codeLens/refresh is asked to show the new titles.
import { fileURLToPath } from "node:url";
import { readFile } from "node:fs/promises";
import { Worker } from "node:worker_threads";
import type { CodeLens, Range } from "vscode-languageserver/node";
import { applyRuleSettings } from "../core/severity.js";
import type { Issue } from "../core/issue.js";
import { runTestText } from "../workspace/test-run.js";
import type { DocumentSettings } from "./config.js";
import { TEST_RUN_ROLE } from "./role.js";

/** A run posted to the test-run thread (test-run-thread.ts), and its answer. */
export interface RunJob {
  name: string;
  text: string;
  settings: DocumentSettings;
  index?: number;
}
export type RunReply = { verdict: RunVerdict } | { error: string };

/** The commands the lenses run, as the server declares them. */
export const LENS_COMMANDS = { runFile: "agentspec.runTestFile", runCase: "agentspec.runTestCase" } as const;

/** What `agentspec/testCases` answers about a test file (graph.ts). */
export interface TestCasesAnswer {
  range: Range;
  cases: { index: number; name?: string; range: Range }[];
}

/** A run's verdict, as the command's result and the message say it. */
export interface RunVerdict {
  /** True when `agentspec test` on the file would pass (for a case: when the case passed). */
  passed: boolean;
  /** One line for the editor: "✓ …" or "✗ …". */
  message: string;
  /** Each case run: its index, name and whether it passed (empty when the file could not run). */
  cases: { index: number; name: string; passed: boolean; failure?: string }[];
  /** The file's errors (a file with an error runs no case), as `agentspec test` reports them. */
  errors: string[];
}

/** The lens titles before a run (and after a change). */
const RUN_ALL = "▶ Run all cases";
const RUN_ONE = "▶ Run case";

/** A lens title's verdict is cut to this many characters (the message says it whole). */
const TITLE_LIMIT = 100;
const short = (s: string): string => (s.length > TITLE_LIMIT ? `${s.slice(0, TITLE_LIMIT - 1)}…` : s);

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The verdict of one run of a file's text (in the test-run thread). */
export function verdictOf(name: string, text: string, settings: DocumentSettings, only?: number): RunVerdict {
  const run = runTestText(name, text, false, new Map(), []);
  let issues: Issue[] = run.issues;
  if (settings.rules !== undefined && Object.keys(settings.rules).length > 0) issues = applyRuleSettings(issues, settings.rules);
  if (settings.broken) issues = [settings.broken, ...issues];
  const errors = issues.filter((i) => i.severity === "error").map((i) => (i.range ? `${i.range.start.line}:${i.range.start.column} ${i.message}` : i.message));
  const cases = run.cases.map((c) => (c.passed ? { index: c.index, name: c.name, passed: true } : { index: c.index, name: c.name, passed: false, failure: c.mismatches[0]?.message ?? "failed" }));
  if (errors.length > 0) return { passed: false, message: `✗ not run: ${errors[0]}${errors.length > 1 ? ` (and ${plural(errors.length - 1, "more error")})` : ""}`, cases: [], errors };
  if (only !== undefined) {
    const c = cases.find((x) => x.index === only);
    if (!c) return { passed: false, message: `✗ no case at cases[${only}]`, cases: [], errors };
    return { passed: c.passed, message: c.passed ? `✓ passed: ${c.name}` : `✗ failed: ${c.name}: ${c.failure!}`, cases: [c], errors };
  }
  const failed = cases.filter((c) => !c.passed);
  const message =
    failed.length === 0 ? `✓ ${plural(cases.length, "case")} passed` : `✗ ${failed.length} of ${plural(cases.length, "case")} failed: ${failed[0]!.name}: ${failed[0]!.failure!}`;
  return { passed: failed.length === 0, message, cases, errors };
}

/** The lenses of the open test files and what their last runs said. */
export class TestLenses {
  // Per document: the version the results are for, the whole file's verdict and each case's.
  private readonly results = new Map<string, { version: number; file?: RunVerdict; cases: Map<number, RunVerdict> }>();

  // The thread that runs the files (started on the first run), and the last run posted to it: runs go one at a time.
  private thread: Worker | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    /** The command's file, which a thread runs with the test-run role. */
    private readonly script: string,
    private readonly settingsOf: (uri: string) => DocumentSettings,
    /** The open document's text and version, when it is open and its text is on this thread. */
    private readonly openText: (uri: string) => { text: string; version: number } | undefined,
  ) {}

  /** The lenses of a test file, titled by the last run of this version. */
  lenses(uri: string, version: number, found: TestCasesAnswer | null): CodeLens[] {
    if (!found) return [];
    const kept = this.results.get(uri);
    const fresh = kept?.version === version ? kept : undefined;
    const out: CodeLens[] = [{ range: found.range, command: { title: fresh?.file ? `${RUN_ALL}: ${short(fresh.file.message)}` : RUN_ALL, command: LENS_COMMANDS.runFile, arguments: [{ uri }] } }];
    for (const c of found.cases) {
      // The case's own last run, else its outcome in the file's last run (or why the file could not run).
      const own = fresh?.cases.get(c.index);
      const last = own ? (caseOf(own, c.index) ?? own) : fresh?.file ? (caseOf(fresh.file, c.index) ?? (fresh.file.errors.length > 0 ? fresh.file : undefined)) : undefined;
      out.push({ range: c.range, command: { title: last ? `${RUN_ONE}: ${short(last.message)}` : RUN_ONE, command: LENS_COMMANDS.runCase, arguments: [{ uri, index: c.index }] } });
    }
    return out;
  }

  /** Runs a file (or one case of it) as `agentspec test` runs it; the open text when it is open here, else the file on disk. */
  async run(command: string, arg: { uri?: unknown; index?: unknown } | undefined): Promise<RunVerdict> {
    const uri = typeof arg?.uri === "string" ? arg.uri : undefined;
    if (!uri || !uri.startsWith("file:")) throw new Error(`${command} takes { uri } naming a test file on disk`);
    const index = command === LENS_COMMANDS.runCase ? arg?.index : undefined;
    if (command === LENS_COMMANDS.runCase && (typeof index !== "number" || !Number.isInteger(index) || index < 0)) throw new Error(`${command} takes { uri, index } with the case's index in "cases"`);
    const path = fileURLToPath(uri);
    const open = this.openText(uri);
    const text = open?.text ?? (await readFile(path, "utf8"));
    const settings = this.settingsOf(uri);
    const verdict = settings.ignored
      ? { passed: false, message: "✗ not run: the config's \"ignores\" match this file (agentspec test does not run it)", cases: [], errors: [] }
      : await this.inThread({ name: path, text, settings, ...(index === undefined ? {} : { index: index as number }) });
    if (open) {
      let kept = this.results.get(uri);
      if (kept?.version !== open.version) this.results.set(uri, (kept = { version: open.version, cases: new Map() }));
      if (index === undefined) {
        kept.file = verdict;
        kept.cases.clear();
      } else kept.cases.set(index as number, verdict);
    }
    return verdict;
  }

  /** Runs a job in the test-run thread, after the runs posted before it. */
  private inThread(job: RunJob): Promise<RunVerdict> {
    const run = this.queue.then(
      () =>
        new Promise<RunVerdict>((resolve, reject) => {
          const thread = (this.thread ??= this.start());
          const done = (reply: RunReply): void => {
            thread.off("error", failed);
            if ("verdict" in reply) resolve(reply.verdict);
            else reject(new Error(`the run failed: ${reply.error}`));
          };
          const failed = (error: Error): void => {
            thread.off("message", done);
            this.thread = undefined;
            reject(new Error(`the run failed: ${error.message}`));
          };
          thread.once("message", done);
          thread.once("error", failed);
          thread.postMessage(job);
        }),
    );
    this.queue = run.catch(() => undefined);
    return run;
  }

  private start(): Worker {
    const thread = new Worker(this.script, { workerData: { role: TEST_RUN_ROLE } });
    // An idle thread does not keep the server running after the client's exit.
    thread.unref();
    return thread;
  }

  /** Drops what is kept for a closed document. */
  forget(uri: string): void {
    this.results.delete(uri);
  }
}

/** One case's verdict out of a file's run. */
function caseOf(file: RunVerdict, index: number): RunVerdict | undefined {
  const c = file.cases.find((x) => x.index === index);
  if (!c) return undefined;
  return { passed: c.passed, message: c.passed ? "✓ passed" : `✗ failed: ${c.failure!}`, cases: [c], errors: [] };
}
