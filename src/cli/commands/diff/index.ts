// agentspec diff: what a change does to a run. Two files (`diff a.json b.json`), or the working
// tree's spec files against a git revision (`diff --against main [paths]`); --tests replays the
// repository's test files on both versions. The exit code says whether a change reached --fail-on.
import { diffBundles } from "../../../diff/bundle.js";
import { diffSpecs } from "../../../diff/diff.js";
import { CHANGE_CLASSES, type ChangeClass } from "../../../diff/kinds.js";
import { FAIL_ON } from "../../../config/constants.js";
import { didYouMean } from "../../../core/suggest.js";
import { readsAsBundle } from "../../../core/bundle-format.js";
import type { Issue } from "../../../core/issue.js";
import { isObject } from "../../../core/json.js";
import { LineIndex } from "../../../core/line-index.js";
import { locatePointers, spanOf } from "../../../core/locate.js";
import { help, parse } from "../../args.js";
import { wantColor } from "../../report/color.js";
import { readJsonText } from "../../../workspace/document.js";
import { DIFF_FORMATS, type DiffFormat, type FileDiff, type LocatedChange } from "./format.js";
import { changedSpecFiles, type ChangedFile } from "./git.js";
import { pathIssue, readInput, STDIN_NAME } from "../../../workspace/files.js";
import { CONFIG_OPTIONS, commandPolicy, optionsOf } from "../../policy.js";
import { EXIT, UsageError } from "../../usage.js";

type FailOn = (typeof FAIL_ON)[number];

const OPTIONS = {
  ...CONFIG_OPTIONS,
  format: { type: "string", short: "f" },
  against: { type: "string" },
  to: { type: "string" },
  "pre-push": { type: "boolean" },
  "fail-on": { type: "string" },
  tests: { type: "boolean" },
} as const;

/** The classes that fail a run under --fail-on: breaking alone, breaking and behaviour, or every class (cosmetic, any). */
export function failingClasses(failOn: FailOn): readonly ChangeClass[] {
  return failOn === "any" ? CHANGE_CLASSES : CHANGE_CLASSES.slice(0, CHANGE_CLASSES.indexOf(failOn) + 1);
}

/** --fail-on's word, refused as the config refuses a wrong diff.failOn: the same words, a did-you-mean. */
function failOnOf(word: string): FailOn {
  if ((FAIL_ON as readonly string[]).includes(word)) return word as FailOn;
  const near = didYouMean(word, FAIL_ON);
  throw new UsageError(`--fail-on takes ${FAIL_ON.slice(0, -1).join(", ")} or ${FAIL_ON.at(-1)!}, not "${word}"${near === undefined ? "" : `; did you mean "${near}"?`}`, "diff");
}

