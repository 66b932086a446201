// What a page under `script-src 'self'` (no 'unsafe-eval') or a browser cannot run.

/** Code constructs refused in browser code, with a label for the report. */
export const FORBIDDEN: readonly (readonly [label: string, pattern: RegExp])[] = [
  // A call of the global `eval`; `x.eval(` and a method definition `eval(a, b) {` are fine.
  ["eval(", /(?<![\w$.])eval\s*\((?![^()]*\)\s*\{)/],
  ["new Function", /\bnew\s+Function\b/],
  ["Function(", /(?<![\w$.])Function\s*\(/],
  ["node:", /["'`]node:/],
  ["require(", /(?<![\w$.])require\s*\(/],
];

/** The labels of the forbidden constructs found in `code`. */
export function forbiddenIn(code: string): string[] {
  return FORBIDDEN.filter(([, pattern]) => pattern.test(code)).map(([label]) => label);
}
