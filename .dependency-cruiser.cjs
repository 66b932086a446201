// The import rules of src/, checked by `npm run lint:deps` (part of `npm test`): no cycle between
// files, and the folders in layers where each imports only the layers below it. Type-only imports
// count: a type imported upward ties the layers as surely as a value does.

/** The layers, lowest first; a folder imports only folders of lower layers (and itself). */
const LAYERS = [
  ["core"],
  ["schema"],
  ["conditions"],
  ["rules"],
  ["validate"],
  ["format"],
  ["bundle", "workflow", "platform", "config"],
  ["check"],
  ["graph", "language", "server"],
  ["diff"],
  ["editor"],
  ["node"],
  ["workspace"],
  ["lsp"],
  ["cli"],
];

const folder = (name) => `^src/${name}/`;

/** For each folder: the folders of its own and higher layers, other than itself, that it must not import. */
const layerRules = LAYERS.flatMap((layer, level) =>
  layer.map((name) => {
    const above = LAYERS.slice(level).flat().filter((other) => other !== name);
    return {
      name: `layer-${name}`,
      comment: `src/${name}/ imports only the layers below it (${LAYERS.slice(0, level).flat().join(", ") || "nothing"}), never ${above.join(", ")}`,
      severity: "error",
      from: { path: folder(name) },
      to: { path: `^src/(${above.join("|")})/` },
    };
  }),
);

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No file imports itself through other files: a cycle has no order to load or to read it in.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "entries-on-top",
      comment: "src/index.ts and src/browser.ts re-export the layers; no module of a layer imports them.",
      severity: "error",
      from: { path: "^src/[^/]+/" },
      to: { path: "^src/(index|browser)\\.ts$" },
    },
    {
      name: "pure-core",
      comment: "Only src/cli, src/lsp and src/workspace (and the Node regex loader, and the server's worker pool and Node adapters) import Node built-ins (node:fs, node:module…).",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/cli/|^src/lsp/|^src/workspace/|^src/conditions/regex-loader\\.ts$|^src/server/(pool|worker|node-http|fastify)\\.ts$" },
      to: { dependencyTypes: ["core"] },
    },
    ...layerRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^src/schema/validate-[a-z-]+\\.js$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: `${__dirname}/tsconfig.node.json` },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