export async function run(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("diff", args, OPTIONS);
  if (values.help) return help("diff");
  const format = values.format ?? "stylish";
  if (!Object.hasOwn(DIFF_FORMATS, format)) throw new UsageError(`unknown format "${format}": use ${Object.keys(DIFF_FORMATS).join(", ")}`, "diff");
  // --fail-on and the config's diff.failOn take the same words; the command line wins.
  const policy = commandPolicy("diff", values);
  const failOn = values["fail-on"] !== undefined ? failOnOf(values["fail-on"]) : (policy.diff?.failOn ?? "breaking");

  let files: FileDiff[];
  let against = values.against;
  let to = values.to;
  if (values["pre-push"] === true) {
    // pre-commit's pre-push stage names the commits being pushed in its environment.
    if (against !== undefined || to !== undefined) throw new UsageError("--pre-push reads both revisions from pre-commit: drop --against and --to", "diff");
    against = process.env["PRE_COMMIT_FROM_REF"];
    to = process.env["PRE_COMMIT_TO_REF"];
    // pre-commit leaves both out when the remote has none of the history pushed (it names the
    // remote still): every spec is new there, and no run that worked before can change.
    if ((!against || !to) && process.env["PRE_COMMIT_REMOTE_NAME"]) {
      process.stdout.write("agentspec diff: the remote has none of the pushed history; nothing to compare with\n");
      return EXIT.clean;
    }
    if (!against || !to) throw new UsageError("--pre-push runs under pre-commit's pre-push stage, which sets PRE_COMMIT_FROM_REF and PRE_COMMIT_TO_REF; they are not set", "diff");
  }
  if (to !== undefined && against === undefined) throw new UsageError("--to goes with --against: the revision to compare with", "diff");
  if (against !== undefined) {
    if (positionals.includes("-")) throw new UsageError("with --against, name paths of the working tree (- is not one)", "diff");
    files = changedSpecFiles(against, positionals, to).map((f) => {
      // A file the config ignores is named, not compared.
      if (policy.layers.length > 0 && optionsOf(policy, { name: f.name, stdin: false }).ignored) return { status: f.status, name: f.name, changes: [], issues: [], skipped: 'ignored by the config\'s "ignores"' };
      return fromGit(f);
    });
  } else {
    if (positionals.length !== 2) throw new UsageError("name two spec files (before and after), or use --against <git revision> [paths…]", "diff");
    if (positionals[0] === "-" && positionals[1] === "-") throw new UsageError("only one of the two files can be - (stdin)", "diff");
    files = [fromFiles(positionals[0]!, positionals[1]!)];
  }

  let replay: import("./replay.js").Replay | undefined;
  if (values.tests === true) {
    const { replayTests } = await import("./replay.js");
    replay = replayTests(files);
  }
  const failing = failingClasses(failOn);
  const text = DIFF_FORMATS[format as DiffFormat]({ files, failing, ...(replay === undefined ? {} : { replay }) }, wantColor(process.stdout.isTTY, process.env));
  if (text) process.stdout.write(text);
  const issues = [...files.flatMap((f) => f.issues), ...(replay?.issues ?? [])];
  if (issues.some((i) => i.code.startsWith("internal/"))) return EXIT.internal;
  if (issues.some((i) => i.severity === "error")) return EXIT.findings;
  if (files.some((f) => f.changes.some((c) => failing.includes(c.class)))) return EXIT.findings;
  if (replay !== undefined && replay.changed.length > 0 && failing.includes("behaviour")) return EXIT.findings;
  return EXIT.clean;
}

/** Two files named on the command line: the second is the spec after. */
function fromFiles(beforeName: string, afterName: string): FileDiff {
  const read = (name: string): { text: string } | { issue: Issue } => {
    const input = name === "-" ? { name: STDIN_NAME, stdin: true } : { name, stdin: false };
    const r = readInput(input);
    return "error" in r ? { issue: pathIssue(r.error) } : { text: r.text };
  };
  const before = read(beforeName);
  const after = read(afterName);
  const display = (n: string): string => (n === "-" ? STDIN_NAME : n);
  return compare({ status: "modified", name: display(afterName), previous: display(beforeName) }, "text" in before ? before.text : undefined, "text" in after ? after.text : undefined, [
    ...("issue" in before ? [{ ...before.issue, message: `the version before (${display(beforeName)}): ${before.issue.message}` }] : []),
    ...("issue" in after ? [after.issue] : []),
  ]);
}

/** A file git says differs: its text then (from git) and now (from the working tree). */
function fromGit(f: ChangedFile): FileDiff {
  let afterText: string | undefined;
  const issues: Issue[] = [];
  if (f.afterText !== undefined) afterText = f.afterText;
  else if (f.status !== "deleted") {
    const r = readInput({ name: f.name, stdin: false });
    if ("error" in r) issues.push(pathIssue(r.error));
    else afterText = r.text;
  }
  const head: Omit<FileDiff, "changes" | "issues"> = { status: f.status, name: f.name };
  if (f.previous !== undefined) head.previous = f.previous;
  return compare(head, f.status === "added" ? "" : f.beforeText, f.status === "deleted" ? "" : afterText, issues);
}

