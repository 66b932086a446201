// Fuzzing the public entry points with what no one meant to send. Nothing throws except
// ConditionError from compileCondition; every range lies inside its text (and its line and column
// agree with its offset); every pointer is well formed and points into the document.
// Runs: FUZZ_RUNS (default 200 per property); `npm run fuzz` runs 20,000.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  checkAgentImport,
  compileCondition,
  ConditionError,
  importBundle,
  specTextValidator,
  toErrorEnvelope,
  validateSpec,
  validateSpecText,
  type ConditionContext,
} from "../../src/index.js";
import { anyDocument, condition, spec, toText } from "../arbitraries.js";
import { anyText, asJson, bundle, damagedSpecText, existing, expectSoundIssues, FUZZ_TIMEOUT, pointsInto, prototypeSnapshot, RUNS } from "./helpers.js";

const opts = { numRuns: RUNS };
const before = prototypeSnapshot();

/** Context members holding anything JSON can, keyed like real run data. */
const context: fc.Arbitrary<ConditionContext> = fc.record(
  {
    evaluation: fc.oneof(fc.record({ scores: fc.record({ mean: fc.double() }), results: fc.array(fc.record({ score: fc.jsonValue({ maxDepth: 1 }) })) }), fc.jsonValue()),
    vars: fc.oneof(fc.dictionary(fc.constantFrom("x", "region", "a", "k.with.dots", "__proto__"), fc.jsonValue({ maxDepth: 3 })), fc.jsonValue()),
    context: fc.jsonValue(),
    input: fc.jsonValue(),
    state: fc.jsonValue(),
    nodes: fc.dictionary(fc.constantFrom("start", "fetch", "decide", "__proto__", "a.b"), fc.jsonValue({ maxDepth: 3 })),
  },
  { requiredKeys: [] },
);

describe("validateSpecText on text no one meant to send", () => {
  test(
    "arbitrary strings (lone surrogates, BOMs, JSON's bits shuffled): no throw, ranges inside the text",
    () => {
      fc.assert(
        fc.property(anyText, (text) => {
          const { valid, issues } = validateSpecText(text);
          expect(valid).toBe(!issues.some((i) => i.severity === "error"));
          expectSoundIssues(issues, { text });
          toErrorEnvelope(issues);
        }),
        opts,
      );
    },
    FUZZ_TIMEOUT,
  );

  test(
    "truncated and mutated spec texts: no throw, ranges inside the text, positions agree with offsets",
    () => {
      fc.assert(
        fc.property(damagedSpecText, fc.boolean(), (text, strict) => {
          const { issues } = validateSpecText(text, { strict });
          expectSoundIssues(issues, { text });
          // Parsed text: every pointer points into the value JSON.parse gives.
          let doc: unknown;
          try {
            doc = JSON.parse(text.replace(/^\uFEFF/, ""));
          } catch {
            return;
          }
          if (!issues.some((i) => i.code === "json/too-deep")) for (const i of issues) expect(pointsInto(doc, i.pointer), `${i.code} at ${i.pointer}`).toBe(true);
        }),
        opts,
      );
    },
    FUZZ_TIMEOUT,
  );
});

describe("specTextValidator on text no one meant to send", () => {
  test(
    "one validator fed arbitrary and damaged texts in turn: no throw, validateSpecText's answer each time",
    () => {
      fc.assert(
        fc.property(fc.array(fc.tuple(fc.oneof(anyText, damagedSpecText), fc.boolean()), { minLength: 1, maxLength: 6 }), (texts) => {
          const validator = specTextValidator();
          for (const [text, strict] of texts) expect(validator.validate(text, { strict })).toEqual(validateSpecText(text, { strict }));
        }),
        opts,
      );
    },
    FUZZ_TIMEOUT,
  );
});

