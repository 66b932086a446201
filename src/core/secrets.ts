// Literal credentials in a document: where they are, and how they are shown (never whole). The
// document checker (src/check/) reports them; every text it gives back has them redacted.
import { secretFormats, type SecretFormat } from "./secret-formats.js";
import { escapeToken } from "./pointer.js";
import { isCredentialName } from "./credential-names.js";

export { isCredentialName };

/** What a found credential is: a provider's format, a literal value where credentials go, or a URL's password. */
export type SecretKind = "known-format" | "credential-value" | "url-credentials";

/** One credential found in a string of the document. `secret` is for redaction only: never word it. */
export interface SecretHit {
  kind: SecretKind;
  /** The string's pointer in the document. */
  pointer: string;
  /** What the credential is ("GitHub personal access token", "value of header Authorization"). */
  label: string;
  /** Where it starts in the string (UTF-16), and its length. */
  at: number;
  length: number;
  /** The name the fix suggests: `{{secrets.NAME}}`. */
  name: string;
  /** The credential itself: what every text given back is redacted of. */
  secret: string;
}

/** At most this much of a credential is ever shown (contract §12). */
export const SHOWN_PREFIX = 4;

/** A credential as it may be shown: its first four characters and its length. */
export const redacted = (secret: string): string => `${secret.slice(0, Math.min(SHOWN_PREFIX, secret.length >> 1))}…(${secret.length} characters)`;

