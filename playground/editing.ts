// The spec editor's writing aids, loaded as a chunk of their own once the page is up: standard key
// bindings (indentation, Tab, search), bracket closing, and the language service's completion,
// hover, quick fixes (lint actions) and go to definition (F12, or Ctrl/Cmd+click).
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap, snippet } from "@codemirror/autocomplete";
import { defaultKeymap, indentWithTab } from "@codemirror/commands";
import { highlightSelectionMatches, search, searchKeymap } from "@codemirror/search";
import type { Extension } from "@codemirror/state";
import { EditorView, hoverTooltip, keymap } from "@codemirror/view";
import {
  codeMirrorCompletionSource,
  codeMirrorGoToDefinition,
  codeMirrorHover,
  toCodeMirrorDiagnosticsWithFixes,
} from "../src/editor/codemirror-language.js";
import { definitionAt } from "../src/language/index.js";
import { el } from "./dom.js";
import { textOf } from "./text.js";

export { toCodeMirrorDiagnosticsWithFixes };

/** Inline markdown into `into`: `code`, and **bold** that may hold `code` (a node's id in its title). */
function inline(into: HTMLElement, text: string): void {
  for (const part of text.split(/(\*\*(?:[^*`]|`[^`]*`)+\*\*|`[^`]*`)/)) {
    if (part.startsWith("**") && part.endsWith("**") && part.length > 3) {
      const strong = el("strong", "");
      inline(strong, part.slice(2, -2));
      into.append(strong);
    } else if (part.startsWith("`") && part.endsWith("`") && part.length > 1) into.append(el("code", "", part.slice(1, -1)));
    else if (part) into.append(part);
  }
}

/** Markdown of a hover, rendered without innerHTML: paragraphs, `code` and **bold**. */
function renderMarkdown(markdown: string): HTMLElement {
  const box = el("div", "hover");
  for (const para of markdown.split(/\n\n/)) {
    const p = el("p", "");
    for (const [i, line] of para.split(/ {2}\n|\n/).entries()) {
      if (i > 0) p.append(document.createElement("br"));
      inline(p, line);
    }
    box.append(p);
  }
  return box;
}

/** The writing aids, for the editor's extensions. */
export function editingExtensions(): Extension[] {
  // The language service reads the text the linter reads (one string per version of the document).
  const complete = codeMirrorCompletionSource({ snippet });
  return [
    autocompletion({ override: [(context) => complete({ state: { doc: { toString: () => textOf(context.state.doc) } }, pos: context.pos, explicit: context.explicit })], icons: false }),
    EditorView.theme({
      ".cm-tooltip .hover": { padding: "0.25rem 0.55rem", maxWidth: "34rem", fontSize: "12px", lineHeight: "1.45" },
      ".cm-tooltip .hover p": { margin: "0.25rem 0" },
      ".cm-tooltip .hover code": { fontSize: "11.5px", background: "#f1f3f6", padding: "0 0.2em", borderRadius: "3px" },
    }),
    closeBrackets(),
    search({ top: true }),
    highlightSelectionMatches(),
    hoverTooltip((view, pos) => {
      const h = codeMirrorHover(textOf(view.state.doc), pos);
      return h ? { pos: h.pos, end: h.end, above: true, create: () => ({ dom: renderMarkdown(h.markdown) }) } : null;
    }),
    keymap.of([...closeBracketsKeymap, ...completionKeymap, ...searchKeymap, { key: "F12", run: codeMirrorGoToDefinition }, ...defaultKeymap, indentWithTab]),
    EditorView.domEventHandlers({
      mousedown(event, view) {
        if (!(event.ctrlKey || event.metaKey)) return false;
        const pos = view.posAtCoords({ x: event.clientX, y: event.clientY });
        if (pos === null) return false;
        const d = definitionAt(textOf(view.state.doc), pos);
        if (!d) return false;
        view.dispatch({ selection: { anchor: d.from + 1, head: d.to - 1 }, scrollIntoView: true });
        event.preventDefault();
        return true;
      },
    }),
  ];
}
