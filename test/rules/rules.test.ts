// Unit tests of the semantic rules: edge cases the golden fixtures do not show.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { rules } from "../../src/rules/index.js";
import { didYouMean, editDistance } from "../../src/core/suggest.js";
import { urlFault } from "../../src/rules/webhook-url-scheme.js";
import { validateSpec, validateSpecText } from "../../src/validate/validate.js";

const webhook = (id: string, extra: Record<string, unknown> = {}, config: Record<string, unknown> = {}) => ({
  id,
  type: "action",
  actionType: "WEBHOOK",
  config: { url: "https://api.example.com", method: "GET", ...config },
  ...extra,
});
const spec = (...nodes: unknown[]) => ({ version: 2, nodes });
const codes = (doc: unknown, strict = false) => validateSpec(doc, { strict }).issues.map((i) => `${i.code} ${i.pointer}`);

describe("did you mean", () => {
  test("edit distance counts a swap of neighbours as one edit", () => {
    expect(editDistance("review", "reveiw")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
  test("suggests the nearest candidate within a third of the length, a case-only difference first", () => {
    expect(didYouMean("outputvar", ["outputVar", "output"])).toBe("outputVar");
    expect(didYouMean("revew", ["review", "preview"])).toBe("review");
    expect(didYouMean("zzz", ["review"])).toBeUndefined();
    expect(didYouMean("a", ["a"])).toBeUndefined();
  });
});

describe("transition/unknown-target", () => {
  test("no suggestion when nothing is close; none at all for existing targets", () => {
    expect(codes(spec(webhook("a", { transition: [{ to: "a" }, { to: "zzzzzz" }] })))).toEqual(["transition/unreachable /nodes/0/transition/1", "transition/unknown-target /nodes/0/transition/1/to"]);
  });
  test("a `to` of the wrong type is left to the schema", () => {
    expect(codes(spec(webhook("a", { transition: [{ to: 5 }] })))).toEqual(["schema/type /nodes/0/transition/0/to"]);
  });
});

describe("node/unreachable", () => {
  test("follows chains and cycles; conditional transitions count", () => {
    const doc = spec(
      webhook("a", { transition: [{ to: "b", when: { source: "vars", path: "x", op: "exists" } }] }),
      webhook("b", { transition: [{ to: "a" }, ] }),
      webhook("c", { transition: [{ to: "c" }] }),
    );
    expect(codes(doc)).toEqual(["node/unreachable /nodes/2/id"]);
  });
  test("quiet when the first node has no usable id", () => {
    expect(codes(spec({ type: "note" }, webhook("b"))).filter((c) => c.startsWith("node/unreachable"))).toEqual([]);
  });
});

describe("transition/unreachable", () => {
  test("only transitions after the first catch-all", () => {
    const when = { source: "vars", path: "x", op: "exists" };
    const doc = spec(webhook("a", { transition: [{ to: "a", when }, { to: "a" }, { to: "a", when }] }));
    expect(codes(doc)).toEqual(["transition/unreachable /nodes/0/transition/2"]);
  });
});

describe("webhook/url-scheme", () => {
  test.each([
    ["https://example.com", undefined],
    ["http://localhost:8080/x?y=1#z", undefined],
    ["HTTPS://EXAMPLE.COM", undefined],
    ["https://[::1]/", undefined],
    ["ftp://example.com", "scheme"],
    ["mailto:a@example.com", "scheme"],
    ["example.com/x", "not-absolute"],
    ["/relative/path", "not-absolute"],
    ["https:/example.com", "malformed"],
    ["https://", "malformed"],
    ["https:// example.com", "malformed"],
    ["http:example.com", "malformed"],
    ["https://exa mple.com", "malformed"],
  ])("%s", (url, fault) => expect(urlFault(url)).toBe(fault));

  // urlFault asks URL.canParse where there is one; the verdict is the one a constructed URL gives,
  // and the fallback (pages without canParse) gives the same.
  test("canParse and the URL constructor agree, and so does the fallback", () => {
    const byConstructor = (url: string): boolean => {
      try {
        return new URL(url).hostname !== "";
      } catch {
        return false;
      }
    };
    const host = fc.oneof(fc.domain(), fc.constantFrom("1.2.3.999", "0x1g", "xn--", "xn--a", "[::1", "[::1]", "a..b", "-a", "a b", "%41", "ex%ample.com", "\u00e9.com", "é.com", "a:99999", "a:65535", "a:", "@a", "a@b", ""));
    const url = fc.tuple(fc.constantFrom("http://", "https://", "HTTP://"), host, fc.constantFrom("", "/", "/x?y#z", ":8080/x", "\\x", " /x")).map(([a, b, c]) => a + b + c);
    const canParse = URL.canParse;
    fc.assert(
      fc.property(fc.oneof(url, fc.webUrl()), (u) => {
        const fault = urlFault(u);
        if (fault === undefined) expect(byConstructor(u)).toBe(true);
        else if (fault === "malformed" && /^https?:\/\/[^/?#\\\s]/i.test(u)) expect(byConstructor(u)).toBe(false);
        try {
          (URL as { canParse?: unknown }).canParse = undefined;
          expect(urlFault(u)).toBe(fault);
        } finally {
          URL.canParse = canParse;
        }
      }),
      { numRuns: 1000 },
    );
  });
  test("templates and non-webhook nodes are not checked", () => {
    expect(codes(spec(webhook("a", {}, { url: "{{vars.u}}" }), { id: "b", type: "note", config: { url: "ftp://x" } })).filter((c) => c.startsWith("webhook/url"))).toEqual([]);
  });
});

describe("webhook/relay-timeout", () => {
  test("exactly 300 is fine; direct and omitted proxies have no cap", () => {
    const doc = spec(
      webhook("a", { transition: [{ to: "b" }] }, { proxy: "us", timeout: 300 }),
      webhook("b", { transition: [{ to: "c" }] }, { timeout: 1000 }),
      webhook("c", {}, { proxy: "brazil", timeout: 301 }),
    );
    expect(codes(doc)).toEqual(["webhook/relay-timeout /nodes/2/config/timeout"]);
  });
});

describe("condition/value-type-mismatch", () => {
  const cond = (c: Record<string, unknown>) => spec(webhook("a", { transition: [{ to: "a", when: { source: "vars", path: "x", ...c } }] }));
  test.each([
    [{ op: "eq", value: 1, valueType: "number" }, []],
    [{ op: "eq", value: 1.5, valueType: "number" }, []],
    [{ op: "eq", value: null, valueType: "string" }, ["/value"]],
    [{ op: "eq", value: {}, valueType: "object" }, []],
    [{ op: "eq", value: [], valueType: "object" }, ["/value"]],
    [{ op: "in", value: ["a", "b"], valueType: "string" }, []],
    [{ op: "notIn", value: [1, "b"], valueType: "number" }, ["/value/1"]],
    [{ op: "in", value: [1, "b"], valueType: "array" }, []],
    [{ op: "contains", value: ["a"], valueType: "array" }, []],
    [{ op: "exists", valueType: "number" }, []],
    [{ op: "length", value: { comparator: "gt", value: 1 }, valueType: "array" }, []],
  ])("%j", (c, pointers) => {
    const found = validateSpec(cond(c)).issues.filter((i) => i.code === "condition/value-type-mismatch").map((i) => i.pointer.replace("/nodes/0/transition/0/when", ""));
    expect(found).toEqual(pointers);
  });
});

describe("strict/unknown-property", () => {
  const doc = spec(webhook("a", { outputvar: "x", extra: 1 }, { timout: 3, whatever: true }), { id: "b", type: "note", config: { anything: 1 } });
  test("only in strict mode", () => {
    expect(codes(doc).filter((c) => c.startsWith("strict/"))).toEqual([]);
  });
  test("names what the schema does not; a non-webhook config is free", () => {
    expect(codes(doc, true).filter((c) => c.startsWith("strict/unknown-property"))).toEqual(["strict/unknown-property /nodes/0/config/whatever", "strict/unknown-property /nodes/0/extra"]);
  });
  test("a near miss is spec/misspelled-property's alone: one finding per fault (issue #33)", () => {
    const found = codes(doc, true).filter((c) => c.endsWith("/timout") || c.endsWith("/outputvar"));
    expect(found).toEqual(["spec/misspelled-property /nodes/0/config/timout", "spec/misspelled-property /nodes/0/outputvar"]);
  });
  test("the warning underlines the key", () => {
    const text = '{"version":2,"nodes":[{"id":"a","type":"x","extra":1}]}';
    const issue = validateSpecText(text, { strict: true }).issues.find((i) => i.code === "strict/unknown-property");
    expect(issue?.pointer).toBe("/nodes/0/extra");
    expect(text.slice(issue?.range?.start.offset, issue?.range?.end.offset)).toBe('"extra"');
  });
});

describe("condition compile", () => {
  const withWhen = (when: unknown) => spec(webhook("a", { transition: [{ to: "a", when }] }));
  test("a when the schema faulted gets the condition checker's findings, all of them, each once", () => {
    const found = codes(withWhen({ source: "vars", path: "a..b", op: "in", value: "x" }));
    expect(found).toEqual(["condition/bad-path /nodes/0/transition/0/when/path", "condition/value-not-array /nodes/0/transition/0/when/value"]);
  });
  test("too many parts is one issue at the when", () => {
    const all = Array.from({ length: 10_001 }, () => ({ source: "vars", path: "x", op: "exists" }));
    expect(codes(withWhen({ all }))).toEqual(["condition/too-large /nodes/0/transition/0/when"]);
  });
  test("a good regex compiles quietly", () => {
    expect(codes(withWhen({ source: "input", path: "s", op: "regex", value: "(?i)^ok\\b" }))).toEqual([]);
  });
});

import { describeCode } from "../../src/cli/report/rule-meta.js";
import { conditionCodes } from "../../src/core/codes/condition.js";
import { ruleCodes } from "../../src/core/codes/rules.js";

describe("node/misspelled-kind and strict/unknown-kind", () => {
  const node = (extra: Record<string, unknown>) => ({ id: "a", type: "action", actionType: "WEBHOOK", config: { url: "https://x.example.com", method: "GET" }, ...extra });
  test("a known value but for case or a small typo is an error with a did-you-mean; it switched the webhook checks off", () => {
    const doc = spec(node({ actionType: "webhook", config: { url: "https://x.example.com", method: "GET", proxy: "{{vars.r}}" } }));
    expect(codes(doc)).toEqual(["node/misspelled-kind /nodes/0/actionType"]);
    expect(validateSpec(doc).issues[0]!.message).toBe('actionType "webhook" is unknown: the platform compares exactly; did you mean "WEBHOOK"?');
    expect(codes(spec(node({ type: "actoin" })))).toEqual(["node/misspelled-kind /nodes/0/type"]);
    expect(codes(spec(node({ actionType: "WEBHOK" })))).toEqual(["node/misspelled-kind /nodes/0/actionType"]);
    expect(codes(spec(node({ type: "Action", mode: "SYNC" })))).toEqual(["node/misspelled-kind /nodes/0/type", "node/misspelled-kind /nodes/0/mode"]);
    expect(codes(spec(node({ config: { url: "https://x.example.com", method: "GET", responseMode: "Text" } })))).toEqual(["node/misspelled-kind /nodes/0/config/responseMode"]);
  });
  test("an unknown value stays allowed; --strict names it; mode and responseMode take case only", () => {
    const doc = spec(node({ mode: "async", config: { url: "https://x.example.com", method: "GET", responseMode: "attachment" } }), { id: "b", type: "approval" }, { id: "c", type: "action", actionType: "EMAIL" });
    expect(codes(doc).filter((c) => !c.startsWith("node/unreachable"))).toEqual([]);
    expect(codes(doc, true).filter((c) => c.includes("kind"))).toEqual([
      "strict/unknown-kind /nodes/0/config/responseMode",
      "strict/unknown-kind /nodes/0/mode",
      "strict/unknown-kind /nodes/1/type",
      "strict/unknown-kind /nodes/2/actionType",
    ]);
  });
  test("the toolkit-named end type is known: no warning, even under --strict; its misspelling is an error", () => {
    const doc = spec(node({}), { id: "b", type: "end" });
    expect(codes(doc, true).filter((c) => c.includes("kind"))).toEqual([]);
    expect(codes(spec(node({}), { id: "b", type: "End" }), true).filter((c) => c.includes("kind"))).toEqual(["node/misspelled-kind /nodes/1/type"]);
  });
  test("whatever the casing or the typo of a known kind, exactly one error at its field", () => {
    const kinds = fc.constantFrom(["type", "action"], ["actionType", "WEBHOOK"]);
    const edit = fc.tuple(kinds, fc.nat(), fc.constantFrom("case", "swap", "drop", "double"), fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }));
    fc.assert(
      fc.property(edit, ([[field, known], at, how, upper]) => {
        const i = at % (known.length - 1);
        const value =
          how === "case" ? [...known].map((c, k) => (upper[k] ? c.toUpperCase() : c.toLowerCase())).join("")
          : how === "swap" ? known.slice(0, i) + known[i + 1] + known[i] + known.slice(i + 2)
          : how === "drop" ? known.slice(0, i) + known.slice(i + 1)
          : known.slice(0, i + 1) + known.slice(i);
        const found = codes(spec(node({ [field]: value }))).filter((c) => !c.startsWith("schema/"));
        expect(found).toEqual(value === known ? [] : [`node/misspelled-kind /nodes/0/${field}`]);
      }),
      { numRuns: 300 },
    );
  });
});

describe("every rule", () => {
  test("has a kebab code with a prefix, a severity and a one-line description", () => {
    for (const r of rules) {
      expect(r.code).toMatch(/^[a-z]+\/[a-z]+(?:-[a-z]+)*$/);
      // Its severity is its code's definition's (the compile rule's: each compiler code's).
      const severities = r.code === "condition/compile" ? Object.values(conditionCodes).map((d) => d.severity) : [ruleCodes[r.code].severity];
      for (const severity of severities) expect(["error", "warning"]).toContain(severity);
      expect(describeCode(r.code)).toMatch(/^[^\n]+\.$/);
    }
  });
  test("never throws on odd documents", () => {
    const odd: unknown[] = [null, 1, "x", [], {}, { nodes: null }, { nodes: [null, 1, [], { transition: [null, { when: [] }] }] }, { nodes: [{ id: "a", actionType: "WEBHOOK", config: [] }] }];
    for (const doc of odd) {
      expect(validateSpec(doc, { strict: true }).issues.filter((i) => i.code === "internal/rule-failed")).toEqual([]);
    }
  });
});

describe("webhook/invalid-proxy wording", () => {
  const proxied = (proxy: unknown) => spec({ id: "a", type: "action", actionType: "WEBHOOK", config: { url: "https://x.example.com", method: "GET", proxy } });
  test("white space around a route name is named as the fault; case alone is told lowercase", () => {
    const message = (proxy: unknown) => validateSpec(proxied(proxy)).issues.map((i) => i.message);
    expect(message(" brazil")).toEqual(['proxy " brazil" must be written exactly "brazil"; remove the white space']);
    expect(message("us\t")).toEqual(['proxy "us\\t" must be written exactly "us"; remove the white space']);
    expect(message(" Brazil")).toEqual(['proxy " Brazil" must be written exactly "brazil"; remove the white space']);
    expect(message("Brazil")).toEqual(['proxy "Brazil" must be written exactly "brazil"; route names are lowercase']);
  });
});
