/**
 * Most transitions of a `regex` pattern's automaton (its states times its character classes). A
 * pattern compiles only when its whole automaton fits: every string up to the regex input limit (MAX_REGEX_INPUT_LENGTH)
 * then gets the exact verdict at a fixed cost per character (`condition/regex-too-complex`).
 */
export const MAX_REGEX_TRANSITIONS = 65_536;
