// Colour for terminals: only on a TTY, never with NO_COLOR, forced by FORCE_COLOR (as supports-color reads it).

/** Whether output to a stream with this `isTTY` should be coloured under these environment variables. */
export function wantColor(isTTY: boolean | undefined, env: Readonly<Record<string, string | undefined>>): boolean {
  if (env["NO_COLOR"]) return false;
  const force = env["FORCE_COLOR"];
  if (force !== undefined) return force !== "0" && force !== "false";
  return isTTY === true;
}

export interface Paint {
  red(s: string): string;
  yellow(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
  green(s: string): string;
}

const sgr = (open: number, close: number) => (s: string) => `\u001b[${open}m${s}\u001b[${close}m`;
const plain = (s: string): string => s;

/** ANSI painters, or identity functions when colour is off. */
export function paint(on: boolean): Paint {
  return on
    ? { red: sgr(31, 39), yellow: sgr(33, 39), dim: sgr(2, 22), bold: sgr(1, 22), green: sgr(32, 39) }
    : { red: plain, yellow: plain, dim: plain, bold: plain, green: plain };
}
