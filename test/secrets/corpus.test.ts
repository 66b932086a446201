// The measure of the secrets work: every provider format planted in every place a spec (a bundle,
// a test file) can hold a string is found, at that string, as that format; the look-alikes
// (templates, placeholders, documentation examples) in the same places give nothing.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { checkText, type CheckedDocument } from "../../src/check/index.js";
import { secretFormats } from "../../src/core/secret-formats.js";
import { lookAlikes, makers, seeded } from "./samples.js";

const node = (config: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ id: "call", type: "action", actionType: "WEBHOOK", mode: "sync", config: { url: "https://api.example.com/v1", method: "POST", timeout: 30, ...config }, transition: [], ...extra });
const spec = (n: unknown, members: Record<string, unknown> = {}) => ({ version: 2, nodes: [n], ...members });
const URL_SAFE = /^[A-Za-z0-9._~:-]+$/;

interface Place {
  name: string;
  /** The document with `s` in its place and the pointer of the string that holds it, or undefined where the place cannot hold `s` as is. */
  put(s: string): { doc: unknown; pointer: string; fileName?: string } | undefined;
}

/** Every place a spec can hold a string, and a bundle's and a test file's. */
const PLACES: Place[] = [
  { name: "header value", put: (s) => ({ doc: spec(node({ headers: { "X-Trace": s } })), pointer: "/nodes/0/config/headers/X-Trace" }) },
  { name: "Authorization header", put: (s) => ({ doc: spec(node({ headers: { Authorization: `Bearer ${s}` } })), pointer: "/nodes/0/config/headers/Authorization" }) },
  { name: "query value", put: (s) => ({ doc: spec(node({ query: { q: s } })), pointer: "/nodes/0/config/query/q" }) },
  { name: "URL user information", put: (s) => (URL_SAFE.test(s) ? { doc: spec(node({ url: `https://svc:${s}@api.example.com/v1` })), pointer: "/nodes/0/config/url" } : undefined) },
  { name: "URL query string", put: (s) => (URL_SAFE.test(s) ? { doc: spec(node({ url: `https://api.example.com/v1?page=2&auth=${s}` })), pointer: "/nodes/0/config/url" } : undefined) },
  { name: "URL path", put: (s) => (URL_SAFE.test(s) ? { doc: spec(node({ url: `https://api.example.com/hooks/${s}/run` })), pointer: "/nodes/0/config/url" } : undefined) },
  { name: "whole URL", put: (s) => (/^https:/.test(s) ? { doc: spec(node({ url: s })), pointer: "/nodes/0/config/url" } : undefined) },
  { name: "body string", put: (s) => ({ doc: spec(node({ body: s })), pointer: "/nodes/0/config/body" }) },
  { name: "nested body string", put: (s) => ({ doc: spec(node({ body: { order: { notes: ["first", `deploy with ${s} now`] } } })), pointer: "/nodes/0/config/body/order/notes/1" }) },
  {
    name: "condition value",
    put: (s) => ({ doc: spec(node({}, { transition: [{ to: "call", when: { source: "input", path: "token", op: "eq", value: s } }] })), pointer: "/nodes/0/transition/0/when/value" }),
  },
  { name: "spec member", put: (s) => ({ doc: spec(node({}), { notes: s }), pointer: "/notes" }) },
  // Every other string a node holds: its own members, the config's, a transition's and a condition's.
  { name: "node id", put: (s) => ({ doc: spec(node({}, { id: s })), pointer: "/nodes/0/id" }) },
  { name: "node type", put: (s) => ({ doc: spec(node({}, { type: s })), pointer: "/nodes/0/type" }) },
  { name: "actionType", put: (s) => ({ doc: spec(node({}, { actionType: s })), pointer: "/nodes/0/actionType" }) },
  { name: "mode", put: (s) => ({ doc: spec(node({}, { mode: s })), pointer: "/nodes/0/mode" }) },
  { name: "outputVar", put: (s) => ({ doc: spec(node({}, { outputVar: s })), pointer: "/nodes/0/outputVar" }) },
  { name: "node member the schema does not name", put: (s) => ({ doc: spec(node({}, { note: s })), pointer: "/nodes/0/note" }) },
  { name: "method", put: (s) => ({ doc: spec(node({ method: s })), pointer: "/nodes/0/config/method" }) },
  { name: "responseMode", put: (s) => ({ doc: spec(node({ responseMode: s })), pointer: "/nodes/0/config/responseMode" }) },
  { name: "proxy", put: (s) => ({ doc: spec(node({ proxy: s })), pointer: "/nodes/0/config/proxy" }) },
  { name: "config member the schema does not name", put: (s) => ({ doc: spec(node({ label: s })), pointer: "/nodes/0/config/label" }) },
  { name: "transition target", put: (s) => ({ doc: spec(node({}, { transition: [{ to: s }] })), pointer: "/nodes/0/transition/0/to" }) },
  {
    name: "condition path",
    put: (s) => ({ doc: spec(node({}, { transition: [{ to: "call", when: { source: "input", path: s, op: "exists" } }] })), pointer: "/nodes/0/transition/0/when/path" }),
  },
  {
    name: "condition list item",
    put: (s) => ({ doc: spec(node({}, { transition: [{ to: "call", when: { any: [{ source: "vars", path: "k", op: "in", value: ["a", s] }] } }] })), pointer: "/nodes/0/transition/0/when/any/0/value/1" }),
  },
  { name: "bundle agent's name", put: (s) => ({ doc: { format: "agentspec-bundle", formatVersion: 1, agents: [{ id: "a1", name: s, spec: spec(node({})) }] }, pointer: "/agents/0/name" }) },
  {
    name: "bundle's spec",
    put: (s) => ({ doc: { format: "agentspec-bundle", formatVersion: 1, agents: [{ id: "a1", name: "A", spec: spec(node({ headers: { "X-Trace": s } })) }] }, pointer: "/agents/0/spec/nodes/0/config/headers/X-Trace" }),
  },
  {
    name: "test file's case",
    put: (s) => ({ doc: { spec: "order.json", cases: [{ name: "one", input: { message: s } }] }, pointer: "/cases/0/input/message", fileName: "order.agentspec-test.json" }),
  },
];

