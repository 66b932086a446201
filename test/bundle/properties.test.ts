import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { canonicalize, checkAgentImport, exportBundle, importBundle, stringifyCanonical, type AgentEntry } from "../../src/bundle/index.js";
import { deepFreeze, reorderKeys, reorderSchemaKeys } from "./helpers.js";

const RUNS = { numRuns: 150 };

// JSON cannot carry -0 (it is written as 0), so the values a JSON round trip must give back have none.
const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e21, 5e-324, 0.1),
);
const text = fc.oneof(fc.string({ unit: "grapheme", maxLength: 8 }), fc.string({ unit: "binary", maxLength: 4 }), fc.string({ maxLength: 6 }));
const key = fc.oneof(text, fc.constantFrom("__proto__", "constructor", "toString", "0", "10", "hasOwnProperty", "id", "nodes", "proxy", "format"));

const { json } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    fc.constant(null),
    fc.boolean(),
    number,
    text,
    fc.array(tie("json"), { maxLength: 3 }),
    fc.dictionary(key, tie("json"), { maxKeys: 3 }),
  ),
}));

/** Extra (unknown) fields for an object whose known keys are `known`. */
const extras = (known: readonly string[]) => fc.dictionary(key.filter((k) => !known.includes(k)), json, { maxKeys: 2 });
const withExtras = <T extends object>(known: readonly string[], arb: fc.Arbitrary<T>) =>
  fc.tuple(extras(known), arb).map(([x, known]) => Object.assign(x, known) as T & Record<string, unknown>);

const route = fc.constantFrom("direct", "brazil", "us", undefined);
const condition = fc.letrec((tie) => ({
  cond: fc.oneof(
    { depthSize: "small", maxDepth: 2 },
    withExtras(["source", "path", "op", "value"], fc.record({ source: fc.constantFrom("vars", "input", "state"), path: fc.constantFrom("a", "a.b", "a[*].c"), op: fc.constantFrom("eq", "in", "exists"), value: json }, { requiredKeys: ["source", "path", "op"] })),
    fc.record({ all: fc.array(tie("cond"), { maxLength: 2 }) }),
    fc.record({ any: fc.array(tie("cond"), { maxLength: 2 }) }),
    fc.record({ not: tie("cond") }),
  ),
})).cond;

const CONFIG_KEYS = ["url", "method", "headers", "query", "body", "responseMode", "proxy", "timeout"];
const webhookNode = (id: string) =>
  fc
    .tuple(
      route,
      withExtras(CONFIG_KEYS, fc.record({ url: fc.constantFrom("https://a.example.com", "https://b.example.com.br/{{vars.x}}"), method: fc.constantFrom("GET", "POST"), headers: fc.dictionary(key, text, { maxKeys: 2 }), body: json, timeout: fc.integer({ min: 1, max: 600 }) }, { requiredKeys: ["url", "method"] })),
      fc.array(fc.record({ to: fc.constant(id), when: condition }, { requiredKeys: ["to"] }), { maxLength: 2 }),
      extras(["id", "type", "actionType", "mode", "config", "outputVar", "transition"]),
    )
    .map(([proxy, config, transition, x]) => {
      if (proxy !== undefined) config["proxy"] = proxy;
      return Object.assign(x, { id, type: "action", actionType: "WEBHOOK", mode: "sync", config, transition });
    });
const spec = fc
  .tuple(fc.integer({ min: 1, max: 4 }), extras(["version", "nodes"]), fc.boolean())
  .chain(([n, x, versioned]) =>
    fc.tuple(...Array.from({ length: n }, (_, i) => webhookNode(`n${i}`))).map((nodes) => Object.assign(x, versioned ? { version: 2 } : {}, { nodes })),
  );

const ENTRY_KEYS = ["id", "name", "type", "applicationId", "spec", "subagents"];
const { entry } = fc.letrec((tie) => ({
  entry: withExtras(
    ENTRY_KEYS,
    fc.record(
      {
        id: text.filter((s) => s.length > 0),
        name: text.filter((s) => s.length > 0),
        type: fc.constantFrom("CUSTOM", "ÄGENT"),
        applicationId: fc.maxSafeInteger(),
        spec,
        subagents: fc.array(tie("entry"), { maxLength: 2, depthIdentifier: "subagents" }),
      },
      { requiredKeys: ["name", "spec"] },
    ),
  ),
}));
const agentsArb = fc.array(entry, { maxLength: 3, depthIdentifier: "subagents" }) as fc.Arbitrary<AgentEntry[]>;

const bytes = (v: unknown): string => JSON.stringify(v, null, 2);
const roundTrip = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