let hintPattern: RegExp | undefined;
/** One pattern of every format's hints: a string that holds none is searched no further. */
const hints = (): RegExp => (hintPattern ??= new RegExp(secretFormats().flatMap((s) => s.hints).map((h) => h.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")).join("|")));

/**
 * Whether a text could hold a credential at all: a format's hint, a credential-shaped name, a URL's
 * user information, or an escape (which could spell any of them). A text that holds none has none.
 */
export const mayHoldSecrets = (text: string): boolean => hints().test(text) || /key|token|secret|pass|pwd|auth|sig|credential|@|\\/i.test(text);

/** `s` with each closed `{{ … }}` template blanked out (spaces, so positions hold). Templates are not literals. */
export const withoutTemplates = (s: string): string => blankTemplates(s, " ");

/** `s` with each closed `{{ … }}` template (up to the first `}}` after its `{{`) written over with `fill`. */
function blankTemplates(s: string, fill: string): string {
  let from = s.indexOf("{{");
  if (from === -1) return s;
  let out = "";
  let kept = 0;
  for (; from !== -1; from = s.indexOf("{{", from)) {
    const close = s.indexOf("}}", from + 2);
    if (close === -1) break;
    out += s.slice(kept, from) + fill.repeat(close + 2 - from);
    kept = from = close + 2;
  }
  return kept === 0 ? s : out + s.slice(kept);
}

// What documentation and placeholders write where a credential would go.
const PLACEHOLDER = /x{4,}|\*{3,}|\.{3}|…|<|>|\$\{|%s|example|sample|placeholder|your[-_ ]?|changeme|change[-_]me|dummy|redacted|replace|insert|fake|test[-_]?key|secret[-_]?here|token[-_]?here|0{8,}|1234567/i;

// A word written where a password goes in examples (`https://user:password@host`).
const PLACEHOLDER_WORD = /^(?:pass(?:word)?|pwd|secret|token|user(?:name)?|key|api[-_]?key|credentials?)$/i;

/** Whether a matched credential is a documentation example or a placeholder (`AKIAIOSFODNN7EXAMPLE`, `ghp_xxxx…`). */
export function isPlaceholder(s: string): boolean {
  if (PLACEHOLDER.test(s)) return true;
  // One character repeated over half the value (`sk_live_0000…`, `aaaa…`).
  const counts = new Map<string, number>();
  let most = 0;
  for (const c of s) {
    const n = (counts.get(c) ?? 0) + 1;
    counts.set(c, n);
    if (n > most) most = n;
  }
  return most * 2 > s.length || counts.size < 6;
}

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

const letterClasses = (s: string): number => Number(/[a-z]/.test(s)) + Number(/[A-Z]/.test(s)) + Number(/[0-9]/.test(s));
const classes = (s: string): number => Number(/[a-z]/.test(s)) + Number(/[A-Z]/.test(s)) + Number(/[0-9]/.test(s)) + Number(/[^A-Za-z0-9]/.test(s));

/**
 * Whether a literal value in a credential-shaped place reads as a credential: no white space, not a
 * placeholder, and either at least 16 characters of at least two of lower case, upper case and
 * digits with at least 3 bits of entropy per character, or (a password) at least 8 characters of
 * three classes (symbols count) with at least 2.5 bits.
 */
export function looksLikeCredential(value: string, password: boolean): boolean {
  if (/\s/.test(value) || isPlaceholder(value)) return false;
  if (value.length >= 16 && letterClasses(value) >= 2 && entropy(value) >= 3) return true;
  return password && value.length >= 8 && classes(value) >= 3 && entropy(value) >= 2.5;
}

const AUTHORIZATION = /^(?:proxy-)?authorization$/i;
const PASSWORD = /pass(?:word|wd|phrase)?$|^pwd$|[-_]pwd$/i;

// An Authorization value's scheme, which is no part of the credential.
const SCHEME = /^(?:Bearer|Basic|Token|ApiKey|Api-Key|Key|Bot|Digest|OAuth|SSWS|Splunk|GenieKey)\s+/i;

/** A secret name for a place: `X-Api-Key` → `API_KEY`. */
function nameOf(place: string): string {
  const upper = place
    .replace(/^x-/i, "")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/^_+|_+$/g, "")
    .toUpperCase();
  return upper === "" || upper === "AUTHORIZATION" ? "API_TOKEN" : /^[0-9]/.test(upper) ? `S_${upper}` : upper;
}

/** Every provider-format credential in `s` (its templates blanked), earliest first. */
export function knownFormats(s: string, plain = withoutTemplates(s)): { format: SecretFormat; at: number; length: number }[] {
  if (plain.length < 16 || !hints().test(plain)) return [];
  const out: { format: SecretFormat; at: number; length: number }[] = [];
  const taken: [number, number][] = [];
  for (const format of secretFormats()) {
    if (!format.hints.some((h) => plain.includes(h))) continue;
    format.pattern.lastIndex = 0;
    for (let m = format.pattern.exec(plain); m !== null; m = format.pattern.exec(plain)) {
      const at = m.index;
      const end = at + m[0].length;
      if (m[0].length === 0) {
        format.pattern.lastIndex++;
        continue;
      }
      // A looser format inside a stricter one's match is the same credential.
      if (taken.some(([a, b]) => at < b && end > a) || isPlaceholder(m[0])) continue;
      taken.push([at, end]);
      out.push({ format, at, length: m[0].length });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/** The credentials of one string at `pointer`, held under the member `key` (the header, parameter or field name). */
export function secretsIn(s: string, pointer: string, key: string | undefined): SecretHit[] {
  return mayHoldSecret(s, key) ? searchString(s, pointer, key) : [];
}

/**
 * Whether one string could hold a credential, from what is cheap to see: a format's hint (on the
 * raw string: blanking a template never makes one), a credential-shaped name, or a URL with user
 * information or a query. A string for which this is false holds none (secretsIn searches no further).
 */
function mayHoldSecret(s: string, key: string | undefined): boolean {
  return (key !== undefined && credentialName(key)) || (s.length >= 16 && hints().test(s)) || (s.includes("://") && (s.includes("@") || s.includes("?")));
}

// The answers of isCredentialName for the names seen (a document repeats a few dozen names):
// bounded, so a document of many distinct names costs a test each and no memory.
const namesSeen = new Map<string, boolean>();
function credentialName(name: string): boolean {
  let known = namesSeen.get(name);
  if (known === undefined) {
    known = isCredentialName(name);
    if (namesSeen.size < 1024) namesSeen.set(name, known);
  }
  return known;
}

/** secretsIn without its cheap test first: every string searched in full (what the test of mayHoldSecret's law compares with). */
export function searchString(s: string, pointer: string, key: string | undefined): SecretHit[] {
  const plain = withoutTemplates(s);
  const hits: SecretHit[] = knownFormats(s, plain).map(({ format, at, length }) => ({ kind: "known-format", pointer, label: format.label, at, length, name: format.secret, secret: s.slice(at, at + length) }));
  // A string with no scheme and under no credential name holds no more than its formats.
  if (hits.length === 0 && (key === undefined || !isCredentialName(key)) && !plain.includes("://")) return hits;
  const covered = (at: number, length: number): boolean => hits.some((h) => at < h.at + h.length && at + length > h.at);
  const url = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.exec(plain);
  if (url) {
    const start = url[0].length;
    const authorityEnd = plain.slice(start).search(/[/?#]/);
    const authority = plain.slice(start, authorityEnd === -1 ? undefined : start + authorityEnd);
    const userEnd = authority.lastIndexOf("@");
    if (userEnd > 0) {
      const info = authority.slice(0, userEnd);
      const colon = info.indexOf(":");
      const [at, value] = colon === -1 ? [start, info] : [start + colon + 1, info.slice(colon + 1)];
      // A password is always a credential; a user alone only when it reads as a token.
      const credential = !PLACEHOLDER_WORD.test(value) && looksLikeCredential(value, colon !== -1);
      if (value !== "" && !/\s/.test(value) && !covered(at, value.length) && credential) {
        hits.push({ kind: "url-credentials", pointer, label: colon === -1 ? "URL user token" : "URL password", at, length: value.length, name: "URL_PASSWORD", secret: value });
      }
    }
    const q = plain.indexOf("?");
    if (q !== -1) {
      const hashAt = plain.indexOf("#", q);
      let at = q + 1;
      for (const part of plain.slice(q + 1, hashAt === -1 ? undefined : hashAt).split("&")) {
        const eq = part.indexOf("=");
        if (eq > 0) {
          const name = safeDecode(part.slice(0, eq));
          const value = part.slice(eq + 1).trim();
          const from = at + eq + 1 + (part.slice(eq + 1).length - part.slice(eq + 1).trimStart().length);
          if (isCredentialName(name) && value !== "" && !covered(from, value.length) && looksLikeCredential(safeDecode(value), PASSWORD.test(name))) {
            hits.push({ kind: "credential-value", pointer, label: `value of query parameter ${JSON.stringify(name)}`, at: from, length: value.length, name: nameOf(name), secret: value });
          }
        }
        at += part.length + 1;
      }
    }
  } else if (key !== undefined && isCredentialName(key)) {
    // The value under a credential name, its scheme left out; the literal pieces between its
    // templates are looked at one by one. A value with white space of its own is prose, not a credential.
    const marked = blankTemplates(s, "\0");
    const scheme = AUTHORIZATION.test(key) ? (SCHEME.exec(marked)?.[0].length ?? 0) : 0;
    const rest = marked.slice(scheme);
    if (!/\s/.test(rest.trim())) {
      const piece = /[^\0\s]+/g;
      for (let m = piece.exec(rest); m !== null; m = piece.exec(rest)) {
        const at = scheme + m.index;
        if (!covered(at, m[0].length) && looksLikeCredential(m[0], PASSWORD.test(key)))
          hits.push({ kind: "credential-value", pointer, label: `value of ${JSON.stringify(key)}`, at, length: m[0].length, name: nameOf(key), secret: m[0] });
      }
    }
  }
  return hits.sort((a, b) => a.at - b.at);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
}

/**
 * Every literal credential in a parsed JSON document (a spec, a bundle, a test file): each string
 * value is searched for provider formats, and a value under a credential-shaped name (a header,
 * query parameter or field named `Authorization`, `*-key`, `*token*`, `password`, …) or in a URL's
 * user information or query string for a literal that reads as a credential. Keys are not searched.
 * Recursive to a depth, then iterative: the document may be as deep as any caller builds it.
 */
export function findSecrets(doc: unknown): SecretHit[] {
  const out: SecretHit[] = [];
  if (typeof doc === "string") searchValue(doc, undefined, undefined, undefined, out);
  else if (doc !== null && typeof doc === "object") searchContainer(doc, undefined, undefined, out, 0);
  return out;
}

// How deep the search recurses before it goes on with a stack of its own.
const RECURSION = 256;

/**
 * A string's credentials, added to `out`. Its place is `token` in the container at `up` (no
 * token: `up` is its own place), made into a pointer only when it holds one.
 */
function searchValue(s: string, up: Place | undefined, token: string | number | undefined, key: string | undefined, out: SecretHit[]): void {
  if (s.length < 8 || !mayHoldSecret(s, key)) return;
  const hits = searchString(s, "", key);
  if (hits.length === 0) return;
  const pointer = pointerOf(token === undefined ? up : { up, token });
  for (const hit of hits) out.push({ ...hit, pointer });
}

/** The credentials of a container's strings, in the document's order. `key`: the member it is under (an array's items are under the array's). */
function searchContainer(value: object, place: Place | undefined, key: string | undefined, out: SecretHit[], depth: number): void {
  if (depth > RECURSION) return searchDeep(value, place, key, out);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === "string") searchValue(v, place, i, key, out);
      else if (v !== null && typeof v === "object") searchContainer(v, { up: place, token: i }, key, out, depth + 1);
    }
    return;
  }
  for (const name of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[name];
    if (typeof v === "string") searchValue(v, place, name, name, out);
    else if (v !== null && typeof v === "object") searchContainer(v, { up: place, token: name }, name, out, depth + 1);
  }
}

/** searchContainer past the recursion's depth: the same search with a stack of its own. */
function searchDeep(doc: object, root: Place | undefined, rootKey: string | undefined, out: SecretHit[]): void {
  // The pending values, pushed last to first so that they pop in the document's order.
  const values: unknown[] = [doc];
  const places: (Place | undefined)[] = [root];
  const keys: (string | undefined)[] = [rootKey];
  while (values.length > 0) {
    const value = values.pop();
    const place = places.pop();
    const key = keys.pop();
    if (typeof value === "string") {
      searchValue(value, place, undefined, key, out);
      continue;
    }
    const names: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value as object);
    for (let i = names.length - 1; i >= 0; i--) {
      const token = names[i]!;
      const v = (value as Record<string | number, unknown>)[token];
      if (typeof v !== "string" && (v === null || typeof v !== "object")) continue;
      values.push(v);
      places.push({ up: place, token });
      keys.push(typeof token === "number" ? key : token);
    }
  }
}

/** A value's place in the document: its key or index, and its container's place (undefined: the root). */
interface Place {
  up: Place | undefined;
  token: string | number;
}

function pointerOf(place: Place | undefined): string {
  let pointer = "";
  for (let p = place; p !== undefined; p = p.up) pointer = `/${typeof p.token === "number" ? p.token : escapeToken(p.token)}${pointer}`;
  return pointer;
}

/**
 * `s` with every credential of `secrets` shown redacted: whole, JSON-escaped, or cut short after
 * its first five characters (as a message quotes a long value and ends it with "…").
 */
export function redactText(s: string, secrets: readonly string[]): string {
  let out = s;
  for (const secret of secrets) {
    if (secret.length < 5) continue;
    const escaped = JSON.stringify(secret).slice(1, -1);
    for (const form of escaped === secret ? [secret] : [secret, escaped]) {
      const head = form.slice(0, 5);
      let from = out.indexOf(head);
      while (from !== -1) {
        let n = 5;
        while (n < form.length && out[from + n] === form[n]) n++;
        const shown = redacted(secret);
        out = out.slice(0, from) + shown + out.slice(from + n);
        from = out.indexOf(head, from + shown.length);
      }
    }
  }
  return out;
}

/** A JSON value with every string redacted of `secrets` (a new value; the input is not changed). */
export function redactValue<T>(value: T, secrets: readonly string[]): T {
  if (typeof value === "string") return redactText(value, secrets) as T;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, secrets)) as T;
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value)) Object.defineProperty(out, k, { value: redactValue((value as Record<string, unknown>)[k], secrets), enumerable: true, writable: true, configurable: true });
    return out as T;
  }
  return value;
}