const check = (doc: unknown, fileName?: string): CheckedDocument => checkText(JSON.stringify(doc, null, 2), fileName === undefined ? {} : { fileName });
const secretIssues = (r: CheckedDocument) => r.issues.filter((i) => i.code.startsWith("secret/"));

const rand = seeded(20261128);
const make = makers(rand);

test("every format of the table has a maker, and the table has more than 50", () => {
  expect(secretFormats().length).toBeGreaterThanOrEqual(50);
  expect(Object.keys(make).sort()).toEqual(secretFormats().map((f) => f.id).sort());
});

describe("each provider format, in every place, is found as that format", () => {
  for (const format of secretFormats()) {
    test(format.id, () => {
      const secret = make[format.id]!();
      let placed = 0;
      for (const place of PLACES) {
        const put = place.put(secret);
        if (put === undefined) continue;
        placed++;
        const found = secretIssues(check(put.doc, put.fileName));
        const here = found.filter((i) => i.pointer === put.pointer);
        expect(here.map((i) => [place.name, i.code, i.params?.["label"]]), `${format.id} in ${place.name}`).toContainEqual([place.name, "secret/known-format", format.label]);
        expect(here.every((i) => i.severity === "error")).toBe(true);
      }
      expect(placed).toBeGreaterThanOrEqual(23);
    });
  }
});

test("high-entropy literals in credential-shaped places are found; the format's code wins where both apply", () => {
  const token = "Zq8vT3mK9pW2xR7nL4bY6cJ1";
  const cases: [doc: unknown, pointer: string, code: string][] = [
    [spec(node({ headers: { Authorization: `Bearer ${token}` } })), "/nodes/0/config/headers/Authorization", "secret/credential-value"],
    [spec(node({ headers: { "x-api-key": token } })), "/nodes/0/config/headers/x-api-key", "secret/credential-value"],
    [spec(node({ query: { access_token: token } })), "/nodes/0/config/query/access_token", "secret/credential-value"],
    [spec(node({ body: { user: "ops", password: "S3cure!pw#9" } })), "/nodes/0/config/body/password", "secret/credential-value"],
    [spec(node({ url: `https://api.example.com/v1?api_key=${token}` })), "/nodes/0/config/url", "secret/credential-value"],
    [spec(node({ url: "https://ops:S3cure!pw9@api.example.com/v1" })), "/nodes/0/config/url", "secret/url-credentials"],
    [spec(node({ url: `https://${token}@api.example.com/v1` })), "/nodes/0/config/url", "secret/url-credentials"],
  ];
  for (const [doc, pointer, code] of cases) expect(secretIssues(check(doc)).map((i) => [i.code, i.pointer])).toEqual([[code, pointer]]);
});

