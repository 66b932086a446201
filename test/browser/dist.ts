// The built entries the browser tests read: fail with a clear message when the build is missing.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const DIST = fileURLToPath(new URL("../../dist/", import.meta.url));

/** Absolute path of a built file; throws when `npm run build` has not made it. */
export function built(name: string): string {
  const path = DIST + name;
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first (npm test does).`);
  return path;
}

/** The files a built module pulls in, itself first: static imports, and with `dynamic` also import(). */
export function moduleGraph(entry: string, dynamic = true): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    const statics = [...code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]!);
    const dynamics = dynamic ? [...code.matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((m) => m[1]!) : [];
    for (const spec of [...statics, ...dynamics]) visit(fileURLToPath(new URL(spec, `file://${file}`)));
  };
  visit(entry);
  return [...seen];
}