describe("validateSpec on arbitrary JSON", () => {
  test(
    "no throw; every pointer well formed and pointing into the document",
    () => {
      fc.assert(
        fc.property(fc.oneof(anyDocument, fc.jsonValue()), fc.boolean(), (raw, strict) => {
          const doc = asJson(raw);
          const { issues } = validateSpec(doc, { strict });
          expectSoundIssues(issues, { doc });
          const envelope = toErrorEnvelope(issues);
          if (envelope) expect(JSON.parse(JSON.stringify(envelope))).toEqual(envelope);
        }),
        opts,
      );
    },
    FUZZ_TIMEOUT,
  );
});

describe("conditions on arbitrary JSON", () => {
  test(
    "compileCondition throws only ConditionError, whose issues point into the condition",
    () => {
      fc.assert(
        fc.property(fc.oneof(condition, fc.jsonValue()), (raw) => {
          const cond = asJson(raw);
          try {
            compileCondition(cond);
          } catch (error) {
            expect(error).toBeInstanceOf(ConditionError);
            const issues = (error as ConditionError).issues;
            expect(issues.length).toBeGreaterThan(0);
            expectSoundIssues(issues, { doc: cond });
          }
        }),
        opts,
      );
    },
    FUZZ_TIMEOUT,
  );

  test(
    "evaluate and explain never throw on any context, and agree",
    () => {
      fc.assert(
        fc.property(condition, context, (raw, ctx) => {
          let compiled;
          try {
            compiled = compileCondition(asJson(raw));
          } catch (error) {
            expect(error).toBeInstanceOf(ConditionError);
            return;
          }
          const data = asJson(ctx) as ConditionContext;
          const result = compiled.evaluate(data);
          expect(typeof result).toBe("boolean");
          const explained = compiled.explain(data);
          expect(explained.result).toBe(result);
          expect(explained.text.length).toBeLessThanOrEqual(400);
        }),
        opts,
      );
    },
    FUZZ_TIMEOUT,
  );
});

describe("bundles on arbitrary JSON", () => {
  test(
    "importBundle never throws; all or nothing; issues point into the bundle",
    () => {
      fc.assert(
        fc.property(bundle, (raw) => {
          const b = asJson(raw);
          const { agents, issues } = importBundle(b);
          expectSoundIssues(issues, { doc: b });
          if (issues.some((i) => i.severity === "error")) expect(agents).toEqual([]);
          else expect(agents).toEqual((b as { agents: unknown[] }).agents);
        }),
        opts,
      );
    },
    FUZZ_TIMEOUT,
  );

  test(
    "checkAgentImport never throws and never changes its input; issues point into the bundle",
    () => {
      fc.assert(
        fc.property(bundle, existing, fc.boolean(), (raw, list, strict) => {
          const b = asJson(raw);
          const copy = structuredClone(b);
          const check = checkAgentImport(b, { existing: asJson(list) as never, strict });
          expect(b).toEqual(copy);
          expect(check.ok).toBe(!check.issues.some((i) => i.severity === "error"));
          expectSoundIssues(check.issues, { doc: b });
          for (const a of check.agents) expect(pointsInto(b, a.pointer)).toBe(true);
        }),
        opts,
      );
    },
    FUZZ_TIMEOUT,
  );
});

test("a spec's issues inside a bundle are the spec's own, moved under its pointer", () => {
  fc.assert(
    fc.property(spec, (raw) => {
      const s = asJson(raw);
      const check = checkAgentImport({ format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "a", spec: s }] });
      const own = check.issues.filter((i) => i.pointer.startsWith("/agents/0/spec")).map((i) => `${i.code} ${i.pointer.slice("/agents/0/spec".length)}`);
      expect(own.sort()).toEqual(validateSpec(s).issues.map((i) => `${i.code} ${i.pointer}`).sort());
    }),
    opts,
  );
});

test("the fuzzing left Object.prototype and Array.prototype as they were", () => {
  expect(prototypeSnapshot()).toBe(before);
  expect(toText({}).length).toBe(2);
});
