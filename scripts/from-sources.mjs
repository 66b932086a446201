// The module whose entry is `entry` (export statements of src/ files), bundled from the sources
// with esbuild for Node and imported, so that a bench or a script needs no package build. The
// bundle is written under node_modules/.cache (one per process, `name` telling them apart) and
// removed once imported.
export async function fromSources(name, entry) {
  const { build } = await import("esbuild");
  const { rmSync } = await import("node:fs");
  const root = new URL("../", import.meta.url);
  const outfile = new URL(`node_modules/.cache/agentspec-sources/${name}-${process.pid}.js`, root);
  await build({
    stdin: { contents: entry, resolveDir: root.pathname, sourcefile: `sources-${name}.js`, loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "node",
    external: ["re2js"],
    outfile: outfile.pathname,
    logLevel: "warning",
  });
  try {
    return await import(outfile.href);
  } finally {
    rmSync(outfile, { force: true });
  }
}
