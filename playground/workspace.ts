// The author's work, kept: each example's text in localStorage (a reload loses nothing), and each
// example's editor state in memory (switching examples keeps the edits and the undo history).
import type { EditorState } from "@codemirror/state";

const KEY = "agentspec-playground:work";

interface Saved {
  current?: string;
  texts: Record<string, string>;
}

function load(): Saved {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Partial<Saved>;
    const texts: Record<string, string> = {};
    if (raw.texts && typeof raw.texts === "object") for (const [k, v] of Object.entries(raw.texts)) if (typeof v === "string") texts[k] = v;
    return typeof raw.current === "string" ? { current: raw.current, texts } : { texts };
  } catch {
    return { texts: {} };
  }
}

/** The saved work over a set of examples: which one is open, and each one's text. */
export class Workspace {
  private readonly saved = load();
  private readonly states = new Map<string, EditorState>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** An edit not yet written: its example and how to get its text (made only when written). */
  private pending: { name: string; text: () => string } | undefined;

  constructor(
    private readonly examples: ReadonlyMap<string, string>,
    private readonly first: string,
  ) {}

  /** The example open when the page was left (or the first one). */
  get current(): string {
    const c = this.saved.current;
    return c !== undefined && this.examples.has(c) ? c : this.first;
  }

  /** The text to show for an example: the author's, else the example's own. */
  textOf(name: string): string {
    this.settle();
    return Object.prototype.hasOwnProperty.call(this.saved.texts, name) ? this.saved.texts[name]! : (this.examples.get(name) ?? "");
  }

  /** Whether the author changed this example. */
  edited(name: string): boolean {
    this.settle();
    return Object.prototype.hasOwnProperty.call(this.saved.texts, name);
  }

  /** Leave `from` (keeping its state) for `to`: its kept state, or undefined to make one. */
  switchTo(from: string, fromState: EditorState, to: string): EditorState | undefined {
    this.states.set(from, fromState);
    this.saved.current = to;
    this.write();
    return this.states.get(to);
  }

  /**
   * Remember an example's text (soon: typing writes once it pauses). `text` is called then, not
   * on each keystroke: a large spec's text is megabytes.
   */
  save(name: string, text: () => string): void {
    if (this.pending && this.pending.name !== name) this.settle();
    this.pending = { name, text };
    this.saved.current = name;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.write(), 300);
  }

  /** Write a pending edit now (the page is being left). */
  flush(): void {
    if (!this.pending) return;
    clearTimeout(this.timer);
    this.write();
  }

  /** Take the pending edit into the saved texts. */
  private settle(): void {
    const p = this.pending;
    if (!p) return;
    this.pending = undefined;
    const text = p.text();
    if (text === this.examples.get(p.name)) delete this.saved.texts[p.name];
    else this.saved.texts[p.name] = text;
  }

  private write(): void {
    this.settle();
    try {
      localStorage.setItem(KEY, JSON.stringify(this.saved));
    } catch (error) {
      // Storage full or refused: the work stays in this page; say so once in the console.
      console.warn("agentspec: could not keep the work in localStorage", error);
    }
  }
}
