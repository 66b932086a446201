// The limits of the condition language (contract §3). Each one is refused or reported with its own
// issue code or reason, never by a crash; docs/conditions.md lists them for spec authors.

/** Deepest nesting of conditions: the root is level 1, each `all`/`any`/`not` adds one (`condition/too-deep`). */
export const MAX_CONDITION_DEPTH = 64;

/** Most comparisons and combinators in one condition, counted together (`condition/too-large`). */
export const MAX_CONDITION_PARTS = 10_000;

/** Longest `regex` pattern, in UTF-16 code units (`condition/pattern-too-long`). */
export const MAX_REGEX_PATTERN_LENGTH = 1024;

/** Longest string a `regex` comparison reads, in UTF-16 code units; longer gives `false` (`INPUT_TOO_LONG`). */
export const MAX_REGEX_INPUT_LENGTH = 1024 * 1024;

/**
 * Most transitions of a `regex` pattern's automaton (its states times its character classes). A
 * pattern compiles only when its whole automaton fits: every string up to the regex input limit (MAX_REGEX_INPUT_LENGTH)
 * then gets the exact verdict at a fixed cost per character (`condition/regex-too-complex`). The
 * regex chunk (loaded on demand) is given it by its caller (regex.ts) rather than importing it: a
 * module the chunk shared with a page's up-front code would be a chunk of its own that the page
 * loads as well.
 */
export const MAX_REGEX_TRANSITIONS = 65_536;

/** Deepest nesting inside a comparison's `value`, as for JSON text (`condition/value-too-deep`). */
export const MAX_VALUE_DEPTH = 512;
