import type { Finding } from "../core/issue.js";
import { unreadable as unreadableValue } from "../core/unreadable-finding.js";

/** The finding for a bundle value that threw while it was read (a getter, a Proxy), at its pointer. */
export function unreadable(value: unknown, error: unknown): Finding {
  return unreadableValue(value, error, "bundle/unreadable");
}
