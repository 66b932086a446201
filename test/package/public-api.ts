// The public exports of the two entries, read by the TypeScript compiler from src/index.ts and
// src/browser.ts: each name, whether it is a value or only a type, and its doc's first sentence.
import { join } from "node:path";
import ts from "typescript";

export interface PublicExport {
  name: string;
  kind: "value" | "type";
  doc: string;
}

const ROOT = join(import.meta.dirname, "..", "..");

/** The exports of each entry, sorted by name. */
export function publicExports(): { index: PublicExport[]; browser: PublicExport[] } {
  const files = { index: join(ROOT, "src", "index.ts"), browser: join(ROOT, "src", "browser.ts") };
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const program = ts.createProgram([files.index, files.browser], { ...(config?.options ?? {}), noEmit: true });
  const checker = program.getTypeChecker();
  const read = (file: string): PublicExport[] => {
    const source = program.getSourceFile(file)!;
    const module = checker.getSymbolAtLocation(source)!;
    return checker
      .getExportsOfModule(module)
      .map((s) => {
        const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
        const doc = ts.displayPartsToString(target.getDocumentationComment(checker)).replace(/\s+/g, " ").trim();
        return { name: s.name, kind: target.flags & ts.SymbolFlags.Value ? "value" : "type", doc: /^(.*?[.!?])(\s|$)/.exec(doc)?.[1] ?? doc } as PublicExport;
      })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  };
  return { index: read(files.index), browser: read(files.browser) };
}
