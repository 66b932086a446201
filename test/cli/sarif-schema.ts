// The official SARIF 2.1.0 schemas (test/fixtures/sarif/, both editions) as validators, with formats
// asserted, and the check that a log holds no relative URI.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv";
import AjvDraft04 from "ajv-draft-04";
import addFormats from "ajv-formats";
import { expect } from "vitest";

const fixtures = join(import.meta.dirname, "..", "fixtures", "sarif");
const schema = (name: string): object => JSON.parse(readFileSync(join(fixtures, name), "utf8")) as object;

const draft04 = new AjvDraft04({ allErrors: true, strict: false });
addFormats(draft04);
// This edition's `language` pattern ("…[a-zA-Z]{2}]?$") is valid ECMA-262 only without the `u` flag.
const draft07 = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(draft07);

/** The OASIS schema (draft-04) and its draft-07 edition, compiled. */
export const validators = [
  ["OASIS 2.1.0 (draft-04)", draft04.compile(schema("sarif-schema-2.1.0.json"))],
  ["2.1.0 draft-07 edition", draft07.compile(schema("sarif-schema-2.1.0.draft-07.json"))],
] as const;

/** A SARIF log read back from JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Log = any;

/** The log passes both schemas. */
export function expectValid(log: unknown): void {
  for (const [name, validate] of validators) {
    validate(log);
    expect(validate.errors ?? [], name).toEqual([]);
  }
}

/** Every string in the log with the path of keys that leads to it. */
function* strings(value: unknown, path: string[] = []): Generator<[string[], string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, [...path, String(i)]);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) yield* strings(v, [...path, k]);
}

const isAbsoluteUrl = (s: string): boolean => URL.canParse(s) && /^[a-z][a-z0-9+.-]*:/i.test(s);

/** No relative URI: URI-valued members are absolute, or relative to a base the run declares as absolute; Markdown links too. */
export function expectNoRelativeUris(log: Log): void {
  const bases = (log.runs[0].originalUriBaseIds ?? {}) as Record<string, { uri: string }>;
  for (const base of Object.values(bases)) expect(isAbsoluteUrl(base.uri), base.uri).toBe(true);
  for (const [path, s] of strings(log)) {
    const key = path[path.length - 1]!;
    if (key === "uri" && path[path.length - 2] === "artifactLocation") {
      if (isAbsoluteUrl(s)) continue;
      const holder = path.slice(0, -1).reduce((o: Log, k) => o[k], log);
      expect(bases[holder.uriBaseId], `${path.join(".")} = ${s} has no declared base`).toBeDefined();
      expect(isAbsoluteUrl(new URL(s, bases[holder.uriBaseId]!.uri).href)).toBe(true);
    } else if (/uri$/i.test(key) || key === "$schema") {
      expect(isAbsoluteUrl(s), `${path.join(".")} = ${s}`).toBe(true);
    } else if (key === "markdown") {
      for (const m of s.matchAll(/\]\(([^)]+)\)/g)) expect(isAbsoluteUrl(m[1]!), m[1]).toBe(true);
    }
  }
}
