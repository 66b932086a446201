// Builds the extension: src/extension.ts bundled with esbuild into out/extension.js (vscode left
// to the editor, vscode-languageclient bundled in), and the toolkit's three JSON Schemas copied
// from the repository's schema/ folder into schemas/ for contributes.jsonValidation.
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = join(dirname(fileURLToPath(import.meta.url)), "..");
const schemaSource = join(here, "..", "..", "schema");
const SCHEMAS = ["agentspec-v2.schema.json", "agentspec-test.schema.json", "agentspec-config.schema.json"];

rmSync(join(here, "out"), { recursive: true, force: true });
rmSync(join(here, "schemas"), { recursive: true, force: true });
await build({
  entryPoints: [join(here, "src", "extension.ts")],
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  external: ["vscode"],
  minify: true,
  outfile: join(here, "out", "extension.js"),
  logLevel: "warning",
});
mkdirSync(join(here, "schemas"));
for (const name of SCHEMAS) copyFileSync(join(schemaSource, name), join(here, "schemas", name));
