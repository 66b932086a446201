// Number literals that JSON parsers do not read as written: the platform sees another number.
import { toPointer } from "./pointer.js";
import { closingQuote, type TextFinding } from "./text.js";

/** Why a literal is not read as written: beyond the largest double, below the smallest, or rounded. */
export type InexactReason = "overflow" | "underflow" | "rounded";

// A decimal as its significant digits (no leading or trailing zeros) and the power of ten of the
// last one: "120.50e1" is 1205 × 10^-1. Zero is "" (its exponent is irrelevant).
function decimal(literal: string): { digits: string; exp: number } {
  const e = literal.search(/[eE]/);
  const mantissa = (e < 0 ? literal : literal.slice(0, e)).replace("-", "");
  const dot = mantissa.indexOf(".");
  let digits = dot < 0 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1);
  let exp = (e < 0 ? 0 : Number(literal.slice(e + 1))) - (dot < 0 ? 0 : mantissa.length - dot - 1);
  let start = 0;
  while (digits.charCodeAt(start) === 0x30) start++;
  let end = digits.length;
  while (end > start && digits.charCodeAt(end - 1) === 0x30) end--;
  exp += digits.length - end;
  digits = digits.slice(start, end);
  return { digits, exp };
}

/**
 * How JSON parsers misread a number literal (JSON.parse, and any parser into IEEE doubles), or
 * undefined when they read it as written: the double they give, written shortest, is the same
 * decimal (0.1 and 1e21 are read as written; 9007199254740993 and 0.30000000000000000001 are not).
 */
export function inexactNumber(literal: string): { reason: InexactReason; read: number } | undefined {
  const read = Number(literal);
  // Most literals are what the double writes back (30, 12.5, -0.25): exact, without a closer look.
  if (String(read) === literal) return undefined;
  if (!Number.isFinite(read)) return { reason: "overflow", read };
  const written = decimal(literal);
  if (read === 0) return written.digits === "" ? undefined : { reason: "underflow", read };
  const shortest = decimal(String(read));
  return shortest.digits === written.digits && shortest.exp === written.exp ? undefined : { reason: "rounded", read };
}

/**
 * The number literals of a text JSON.parse accepted that parsers read as another number, as
 * warnings (`json/inexact-number`) at their pointers. Only a literal with an exponent or sixteen
 * digits or more can be misread, so the regex engine looks for those alone; a candidate is kept
 * when it lies outside strings (found by jumping from quote to quote up to it). Pointers are
 * worked out (a second pass) only when there is something to report.
 */
export function inexactNumbers(text: string): TextFinding[] {
  const found: TextFinding[] = [];
  const candidates = /-?\d[\d.]*[eE][+-]?\d+|-?\d[\d.]{15,}/g;
  const token = /-?\d[\d.eE+-]*/y;
  let outside = 0; // a position known to be outside strings
  for (let m = candidates.exec(text); m !== null; m = candidates.exec(text)) {
    const at = m.index;
    if (at < outside) continue;
    for (let q = text.indexOf('"', outside); q !== -1 && q < at; q = text.indexOf('"', outside)) outside = closingQuote(text, q) + 1;
    if (at < outside) continue; // inside the string just passed
    token.lastIndex = at;
    const literal = token.exec(text)![0];
    candidates.lastIndex = outside = at + literal.length;
    const wrong = inexactNumber(literal);
    if (wrong) found.push({ code: "json/inexact-number", severity: "warning", pointer: "", params: { literal, read: String(wrong.read), reason: wrong.reason }, span: [at, at + literal.length] });
  }
  if (found.length > 0) placeValues(text, found);
  return found;
}

// Set each finding's pointer: the value starting at its span. One pass, strings jumped over,
// the path kept as offsets (an object's current key as the span of its token) until it is needed.
function placeValues(text: string, findings: TextFinding[]): void {
  const keyStart: number[] = []; // per open container: its current key's quote, or -1 for an array
  const keyEnd: number[] = [];
  const index: number[] = [];
  const pointer = (): string => {
    const segs: (string | number)[] = [];
    for (let d = 0; d < keyStart.length; d++) {
      if (keyStart[d]! < 0) segs.push(index[d]!);
      else {
        const raw = text.slice(keyStart[d]! + 1, keyEnd[d]!);
        segs.push(raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw);
      }
    }
    return toPointer(segs);
  };
  // From one structural character to the next: RegExp#test moves lastIndex and allocates nothing.
  const structural = /["{}[\],]/g;
  let next = 0;
  while (structural.test(text)) {
    const i = structural.lastIndex - 1;
    // A literal before this character sits where the path points now.
    while (findings[next]!.span[0] < i) {
      findings[next++]!.pointer = pointer();
      if (next === findings.length) return;
    }
    const c = text.charCodeAt(i);
    const top = keyStart.length - 1;
    if (c === 0x22) {
      const end = closingQuote(text, i);
      if (top >= 0 && keyStart[top]! >= 0) {
        let j = end + 1;
        while (text.charCodeAt(j) <= 0x20) j++;
        if (text.charCodeAt(j) === 0x3a) {
          keyStart[top] = i;
          keyEnd[top] = end;
        }
      }
      structural.lastIndex = end + 1;
    } else if (c === 0x7b || c === 0x5b) {
      keyStart.push(c === 0x7b ? i : -1);
      keyEnd.push(i);
      index.push(0);
    } else if (c === 0x7d || c === 0x5d) {
      keyStart.pop();
      keyEnd.pop();
      index.pop();
    } else if (keyStart[top]! < 0) index[top]!++;
  }
  // A root scalar (no container at all).
  while (next < findings.length) findings[next++]!.pointer = pointer();
}
