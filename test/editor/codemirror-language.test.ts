// The CodeMirror adapters on real CodeMirror state: a CompletionContext from @codemirror/autocomplete,
// completions inserted with insertCompletionText, fixes and definitions dispatched as transactions.
import { CompletionContext, insertCompletionText, snippet, type Completion } from "@codemirror/autocomplete";
import { EditorState, type TransactionSpec } from "@codemirror/state";
import { describe, expect, test } from "vitest";
import { codeMirrorCompletionSource, codeMirrorGoToDefinition, codeMirrorHover, toCodeMirrorDiagnosticsWithFixes } from "../../src/editor/codemirror-language.js";
import { validateSpecText } from "../../src/index.js";

/** An editor's state and its dispatch: transactions applied to a real EditorState. */
function editor(doc: string, cursor = 0) {
  const ed = {
    state: EditorState.create({ doc, selection: { anchor: cursor } }),
    dispatch(spec: TransactionSpec) {
      ed.state = ed.state.update(spec).state;
    },
  };
  return ed;
}

describe("codeMirrorCompletionSource", () => {
  const source = codeMirrorCompletionSource({ snippet });

  test("node ids in a to: accepting one writes it and closes the string", () => {
    const doc = '{ "nodes": [\n  { "id": "start", "transition": [ { "to": "fi } ] },\n  { "id": "finish" }\n] }';
    const pos = doc.indexOf('"fi') + 3;
    const ed = editor(doc, pos);
    const result = source(new CompletionContext(ed.state, pos, true))!;
    // Filtered by what was typed ("fi"), since the span replaced runs on past the cursor.
    expect(result.options.map((o) => o.label)).toEqual(["finish"]);
    expect(result.filter).toBe(false);
    const finish = result.options[0]!;
    ed.dispatch(insertCompletionText(ed.state, finish.apply as string, result.from, result.to));
    expect(ed.state.doc.toString()).toBe('{ "nodes": [\n  { "id": "start", "transition": [ { "to": "finish" } ] },\n  { "id": "finish" }\n] }');
  });

  test("property names are snippets; without snippet() their defaults are inserted", () => {
    const plain = codeMirrorCompletionSource();
    const doc = '{ "nodes": [ { "id": "a", "outp } ] }';
    const pos = doc.indexOf("outp") + 4;
    const ed = editor(doc, pos);
    const result = plain(new CompletionContext(ed.state, pos, false))!;
    const option = result.options.find((o) => o.label === "outputVar")!;
    expect(option.type).toBe("property");
    ed.dispatch(insertCompletionText(ed.state, option.apply as string, result.from, result.to));
    expect(ed.state.doc.toString()).toBe('{ "nodes": [ { "id": "a", "outputVar": "" } ] }');
    // With snippet(), apply is a function CodeMirror calls.
    expect(typeof source(new CompletionContext(ed.state, pos, false))?.options[0]?.apply).toBe("function");
  });

  test("documentation becomes info; nothing to offer is null", () => {
    const doc = '{ "nodes": [ { "id": "a", "actionType": "WEBHOOK", "config": { "proxy": "" } } ] }';
    const pos = doc.indexOf('"proxy": "') + 10;
    const result = source(new CompletionContext(EditorState.create({ doc }), pos, true))!;
    expect((result.options as Completion[]).find((o) => o.label === "us")!.info).toMatch(/US relay/);
    expect(source(new CompletionContext(EditorState.create({ doc: "{} " }), 3, true))).toBeNull();
  });
});

describe("toCodeMirrorDiagnosticsWithFixes", () => {
  test("a diagnostic's action applies its fix; a stale one does nothing", () => {
    const doc = '{ "version": 2, "nodes": [ { "id": "a", "type": "action", "actionType": "WEBHOOK", "config": { "url": "https://x.example", "method": "GET", "proxy": "US" } } ] }';
    const [d] = toCodeMirrorDiagnosticsWithFixes(doc, validateSpecText(doc).issues);
    expect(d!.source).toBe("webhook/invalid-proxy");
    expect(d!.actions.map((a) => a.name)).toEqual(['Write the route as "us"']);
    const ed = editor(doc);
    d!.actions[0]!.apply(ed, d!.from, d!.to);
    expect(ed.state.doc.toString()).toBe(doc.replace('"US"', '"us"'));
    expect(validateSpecText(ed.state.doc.toString()).issues).toEqual([]);
    d!.actions[0]!.apply(ed, d!.from, d!.to);
    expect(ed.state.doc.toString()).toBe(doc.replace('"US"', '"us"'));
  });

  test("unsafe fixes say so", () => {
    const doc = '{ "version": 2, "nodes": [ { "id": "a", "type": "x", "transition": [ { "to": "fetsh" } ] }, { "id": "fetch", "type": "x" } ] }';
    const d = toCodeMirrorDiagnosticsWithFixes(doc, validateSpecText(doc).issues).find((x) => x.source === "transition/unknown-target")!;
    expect(d.actions.map((a) => a.name)).toEqual(['Change to "fetch" (unsafe)']);
  });
});

describe("go to definition and hover", () => {
  test("the cursor moves into the id the transition names", () => {
    const doc = '{ "nodes": [ { "id": "start", "transition": [ { "to": "end" } ] }, { "id": "end" } ] }';
    const ed = editor(doc, doc.indexOf('"end"') + 2);
    expect(codeMirrorGoToDefinition(ed)).toBe(true);
    const target = doc.lastIndexOf('"end"');
    expect(ed.state.selection.main.from).toBe(target + 1);
    expect(ed.state.selection.main.to).toBe(target + 4);
    expect(codeMirrorGoToDefinition(editor(doc, 1))).toBe(false);
  });

  test("hover data", () => {
    const doc = '{ "nodes": [ { "id": "start", "transition": [ { "to": "start" } ] } ] }';
    const h = codeMirrorHover(doc, doc.lastIndexOf('"start"') + 1)!;
    expect(doc.slice(h.pos, h.end)).toBe('"start"');
    expect(h.markdown).toContain("**node `start`**");
  });
});
