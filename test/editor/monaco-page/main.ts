// The test page: the documented integration (integration.ts, the code block of docs/editor.md),
// plus handles the test drives it through.
import * as monaco from "monaco-editor/editor/editor.api.js";
import { jsonDefaults } from "monaco-editor/languages/features/json/register.js";
import { mountSpecEditor } from "./integration.js";

declare global {
  interface Window {
    monacoPage: { monaco: typeof monaco; jsonDefaults: typeof jsonDefaults; mount(text: string): void };
  }
}

window.monacoPage = {
  monaco,
  jsonDefaults,
  mount: (text) => void mountSpecEditor(document.getElementById("editor")!, text),
};
