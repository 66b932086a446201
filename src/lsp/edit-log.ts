// The edits an open document went through since an earlier version, as offsets: what maps a place
// in a version the editor still shows (a diagnostic published for it) to the same place in the
// current text. The editor keeps a diagnostic until the next one is published, and a code action
// asked for after a keystroke sends it back with the issue it was made from, at that version's offsets.

/** One change, in the offsets of the text it was applied to. */
interface LoggedEdit {
  /** The document's version once the change (and the others of its didChange) was applied. */
  version: number;
  from: number;
  to: number;
  inserted: number;
}

/** A span mapped to the current text, and whether an edit since reached into it (its text may have changed). */
export interface MappedSpan {
  from: number;
  to: number;
  touched: boolean;
}

/** How many changes are kept: an editor asks about the versions of the last moments, not of an hour ago. */
export const EDIT_LOG_LIMIT = 1000;

export class EditLog {
  private edits: LoggedEdit[] = [];
  /** The oldest version the log reaches back to. */
  private start: number;

  constructor(version: number) {
    this.start = version;
  }

  /** A change of `from`..`to` (offsets in the text before it) into `inserted` characters, part of the change to `version`. */
  record(version: number, from: number, to: number, inserted: number): void {
    this.edits.push({ version, from, to, inserted });
    if (this.edits.length > EDIT_LOG_LIMIT) {
      const dropped = this.edits.splice(0, this.edits.length - EDIT_LOG_LIMIT);
      // The versions the dropped changes led to can no longer be mapped from: a version before the next kept change can.
      this.start = dropped.at(-1)!.version;
      while (this.edits.length > 0 && this.edits[0]!.version === this.start) this.edits.shift();
    }
  }

  /** The whole text was replaced at `version`: nothing before it maps to it. */
  reset(version: number): void {
    this.edits = [];
    this.start = version;
  }

  /**
   * The span `from`..`to` of the text at `version`, in the current text; undefined when the log
   * does not reach back to that version (or it is not one this document had). Text inserted at
   * either end of the span stays outside it; a span an edit reached into is mapped around the edit
   * (an end inside a replaced part goes to the end of what replaced it) and marked `touched`.
   */
  map(version: number, from: number, to: number, current: number): MappedSpan | undefined {
    if (version < this.start || version > current) return undefined;
    let touched = false;
    for (const e of this.edits) {
      if (e.version <= version) continue;
      const shift = e.inserted - (e.to - e.from);
      // An edit that meets the span's inside (not only an insertion at one of its ends) changes its text.
      if (e.from < e.to && e.from < to && e.to > from) touched = true;
      else if (e.inserted > 0 && from < e.from && e.from < to) touched = true;
      const start = from >= e.to ? from + shift : from > e.from ? e.from + e.inserted : from;
      const end = to > e.to ? to + shift : to > e.from ? e.from + e.inserted : to;
      from = start;
      to = Math.max(start, end);
    }
    return { from, to, touched };
  }
}
