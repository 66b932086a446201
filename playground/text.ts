// The document's text, made once per version of it (the linter, the saved work and the writing
// aids all ask for it; a large spec is megabytes). Joining the lines makes one flat string;
// doc.toString() concatenates them piece by piece, which the first scan then has to flatten
// (twice the time on a 10,000-node spec).
import type { Text } from "@codemirror/state";

const texts = new WeakMap<Text, string>();
/** The text of this version of the document (made once per version). */
export function textOf(doc: Text): string {
  let t = texts.get(doc);
  if (t === undefined) texts.set(doc, (t = doc.toJSON().join("\n")));
  return t;
}
