// Monaco providers over the language service: completion, hover, quick fixes, go to definition,
// find references and the outline. Typed structurally: nothing of Monaco is imported; the page
// passes its `monaco` namespace, whose enums and registration functions are used at run time.
// Offsets are UTF-16 code units, as the model's getOffsetAt/getPositionAt count them.
import { completionsAt, definitionAt, documentSymbols, fixesFor, hoverAt, referencesAt, type CompletionKind, type DocumentSymbol } from "../language/index.js";
import type { Issue } from "../core/issue.js";
import { validateSpecText, type ValidateOptions } from "../validate/validate.js";
import { toMonacoMarkers } from "./monaco.js";

/** A position in a Monaco model: 1-based line and column (`monaco.IPosition`). */
export interface MonacoPosition {
  lineNumber: number;
  column: number;
}

/** A range in a Monaco model (`monaco.IRange`). */
export interface MonacoRange {
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}

/** The part of a Monaco text model (`monaco.editor.ITextModel`) the providers use. */
export interface MonacoModelLike {
  uri: unknown;
  getValue(): string;
  getOffsetAt(position: MonacoPosition): number;
  getPositionAt(offset: number): MonacoPosition;
  getVersionId(): number;
}

/** A marker as a code action request carries it (`monaco.editor.IMarkerData`). */
export interface MonacoMarkerLike extends MonacoRange {
  message: string;
  code?: string | { value: string } | undefined;
}

/** A disposable registration (`monaco.IDisposable`). */
export interface MonacoDisposable {
  dispose(): void;
}

/** The part of the `monaco` namespace the providers use. */
export interface MonacoLike {
  editor: { setModelMarkers(model: never, owner: string, markers: unknown[]): void };
  languages: {
    CompletionItemKind: { Property: number; EnumMember: number; Reference: number; Field: number; Snippet: number };
    CompletionItemInsertTextRule: { InsertAsSnippet: number };
    SymbolKind: { Class: number; Event: number };
    registerCompletionItemProvider(selector: never, provider: never): MonacoDisposable;
    registerHoverProvider(selector: never, provider: never): MonacoDisposable;
    registerCodeActionProvider(selector: never, provider: never, metadata?: never): MonacoDisposable;
    registerDefinitionProvider(selector: never, provider: never): MonacoDisposable;
    registerReferenceProvider(selector: never, provider: never): MonacoDisposable;
    registerDocumentSymbolProvider(selector: never, provider: never): MonacoDisposable;
  };
}

/** Options of `registerMonacoLanguage`. */
export interface MonacoLanguageOptions {
  /** The models served (a Monaco `LanguageSelector`); by default every `json` model. */
  selector?: unknown;
  /** The owner of the markers `setIssues` puts on a model; by default `agentspec`. */
  owner?: string;
}

/** The registered providers, and the way to hand them a model's issues (for quick fixes). */
export interface MonacoLanguage extends MonacoDisposable {
  /**
   * Show the issues of `text` (the model's text, from `validateSpecText` with `options`) as the
   * model's markers, and keep them: the quick fixes of a marker come from its issue. After an edit
   * the page has not checked yet (its check is debounced), Monaco has moved the markers with the
   * edit, and their fixes come from the current text checked with the same `options`.
   */
  setIssues(model: MonacoModelLike, text: string, issues: readonly Issue[], options?: ValidateOptions): void;
}

const codeOf = (m: MonacoMarkerLike): string | undefined => (typeof m.code === "string" ? m.code : m.code?.value);

/**
 * Register the language service's providers with Monaco: completion (node ids in `to` and `of`,
 * property names, values, paths, snippets), hover, quick fixes from the issues given to
 * `setIssues` (safe ones preferred), go to definition, find references and the outline.
 */
