// The code as it was before the validation fast path (issue 36), kept only as the oracle of
// test/seams/rules-before.property.test.ts: the new code must give exactly its findings.
/** Escape one reference token of a JSON Pointer (RFC 6901). */
export function escapeToken(token: string | number): string {
  const s = String(token);
  return s.includes("~") || s.includes("/") ? s.replace(/~/g, "~0").replace(/\//g, "~1") : s;
}

/** Build a JSON Pointer from path segments. */
export function toPointer(segments: readonly (string | number)[]): string {
  let out = "";
  for (let i = 0; i < segments.length; i++) out += "/" + escapeToken(segments[i]!);
  return out;
}

/** The pointer of one child of the value at `base`: a key (escaped) or an array index. */
export function childPointer(base: string, token: string | number): string {
  return base + "/" + (typeof token === "number" ? String(token) : escapeToken(token));
}

/** Split a JSON Pointer into its unescaped segments; throws on a pointer that does not start with "/". */
export function parsePointer(pointer: string): string[] {
  if (pointer === "") return [];
  if (pointer[0] !== "/") throw new TypeError(`not a JSON Pointer: ${JSON.stringify(pointer)}`);
  return pointer
    .slice(1)
    .split("/")
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** Join a pointer and more segments. */
export function joinPointer(base: string, ...segments: (string | number)[]): string {
  return base + toPointer(segments);
}

const ARRAY_INDEX = /^(?:0|[1-9][0-9]*)$/;

/** True when the pointer is well formed (every "~" starts "~0" or "~1"). */
export function isWellFormedPointer(pointer: string): boolean {
  return pointer === "" || /^(?:\/(?:[^~/]|~[01])*)+$/.test(pointer);
}

/** Resolve a pointer in a value, reading own properties only; `found` is false when it does not resolve. */
export function resolvePointer(doc: unknown, pointer: string): { found: boolean; value?: unknown } {
  let cur: unknown = doc;
  for (const seg of parsePointer(pointer)) {
    if (Array.isArray(cur)) {
      if (!ARRAY_INDEX.test(seg) || Number(seg) >= cur.length) return { found: false };
      cur = cur[Number(seg)];
    } else if (cur !== null && typeof cur === "object") {
      if (!Object.prototype.hasOwnProperty.call(cur, seg)) return { found: false };
      cur = (cur as Record<string, unknown>)[seg];
    } else {
      return { found: false };
    }
  }
  return { found: true, value: cur };
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Render a pointer as a path for people: `nodes[3].config.proxy`, `headers["x-key"]`. */
export function pointerToPath(pointer: string): string {
  let out = "";
  for (const seg of parsePointer(pointer)) {
    if (ARRAY_INDEX.test(seg)) out += `[${seg}]`;
    else if (IDENT.test(seg)) out += out === "" ? seg : `.${seg}`;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}
