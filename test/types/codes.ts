// Compiled by `npm run typecheck`: a code's params are typed by its definition, wherever it is
// reported. Each `@ts-expect-error` must meet a compile error on the next line; each has a twin
// that compiles, so the error can only come from the mistake named beside it.
import type { CodeParams, IssueCode } from "../../src/core/codes/index.js";
import { findingOf, type Finding } from "../../src/core/issue.js";
import { defineRule } from "../../src/rules/types.js";

// A rule's report takes its own code's params.
export const good = defineRule({
  code: "webhook/relay-timeout",
  check(ctx) {
    ctx.report("/nodes/0/config/timeout", { timeout: 600, proxy: "brazil", limit: 300 });
    ctx.reportAs("strict/unknown-kind", "/nodes/0/type", { field: "type", value: "x", known: "action" });
  },
});

export const typo = defineRule({
  code: "webhook/relay-timeout",
  check(ctx) {
    // @ts-expect-error `proxi` is not a param of webhook/relay-timeout
    ctx.report("/nodes/0/config/timeout", { timeout: 600, proxi: "brazil", limit: 300 });
    // @ts-expect-error a param the message reads is missing
    ctx.report("/nodes/0/config/timeout", { timeout: 600, limit: 300 });
    // @ts-expect-error a param of the wrong type
    ctx.report("/nodes/0/config/timeout", { timeout: "600", proxy: "brazil", limit: 300 });
    // @ts-expect-error another code's params
    ctx.reportAs("strict/unknown-kind", "/nodes/0/type", { property: "x", kind: "node" });
  },
});

// A code whose message reads no params is reported without them.
export const noParams = defineRule({
  code: "spec/missing-version",
  check(ctx) {
    ctx.report("/version");
  },
});

// @ts-expect-error a rule's code is a rule code
export const notARule = defineRule({ code: "json/syntax", check() {} });

// A finding's params are its code's.
export const finding: Finding = { code: "json/too-deep", severity: "error", pointer: "", params: { limit: 512 } };
// @ts-expect-error `limt` is not a param of json/too-deep
export const findingTypo: Finding = { code: "json/too-deep", severity: "error", pointer: "", params: { limt: 512 } };
export const made = findingOf("bundle/duplicate-id", "error", "/agents/1/id", { id: "a", first: "/agents/0" });
// @ts-expect-error bundle/duplicate-id has no `name`
export const madeTypo = findingOf("bundle/duplicate-id", "error", "/agents/1/id", { name: "a", first: "/agents/0" });

// Every code has params typed by its definition: none is `unknown` or `any`.
type IsAny<T> = 0 extends 1 & T ? true : false;
type AnyParams = { [C in IssueCode]: IsAny<CodeParams<C>> extends true ? C : unknown extends CodeParams<C> ? C : never }[IssueCode];
export const noUntypedParams: [AnyParams] extends [never] ? true : false = true;
