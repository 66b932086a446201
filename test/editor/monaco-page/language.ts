import * as monaco from "monaco-editor/editor/editor.api.js";
import { jsonDefaults } from "monaco-editor/languages/features/json/register.js";
import { loadRegexEngine, registerMonacoLanguage, specTextValidator } from "agentspec-toolkit/browser";
// The editor features the providers feed. editor.api.js is Monaco's core alone; the full
// "monaco-editor" entry has these and every other contribution.
import "monaco-editor/editor/contrib/suggest/browser/suggestController.js";
import "monaco-editor/editor/contrib/snippet/browser/snippetController2.js";
import "monaco-editor/editor/contrib/hover/browser/hoverContribution.js";
import "monaco-editor/editor/contrib/codeAction/browser/codeActionContributions.js";
import "monaco-editor/editor/contrib/gotoSymbol/browser/goToCommands.js";
import "monaco-editor/editor/contrib/gotoSymbol/browser/link/goToDefinitionAtPosition.js";
import "monaco-editor/editor/standalone/browser/referenceSearch/standaloneReferenceSearch.js";
import "monaco-editor/editor/contrib/codelens/browser/codeLensCache.js"; // services the references view needs
import "monaco-editor/editor/common/services/treeViewsDndService.js";
import "monaco-editor/editor/standalone/browser/quickAccess/standaloneGotoSymbolQuickAccess.js";

// With the setup above (workers, squiggles, the JSON worker's diagnostics off), agentspec's
// providers also take over completion, hover and the outline: one list, one hover, one outline.
jsonDefaults.setModeConfiguration({ ...jsonDefaults.modeConfiguration, completionItems: false, hovers: false, documentSymbols: false });

// Completion, hover, quick fixes, go to definition (F12), references (Shift+F12), the outline.
const language = registerMonacoLanguage(monaco, { selector: { language: "json", pattern: "**/*.agentspec.json" } });

export function mountSpecEditorWithLanguage(element: HTMLElement, text: string): monaco.editor.IStandaloneCodeEditor {
  const model = monaco.editor.createModel(text, "json", monaco.Uri.parse("file:///order-sync.agentspec.json"));
  const editor = monaco.editor.create(element, { model, automaticLayout: true });
  // One validator per model: after an edit inside one node it reads only that node again.
  const validator = specTextValidator();
  let timer: ReturnType<typeof setTimeout> | undefined;
  async function lint(): Promise<void> {
    const current = model.getValue();
    if (current.includes('"regex"')) await loadRegexEngine();
    if (model.getValue() !== current) return; // a newer edit lints itself
    // The markers, and the issues kept for their quick fixes (strict: property-name typos too).
    language.setIssues(model, current, validator.validate(current, { strict: true }).issues, { strict: true });
  }
  model.onDidChangeContent(() => {
    clearTimeout(timer);
    timer = setTimeout(lint, 200);
  });
  void lint();
  return editor;
}
