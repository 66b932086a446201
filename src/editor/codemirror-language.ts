// CodeMirror 6 adapters for the language service: a completion source, hover data, lint
// diagnostics with quick-fix actions, and go to definition. Typed structurally: nothing of
// CodeMirror is imported at run time (snippets come through the `snippet` function you pass).
import { completionsAt, definitionAt, fixesFor, hoverAt, type CompletionKind } from "../language/index.js";
import type { Issue } from "../core/issue.js";
import { toCodeMirrorDiagnostics, type CodeMirrorDiagnostic } from "./codemirror.js";

/** The part of a CodeMirror `EditorView` the adapters use. */
export interface CodeMirrorViewLike {
  state: { doc: { toString(): string }; selection: { main: { head: number } } };
  dispatch(spec: { changes?: { from: number; to: number; insert: string }[]; selection?: { anchor: number; head?: number }; scrollIntoView?: boolean }): void;
}

/** A completion option (`Completion` of `@codemirror/autocomplete`); `A` is what `snippet()` returns. */
export interface CodeMirrorCompletion<A = never> {
  label: string;
  type: string;
  detail?: string;
  info?: string;
  /** The text to insert, or (for a snippet) the function `snippet()` made. */
  apply: string | A;
}

/** What a completion source returns (`CompletionResult` of `@codemirror/autocomplete`). */
export interface CodeMirrorCompletionResult<A = never> {
  from: number;
  to: number;
  options: CodeMirrorCompletion<A>[];
  /** Always false: the options come filtered (CodeMirror would match the whole replaced span). */
  filter: false;
}

/** The part of a `CompletionContext` the source reads. */
export interface CodeMirrorCompletionContextLike {
  state: { doc: { toString(): string } };
  pos: number;
  explicit: boolean;
}

const TYPES: Record<CompletionKind, string> = { property: "property", value: "enum", node: "variable", path: "text", snippet: "keyword" };

/**
 * A CodeMirror completion source over the language service. Pass `snippet` from
 * `@codemirror/autocomplete` to get snippet fields; without it a snippet inserts its default text.
 */
export function codeMirrorCompletionSource<A = never>(opts: { snippet?: (template: string) => A } = {}) {
  return (context: CodeMirrorCompletionContextLike): CodeMirrorCompletionResult<A> | null => {
    const text = context.state.doc.toString();
    const c = completionsAt(text, context.pos);
    // The span replaced runs past the cursor (a closing quote); what was typed is what filters.
    const typed = text.slice(c.from, Math.max(c.from, context.pos)).toLowerCase();
    const matching = c.items.filter((i) => i.label.toLowerCase().includes(typed));
    const items = [...matching.filter((i) => i.label.toLowerCase().startsWith(typed)), ...matching.filter((i) => !i.label.toLowerCase().startsWith(typed))];
    if (items.length === 0) return null;
    const options = items.map((item): CodeMirrorCompletion<A> => {
      const apply = item.snippet ? (opts.snippet ? opts.snippet(item.insertText) : snippetDefaults(item.insertText)) : item.insertText;
      const o: CodeMirrorCompletion<A> = { label: item.label, type: TYPES[item.kind], apply };
      if (item.detail !== undefined) o.detail = item.detail;
      if (item.documentation !== undefined) o.info = item.documentation;
      return o;
    });
    return { from: c.from, to: c.to, options, filter: false };
  };
}

/** A snippet's text with every field replaced by its default. */
function snippetDefaults(template: string): string {
  return template
    .replace(/\$\{\d+:((?:[^{}]|\{[^{}]*\})*)\}/g, "$1")
    .replace(/\$\{\d+\}|\$\d+/g, "")
    .replace(/\\([$}\\])/g, "$1");
}

/** What to show on hover at `pos`: the span and the Markdown text (the page renders it in a tooltip). */
export function codeMirrorHover(text: string, pos: number): { pos: number; end: number; markdown: string } | null {
  const h = hoverAt(text, pos);
  return h ? { pos: h.from, end: h.to, markdown: h.markdown } : null;
}

/** A lint diagnostic with the issue's quick fixes as actions (unsafe ones say so). */
export interface CodeMirrorDiagnosticWithActions extends CodeMirrorDiagnostic {
  actions: { name: string; apply(view: CodeMirrorViewLike, from: number, to: number): void }[];
}

/**
 * Issues of `text` as CodeMirror diagnostics whose actions apply the issue's fixes. Fixes are
 * computed when the lint panel or tooltip asks (`actions` is a getter), not for every issue up front.
 */
export function toCodeMirrorDiagnosticsWithFixes(text: string, issues: readonly Issue[]): CodeMirrorDiagnosticWithActions[] {
  const plain = toCodeMirrorDiagnostics(issues);
  return plain.map((d, i) => {
    let actions: CodeMirrorDiagnosticWithActions["actions"] | undefined;
    return Object.defineProperty(d, "actions", {
      enumerable: true,
      get: () =>
        (actions ??= fixesFor(text, issues[i]!).map((fix) => ({
          name: fix.safe ? fix.title : `${fix.title} (unsafe)`,
          apply(view: CodeMirrorViewLike) {
            // The diagnostic may be older than the text; a fix made for another text is not applied.
            if (view.state.doc.toString() !== text) return;
            view.dispatch({ changes: fix.edits.map((e) => ({ from: e.from, to: e.to, insert: e.insert })) });
          },
        }))),
    }) as CodeMirrorDiagnosticWithActions;
  });
}

/**
 * A command (for a keymap, say F12): move the cursor to the `id` of the node named under it (a
 * `to`, an `of`). False when there is none, so other bindings run.
 */
export function codeMirrorGoToDefinition(view: CodeMirrorViewLike): boolean {
  const d = definitionAt(view.state.doc.toString(), view.state.selection.main.head);
  if (!d) return false;
  view.dispatch({ selection: { anchor: d.from + 1, head: d.to - 1 }, scrollIntoView: true });
  return true;
}
