// The classify step of diffSpecs: each change found gets its class (breaking, behaviour, cosmetic;
// the table of kinds.ts) and its sentence, with the pointers on both sides.
import { classOf, wordChange, type ChangeClass, type ChangeKind, type ChangeParams } from "./kinds.js";

/** One change between two specs (see `diffSpecs`). */
export interface SpecChange<K extends ChangeKind = ChangeKind> {
  kind: K;
  class: ChangeClass;
  /** JSON Pointer of what changed in the spec before; absent for what is new. */
  before?: string;
  /** JSON Pointer of what changed in the spec after; absent for what is gone. */
  after?: string;
  /** Where a reader of the spec after sees the change: `after`, or what now holds the place of what is gone. */
  at: string;
  /** The id of the node it is about (the new id of a renamed node); absent for the spec itself. */
  node?: string;
  /** The change in one sentence. */
  message: string;
  params: ChangeParams<K>;
}

/** Where a change is: its pointers on each side and the node it is about. */
export interface ChangeWhere {
  before?: string;
  after?: string;
  node?: string;
}

/** The changes found so far, in the order they were found. */
export class Changes {
  readonly list: SpecChange[] = [];

  add<K extends ChangeKind>(kind: K, at: string, params: ChangeParams<K>, where: ChangeWhere): void {
    const change = { kind, class: classOf(kind), at, message: wordChange(kind, params), params } as SpecChange<K>;
    if (where.before !== undefined) change.before = where.before;
    if (where.after !== undefined) change.after = where.after;
    if (where.node !== undefined) change.node = where.node;
    this.list.push(change as unknown as SpecChange);
  }
}
