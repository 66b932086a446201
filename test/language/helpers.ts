// A cursor written into a text as "|": the text without it, and the offset where it was.
export function cursor(marked: string): [text: string, offset: number] {
  const i = marked.indexOf("|");
  if (i < 0) throw new Error("no | in the text");
  return [marked.slice(0, i) + marked.slice(i + 1), i];
}

/** Apply a completion the way an editor does: replace from..to by the insert text, placeholders filled with their defaults. */
export function accept(text: string, from: number, to: number, insertText: string): string {
  const plain = insertText.replace(/\$\{\d+:((?:[^{}]|\{[^{}]*\})*)\}/g, "$1").replace(/\$\{\d+\}|\$\d+/g, "").replace(/\\([$}\\])/g, "$1");
  return text.slice(0, from) + plain + text.slice(to);
}
