// Where a test file's cases are, for the lenses that run them: the `cases` key and each case
// (its position in the array, its name, where it starts).
import { readTree, stringOf, type JsonObjectNode } from "./tree.js";

/** A case of a test file: its index in `cases` (scalars count), its `name` when written, and its span. */
export interface CaseSpan {
  index: number;
  name?: string;
  from: number;
  to: number;
}

/** The `cases` key's span and the object cases in text order; undefined when the root has no `cases` array. */
export function testCaseSpans(text: string): { from: number; to: number; cases: CaseSpan[] } | undefined {
  const root = readTree(text);
  if (root?.kind !== "object") return undefined;
  const props = (root as JsonObjectNode).properties;
  // The last `cases`, as JSON.parse keeps the last copy.
  let prop;
  for (let i = props.length - 1; i >= 0 && !prop; i--) if (props[i]!.key === "cases") prop = props[i];
  if (prop?.value?.kind !== "array") return undefined;
  const cases: CaseSpan[] = [];
  prop.value.items.forEach((item, index) => {
    if (item.kind !== "object") return;
    const name = stringOf(item, "name");
    cases.push(name === undefined ? { index, from: item.start, to: item.end } : { index, name, from: item.start, to: item.end });
  });
  return { from: prop.keyStart, to: prop.keyEnd, cases };
}
