// What a code is: its severity and the message its params build. The definitions themselves are in
// src/core/codes/, one table per group; detection (rules, the schema pass, the condition compiler,
// the bundle reader, the command line) reports a code and its params, and only the table words it.
import type { FixFor } from "./fix.js";

/** How bad a finding is: errors make a spec invalid, warnings do not. */
export type Severity = "error" | "warning";

/** A code's definition: how bad it is and its message, built from the params it is reported with. */
export interface CodeDefinition<P> {
  readonly severity: Severity;
  readonly message: (params: P) => string;
}

/** A table of code definitions, by code. */
export type CodeTable = { readonly [code: string]: CodeDefinition<never> };

/** The params a code of a table is reported with: what its message reads (`{}` for a message that reads none). */
export type ParamsIn<T extends CodeTable, C extends keyof T> = T[C] extends CodeDefinition<infer P> ? (unknown extends P ? NoParams : P) : never;

/** A fix for each code of a table that has one, typed by the params the code is reported with. */
export type Fixes<T extends CodeTable> = { readonly [C in keyof T]?: FixFor<ParamsIn<T, C>> };

/** The params of a code whose message reads none. */
export type NoParams = { readonly [key: string]: never };

/**
 * Each code's one-line description (what SARIF and the docs' table say of it), by code: a table of
 * its own beside the definitions, so that a page that only validates does not load the text.
 */
export type Descriptions<T extends CodeTable> = { readonly [C in keyof T]: string };
