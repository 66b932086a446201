// The language-feature test page: the documented setup (integration.ts: workers, squiggle styles,
// the JSON worker's options) and providers (language.ts, the second Monaco code block of
// docs/editor.md), plus handles the test drives.
import * as monaco from "monaco-editor/editor/editor.api.js";
// A binding is used so the bundler keeps the module's setup (the package says sideEffects: false).
import { mountSpecEditor } from "./integration.js";
import { mountSpecEditorWithLanguage } from "./language.js";

declare global {
  interface Window {
    monacoLanguagePage: { monaco: typeof monaco; editor?: monaco.editor.IStandaloneCodeEditor; setup: typeof mountSpecEditor; mount(text: string): void };
  }
}

window.monacoLanguagePage = {
  monaco,
  setup: mountSpecEditor,
  mount(text) {
    this.editor = mountSpecEditorWithLanguage(document.getElementById("editor")!, text);
  },
};