/**
 * Parse both sides and diff them; a side that is not JSON gives its located issue instead (the
 * spec before's issue is named as such). An empty text stands for a file that does not exist on
 * that side: its spec has no nodes.
 */
function compare(head: Omit<FileDiff, "changes" | "issues">, beforeText: string | undefined, afterText: string | undefined, issues: Issue[]): FileDiff {
  const file: FileDiff = { ...head, changes: [], issues };
  if (beforeText === undefined || afterText === undefined) return file;
  const before = beforeText === "" ? { value: undefined } : readJsonText(beforeText);
  const after = afterText === "" ? { value: undefined } : readJsonText(afterText);
  // The spec before's issues are about a text not shown: their place goes into the message.
  if ("issues" in before) {
    for (const { range, ...i } of before.issues) {
      const where = range === undefined ? "" : `:${range.start.line}:${range.start.column}`;
      issues.push({ ...i, message: `the version before (${head.previous ?? head.name}${where}): ${i.message}` });
    }
  }
  if ("issues" in after) issues.push(...after.issues);
  if ("issues" in before || "issues" in after) {
    if (afterText !== "") file.text = afterText;
    return file;
  }
  // A JSON file that is no spec on either side (a package.json, a bundle) is named as skipped.
  const sides = [beforeText === "" ? undefined : before.value, afterText === "" ? undefined : after.value];
  // Two bundles (or a bundle added or deleted) are compared agent by agent.
  const present = sides.filter((v) => v !== undefined);
  const bundles = present.filter((v) => readsAsBundle(v)).length;
  if (bundles > 0 && bundles === present.length) {
    const changes = diffBundles(beforeText === "" ? { agents: [] } : before.value, afterText === "" ? { agents: [] } : after.value);
    if (afterText !== "") file.text = afterText;
    file.changes = locate(changes, afterText);
    return file;
  }
  if (bundles > 0) {
    // Two files named on the command line are meant to be compared: a bundle beside a spec is a usage error.
    const which = readsAsBundle(sides[1]) ? head.name : (head.previous ?? head.name);
    if (head.status === "modified" && head.previous !== undefined) throw new UsageError(`${which} is a bundle and the other file a spec: diff compares two specs or two bundles`, "diff");
    file.skipped = "a bundle on one side and a spec on the other: diff compares two specs or two bundles";
  } else if (head.previous === undefined && !sides.some((v) => isObject(v) && Object.hasOwn(v, "nodes"))) file.skipped = 'not a spec: no "nodes" on either side';
  if (file.skipped !== undefined) return file;
  // A file added or deleted counts as all its nodes: it is compared with the same spec without any.
  const emptied = (v: unknown): unknown => (v !== null && typeof v === "object" && !Array.isArray(v) ? { ...(v as object), nodes: [] } : { nodes: [] });
  const beforeValue = beforeText === "" ? emptied(after.value) : before.value;
  const afterValue = afterText === "" ? emptied(before.value) : after.value;
  const changes = diffSpecs(beforeValue, afterValue);
  file.before = beforeValue;
  file.after = afterValue;
  if (afterText !== "") file.text = afterText;
  file.changes = locate(changes, afterText);
  return file;
}

/** Each change with its range in the text after (none for a deleted file), sorted by position. */
function locate(changes: ReturnType<typeof diffSpecs>, text: string): LocatedChange[] {
  if (text === "") return changes;
  const places = locatePointers(text, changes.map((c) => c.at));
  const lines = new LineIndex(text);
  const located: LocatedChange[] = changes.map((c) => ({ ...c, range: lines.range(spanOf(places, c.at, "key")) }));
  // Stable: changes at one place keep diffSpecs's order.
  return located.sort((x, y) => x.range!.start.offset - y.range!.start.offset);
}
