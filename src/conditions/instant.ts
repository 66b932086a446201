// RFC 3339 date-times (with an offset) ordered by the instant they name, to the last fraction digit.

/** An instant: whole milliseconds since 1970 (UTC) and the fraction digits below a millisecond. */
export interface Instant {
  ms: number;
  /** Digits after the third fraction digit, trailing zeros removed ("" for none). */
  sub: string;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

// Days from 1970-01-01 to a civil date (proleptic Gregorian), exact for any year; no Date object.
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/** Parse a strict RFC 3339 date-time with an offset; undefined when `s` is not one. */
export function parseInstant(s: string): Instant | undefined {
  if (s.length < 20 || s.charCodeAt(4) !== 45 /* - */) return undefined;
  const m = DATE_TIME.exec(s);
  if (m === null) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = Number(m[6]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  let offset = 0;
  if (m[8] === undefined) {
    const oh = Number(m[10]);
    const om = Number(m[11]);
    if (oh > 23 || om > 59) return undefined;
    offset = (oh * 60 + om) * (m[9] === "-" ? -1 : 1);
  }
  const frac = m[7] ?? "";
  const millis = Number((frac + "000").slice(0, 3));
  const sub = frac.slice(3).replace(/0+$/, "");
  // A leap second (:60) names the same instant as :00 of the next minute.
  const ms = ((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute - offset) * 60_000 + second * 1000 + millis;
  return { ms, sub };
}

/** Order two instants: negative, zero or positive. */
export function compareInstants(a: Instant, b: Instant): number {
  if (a.ms !== b.ms) return a.ms < b.ms ? -1 : 1;
  // Fraction digits below the millisecond: compare as equal-length digit strings.
  const n = Math.max(a.sub.length, b.sub.length);
  const x = a.sub.padEnd(n, "0");
  const y = b.sub.padEnd(n, "0");
  return x === y ? 0 : x < y ? -1 : 1;
}
