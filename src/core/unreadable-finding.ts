import type { Finding } from "./issue.js";
import { childPointer } from "./pointer.js";

/**
 * The finding for a value that threw while it was read (a getter, a Proxy): where, found by
 * reading it again one property at a time, each read guarded; "" when no single read throws.
 * Only called after a read threw, so the walk costs nothing on JSON data.
 */
export function unreadable(value: unknown, error: unknown, code: "spec/unreadable" | "bundle/unreadable" | "condition/unreadable"): Finding {
  const reason = (e: unknown): string => {
    try {
      return e instanceof Error ? e.message : String(e);
    } catch {
      return "an exception";
    }
  };
  const stack: { value: unknown; pointer: string }[] = [{ value, pointer: "" }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const { value: v, pointer } = stack.pop()!;
    if (v === null || typeof v !== "object" || seen.has(v)) continue;
    seen.add(v);
    let keys: string[];
    try {
      keys = Object.keys(v);
    } catch (e) {
      return { code, severity: "error", pointer, params: { reason: reason(e) } };
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      const at = childPointer(pointer, keys[i]!);
      try {
        stack.push({ value: (v as Record<string, unknown>)[keys[i]!], pointer: at });
      } catch (e) {
        return { code, severity: "error", pointer: at, params: { reason: reason(e) } };
      }
    }
  }
  return { code, severity: "error", pointer: "", params: { reason: reason(error) } };
}