describe("look-alikes in every place give no finding", () => {
  const alikes = lookAlikes();
  // Each format's own shape with all but its hint written as x's: what a README shows.
  const placeholders = secretFormats().map((f) => {
    const real = make[f.id]!();
    const hint = f.hints.find((h) => real.includes(h))!;
    const x = (part: string): string => part.replace(/[A-Za-z0-9]/g, "x");
    const at = real.indexOf(hint);
    return x(real.slice(0, at)) + hint + x(real.slice(at + hint.length));
  });
  test("there are at least as many look-alikes as formats", () => {
    expect(alikes.length).toBeGreaterThanOrEqual(50);
    expect(alikes.length + placeholders.length).toBeGreaterThanOrEqual(secretFormats().length);
  });
  for (const alike of [...alikes, ...placeholders]) {
    test(alike.length > 60 ? alike.slice(0, 57) + "…" : alike, () => {
      for (const place of PLACES) {
        const put = place.put(alike);
        if (put === undefined) continue;
        expect(secretIssues(check(put.doc, put.fileName)).map((i) => [place.name, i.message])).toEqual([]);
      }
      // And under credential-shaped names.
      for (const name of ["Authorization", "X-Api-Key", "token", "password"]) expect(secretIssues(check(spec(node({ headers: { [name]: alike } })))).map((i) => [name, i.message])).toEqual([]);
    });
  }
});

test("a finding shows at most the first four characters and the length, and its fix moves the value to a template", async () => {
  const secret = make["github-pat"]!();
  const text = JSON.stringify(spec(node({ headers: { Authorization: `Bearer ${secret}` } })), null, 2);
  const [issue] = secretIssues(checkText(text));
  expect(issue!.message).toContain('"ghp_…", 40 characters');
  expect(JSON.stringify(issue)).not.toContain(secret.slice(0, 5));
  const { fixesFor, applyEdits } = await import("../../src/language/index.js");
  const fixes = fixesFor(text, issue!);
  expect(fixes.map((f) => [f.title, f.safe, f.preferred])).toEqual([["Move the credential out of the file: write {{secrets.GITHUB_TOKEN}}", false, false]]);
  const fixed = applyEdits(text, fixes[0]!.edits);
  expect(fixed).toContain('"Authorization": "Bearer {{secrets.GITHUB_TOKEN}}"');
  expect(secretIssues(checkText(fixed))).toEqual([]);
});

test("another code's message and params that quote the credential's string show it redacted", () => {
  const secret = make["github-pat"]!();
  const r = checkText(JSON.stringify(spec(node({ url: secret })), null, 2));
  const url = r.issues.find((i) => i.code === "webhook/url-scheme")!;
  expect(url.message).toBe('url "ghp_…(40 characters)" is not an absolute URL: write "https://host/…", or use a {{ }} template');
  expect(JSON.stringify(r.issues)).not.toContain(secret.slice(4, 12));
  expect(r.issues.map((i) => i.code).sort()).toEqual(["secret/known-format", "webhook/url-scheme"]);
});

test("a long quoted value cut short after the credential's first characters is redacted too", async () => {
  const { redactText } = await import("../../src/core/secrets.js");
  const secret = make["openai-api-key"]!();
  expect(redactText(`url "https://a.example.com/${secret.slice(0, 30)}…"`, [secret])).toBe('url "https://a.example.com/sk-p…(' + secret.length + ' characters)…"');
});

