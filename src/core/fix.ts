// What a fix is, and what a fix reads of the text. A fix is defined beside the code it fixes (in the
// rule's file, or in the code's definition for a code that is no rule's), typed by that code's
// params; the language service finds it by code and gives it the place in the text.

/** One replacement in a text: UTF-16 offsets, `to` exclusive. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

/**
 * A way to fix an issue. A safe fix keeps what the author meant (a route in the wrong case, a
 * missing version, a misspelt property name whose value already fits); an unsafe one guesses.
 */
export interface Fix {
  title: string;
  safe: boolean;
  /** Whether `applyFixes` may choose it unattended: the only fix of its issue, or the one a guess points to. */
  preferred: boolean;
  edits: TextEdit[];
}

/** Where an issue is in the text, and the edits a fix can make there (the language service gives it). */
export interface FixSite {
  /** The whole text. */
  readonly text: string;
  /** The span: its range's offsets. */
  readonly span: readonly [from: number, to: number];
  /** Whether the text at the span is exactly the JSON of `value` (so an edit replaces what the issue is about). */
  holds(value: unknown): boolean;
  /** A fix that writes the JSON of `value` over the span. */
  replace(title: string, safety: { safe: boolean; preferred: boolean }, value: unknown): Fix;
  /** The edit that adds `"name": value` as the first property of the root object, laid out like the one after it. */
  firstProperty(name: string, value: unknown): TextEdit | undefined;
  /**
   * When the span is a property's key in an object of the strict rule's `kind` that has no
   * property `to` yet: whether that property's value already fits the schema of `to` there.
   */
  renaming(kind: string, to: string): { fits: boolean } | undefined;
}

/** The fixes for one issue of a code, from its params (as the code's message reads them) and its site. */
export type FixFor<P> = (params: P, at: FixSite) => Fix[];

/** The safety of a guess the author should confirm, and of a fix that keeps what they meant. */
export const SAFE = { safe: true, preferred: true } as const;
export const GUESS = { safe: false, preferred: true } as const;
/** One choice among several, none preferred. */
export const CHOICE = { safe: false, preferred: false } as const;
