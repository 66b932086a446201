// The playground: a spec editor with live diagnostics and a condition tester, on agentspec-toolkit/browser.
import { Compartment, EditorState, StateEffect, type Extension } from "@codemirror/state";
import {
  EditorView,
  drawSelection,
  dropCursor,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { json } from "@codemirror/lang-json";
import { lintGutter, linter, lintKeymap, type Diagnostic } from "@codemirror/lint";
import {
  ConditionError,
  compileCondition,
  loadRegexEngine,
  documentChecker,
  toCodeMirrorDiagnostics,
  type ConditionContext,
  type Issue,
} from "../src/browser.js";
import { cspSafeLintTheme } from "./csp-theme.js";
import { byId, el } from "./dom.js";
import { renderTree } from "./explain.js";
import { history } from "./history.js";
import { mountProblems } from "./problems.js";
import { selectionInput } from "./selection-input.js";
import { textOf } from "./text.js";
import { examples, firstExample, sampleCondition, sampleContext } from "./samples.js";
import { Workspace } from "./workspace.js";

// The regex engine (re2js) is a separate chunk: fetch it only once a text uses `regex`.
const mentionsRegex = (text: string): boolean => /"regex"/.test(text);
async function regexEngineFor(text: string): Promise<void> {
  if (!mentionsRegex(text)) return;
  try {
    await loadRegexEngine();
  } catch (error) {
    // Validation then reports condition/regex-engine-not-loaded on each regex.
    console.warn("agentspec: could not load the regex engine", error);
  }
}

// ---- the spec editor -------------------------------------------------------------------------

const strictBox = byId<HTMLInputElement>("strict");
const status = byId<HTMLOutputElement>("status");

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

function showStatus(issues: readonly Issue[]): void {
  let errors = 0;
  for (const i of issues) if (i.severity === "error") errors++;
  const warnings = issues.length - errors;
  status.textContent = issues.length === 0 ? "✓ valid, no problems" : `${errors === 0 ? "✓ valid" : "✗ invalid"}: ${plural(errors, "error")}, ${plural(warnings, "warning")}`;
  status.className = `status ${errors > 0 ? "has-errors" : warnings > 0 ? "has-warnings" : "is-clean"}`;
}

// Where a lint run's time goes (bench/playground.bench.mjs reads these): the newest of each.
const mark = (name: string): void => {
  performance.clearMarks(`agentspec:${name}`);
  performance.mark(`agentspec:${name}`);
};

// Diagnostics without fixes until the writing aids (their own chunk) arrive, then with them.
let diagnose = (_text: string, issues: readonly Issue[]): Diagnostic[] => toCodeMirrorDiagnostics(issues);
const aids = new Compartment();
// Lint again although the text did not change: strict was toggled, or the fixes arrived.
const relint = StateEffect.define<null>();
let aidsLoaded: Extension = [];

// The editor's text, version after version, checked as every entry point checks it; after an edit
// inside one node of a spec only that node is read again.
const specChecker = documentChecker();

const specLinter = linter(
  async (view): Promise<Diagnostic[]> => {
    mark("lint");
    const doc = view.state.doc;
    const text = textOf(doc);
    await regexEngineFor(text);
    mark("text");
    const { issues } = specChecker.check(text, { strict: strictBox.checked });
    mark("validated");
    // A newer edit gets its own run; the lint extension drops this one too.
    if (view.state.doc === doc) {
      showStatus(issues);
      problems.show(issues);
      mark("listed");
      // The graph follows once the diagnostics are shown (a task of its own, the newest text only).
      graphTask.next = { text, issues };
      if (!graphTask.timer) graphTask.timer = setTimeout(redrawGraph, 0);
    }
    return diagnose(text, issues);
  },
  { delay: 200, needsRefresh: (u) => u.transactions.some((tr) => tr.effects.some((e) => e.is(relint))) },
);

const extensions: Extension = [
  selectionInput,
  lineNumbers(),
  highlightActiveLineGutter(),
  foldGutter(),
  lintGutter(),
  highlightSpecialChars(),
  drawSelection(),
  dropCursor(),
  indentOnInput(),
  bracketMatching(),
  highlightActiveLine(),
  syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
  history(),
  keymap.of([...foldKeymap, ...lintKeymap]),
  EditorState.tabSize.of(2),
  EditorView.lineWrapping,
  EditorView.theme({
    "&": { height: "58vh", minHeight: "18rem", fontSize: "13px" },
    "&.cm-focused": { outline: "none" },
    ".cm-scroller": { overflow: "auto", fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace' },
  }),
  json(),
  specLinter,
  cspSafeLintTheme,
  EditorView.updateListener.of((u) => {
    if (u.docChanged) work.save(picker.value, () => textOf(u.state.doc));
  }),
];

const stateFor = (doc: string): EditorState => EditorState.create({ doc, extensions: [extensions, aids.of(aidsLoaded)] });

// CodeMirror injects its styles with style-mod: a <style> element in a document (which the CSP
// refuses), a constructed, adopted style sheet in a shadow root (which it allows). So the editor
// lives in a shadow root, and its own styles go through a theme.
const host = byId("editor").attachShadow({ mode: "open" });
const picker = byId<HTMLSelectElement>("example");
const work = new Workspace(examples, firstExample);
const view = new EditorView({ state: stateFor(work.textOf(work.current)), root: host, parent: host });
// Leaving (or reloading) the page writes an edit the pause has not written yet.
addEventListener("pagehide", () => work.flush());

const jump = (from: number, to: number): void => {
  view.dispatch({ selection: { anchor: from, head: to }, scrollIntoView: true });
  view.focus();
};
const problems = mountProblems(byId("problems"), (issue) => jump(issue.range?.start.offset ?? 0, issue.range?.end.offset ?? issue.range?.start.offset ?? 0));

// The graph panel (its renderer a chunk of its own) follows the checked text.
const graphTask: { next?: { text: string; issues: readonly Issue[] }; timer?: ReturnType<typeof setTimeout> | undefined } = {};
function redrawGraph(): void {
  graphTask.timer = undefined;
  const next = graphTask.next;
  delete graphTask.next;
  if (next) void graphPanel.then((panel) => panel.update(next.text, next.issues));
}
const graphPanel = import("./graph-panel.js").then((m) =>
  m.mountGraphPanel({
    root: byId("graph"),
    select: jump,
  }),
);
for (const name of examples.keys()) {
  const option = el("option", "", name);
  option.value = name;
  picker.append(option);
}
picker.value = work.current;
let shown = picker.value;
picker.addEventListener("change", () => {
  // The example left keeps its text (localStorage) and its state, undo history included.
  const kept = work.switchTo(shown, view.state, picker.value);
  shown = picker.value;
  view.setState(kept ?? stateFor(work.textOf(shown)));
  view.dispatch({ effects: aids.reconfigure(aidsLoaded) });
});
strictBox.addEventListener("change", () => view.dispatch({ effects: relint.of(null) }));

void import("./editing.js").then((m) => {
  aidsLoaded = m.editingExtensions();
  diagnose = m.toCodeMirrorDiagnosticsWithFixes;
  view.dispatch({ effects: [aids.reconfigure(aidsLoaded), relint.of(null)] });
});

// ---- the condition tester --------------------------------------------------------------------

const conditionInput = byId<HTMLTextAreaElement>("condition");
const contextInput = byId<HTMLTextAreaElement>("context");
const verdict = byId<HTMLOutputElement>("verdict");
const explanationText = byId<HTMLParagraphElement>("explanation-text");
const explanation = byId<HTMLDivElement>("explanation");

conditionInput.value = sampleCondition;
contextInput.value = sampleContext;

function parse(label: string, text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: `${label} is not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function showFailure(lines: readonly string[]): void {
  verdict.textContent = "—";
  verdict.className = "verdict is-unknown";
  explanationText.textContent = "";
  const list = el("ul", "failures");
  for (const l of lines) list.append(el("li", "failure", l));
  explanation.replaceChildren(list);
}

let testerRun = 0;
async function runTester(): Promise<void> {
  const run = ++testerRun;
  const condition = parse("The condition", conditionInput.value);
  const context = parse("The context", contextInput.value);
  if (!condition.ok || !context.ok) {
    showFailure([condition, context].flatMap((p) => (p.ok ? [] : [p.message])));
    return;
  }
  await regexEngineFor(conditionInput.value);
  if (run !== testerRun) return;
  try {
    const result = compileCondition(condition.value).explain(context.value as ConditionContext);
    verdict.textContent = String(result.result);
    verdict.className = `verdict ${result.result ? "is-true" : "is-false"}`;
    explanationText.textContent = result.text;
    explanation.replaceChildren(renderTree(result.tree));
  } catch (error) {
    if (!(error instanceof ConditionError)) throw error;
    showFailure(error.issues.map((i: Issue) => `${i.pointer === "" ? "/" : i.pointer}: ${i.message} [${i.code}]`));
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;
const scheduleTester = (): void => {
  clearTimeout(timer);
  timer = setTimeout(() => void runTester(), 150);
};
conditionInput.addEventListener("input", scheduleTester);
contextInput.addEventListener("input", scheduleTester);
void runTester();