describe("bundle laws", () => {
  test("import of the JSON text of an export gives back the agents; exporting those again gives the same bytes", () => {
    fc.assert(
      fc.property(agentsArb, (agents) => {
        const exported = exportBundle(agents);
        const imported = importBundle(roundTrip(exported));
        expect(imported.issues).toEqual([]);
        expect(imported.agents).toEqual(agents);
        expect(bytes(exportBundle(imported.agents))).toBe(bytes(exported));
      }),
      RUNS,
    );
  });

  test("export is deterministic whatever the key order of the schema's objects in the agents", () => {
    fc.assert(
      fc.property(agentsArb, fc.integer(), (agents, seed) => {
        expect(bytes(exportBundle(reorderSchemaKeys(agents, seed) as AgentEntry[]))).toBe(bytes(exportBundle(agents)));
      }),
      RUNS,
    );
  });

  test("export keeps the key order of the author's data (headers, bodies, condition values, unknown fields)", () => {
    // Object.keys of every object of the author's data, by its JSON Pointer in the agents.
    const payloadOrders = (agents: unknown): Record<string, string[]> => {
      const out: Record<string, string[]> = {};
      const visitAll = (v: unknown, at: string): void => {
        if (Array.isArray(v)) return v.forEach((item, i) => visitAll(item, `${at}/${i}`));
        if (v === null || typeof v !== "object") return;
        out[at] = Object.keys(v);
        for (const k of Object.keys(v)) visitAll((v as Record<string, unknown>)[k], `${at}/${k}`);
      };
      const members = (obj: object, at: string, skip: readonly string[]): void => {
        for (const [k, v] of Object.entries(obj)) if (!skip.includes(k)) visitAll(v, `${at}/${k}`);
      };
      const condition = (c: unknown, at: string): void => {
        if (c === null || typeof c !== "object") return;
        members(c, at, ["all", "any", "not"]);
        for (const k of ["all", "any"]) ((c as Record<string, unknown[]>)[k] ?? []).forEach((item, i) => condition(item, `${at}/${k}/${i}`));
        if (Object.hasOwn(c, "not")) condition((c as Record<string, unknown>)["not"], `${at}/not`);
      };
      const entries = (list: AgentEntry[], at: string): void =>
        list.forEach((a, i) => {
          const entry = `${at}/${i}`;
          members(a, entry, ["spec", "subagents"]);
          members(a.spec, `${entry}/spec`, ["nodes"]);
          (a.spec.nodes as Record<string, unknown>[]).forEach((node, j) => {
            const n = `${entry}/spec/nodes/${j}`;
            members(node, n, ["config", "transition"]);
            members(node["config"] as object, `${n}/config`, []);
            ((node["transition"] ?? []) as Record<string, unknown>[]).forEach((t, k) => {
              members(t, `${n}/transition/${k}`, ["when"]);
              condition(t["when"], `${n}/transition/${k}/when`);
            });
          });
          entries(a.subagents ?? [], `${entry}/subagents`);
        });
      entries(agents as AgentEntry[], "");
      return out;
    };
    fc.assert(
      fc.property(agentsArb, fc.integer(), (agents, seed) => {
        const shuffled = reorderKeys(agents, seed) as AgentEntry[];
        expect(payloadOrders(exportBundle(shuffled).agents)).toEqual(payloadOrders(shuffled));
      }),
      RUNS,
    );
  });

  test("every webhook node of every agent, subagents included, is summarised on the route its proxy names", () => {
    fc.assert(
      fc.property(agentsArb, (agents) => {
        const bundle = roundTrip(exportBundle(agents));
        const check = checkAgentImport(deepFreeze(bundle));
        const expected: { pointer: string; direct: string[]; brazil: string[]; us: string[] }[] = [];
        const visit = (list: AgentEntry[], base: string): void =>
          list.forEach((a, i) => {
            const pointer = `${base}/${i}`;
            const routes = { pointer, direct: [] as string[], brazil: [] as string[], us: [] as string[] };
            a.spec.nodes.forEach((n, j) => routes[((n.config as Record<string, unknown>)["proxy"] ?? "direct") as "us"].push(`${pointer}/spec/nodes/${j}`));
            expected.push(routes);
            visit(a.subagents ?? [], `${pointer}/subagents`);
          });
        visit(agents, "/agents");
        expect(check.agents.map(({ pointer, routes }) => ({ pointer, ...routes }))).toEqual(expected);
      }),
      RUNS,
    );
  });

  test("checkAgentImport and importBundle never throw and never write, on any JSON value", () => {
    const anyBundle = fc.oneof(
      json,
      fc.record({ format: fc.constantFrom("agentspec-bundle", "x"), formatVersion: fc.oneof(fc.constant(1), json), agents: json }),
      fc.record({ format: fc.constant("agentspec-bundle"), formatVersion: fc.constant(1), agents: fc.array(fc.oneof(json, fc.dictionary(fc.constantFrom(...ENTRY_KEYS, "__proto__"), json)), { maxLength: 3 }) }),
      agentsArb.map((agents) => exportBundle(agents)),
    );
    fc.assert(
      fc.property(anyBundle, (value) => {
        const frozen = deepFreeze(value);
        const check = checkAgentImport(frozen);
        expect(check.ok).toBe(!check.issues.some((i) => i.severity === "error"));
        for (const issue of check.issues) expect(typeof issue.message).toBe("string");
        importBundle(frozen);
        expect(({} as Record<string, unknown>)["name"]).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  test("canonical form changes key order only: same value, idempotent text", () => {
    fc.assert(
      fc.property(fc.oneof(json, agentsArb.map((a) => exportBundle(a)), spec), (value) => {
        const text = stringifyCanonical(value);
        expect(JSON.parse(text)).toEqual(value);
        expect(canonicalize(value)).toEqual(value);
        expect(stringifyCanonical(JSON.parse(text))).toBe(text);
      }),
      RUNS,
    );
  });
});
