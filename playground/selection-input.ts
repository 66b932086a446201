// Typing over a selection, done by the editor rather than by the browser. On a selection across
// lines Chromium's own editing deletes it by merging the line elements, and to keep their look
// it wraps text in `<span style="…">`: a style attribute, which the page's CSP refuses (a
// style-src-attr violation on each such keystroke). CodeMirror would then read the DOM change and
// redraw; the violation has happened by then. So an input that would replace selected text is
// taken at `beforeinput`, cancelled, and applied as a transaction, the way CodeMirror applies
// what it reads from the DOM (input handlers such as bracket closing still get their say).
import type { Extension } from "@codemirror/state";
import { EditorView } from "@codemirror/view";

/** What each cancellable input type puts in place of the selection. */
const REPLACES: Record<string, (e: InputEvent, lineBreak: string) => string | undefined> = {
  insertText: (e) => e.data ?? undefined,
  insertReplacementText: (e) => e.dataTransfer?.getData("text/plain") ?? e.data ?? undefined,
  insertParagraph: (_, br) => br,
  insertLineBreak: (_, br) => br,
  deleteContentBackward: () => "",
  deleteContentForward: () => "",
  deleteContent: () => "",
  deleteWordBackward: () => "",
  deleteWordForward: () => "",
  deleteSoftLineBackward: () => "",
  deleteSoftLineForward: () => "",
  deleteHardLineBackward: () => "",
  deleteHardLineForward: () => "",
};

/** Replace selected text through the editor, never through the browser's editing. */
export const selectionInput: Extension = EditorView.domEventHandlers({
  beforeinput(event, view) {
    const { state } = view;
    if (!event.cancelable || event.isComposing || state.selection.ranges.every((r) => r.empty)) return false;
    const text = REPLACES[event.inputType]?.(event, state.lineBreak);
    if (text === undefined) return false;
    event.preventDefault();
    const userEvent = text === "" ? "delete.selection" : "input.type";
    const insert = () => state.update(state.replaceSelection(text), { userEvent, scrollIntoView: true });
    const { from, to } = state.selection.main;
    if (text !== "" && state.facet(EditorView.inputHandler).some((h) => h(view, from, to, text, insert))) return true;
    view.dispatch(insert());
    return true;
  },
});
