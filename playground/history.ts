// Undo and redo for the spec editor. @codemirror/commands (whose `history()` this stands in for)
// is not among the installed packages; swap it in when it is.
import { Annotation, StateField, Transaction, type ChangeSet, type Extension } from "@codemirror/state";
import { keymap, type EditorView } from "@codemirror/view";

interface Stacks {
  /** Inverse change sets, newest last: applying one undoes a step. */
  done: readonly ChangeSet[];
  undone: readonly ChangeSet[];
  /** When the newest step was made, to merge fast typing into one step. */
  last: number;
}

const MERGE_MS = 500;
const step = Annotation.define<"undo" | "redo">();

const stacks = StateField.define<Stacks>({
  create: () => ({ done: [], undone: [], last: 0 }),
  update(h, tr) {
    if (!tr.docChanged) return h;
    const inverse = tr.changes.invert(tr.startState.doc);
    const kind = tr.annotation(step);
    if (kind === "undo") return { done: h.done.slice(0, -1), undone: [...h.undone, inverse], last: 0 };
    if (kind === "redo") return { done: [...h.done, inverse], undone: h.undone.slice(0, -1), last: 0 };
    if (tr.annotation(Transaction.addToHistory) === false) return h;
    const time = tr.annotation(Transaction.time) ?? 0;
    const prev = h.done[h.done.length - 1];
    if (prev && time - h.last < MERGE_MS && tr.isUserEvent("input.type")) {
      return { done: [...h.done.slice(0, -1), inverse.compose(prev)], undone: [], last: time };
    }
    return { done: [...h.done, inverse].slice(-200), undone: [], last: time };
  },
});

function apply(kind: "undo" | "redo") {
  return (view: EditorView): boolean => {
    const h = view.state.field(stacks);
    const changes = (kind === "undo" ? h.done : h.undone).at(-1);
    if (!changes) return false;
    view.dispatch({ changes, annotations: [step.of(kind), Transaction.userEvent.of(kind)], scrollIntoView: true });
    return true;
  };
}

/** Undo (Mod-z) and redo (Mod-y, Mod-Shift-z). */
export function history(): Extension {
  return [
    stacks,
    keymap.of([
      { key: "Mod-z", run: apply("undo"), preventDefault: true },
      { key: "Mod-y", run: apply("redo"), preventDefault: true },
      { key: "Mod-Shift-z", run: apply("redo"), preventDefault: true },
    ]),
  ];
}