describe("the whole corpus through the command, in every output format", async () => {
  const { run, tree } = await import("../cli/helpers.js");
  // One spec per format, its credential in five places at once; a second finding (an ftp: url that
  // quotes the credential) where the format can sit in a url.
  // A second instance of each format tells the format's fixed text (a prefix, a host, a PEM line) from what is secret.
  const planted = secretFormats().map((f) => ({ id: f.id, secret: make[f.id]!(), other: make[f.id]!() }));
  const files: Record<string, string> = {};
  for (const { id, secret } of planted) {
    const n = node({ headers: { "X-Trace": secret }, query: { q: secret }, body: { notes: [`deploy with ${secret} now`] }, ...(URL_SAFE.test(secret) ? { url: `ftp://files.example.com/${secret}` } : {}) }, { id: secret, transition: [{ to: secret, when: { source: "input", path: "t", op: "eq", value: secret } }] });
    files[`specs/${id}.json`] = JSON.stringify(spec(n), null, 2) + "\n";
  }
  const root = tree(files);
  /** Every window of 5 characters of a credential past its first 4 that is not the format's own fixed text: what must never be printed. */
  const leaks = (output: string): string[] => planted.flatMap(({ id, secret, other }) => {
    for (let i = 4; i + 5 <= secret.length; i++) {
      const window = secret.slice(i, i + 5);
      if (!other.includes(window) && output.includes(window)) return [`${id} (window at ${i}: ${window})`];
    }
    return [];
  });

  test.each([["stylish", ""], ["json", ""], ["sarif", ""], ["github", ""], ["junit", ""], ["json", "--audit"], ["sarif", "--audit"], ["junit", "--audit"]])("check -f %s %s finds every credential and prints none", async (format, audit = "") => {
    const r = await run(["check", "-f", format, ...(audit ? [audit] : []), "specs"], { cwd: root });
    expect(r.code).toBe(1);
    // SARIF's fingerprints are hashes: hex that a hex credential's windows meet by chance, not a credential.
    const shown = format === "sarif" ? r.stdout.replace(/"agentspecFinding\/v1": "[0-9a-f]{32}"/g, "") : r.stdout;
    if (format === "sarif") expect(shown.length).toBeLessThan(r.stdout.length);
    expect(leaks(shown + r.stderr)).toEqual([]);
    const found = (r.stdout + r.stderr).match(/secret\/known-format/g) ?? [];
    // Five places in each of the formats' specs (SARIF also names the code once as a rule).
    expect(found.length).toBeGreaterThanOrEqual(5 * planted.length);
    if (format === "json") {
      const reports = JSON.parse(r.stdout) as { file: string; issues: { code: string }[] }[];
      for (const report of reports) expect(report.issues.filter((i) => i.code === "secret/known-format").length, report.file).toBeGreaterThanOrEqual(5);
    }
  }, 60_000);

  // A report served from the cache, or made by a check thread, masks its text where the check
  // placed the credentials (secretSpans kept with it), not by a search of the text: the same bytes
  // as a run without either.
  test.each([["stylish"], ["sarif"], ["github"]])("check -f %s from a warm cache and on 2 threads prints what a plain run prints, and no credential", async (format) => {
    const plain = await run(["check", "-f", format, "specs"], { cwd: root });
    const cacheAt = `--cache-location=.cache-${format}`;
    const cold = await run(["check", "-f", format, "--cache", cacheAt, "specs"], { cwd: root });
    const warm = await run(["check", "-f", format, "--cache", cacheAt, "specs"], { cwd: root });
    const threads = await run(["check", "-f", format, "--threads", "2", "specs"], { cwd: root });
    for (const r of [cold, warm, threads]) {
      expect(r.code).toBe(plain.code);
      expect(r.stdout).toBe(plain.stdout);
    }
    const shown = format === "sarif" ? warm.stdout.replace(/"agentspecFinding\/v1": "[0-9a-f]{32}"/g, "") : warm.stdout;
    expect(leaks(shown + warm.stderr)).toEqual([]);
    // Every spec's entry in the cache holds its credentials' places (at least the five planted), which the warm run masked with.
    const cache = JSON.parse(readFileSync(join(root, `.cache-${format}`, "check.cache"), "utf8")) as { reports: ({ secrets?: unknown[] } | 0 | 1)[] };
    const kept = cache.reports;
    expect(kept.length).toBe(planted.length);
    for (const k of kept) expect(typeof k === "object" && Array.isArray(k.secrets) && k.secrets.length >= 5).toBe(true);
  }, 60_000);
});