export function registerMonacoLanguage(monaco: MonacoLike, opts: MonacoLanguageOptions = {}): MonacoLanguage {
  const { languages } = monaco;
  const selector = (opts.selector ?? "json") as never;
  const owner = opts.owner ?? "agentspec";
  const issuesOf = new WeakMap<object, { text: string; issues: readonly Issue[]; options: ValidateOptions }>();
  const kinds: Record<CompletionKind, number> = {
    property: languages.CompletionItemKind.Property,
    value: languages.CompletionItemKind.EnumMember,
    node: languages.CompletionItemKind.Reference,
    path: languages.CompletionItemKind.Field,
    snippet: languages.CompletionItemKind.Snippet,
  };
  const range = (model: MonacoModelLike, from: number, to: number): MonacoRange => {
    const s = model.getPositionAt(from);
    const e = model.getPositionAt(to);
    return { startLineNumber: s.lineNumber, startColumn: s.column, endLineNumber: e.lineNumber, endColumn: e.column };
  };
  const symbol = (model: MonacoModelLike, s: DocumentSymbol): unknown => ({
    name: s.name,
    detail: s.detail ?? "",
    kind: s.kind === "node" ? languages.SymbolKind.Class : languages.SymbolKind.Event,
    tags: [],
    range: range(model, s.from, s.to),
    selectionRange: range(model, s.selectionFrom, s.selectionTo),
    children: s.children.map((c) => symbol(model, c)),
  });

  const registrations: MonacoDisposable[] = [
    languages.registerCompletionItemProvider(selector, {
      triggerCharacters: ['"', ":", " "],
      provideCompletionItems(model: MonacoModelLike, position: MonacoPosition) {
        const text = model.getValue();
        const offset = model.getOffsetAt(position);
        const c = completionsAt(text, offset);
        // Monaco wants a one-line span holding the cursor: the proposals replace from..to on its line.
        let r = range(model, c.from, c.to);
        if (r.startLineNumber !== position.lineNumber || r.endLineNumber !== position.lineNumber) r = range(model, offset, offset);
        const quoted = text.charCodeAt(c.from) === 0x22 && c.from < offset;
        const suggestions = c.items.map((item, i) => ({
          label: item.label,
          kind: kinds[item.kind],
          insertText: item.insertText,
          ...(item.snippet ? { insertTextRules: languages.CompletionItemInsertTextRule.InsertAsSnippet } : {}),
          // What was typed is matched against this: it starts with the quote when the span does.
          filterText: quoted ? `"${item.label}` : item.label,
          sortText: String(i).padStart(6, "0"),
          range: r,
          ...(item.detail !== undefined ? { detail: item.detail } : {}),
          ...(item.documentation !== undefined ? { documentation: { value: item.documentation } } : {}),
        }));
        return { suggestions };
      },
    } as never),
    languages.registerHoverProvider(selector, {
      provideHover(model: MonacoModelLike, position: MonacoPosition) {
        const h = hoverAt(model.getValue(), model.getOffsetAt(position));
        return h ? { range: range(model, h.from, h.to), contents: [{ value: h.markdown }] } : null;
      },
    } as never),
    languages.registerCodeActionProvider(
      selector,
      {
        provideCodeActions(model: MonacoModelLike, _range: MonacoRange, context: { markers: readonly MonacoMarkerLike[] }) {
          const kept = issuesOf.get(model);
          if (!kept) return { actions: [], dispose() {} };
          const text = model.getValue();
          // Issues of another text would put their edits in the wrong places: an edit the page has
          // not checked yet is checked here, with the page's options, and the moved markers match
          // the current text's issues.
          const issues = kept.text === text ? kept.issues : validateSpecText(text, kept.options).issues;
          const version = model.getVersionId();
          const actions: unknown[] = [];
          for (const marker of context.markers) {
            const issue = issues.find((i) => {
              const r = i.range;
              return r && i.code === codeOf(marker) && i.message === marker.message && r.start.line === marker.startLineNumber && r.start.column === marker.startColumn && r.end.line === marker.endLineNumber && r.end.column === marker.endColumn;
            });
            if (!issue) continue;
            for (const fix of fixesFor(text, issue)) {
              actions.push({
                title: fix.safe ? fix.title : `${fix.title} (unsafe)`,
                kind: "quickfix",
                diagnostics: [marker],
                isPreferred: fix.safe && fix.preferred,
                edit: { edits: fix.edits.map((e) => ({ resource: model.uri, versionId: version, textEdit: { range: range(model, e.from, e.to), text: e.insert } })) },
              });
            }
          }
          return { actions, dispose() {} };
        },
      } as never,
      { providedCodeActionKinds: ["quickfix"] } as never,
    ),
    languages.registerDefinitionProvider(selector, {
      provideDefinition(model: MonacoModelLike, position: MonacoPosition) {
        const d = definitionAt(model.getValue(), model.getOffsetAt(position));
        return d ? { uri: model.uri, range: range(model, d.from, d.to) } : null;
      },
    } as never),
    languages.registerReferenceProvider(selector, {
      provideReferences(model: MonacoModelLike, position: MonacoPosition, context: { includeDeclaration: boolean }) {
        return referencesAt(model.getValue(), model.getOffsetAt(position), { includeDeclaration: context.includeDeclaration }).map((s) => ({ uri: model.uri, range: range(model, s.from, s.to) }));
      },
    } as never),
    languages.registerDocumentSymbolProvider(selector, {
      displayName: "agentspec",
      provideDocumentSymbols(model: MonacoModelLike) {
        return documentSymbols(model.getValue()).map((s) => symbol(model, s));
      },
    } as never),
  ];

  return {
    setIssues(model, text, issues, options = {}) {
      issuesOf.set(model, { text, issues, options });
      monaco.editor.setModelMarkers(model as never, owner, toMonacoMarkers(issues));
    },
    dispose() {
      for (const r of registrations) r.dispose();
    },
  };
}
