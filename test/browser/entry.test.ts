// The shipped browser entry: the same public names as the main entry plus the editor adapters,
// and nothing a strict CSP or a browser refuses (`eval`, `new Function`, `node:*`).
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, test } from "vitest";
import { built, DIST, moduleGraph } from "./dist.js";
import { forbiddenIn } from "./forbidden.js";

const ADAPTERS = ["toCodeMirrorDiagnostics", "toMonacoMarkers", "monacoCspStyles", "codeMirrorCompletionSource", "codeMirrorHover", "toCodeMirrorDiagnosticsWithFixes", "codeMirrorGoToDefinition", "registerMonacoLanguage"];

describe("dist/browser.js", () => {
  test("exports the names of dist/index.js, plus the editor adapters", async () => {
    const main = Object.keys(await import(built("index.js"))).sort();
    const browser = Object.keys(await import(built("browser.js"))).sort();
    expect(browser).toEqual([...new Set([...main, ...ADAPTERS])].sort());
    // The contract's names (§7), in case both entries lost one together.
    for (const name of ["agentSpecSchema", "validateSpec", "validateSpecText", "toErrorEnvelope", "compileCondition", "evaluateCondition", "selectTransition", "webhookRoute", "webhookLimits", "exportBundle", "importBundle", "checkAgentImport", "loadRegexEngine"]) {
      expect(browser).toContain(name);
    }
  });

  test("neither it nor any chunk it loads uses eval, new Function or node:*", () => {
    const files = moduleGraph(built("browser.js"));
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) => forbiddenIn(readFileSync(file, "utf8")).map((label) => `${relative(DIST, file)}: ${label}`));
    expect(found).toEqual([]);
  });

  test("the scan catches each forbidden construct, and not a method named eval", () => {
    const bad = ["eval('1')", "x=eval(y)", "new Function('return 1')", "Function('return 1')()", 'import x from "node:fs"', "import('node:module')", "require('fs')"];
    for (const code of bad) expect(forbiddenIn(code), code).not.toEqual([]);
    for (const code of ["a.eval(x)", "class P { eval(input, pos) { return 1 } }", "{eval(e,t){return 1}}", "evaluate(x)", "retrieval(x)"]) expect(forbiddenIn(code), code).toEqual([]);
  });
});
