import type { messages } from "./messages.js";
import type { bundleMessages } from "../bundle/messages.js";
import type { testMessages } from "../workflow/test-file.js";
import type { cliMessages } from "../cli/messages.js";

/**
 * Every code the toolkit reports: the validators, the condition compiler, bundles and the command
 * line. Each code is worded in one message table; the union is held equal to those tables below.
 */
export type IssueCode =
  | "bundle/agents-not-array"
  | "bundle/conflict-id"
  | "bundle/conflict-name"
  | "bundle/duplicate-id"
  | "bundle/duplicate-name"
  | "bundle/not-a-bundle"
  | "bundle/unsafe-integer"
  | "bundle/unreadable"
  | "bundle/unsupported-version"
  | "condition/bad-length-operand"
  | "condition/bad-of"
  | "condition/bad-path"
  | "condition/bad-regex"
  | "condition/bad-source"
  | "condition/bad-value-type"
  | "condition/combinator-not-array"
  | "condition/combinator-shape"
  | "condition/missing-member"
  | "condition/mixed-shape"
  | "condition/node-path-prefix"
  | "condition/not-an-object"
  | "condition/path-not-string"
  | "condition/pattern-too-long"
  | "condition/regex-engine-not-loaded"
  | "condition/regex-too-complex"
  | "condition/too-deep"
  | "condition/too-large"
  | "condition/unknown-node"
  | "condition/unknown-op"
  | "condition/unreadable"
  | "condition/value-not-array"
  | "condition/value-not-json"
  | "condition/value-not-string"
  | "condition/value-too-deep"
  | "condition/value-type-mismatch"
  | "internal/rule-failed"
  | "io/invalid-utf8"
  | "io/no-match"
  | "io/unreadable"
  | "json/duplicate-key"
  | "json/empty"
  | "json/inexact-number"
  | "json/syntax"
  | "json/too-deep"
  | "node/duplicate-id"
  | "node/duplicate-output-var"
  | "node/misspelled-kind"
  | "node/unreachable"
  | "schema/const"
  | "schema/enum"
  | "schema/exclusive-minimum"
  | "schema/invalid"
  | "schema/min-items"
  | "schema/min-length"
  | "schema/pattern"
  | "schema/required"
  | "schema/type"
  | "schema/unknown-property"
  | "spec/missing-version"
  | "spec/unreadable"
  | "strict/unknown-kind"
  | "strict/unknown-property"
  | "test/duplicate-case-name"
  | "test/error-with-output"
  | "test/not-a-webhook"
  | "test/spec-invalid"
  | "test/spec-is-test-file"
  | "test/spec-unreadable"
  | "test/unknown-node"
  | "transition/unknown-target"
  | "transition/unreachable"
  | "webhook/invalid-proxy"
  | "webhook/relay-timeout"
  | "webhook/url-scheme";

// Written out so that a reader (and an editor's hover) sees the codes; the compiler holds the list
// equal to the message tables' keys, so a code worded there and missing here, or the reverse, fails
// the type check. (Type-only: the bundle table is not loaded with validation.)
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Holds<T extends true> = T;
type _IssueCodesMatchTheMessageTables = Holds<Equal<IssueCode, keyof typeof messages | keyof typeof bundleMessages | keyof typeof testMessages | keyof typeof cliMessages>>;
