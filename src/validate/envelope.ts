import type { Issue } from "../core/issue.js";
import { parsePointer, pointerToPath } from "../core/pointer.js";

/** The 400 body of `POST /agents/schema/validate/`. */
export interface ErrorEnvelope {
  error: string;
  code: "validation/invalid-spec";
  validationErrors: {
    formErrors: string[];
    fieldErrors: Record<string, string[]>;
  };
}

/**
 * The platform's 400 error envelope for these issues (errors only), or undefined when there is no
 * error. Root issues go to `formErrors`; others to `fieldErrors[<first path segment>]`, prefixed with
 * their path. `fieldErrors` has no prototype, so a key such as `__proto__` is an ordinary key.
 */
export function toErrorEnvelope(issues: readonly Issue<string>[]): ErrorEnvelope | undefined {
  const errors = issues.filter((i) => i.severity === "error");
  if (errors.length === 0) return undefined;
  const formErrors: string[] = [];
  const fieldErrors = Object.create(null) as Record<string, string[]>;
  for (const issue of errors) {
    let segs: string[];
    try {
      segs = parsePointer(issue.pointer);
    } catch {
      segs = [];
    }
    const field = segs[0];
    if (field === undefined) {
      formErrors.push(issue.message);
      continue;
    }
    const text = `${pointerToPath(issue.pointer)}: ${issue.message}`;
    const list = Object.prototype.hasOwnProperty.call(fieldErrors, field) ? fieldErrors[field]! : undefined;
    if (list) list.push(text);
    else Object.defineProperty(fieldErrors, field, { value: [text], enumerable: true, writable: true, configurable: true });
  }
  const n = errors.length;
  return {
    error: `The spec is not valid: ${n} error${n === 1 ? "" : "s"}.`,
    code: "validation/invalid-spec",
    validationErrors: { formErrors, fieldErrors },
  };
}
