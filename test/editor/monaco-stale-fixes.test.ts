// The Monaco providers' quick fixes after an edit the page has not checked yet: Monaco has moved the
// markers with the edit, and the fixes come from the current text checked with the page's options,
// at the current places. The namespace is the structural one the module is typed by (the Chromium
// tests in monaco-language.test.ts drive the real Monaco).
import { expect, test } from "vitest";
import { registerMonacoLanguage, toMonacoMarkers, validateSpecText, type MonacoLike, type MonacoModelLike } from "../../src/browser.js";
import { LineIndex } from "../../src/core/line-index.js";

const disposable = { dispose() {} };
function fakeMonaco() {
  const providers: { codeActions?: { provideCodeActions: Function } } = {};
  const monaco: MonacoLike = {
    editor: { setModelMarkers() {} },
    languages: {
      CompletionItemKind: { Property: 0, EnumMember: 1, Reference: 2, Field: 3, Snippet: 4 },
      CompletionItemInsertTextRule: { InsertAsSnippet: 4 },
      SymbolKind: { Class: 0, Event: 1 },
      registerCompletionItemProvider: () => disposable,
      registerHoverProvider: () => disposable,
      registerCodeActionProvider: (_s, p) => ((providers.codeActions = p as never), disposable),
      registerDefinitionProvider: () => disposable,
      registerReferenceProvider: () => disposable,
      registerDocumentSymbolProvider: () => disposable,
    },
  };
  return { monaco, providers };
}
function model(text: string): MonacoModelLike & { setValue(t: string): void } {
  let value = text;
  let version = 1;
  return {
    uri: "inmemory://spec.json",
    getValue: () => value,
    getVersionId: () => version,
    getOffsetAt: (p) => value.split("\n").slice(0, p.lineNumber - 1).reduce((n, l) => n + l.length + 1, 0) + p.column - 1,
    getPositionAt: (o) => {
      const { line, column } = new LineIndex(value).position(o);
      return { lineNumber: line, column };
    },
    setValue(t) {
      value = t;
      version++;
    },
  };
}

const spec = (pad: string) => `{${pad}
  "version": 2,
  "nodes": [
    { "id": "call", "type": "action", "actionType": "WEBHOOK", "config": { "url": "https://example.com", "method": "POST", "proxy": "US" } }
  ]
}
`;

test("an edit not checked yet: the moved marker's quick fix comes from the current text, at its current place", () => {
  const { monaco, providers } = fakeMonaco();
  const language = registerMonacoLanguage(monaco);
  const before = spec("");
  const m = model(before);
  language.setIssues(m, before, validateSpecText(before, { strict: true }).issues, { strict: true });
  // The page's check of the edit is still pending; Monaco moved the marker one line down.
  const after = spec("\n");
  m.setValue(after);
  const [marker] = toMonacoMarkers(validateSpecText(after, { strict: true }).issues.filter((i) => i.code === "webhook/invalid-proxy"));
  expect(marker).toBeDefined();
  const { actions } = providers.codeActions!.provideCodeActions(m, marker, { markers: [marker] }) as { actions: { title: string; edit: { edits: { textEdit: { range: { startLineNumber: number }; text: string } }[] } }[] };
  expect(actions.length).toBeGreaterThan(0);
  const edit = actions[0]!.edit.edits[0]!.textEdit;
  expect(edit.text).toBe('"us"');
  expect(edit.range.startLineNumber).toBe(marker!.startLineNumber);
  // A marker of the text before (not moved) matches no issue of the current text: no fix at a stale place.
  const [stale] = toMonacoMarkers(validateSpecText(before, { strict: true }).issues.filter((i) => i.code === "webhook/invalid-proxy"));
  expect((providers.codeActions!.provideCodeActions(m, stale, { markers: [stale] }) as { actions: unknown[] }).actions).toEqual([]);
});
