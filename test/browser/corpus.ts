// Runs a corpus through an agentspec API object and encodes every result as JSON text. The same
// function runs in Node (dist/index.js) and in Chromium (dist/browser.js, bundled into a page), so
// the two encodings must be equal, issue for issue. No node:* here: this file ships to the page.

/** The part of the public API the corpus exercises (both entries export these names). */
export interface Api {
  validateSpecText(text: string, opts?: { strict?: boolean }): unknown;
  validateSpec(doc: unknown, opts?: { strict?: boolean }): unknown;
  toErrorEnvelope(issues: never[]): unknown;
  compileCondition(cond: unknown): { evaluate(ctx: unknown): boolean; explain(ctx: unknown): unknown; reads: unknown };
  evaluateCondition(cond: unknown, ctx: never): boolean;
  checkCondition(cond: unknown, basePointer: string): unknown;
  selectTransition(node: never, ctx: never): unknown;
  webhookRoute(node: never): unknown;
  importBundle(bundle: unknown): unknown;
  checkAgentImport(bundle: unknown, opts?: { existing?: never[] }): unknown;
  exportBundle(agents: never[]): unknown;
  stringifyCanonical(value: unknown): string;
}

export type Item =
  | { kind: "spec"; name: string; text: string }
  | { kind: "bundle"; name: string; text: string; existing: unknown[] }
  | { kind: "condition"; name: string; condition: unknown; contexts: unknown[] };

// JSON loses undefined, -0, NaN and the infinities: keep them visible, so they compare too.
const encode = (_key: string, value: unknown): unknown => {
  if (value === undefined) return "\u0000undefined";
  if (typeof value === "number" && !Number.isFinite(value)) return `\u0000${value}`;
  if (Object.is(value, -0)) return "\u0000-0";
  if (typeof value === "bigint") return `\u0000${value}n`;
  if (typeof value === "function") return "\u0000function";
  return value;
};

const MARKERS = new Map<unknown, number>([["\u0000-0", -0], ["\u0000NaN", NaN], ["\u0000Infinity", Infinity], ["\u0000-Infinity", -Infinity]]);

/** Items as JSON text for the page, keeping -0, NaN and the infinities (JSON.stringify(-0) is "0"). */
export function encodeItems(items: readonly Item[]): string {
  return JSON.stringify(items, encode);
}

/** The inverse of encodeItems. */
export function decodeItems(json: string): Item[] {
  return JSON.parse(json, (_key, value: unknown) => (MARKERS.has(value) ? MARKERS.get(value) : value)) as Item[];
}

/** The outcome of `f`: its value, or what it threw (name, message, and issues for a ConditionError). */
function attempt(f: () => unknown): unknown {
  try {
    return { value: f() };
  } catch (error) {
    const e = error as { name?: unknown; message?: unknown; issues?: unknown };
    return { threw: { name: e?.name, message: e?.message, issues: e?.issues } };
  }
}

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const nodesOf = (doc: unknown): unknown[] => {
  const nodes = (doc as { nodes?: unknown } | null)?.nodes;
  return Array.isArray(nodes) ? nodes : [];
};

function runSpec(api: Api, text: string): unknown {
  const plain = api.validateSpecText(text) as { issues: never[] };
  const out: Record<string, unknown> = {
    text: plain,
    strict: api.validateSpecText(text, { strict: true }),
    envelope: api.toErrorEnvelope(plain.issues),
  };
  const doc = parse(text);
  if (doc.ok) {
    out["value"] = api.validateSpec(doc.value);
    out["nodes"] = nodesOf(doc.value).map((node) => ({
      route: attempt(() => api.webhookRoute(node as never)),
      transition: attempt(() => api.selectTransition(node as never, {} as never)),
    }));
  }
  return out;
}

function runBundle(api: Api, text: string, existing: unknown[]): unknown {
  const doc = parse(text);
  if (!doc.ok) return { parsed: false };
  const imported = attempt(() => api.importBundle(doc.value)) as { value?: { agents: never[] } };
  return {
    check: attempt(() => api.checkAgentImport(doc.value, { existing: existing as never[] })),
    imported,
    exported: imported.value ? attempt(() => api.stringifyCanonical(api.exportBundle(imported.value!.agents))) : undefined,
  };
}

function runCondition(api: Api, condition: unknown, contexts: unknown[]): unknown {
  const check = attempt(() => api.checkCondition(condition, "/when"));
  const compiled = attempt(() => api.compileCondition(condition)) as { value?: ReturnType<Api["compileCondition"]>; threw?: unknown };
  const c = compiled.value;
  if (!c) return { check, compiled };
  return {
    check,
    reads: c.reads,
    runs: contexts.map((ctx) => ({
      evaluate: attempt(() => c.evaluate(ctx)),
      explain: attempt(() => c.explain(ctx)),
      cached: attempt(() => api.evaluateCondition(condition, ctx as never)),
    })),
  };
}

/** Run every item; the result is JSON text (with undefined, -0 and NaN kept visible). */
export function runCorpus(api: Api, items: readonly Item[]): string {
  const results = items.map((item) => {
    const result =
      item.kind === "spec" ? runSpec(api, item.text) : item.kind === "bundle" ? runBundle(api, item.text, item.existing) : runCondition(api, item.condition, item.contexts);
    return { name: item.name, result };
  });
  return JSON.stringify(results, encode);
}
