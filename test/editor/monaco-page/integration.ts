import * as monaco from "monaco-editor/editor/editor.api.js";
import { jsonDefaults } from "monaco-editor/languages/features/json/register.js";
import { agentSpecSchema, loadRegexEngine, monacoCspStyles, specTextValidator, toMonacoMarkers } from "agentspec-toolkit/browser";

// Monaco's workers, built from monaco-editor/esm/vs/editor/editor.worker.js and
// monaco-editor/esm/vs/language/json/json.worker.js, served from the page's origin.
self.MonacoEnvironment = {
  getWorker: (_id: string, label: string) => new Worker(label === "json" ? "/monaco/json.worker.js" : "/monaco/editor.worker.js"),
};

// Squiggles drawn without `data:` images (img-src 'self').
const style = document.createElement("style");
style.textContent = monacoCspStyles;
document.head.append(style);

// Monaco's JSON worker keeps completion and hover from the schema but reports nothing: the
// markers come from agentspec alone, so no fault is underlined twice.
jsonDefaults.setDiagnosticsOptions({
  validate: false,
  enableSchemaRequest: false,
  schemas: [{ uri: "https://cdn.jsdelivr.net/npm/agentspec-toolkit@0.2.0/schema/agentspec-v2.schema.json", fileMatch: ["*.agentspec.json"], schema: agentSpecSchema }],
});

export function mountSpecEditor(element: HTMLElement, text: string): monaco.editor.IStandaloneCodeEditor {
  const model = monaco.editor.createModel(text, "json", monaco.Uri.parse("file:///order-sync.agentspec.json"));
  const editor = monaco.editor.create(element, { model, automaticLayout: true });
  // One validator per model: after an edit inside one node it reads only that node again.
  const validator = specTextValidator();
  let timer: ReturnType<typeof setTimeout> | undefined;
  async function lint(): Promise<void> {
    const current = model.getValue();
    if (current.includes('"regex"')) await loadRegexEngine();
    if (model.getValue() !== current) return; // a newer edit lints itself
    monaco.editor.setModelMarkers(model, "agentspec", toMonacoMarkers(validator.validate(current).issues));
  }
  model.onDidChangeContent(() => {
    clearTimeout(timer);
    timer = setTimeout(lint, 200);
  });
  void lint();
  return editor;
}
