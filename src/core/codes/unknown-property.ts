// The definition strict/unknown-property and spec/misspelled-property share (a warning, the same
// words), apart from the rules' table so the condition checker can word a near miss too.
import { article, meant, q } from "../wording.js";

/** An unknown property of an object the schema describes, with the name meant when it is a near miss. */
export const unknownPropertyCode = {
  severity: "warning",
  message: (p: { property: string; kind: string; suggestion?: string }): string => `unknown property ${q(p.property)} on ${article(String(p.kind))}${meant(p)}`,
} as const;
