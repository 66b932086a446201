// The automaton check of `regex` patterns, loaded on demand with the pattern compiler (pattern.ts).

// The parts of re2js's lazy DFA (RE2's design) that the automaton check drives. They are not in
// its typings; test/conditions/regex-automaton.test.ts fails if a release changes them.
interface DfaState {
  readonly nfaStates: readonly number[];
}
interface Dfa {
  failed: boolean;
  memBudget: number;
  stateBudget: number;
  classBounds: Int32Array;
  numClasses: number;
  start(input: { context(pos: number): number }, pos: number): DfaState | null;
  step(state: DfaState, cls: number, rune: number, anchor: number): DfaState | null;
}
export interface Re2Program {
  prefixComplete: boolean;
  onepass: unknown;
  dfa: Dfa;
}

const UNANCHORED = 0;
const END_TEXT = -1;
/** The empty-width context at the start of any input (RE2's EMPTY_BEGIN_TEXT). */
const AT_START = { context: (): number => 4 };
const MAX_RUNE = 0x10ffff;

/**
 * Build the whole automaton a search with this pattern can meet, within `limit` transitions
 * (MAX_REGEX_TRANSITIONS, which the caller passes).
 * re2js matches with a lazy DFA that caches its states; when they outgrow its memory it flushes
 * them, and when it flushes too often it falls back to a simulation costing the program size per
 * character (seconds on 1 MiB). A pattern whose automaton is built here in full never meets that
 * fallback: each later character is one cached step. Returns how far it got when it does not fit.
 */
export function buildAutomaton(re2: Re2Program, limit: number): { states: number; classes: number } | number {
  // Literal prefixes run as a string search, one-pass programs in one pass: both linear already.
  if (re2.prefixComplete || re2.onepass !== null) return 0;
  const dfa = re2.dfa;
  const classes: number[] = [];
  // One character stands for each class: the DFA treats every character of a class alike.
  for (let c = 0; c < dfa.numClasses; c++) {
    const rune = c === 0 ? 0 : (dfa.classBounds[c - 1] as number);
    if (rune <= MAX_RUNE) classes.push(c, rune);
  }
  const perState = classes.length / 2 + 1;
  const first = dfa.failed ? null : dfa.start(AT_START, 0);
  if (first === null) return { states: 0, classes: perState - 1 };
  const seen = new Set<DfaState>([first]);
  const queue: DfaState[] = [first];
  for (let q = 0; q < queue.length; q++) {
    if ((q + 1) * perState > limit) return { states: seen.size, classes: perState - 1 };
    const state = queue[q] as DfaState;
    for (let i = 0; i < classes.length; i += 2) {
      const next = dfa.step(state, classes[i] as number, classes[i + 1] as number, UNANCHORED);
      if (next === null) return { states: seen.size, classes: perState - 1 };
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
    if (dfa.step(state, dfa.numClasses, END_TEXT, UNANCHORED) === null) return { states: seen.size, classes: perState - 1 };
  }
  return dfa.stateBudget - dfa.memBudget;
}
