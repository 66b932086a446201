#!/usr/bin/env node
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res) => function __init() {
  return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
};
var __export = (target2, all) => {
  for (var name2 in all)
    __defProp(target2, name2, { get: all[name2], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target2) => (target2 = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target2, "default", { value: mod, enumerable: true }) : target2,
  mod
));

// node_modules/tsup/assets/cjs_shims.js
var getImportMetaUrl, importMetaUrl;
var init_cjs_shims = __esm({
  "node_modules/tsup/assets/cjs_shims.js"() {
    "use strict";
    getImportMetaUrl = () => typeof document === "undefined" ? new URL(`file:${__filename}`).href : document.currentScript && document.currentScript.src || new URL("main.js", document.baseURI).href;
    importMetaUrl = /* @__PURE__ */ getImportMetaUrl();
  }
});

// src/core/suggest.ts
function editDistance(a, b, max = Math.max(a.length, b.length)) {
  if (a === b) return 0;
  const m = a.length, n = b.length;
  const big = max + 1;
  if (Math.abs(m - n) > max) return big;
  let prev2 = new Int32Array(n + 2).fill(big);
  let prev = new Int32Array(n + 2).fill(big);
  let cur = new Int32Array(n + 2).fill(big);
  for (let j = 0; j <= Math.min(n, max); j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    const lo = Math.max(1, i - max), hi = Math.min(n, i + max);
    cur[lo - 1] = lo === 1 ? i <= max ? i : big : big;
    cur[hi + 1] = big;
    let rowMin = cur[lo - 1];
    for (let j = lo; j <= hi; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, prev2[j - 2] + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return big;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  return Math.min(prev[n], big);
}
function didYouMean(word, candidates) {
  const lower = word.toLowerCase();
  let best;
  let bestScore = Infinity;
  const limit = Math.min(MAX_SUGGESTION_EDITS, Math.max(1, Math.floor(word.length / 3)));
  for (const c of candidates) {
    if (c === word) continue;
    if (Math.abs(c.length - word.length) > limit) continue;
    const score = c.length === word.length && c.toLowerCase() === lower ? 0.5 : editDistance(word, c, Math.min(limit, bestScore - 1));
    if (score <= limit && score < bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}
function misspelledKeys(obj, names2) {
  const out = [];
  for (const key of Object.keys(obj)) {
    if (names2.includes(key)) continue;
    const meant2 = didYouMean(key, names2);
    if (meant2 !== void 0 && !Object.hasOwn(obj, meant2)) out.push([key, meant2]);
  }
  return out;
}
var MAX_SUGGESTION_EDITS;
var init_suggest = __esm({
  "src/core/suggest.ts"() {
    "use strict";
    init_cjs_shims();
    MAX_SUGGESTION_EDITS = 3;
  }
});

// src/cli/usage.ts
var EXIT, UsageError, CONFIG, OUTPUT, USAGE;
var init_usage = __esm({
  "src/cli/usage.ts"() {
    "use strict";
    init_cjs_shims();
    EXIT = { clean: 0, findings: 1, usage: 2, internal: 3 };
    UsageError = class extends Error {
      constructor(message, command2) {
        super(message);
        this.command = command2;
      }
      name = "UsageError";
    };
    CONFIG = `Config (agentspec.config.json, found from here up to the repository root; docs/configuration.md):
      --config <file>    use this config file only
      --no-config        use no config file`;
    OUTPUT = `Output:
  -f, --format <name>    stylish (default), json, sarif or github
      --max-warnings <n> exit 1 when there are more than n warnings
  -q, --quiet            report errors only`;
    USAGE = {
      main: `Usage: agentspec <command> [options]

Commands:
  check <paths\u2026>                    validate specs and bundles (files, directories, globs, - for stdin)
  fmt <paths\u2026> [--check]            rewrite files in canonical form
  schema                            print the AgentSpec V2 JSON Schema
  eval <condition> --data <context> evaluate a condition against a context
  bundle export <specs\u2026>            print a bundle of the given spec files
  bundle check <bundle> [--existing <agents.json>]
                                    check a bundle before import
  test [paths\u2026] [--coverage]        run *.agentspec-test.json files (mocked node results, path assertions)
  graph <spec> [-f mermaid|dot|svg|json]
                                    draw a spec's nodes and transitions
  diff <before> <after> | diff --against <git revision> [--to <rev>] [paths\u2026]
                                    what a change does to a run: breaking, behaviour, cosmetic
  lsp [--strict]                    run the language server over stdio (for editors)
  remote <schema|check|pull|plan|push|import|usage>
                                    the platform round trip: validate, pull, push drafts, import

Run "agentspec <command> --help" for a command's options.
Options: -h, --help; -v, --version.
Exit codes: 0 clean, 1 findings, 2 usage error, 3 internal error.`,
      check: `Usage: agentspec check <paths\u2026> [options]

Validates AgentSpec V2 specs and agent bundles (told apart by "format": "agentspec-bundle").
A path is a file, a directory (searched for *.json, skipping node_modules and dot-directories),
a glob (*, **, ?, [abc], {a,b}; quoted so the shell leaves it alone) or - for standard input.

  --strict               also warn about properties the schema does not name
  --remote               also validate each spec on the platform (see agentspec remote --help)
  --fix                  apply safe fixes to spec files in place (with -, print the fixed text)
  --unsafe-fixes         also apply fixes that guess (a did-you-mean node id, a capped timeout)
  --suppress-all         record every finding in agentspec-suppressions.json (a baseline)
  --suppress-rule <code> record the findings of one code (repeat for more)
  --prune-suppressions   lower recorded counts to what is found now
With no path, the config's "files" are checked; its "ignores" are never read.
${CONFIG}
${OUTPUT}`,
      fmt: `Usage: agentspec fmt <paths\u2026> [--check]

Rewrites JSON files in canonical form: the schema's keys in the schema's order, 2-space indent,
final newline. Headers, query, bodies, unknown fields, test files and the config keep the key
order written. The parsed value never changes. Files that are not valid JSON are reported and
left alone. With - the formatted text goes to standard output.

  --check                write nothing; list the files that would change, exit 1 if any
${CONFIG}`,
      schema: `Usage: agentspec schema

Prints the AgentSpec V2 JSON Schema (draft 2020-12), as served by GET /agents/schema/.`,
      eval: `Usage: agentspec eval <condition.json> --data <context.json> [--explain]

Prints true or false (exit 0 either way); a condition that does not compile is reported (exit 1).
The context is { evaluation, vars, context, input, state, nodes }. Either file may be - (stdin).

  -d, --data <file>      the evaluation context (JSON)
  -e, --explain          also print why: a one-line text and the tree of comparisons
  -f, --format <name>    how issues are printed: stylish (default), json, sarif or github`,
      bundle: `Usage: agentspec bundle export <spec files\u2026> [--name-from filename]
       agentspec bundle check <bundle.json> [--existing <agents.json>] [options]

export  prints a bundle of the specs, each agent named after its file (without .json)
check   reports what importing the bundle would meet: invalid specs, duplicate ids or names,
        conflicts with existing agents (a JSON array of { id, name }), and each agent's routes

${OUTPUT}`,
      test: `Usage: agentspec test [paths\u2026] [options]

Runs test files (*.agentspec-test.json): each case runs the spec the file names on mocked node
results and checks the path, the end, the routes and the variables. A path is a test file, a
directory (searched for *.agentspec-test.json, skipping node_modules and dot-directories), a glob,
or - for standard input; with none, every test file under the current directory. See docs/testing.md.

  -f, --format <name>    stylish (default), json, github or junit (JUnit XML)
      --coverage         also report, per spec, the nodes run, the transitions taken and the
                         conditions seen true and false, with what no case reached
      --coverage-min <p> exit 1 when the total coverage is below p percent (implies --coverage)
${CONFIG}`,
      graph: `Usage: agentspec graph <spec.json> [-f mermaid|dot|svg|json] [--markdown]

Prints the graph of one spec (- for stdin): its nodes, in shapes by kind, each webhook's route, and
its transitions labelled with their number and condition in words. Unreachable nodes and
transitions that can never fire are dashed, nodes with issues are marked. A spec with issues is
still drawn (exit 0); text that is not JSON is reported (exit 1).

  -f, --format <name>    mermaid (default: a flowchart for a \`\`\`mermaid fence), dot (Graphviz),
                         svg (a picture, laid out here), json (the graph itself: graphOf)
  -m, --markdown         wrap the Mermaid text in a \`\`\`mermaid fence, ready for Markdown
      --max-nodes <n>    draw at most n nodes (default 1000): a larger picture cannot be read,
                         so it is refused (exit 2) unless asked for; -f json is never refused`,
      diff: `Usage: agentspec diff <before.json> <after.json> [options]
       agentspec diff --against <git revision> [--to <revision>] [paths\u2026] [options]

Lists what a change does to a run, each change with its class: breaking (a run that worked can
now fail), behaviour (a run can take another path or send another request), cosmetic (nothing a
run can observe). Formatting, key order and node order (but the first node) are not changes. With
--against, the working tree's spec files (*.json under the paths, default the current directory,
test files aside) are compared with the same files at that revision, read with git; a file added
or deleted counts as all its nodes, and renames are followed as git follows them. See docs/diff.md.

      --against <rev>    compare the working tree with a git revision (a branch, a tag, HEAD~1)
      --to <rev>         with --against: compare with this revision instead of the working tree
      --pre-push         take both revisions from pre-commit's pre-push stage (the commits pushed)
      --fail-on <class>  exit 1 on a change of this class or worse: breaking (default), behaviour,
                         cosmetic or any (both: every change); the config's diff.failOn takes the
                         same words and sets the default
      --config <file>    read this config file; --no-config reads none
      --tests            also run the test files under the current directory on both versions and
                         list the cases whose path, end, status or verdict changed
  -f, --format <name>    stylish (default), json, github or markdown
                         (github: workflow annotations; markdown: a pull-request comment with a
                         summary by class and a Mermaid graph of what changed)`,
      lsp: `Usage: agentspec lsp [--stdio] [--strict] [--config <file> | --no-config] [--worker-threshold <n>]

Runs the AgentSpec language server over standard input and output (the Language Server
Protocol): diagnostics as you type, completion, hover, go to definition, references, quick fixes,
fix-all, formatting, rename of a node id, the outline and workspace symbols. It answers only for
specs, bundles, test files and agentspec.config.json (other JSON gets nothing), so an editor may
start it for every JSON file. Run the project's own node_modules/.bin/agentspec, not npx (where
the toolkit is not installed, npx fetches an unrelated package named agentspec). Recipes for
Neovim, Emacs, Helix, Sublime Text, Zed and the VS Code extension: docs/editor.md.

  --strict               also warn about properties the schema does not name
  --stdio                accepted for editors that pass it; stdio is the only transport
  --worker-threshold <n> a document of more than n characters is checked and answered in a
                         thread of its own, so it never holds up requests on other documents
                         (default 4194304, 4 MiB; 0 puts every document in one)
Config (agentspec.config.json, found from each document's folder up; docs/configuration.md):
      --config <file>    use this config file for every document
      --no-config        use no config file`,
      remote: `Usage: agentspec remote <subcommand> [options]

The platform round trip (docs/remote.md). The platform's address comes from AGENTSPEC_BASE_URL or
the config's remote.baseUrl, the application from --application or remote.applicationId; the
credential from AGENTSPEC_API_KEY (sent as "ApiKey"), AGENTSPEC_ACCESS_TOKEN (sent as "Bearer") or
a file named by --api-key-file, never from the command line. Which spec file is which agent is
recorded in agentspec-remote.json (ids and paths only), written by pull and push --create.

  schema [--diff]                   print the platform's AgentSpec schema; --diff: compare it with
                                    this toolkit's, in words (exit 1 when they differ)
  check <paths\u2026>                    the local check plus the platform's validate for each spec
  pull <agentId\u2026> [--dir <d>] [--force]
                                    export each agent and write its spec in canonical form, linked
  plan [paths\u2026] [--create] [-f stylish|json|github|markdown]
                                    what push would change, per agent, in diffSpecs's words: exit 0
                                    planned (nothing to do or changes pending), 1 an error
  push [paths\u2026] [--create]          save each changed spec as its agent's draft and read it back;
                                    --create makes an agent for each unlinked file (never publishes);
                                    a creation whose answer was lost is resolved first, never resent
  import <bundle> [--force] [--reassign-application]
                                    the import check against the application's agents, then import
                                    into that application (only when clean, or with --force); entries
                                    naming another application are refused unless reassigned
  usage [--json]                    the month's budget and what remains of it

  --application <id>     the application (needed by push --create and import)
  --api-key-file <path>  read the API key from this file
  --timeout <seconds>    the most one request may take (default 30)
  --config <file>, --no-config       the config to read, or none

Exit codes: 0 done, 1 a failure or findings, 2 usage error (a command line that cannot run, a
missing setting, a broken config or agentspec-remote.json), 3 internal error.`
    };
  }
});

// src/cli/args.ts
function unknown(what, word, known2) {
  const near = didYouMean(word, known2);
  return `unknown ${what} "${word}"${near === void 0 ? "" : `; did you mean "${near}"?`}`;
}
function unknownChoice(what, word, known2) {
  const near = didYouMean(word, known2);
  const choices = known2.length > 1 ? `${known2.slice(0, -1).join(", ")} or ${known2.at(-1)}` : known2.join("");
  return near === void 0 ? `unknown ${what} "${word}": use ${choices}` : `unknown ${what} "${word}"; did you mean "${near}"? (use ${choices})`;
}
function unknownOption(args, options) {
  const shorts = new Set(Object.values(options).flatMap((o) => o.short === void 0 ? [] : [o.short]));
  for (const arg of args) {
    if (arg === "--") return void 0;
    if (arg.startsWith("--")) {
      const name2 = arg.slice(2).split("=")[0];
      if (!Object.hasOwn(options, name2)) return `--${name2}`;
    } else if (arg.startsWith("-") && arg.length > 1) {
      for (const c of arg.slice(1)) {
        if (!shorts.has(c)) return `-${c}`;
        const long = Object.entries(options).find(([, o]) => o.short === c);
        if (long?.[1].type === "string") break;
      }
    }
  }
  return void 0;
}
function parse(command2, args, options) {
  const all = { ...options, help: { type: "boolean", short: "h" } };
  try {
    return (0, import_node_util.parseArgs)({ args: [...args], options: all, allowPositionals: true, strict: true });
  } catch (e) {
    const code2 = e?.code;
    const option = code2 === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? unknownOption(args, all) : void 0;
    if (option !== void 0) throw new UsageError(unknown("option", option, option.startsWith("--") ? Object.keys(all).map((n) => `--${n}`) : []), command2);
    throw new UsageError(valueProblem(e, all) ?? (e instanceof Error ? e.message : String(e)), command2);
  }
}
function valueProblem(e, options) {
  const message = e instanceof Error ? e.message : "";
  const name2 = /Option '(?:-[^ ,']+, )?--([^' ]+)/.exec(message)?.[1] ?? /Option '-([^' ]+)/.exec(message)?.[1];
  if (name2 === void 0) return void 0;
  const long = Object.hasOwn(options, name2) ? name2 : Object.entries(options).find(([, o]) => o.short === name2)?.[0];
  if (long === void 0) return void 0;
  if (options[long].type === "boolean") return `--${long} is a flag and takes no value: write --${long} alone`;
  return `--${long} needs a value${/ambiguous|starting with a dash/.test(message) ? ` (one that starts with "-" is written --${long}=<value>)` : ""}`;
}
function help(command2) {
  process.stdout.write(`${USAGE[command2] ?? USAGE["main"]}
`);
  return EXIT.clean;
}
var import_node_util;
var init_args = __esm({
  "src/cli/args.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_util = require("util");
    init_suggest();
    init_usage();
  }
});

// package.json
var name, version, homepage, repository;
var init_package = __esm({
  "package.json"() {
    name = "agentspec-toolkit";
    version = "0.2.0";
    homepage = "https://github.com/agentspec-toolkit/agentspec-toolkit#readme";
    repository = {
      type: "git",
      url: "git+https://github.com/agentspec-toolkit/agentspec-toolkit.git"
    };
  }
});

// src/cli/version.ts
var VERSION, PACKAGE_NAME, repository2, REPOSITORY_URL;
var init_version = __esm({
  "src/cli/version.ts"() {
    "use strict";
    init_cjs_shims();
    init_package();
    VERSION = version;
    PACKAGE_NAME = name;
    repository2 = repository;
    REPOSITORY_URL = (typeof repository2 === "string" ? repository2 : repository2?.url)?.replace(/^git\+/, "").replace(/\.git$/, "").replace(/^git:\/\//, "https://");
  }
});

// src/config/error.ts
var ConfigError;
var init_error = __esm({
  "src/config/error.ts"() {
    "use strict";
    init_cjs_shims();
    ConfigError = class extends Error {
      constructor(file, issues, text) {
        super(`${file}: ${issues.length === 1 ? issues[0].message : `${issues.length} problems, the first: ${issues[0]?.message ?? ""}`}`);
        this.file = file;
        this.issues = issues;
        this.text = text;
      }
      name = "ConfigError";
    };
  }
});

// src/lsp/role.ts
var LSP_ROLES;
var init_role = __esm({
  "src/lsp/role.ts"() {
    "use strict";
    init_cjs_shims();
    LSP_ROLES = { keeper: "agentspec-lsp-keeper", compute: "agentspec-lsp-compute" };
  }
});

// src/core/bundle-format.ts
function isBundle(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value) && Object.hasOwn(value, "format") && value["format"] === BUNDLE_FORMAT;
}
function readsAsBundle(value) {
  if (isBundle(value)) return true;
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.hasOwn(value, "format") && Object.hasOwn(value, "agents") && !Object.hasOwn(value, "nodes");
}
var BUNDLE_FORMAT, BUNDLE_FORMAT_VERSION;
var init_bundle_format = __esm({
  "src/core/bundle-format.ts"() {
    "use strict";
    init_cjs_shims();
    BUNDLE_FORMAT = "agentspec-bundle";
    BUNDLE_FORMAT_VERSION = 1;
  }
});

// src/core/json.ts
function isObject(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}
function own(obj, key) {
  return hasOwn.call(obj, key) ? obj[key] : void 0;
}
function jsonType(v, integers) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return !Number.isFinite(v) ? "non-finite number" : integers && Number.isInteger(v) ? "integer" : "number";
  return typeof v;
}
var hasOwn;
var init_json = __esm({
  "src/core/json.ts"() {
    "use strict";
    init_cjs_shims();
    hasOwn = Object.prototype.hasOwnProperty;
  }
});

// src/core/setting-words.ts
var refusedSetting;
var init_setting_words = __esm({
  "src/core/setting-words.ts"() {
    "use strict";
    init_cjs_shims();
    refusedSetting = (code2, value) => `${JSON.stringify(code2)} cannot be set to ${JSON.stringify(value)}: it reports what the platform's schema refuses, and no setting lets a spec the platform refuses pass (it takes "error" only)`;
  }
});

// src/core/wording.ts
function q(v) {
  if (typeof v === "bigint") return `${v}n`;
  if (typeof v === "number" && !Number.isFinite(v)) return String(v);
  try {
    const s = JSON.stringify(v);
    if (s !== void 0) return s;
  } catch {
  }
  try {
    return String(v);
  } catch {
    return typeof v;
  }
}
function brief(v) {
  if (v === void 0) return "nothing";
  if (v !== null && typeof v === "object") return Array.isArray(v) ? "an array" : "an object";
  const s = q(v);
  return s.length > 60 ? `${s.slice(0, 57)}\u2026` : s;
}
var list, meant, article;
var init_wording = __esm({
  "src/core/wording.ts"() {
    "use strict";
    init_cjs_shims();
    list = (vs) => vs.length <= 1 ? vs.map(q).join("") : `${vs.slice(0, -1).map(q).join(", ")} or ${q(vs[vs.length - 1])}`;
    meant = (p) => p.suggestion === void 0 ? "" : `; did you mean ${q(p.suggestion)}?`;
    article = (t) => t === "null" ? t : /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`;
  }
});

// src/core/codes/config.ts
var didYouMean2, configCodes, configDescriptions;
var init_config = __esm({
  "src/core/codes/config.ts"() {
    "use strict";
    init_cjs_shims();
    init_json();
    init_setting_words();
    init_wording();
    didYouMean2 = (p) => p.suggestion === void 0 ? "" : `; did you mean ${q(p.suggestion)}?`;
    configCodes = {
      "config/unknown-property": {
        severity: "error",
        message: (p) => `unknown config property ${q(p.property)}${p.suggestion === void 0 ? `; allowed: ${list(p.allowed)}` : didYouMean2(p)}`
      },
      "config/required": { severity: "error", message: (p) => `missing required property ${q(p.property)}` },
      "config/type": {
        severity: "error",
        message: (p) => `must be ${String(p.expected)}, not ${article(jsonType(p.value, true))}`
      },
      "config/unknown-rule": {
        severity: "error",
        message: (p) => `no finding has the code ${q(p.code)}${didYouMean2(p)}`
      },
      "config/invalid-severity": {
        severity: "error",
        message: (p) => `${q(p.value)} is no rule setting: use "off", "warn" or "error"${didYouMean2(p)}`
      },
      "config/locked-rule": {
        severity: "error",
        message: (p) => p.accepts.length === 0 ? `${q(p.code)} cannot be set to ${q(p.value)}: what the text is (json/*), reading it (io/*), the config's own faults (config/*) and internal failures always report as they are` : refusedSetting(p.code, p.value)
      },
      "config/invalid-value": { severity: "error", message: (p) => String(p.reason) },
      "suppressions/unused": {
        severity: "warning",
        message: (p) => `${q(p.file)} has ${String(p.found)} finding${p.found === 1 ? "" : "s"} of ${q(p.code)} where ${String(p.recorded)} ${p.recorded === 1 ? "is" : "are"} suppressed: run agentspec check --prune-suppressions`
      }
    };
    configDescriptions = {
      "config/unknown-property": "agentspec.config.json holds a property the config does not have (a typo, most often).",
      "config/required": "An entry of the config lacks a property it needs (an override without `files`).",
      "config/type": "A value of agentspec.config.json has the wrong JSON type.",
      "config/unknown-rule": "The config's `rules` name a code no check reports.",
      "config/invalid-severity": 'A rule setting is not `"off"`, `"warn"` or `"error"`.',
      "config/locked-rule": "The config softens a code that always reports as it is: what the text is (`json/*`), reading it (`io/*`), the config's own faults (`config/*`), an internal failure (`internal/*`); or sets a code that says what the platform's schema refuses (`schema/*`, the condition compiler's, a bundle's envelope) to anything but `\"error\"`.",
      "config/invalid-value": "A value of agentspec.config.json is out of its range (a glob outside the config's folder, a negative `maxWarnings`, a URL that is not http(s)\u2026).",
      "suppressions/unused": "agentspec-suppressions.json records more findings of a code in a file than it has now."
    };
  }
});

// src/core/codes/condition.ts
function missingMember(p) {
  if (p.within === "length") {
    return p.member === "comparator" ? 'the "length" operand needs "comparator": one of eq, gt, gte, lt, lte' : 'the "length" operand needs "value", a finite number';
  }
  switch (p.member) {
    case "op":
      return 'a condition needs "op" (a comparison) or one of "all", "any", "not" (a combinator)';
    case "source":
      return 'a comparison needs "source": one of evaluation, vars, context, input, node, state';
    case "path":
      return 'a comparison needs "path", for example "scores.mean"';
    case "of":
      return 'with source "node", "of" must name the node to read';
    case "value":
      return `${quote(p.op)} needs "value"`;
    default:
      return `this condition needs "${String(p.member)}"`;
  }
}
var quote, list2, conditionCodes, conditionDescriptions;
var init_condition = __esm({
  "src/core/codes/condition.ts"() {
    "use strict";
    init_cjs_shims();
    init_json();
    init_wording();
    quote = (v) => {
      if (v !== null && typeof v === "object") return article(jsonType(v, true));
      if (typeof v !== "string") return String(v);
      const s = JSON.stringify(v);
      return s.length > 60 ? `${s.slice(0, 58)}\u2026"` : s;
    };
    list2 = (v) => Array.isArray(v) ? v.map((x) => quote(String(x))).join(", ") : "";
    conditionCodes = {
      "condition/not-an-object": { severity: "error", message: (p) => `a condition must be an object, not ${p.type}` },
      "condition/missing-member": { severity: "error", message: missingMember },
      "condition/unknown-op": {
        severity: "error",
        message: (p) => `unknown operator ${quote(p.op)}: use one of ${list2(p.allowed)}${meant(p)}`
      },
      "condition/bad-source": {
        severity: "error",
        message: (p) => `unknown source ${quote(p.source)}: use one of ${list2(p.allowed)}${meant(p)}`
      },
      "condition/bad-of": { severity: "error", message: () => '"of" must name a node: a non-empty string or { "nodeId": "<id>" }' },
      "condition/bad-value-type": {
        severity: "error",
        message: (p) => `unknown valueType ${quote(p.valueType)}: use one of ${list2(p.allowed)}`
      },
      "condition/path-not-string": { severity: "error", message: (p) => `"path" must be a string, not ${p.type}` },
      "condition/bad-path": {
        severity: "error",
        message: (p) => `path ${quote(p.path)} is not valid at offset ${p.offset}: expected ${p.expected}`
      },
      // The schema's findings inside a condition are left to the checker (src/validate/validate.ts),
      // so these codes come from the checker alone, with its params.
      "condition/node-path-prefix": {
        severity: "error",
        message: (p) => `with source "node" the path must start with "evaluation" (for example "evaluation.scores.mean"), not ${quote(p.path)}`
      },
      "condition/mixed-shape": {
        severity: "error",
        message: (p) => `a condition is either a comparison ("op") or a combinator ("${p.combinator}"), not both`
      },
      "condition/combinator-shape": {
        severity: "error",
        message: (p) => `a combinator holds exactly one of "all", "any", "not" and nothing else; remove ${list2(p.keys)}`
      },
      "condition/combinator-not-array": { severity: "error", message: (p) => `"${p.combinator}" must be an array of conditions, not ${p.type}` },
      "condition/value-not-array": { severity: "error", message: (p) => `"${p.op}" needs an array as "value", not ${p.type}` },
      "condition/value-not-string": { severity: "error", message: (p) => `"${p.op}" needs a string pattern as "value", not ${p.type}` },
      "condition/value-not-json": { severity: "error", message: (p) => `"value" must be JSON data, not ${p.type}` },
      "condition/value-too-deep": { severity: "error", message: (p) => `"value" nests deeper than ${p.limit} levels` },
      "condition/bad-length-operand": { severity: "error", message: (p) => `the "length" operand needs ${p.expected}` },
      "condition/bad-regex": { severity: "error", message: (p) => `the pattern ${quote(p.pattern)} is not valid RE2 syntax: ${p.reason}` },
      "condition/pattern-too-long": { severity: "error", message: (p) => `the pattern is ${p.length} characters long; the limit is ${p.limit}` },
      "condition/regex-too-complex": {
        severity: "error",
        message: (p) => `the pattern ${quote(p.pattern)} is too complex to match up to 1 MiB: its automaton has over ${p.limit} transitions (${p.states} states of ${p.classes} character classes)`
      },
      "condition/regex-engine-not-loaded": { severity: "error", message: () => "the regex engine is not loaded here: call loadRegexEngine() first" },
      "condition/too-deep": { severity: "error", message: (p) => `conditions nest deeper than ${p.limit} levels here` },
      "condition/unreadable": { severity: "error", message: (p) => `the condition could not be read: ${p.reason}` },
      "condition/too-large": { severity: "error", message: (p) => `the condition has more than ${p.limit} parts (comparisons and combinators)` }
    };
    conditionDescriptions = {
      "condition/not-an-object": "A condition (or an item of `all`/`any`, or `not`) is not an object.",
      "condition/missing-member": "A condition lacks a member it needs (`op`, or `source`, `path`, `value`\u2026).",
      "condition/unknown-op": "A comparison's `op` is not an operator the engine knows.",
      "condition/bad-source": "A comparison's `source` is not one of the sources the engine reads.",
      "condition/bad-of": 'A comparison\'s `of` is neither a node id nor `{ "nodeId": \u2026 }`.',
      "condition/bad-value-type": "A comparison's `valueType` is not a type the engine names.",
      "condition/path-not-string": "A comparison's `path` is not a string.",
      "condition/bad-path": "A comparison's `path` does not parse.",
      "condition/node-path-prefix": "With source `node`, a condition's path does not start with `evaluation`.",
      "condition/mixed-shape": "A condition holds both `op` and a combinator key.",
      "condition/combinator-shape": "A combinator holds more than one of `all`, `any`, `not`, or other keys.",
      "condition/combinator-not-array": "`all` or `any` does not hold an array of conditions.",
      "condition/value-not-array": "`in` or `notIn` has a `value` that is not an array.",
      "condition/value-not-string": "`regex` has a `value` that is not a string.",
      "condition/value-not-json": "A comparison's `value` is not JSON data (a function, a cycle, a hole, a non-finite number).",
      "condition/value-too-deep": "A comparison's `value` nests deeper than the engine reads.",
      "condition/bad-length-operand": "The `length` operator's `value` is not `{ comparator, value }` with a known comparator and a finite number.",
      "condition/bad-regex": "A `regex` pattern is not valid RE2 syntax.",
      "condition/pattern-too-long": "A `regex` pattern is longer than 1,024 characters.",
      "condition/regex-too-complex": "A `regex` pattern's automaton has more than 65,536 transitions.",
      "condition/regex-engine-not-loaded": "A `regex` was compiled where the regex engine is not loaded yet (a browser before `loadRegexEngine()`).",
      "condition/too-deep": "Conditions nest deeper than 64 levels.",
      "condition/unreadable": "A condition value built in code threw while it was read (a getter or a Proxy).",
      "condition/too-large": "A condition has more than 10,000 comparisons and combinators."
    };
  }
});

// src/core/codes/json.ts
var jsonCodes, jsonDescriptions;
var init_json2 = __esm({
  "src/core/codes/json.ts"() {
    "use strict";
    init_cjs_shims();
    init_wording();
    jsonCodes = {
      "json/syntax": { severity: "error", message: (p) => `invalid JSON: ${String(p.reason)}` },
      "json/duplicate-key": { severity: "error", message: (p) => `duplicate key ${q(p.key)}: JSON parsers disagree on which copy wins; keep one` },
      "json/too-deep": { severity: "error", message: (p) => `JSON nested deeper than ${String(p.limit)} levels` },
      "json/empty": { severity: "error", message: () => "the document is empty" },
      "spec/unreadable": {
        severity: "error",
        message: (p) => `this value cannot be read (${String(p.reason)}): a spec is JSON data, with no getters that throw`
      }
    };
    jsonDescriptions = {
      "json/syntax": "The file is not valid JSON.",
      "json/duplicate-key": "A key appears twice in one JSON object.",
      "json/too-deep": "The JSON nests deeper than 512 levels.",
      "json/empty": "The file is empty.",
      "spec/unreadable": "A spec value built in code threw while it was read (a getter or a Proxy)."
    };
  }
});

// src/core/pointer.ts
function escapeToken(token) {
  const s = String(token);
  return s.includes("~") || s.includes("/") ? s.replace(/~/g, "~0").replace(/\//g, "~1") : s;
}
function toPointer(segments) {
  let out = "";
  for (let i = 0; i < segments.length; i++) out += "/" + escapeToken(segments[i]);
  return out;
}
function childPointer(base, token) {
  return base + "/" + (typeof token === "number" ? String(token) : escapeToken(token));
}
function parsePointer(pointer) {
  if (pointer === "") return [];
  if (pointer[0] !== "/") throw new TypeError(`not a JSON Pointer: ${JSON.stringify(pointer)}`);
  return pointer.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}
function joinPointer(base, ...segments) {
  return base + toPointer(segments);
}
function isWellFormedPointer(pointer) {
  return pointer === "" || /^(?:\/(?:[^~/]|~[01])*)+$/.test(pointer);
}
function resolvePointer(doc, pointer) {
  let cur = doc;
  for (const seg of parsePointer(pointer)) {
    if (Array.isArray(cur)) {
      if (!ARRAY_INDEX.test(seg) || Number(seg) >= cur.length) return { found: false };
      cur = cur[Number(seg)];
    } else if (cur !== null && typeof cur === "object") {
      if (!Object.prototype.hasOwnProperty.call(cur, seg)) return { found: false };
      cur = cur[seg];
    } else {
      return { found: false };
    }
  }
  return { found: true, value: cur };
}
function pointerToPath(pointer) {
  let out = "";
  for (const seg of parsePointer(pointer)) {
    if (ARRAY_INDEX.test(seg)) out += `[${seg}]`;
    else if (IDENT.test(seg)) out += out === "" ? seg : `.${seg}`;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}
var ARRAY_INDEX, IDENT;
var init_pointer = __esm({
  "src/core/pointer.ts"() {
    "use strict";
    init_cjs_shims();
    ARRAY_INDEX = /^(?:0|[1-9][0-9]*)$/;
    IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
  }
});

// src/core/codes/unknown-property.ts
var unknownPropertyCode;
var init_unknown_property = __esm({
  "src/core/codes/unknown-property.ts"() {
    "use strict";
    init_cjs_shims();
    init_wording();
    unknownPropertyCode = {
      severity: "warning",
      message: (p) => `unknown property ${q(p.property)} on ${article(String(p.kind))}${meant(p)}`
    };
  }
});

// src/core/codes/rules.ts
function urlMessage(p) {
  const url = String(p.url);
  if (p.fault === "character") {
    const c = p.char;
    return `url holds ${q(c)} at character ${Number(p.at) + 1}: URL parsers ${c === "\\" ? 'read a backslash as "/"' : "drop it"}, so the request may reach another host`;
  }
  if (p.fault === "scheme") {
    const scheme = /^[^:]*:/.exec(url)?.[0] ?? url;
    return `url scheme ${q(scheme)} is not supported: a webhook calls an http: or https: URL`;
  }
  if (p.fault === "not-absolute") return `url ${brief(url)} is not an absolute URL: write "https://host/\u2026", or use a {{ }} template`;
  return `url ${brief(url)} is not a valid http(s) URL: expected "http://" or "https://" followed by a host`;
}
var specPath, didYouMean3, ruleCodes, ruleDescriptions;
var init_rules = __esm({
  "src/core/codes/rules.ts"() {
    "use strict";
    init_cjs_shims();
    init_pointer();
    init_wording();
    init_unknown_property();
    specPath = (pointer) => {
      try {
        return pointerToPath(String(pointer));
      } catch {
        return String(pointer);
      }
    };
    didYouMean3 = meant;
    ruleCodes = {
      "spec/missing-version": { severity: "warning", message: () => `no "version": the spec is read as version 2; add "version": 2` },
      // `first` is a pointer inside the spec; as a path (nodes[0]) it reads right inside a bundle too.
      "node/duplicate-id": { severity: "error", message: (p) => `node id ${q(p.id)} is already used by ${specPath(p.first)}` },
      "transition/unknown-target": { severity: "error", message: (p) => `no node has the id ${q(p.to)}${didYouMean3(p)}` },
      "condition/unknown-node": { severity: "error", message: (p) => `"of" names ${q(p.id)}, but no node has this id${didYouMean3(p)}` },
      "node/unreachable": {
        severity: "warning",
        message: (p) => `node ${q(p.id)} is never reached: no transitions lead to it from the first node ${q(p.start)}`
      },
      "transition/unreachable": {
        severity: "warning",
        // `after`: the number of the transition always taken, counted from 1 as in every text.
        message: (p) => `this transition is never taken: transition ${String(p.after)}${p.afterTo === void 0 ? "" : ` (to ${q(p.afterTo)})`} has no "when" and is always taken first`
      },
      "webhook/relay-timeout": {
        severity: "warning",
        message: (p) => `timeout ${String(p.timeout)} s is above the ${String(p.proxy)} relay's maximum of ${String(p.limit)} s: the effective timeout is ${String(p.limit)} s`
      },
      "webhook/url-scheme": { severity: "error", message: urlMessage },
      "node/duplicate-output-var": {
        severity: "warning",
        message: (p) => `outputVar ${q(p.outputVar)} is also written by ${p.firstId === void 0 ? specPath(p.first) : `node ${q(p.firstId)}`}; downstream nodes read whichever ran last`
      },
      "condition/value-type-mismatch": {
        severity: "warning",
        message: (p) => `${p.item === void 0 ? "value" : `value item ${String(p.item)}`} is ${p.actual === "null" ? "null" : article(String(p.actual))}, but valueType says ${q(p.valueType)}; the evaluator ignores valueType and compares the value as written`
      },
      "strict/unknown-property": unknownPropertyCode,
      // The same definition as strict/unknown-property's (a warning, the same words): the code says it is a near miss.
      "spec/misspelled-property": unknownPropertyCode,
      "node/misspelled-kind": {
        severity: "error",
        message: (p) => `${String(p.field)} ${q(p.value)} is unknown: the platform compares exactly; did you mean ${q(p.known)}?`
      },
      "strict/unknown-kind": {
        severity: "warning",
        message: (p) => `${String(p.field)} ${q(p.value)} is unknown to the toolkit and not checked`
      },
      "internal/rule-failed": { severity: "error", message: (p) => `internal error in rule ${q(p.rule)}: ${String(p.error)}; please report it` }
    };
    ruleDescriptions = {
      "spec/missing-version": 'A spec should say `"version": 2`.',
      "node/duplicate-id": "Two nodes of one spec have the same id.",
      "transition/unknown-target": "A transition's `to` names no node of the spec.",
      "condition/unknown-node": "A condition's `of` (or `of.nodeId`) names no node of the spec.",
      "node/unreachable": "No path of transitions from the first node leads to this node.",
      "transition/unreachable": "A transition follows one without `when` (always taken), so it can never be taken.",
      "webhook/relay-timeout": "A webhook on the `brazil` or `us` relay has a `timeout` above the relay's 300 s maximum.",
      "webhook/url-scheme": "A webhook `url` without a `{{ }}` template is not an absolute http: or https: URL, or holds a character URL parsers drop or reread.",
      "node/duplicate-output-var": "Two nodes write the same `outputVar`.",
      "condition/value-type-mismatch": "A comparison's `value` has a JSON type other than its `valueType`.",
      "strict/unknown-property": "With --strict: a property the schema does not name (a likely typo).",
      "spec/misspelled-property": "A property name is a near miss of one the schema knows there (case, a plural, a typo): the platform ignores it.",
      "node/misspelled-kind": "A node's `type`, `actionType`, `mode` or `responseMode` is a known value but for case or a typo.",
      "strict/unknown-kind": "With --strict: a node's `type`, `actionType`, `mode` or `responseMode` the toolkit does not know.",
      "internal/rule-failed": "A rule threw instead of reporting: a bug in agentspec, never a fault of the spec."
    };
  }
});

// src/core/routes.ts
function webhookRoute(node2) {
  if (typeof node2 !== "object" || node2 === null) throw new TypeError("webhookRoute: node must be an object");
  const config = node2.config;
  if (config === void 0) return "direct";
  if (typeof config !== "object" || config === null || Array.isArray(config)) {
    throw new TypeError("webhookRoute: node.config must be an object");
  }
  const proxy = Object.prototype.hasOwnProperty.call(config, "proxy") ? config.proxy : void 0;
  if (proxy === void 0) return "direct";
  if (typeof proxy === "string" && WEBHOOK_ROUTES.includes(proxy)) return proxy;
  throw new TypeError(
    `webhookRoute: config.proxy must be one of ${WEBHOOK_ROUTES.map((r) => `"${r}"`).join(", ")} (a literal, never a template or a URL), not ${describe(proxy)}`
  );
}
var RELAY_ROUTES, WEBHOOK_ROUTES, describe, MiB, webhookLimits;
var init_routes = __esm({
  "src/core/routes.ts"() {
    "use strict";
    init_cjs_shims();
    RELAY_ROUTES = ["brazil", "us"];
    WEBHOOK_ROUTES = ["direct", ...RELAY_ROUTES];
    describe = (v) => {
      if (typeof v === "string") return JSON.stringify(v.length > 60 ? `${v.slice(0, 59)}\u2026` : v);
      return v === null ? "null" : Array.isArray(v) ? "an array" : typeof v;
    };
    MiB = 1024 * 1024;
    webhookLimits = Object.freeze({
      /** A relayed (`brazil`, `us`) call times out after at most this many seconds. */
      relayTimeoutMaxSeconds: 300,
      /** Largest request body the relays forward. */
      relayRequestBodyMaxBytes: 50 * MiB,
      /** Largest JSON response the relays return. */
      relayJsonResponseMaxBytes: 50 * MiB,
      /** Default ceiling of a webhook node's attachment and text responses (configurable). */
      webhookResponseDefaultBytes: 30 * MiB,
      /** Highest ceiling a webhook node's attachment and text responses may be configured to. */
      webhookResponseMaxBytes: 50 * MiB,
      /** The webhook node's Test action stops reading a response after this many bytes. */
      webhookTestPreviewMaxBytes: 1 * MiB
    });
  }
});

// src/core/codes/schema.ts
function proxyMessage(p) {
  const v = p.value;
  const choose = `choose ${list(WEBHOOK_ROUTES)}`;
  if (typeof v !== "string") return `proxy must be the string ${list(WEBHOOK_ROUTES)}, not ${article(jsonType(v, true))}`;
  if (v.includes("{{")) return `proxy is a literal route and cannot be a template (${brief(v)}); ${choose}`;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(v) || v.includes("/")) return `proxy is a route name, not a relay URL (${brief(v)}); ${choose}`;
  const lower = v.trim().toLowerCase();
  if (WEBHOOK_ROUTES.includes(lower)) return `proxy ${brief(v)} must be written exactly ${q(lower)}; ${lower === v.toLowerCase() ? "route names are lowercase" : "remove the white space"}`;
  return `unknown proxy route ${brief(v)}; ${choose} (omitted means "direct")`;
}
var typeList, schemaCodes, schemaDescriptions;
var init_schema = __esm({
  "src/core/codes/schema.ts"() {
    "use strict";
    init_cjs_shims();
    init_json();
    init_routes();
    init_wording();
    typeList = (t) => (Array.isArray(t) ? t : [t]).map((x) => article(String(x))).join(" or ");
    schemaCodes = {
      "schema/required": { severity: "error", message: (p) => `missing required property ${q(p.property)}` },
      "schema/type": {
        severity: "error",
        message: (p) => `must be ${typeList(p.expected)}, not ${p.value === Infinity || p.value === -Infinity ? "a number beyond \xB11.8e308 (read as Infinity)" : article(jsonType(p.value, true))}`
      },
      "schema/enum": { severity: "error", message: (p) => `${brief(p.value)} is not allowed; expected ${list(p.allowed)}` },
      "schema/const": { severity: "error", message: (p) => `must be ${q(p.expected)}, not ${brief(p.value)}` },
      "schema/min-length": {
        severity: "error",
        message: (p) => p.limit === 1 ? "must not be empty" : `must be at least ${String(p.limit)} characters long`
      },
      "schema/min-items": { severity: "error", message: (p) => `must hold at least ${String(p.limit)} item${p.limit === 1 ? "" : "s"}` },
      "schema/exclusive-minimum": { severity: "error", message: (p) => `must be greater than ${String(p.limit)}, not ${brief(p.value)}` },
      "schema/unknown-property": {
        severity: "error",
        message: (p) => `unknown property ${q(p.property)}${p.allowed ? `; allowed: ${list(p.allowed)}` : ""}`
      },
      "schema/pattern": { severity: "error", message: (p) => `${brief(p.value)} does not match the pattern ${String(p.pattern)}` },
      "schema/invalid": { severity: "error", message: (p) => `does not match the schema (${String(p.keyword)})` },
      "webhook/invalid-proxy": { severity: "error", message: proxyMessage }
    };
    schemaDescriptions = {
      "schema/required": "A required property is missing.",
      "schema/type": "A value has the wrong JSON type.",
      "schema/enum": "A value is not one of the values the schema allows.",
      "schema/const": "A value is not the one value the schema allows.",
      "schema/min-length": "A string is shorter than the schema allows (most often: empty).",
      "schema/min-items": "An array holds fewer items than the schema asks for.",
      "schema/exclusive-minimum": "A number is not above the schema's minimum.",
      "schema/unknown-property": "A combinator holds a property other than `all`, `any` or `not`.",
      "schema/pattern": "A string does not match the schema's pattern.",
      "schema/invalid": "The document does not match the AgentSpec V2 schema (another keyword failed).",
      "webhook/invalid-proxy": "A webhook `proxy` is not `direct`, `brazil` or `us` (a template, a URL, wrong case or another value)."
    };
  }
});

// src/core/codes/spec.ts
var specCodes;
var init_spec = __esm({
  "src/core/codes/spec.ts"() {
    "use strict";
    init_cjs_shims();
    init_condition();
    init_json2();
    init_rules();
    init_schema();
    specCodes = { ...conditionCodes, ...jsonCodes, ...schemaCodes, ...ruleCodes };
  }
});

// src/core/depth.ts
function valueShape(value, limit) {
  let keys = 0;
  if (value === null || typeof value !== "object") return { keys };
  const values = [value];
  const depths = [1];
  while (values.length > 0) {
    const v = values.pop();
    const depth = depths.pop();
    if (depth > limit) return { keys, tooDeep: v };
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        const item = v[i];
        if (item !== null && typeof item === "object") {
          values.push(item);
          depths.push(depth + 1);
        }
      }
    } else {
      for (const k in v) {
        if (!Object.prototype.hasOwnProperty.call(v, k)) continue;
        keys++;
        const item = v[k];
        if (item !== null && typeof item === "object") {
          values.push(item);
          depths.push(depth + 1);
        }
      }
    }
  }
  return { keys };
}
function deepestValue(doc, limit) {
  return valueShape(doc, limit).tooDeep === void 0 ? void 0 : firstTooDeep(doc, limit);
}
function firstTooDeep(doc, limit) {
  const frames = [{ value: doc, keys: Object.keys(doc), i: 0 }];
  while (frames.length > 0) {
    if (frames.length > limit) return toPointer(frames.slice(0, -1).map((f) => f.keys[f.i - 1]));
    const top = frames[frames.length - 1];
    if (top.i >= top.keys.length) {
      frames.pop();
      continue;
    }
    const child2 = top.value[top.keys[top.i++]];
    if (child2 !== null && typeof child2 === "object") frames.push({ value: child2, keys: Object.keys(child2), i: 0 });
  }
  return "";
}
var MAX_JSON_DEPTH;
var init_depth = __esm({
  "src/core/depth.ts"() {
    "use strict";
    init_cjs_shims();
    init_pointer();
    MAX_JSON_DEPTH = 512;
  }
});

// src/core/text.ts
function deepestOpening(text, limit) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return i;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return -1;
}
function hasBom(text) {
  return text.charCodeAt(0) === 65279;
}
function parseJsonText(text) {
  const bom = hasBom(text);
  const body = bom ? " " + text.slice(1) : text;
  if (!/\S/.test(body)) {
    return { parsed: false, findings: [{ code: "json/empty", severity: "error", pointer: "", span: [0, text.length] }] };
  }
  let value;
  try {
    value = JSON.parse(body);
  } catch (e) {
    return { parsed: false, findings: [syntaxFinding(body, e)] };
  }
  const shape = valueShape(value, MAX_JSON_DEPTH);
  if (shape.tooDeep !== void 0) return { parsed: false, findings: [{ ...tooDeep(deepestOpening(body, MAX_JSON_DEPTH)), pointer: firstTooDeep(value, MAX_JSON_DEPTH) }] };
  if (shape.keys === keyTokens(body)) return { parsed: true, value, findings: [] };
  const findings = scanValidJson(body, MAX_JSON_DEPTH);
  if (findings.some((f) => f.code === "json/too-deep")) return { parsed: false, findings };
  return { parsed: true, value, findings };
}
function keyTokens(text) {
  let keys = 0;
  for (let i = text.indexOf('"'); i !== -1; ) {
    let j = closingQuote(text, i) + 1;
    let c = text.charCodeAt(j);
    while (c === SPACE || c === LF || c === CR || c === TAB) c = text.charCodeAt(++j);
    if (c === COLON) keys++;
    i = text.indexOf('"', j);
  }
  return keys;
}
function tooDeep(offset) {
  return { code: "json/too-deep", severity: "error", pointer: "", params: { limit: MAX_JSON_DEPTH }, span: [offset, offset + 1] };
}
function syntaxFinding(body, error) {
  const deep = deepestOpening(body, MAX_JSON_DEPTH);
  if (deep >= 0) return tooDeep(deep);
  const found = jsonSyntaxError(body);
  if (found) {
    const { offset, length, reason: reason3 } = found;
    return { code: "json/syntax", severity: "error", pointer: "", params: { reason: reason3 }, span: [offset, offset + Math.max(length, 1)] };
  }
  return { code: "json/syntax", severity: "error", pointer: "", params: { reason: error instanceof Error ? error.message : String(error) }, span: [0, 1] };
}
function skipSpace(text, i) {
  while (isSpace(text.charCodeAt(i))) i++;
  return i;
}
function wordEnd(text, i) {
  for (; ; ) {
    const c = text.charCodeAt(i);
    if (Number.isNaN(c) || isSpace(c) || c === OPEN_BRACE || c === CLOSE_BRACE || c === OPEN_BRACKET || c === CLOSE_BRACKET) return i;
    if (c === QUOTE || c === COLON || c === COMMA || c === SLASH) return i;
    i++;
  }
}
function isOddCharacter(c) {
  return c < 32 || c >= 127 && c <= 160 || c === 5760 || c >= 8192 && c <= 8207 || c >= 8232 && c <= 8239 || c === 8287 || c === 12288 || c === 65279;
}
function scanString(text, i) {
  const n = text.length;
  for (let j = i + 1; ; j++) {
    if (j >= n) return failure(i, n - i, "unterminated string");
    const c = text.charCodeAt(j);
    if (c === QUOTE) return j + 1;
    if (c === BACKSLASH) {
      if (j + 1 >= n) return failure(i, n - i, "unterminated string");
      const e = text.charCodeAt(j + 1);
      if (e === 117) {
        let k = j + 2;
        while (k < j + 6 && isHex(text.charCodeAt(k))) k++;
        if (k < j + 6) return failure(j, k - j, "invalid \\u escape");
        j = k - 1;
      } else if (e === QUOTE || e === BACKSLASH || e === SLASH || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) {
        j++;
      } else {
        return failure(j, 2, "invalid escape in a string");
      }
    } else if (c === LF || c === CR) {
      return failure(i, j - i, "unterminated string");
    } else if (c < 32) {
      return failure(j, 1, "control character in a string");
    }
  }
}
function scanNumber(text, i) {
  let j = i;
  if (text.charCodeAt(j) === MINUS) j++;
  const first = text.charCodeAt(j);
  if (first === ZERO) {
    j++;
    if (isDigit(text.charCodeAt(j))) {
      while (isDigit(text.charCodeAt(j))) j++;
      return failure(i, j - i, "malformed number (leading zero)");
    }
  } else if (isDigit(first)) {
    while (isDigit(text.charCodeAt(j))) j++;
  } else {
    return failure(i, j - i, "malformed number");
  }
  if (text.charCodeAt(j) === DOT) {
    j++;
    if (!isDigit(text.charCodeAt(j))) return failure(i, j - i, "malformed number");
    while (isDigit(text.charCodeAt(j))) j++;
  }
  const e = text.charCodeAt(j);
  if (e === 101 || e === 69) {
    j++;
    const sign = text.charCodeAt(j);
    if (sign === PLUS || sign === MINUS) j++;
    if (!isDigit(text.charCodeAt(j))) return failure(i, j - i, "malformed number");
    while (isDigit(text.charCodeAt(j))) j++;
  }
  return j;
}
function unexpected(text, i, expected) {
  const n = text.length;
  if (i >= n) return failure(n, 0, expected);
  const c = text.charCodeAt(i);
  if (c === SLASH) {
    const next2 = text.charCodeAt(i + 1);
    if (next2 === SLASH) {
      let j2 = i + 2;
      while (j2 < n && text.charCodeAt(j2) !== LF && text.charCodeAt(j2) !== CR) j2++;
      return failure(i, j2 - i, "comments are not allowed in JSON");
    }
    if (next2 === STAR) {
      const close = text.indexOf("*/", i + 2);
      return failure(i, (close < 0 ? n : close + 2) - i, "comments are not allowed in JSON");
    }
  }
  if (isOddCharacter(c)) return failure(i, 1, `unexpected character U+${c.toString(16).toUpperCase().padStart(4, "0")}`);
  let j = i;
  while (isSpace(text.charCodeAt(--j))) ;
  if (text[j] === "," && (c === CLOSE_BRACE || c === CLOSE_BRACKET)) return failure(i, 1, `trailing comma before '${text[i]}'`);
  let length = 1;
  if (c === QUOTE) {
    const end = scanString(text, i);
    if (typeof end === "number") length = end - i;
  } else if (c !== COLON && c !== COMMA && c !== SLASH && c !== OPEN_BRACE && c !== CLOSE_BRACE && c !== OPEN_BRACKET && c !== CLOSE_BRACKET) {
    length = Math.max(1, wordEnd(text, i) - i);
  }
  return failure(i, length, expected);
}
function jsonSyntaxError(text) {
  const n = text.length;
  const open = [];
  let state = EXPECT_VALUE;
  let i = skipSpace(text, 0);
  for (; ; ) {
    if (state === EXPECT_VALUE) {
      if (i >= n) return failure(n, 0, "expected a value");
      const c = text.charCodeAt(i);
      let end;
      if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        const object = c === OPEN_BRACE;
        i = skipSpace(text, i + 1);
        if (text.charCodeAt(i) === (object ? CLOSE_BRACE : CLOSE_BRACKET)) {
          i = skipSpace(text, i + 1);
          state = AFTER_VALUE;
        } else if (i >= n) {
          return failure(n, 0, object ? "expected '}'" : "expected ']'");
        } else {
          open.push(object);
          state = object ? EXPECT_KEY : EXPECT_VALUE;
        }
        continue;
      } else if (c === QUOTE) {
        end = scanString(text, i);
      } else if (c === MINUS || isDigit(c)) {
        end = scanNumber(text, i);
      } else {
        const w = wordEnd(text, i);
        const word = text.slice(i, w);
        if (word === "true" || word === "false" || word === "null") end = w;
        else if ((c === PLUS || c === DOT) && isDigit(text.charCodeAt(i + 1))) return failure(i, w - i, "malformed number");
        else return unexpected(text, i, "expected a value");
      }
      if (typeof end !== "number") return end;
      i = skipSpace(text, end);
      state = AFTER_VALUE;
    } else if (state === AFTER_VALUE) {
      const depth = open.length;
      if (depth === 0) return i >= n ? void 0 : unexpected(text, i, "unexpected content after the JSON value");
      const object = open[depth - 1];
      if (i >= n) return failure(n, 0, object ? "expected '}'" : "expected ']'");
      const c = text.charCodeAt(i);
      if (c === COMMA) {
        i = skipSpace(text, i + 1);
        state = object ? EXPECT_KEY : EXPECT_VALUE;
      } else if (c === (object ? CLOSE_BRACE : CLOSE_BRACKET)) {
        open.pop();
        i = skipSpace(text, i + 1);
      } else {
        return unexpected(text, i, object ? "expected ',' or '}'" : "expected ',' or ']'");
      }
    } else {
      if (text.charCodeAt(i) !== QUOTE) return unexpected(text, i, "expected a property name in double quotes");
      const end = scanString(text, i);
      if (typeof end !== "number") return end;
      i = skipSpace(text, end);
      if (text.charCodeAt(i) !== COLON) return unexpected(text, i, "expected ':'");
      i = skipSpace(text, i + 1);
      state = EXPECT_VALUE;
    }
  }
}
function scanValidJson(text, limit) {
  const findings = [];
  const isObject2 = [false];
  const expectKey = [false];
  const index = [0];
  const current = [""];
  const keys = [[]];
  const bigKeys = [void 0];
  let depth = 0;
  const pointerHere = (key) => {
    const segs = [];
    for (let d = 1; d < depth; d++) segs.push(isObject2[d] ? current[d] : index[d]);
    if (key !== void 0) segs.push(key);
    return toPointer(segs);
  };
  let nextBackslash = -2;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = closingQuote(text, i);
      if (nextBackslash !== -1 && nextBackslash < i) nextBackslash = text.indexOf("\\", i);
      const escaped = nextBackslash !== -1 && nextBackslash < end;
      if (expectKey[depth]) {
        expectKey[depth] = false;
        const key = escaped ? JSON.parse(text.slice(i, end + 1)) : text.slice(i + 1, end);
        const list3 = keys[depth];
        let seen;
        const big = bigKeys[depth];
        if (big) {
          seen = big.has(key);
          big.add(key);
        } else {
          seen = list3.includes(key);
          list3.push(key);
          if (list3.length > SMALL_OBJECT) bigKeys[depth] = new Set(list3);
        }
        current[depth] = key;
        if (seen) findings.push({ code: "json/duplicate-key", severity: "error", pointer: pointerHere(key), params: { key }, span: [i, end + 1] });
      }
      i = end;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return [{ ...tooDeep(i), pointer: pointerHere() }];
      const obj = c === OPEN_BRACE;
      isObject2[depth] = obj;
      expectKey[depth] = obj;
      index[depth] = 0;
      if (obj) {
        const list3 = keys[depth];
        if (list3) list3.length = 0;
        else keys[depth] = [];
        bigKeys[depth] = void 0;
      }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    } else if (c === COMMA) {
      if (isObject2[depth]) expectKey[depth] = true;
      else index[depth]++;
    }
  }
  return findings;
}
function closingQuote(text, i) {
  let end = text.indexOf('"', i + 1);
  for (; ; ) {
    let slashes2 = 0;
    while (text.charCodeAt(end - 1 - slashes2) === BACKSLASH) slashes2++;
    if (slashes2 % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
}
var OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET, QUOTE, BACKSLASH, COMMA, COLON, MINUS, PLUS, DOT, SLASH, STAR, ZERO, SPACE, TAB, LF, CR, EXPECT_VALUE, AFTER_VALUE, EXPECT_KEY, isSpace, isDigit, isHex, failure, SMALL_OBJECT;
var init_text = __esm({
  "src/core/text.ts"() {
    "use strict";
    init_cjs_shims();
    init_pointer();
    init_depth();
    OPEN_BRACE = 123;
    CLOSE_BRACE = 125;
    OPEN_BRACKET = 91;
    CLOSE_BRACKET = 93;
    QUOTE = 34;
    BACKSLASH = 92;
    COMMA = 44;
    COLON = 58;
    MINUS = 45;
    PLUS = 43;
    DOT = 46;
    SLASH = 47;
    STAR = 42;
    ZERO = 48;
    SPACE = 32;
    TAB = 9;
    LF = 10;
    CR = 13;
    EXPECT_VALUE = 0;
    AFTER_VALUE = 1;
    EXPECT_KEY = 2;
    isSpace = (c) => c === SPACE || c === LF || c === CR || c === TAB;
    isDigit = (c) => c >= ZERO && c <= 57;
    isHex = (c) => isDigit(c) || c >= 65 && c <= 70 || c >= 97 && c <= 102;
    failure = (offset, length, reason3) => ({ offset, length, reason: reason3 });
    SMALL_OBJECT = 16;
  }
});

// src/core/numbers.ts
function decimal(literal) {
  const e = literal.search(/[eE]/);
  const mantissa = (e < 0 ? literal : literal.slice(0, e)).replace("-", "");
  const dot = mantissa.indexOf(".");
  let digits = dot < 0 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1);
  let exp = (e < 0 ? 0 : Number(literal.slice(e + 1))) - (dot < 0 ? 0 : mantissa.length - dot - 1);
  let start = 0;
  while (digits.charCodeAt(start) === 48) start++;
  let end = digits.length;
  while (end > start && digits.charCodeAt(end - 1) === 48) end--;
  exp += digits.length - end;
  digits = digits.slice(start, end);
  return { digits, exp };
}
function inexactNumber(literal) {
  const read2 = Number(literal);
  if (String(read2) === literal) return void 0;
  if (!Number.isFinite(read2)) return { reason: "overflow", read: read2 };
  const written = decimal(literal);
  if (read2 === 0) return written.digits === "" ? void 0 : { reason: "underflow", read: read2 };
  const shortest = decimal(String(read2));
  return shortest.digits === written.digits && shortest.exp === written.exp ? void 0 : { reason: "rounded", read: read2 };
}
function inexactNumbers(text) {
  const found = [];
  const candidates = /-?\d[\d.]*[eE][+-]?\d+|-?\d[\d.]{15,}/g;
  const token = /-?\d[\d.eE+-]*/y;
  let outside = 0;
  for (let m = candidates.exec(text); m !== null; m = candidates.exec(text)) {
    const at2 = m.index;
    if (at2 < outside) continue;
    for (let q4 = text.indexOf('"', outside); q4 !== -1 && q4 < at2; q4 = text.indexOf('"', outside)) outside = closingQuote(text, q4) + 1;
    if (at2 < outside) continue;
    token.lastIndex = at2;
    const literal = token.exec(text)[0];
    candidates.lastIndex = outside = at2 + literal.length;
    const wrong = inexactNumber(literal);
    if (wrong) found.push({ code: "json/inexact-number", severity: "warning", pointer: "", params: { literal, read: String(wrong.read), reason: wrong.reason }, span: [at2, at2 + literal.length] });
  }
  if (found.length > 0) placeValues(text, found);
  return found;
}
function placeValues(text, findings) {
  const keyStart = [];
  const keyEnd = [];
  const index = [];
  const pointer = () => {
    const segs = [];
    for (let d = 0; d < keyStart.length; d++) {
      if (keyStart[d] < 0) segs.push(index[d]);
      else {
        const raw = text.slice(keyStart[d] + 1, keyEnd[d]);
        segs.push(raw.includes("\\") ? JSON.parse(`"${raw}"`) : raw);
      }
    }
    return toPointer(segs);
  };
  const structural = /["{}[\],]/g;
  let next2 = 0;
  while (structural.test(text)) {
    const i = structural.lastIndex - 1;
    while (findings[next2].span[0] < i) {
      findings[next2++].pointer = pointer();
      if (next2 === findings.length) return;
    }
    const c = text.charCodeAt(i);
    const top = keyStart.length - 1;
    if (c === 34) {
      const end = closingQuote(text, i);
      if (top >= 0 && keyStart[top] >= 0) {
        let j = end + 1;
        while (text.charCodeAt(j) <= 32) j++;
        if (text.charCodeAt(j) === 58) {
          keyStart[top] = i;
          keyEnd[top] = end;
        }
      }
      structural.lastIndex = end + 1;
    } else if (c === 123 || c === 91) {
      keyStart.push(c === 123 ? i : -1);
      keyEnd.push(i);
      index.push(0);
    } else if (c === 125 || c === 93) {
      keyStart.pop();
      keyEnd.pop();
      index.pop();
    } else if (keyStart[top] < 0) index[top]++;
  }
  while (next2 < findings.length) findings[next2++].pointer = pointer();
}
var init_numbers = __esm({
  "src/core/numbers.ts"() {
    "use strict";
    init_cjs_shims();
    init_pointer();
    init_text();
  }
});

// src/core/spec-index.ts
function specNodes(doc) {
  if (!isObject(doc)) return [];
  const nodes = own(doc, "nodes");
  if (!Array.isArray(nodes)) return [];
  const out = [];
  for (let index = 0; index < nodes.length; index++) {
    const node2 = nodes[index];
    if (isObject(node2)) out.push({ node: node2, index, pointer: `/nodes/${index}` });
  }
  return out;
}
function specTransitions(nodes) {
  const out = [];
  for (let n = 0; n < nodes.length; n++) {
    const ref = nodes[n];
    const list3 = own(ref.node, "transition");
    if (!Array.isArray(list3)) continue;
    for (let index = 0; index < list3.length; index++) {
      const t = list3[index];
      if (isObject(t)) out.push({ node: ref, transition: t, index, pointer: `${ref.pointer}/transition/${index}` });
    }
  }
  return out;
}
function specComparisons(transitions, shapeless) {
  const out = [];
  const values = [];
  const pointers = [];
  for (let n = 0; n < transitions.length; n++) {
    const t = transitions[n];
    values.push(own(t.transition, "when"));
    pointers.push(`${t.pointer}/when`);
    while (values.length > 0) {
      const value = values.pop();
      const pointer = pointers.pop();
      if (!isObject(value)) continue;
      if (own(value, "op") !== void 0) {
        out.push({ cond: value, pointer, transition: t });
        continue;
      }
      if (!COMBINATOR_KEYS.some((k) => Object.hasOwn(value, k))) {
        shapeless?.push({ cond: value, pointer, transition: t });
        continue;
      }
      const not = own(value, "not");
      if (not !== void 0) {
        values.push(not);
        pointers.push(`${pointer}/not`);
      }
      pushItems(own(value, "any"), `${pointer}/any/`, values, pointers);
      pushItems(own(value, "all"), `${pointer}/all/`, values, pointers);
    }
  }
  return out;
}
function pushItems(list3, prefix, values, pointers) {
  if (!Array.isArray(list3)) return;
  for (let i = list3.length - 1; i >= 0; i--) {
    values.push(list3[i]);
    pointers.push(prefix + i);
  }
}
function nodeIds(nodes) {
  const ids = /* @__PURE__ */ new Set();
  for (let n = 0; n < nodes.length; n++) {
    const id = own(nodes[n].node, "id");
    if (typeof id === "string" && id !== "") ids.add(id);
  }
  return ids;
}
var MAX_SUGGESTION_COMPARISONS, COMBINATOR_KEYS, SpecIndex;
var init_spec_index = __esm({
  "src/core/spec-index.ts"() {
    "use strict";
    init_cjs_shims();
    init_suggest();
    init_json();
    MAX_SUGGESTION_COMPARISONS = 1e5;
    COMBINATOR_KEYS = ["all", "any", "not"];
    SpecIndex = class {
      constructor(doc) {
        this.doc = doc;
      }
      n;
      t;
      c;
      s;
      i;
      comparisonsLeft = MAX_SUGGESTION_COMPARISONS;
      /** The spec's nodes that are objects. */
      get nodes() {
        return this.n ??= specNodes(this.doc);
      }
      /** Every transition object of every node. */
      get transitions() {
        return this.t ??= specTransitions(this.nodes);
      }
      /** Every comparison in every transition's `when`. */
      get comparisons() {
        return this.c ??= specComparisons(this.transitions);
      }
      /** Every condition object that is neither a comparison (no `op`) nor a combinator, in document order. */
      get shapeless() {
        if (this.s === void 0) {
          this.s = [];
          specComparisons(this.transitions, this.s);
        }
        return this.s;
      }
      /** The string ids of the nodes. */
      get ids() {
        return this.i ??= nodeIds(this.nodes);
      }
      /** The node id a mistyped reference most likely meant, while the validation's suggestion budget lasts. */
      suggestNodeId(name2) {
        if (this.comparisonsLeft <= 0) return void 0;
        this.comparisonsLeft -= this.ids.size;
        return didYouMean(name2, this.ids);
      }
    };
  }
});

// src/core/order.ts
function positionsOf(cache2, obj) {
  let map = cache2.get(obj);
  if (map === void 0) {
    map = /* @__PURE__ */ new Map();
    const keys = Object.keys(obj);
    for (let i = 0; i < keys.length; i++) map.set(keys[i], i);
    cache2.set(obj, map);
  }
  return map;
}
function orderKey(doc, pointer, cache2) {
  const key = [];
  let cur = doc;
  let segs;
  try {
    segs = parsePointer(pointer);
  } catch {
    return [Number.MAX_SAFE_INTEGER];
  }
  for (const seg of segs) {
    if (Array.isArray(cur)) {
      const i = /^(?:0|[1-9]\d*)$/.test(seg) ? Number(seg) : cur.length;
      key.push(i);
      cur = cur[i];
    } else if (cur !== null && typeof cur === "object") {
      const positions = positionsOf(cache2, cur);
      const i = positions.get(seg);
      key.push(i ?? positions.size);
      cur = i === void 0 ? void 0 : cur[seg];
    } else {
      key.push(0);
      cur = void 0;
    }
  }
  return key;
}
function compareKeys(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
function sortIssues(issues, doc) {
  if (issues.every((i) => i.range)) {
    return issues.sort((a, b) => a.range.start.offset - b.range.start.offset || a.range.end.offset - b.range.end.offset || tieBreak(a, b));
  }
  const cache2 = /* @__PURE__ */ new WeakMap();
  const keys = new Map(issues.map((i) => [i, orderKey(doc, i.pointer, cache2)]));
  return issues.sort((a, b) => compareKeys(keys.get(a), keys.get(b)) || tieBreak(a, b));
}
var tieBreak;
var init_order = __esm({
  "src/core/order.ts"() {
    "use strict";
    init_cjs_shims();
    init_pointer();
    tieBreak = (a, b) => a.code < b.code ? -1 : a.code > b.code ? 1 : a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
  }
});

// src/schema/validate-spec.js
function appendErrors(into, more) {
  if (into === null) return more;
  for (let i = 0; i < more.length; i++) into.push(more[i]);
  return into;
}
function validate4(data, instancePath = "") {
  let vErrors = null;
  let errors = 0;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if ((data.op === void 0 || !func0.call(data, "op")) && (missing0 = "op")) {
      errors++;
    } else {
      if (data.op !== void 0 && func0.call(data, "op")) {
        let data0 = data.op;
        if (!(data0 === "eq" || data0 === "neq" || data0 === "gt" || data0 === "gte" || data0 === "lt" || data0 === "lte" || data0 === "in" || data0 === "notIn" || data0 === "contains" || data0 === "regex" || data0 === "length")) {
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.value === void 0 || !func0.call(data, "value")) {
        const err2 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "value" } };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err3 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  const _errs7 = errors;
  let valid3 = true;
  const _errs8 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if ((data.op === void 0 || !func0.call(data, "op")) && (missing1 = "op")) {
      errors++;
    } else {
      if (data.op !== void 0 && func0.call(data, "op")) {
        let data1 = data.op;
        if (!(data1 === "in" || data1 === "notIn")) {
          errors++;
        }
      }
    }
  }
  var _valid1 = _errs8 === errors;
  errors = _errs7;
  if (vErrors !== null) {
    if (_errs7) {
      vErrors.length = _errs7;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs10 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.value !== void 0 && func0.call(data, "value")) {
        if (!Array.isArray(data.value)) {
          const err6 = { instancePath: instancePath + "/value", schemaPath: "#/allOf/1/then/properties/value/type", keyword: "type", params: { type: "array" } };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    var _valid1 = _errs10 === errors;
    valid3 = _valid1;
  }
  if (!valid3) {
    const err7 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" } };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  const _errs14 = errors;
  let valid6 = true;
  const _errs15 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing2;
    if ((data.op === void 0 || !func0.call(data, "op")) && (missing2 = "op")) {
      errors++;
    } else {
      if (data.op !== void 0 && func0.call(data, "op")) {
        if ("regex" !== data.op) {
          errors++;
        }
      }
    }
  }
  var _valid2 = _errs15 === errors;
  errors = _errs14;
  if (vErrors !== null) {
    if (_errs14) {
      vErrors.length = _errs14;
    } else {
      vErrors = null;
    }
  }
  if (_valid2) {
    const _errs17 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.value !== void 0 && func0.call(data, "value")) {
        if (typeof data.value !== "string") {
          const err10 = { instancePath: instancePath + "/value", schemaPath: "#/allOf/2/then/properties/value/type", keyword: "type", params: { type: "string" } };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    var _valid2 = _errs17 === errors;
    valid6 = _valid2;
  }
  if (!valid6) {
    const err11 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" } };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  const _errs21 = errors;
  let valid9 = true;
  const _errs22 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing3;
    if ((data.op === void 0 || !func0.call(data, "op")) && (missing3 = "op")) {
      errors++;
    } else {
      if (data.op !== void 0 && func0.call(data, "op")) {
        if ("length" !== data.op) {
          errors++;
        }
      }
    }
  }
  var _valid3 = _errs22 === errors;
  errors = _errs21;
  if (vErrors !== null) {
    if (_errs21) {
      vErrors.length = _errs21;
    } else {
      vErrors = null;
    }
  }
  if (_valid3) {
    const _errs24 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.value !== void 0 && func0.call(data, "value")) {
        let data6 = data.value;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
          if (data6.comparator === void 0 || !func0.call(data6, "comparator")) {
            const err14 = { instancePath: instancePath + "/value", schemaPath: "#/$defs/lengthOperand/required", keyword: "required", params: { missingProperty: "comparator" } };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          if (data6.value === void 0 || !func0.call(data6, "value")) {
            const err15 = { instancePath: instancePath + "/value", schemaPath: "#/$defs/lengthOperand/required", keyword: "required", params: { missingProperty: "value" } };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          if (data6.comparator !== void 0 && func0.call(data6, "comparator")) {
            let data7 = data6.comparator;
            if (!(data7 === "eq" || data7 === "gt" || data7 === "gte" || data7 === "lt" || data7 === "lte")) {
              const err16 = { instancePath: instancePath + "/value/comparator", schemaPath: "#/$defs/lengthOperand/properties/comparator/enum", keyword: "enum", params: { allowedValues: schema6_0 } };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
          if (data6.value !== void 0 && func0.call(data6, "value")) {
            let data8 = data6.value;
            if (!(typeof data8 == "number" && isFinite(data8))) {
              const err17 = { instancePath: instancePath + "/value/value", schemaPath: "#/$defs/lengthOperand/properties/value/type", keyword: "type", params: { type: "number" } };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
        } else {
          const err18 = { instancePath: instancePath + "/value", schemaPath: "#/$defs/lengthOperand/type", keyword: "type", params: { type: "object" } };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    var _valid3 = _errs24 === errors;
    valid9 = _valid3;
  }
  if (!valid9) {
    const err19 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" } };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  const _errs32 = errors;
  let valid14 = true;
  const _errs33 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing4;
    if ((data.source === void 0 || !func0.call(data, "source")) && (missing4 = "source")) {
      errors++;
    } else {
      if (data.source !== void 0 && func0.call(data, "source")) {
        if ("node" !== data.source) {
          errors++;
        }
      }
    }
  }
  var _valid4 = _errs33 === errors;
  errors = _errs32;
  if (vErrors !== null) {
    if (_errs32) {
      vErrors.length = _errs32;
    } else {
      vErrors = null;
    }
  }
  if (_valid4) {
    const _errs35 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.of === void 0 || !func0.call(data, "of")) {
        const err22 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "of" } };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (data.path !== void 0 && func0.call(data, "path")) {
        let data10 = data.path;
        if (typeof data10 === "string") {
          if (!pattern0.test(data10)) {
            const err23 = { instancePath: instancePath + "/path", schemaPath: "#/allOf/4/then/properties/path/pattern", keyword: "pattern", params: { pattern: "^evaluation(?:$|[.\\[])" } };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
      }
    }
    var _valid4 = _errs35 === errors;
    valid14 = _valid4;
  }
  if (!valid14) {
    const err24 = { instancePath, schemaPath: "#/allOf/4/if", keyword: "if", params: { failingKeyword: "then" } };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  const _errs38 = errors;
  const _errs39 = errors;
  const _errs40 = errors;
  let valid18 = false;
  const _errs41 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing5;
    if ((data.all === void 0 || !func0.call(data, "all")) && (missing5 = "all")) {
      errors++;
    }
  }
  var _valid5 = _errs41 === errors;
  valid18 = valid18 || _valid5;
  if (!valid18) {
    const _errs42 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing6;
      if ((data.any === void 0 || !func0.call(data, "any")) && (missing6 = "any")) {
        errors++;
      }
    }
    var _valid5 = _errs42 === errors;
    valid18 = valid18 || _valid5;
    if (!valid18) {
      const _errs43 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing7;
        if ((data.not === void 0 || !func0.call(data, "not")) && (missing7 = "not")) {
          errors++;
        }
      }
      var _valid5 = _errs43 === errors;
      valid18 = valid18 || _valid5;
    }
  }
  if (!valid18) {
    errors++;
  } else {
    errors = _errs40;
    if (vErrors !== null) {
      if (_errs40) {
        vErrors.length = _errs40;
      } else {
        vErrors = null;
      }
    }
  }
  var valid17 = _errs39 === errors;
  if (valid17) {
    const err29 = { instancePath, schemaPath: "#/allOf/5/not", keyword: "not", params: {} };
    if (vErrors === null) {
      vErrors = [err29];
    } else {
      vErrors.push(err29);
    }
    errors++;
  } else {
    errors = _errs38;
    if (vErrors !== null) {
      if (_errs38) {
        vErrors.length = _errs38;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.source === void 0 || !func0.call(data, "source")) {
      const err30 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source" } };
      if (vErrors === null) {
        vErrors = [err30];
      } else {
        vErrors.push(err30);
      }
      errors++;
    }
    if (data.path === void 0 || !func0.call(data, "path")) {
      const err31 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" } };
      if (vErrors === null) {
        vErrors = [err31];
      } else {
        vErrors.push(err31);
      }
      errors++;
    }
    if (data.op === void 0 || !func0.call(data, "op")) {
      const err32 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "op" } };
      if (vErrors === null) {
        vErrors = [err32];
      } else {
        vErrors.push(err32);
      }
      errors++;
    }
    if (data.source !== void 0 && func0.call(data, "source")) {
      let data11 = data.source;
      if (!(data11 === "evaluation" || data11 === "vars" || data11 === "context" || data11 === "input" || data11 === "node" || data11 === "state")) {
        const err33 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/enum", keyword: "enum", params: { allowedValues: schema5_1 } };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.of !== void 0 && func0.call(data, "of")) {
      let data12 = data.of;
      if (typeof data12 !== "string" && !(data12 && typeof data12 == "object" && !Array.isArray(data12))) {
        const err34 = { instancePath: instancePath + "/of", schemaPath: "#/properties/of/type", keyword: "type", params: { type: schema5_2 } };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (typeof data12 === "string") {
        if (func13(data12) < 1) {
          const err35 = { instancePath: instancePath + "/of", schemaPath: "#/properties/of/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
      if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
        if (data12.nodeId === void 0 || !func0.call(data12, "nodeId")) {
          const err36 = { instancePath: instancePath + "/of", schemaPath: "#/properties/of/required", keyword: "required", params: { missingProperty: "nodeId" } };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
        if (data12.nodeId !== void 0 && func0.call(data12, "nodeId")) {
          let data13 = data12.nodeId;
          if (typeof data13 === "string") {
            if (func13(data13) < 1) {
              const err37 = { instancePath: instancePath + "/of/nodeId", schemaPath: "#/properties/of/properties/nodeId/minLength", keyword: "minLength", params: { limit: 1 } };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          } else {
            const err38 = { instancePath: instancePath + "/of/nodeId", schemaPath: "#/properties/of/properties/nodeId/type", keyword: "type", params: { type: "string" } };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
      }
    }
    if (data.path !== void 0 && func0.call(data, "path")) {
      let data14 = data.path;
      if (typeof data14 === "string") {
        if (func13(data14) < 1) {
          const err39 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      } else {
        const err40 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.valueType !== void 0 && func0.call(data, "valueType")) {
      let data15 = data.valueType;
      if (!(data15 === "string" || data15 === "number" || data15 === "boolean" || data15 === "array" || data15 === "object")) {
        const err41 = { instancePath: instancePath + "/valueType", schemaPath: "#/properties/valueType/enum", keyword: "enum", params: { allowedValues: schema5_3 } };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.op !== void 0 && func0.call(data, "op")) {
      let data16 = data.op;
      if (!(data16 === "eq" || data16 === "neq" || data16 === "gt" || data16 === "gte" || data16 === "lt" || data16 === "lte" || data16 === "in" || data16 === "notIn" || data16 === "contains" || data16 === "exists" || data16 === "notExists" || data16 === "isEmpty" || data16 === "isNotEmpty" || data16 === "isNull" || data16 === "isNotNull" || data16 === "regex" || data16 === "length")) {
        const err42 = { instancePath: instancePath + "/op", schemaPath: "#/properties/op/enum", keyword: "enum", params: { allowedValues: schema5_4 } };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
  } else {
    const err43 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err43];
    } else {
      vErrors.push(err43);
    }
    errors++;
  }
  validate4.errors = vErrors;
  return errors === 0;
}
function validate6(data, instancePath = "") {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  const _errs2 = errors;
  const _errs3 = errors;
  let valid1 = false;
  const _errs4 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if ((data.all === void 0 || !func0.call(data, "all")) && (missing0 = "all") || (data.any === void 0 || !func0.call(data, "any")) && (missing0 = "any")) {
      errors++;
    }
  }
  var _valid0 = _errs4 === errors;
  valid1 = valid1 || _valid0;
  if (!valid1) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if ((data.all === void 0 || !func0.call(data, "all")) && (missing1 = "all") || (data.not === void 0 || !func0.call(data, "not")) && (missing1 = "not")) {
        errors++;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = valid1 || _valid0;
    if (!valid1) {
      const _errs6 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing2;
        if ((data.any === void 0 || !func0.call(data, "any")) && (missing2 = "any") || (data.not === void 0 || !func0.call(data, "not")) && (missing2 = "not")) {
          errors++;
        }
      }
      var _valid0 = _errs6 === errors;
      valid1 = valid1 || _valid0;
    }
  }
  if (!valid1) {
    errors++;
  } else {
    errors = _errs3;
    if (vErrors !== null) {
      if (_errs3) {
        vErrors.length = _errs3;
      } else {
        vErrors = null;
      }
    }
  }
  var valid0 = _errs2 === errors;
  if (valid0) {
    const err4 = { instancePath, schemaPath: "#/not", keyword: "not", params: {} };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 of Object.keys(data)) {
      if (!(key0 === "all" || key0 === "any" || key0 === "not")) {
        const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.all !== void 0 && func0.call(data, "all")) {
      let data0 = data.all;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!wrapper0.validate(data0[i0], instancePath + "/all/" + i0)) {
            vErrors = appendErrors(vErrors, wrapper0.validate.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/all", schemaPath: "#/properties/all/type", keyword: "type", params: { type: "array" } };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.any !== void 0 && func0.call(data, "any")) {
      let data2 = data.any;
      if (Array.isArray(data2)) {
        const len1 = data2.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!wrapper0.validate(data2[i1], instancePath + "/any/" + i1)) {
            vErrors = appendErrors(vErrors, wrapper0.validate.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/any", schemaPath: "#/properties/any/type", keyword: "type", params: { type: "array" } };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.not !== void 0 && func0.call(data, "not")) {
      if (!wrapper0.validate(data.not, instancePath + "/not")) {
        vErrors = appendErrors(vErrors, wrapper0.validate.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate6.errors = vErrors;
  return errors === 0;
}
function validate3(data, instancePath = "") {
  let vErrors = null;
  let errors = 0;
  if (!(data && typeof data == "object" && !Array.isArray(data))) {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  const _errs1 = errors;
  let valid0 = true;
  const _errs2 = errors;
  if (errors === _errs2) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if ((data.op === void 0 || !func0.call(data, "op")) && (missing0 = "op")) {
        errors++;
      }
    } else {
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  errors = _errs1;
  if (vErrors !== null) {
    if (_errs1) {
      vErrors.length = _errs1;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid0) {
    const _errs4 = errors;
    if (!validate4(data, instancePath)) {
      vErrors = appendErrors(vErrors, validate4.errors);
      errors = vErrors.length;
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
    ifClause0 = "then";
  } else {
    const _errs5 = errors;
    const _errs6 = errors;
    let valid1 = true;
    const _errs7 = errors;
    if (!(data && typeof data == "object" && !Array.isArray(data))) {
      errors++;
    }
    const _errs9 = errors;
    let valid2 = false;
    const _errs10 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if ((data.all === void 0 || !func0.call(data, "all")) && (missing1 = "all")) {
        errors++;
      }
    }
    var _valid2 = _errs10 === errors;
    valid2 = valid2 || _valid2;
    if (!valid2) {
      const _errs11 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing2;
        if ((data.any === void 0 || !func0.call(data, "any")) && (missing2 = "any")) {
          errors++;
        }
      }
      var _valid2 = _errs11 === errors;
      valid2 = valid2 || _valid2;
      if (!valid2) {
        const _errs12 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing3;
          if ((data.not === void 0 || !func0.call(data, "not")) && (missing3 = "not")) {
            errors++;
          }
        }
        var _valid2 = _errs12 === errors;
        valid2 = valid2 || _valid2;
      }
    }
    if (!valid2) {
      errors++;
    } else {
      errors = _errs9;
      if (vErrors !== null) {
        if (_errs9) {
          vErrors.length = _errs9;
        } else {
          vErrors = null;
        }
      }
    }
    var _valid1 = _errs7 === errors;
    errors = _errs6;
    if (vErrors !== null) {
      if (_errs6) {
        vErrors.length = _errs6;
      } else {
        vErrors = null;
      }
    }
    let ifClause1;
    if (_valid1) {
      const _errs13 = errors;
      if (!validate6(data, instancePath)) {
        vErrors = appendErrors(vErrors, validate6.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs13 === errors;
      valid1 = _valid1;
      ifClause1 = "then";
    } else {
      const _errs14 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.op === void 0 || !func0.call(data, "op")) {
          const err8 = { instancePath, schemaPath: "#/else/else/required", keyword: "required", params: { missingProperty: "op" } };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      var _valid1 = _errs14 === errors;
      valid1 = _valid1;
      ifClause1 = "else";
    }
    if (!valid1) {
      const err9 = { instancePath, schemaPath: "#/else/if", keyword: "if", params: { failingKeyword: ifClause1 } };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    var _valid0 = _errs5 === errors;
    valid0 = _valid0;
    ifClause0 = "else";
  }
  if (!valid0) {
    const err10 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: ifClause0 } };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate3.errors = vErrors;
  return errors === 0;
}
function validate2(data, instancePath = "") {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.to === void 0 || !func0.call(data, "to")) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "to" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.to !== void 0 && func0.call(data, "to")) {
      let data0 = data.to;
      if (typeof data0 === "string") {
        if (func13(data0) < 1) {
          const err1 = { instancePath: instancePath + "/to", schemaPath: "#/properties/to/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = { instancePath: instancePath + "/to", schemaPath: "#/properties/to/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.when !== void 0 && func0.call(data, "when")) {
      if (!validate3(data.when, instancePath + "/when")) {
        vErrors = appendErrors(vErrors, validate3.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate2.errors = vErrors;
  return errors === 0;
}
function validate1(data, instancePath = "") {
  let vErrors = null;
  let errors = 0;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (errors === _errs3) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if ((data.type === void 0 || !func0.call(data, "type")) && (missing0 = "type")) {
        errors++;
      } else {
        if (data.type !== void 0 && func0.call(data, "type")) {
          if ("action" !== data.type) {
            errors++;
          }
        }
      }
    } else {
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs6 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.actionType === void 0 || !func0.call(data, "actionType")) {
        const err3 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "actionType" } };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    var _valid0 = _errs6 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err4 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  const _errs8 = errors;
  let valid3 = true;
  const _errs9 = errors;
  if (errors === _errs9) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if ((data.actionType === void 0 || !func0.call(data, "actionType")) && (missing1 = "actionType")) {
        errors++;
      } else {
        if (data.actionType !== void 0 && func0.call(data, "actionType")) {
          if ("WEBHOOK" !== data.actionType) {
            errors++;
          }
        }
      }
    } else {
      errors++;
    }
  }
  var _valid1 = _errs9 === errors;
  errors = _errs8;
  if (vErrors !== null) {
    if (_errs8) {
      vErrors.length = _errs8;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs12 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.config === void 0 || !func0.call(data, "config")) {
        const err8 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "config" } };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (data.config !== void 0 && func0.call(data, "config")) {
        let data2 = data.config;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          if (data2.url === void 0 || !func0.call(data2, "url")) {
            const err9 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/webhookConfig/required", keyword: "required", params: { missingProperty: "url" } };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          if (data2.method === void 0 || !func0.call(data2, "method")) {
            const err10 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/webhookConfig/required", keyword: "required", params: { missingProperty: "method" } };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          if (data2.url !== void 0 && func0.call(data2, "url")) {
            let data3 = data2.url;
            if (typeof data3 === "string") {
              if (func13(data3) < 1) {
                const err11 = { instancePath: instancePath + "/config/url", schemaPath: "#/$defs/webhookConfig/properties/url/minLength", keyword: "minLength", params: { limit: 1 } };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            } else {
              const err12 = { instancePath: instancePath + "/config/url", schemaPath: "#/$defs/webhookConfig/properties/url/type", keyword: "type", params: { type: "string" } };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          }
          if (data2.method !== void 0 && func0.call(data2, "method")) {
            let data4 = data2.method;
            if (!(data4 === "GET" || data4 === "POST" || data4 === "PUT" || data4 === "PATCH" || data4 === "DELETE" || data4 === "HEAD" || data4 === "OPTIONS")) {
              const err13 = { instancePath: instancePath + "/config/method", schemaPath: "#/$defs/webhookConfig/properties/method/enum", keyword: "enum", params: { allowedValues: schema2_5 } };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          }
          if (data2.headers !== void 0 && func0.call(data2, "headers")) {
            let data5 = data2.headers;
            if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
              for (const key0 of Object.keys(data5)) {
                if (typeof data5[key0] !== "string") {
                  const err14 = { instancePath: instancePath + "/config/headers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/webhookConfig/properties/headers/additionalProperties/type", keyword: "type", params: { type: "string" } };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
              }
            } else {
              const err15 = { instancePath: instancePath + "/config/headers", schemaPath: "#/$defs/webhookConfig/properties/headers/type", keyword: "type", params: { type: "object" } };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          }
          if (data2.query !== void 0 && func0.call(data2, "query")) {
            let data7 = data2.query;
            if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
              for (const key1 of Object.keys(data7)) {
                let data8 = data7[key1];
                if (typeof data8 !== "string" && !(typeof data8 == "number" && isFinite(data8)) && typeof data8 !== "boolean") {
                  const err16 = { instancePath: instancePath + "/config/query/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/webhookConfig/properties/query/additionalProperties/type", keyword: "type", params: { type: schema2_6 } };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
            } else {
              const err17 = { instancePath: instancePath + "/config/query", schemaPath: "#/$defs/webhookConfig/properties/query/type", keyword: "type", params: { type: "object" } };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
          if (data2.responseMode !== void 0 && func0.call(data2, "responseMode")) {
            let data9 = data2.responseMode;
            if (typeof data9 === "string") {
              if (func13(data9) < 1) {
                const err18 = { instancePath: instancePath + "/config/responseMode", schemaPath: "#/$defs/webhookConfig/properties/responseMode/minLength", keyword: "minLength", params: { limit: 1 } };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            } else {
              const err19 = { instancePath: instancePath + "/config/responseMode", schemaPath: "#/$defs/webhookConfig/properties/responseMode/type", keyword: "type", params: { type: "string" } };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
          if (data2.proxy !== void 0 && func0.call(data2, "proxy")) {
            let data10 = data2.proxy;
            if (!(data10 === "direct" || data10 === "brazil" || data10 === "us")) {
              const err20 = { instancePath: instancePath + "/config/proxy", schemaPath: "#/$defs/webhookConfig/properties/proxy/enum", keyword: "enum", params: { allowedValues: schema2_7 } };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          }
          if (data2.timeout !== void 0 && func0.call(data2, "timeout")) {
            let data11 = data2.timeout;
            if (typeof data11 == "number" && isFinite(data11)) {
              if (data11 <= 0 || isNaN(data11)) {
                const err21 = { instancePath: instancePath + "/config/timeout", schemaPath: "#/$defs/webhookConfig/properties/timeout/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 } };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            } else {
              const err22 = { instancePath: instancePath + "/config/timeout", schemaPath: "#/$defs/webhookConfig/properties/timeout/type", keyword: "type", params: { type: "number" } };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          }
        } else {
          const err23 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/webhookConfig/type", keyword: "type", params: { type: "object" } };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
    var _valid1 = _errs12 === errors;
    valid3 = _valid1;
  }
  if (!valid3) {
    const err24 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" } };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0 || !func0.call(data, "id")) {
      const err25 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err25];
      } else {
        vErrors.push(err25);
      }
      errors++;
    }
    if (data.type === void 0 || !func0.call(data, "type")) {
      const err26 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err26];
      } else {
        vErrors.push(err26);
      }
      errors++;
    }
    if (data.id !== void 0 && func0.call(data, "id")) {
      let data12 = data.id;
      if (typeof data12 === "string") {
        if (func13(data12) < 1) {
          const err27 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      } else {
        const err28 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.type !== void 0 && func0.call(data, "type")) {
      let data13 = data.type;
      if (typeof data13 === "string") {
        if (func13(data13) < 1) {
          const err29 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      } else {
        const err30 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.actionType !== void 0 && func0.call(data, "actionType")) {
      let data14 = data.actionType;
      if (typeof data14 === "string") {
        if (func13(data14) < 1) {
          const err31 = { instancePath: instancePath + "/actionType", schemaPath: "#/properties/actionType/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      } else {
        const err32 = { instancePath: instancePath + "/actionType", schemaPath: "#/properties/actionType/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.mode !== void 0 && func0.call(data, "mode")) {
      if (typeof data.mode !== "string") {
        const err33 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.config !== void 0 && func0.call(data, "config")) {
      let data16 = data.config;
      if (!(data16 && typeof data16 == "object" && !Array.isArray(data16))) {
        const err34 = { instancePath: instancePath + "/config", schemaPath: "#/properties/config/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.outputVar !== void 0 && func0.call(data, "outputVar")) {
      let data17 = data.outputVar;
      if (typeof data17 === "string") {
        if (func13(data17) < 1) {
          const err35 = { instancePath: instancePath + "/outputVar", schemaPath: "#/properties/outputVar/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      } else {
        const err36 = { instancePath: instancePath + "/outputVar", schemaPath: "#/properties/outputVar/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.transition !== void 0 && func0.call(data, "transition")) {
      let data18 = data.transition;
      if (Array.isArray(data18)) {
        const len0 = data18.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate2(data18[i0], instancePath + "/transition/" + i0)) {
            vErrors = appendErrors(vErrors, validate2.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err37 = { instancePath: instancePath + "/transition", schemaPath: "#/properties/transition/type", keyword: "type", params: { type: "array" } };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
  } else {
    const err38 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err38];
    } else {
      vErrors.push(err38);
    }
    errors++;
  }
  validate1.errors = vErrors;
  return errors === 0;
}
function validate0(data, instancePath = "") {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.nodes === void 0 || !func0.call(data, "nodes")) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "nodes" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.version !== void 0 && func0.call(data, "version")) {
      if (2 !== data.version) {
        const err1 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 2 } };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.nodes !== void 0 && func0.call(data, "nodes")) {
      let data1 = data.nodes;
      if (Array.isArray(data1)) {
        if (data1.length < 1) {
          const err2 = { instancePath: instancePath + "/nodes", schemaPath: "#/properties/nodes/minItems", keyword: "minItems", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate1(data1[i0], instancePath + "/nodes/" + i0)) {
            vErrors = appendErrors(vErrors, validate1.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/nodes", schemaPath: "#/properties/nodes/type", keyword: "type", params: { type: "array" } };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
var schema6_0, schema5_1, schema5_2, schema5_3, schema5_4, schema2_5, schema2_6, schema2_7, validateSpec, func0, func13, pattern0, wrapper0, validateSpecNode;
var init_validate_spec = __esm({
  "src/schema/validate-spec.js"() {
    "use strict";
    init_cjs_shims();
    schema6_0 = ["eq", "gt", "gte", "lt", "lte"];
    schema5_1 = ["evaluation", "vars", "context", "input", "node", "state"];
    schema5_2 = ["string", "object"];
    schema5_3 = ["string", "number", "boolean", "array", "object"];
    schema5_4 = ["eq", "neq", "gt", "gte", "lt", "lte", "in", "notIn", "contains", "exists", "notExists", "isEmpty", "isNotEmpty", "isNull", "isNotNull", "regex", "length"];
    schema2_5 = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];
    schema2_6 = ["string", "number", "boolean"];
    schema2_7 = ["direct", "brazil", "us"];
    validateSpec = validate0;
    func0 = Object.prototype.hasOwnProperty;
    func13 = function(str3) {
      const len = str3.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str3.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str3.charCodeAt(pos);
          if ((value & 64512) === 56320) pos++;
        }
      }
      return length;
    };
    pattern0 = /* @__PURE__ */ new RegExp("^evaluation(?:$|[.\\[])", "u");
    wrapper0 = { validate: validate3 };
    validateSpecNode = validate1;
  }
});

// src/rules/types.ts
var defineRule;
var init_types = __esm({
  "src/rules/types.ts"() {
    "use strict";
    init_cjs_shims();
    defineRule = (rule) => rule;
  }
});

// src/rules/spec-missing-version.ts
var specMissingVersion;
var init_spec_missing_version = __esm({
  "src/rules/spec-missing-version.ts"() {
    "use strict";
    init_cjs_shims();
    init_types();
    init_json();
    specMissingVersion = defineRule({
      code: "spec/missing-version",
      check(ctx) {
        if (isObject(ctx.doc) && !Object.prototype.hasOwnProperty.call(ctx.doc, "version")) ctx.report("/version");
      }
    });
  }
});

// src/rules/node-duplicate-id.ts
var nodeDuplicateId;
var init_node_duplicate_id = __esm({
  "src/rules/node-duplicate-id.ts"() {
    "use strict";
    init_cjs_shims();
    init_types();
    init_json();
    nodeDuplicateId = defineRule({
      code: "node/duplicate-id",
      check(ctx) {
        const first = /* @__PURE__ */ new Map();
        const nodes = ctx.spec.nodes;
        for (let n = 0; n < nodes.length; n++) {
          const { node: node2, pointer } = nodes[n];
          const id = own(node2, "id");
          if (typeof id !== "string" || id === "") continue;
          const earlier = first.get(id);
          if (earlier === void 0) first.set(id, pointer);
          else ctx.report(`${pointer}/id`, { id, first: earlier });
        }
      }
    });
  }
});

// src/rules/transition-unknown-target.ts
var transitionUnknownTarget;
var init_transition_unknown_target = __esm({
  "src/rules/transition-unknown-target.ts"() {
    "use strict";
    init_cjs_shims();
    init_types();
    init_json();
    transitionUnknownTarget = defineRule({
      code: "transition/unknown-target",
      check(ctx) {
        const ids = ctx.spec.ids;
        const transitions = ctx.spec.transitions;
        for (let i = 0; i < transitions.length; i++) {
          const t = transitions[i];
          const to = own(t.transition, "to");
          if (typeof to !== "string" || to === "" || ids.has(to)) continue;
          const suggestion = ctx.spec.suggestNodeId(to);
          ctx.report(`${t.pointer}/to`, suggestion === void 0 ? { to } : { to, suggestion });
        }
      }
    });
  }
});

// src/rules/condition-unknown-node.ts
var conditionUnknownNode;
var init_condition_unknown_node = __esm({
  "src/rules/condition-unknown-node.ts"() {
    "use strict";
    init_cjs_shims();
    init_types();
    init_json();
    conditionUnknownNode = defineRule({
      code: "condition/unknown-node",
      check(ctx) {
        const ids = ctx.spec.ids;
        const comparisons = ctx.spec.comparisons;
        for (let c = 0; c < comparisons.length; c++) {
          const { cond, pointer } = comparisons[c];
          const of = own(cond, "of");
          let id = of;
          let at2 = `${pointer}/of`;
          if (isObject(of)) {
            id = own(of, "nodeId");
            at2 += "/nodeId";
          }
          if (typeof id !== "string" || id === "" || ids.has(id)) continue;
          const suggestion = ctx.spec.suggestNodeId(id);
          ctx.report(at2, suggestion === void 0 ? { id } : { id, suggestion });
        }
      }
    });
  }
});

// src/core/issue.ts
function findingOf(code2, severity, pointer, params) {
  return { code: code2, severity, pointer, params };
}
var init_issue = __esm({
  "src/core/issue.ts"() {
    "use strict";
    init_cjs_shims();
  }
});

// src/conditions/grammar.ts
function startsAtNodeRoot(path) {
  if (!path.startsWith(NODE_PATH_ROOT)) return false;
  const next2 = path.charCodeAt(NODE_PATH_ROOT.length);
  return Number.isNaN(next2) || next2 === 46 || next2 === 91;
}
var operandKinds, SOURCES, VALUE_TYPES, COMBINATORS, NODE_PATH_ROOT, NODE_PATH_PATTERN;
var init_grammar = __esm({
  "src/conditions/grammar.ts"() {
    "use strict";
    init_cjs_shims();
    operandKinds = {
      json: { hint: "value" },
      array: { accepts: { type: "array" }, code: "condition/value-not-array", hint: "items" },
      pattern: { accepts: { type: "string" }, code: "condition/value-not-string", hint: "value" },
      length: { accepts: { $ref: "#/$defs/lengthOperand" }, hint: "none" }
    };
    SOURCES = ["evaluation", "vars", "context", "input", "node", "state"];
    VALUE_TYPES = ["string", "number", "boolean", "array", "object"];
    COMBINATORS = ["all", "any", "not"];
    NODE_PATH_ROOT = "evaluation";
    NODE_PATH_PATTERN = `^${NODE_PATH_ROOT}(?:$|[.\\[])`;
  }
});

// src/conditions/limits.ts
var MAX_CONDITION_DEPTH, MAX_CONDITION_PARTS, MAX_REGEX_PATTERN_LENGTH, MAX_REGEX_INPUT_LENGTH, MAX_REGEX_TRANSITIONS, MAX_VALUE_DEPTH;
var init_limits = __esm({
  "src/conditions/limits.ts"() {
    "use strict";
    init_cjs_shims();
    MAX_CONDITION_DEPTH = 64;
    MAX_CONDITION_PARTS = 1e4;
    MAX_REGEX_PATTERN_LENGTH = 1024;
    MAX_REGEX_INPUT_LENGTH = 1024 * 1024;
    MAX_REGEX_TRANSITIONS = 65536;
    MAX_VALUE_DEPTH = 512;
  }
});

// src/conditions/operands.generated.ts
var operandOf, COMPARATORS, OP_ALIASES;
var init_operands_generated = __esm({
  "src/conditions/operands.generated.ts"() {
    "use strict";
    init_cjs_shims();
    operandOf = {
      eq: "json",
      neq: "json",
      gt: "json",
      gte: "json",
      lt: "json",
      lte: "json",
      in: "array",
      notIn: "array",
      contains: "json",
      exists: null,
      notExists: null,
      isEmpty: null,
      isNotEmpty: null,
      isNull: null,
      isNotNull: null,
      regex: "pattern",
      length: "length"
    };
    COMPARATORS = ["eq", "gt", "gte", "lt", "lte"];
    OP_ALIASES = {
      "equals": "eq",
      "==": "eq",
      "===": "eq",
      "notequals": "neq",
      "!=": "neq",
      "!==": "neq",
      "greaterthan": "gt",
      ">": "gt",
      ">=": "gte",
      "lessthan": "lt",
      "<": "lt",
      "<=": "lte",
      "matches": "regex"
    };
  }
});

// src/conditions/readers.ts
var isArray, getProto, hasOwn2, OP, roots, itself;
var init_readers = __esm({
  "src/conditions/readers.ts"() {
    "use strict";
    init_cjs_shims();
    isArray = Array.isArray;
    getProto = Object.getPrototypeOf;
    hasOwn2 = Object.prototype.hasOwnProperty;
    OP = Object.prototype;
    roots = {
      evaluation(c) {
        if (typeof c !== "object" || c === null || !("evaluation" in c) || isArray(c)) return void 0;
        return getProto(c) === OP && !("evaluation" in OP) || hasOwn2.call(c, "evaluation") ? c["evaluation"] : void 0;
      },
      vars(c) {
        if (typeof c !== "object" || c === null || !("vars" in c) || isArray(c)) return void 0;
        return getProto(c) === OP && !("vars" in OP) || hasOwn2.call(c, "vars") ? c["vars"] : void 0;
      },
      context(c) {
        if (typeof c !== "object" || c === null || !("context" in c) || isArray(c)) return void 0;
        return getProto(c) === OP && !("context" in OP) || hasOwn2.call(c, "context") ? c["context"] : void 0;
      },
      input(c) {
        if (typeof c !== "object" || c === null || !("input" in c) || isArray(c)) return void 0;
        return getProto(c) === OP && !("input" in OP) || hasOwn2.call(c, "input") ? c["input"] : void 0;
      },
      state(c) {
        if (typeof c !== "object" || c === null || !("state" in c) || isArray(c)) return void 0;
        return getProto(c) === OP && !("state" in OP) || hasOwn2.call(c, "state") ? c["state"] : void 0;
      },
      nodes(c) {
        if (typeof c !== "object" || c === null || !("nodes" in c) || isArray(c)) return void 0;
        return getProto(c) === OP && !("nodes" in OP) || hasOwn2.call(c, "nodes") ? c["nodes"] : void 0;
      }
    };
    itself = (x) => x;
  }
});

// src/conditions/path.ts
function parsePath(path) {
  const segments = [];
  const fail = (offset, expected) => ({ ok: false, fault: { offset, expected } });
  let i = 0;
  const n = path.length;
  if (n === 0) return fail(0, "a name or '['");
  while (i < n) {
    const c = path[i];
    if (c === "[") {
      i++;
      const d = path[i];
      if (d === "*") {
        segments.push({ kind: "all" });
        i++;
      } else if (d !== void 0 && d >= "0" && d <= "9") {
        const start = i;
        while (i < n && path[i] >= "0" && path[i] <= "9") i++;
        if (d === "0" && i - start > 1) return fail(start, "an index without leading zeros");
        segments.push({ kind: "index", index: Number(path.slice(start, i)) });
      } else if (d === '"') {
        i++;
        let key = "";
        for (; ; ) {
          if (i >= n) return fail(i, `a closing '"'`);
          const e = path[i];
          if (e === '"') break;
          if (e < " ") return fail(i, "an escaped control character");
          if (e === "\\") {
            const x = path[i + 1];
            if (x === "u") {
              const hex2 = path.slice(i + 2, i + 6);
              if (!HEX4.test(hex2)) return fail(i, "four hex digits after \\u");
              key += String.fromCharCode(parseInt(hex2, 16));
              i += 6;
            } else if (x !== void 0 && ESCAPES[x] !== void 0) {
              key += ESCAPES[x];
              i += 2;
            } else {
              return fail(i, "a JSON escape");
            }
            continue;
          }
          key += e;
          i++;
        }
        i++;
        segments.push({ kind: "key", key });
      } else {
        return fail(i, "an index, '*' or a quoted key");
      }
      if (path[i] !== "]") return fail(i, "']'");
      i++;
    } else if (c === "." && segments.length > 0) {
      i++;
      const start = i;
      while (i < n && isNameChar(path[i])) i++;
      if (i === start) return fail(start, "a name");
      segments.push({ kind: "key", key: path.slice(start, i) });
    } else if (segments.length === 0 && isNameChar(c)) {
      const start = i;
      while (i < n && isNameChar(path[i])) i++;
      segments.push({ kind: "key", key: path.slice(start, i) });
    } else {
      return fail(i, segments.length === 0 ? "a name or '['" : "'.' or '['");
    }
  }
  return { ok: true, segments };
}
function getKey(o, key) {
  if (typeof o !== "object" || o === null || !(key in o) || isArray2(o)) return void 0;
  return getProto2(o) === OP2 && !(key in OP2) || hasOwn3.call(o, key) ? o[key] : void 0;
}
function getIndex(o, index) {
  return isArray2(o) && index < o.length && (getProto2(o) === AP && !(index in AP) || hasOwn3.call(o, index)) ? o[index] : void 0;
}
function planPath(root2, steps, segments) {
  const groups = [[...steps]];
  for (const s of segments) {
    if (s.kind === "all") groups.push([]);
    else groups[groups.length - 1].push(s.kind === "key" ? s.key : s.index);
  }
  let plan;
  for (let i = groups.length - 1; i >= 0; i--) plan = { root: i === 0 ? root2 : void 0, steps: groups[i], each: plan };
  return plan;
}
function walk(o, steps) {
  for (let i = 0; i < steps.length && o !== void 0; i++) {
    const step2 = steps[i];
    o = typeof step2 === "string" ? getKey(o, step2) : getIndex(o, step2);
  }
  return o;
}
function readPath(ctx, plan) {
  const o = walk(plan.root === void 0 ? ctx : roots[plan.root](ctx), plan.steps);
  let each = plan.each;
  if (each === void 0 || o === void 0) return o;
  if (!isArray2(o)) return void 0;
  let level = o;
  for (; ; ) {
    const next2 = each.each;
    const out = [];
    for (let i = 0; i < level.length; i++) {
      let v;
      try {
        v = walk(getIndex(level, i), each.steps);
      } catch {
        continue;
      }
      if (v === void 0) continue;
      if (next2 === void 0) out.push(v);
      else if (isArray2(v)) {
        for (let j = 0; j < v.length; j++) {
          try {
            const item = getIndex(v, j);
            if (item !== void 0) out.push(item);
          } catch {
          }
        }
      }
    }
    if (next2 === void 0) return out;
    level = out;
    each = next2;
  }
}
var WHITE, isNameChar, ESCAPES, HEX4, hasOwn3, isArray2, getProto2, OP2, AP;
var init_path = __esm({
  "src/conditions/path.ts"() {
    "use strict";
    init_cjs_shims();
    init_readers();
    WHITE = /\s/;
    isNameChar = (c) => {
      const code2 = c.charCodeAt(0);
      if (code2 > 32 && code2 < 127) return c !== "." && c !== "[" && c !== "]" && c !== '"' && c !== "'";
      return !WHITE.test(c);
    };
    ESCAPES = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "	" };
    HEX4 = /^[0-9A-Fa-f]{4}$/;
    hasOwn3 = Object.prototype.hasOwnProperty;
    isArray2 = Array.isArray;
    getProto2 = Object.getPrototypeOf;
    OP2 = Object.prototype;
    AP = Array.prototype;
  }
});

// src/conditions/automaton.ts
function buildAutomaton(re2, limit) {
  if (re2.prefixComplete || re2.onepass !== null) return 0;
  const dfa = re2.dfa;
  const classes = [];
  for (let c = 0; c < dfa.numClasses; c++) {
    const rune = c === 0 ? 0 : dfa.classBounds[c - 1];
    if (rune <= MAX_RUNE) classes.push(c, rune);
  }
  const perState = classes.length / 2 + 1;
  const first = dfa.failed ? null : dfa.start(AT_START, 0);
  if (first === null) return { states: 0, classes: perState - 1 };
  const seen = /* @__PURE__ */ new Set([first]);
  const queue = [first];
  for (let q4 = 0; q4 < queue.length; q4++) {
    if ((q4 + 1) * perState > limit) return { states: seen.size, classes: perState - 1 };
    const state = queue[q4];
    for (let i = 0; i < classes.length; i += 2) {
      const next2 = dfa.step(state, classes[i], classes[i + 1], UNANCHORED);
      if (next2 === null) return { states: seen.size, classes: perState - 1 };
      if (!seen.has(next2)) {
        seen.add(next2);
        queue.push(next2);
      }
    }
    if (dfa.step(state, dfa.numClasses, END_TEXT, UNANCHORED) === null) return { states: seen.size, classes: perState - 1 };
  }
  return dfa.stateBudget - dfa.memBudget;
}
var UNANCHORED, END_TEXT, AT_START, MAX_RUNE;
var init_automaton = __esm({
  "src/conditions/automaton.ts"() {
    "use strict";
    init_cjs_shims();
    UNANCHORED = 0;
    END_TEXT = -1;
    AT_START = { context: () => 4 };
    MAX_RUNE = 1114111;
  }
});

// src/conditions/pattern.ts
function literalTest(p) {
  let i = 0;
  let end = p.length;
  const start = p[0] === "^";
  if (start) i = 1;
  const stop = end > i && p[end - 1] === "$" && !(end - 2 >= i && p[end - 2] === "\\" && escapedAt(p, end - 2, i));
  if (stop) end--;
  let lit = "";
  for (; i < end; i++) {
    const c = p[i];
    const code2 = c.charCodeAt(0);
    if (code2 >= 55296 && code2 <= 57343 || code2 === 65533) return void 0;
    if (c === "\\") {
      const x = p[i + 1];
      if (x === void 0 || !ESCAPABLE.includes(x) || i + 1 >= end) return void 0;
      lit += x;
      i++;
    } else if (ESCAPABLE.includes(c) && c !== "/" && c !== "-") {
      return void 0;
    } else {
      lit += c;
    }
  }
  if (start && stop) return (s) => s === lit;
  if (start) return (s) => s.startsWith(lit);
  if (stop) return (s) => s.endsWith(lit);
  return (s) => s.includes(lit);
}
function escapedAt(p, at2, from) {
  let n = 0;
  for (let j = at2; j >= from && p[j] === "\\"; j--) n++;
  return n % 2 === 1;
}
function reasonOf(pattern, error) {
  let reason3 = error instanceof Error ? error.message : String(error);
  reason3 = reason3.replace(/^error parsing regexp: /, "");
  if (/\(\?<?[=!]/.test(pattern)) reason3 += " (RE2 has no lookahead or lookbehind)";
  else if (/\\[1-9]/.test(pattern)) reason3 += " (RE2 has no backreferences)";
  return reason3;
}
function compilePattern(re2, pattern, limit) {
  const hit = cache?.get(pattern);
  if (hit !== void 0) return { ok: true, pattern: hit.pattern };
  let compiled3;
  try {
    compiled3 = re2.compile(pattern);
  } catch (error) {
    return { ok: false, code: "condition/bad-regex", params: { pattern, reason: reasonOf(pattern, error) } };
  }
  const literal = literalTest(pattern);
  let bytes = 0;
  if (literal === void 0) {
    const built = buildAutomaton(compiled3.re2Input, limit);
    if (typeof built !== "number") {
      return { ok: false, code: "condition/regex-too-complex", params: { pattern, ...built, limit } };
    }
    bytes = built;
  }
  const result2 = { test: literal ?? ((s) => compiled3.test(s)) };
  cache ??= /* @__PURE__ */ new Map();
  for (const [key, old] of cache) {
    if (cache.size < CACHE_SIZE && cachedBytes + bytes <= CACHE_BYTES) break;
    cache.delete(key);
    cachedBytes -= old.bytes;
  }
  cache.set(pattern, { pattern: result2, bytes });
  cachedBytes += bytes;
  return { ok: true, pattern: result2 };
}
var CACHE_SIZE, CACHE_BYTES, cache, cachedBytes, ESCAPABLE;
var init_pattern = __esm({
  "src/conditions/pattern.ts"() {
    "use strict";
    init_cjs_shims();
    init_automaton();
    CACHE_SIZE = 1e3;
    CACHE_BYTES = 64 * 1024 * 1024;
    cachedBytes = 0;
    ESCAPABLE = "\\.+*?()|[]{}^$/-";
  }
});

// src/conditions/regex-loader.ts
function loadRegexSync() {
  try {
    const re2 = (0, import_node_module.createRequire)(importMetaUrl)("re2js");
    return { RE2JS: re2.RE2JS, compilePattern };
  } catch {
    return void 0;
  }
}
var import_node_module;
var init_regex_loader = __esm({
  "src/conditions/regex-loader.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_module = require("module");
    init_pattern();
  }
});

// src/conditions/regex.ts
function regexEngine() {
  engine ??= loadRegexSync();
  return engine;
}
function regexEngineLoaded() {
  return engine !== void 0;
}
function compilePattern2(pattern) {
  const re2 = regexEngine();
  if (re2 === void 0) return { ok: false, code: "condition/regex-engine-not-loaded", params: {} };
  return re2.compilePattern(re2.RE2JS, pattern, MAX_REGEX_TRANSITIONS);
}
var engine;
var init_regex = __esm({
  "src/conditions/regex.ts"() {
    "use strict";
    init_cjs_shims();
    init_limits();
    init_regex_loader();
  }
});

// src/conditions/check.ts
function report(w, code2, pointer, ...[params]) {
  w.findings.push(findingOf(`condition/${code2}`, "error", pointer, params ?? {}));
  return void 0;
}
function refuse(w, code2, pointer, ...params) {
  report(w, code2, pointer, ...params);
  return false;
}
function checkJson(value, at2, w) {
  if (isScalar(value)) return true;
  if (Array.isArray(value) && Object.getPrototypeOf(value) === Array.prototype) {
    let i = 0;
    while (i < value.length && hasOwn4.call(value, i) && isScalar(value[i])) i++;
    if (i === value.length) return true;
  }
  const heights = /* @__PURE__ */ new Map();
  const height = (v, pointer, depth) => {
    const t = typeof v;
    if (v === null || t === "string" || t === "boolean") return 0;
    if (t === "number") return Number.isFinite(v) ? 0 : refuse(w, "value-not-json", pointer, { type: "a non-finite number" }) || -1;
    if (t !== "object") return refuse(w, "value-not-json", pointer, { type: t === "undefined" ? t : `a ${t}` }) || -1;
    const o = v;
    const known2 = heights.get(o);
    if (known2 === -1) return refuse(w, "value-not-json", pointer, { type: "a cyclic reference" }) || -1;
    if (depth + (known2 ?? 1) > MAX_VALUE_DEPTH) return refuse(w, "value-too-deep", pointer, { limit: MAX_VALUE_DEPTH }) || -1;
    if (known2 !== void 0) return known2;
    let keys;
    if (Array.isArray(o)) {
      keys = [];
      for (let i = 0; i < o.length; i++) keys.push(i);
    } else {
      const proto = Object.getPrototypeOf(o);
      if (proto !== Object.prototype && proto !== null) {
        return refuse(w, "value-not-json", pointer, { type: `a ${Object.prototype.toString.call(o).slice(8, -1)} object` }) || -1;
      }
      keys = Object.keys(o);
    }
    heights.set(o, -1);
    let h = 0;
    for (const k of keys) {
      const child2 = childPointer(pointer, k);
      if (!hasOwn4.call(o, k)) return refuse(w, "value-not-json", child2, { type: "an empty array slot" }) || -1;
      const c = height(o[k], child2, depth + 1);
      if (c < 0) return -1;
      if (c > h) h = c;
    }
    heights.set(o, h + 1);
    return h + 1;
  };
  return height(value, at2, 0) >= 0;
}
function suggestOp(op) {
  const key = op.trim().toLowerCase();
  return hasOwn4.call(OP_ALIASES, key) ? OP_ALIASES[key] : nearest(op, Object.keys(operandOf));
}
function nodeIdOf(of) {
  if (typeof of === "string") return of === "" ? void 0 : of;
  if (!isObject(of)) return void 0;
  const id = own(of, "nodeId");
  return typeof id === "string" && id !== "" ? id : void 0;
}
function walkComparison(x, pointer, w) {
  const before2 = w.findings.length;
  const source = own(x, "source");
  const rawOf = own(x, "of");
  const path = own(x, "path");
  const op = own(x, "op");
  if (op === void 0) return refuse(w, "missing-member", childPointer(pointer, "op"), { member: "op" });
  if (source === void 0) report(w, "missing-member", childPointer(pointer, "source"), { member: "source" });
  else if (typeof source !== "string" || !SOURCES.includes(source)) {
    report(w, "bad-source", childPointer(pointer, "source"), { source, allowed: SOURCES, suggestion: typeof source === "string" ? nearest(source, SOURCES) : void 0 });
  }
  let of;
  if (rawOf !== void 0) {
    if ((of = nodeIdOf(rawOf)) === void 0) report(w, "bad-of", childPointer(pointer, "of"));
    else if (source !== "node") of = void 0;
  } else if (source === "node") report(w, "missing-member", childPointer(pointer, "of"), { member: "of" });
  const valueType = own(x, "valueType");
  if (valueType !== void 0 && !VALUE_TYPES.includes(valueType)) {
    report(w, "bad-value-type", childPointer(pointer, "valueType"), { valueType, allowed: VALUE_TYPES });
  }
  let segments;
  if (path === void 0) report(w, "missing-member", childPointer(pointer, "path"), { member: "path" });
  else if (typeof path !== "string") report(w, "path-not-string", childPointer(pointer, "path"), { type: describe2(path) });
  else if (source === "node" && !startsAtNodeRoot(path)) report(w, "node-path-prefix", childPointer(pointer, "path"), { path });
  else if (!PLAIN_PATH.test(path)) {
    const parsed = parsePath(path);
    if (!parsed.ok) report(w, "bad-path", childPointer(pointer, "path"), { path, ...parsed.fault });
    else segments = parsed.segments;
  }
  if (typeof op !== "string" || !hasOwn4.call(operandOf, op)) {
    return refuse(w, "unknown-op", childPointer(pointer, "op"), { op, allowed: Object.keys(operandOf), suggestion: typeof op === "string" ? suggestOp(op) : void 0 });
  }
  const kind = operandOf[op];
  let operand;
  const value = own(x, "value");
  if (kind !== null) {
    const at2 = childPointer(pointer, "value");
    if (value === void 0) return refuse(w, "missing-member", at2, { member: "value", op });
    const checked2 = operandChecks[kind](value, at2, w, op);
    if (checked2 === void 0) return false;
    operand = checked2.operand;
  }
  if (w.findings.length > before2) return false;
  w.listener?.comparison({ pointer, source, of, path, segments, op, takesValue: kind !== null, value, operand });
  return true;
}
function walk2(x, pointer, depth, w) {
  if (w.full) return false;
  if (++w.parts > MAX_CONDITION_PARTS) {
    w.full = true;
    return refuse(w, "too-large", "", { limit: MAX_CONDITION_PARTS });
  }
  if (depth > MAX_CONDITION_DEPTH) return refuse(w, "too-deep", pointer, { limit: MAX_CONDITION_DEPTH });
  w.at = pointer;
  if (!isObject(x)) return refuse(w, "not-an-object", pointer, { type: describe2(x) });
  const hasAll = hasOwn4.call(x, "all");
  const hasAny = hasOwn4.call(x, "any");
  const hasNot = hasOwn4.call(x, "not");
  const count2 = (hasAll ? 1 : 0) + (hasAny ? 1 : 0) + (hasNot ? 1 : 0);
  if (count2 === 0) return walkComparison(x, pointer, w);
  const first = hasAll ? "all" : hasAny ? "any" : "not";
  if (hasOwn4.call(x, "op")) return refuse(w, "mixed-shape", pointer, { op: own(x, "op"), combinator: first });
  let extra;
  if (count2 > 1 || Object.keys(x).length > 1) {
    const present = COMBINATORS.filter((k) => hasOwn4.call(x, k));
    extra = [...present.slice(1), ...Object.keys(x).filter((k) => !COMBINATORS.includes(k))];
    report(w, "combinator-shape", pointer, { keys: extra });
  }
  let checked2 = false;
  for (let k = 0; k < COMBINATORS.length; k++) {
    const kind = COMBINATORS[k];
    if (!hasOwn4.call(x, kind)) continue;
    const at2 = childPointer(pointer, kind);
    const body = own(x, kind);
    let ok = true;
    let children = 0;
    if (kind === "not") {
      ok = walk2(body, at2, depth + 1, w);
      children = 1;
    } else if (!Array.isArray(body)) {
      ok = refuse(w, "combinator-not-array", at2, { combinator: kind, type: describe2(body) });
    } else {
      for (let i = 0; i < body.length && !w.full; i++) {
        if (!walk2(body[i], childPointer(at2, i), depth + 1, w)) ok = false;
        children++;
      }
    }
    if (ok && !checked2) {
      checked2 = true;
      if (extra === void 0) w.listener?.combinator(kind, pointer, children);
    }
  }
  return extra === void 0 && checked2;
}
function checkParts(cond, listener) {
  const w = { findings: [], at: "", parts: 0, full: false, listener };
  try {
    walk2(cond, "", 1, w);
  } catch (error) {
    return [{ code: "condition/unreadable", severity: "error", pointer: w.at, params: { reason: String(error) } }];
  }
  return w.findings;
}
function conditionFindings(cond, basePointer) {
  const findings = withNearMisses(cond, checkParts(cond));
  for (const f of findings) f.pointer = basePointer + f.pointer;
  return findings;
}
function withNearMisses(cond, findings) {
  if (!findings.some((f) => f.code === "condition/missing-member")) return findings;
  return findings.map((f) => {
    if (f.code !== "condition/missing-member") return f;
    const { member, within } = f.params;
    const objectAt = f.pointer.slice(0, f.pointer.lastIndexOf("/"));
    const found = resolvePointer(cond, objectAt);
    if (!found.found || !isObject(found.value)) return f;
    const length = within === "length";
    const hit = misspelledKeys(found.value, length ? LENGTH_MEMBERS : COMPARISON_MEMBERS).find(([, meant2]) => meant2 === member);
    if (hit === void 0) return f;
    return findingOf(NEAR_MISS, "error", childPointer(objectAt, hit[0]), { property: hit[0], kind: length ? "length operand" : "comparison", suggestion: member });
  });
}
var hasOwn4, describe2, isScalar, operandChecks, nearest, PLAIN_PATH, NEAR_MISS, COMPARISON_MEMBERS, LENGTH_MEMBERS;
var init_check = __esm({
  "src/conditions/check.ts"() {
    "use strict";
    init_cjs_shims();
    init_issue();
    init_json();
    init_pointer();
    init_grammar();
    init_limits();
    init_operands_generated();
    init_suggest();
    init_path();
    init_regex();
    init_json();
    hasOwn4 = Object.prototype.hasOwnProperty;
    describe2 = (v) => {
      const t = jsonType(v, false);
      return t === "object" || t === "array" ? `an ${t}` : t === "null" || t === "undefined" ? t : `a ${t}`;
    };
    isScalar = (v) => v === null || typeof v === "string" || typeof v === "boolean" || typeof v === "number" && Number.isFinite(v);
    operandChecks = {
      json: (value, at2, w) => checkJson(value, at2, w) ? { operand: value } : void 0,
      array(value, at2, w, op) {
        if (!Array.isArray(value)) return report(w, "value-not-array", at2, { op, type: describe2(value) });
        return checkJson(value, at2, w) ? { operand: value } : void 0;
      },
      pattern(value, at2, w, op) {
        if (typeof value !== "string") return report(w, "value-not-string", at2, { op, type: describe2(value) });
        if (value.length > MAX_REGEX_PATTERN_LENGTH) {
          return report(w, "pattern-too-long", at2, { length: value.length, limit: MAX_REGEX_PATTERN_LENGTH });
        }
        const compiled3 = compilePattern2(value);
        if (!compiled3.ok) {
          const { ok: _, ...fault } = compiled3;
          w.findings.push({ ...fault, severity: "error", pointer: at2 });
          return void 0;
        }
        return { operand: compiled3.pattern };
      },
      length(value, at2, w) {
        if (!isObject(value)) {
          return report(w, "bad-length-operand", at2, { expected: "an object { comparator, value }" });
        }
        const comparator = own(value, "comparator");
        const n = own(value, "value");
        let ok = true;
        if (comparator === void 0) ok = refuse(w, "missing-member", childPointer(at2, "comparator"), { member: "comparator", within: "length" });
        else if (typeof comparator !== "string" || !COMPARATORS.includes(comparator)) {
          ok = refuse(w, "bad-length-operand", childPointer(at2, "comparator"), {
            expected: `a comparator: one of ${COMPARATORS.join(", ")}`
          });
        }
        if (n === void 0) ok = refuse(w, "missing-member", childPointer(at2, "value"), { member: "value", within: "length" });
        else if (typeof n !== "number" || !Number.isFinite(n)) {
          ok = refuse(w, "bad-length-operand", childPointer(at2, "value"), { expected: "a finite number as its `value`" });
        }
        if (!ok) return void 0;
        const operand = { comparator, value: n };
        return { operand };
      }
    };
    nearest = (name2, names2) => {
      const trimmed2 = name2.trim();
      return trimmed2 !== name2 && names2.includes(trimmed2) ? trimmed2 : didYouMean(trimmed2, names2);
    };
    PLAIN_PATH = /^[A-Za-z0-9_$-]+(?:\.[A-Za-z0-9_$-]+|\[\*\]|\[(?:0|[1-9][0-9]*)\])*$/;
    NEAR_MISS = "spec/misspelled-property";
    COMPARISON_MEMBERS = ["source", "of", "path", "op", "value", "valueType"];
    LENGTH_MEMBERS = ["comparator", "value"];
  }
});

// src/rules/condition-compile.ts
var conditionCompile;
var init_condition_compile = __esm({
  "src/rules/condition-compile.ts"() {
    "use strict";
    init_cjs_shims();
    init_check();
    init_json();
    conditionCompile = {
      code: "condition/compile",
      scope: "node",
      check(ctx) {
        const transitions = ctx.spec.transitions;
        for (let i = 0; i < transitions.length; i++) {
          const t = transitions[i];
          if (!Object.prototype.hasOwnProperty.call(t.transition, "when")) continue;
          for (const f of conditionFindings(own(t.transition, "when"), `${t.pointer}/when`)) ctx.forward(f);
        }
      }
    };
  }
});

// src/rules/node-unreachable.ts
var nodeUnreachable;
var init_node_unreachable = __esm({
  "src/rules/node-unreachable.ts"() {
    "use strict";
    init_cjs_shims();
    init_types();
    init_json();
    nodeUnreachable = defineRule({
      code: "node/unreachable",
      check(ctx) {
        const nodes = ctx.spec.nodes;
        const start = nodes[0];
        if (!start || start.index !== 0) return;
        const startId = own(start.node, "id");
        if (typeof startId !== "string" || startId === "") return;
        const next2 = /* @__PURE__ */ new Map();
        for (let n = 0; n < nodes.length; n++) {
          const node2 = nodes[n].node;
          const id = own(node2, "id");
          const list3 = own(node2, "transition");
          if (typeof id !== "string" || !Array.isArray(list3)) continue;
          let targets = next2.get(id);
          if (targets === void 0) next2.set(id, targets = []);
          for (let i = 0; i < list3.length; i++) {
            const t = list3[i];
            const to = isObject(t) ? own(t, "to") : void 0;
            if (typeof to === "string") targets.push(to);
          }
        }
        const reached = /* @__PURE__ */ new Set([startId]);
        const queue = [startId];
        for (let head = 0; head < queue.length; head++) {
          const targets = next2.get(queue[head]);
          if (targets === void 0) continue;
          for (let i = 0; i < targets.length; i++) {
            const to = targets[i];
            if (reached.has(to)) continue;
            reached.add(to);
            queue.push(to);
          }
        }
        for (let n = 0; n < nodes.length; n++) {
          const { node: node2, pointer } = nodes[n];
          const id = own(node2, "id");
          if (typeof id === "string" && id !== "" && !reached.has(id)) ctx.report(`${pointer}/id`, { id, start: startId });
        }
      }
    });
  }
});

// src/rules/transition-unreachable.ts
var isCatchAll, transitionUnreachable;
var init_transition_unreachable = __esm({
  "src/rules/transition-unreachable.ts"() {
    "use strict";
    init_cjs_shims();
    init_types();
    init_json();
    isCatchAll = (t) => isObject(t) && !Object.prototype.hasOwnProperty.call(t, "when");
    transitionUnreachable = defineRule({
      code: "transition/unreachable",
      scope: "node",
      check(ctx) {
        const nodes = ctx.spec.nodes;
        for (let n = 0; n < nodes.length; n++) {
          const { node: node2, pointer } = nodes[n];
          const list3 = own(node2, "transition");
          if (!Array.isArray(list3)) continue;
          let catchAll = 0;
          while (catchAll < list3.length && !isCatchAll(list3[catchAll])) catchAll++;
          if (catchAll === list3.length) continue;
          const to = own(list3[catchAll], "to");
          for (let i = catchAll + 1; i < list3.length; i++) {
            ctx.report(`${pointer}/transition/${i}`, typeof to === "string" ? { after: catchAll + 1, afterTo: to } : { after: catchAll + 1 });
          }
        }
      }
    });
  }
});

// src/rules/webhook-configs.ts
function eachWebhookConfig(ctx, visit) {
  const nodes = ctx.spec.nodes;
  for (let n = 0; n < nodes.length; n++) {
    const { node: node2, pointer } = nodes[n];
    const config = webhookConfig(node2);
    if (config) visit(config, pointer);
  }
}
function webhookConfig(node2) {
  if (own(node2, "actionType") !== "WEBHOOK") return void 0;
  const config = own(node2, "config");
  return isObject(config) ? config : void 0;
}
var init_webhook_configs = __esm({
  "src/rules/webhook-configs.ts"() {
    "use strict";
    init_cjs_shims();
    init_json();
  }
});

// src/rules/webhook-relay-timeout.ts
var webhookRelayTimeout;
var init_webhook_relay_timeout = __esm({
  "src/rules/webhook-relay-timeout.ts"() {
    "use strict";
    init_cjs_shims();
    init_routes();
    init_types();
    init_webhook_configs();
    init_json();
    webhookRelayTimeout = defineRule({
      code: "webhook/relay-timeout",
      scope: "node",
      check(ctx) {
        eachWebhookConfig(ctx, (config, pointer) => {
          const route = own(config, "proxy");
          const proxy = RELAY_ROUTES.find((r) => r === route);
          const timeout = own(config, "timeout");
          if (proxy === void 0) return;
          if (typeof timeout !== "number" || !(timeout > webhookLimits.relayTimeoutMaxSeconds) || timeout === Infinity) return;
          ctx.report(`${pointer}/config/timeout`, { timeout, proxy, limit: webhookLimits.relayTimeoutMaxSeconds });
        });
      }
    });
  }
});

// src/rules/webhook-url-scheme.ts
function urlFault(url) {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url);
  if (!scheme) return "not-absolute";
  const name2 = scheme[1].toLowerCase();
  if (name2 !== "http" && name2 !== "https") return "scheme";
  if (!/^https?:\/\/[^/?#\\\s]/i.test(url)) return "malformed";
  const Parser = globalThis.URL;
  try {
    return (Parser.canParse ? Parser.canParse(url) : new Parser(url)) ? void 0 : "malformed";
  } catch {
    return "malformed";
  }
}
function urlTemplate(url) {
  const plain2 = url.replace(/\{\{[\s\S]*?\}\}/g, (m) => "x".repeat(m.length));
  return { literal: plain2 === url, at: plain2.search(/[\t\n\r\\]|^[\0- ]|[\0- ]$/) };
}
var webhookUrlScheme;
var init_webhook_url_scheme = __esm({
  "src/rules/webhook-url-scheme.ts"() {
    "use strict";
    init_cjs_shims();
    init_webhook_configs();
    init_types();
    init_json();
    webhookUrlScheme = defineRule({
      code: "webhook/url-scheme",
      scope: "node",
      check(ctx) {
        eachWebhookConfig(ctx, (config, pointer) => {
          const url = own(config, "url");
          if (typeof url !== "string" || url === "") return;
          const { literal, at: at2 } = urlTemplate(url);
          if (at2 >= 0) ctx.report(`${pointer}/config/url`, { url, fault: "character", at: at2, char: url[at2] });
          else if (literal) {
            const fault = urlFault(url);
            if (fault !== void 0) ctx.report(`${pointer}/config/url`, { url, fault });
          }
        });
      }
    });
  }
});

// src/rules/node-duplicate-output-var.ts
var nodeDuplicateOutputVar;
var init_node_duplicate_output_var = __esm({
  "src/rules/node-duplicate-output-var.ts"() {
    "use strict";
    init_cjs_shims();
    init_types();
    init_json();
    nodeDuplicateOutputVar = defineRule({
      code: "node/duplicate-output-var",
      check(ctx) {
        const first = /* @__PURE__ */ new Map();
        const nodes = ctx.spec.nodes;
        for (let n = 0; n < nodes.length; n++) {
          const { node: node2, pointer } = nodes[n];
          const name2 = own(node2, "outputVar");
          if (typeof name2 !== "string" || name2 === "") continue;
          const earlier = first.get(name2);
          if (earlier === void 0) {
            first.set(name2, { pointer, id: own(node2, "id") });
            continue;
          }
          const params = typeof earlier.id === "string" ? { outputVar: name2, first: earlier.pointer, firstId: earlier.id } : { outputVar: name2, first: earlier.pointer };
          ctx.report(`${pointer}/outputVar`, params);
        }
      }
    });
  }
});

// src/rules/condition-value-type-mismatch.ts
function hintOf(op) {
  if (typeof op !== "string" || !Object.prototype.hasOwnProperty.call(operandOf, op)) return "value";
  const kind = operandOf[op];
  return kind === null ? "none" : operandKinds[kind].hint;
}
function valueTypeOf(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}
var conditionValueTypeMismatch;
var init_condition_value_type_mismatch = __esm({
  "src/rules/condition-value-type-mismatch.ts"() {
    "use strict";
    init_cjs_shims();
    init_grammar();
    init_operands_generated();
    init_types();
    init_json();
    conditionValueTypeMismatch = defineRule({
      code: "condition/value-type-mismatch",
      scope: "node",
      check(ctx) {
        const comparisons = ctx.spec.comparisons;
        for (let c = 0; c < comparisons.length; c++) {
          const { cond, pointer } = comparisons[c];
          const valueType = own(cond, "valueType");
          const op = own(cond, "op");
          if (typeof valueType !== "string" || !VALUE_TYPES.includes(valueType)) continue;
          const hint = hintOf(op);
          if (typeof op !== "string" || hint === "none" || !Object.prototype.hasOwnProperty.call(cond, "value")) continue;
          const value = own(cond, "value");
          if (hint === "items" && Array.isArray(value) && valueType !== "array") {
            const i = value.findIndex((item) => valueTypeOf(item) !== valueType);
            if (i >= 0) ctx.report(`${pointer}/value/${i}`, { valueType, actual: valueTypeOf(value[i]), op, item: i });
            continue;
          }
          const actual = valueTypeOf(value);
          if (actual !== valueType) ctx.report(`${pointer}/value`, { valueType, actual, op });
        }
      }
    });
  }
});

// src/schema/properties.ts
var schemaProperties;
var init_properties = __esm({
  "src/schema/properties.ts"() {
    "use strict";
    init_cjs_shims();
    schemaProperties = {
      "": [
        "version",
        "nodes"
      ],
      "/$defs/node": [
        "id",
        "type",
        "actionType",
        "mode",
        "config",
        "outputVar",
        "transition"
      ],
      "/$defs/webhookConfig": [
        "url",
        "method",
        "headers",
        "query",
        "body",
        "responseMode",
        "proxy",
        "timeout"
      ],
      "/$defs/transition": [
        "to",
        "when"
      ],
      "/$defs/comparison": [
        "source",
        "of",
        "path",
        "valueType",
        "op",
        "value"
      ],
      "/$defs/lengthOperand": [
        "comparator",
        "value"
      ],
      "/$defs/combinator": [
        "all",
        "any",
        "not"
      ],
      "/$defs/bundle": [
        "format",
        "formatVersion",
        "agents"
      ],
      "/$defs/agentEntry": [
        "id",
        "name",
        "type",
        "applicationId",
        "spec",
        "subagents"
      ]
    };
  }
});

// src/rules/named-objects.ts
function visitNamedObjects(doc, spec, visit) {
  const at2 = (obj, pointer, kind) => visit(obj, pointer, kind, schemaProperties[KINDS[kind]] ?? []);
  if (!isObject(doc)) return;
  at2(doc, "", "spec");
  const nodes = spec.nodes;
  for (let n = 0; n < nodes.length; n++) {
    const { node: node2, pointer } = nodes[n];
    at2(node2, pointer, "node");
    const config = webhookConfig(node2);
    if (config) at2(config, `${pointer}/config`, "webhook config");
  }
  const transitions = spec.transitions;
  for (let i = 0; i < transitions.length; i++) at2(transitions[i].transition, transitions[i].pointer, "transition");
  const comparisons = spec.comparisons;
  for (let c = 0; c < comparisons.length; c++) {
    const { cond, pointer } = comparisons[c];
    at2(cond, pointer, "comparison");
    const operand = own(cond, "value");
    if (own(cond, "op") === "length" && isObject(operand)) at2(operand, `${pointer}/value`, "length operand");
  }
  const shapeless = spec.shapeless;
  for (let c = 0; c < shapeless.length; c++) at2(shapeless[c].cond, shapeless[c].pointer, "comparison");
}
var KINDS;
var init_named_objects = __esm({
  "src/rules/named-objects.ts"() {
    "use strict";
    init_cjs_shims();
    init_properties();
    init_webhook_configs();
    init_json();
    KINDS = {
      spec: "",
      node: "/$defs/node",
      "webhook config": "/$defs/webhookConfig",
      transition: "/$defs/transition",
      comparison: "/$defs/comparison",
      "length operand": "/$defs/lengthOperand"
    };
  }
});

// src/rules/strict-unknown-property.ts
var strictUnknownProperty;
var init_strict_unknown_property = __esm({
  "src/rules/strict-unknown-property.ts"() {
    "use strict";
    init_cjs_shims();
    init_pointer();
    init_suggest();
    init_types();
    init_named_objects();
    strictUnknownProperty = defineRule({
      code: "strict/unknown-property",
      scope: "node",
      check(ctx) {
        if (!ctx.strict) return;
        visitNamedObjects(ctx.doc, ctx.spec, (obj, pointer, kind, names2) => {
          for (const key of Object.keys(obj)) {
            if (names2.includes(key)) continue;
            const suggestion = didYouMean(key, names2);
            if (suggestion !== void 0 && !Object.hasOwn(obj, suggestion)) continue;
            ctx.report(childPointer(pointer, key), suggestion === void 0 ? { property: key, kind } : { property: key, kind, suggestion }, "key");
          }
        });
      }
    });
  }
});

// src/rules/node-misspelled-kind.ts
var KNOWN, nodeMisspelledKind;
var init_node_misspelled_kind = __esm({
  "src/rules/node-misspelled-kind.ts"() {
    "use strict";
    init_cjs_shims();
    init_suggest();
    init_types();
    init_webhook_configs();
    init_json();
    KNOWN = { type: ["action", "end"], actionType: ["WEBHOOK"], mode: ["sync"], responseMode: ["text"] };
    nodeMisspelledKind = defineRule({
      code: "node/misspelled-kind",
      scope: "node",
      check(ctx) {
        for (const { node: node2, pointer } of ctx.spec.nodes) {
          for (const field in KNOWN) {
            const inConfig = field === "responseMode";
            const owner = inConfig ? webhookConfig(node2) : node2;
            const value = owner && own(owner, field);
            const values = KNOWN[field];
            if (typeof value !== "string" || values.includes(value)) continue;
            const known2 = field.endsWith("ode") ? values.find((k) => k.toLowerCase() === value.toLowerCase()) : didYouMean(value, values);
            const at2 = `${pointer}/${inConfig ? "config/" : ""}${field}`;
            if (known2 !== void 0) ctx.report(at2, { field, value, known: known2 });
            else if (ctx.strict) ctx.reportAs("strict/unknown-kind", at2, { field, value, known: values[0] });
          }
        }
      }
    });
  }
});

// src/rules/spec-misspelled-property.ts
var specMisspelledProperty;
var init_spec_misspelled_property = __esm({
  "src/rules/spec-misspelled-property.ts"() {
    "use strict";
    init_cjs_shims();
    init_pointer();
    init_suggest();
    init_types();
    init_named_objects();
    specMisspelledProperty = defineRule({
      code: "spec/misspelled-property",
      scope: "node",
      check(ctx) {
        visitNamedObjects(ctx.doc, ctx.spec, (obj, pointer, kind, names2) => {
          for (const [key, suggestion] of misspelledKeys(obj, names2)) ctx.report(childPointer(pointer, key), { property: key, kind, suggestion }, "key");
        });
      }
    });
  }
});

// src/rules/index.ts
var rules;
var init_rules2 = __esm({
  "src/rules/index.ts"() {
    "use strict";
    init_cjs_shims();
    init_spec_missing_version();
    init_node_duplicate_id();
    init_transition_unknown_target();
    init_condition_unknown_node();
    init_condition_compile();
    init_node_unreachable();
    init_transition_unreachable();
    init_webhook_relay_timeout();
    init_webhook_url_scheme();
    init_node_duplicate_output_var();
    init_condition_value_type_mismatch();
    init_strict_unknown_property();
    init_node_misspelled_kind();
    init_spec_misspelled_property();
    rules = [
      specMissingVersion,
      nodeDuplicateId,
      transitionUnknownTarget,
      conditionUnknownNode,
      conditionCompile,
      nodeUnreachable,
      transitionUnreachable,
      webhookRelayTimeout,
      webhookUrlScheme,
      nodeDuplicateOutputVar,
      conditionValueTypeMismatch,
      strictUnknownProperty,
      specMisspelledProperty,
      nodeMisspelledKind
    ];
  }
});

// src/core/finding-words.ts
function formatFinding(f, extra) {
  const table = extra !== void 0 && Object.hasOwn(extra, f.code) ? extra : specCodes;
  const definition = Object.hasOwn(table, f.code) ? table[f.code] : void 0;
  if (definition === void 0) throw new Error(`no definition of the code ${f.code} in the table given`);
  const issue = { code: f.code, severity: f.severity, pointer: f.pointer, message: definition.message(f.params ?? {}) };
  if (f.params) issue.params = f.params;
  return issue;
}
var init_finding_words = __esm({
  "src/core/finding-words.ts"() {
    "use strict";
    init_cjs_shims();
    init_spec();
  }
});

// src/core/severity.ts
function reportsSchemaRefusal(code2) {
  return Object.hasOwn(schemaCodes, code2) || Object.hasOwn(conditionCodes, code2) || BUNDLE_ENVELOPE.includes(code2);
}
function allowedSettings(code2) {
  if (/^(json|io|internal|config)\//.test(code2)) return [];
  return reportsSchemaRefusal(code2) ? ONLY_ERROR : RULE_SETTINGS;
}
function hiddenRefusal(f) {
  if (f.code !== NEAR_MISS2 || f.severity !== "error") return void 0;
  const at2 = f;
  const suggestion = at2.params?.suggestion;
  if (typeof at2.pointer !== "string" || typeof suggestion !== "string") return void 0;
  const pointer = childPointer(at2.pointer.slice(0, at2.pointer.lastIndexOf("/")), suggestion);
  const kind = at2.params?.kind;
  const inCondition = (kind === "comparison" || kind === "length operand") && CONDITION_MEMBERS.includes(suggestion);
  const hidden = { ...f, severity: "error", pointer };
  delete hidden["target"];
  if (inCondition) {
    const params = kind === "length operand" ? { member: suggestion, within: "length" } : { member: suggestion };
    hidden["code"] = "condition/missing-member";
    hidden["params"] = params;
    if (typeof at2.message === "string") hidden["message"] = conditionCodes["condition/missing-member"].message(params);
  } else {
    const params = { property: suggestion };
    hidden["code"] = "schema/required";
    hidden["params"] = params;
    if (typeof at2.message === "string") hidden["message"] = schemaCodes["schema/required"].message(params);
  }
  return hidden;
}
function ruleSettler(rules3, known2) {
  if (rules3 === void 0) return keep;
  if (rules3 === null || typeof rules3 !== "object" || Array.isArray(rules3)) throw new TypeError('rules must be an object of code \u2192 "off" | "warn" | "error"');
  const codes3 = Object.keys(rules3);
  if (codes3.length === 0) return keep;
  for (const code2 of codes3) {
    const setting = rules3[code2];
    if (allowedSettings(code2).length === 0) throw new TypeError(`rules: ${code2} cannot be switched off or changed (json/*, io/*, internal/* and config/* always report)`);
    if (known2 !== void 0 && !Object.hasOwn(known2, code2)) {
      const guess = didYouMean(code2, Object.keys(known2));
      throw new TypeError(`rules: no code is named ${JSON.stringify(code2)}${guess === void 0 ? "" : `; did you mean ${JSON.stringify(guess)}?`}`);
    }
    if (typeof setting !== "string" || !RULE_SETTINGS.includes(setting)) {
      throw new TypeError(`rules: ${code2} is set to ${JSON.stringify(setting) ?? String(setting)}; use "off", "warn" or "error"`);
    }
    if (!allowedSettings(code2).includes(setting)) {
      throw new TypeError(`rules: ${refusedSetting(code2, setting)}`);
    }
  }
  const settings = rules3;
  return (findings) => {
    const out = [];
    for (const f of findings) {
      const setting = Object.hasOwn(settings, f.code) ? settings[f.code] : void 0;
      if (setting === void 0) {
        out.push(f);
        continue;
      }
      const hidden = setting === "error" ? void 0 : hiddenRefusal(f);
      if (setting !== "off") out.push({ ...f, severity: setting === "warn" ? "warning" : "error" });
      if (hidden !== void 0) out.push(hidden);
    }
    return out;
  };
}
function applyRuleSettings(findings, rules3) {
  return ruleSettler(rules3)(findings);
}
var RULE_SETTINGS, BUNDLE_ENVELOPE, ONLY_ERROR, NEAR_MISS2, CONDITION_MEMBERS, keep;
var init_severity = __esm({
  "src/core/severity.ts"() {
    "use strict";
    init_cjs_shims();
    init_condition();
    init_schema();
    init_pointer();
    init_setting_words();
    init_suggest();
    RULE_SETTINGS = ["off", "warn", "error"];
    BUNDLE_ENVELOPE = ["bundle/not-a-bundle", "bundle/unsupported-version", "bundle/agents-not-array"];
    ONLY_ERROR = ["error"];
    NEAR_MISS2 = "spec/misspelled-property";
    CONDITION_MEMBERS = ["op", "source", "path", "of", "value", "comparator"];
    keep = (findings) => findings;
  }
});

// src/validate/schema-codes.generated.ts
var schemaIssueCodes;
var init_schema_codes_generated = __esm({
  "src/validate/schema-codes.generated.ts"() {
    "use strict";
    init_cjs_shims();
    schemaIssueCodes = {
      "enum": {
        "#/$defs/webhookConfig/properties/proxy/enum": "webhook/invalid-proxy"
      },
      "not": {
        "#/allOf/5/not": "condition/mixed-shape",
        "#/not": "condition/combinator-shape"
      },
      "pattern": {
        "#/allOf/4/then/properties/path/pattern": "condition/node-path-prefix"
      },
      "required": {
        "#/else/else/required": "condition/missing-member"
      },
      "type": {
        "#/allOf/1/then/properties/value/type": "condition/value-not-array",
        "#/allOf/2/then/properties/value/type": "condition/value-not-string"
      }
    };
  }
});

// src/validate/schema-issues.ts
function checkedBy(validate, value) {
  return validate(value) ? [] : schemaFindings(validate.errors, value);
}
function schemaFindings(errors, doc, codes3 = schemaIssueCodes) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const e of errors ?? []) {
    if (SILENT.has(e.keyword)) continue;
    const p = e.params;
    let pointer = e.instancePath;
    let params;
    switch (e.keyword) {
      case "required":
        pointer += "/" + escapeToken(String(p["missingProperty"]));
        params = { property: p["missingProperty"] };
        break;
      case "additionalProperties":
        pointer += "/" + escapeToken(String(p["additionalProperty"]));
        params = { property: p["additionalProperty"], allowed: allowedKeys(e) };
        break;
      case "type":
        params = { expected: p["type"], value: resolvePointer(doc, pointer).value };
        break;
      case "enum":
        params = { allowed: p["allowedValues"], value: resolvePointer(doc, pointer).value };
        break;
      case "const":
        params = { expected: p["allowedValue"], value: resolvePointer(doc, pointer).value };
        break;
      case "pattern":
        params = { pattern: p["pattern"], value: resolvePointer(doc, pointer).value };
        break;
      case "minLength":
      case "minItems":
      case "exclusiveMinimum":
        params = { limit: p["limit"], value: resolvePointer(doc, pointer).value };
        break;
      default:
        params = { keyword: e.keyword };
    }
    const byPath = hasOwn5.call(codes3, e.keyword) ? codes3[e.keyword] : void 0;
    const specific = byPath !== void 0 && hasOwn5.call(byPath, e.schemaPath) ? byPath[e.schemaPath] : void 0;
    const code2 = specific ?? GENERIC[e.keyword] ?? "schema/invalid";
    if (specific !== void 0 && e.keyword === "required") params = { ...params, member: p["missingProperty"] };
    const key = code2 + "\0" + pointer;
    if (seen.has(key)) continue;
    seen.add(key);
    const finding = findingOf(code2, "error", pointer, params);
    if (e.keyword === "additionalProperties") finding.target = "key";
    out.push(finding);
  }
  return out;
}
function allowedKeys(e) {
  return e.schemaPath === "#/additionalProperties" ? schemaProperties["/$defs/combinator"] : void 0;
}
var hasOwn5, GENERIC, SILENT;
var init_schema_issues = __esm({
  "src/validate/schema-issues.ts"() {
    "use strict";
    init_cjs_shims();
    init_issue();
    init_pointer();
    init_schema_codes_generated();
    init_properties();
    hasOwn5 = Object.prototype.hasOwnProperty;
    GENERIC = {
      required: "schema/required",
      type: "schema/type",
      enum: "schema/enum",
      const: "schema/const",
      minLength: "schema/min-length",
      minItems: "schema/min-items",
      exclusiveMinimum: "schema/exclusive-minimum",
      additionalProperties: "schema/unknown-property",
      pattern: "schema/pattern"
    };
    SILENT = /* @__PURE__ */ new Set(["if"]);
  }
});

// src/core/unreadable-finding.ts
function unreadable(value, error, code2) {
  const reason3 = (e) => {
    try {
      return e instanceof Error ? e.message : String(e);
    } catch {
      return "an exception";
    }
  };
  const stack = [{ value, pointer: "" }];
  const seen = /* @__PURE__ */ new Set();
  while (stack.length > 0) {
    const { value: v, pointer } = stack.pop();
    if (v === null || typeof v !== "object" || seen.has(v)) continue;
    seen.add(v);
    let keys;
    try {
      keys = Object.keys(v);
    } catch (e) {
      return { code: code2, severity: "error", pointer, params: { reason: reason3(e) } };
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      const at2 = childPointer(pointer, keys[i]);
      try {
        stack.push({ value: v[keys[i]], pointer: at2 });
      } catch (e) {
        return { code: code2, severity: "error", pointer: at2, params: { reason: reason3(e) } };
      }
    }
  }
  return { code: code2, severity: "error", pointer: "", params: { reason: reason3(error) } };
}
var init_unreadable_finding = __esm({
  "src/core/unreadable-finding.ts"() {
    "use strict";
    init_cjs_shims();
    init_pointer();
  }
});

// src/core/line-index.ts
function lineStarts(text) {
  const starts = [0];
  if (text.indexOf("\r") < 0) {
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    return starts;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return starts;
}
var LineIndex;
var init_line_index = __esm({
  "src/core/line-index.ts"() {
    "use strict";
    init_cjs_shims();
    LineIndex = class {
      /** The index of `text`; `starts`, when given, are its line starts, already found. */
      constructor(text, starts) {
        this.text = text;
        this.bom = text.charCodeAt(0) === 65279;
        this.starts = starts ?? lineStarts(text);
      }
      /** The offset where each line starts, ascending (the first is 0). */
      starts;
      bom;
      position(offset) {
        const o = Math.max(0, Math.min(offset, this.text.length));
        let lo = 0, hi = this.starts.length - 1;
        while (lo < hi) {
          const mid = lo + hi + 1 >> 1;
          if (this.starts[mid] <= o) lo = mid;
          else hi = mid - 1;
        }
        let column = o - this.starts[lo] + 1;
        if (this.bom && lo === 0 && o > 0) column--;
        return { line: lo + 1, column, offset: o };
      }
      range([start, end]) {
        return { start: this.position(start), end: this.position(end) };
      }
    };
  }
});

// src/core/locate.ts
function containerEnd(text, i) {
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c <= SPACE) continue;
    if (c === QUOTE) j = closingQuote(text, j);
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) return j + 1;
  }
  return text.length;
}
function nodeSpans(text) {
  const array = locatePointers(text, ["/nodes"]).get("/nodes");
  if (!array || text.charCodeAt(array.start) !== OPEN_BRACKET) return void 0;
  const spans = { starts: [], ends: [] };
  for (let i = skipSpace(text, array.start + 1); i < array.end - 1; i = skipSpace(text, i + 1)) {
    const c = text.charCodeAt(i);
    if (c === COMMA) continue;
    if (c !== OPEN_BRACE && c !== OPEN_BRACKET) return void 0;
    spans.starts.push(i);
    i = containerEnd(text, i) - 1;
    spans.ends.push(i + 1);
  }
  return spans;
}
function locatePointers(text, pointers, knownEnd) {
  const wanted = /* @__PURE__ */ new Set();
  for (const p of pointers) {
    if (p !== "" && p[0] !== "/") continue;
    for (let q4 = p; !wanted.has(q4); q4 = q4.slice(0, q4.lastIndexOf("/"))) {
      wanted.add(q4);
      if (q4 === "") break;
    }
  }
  const places = /* @__PURE__ */ new Map();
  if (wanted.size === 0) return places;
  const body = hasBom(text) ? " " + text.slice(1) : text;
  const isArray4 = [false];
  const own3 = [""];
  const start = [0];
  const ownKeyStart = [-1];
  const ownKeyEnd = [-1];
  const index = [0];
  const keyStart = [-1];
  const keyEnd = [-1];
  const child2 = [void 0];
  const expectKey = [false];
  let depth = 0;
  const here = () => {
    if (depth === 0) return "";
    const parent = own3[depth];
    if (parent === void 0) return void 0;
    if (!isArray4[depth]) return child2[depth];
    const p = parent + "/" + index[depth];
    return wanted.has(p) ? p : void 0;
  };
  const place2 = (pointer, from, to, container, keyFrom, keyTo) => {
    const found = { start: from, end: to, container };
    if (keyFrom >= 0) found.key = [keyFrom, keyTo];
    places.set(pointer, found);
  };
  const n = body.length;
  for (let i = 0; i < n; i++) {
    const c = body.charCodeAt(i);
    if (c <= SPACE) continue;
    if (c === QUOTE) {
      const end = closingQuote(body, i);
      if (expectKey[depth]) {
        expectKey[depth] = false;
        keyStart[depth] = i;
        keyEnd[depth] = end + 1;
        const parent = own3[depth];
        if (parent !== void 0) {
          const raw = body.slice(i + 1, end);
          const key = raw.includes("\\") ? JSON.parse(body.slice(i, end + 1)) : raw;
          const p = parent + "/" + escapeToken(key);
          child2[depth] = wanted.has(p) ? p : void 0;
        }
      } else {
        const p = here();
        if (p !== void 0) place2(p, i, end + 1, false, isArray4[depth] ? -1 : keyStart[depth], keyEnd[depth]);
      }
      i = end;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const p = here();
      if (p === void 0) {
        const end = knownEnd ? knownEnd(i) : -1;
        i = (end >= 0 ? end : containerEnd(body, i)) - 1;
        continue;
      }
      const keyed = depth > 0 && !isArray4[depth];
      const kFrom = keyed ? keyStart[depth] : -1;
      const kTo = keyed ? keyEnd[depth] : -1;
      depth++;
      isArray4[depth] = c === OPEN_BRACKET;
      own3[depth] = p;
      start[depth] = i;
      ownKeyStart[depth] = kFrom;
      ownKeyEnd[depth] = kTo;
      index[depth] = 0;
      keyStart[depth] = -1;
      keyEnd[depth] = -1;
      child2[depth] = void 0;
      expectKey[depth] = c === OPEN_BRACE;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      const p = own3[depth];
      if (p !== void 0) place2(p, start[depth], i + 1, true, ownKeyStart[depth], ownKeyEnd[depth]);
      depth--;
    } else if (c === COMMA) {
      if (isArray4[depth]) index[depth]++;
      else expectKey[depth] = true;
    } else if (c === MINUS || isDigit(c) || c === 116 || c === 102 || c === 110) {
      let j = i + 1;
      for (; j < n; j++) {
        const d = body.charCodeAt(j);
        if (isSpace(d) || d === COMMA || d === CLOSE_BRACE || d === CLOSE_BRACKET) break;
      }
      const p = here();
      if (p !== void 0) place2(p, i, j, false, isArray4[depth] ? -1 : keyStart[depth], keyEnd[depth]);
      i = j - 1;
    }
  }
  return places;
}
function spanOf(places, pointer, target2 = "value") {
  if (pointer !== "" && pointer[0] !== "/") return [0, 1];
  for (let q4 = pointer; ; q4 = q4.slice(0, q4.lastIndexOf("/"))) {
    const place2 = places.get(q4);
    if (place2) {
      const exact = q4.length === pointer.length;
      if (place2.key && (!exact || target2 === "key" || place2.container)) return place2.key;
      if (!exact || place2.container) return [place2.start, place2.start + 1];
      return [place2.start, place2.end];
    }
    if (q4 === "") return [0, 1];
  }
}
var init_locate = __esm({
  "src/core/locate.ts"() {
    "use strict";
    init_cjs_shims();
    init_pointer();
    init_text();
  }
});

// src/validate/validate.ts
function runRules(doc, list3, strict, schema, spec = new SpecIndex(doc)) {
  const found = [];
  let out = [];
  let rule;
  const ctx = {
    doc,
    spec,
    strict,
    schemaFindings: schema,
    report(pointer, ...[params, target2]) {
      ctx.reportAs(rule.code, pointer, params, target2);
    },
    reportAs(code2, pointer, ...[params, target2]) {
      const f = { code: code2, severity: ruleCodes[code2].severity, pointer };
      if (params) f.params = params;
      if (target2) f.target = target2;
      out.push(f);
    },
    forward(finding) {
      out.push(finding);
    }
  };
  for (let i = 0; i < list3.length; i++) {
    rule = list3[i];
    out = [];
    try {
      rule.check(ctx);
    } catch (e) {
      out.push({ code: "internal/rule-failed", severity: "error", pointer: "", params: { rule: rule.code, error: e instanceof Error ? e.message : String(e) } });
    }
    found.push(out);
  }
  return found;
}
function specFindings(doc, opts = {}, depthChecked = false) {
  const deep = depthChecked ? void 0 : deepestValue(doc, MAX_JSON_DEPTH);
  if (deep !== void 0) return [{ code: "json/too-deep", severity: "error", pointer: deep, params: { limit: MAX_JSON_DEPTH } }];
  const { schema, byRule } = specPasses(doc, opts.strict === true);
  return withoutExplained(schema.concat(...byRule));
}
function withoutExplained(input2) {
  const findings = oneNearMiss(input2);
  const meant2 = (f) => f.code === "spec/misspelled-property" ? f.pointer.slice(0, f.pointer.lastIndexOf("/") + 1) + escapeToken(f.params.suggestion) : void 0;
  const missing = /* @__PURE__ */ new Set();
  for (const f of findings) if (MISSING.has(f.code)) missing.add(f.pointer);
  if (missing.size === 0) return findings;
  const explained = /* @__PURE__ */ new Set();
  const out = [];
  for (const f of findings) {
    const at2 = meant2(f);
    if (at2 !== void 0 && missing.has(at2)) {
      explained.add(at2);
      out.push(f.severity === "error" ? f : { ...f, severity: "error" });
    } else out.push(f);
  }
  return explained.size === 0 ? out : out.filter((f) => !MISSING.has(f.code) || !explained.has(f.pointer));
}
function oneNearMiss(findings) {
  let errors;
  for (const f of findings) if (f.code === "spec/misspelled-property" && f.severity === "error") (errors ??= /* @__PURE__ */ new Set()).add(f.pointer);
  if (errors === void 0) return findings;
  const out = [];
  const kept = /* @__PURE__ */ new Set();
  for (const f of findings) {
    if (f.code !== "spec/misspelled-property" || !errors.has(f.pointer)) out.push(f);
    else if (!kept.has(f.pointer)) {
      kept.add(f.pointer);
      out.push(f.severity === "error" ? f : { ...f, severity: "error" });
    }
  }
  return out;
}
function specPasses(doc, strict) {
  const schema = outsideConditions(checkedBy(validateSpec, doc));
  return { schema, byRule: runRules(doc, rules, strict, schema) };
}
function validateSpec2(doc, opts) {
  let issues;
  try {
    issues = sortIssues(specFindings(doc, opts).map((f) => formatFinding(f)), doc);
  } catch (error) {
    issues = [formatFinding(unreadable(doc, error, "spec/unreadable"))];
  }
  return result(applyRuleSettings(issues, opts?.rules));
}
function locateFindings(text, findings, extra, knownEnd, lineIndex = () => new LineIndex(text)) {
  if (findings.length === 0) return [];
  const unplaced = findings.filter((f) => !("span" in f)).map((f) => f.pointer);
  const places = unplaced.length > 0 ? locatePointers(text, unplaced, knownEnd) : /* @__PURE__ */ new Map();
  const lines2 = lineIndex();
  const issues = findings.map((f) => {
    const issue = formatFinding(f, extra);
    issue.range = lines2.range("span" in f ? f.span : spanOf(places, f.pointer, f.target));
    return issue;
  });
  return sortIssues(issues, void 0);
}
function mustBeText(text) {
  if (typeof text !== "string") throw new TypeError(`validateSpecText expects a string, got ${text === null ? "null" : typeof text}`);
}
var MISSING, WHEN, outsideConditions, result;
var init_validate = __esm({
  "src/validate/validate.ts"() {
    "use strict";
    init_cjs_shims();
    init_validate_spec();
    init_rules2();
    init_spec_index();
    init_pointer();
    init_rules();
    init_finding_words();
    init_order();
    init_severity();
    init_schema_issues();
    init_unreadable_finding();
    init_line_index();
    init_depth();
    init_locate();
    MISSING = /* @__PURE__ */ new Set(["schema/required", "condition/missing-member"]);
    WHEN = /^(?:\/nodes\/\d+)?\/transition\/\d+\/when(?:\/|$)/;
    outsideConditions = (schema) => schema.filter((f) => !WHEN.test(f.pointer));
    result = (issues) => ({ valid: !issues.some((i) => i.severity === "error"), issues });
  }
});

// src/core/codes/bundle.ts
function existingAgent(p) {
  const e = p.existing;
  if (e === null || typeof e !== "object") return "an existing agent";
  const { id, name: name2 } = e;
  return `the existing agent ${[name2 === void 0 ? "" : q(name2), id === void 0 ? "" : `(id ${q(id)})`].filter(Boolean).join(" ")}`;
}
function notABundle(p) {
  if (p.reason === "not-object") return `not an agent bundle: expected an object with "format": "agentspec-bundle", not ${article(String(p.type))}`;
  if (p.reason === "missing-format") return `not an agent bundle: "format" is missing; a bundle has "format": "agentspec-bundle"`;
  return `not an agent bundle: "format" is ${brief(p.value)}, not "agentspec-bundle"`;
}
var has, scope, bundleCodes, bundleDescriptions;
var init_bundle = __esm({
  "src/core/codes/bundle.ts"() {
    "use strict";
    init_cjs_shims();
    init_json();
    init_wording();
    has = (p, key) => Object.hasOwn(p, key);
    scope = (p) => has(p, "applicationId") ? `in application ${String(p.applicationId)}` : "without an applicationId";
    bundleCodes = {
      "bundle/not-a-bundle": { severity: "error", message: notABundle },
      "bundle/unsupported-version": {
        severity: "error",
        message: (p) => has(p, "value") ? `unsupported bundle formatVersion ${brief(p.value)}; this version of the toolkit reads formatVersion ${String(p.supported)}` : `"formatVersion" is missing; this version of the toolkit reads formatVersion ${String(p.supported)}`
      },
      "bundle/agents-not-array": {
        severity: "error",
        message: (p) => has(p, "value") ? `"agents" must be an array of agent entries, not ${article(jsonType(p.value, true))}` : `"agents" is missing; a bundle holds an array of agent entries`
      },
      "bundle/unsafe-integer": {
        severity: "error",
        message: (p) => `applicationId ${String(p.value)} is beyond the safe integer range (\xB12^53 \u2212 1), so JSON.parse has already rounded it and it may not be the id that was written`
      },
      "bundle/unreadable": {
        severity: "error",
        message: (p) => `this value cannot be read (${String(p.reason)}): a bundle is JSON data, with no getters that throw`
      },
      "bundle/duplicate-id": {
        severity: "error",
        message: (p) => `agent id ${q(p.id)} is already used in this bundle by the agent at ${String(p.first)}`
      },
      "bundle/duplicate-name": {
        severity: "error",
        message: (p) => `agent name ${q(p.name)} ${scope(p)} is already used by the agent at ${String(p.first)} of this bundle`
      },
      "bundle/conflict-id": {
        severity: "error",
        message: (p) => `agent id ${q(p.id)} is taken by ${existingAgent(p)}, so the platform would refuse the import with 409 Conflict`
      },
      "bundle/conflict-name": {
        severity: "error",
        message: (p) => `agent name ${q(p.name)} ${scope(p)} is taken by ${existingAgent(p)}, so the platform would refuse the import with 409 Conflict`
      }
    };
    bundleDescriptions = {
      "bundle/not-a-bundle": 'The document is not an agent bundle: not an object, or `format` is not `"agentspec-bundle"`.',
      "bundle/unsupported-version": "The bundle's `formatVersion` is missing or one this toolkit does not read.",
      "bundle/agents-not-array": "The bundle's `agents` is missing or not an array.",
      "bundle/unsafe-integer": "An `applicationId` is beyond the safe integer range, so JSON parsers have rounded it.",
      "bundle/unreadable": "A bundle value built in code threw while it was read (a getter or a Proxy).",
      "bundle/duplicate-id": "Two agents of one bundle have the same id.",
      "bundle/duplicate-name": "Two agents of one bundle have the same name in the same application.",
      "bundle/conflict-id": "An agent's id is taken by an agent the platform already holds (409 Conflict on import).",
      "bundle/conflict-name": "An agent's name is taken in its application by an agent the platform already holds (409 Conflict on import)."
    };
  }
});

// src/schema/validate-bundle.js
function appendErrors2(into, more) {
  if (into === null) return more;
  for (let i = 0; i < more.length; i++) into.push(more[i]);
  return into;
}
function validate42(data, instancePath = "") {
  let vErrors = null;
  let errors = 0;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if ((data.op === void 0 || !func02.call(data, "op")) && (missing0 = "op")) {
      errors++;
    } else {
      if (data.op !== void 0 && func02.call(data, "op")) {
        let data0 = data.op;
        if (!(data0 === "eq" || data0 === "neq" || data0 === "gt" || data0 === "gte" || data0 === "lt" || data0 === "lte" || data0 === "in" || data0 === "notIn" || data0 === "contains" || data0 === "regex" || data0 === "length")) {
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.value === void 0 || !func02.call(data, "value")) {
        const err2 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "value" } };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err3 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  const _errs7 = errors;
  let valid3 = true;
  const _errs8 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if ((data.op === void 0 || !func02.call(data, "op")) && (missing1 = "op")) {
      errors++;
    } else {
      if (data.op !== void 0 && func02.call(data, "op")) {
        let data1 = data.op;
        if (!(data1 === "in" || data1 === "notIn")) {
          errors++;
        }
      }
    }
  }
  var _valid1 = _errs8 === errors;
  errors = _errs7;
  if (vErrors !== null) {
    if (_errs7) {
      vErrors.length = _errs7;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs10 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.value !== void 0 && func02.call(data, "value")) {
        if (!Array.isArray(data.value)) {
          const err6 = { instancePath: instancePath + "/value", schemaPath: "#/allOf/1/then/properties/value/type", keyword: "type", params: { type: "array" } };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    var _valid1 = _errs10 === errors;
    valid3 = _valid1;
  }
  if (!valid3) {
    const err7 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" } };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  const _errs14 = errors;
  let valid6 = true;
  const _errs15 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing2;
    if ((data.op === void 0 || !func02.call(data, "op")) && (missing2 = "op")) {
      errors++;
    } else {
      if (data.op !== void 0 && func02.call(data, "op")) {
        if ("regex" !== data.op) {
          errors++;
        }
      }
    }
  }
  var _valid2 = _errs15 === errors;
  errors = _errs14;
  if (vErrors !== null) {
    if (_errs14) {
      vErrors.length = _errs14;
    } else {
      vErrors = null;
    }
  }
  if (_valid2) {
    const _errs17 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.value !== void 0 && func02.call(data, "value")) {
        if (typeof data.value !== "string") {
          const err10 = { instancePath: instancePath + "/value", schemaPath: "#/allOf/2/then/properties/value/type", keyword: "type", params: { type: "string" } };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    var _valid2 = _errs17 === errors;
    valid6 = _valid2;
  }
  if (!valid6) {
    const err11 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" } };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  const _errs21 = errors;
  let valid9 = true;
  const _errs22 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing3;
    if ((data.op === void 0 || !func02.call(data, "op")) && (missing3 = "op")) {
      errors++;
    } else {
      if (data.op !== void 0 && func02.call(data, "op")) {
        if ("length" !== data.op) {
          errors++;
        }
      }
    }
  }
  var _valid3 = _errs22 === errors;
  errors = _errs21;
  if (vErrors !== null) {
    if (_errs21) {
      vErrors.length = _errs21;
    } else {
      vErrors = null;
    }
  }
  if (_valid3) {
    const _errs24 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.value !== void 0 && func02.call(data, "value")) {
        let data6 = data.value;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
          if (data6.comparator === void 0 || !func02.call(data6, "comparator")) {
            const err14 = { instancePath: instancePath + "/value", schemaPath: "#/$defs/lengthOperand/required", keyword: "required", params: { missingProperty: "comparator" } };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          if (data6.value === void 0 || !func02.call(data6, "value")) {
            const err15 = { instancePath: instancePath + "/value", schemaPath: "#/$defs/lengthOperand/required", keyword: "required", params: { missingProperty: "value" } };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          if (data6.comparator !== void 0 && func02.call(data6, "comparator")) {
            let data7 = data6.comparator;
            if (!(data7 === "eq" || data7 === "gt" || data7 === "gte" || data7 === "lt" || data7 === "lte")) {
              const err16 = { instancePath: instancePath + "/value/comparator", schemaPath: "#/$defs/lengthOperand/properties/comparator/enum", keyword: "enum", params: { allowedValues: schema6_02 } };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
          if (data6.value !== void 0 && func02.call(data6, "value")) {
            let data8 = data6.value;
            if (!(typeof data8 == "number" && isFinite(data8))) {
              const err17 = { instancePath: instancePath + "/value/value", schemaPath: "#/$defs/lengthOperand/properties/value/type", keyword: "type", params: { type: "number" } };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
        } else {
          const err18 = { instancePath: instancePath + "/value", schemaPath: "#/$defs/lengthOperand/type", keyword: "type", params: { type: "object" } };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    var _valid3 = _errs24 === errors;
    valid9 = _valid3;
  }
  if (!valid9) {
    const err19 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" } };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  const _errs32 = errors;
  let valid14 = true;
  const _errs33 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing4;
    if ((data.source === void 0 || !func02.call(data, "source")) && (missing4 = "source")) {
      errors++;
    } else {
      if (data.source !== void 0 && func02.call(data, "source")) {
        if ("node" !== data.source) {
          errors++;
        }
      }
    }
  }
  var _valid4 = _errs33 === errors;
  errors = _errs32;
  if (vErrors !== null) {
    if (_errs32) {
      vErrors.length = _errs32;
    } else {
      vErrors = null;
    }
  }
  if (_valid4) {
    const _errs35 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.of === void 0 || !func02.call(data, "of")) {
        const err22 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "of" } };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (data.path !== void 0 && func02.call(data, "path")) {
        let data10 = data.path;
        if (typeof data10 === "string") {
          if (!pattern02.test(data10)) {
            const err23 = { instancePath: instancePath + "/path", schemaPath: "#/allOf/4/then/properties/path/pattern", keyword: "pattern", params: { pattern: "^evaluation(?:$|[.\\[])" } };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
      }
    }
    var _valid4 = _errs35 === errors;
    valid14 = _valid4;
  }
  if (!valid14) {
    const err24 = { instancePath, schemaPath: "#/allOf/4/if", keyword: "if", params: { failingKeyword: "then" } };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  const _errs38 = errors;
  const _errs39 = errors;
  const _errs40 = errors;
  let valid18 = false;
  const _errs41 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing5;
    if ((data.all === void 0 || !func02.call(data, "all")) && (missing5 = "all")) {
      errors++;
    }
  }
  var _valid5 = _errs41 === errors;
  valid18 = valid18 || _valid5;
  if (!valid18) {
    const _errs42 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing6;
      if ((data.any === void 0 || !func02.call(data, "any")) && (missing6 = "any")) {
        errors++;
      }
    }
    var _valid5 = _errs42 === errors;
    valid18 = valid18 || _valid5;
    if (!valid18) {
      const _errs43 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing7;
        if ((data.not === void 0 || !func02.call(data, "not")) && (missing7 = "not")) {
          errors++;
        }
      }
      var _valid5 = _errs43 === errors;
      valid18 = valid18 || _valid5;
    }
  }
  if (!valid18) {
    errors++;
  } else {
    errors = _errs40;
    if (vErrors !== null) {
      if (_errs40) {
        vErrors.length = _errs40;
      } else {
        vErrors = null;
      }
    }
  }
  var valid17 = _errs39 === errors;
  if (valid17) {
    const err29 = { instancePath, schemaPath: "#/allOf/5/not", keyword: "not", params: {} };
    if (vErrors === null) {
      vErrors = [err29];
    } else {
      vErrors.push(err29);
    }
    errors++;
  } else {
    errors = _errs38;
    if (vErrors !== null) {
      if (_errs38) {
        vErrors.length = _errs38;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.source === void 0 || !func02.call(data, "source")) {
      const err30 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source" } };
      if (vErrors === null) {
        vErrors = [err30];
      } else {
        vErrors.push(err30);
      }
      errors++;
    }
    if (data.path === void 0 || !func02.call(data, "path")) {
      const err31 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" } };
      if (vErrors === null) {
        vErrors = [err31];
      } else {
        vErrors.push(err31);
      }
      errors++;
    }
    if (data.op === void 0 || !func02.call(data, "op")) {
      const err32 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "op" } };
      if (vErrors === null) {
        vErrors = [err32];
      } else {
        vErrors.push(err32);
      }
      errors++;
    }
    if (data.source !== void 0 && func02.call(data, "source")) {
      let data11 = data.source;
      if (!(data11 === "evaluation" || data11 === "vars" || data11 === "context" || data11 === "input" || data11 === "node" || data11 === "state")) {
        const err33 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/enum", keyword: "enum", params: { allowedValues: schema5_12 } };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.of !== void 0 && func02.call(data, "of")) {
      let data12 = data.of;
      if (typeof data12 !== "string" && !(data12 && typeof data12 == "object" && !Array.isArray(data12))) {
        const err34 = { instancePath: instancePath + "/of", schemaPath: "#/properties/of/type", keyword: "type", params: { type: schema5_22 } };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (typeof data12 === "string") {
        if (func132(data12) < 1) {
          const err35 = { instancePath: instancePath + "/of", schemaPath: "#/properties/of/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
      if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
        if (data12.nodeId === void 0 || !func02.call(data12, "nodeId")) {
          const err36 = { instancePath: instancePath + "/of", schemaPath: "#/properties/of/required", keyword: "required", params: { missingProperty: "nodeId" } };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
        if (data12.nodeId !== void 0 && func02.call(data12, "nodeId")) {
          let data13 = data12.nodeId;
          if (typeof data13 === "string") {
            if (func132(data13) < 1) {
              const err37 = { instancePath: instancePath + "/of/nodeId", schemaPath: "#/properties/of/properties/nodeId/minLength", keyword: "minLength", params: { limit: 1 } };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          } else {
            const err38 = { instancePath: instancePath + "/of/nodeId", schemaPath: "#/properties/of/properties/nodeId/type", keyword: "type", params: { type: "string" } };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
      }
    }
    if (data.path !== void 0 && func02.call(data, "path")) {
      let data14 = data.path;
      if (typeof data14 === "string") {
        if (func132(data14) < 1) {
          const err39 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      } else {
        const err40 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.valueType !== void 0 && func02.call(data, "valueType")) {
      let data15 = data.valueType;
      if (!(data15 === "string" || data15 === "number" || data15 === "boolean" || data15 === "array" || data15 === "object")) {
        const err41 = { instancePath: instancePath + "/valueType", schemaPath: "#/properties/valueType/enum", keyword: "enum", params: { allowedValues: schema5_32 } };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.op !== void 0 && func02.call(data, "op")) {
      let data16 = data.op;
      if (!(data16 === "eq" || data16 === "neq" || data16 === "gt" || data16 === "gte" || data16 === "lt" || data16 === "lte" || data16 === "in" || data16 === "notIn" || data16 === "contains" || data16 === "exists" || data16 === "notExists" || data16 === "isEmpty" || data16 === "isNotEmpty" || data16 === "isNull" || data16 === "isNotNull" || data16 === "regex" || data16 === "length")) {
        const err42 = { instancePath: instancePath + "/op", schemaPath: "#/properties/op/enum", keyword: "enum", params: { allowedValues: schema5_42 } };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
  } else {
    const err43 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err43];
    } else {
      vErrors.push(err43);
    }
    errors++;
  }
  validate42.errors = vErrors;
  return errors === 0;
}
function validate62(data, instancePath = "") {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  const _errs2 = errors;
  const _errs3 = errors;
  let valid1 = false;
  const _errs4 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if ((data.all === void 0 || !func02.call(data, "all")) && (missing0 = "all") || (data.any === void 0 || !func02.call(data, "any")) && (missing0 = "any")) {
      errors++;
    }
  }
  var _valid0 = _errs4 === errors;
  valid1 = valid1 || _valid0;
  if (!valid1) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if ((data.all === void 0 || !func02.call(data, "all")) && (missing1 = "all") || (data.not === void 0 || !func02.call(data, "not")) && (missing1 = "not")) {
        errors++;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = valid1 || _valid0;
    if (!valid1) {
      const _errs6 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing2;
        if ((data.any === void 0 || !func02.call(data, "any")) && (missing2 = "any") || (data.not === void 0 || !func02.call(data, "not")) && (missing2 = "not")) {
          errors++;
        }
      }
      var _valid0 = _errs6 === errors;
      valid1 = valid1 || _valid0;
    }
  }
  if (!valid1) {
    errors++;
  } else {
    errors = _errs3;
    if (vErrors !== null) {
      if (_errs3) {
        vErrors.length = _errs3;
      } else {
        vErrors = null;
      }
    }
  }
  var valid0 = _errs2 === errors;
  if (valid0) {
    const err4 = { instancePath, schemaPath: "#/not", keyword: "not", params: {} };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 of Object.keys(data)) {
      if (!(key0 === "all" || key0 === "any" || key0 === "not")) {
        const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.all !== void 0 && func02.call(data, "all")) {
      let data0 = data.all;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!wrapper02.validate(data0[i0], instancePath + "/all/" + i0)) {
            vErrors = appendErrors2(vErrors, wrapper02.validate.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/all", schemaPath: "#/properties/all/type", keyword: "type", params: { type: "array" } };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.any !== void 0 && func02.call(data, "any")) {
      let data2 = data.any;
      if (Array.isArray(data2)) {
        const len1 = data2.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!wrapper02.validate(data2[i1], instancePath + "/any/" + i1)) {
            vErrors = appendErrors2(vErrors, wrapper02.validate.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/any", schemaPath: "#/properties/any/type", keyword: "type", params: { type: "array" } };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.not !== void 0 && func02.call(data, "not")) {
      if (!wrapper02.validate(data.not, instancePath + "/not")) {
        vErrors = appendErrors2(vErrors, wrapper02.validate.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate62.errors = vErrors;
  return errors === 0;
}
function validate32(data, instancePath = "") {
  let vErrors = null;
  let errors = 0;
  if (!(data && typeof data == "object" && !Array.isArray(data))) {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  const _errs1 = errors;
  let valid0 = true;
  const _errs2 = errors;
  if (errors === _errs2) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if ((data.op === void 0 || !func02.call(data, "op")) && (missing0 = "op")) {
        errors++;
      }
    } else {
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  errors = _errs1;
  if (vErrors !== null) {
    if (_errs1) {
      vErrors.length = _errs1;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid0) {
    const _errs4 = errors;
    if (!validate42(data, instancePath)) {
      vErrors = appendErrors2(vErrors, validate42.errors);
      errors = vErrors.length;
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
    ifClause0 = "then";
  } else {
    const _errs5 = errors;
    const _errs6 = errors;
    let valid1 = true;
    const _errs7 = errors;
    if (!(data && typeof data == "object" && !Array.isArray(data))) {
      errors++;
    }
    const _errs9 = errors;
    let valid2 = false;
    const _errs10 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if ((data.all === void 0 || !func02.call(data, "all")) && (missing1 = "all")) {
        errors++;
      }
    }
    var _valid2 = _errs10 === errors;
    valid2 = valid2 || _valid2;
    if (!valid2) {
      const _errs11 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing2;
        if ((data.any === void 0 || !func02.call(data, "any")) && (missing2 = "any")) {
          errors++;
        }
      }
      var _valid2 = _errs11 === errors;
      valid2 = valid2 || _valid2;
      if (!valid2) {
        const _errs12 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing3;
          if ((data.not === void 0 || !func02.call(data, "not")) && (missing3 = "not")) {
            errors++;
          }
        }
        var _valid2 = _errs12 === errors;
        valid2 = valid2 || _valid2;
      }
    }
    if (!valid2) {
      errors++;
    } else {
      errors = _errs9;
      if (vErrors !== null) {
        if (_errs9) {
          vErrors.length = _errs9;
        } else {
          vErrors = null;
        }
      }
    }
    var _valid1 = _errs7 === errors;
    errors = _errs6;
    if (vErrors !== null) {
      if (_errs6) {
        vErrors.length = _errs6;
      } else {
        vErrors = null;
      }
    }
    let ifClause1;
    if (_valid1) {
      const _errs13 = errors;
      if (!validate62(data, instancePath)) {
        vErrors = appendErrors2(vErrors, validate62.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs13 === errors;
      valid1 = _valid1;
      ifClause1 = "then";
    } else {
      const _errs14 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.op === void 0 || !func02.call(data, "op")) {
          const err8 = { instancePath, schemaPath: "#/else/else/required", keyword: "required", params: { missingProperty: "op" } };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      var _valid1 = _errs14 === errors;
      valid1 = _valid1;
      ifClause1 = "else";
    }
    if (!valid1) {
      const err9 = { instancePath, schemaPath: "#/else/if", keyword: "if", params: { failingKeyword: ifClause1 } };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    var _valid0 = _errs5 === errors;
    valid0 = _valid0;
    ifClause0 = "else";
  }
  if (!valid0) {
    const err10 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: ifClause0 } };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate32.errors = vErrors;
  return errors === 0;
}
function validate22(data, instancePath = "") {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.to === void 0 || !func02.call(data, "to")) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "to" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.to !== void 0 && func02.call(data, "to")) {
      let data0 = data.to;
      if (typeof data0 === "string") {
        if (func132(data0) < 1) {
          const err1 = { instancePath: instancePath + "/to", schemaPath: "#/properties/to/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = { instancePath: instancePath + "/to", schemaPath: "#/properties/to/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.when !== void 0 && func02.call(data, "when")) {
      if (!validate32(data.when, instancePath + "/when")) {
        vErrors = appendErrors2(vErrors, validate32.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
}
function validate12(data, instancePath = "") {
  let vErrors = null;
  let errors = 0;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (errors === _errs3) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if ((data.type === void 0 || !func02.call(data, "type")) && (missing0 = "type")) {
        errors++;
      } else {
        if (data.type !== void 0 && func02.call(data, "type")) {
          if ("action" !== data.type) {
            errors++;
          }
        }
      }
    } else {
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs6 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.actionType === void 0 || !func02.call(data, "actionType")) {
        const err3 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "actionType" } };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    var _valid0 = _errs6 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err4 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  const _errs8 = errors;
  let valid3 = true;
  const _errs9 = errors;
  if (errors === _errs9) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if ((data.actionType === void 0 || !func02.call(data, "actionType")) && (missing1 = "actionType")) {
        errors++;
      } else {
        if (data.actionType !== void 0 && func02.call(data, "actionType")) {
          if ("WEBHOOK" !== data.actionType) {
            errors++;
          }
        }
      }
    } else {
      errors++;
    }
  }
  var _valid1 = _errs9 === errors;
  errors = _errs8;
  if (vErrors !== null) {
    if (_errs8) {
      vErrors.length = _errs8;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs12 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.config === void 0 || !func02.call(data, "config")) {
        const err8 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "config" } };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (data.config !== void 0 && func02.call(data, "config")) {
        let data2 = data.config;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          if (data2.url === void 0 || !func02.call(data2, "url")) {
            const err9 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/webhookConfig/required", keyword: "required", params: { missingProperty: "url" } };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          if (data2.method === void 0 || !func02.call(data2, "method")) {
            const err10 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/webhookConfig/required", keyword: "required", params: { missingProperty: "method" } };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          if (data2.url !== void 0 && func02.call(data2, "url")) {
            let data3 = data2.url;
            if (typeof data3 === "string") {
              if (func132(data3) < 1) {
                const err11 = { instancePath: instancePath + "/config/url", schemaPath: "#/$defs/webhookConfig/properties/url/minLength", keyword: "minLength", params: { limit: 1 } };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            } else {
              const err12 = { instancePath: instancePath + "/config/url", schemaPath: "#/$defs/webhookConfig/properties/url/type", keyword: "type", params: { type: "string" } };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          }
          if (data2.method !== void 0 && func02.call(data2, "method")) {
            let data4 = data2.method;
            if (!(data4 === "GET" || data4 === "POST" || data4 === "PUT" || data4 === "PATCH" || data4 === "DELETE" || data4 === "HEAD" || data4 === "OPTIONS")) {
              const err13 = { instancePath: instancePath + "/config/method", schemaPath: "#/$defs/webhookConfig/properties/method/enum", keyword: "enum", params: { allowedValues: schema2_52 } };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          }
          if (data2.headers !== void 0 && func02.call(data2, "headers")) {
            let data5 = data2.headers;
            if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
              for (const key0 of Object.keys(data5)) {
                if (typeof data5[key0] !== "string") {
                  const err14 = { instancePath: instancePath + "/config/headers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/webhookConfig/properties/headers/additionalProperties/type", keyword: "type", params: { type: "string" } };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
              }
            } else {
              const err15 = { instancePath: instancePath + "/config/headers", schemaPath: "#/$defs/webhookConfig/properties/headers/type", keyword: "type", params: { type: "object" } };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          }
          if (data2.query !== void 0 && func02.call(data2, "query")) {
            let data7 = data2.query;
            if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
              for (const key1 of Object.keys(data7)) {
                let data8 = data7[key1];
                if (typeof data8 !== "string" && !(typeof data8 == "number" && isFinite(data8)) && typeof data8 !== "boolean") {
                  const err16 = { instancePath: instancePath + "/config/query/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/webhookConfig/properties/query/additionalProperties/type", keyword: "type", params: { type: schema2_62 } };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
            } else {
              const err17 = { instancePath: instancePath + "/config/query", schemaPath: "#/$defs/webhookConfig/properties/query/type", keyword: "type", params: { type: "object" } };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
          if (data2.responseMode !== void 0 && func02.call(data2, "responseMode")) {
            let data9 = data2.responseMode;
            if (typeof data9 === "string") {
              if (func132(data9) < 1) {
                const err18 = { instancePath: instancePath + "/config/responseMode", schemaPath: "#/$defs/webhookConfig/properties/responseMode/minLength", keyword: "minLength", params: { limit: 1 } };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            } else {
              const err19 = { instancePath: instancePath + "/config/responseMode", schemaPath: "#/$defs/webhookConfig/properties/responseMode/type", keyword: "type", params: { type: "string" } };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
          if (data2.proxy !== void 0 && func02.call(data2, "proxy")) {
            let data10 = data2.proxy;
            if (!(data10 === "direct" || data10 === "brazil" || data10 === "us")) {
              const err20 = { instancePath: instancePath + "/config/proxy", schemaPath: "#/$defs/webhookConfig/properties/proxy/enum", keyword: "enum", params: { allowedValues: schema2_72 } };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          }
          if (data2.timeout !== void 0 && func02.call(data2, "timeout")) {
            let data11 = data2.timeout;
            if (typeof data11 == "number" && isFinite(data11)) {
              if (data11 <= 0 || isNaN(data11)) {
                const err21 = { instancePath: instancePath + "/config/timeout", schemaPath: "#/$defs/webhookConfig/properties/timeout/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 } };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            } else {
              const err22 = { instancePath: instancePath + "/config/timeout", schemaPath: "#/$defs/webhookConfig/properties/timeout/type", keyword: "type", params: { type: "number" } };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          }
        } else {
          const err23 = { instancePath: instancePath + "/config", schemaPath: "#/$defs/webhookConfig/type", keyword: "type", params: { type: "object" } };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
    var _valid1 = _errs12 === errors;
    valid3 = _valid1;
  }
  if (!valid3) {
    const err24 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" } };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0 || !func02.call(data, "id")) {
      const err25 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err25];
      } else {
        vErrors.push(err25);
      }
      errors++;
    }
    if (data.type === void 0 || !func02.call(data, "type")) {
      const err26 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err26];
      } else {
        vErrors.push(err26);
      }
      errors++;
    }
    if (data.id !== void 0 && func02.call(data, "id")) {
      let data12 = data.id;
      if (typeof data12 === "string") {
        if (func132(data12) < 1) {
          const err27 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      } else {
        const err28 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.type !== void 0 && func02.call(data, "type")) {
      let data13 = data.type;
      if (typeof data13 === "string") {
        if (func132(data13) < 1) {
          const err29 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      } else {
        const err30 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.actionType !== void 0 && func02.call(data, "actionType")) {
      let data14 = data.actionType;
      if (typeof data14 === "string") {
        if (func132(data14) < 1) {
          const err31 = { instancePath: instancePath + "/actionType", schemaPath: "#/properties/actionType/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      } else {
        const err32 = { instancePath: instancePath + "/actionType", schemaPath: "#/properties/actionType/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.mode !== void 0 && func02.call(data, "mode")) {
      if (typeof data.mode !== "string") {
        const err33 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.config !== void 0 && func02.call(data, "config")) {
      let data16 = data.config;
      if (!(data16 && typeof data16 == "object" && !Array.isArray(data16))) {
        const err34 = { instancePath: instancePath + "/config", schemaPath: "#/properties/config/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.outputVar !== void 0 && func02.call(data, "outputVar")) {
      let data17 = data.outputVar;
      if (typeof data17 === "string") {
        if (func132(data17) < 1) {
          const err35 = { instancePath: instancePath + "/outputVar", schemaPath: "#/properties/outputVar/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      } else {
        const err36 = { instancePath: instancePath + "/outputVar", schemaPath: "#/properties/outputVar/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.transition !== void 0 && func02.call(data, "transition")) {
      let data18 = data.transition;
      if (Array.isArray(data18)) {
        const len0 = data18.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate22(data18[i0], instancePath + "/transition/" + i0)) {
            vErrors = appendErrors2(vErrors, validate22.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err37 = { instancePath: instancePath + "/transition", schemaPath: "#/properties/transition/type", keyword: "type", params: { type: "array" } };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
  } else {
    const err38 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err38];
    } else {
      vErrors.push(err38);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
function validate02(data, instancePath = "") {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.nodes === void 0 || !func02.call(data, "nodes")) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "nodes" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.version !== void 0 && func02.call(data, "version")) {
      if (2 !== data.version) {
        const err1 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 2 } };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.nodes !== void 0 && func02.call(data, "nodes")) {
      let data1 = data.nodes;
      if (Array.isArray(data1)) {
        if (data1.length < 1) {
          const err2 = { instancePath: instancePath + "/nodes", schemaPath: "#/properties/nodes/minItems", keyword: "minItems", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate12(data1[i0], instancePath + "/nodes/" + i0)) {
            vErrors = appendErrors2(vErrors, validate12.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/nodes", schemaPath: "#/properties/nodes/type", keyword: "type", params: { type: "array" } };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate02.errors = vErrors;
  return errors === 0;
}
function validate122(data, instancePath = "") {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0 || !func02.call(data, "name")) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.spec === void 0 || !func02.call(data, "spec")) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "spec" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.id !== void 0 && func02.call(data, "id")) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func132(data0) < 1) {
          const err2 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.name !== void 0 && func02.call(data, "name")) {
      let data1 = data.name;
      if (typeof data1 === "string") {
        if (func132(data1) < 1) {
          const err4 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.type !== void 0 && func02.call(data, "type")) {
      let data2 = data.type;
      if (typeof data2 === "string") {
        if (func132(data2) < 1) {
          const err6 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.applicationId !== void 0 && func02.call(data, "applicationId")) {
      let data3 = data.applicationId;
      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
        const err8 = { instancePath: instancePath + "/applicationId", schemaPath: "#/properties/applicationId/type", keyword: "type", params: { type: "integer" } };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.spec !== void 0 && func02.call(data, "spec")) {
      if (!root0.validate(data.spec, instancePath + "/spec")) {
        vErrors = appendErrors2(vErrors, root0.validate.errors);
        errors = vErrors.length;
      }
    }
    if (data.subagents !== void 0 && func02.call(data, "subagents")) {
      let data5 = data.subagents;
      if (Array.isArray(data5)) {
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!wrapper3.validate(data5[i0], instancePath + "/subagents/" + i0)) {
            vErrors = appendErrors2(vErrors, wrapper3.validate.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/subagents", schemaPath: "#/properties/subagents/type", keyword: "type", params: { type: "array" } };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate122.errors = vErrors;
  return errors === 0;
}
function validate11(data, instancePath = "") {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.format === void 0 || !func02.call(data, "format")) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "format" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.formatVersion === void 0 || !func02.call(data, "formatVersion")) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "formatVersion" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.agents === void 0 || !func02.call(data, "agents")) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "agents" } };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.format !== void 0 && func02.call(data, "format")) {
      if ("agentspec-bundle" !== data.format) {
        const err3 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/const", keyword: "const", params: { allowedValue: "agentspec-bundle" } };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.formatVersion !== void 0 && func02.call(data, "formatVersion")) {
      if (1 !== data.formatVersion) {
        const err4 = { instancePath: instancePath + "/formatVersion", schemaPath: "#/properties/formatVersion/const", keyword: "const", params: { allowedValue: 1 } };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.agents !== void 0 && func02.call(data, "agents")) {
      let data2 = data.agents;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate122(data2[i0], instancePath + "/agents/" + i0)) {
            vErrors = appendErrors2(vErrors, validate122.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = { instancePath: instancePath + "/agents", schemaPath: "#/properties/agents/type", keyword: "type", params: { type: "array" } };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
var schema6_02, schema5_12, schema5_22, schema5_32, schema5_42, schema2_52, schema2_62, schema2_72, validateBundle, func02, func132, root0, pattern02, wrapper02, wrapper3;
var init_validate_bundle = __esm({
  "src/schema/validate-bundle.js"() {
    "use strict";
    init_cjs_shims();
    schema6_02 = ["eq", "gt", "gte", "lt", "lte"];
    schema5_12 = ["evaluation", "vars", "context", "input", "node", "state"];
    schema5_22 = ["string", "object"];
    schema5_32 = ["string", "number", "boolean", "array", "object"];
    schema5_42 = ["eq", "neq", "gt", "gte", "lt", "lte", "in", "notIn", "contains", "exists", "notExists", "isEmpty", "isNotEmpty", "isNull", "isNotNull", "regex", "length"];
    schema2_52 = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];
    schema2_62 = ["string", "number", "boolean"];
    schema2_72 = ["direct", "brazil", "us"];
    validateBundle = validate11;
    func02 = Object.prototype.hasOwnProperty;
    func132 = function(str3) {
      const len = str3.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str3.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str3.charCodeAt(pos);
          if ((value & 64512) === 56320) pos++;
        }
      }
      return length;
    };
    root0 = { validate: validate02 };
    pattern02 = /* @__PURE__ */ new RegExp("^evaluation(?:$|[.\\[])", "u");
    wrapper02 = { validate: validate32 };
    wrapper3 = { validate: validate122 };
  }
});

// src/bundle/read.ts
function walkEntries(list3, base, out) {
  return list3.map((value, i) => {
    const pointer = childPointer(base, i);
    out.push({ value, pointer });
    if (!isObject(value)) return value;
    const skeleton2 = { ...value };
    if (Object.hasOwn(value, "spec")) skeleton2["spec"] = SPEC_PLACEHOLDER;
    const subagents = own(value, "subagents");
    if (Array.isArray(subagents)) skeleton2["subagents"] = walkEntries(subagents, childPointer(pointer, "subagents"), out);
    return skeleton2;
  });
}
function readBundle(bundle) {
  const refuse2 = (code2, pointer, params) => ({ findings: [findingOf(code2, "error", pointer, params)], entries: void 0 });
  const deep = deepestValue(bundle, MAX_JSON_DEPTH);
  if (deep !== void 0) return refuse2("json/too-deep", deep, { limit: MAX_JSON_DEPTH });
  if (!isObject(bundle)) return refuse2("bundle/not-a-bundle", "", { reason: "not-object", type: jsonType(bundle, true) });
  if (!Object.hasOwn(bundle, "format")) return refuse2("bundle/not-a-bundle", "/format", { reason: "missing-format" });
  const format = bundle["format"];
  if (format !== BUNDLE_FORMAT) return refuse2("bundle/not-a-bundle", "/format", { reason: "wrong-format", value: format });
  const findings = [];
  const misspelt = /* @__PURE__ */ new Map();
  for (const [key, meant2] of misspelledKeys(bundle, schemaProperties["/$defs/bundle"] ?? [])) {
    misspelt.set(meant2, key);
    findings.push(misspelling(childPointer("", key), key, "bundle", meant2, meant2 === "agents" || meant2 === "formatVersion"));
  }
  const envelope = (key, code2, extra) => {
    if (!Object.hasOwn(bundle, key) && misspelt.has(key)) return;
    const params = Object.hasOwn(bundle, key) ? { value: bundle[key], ...extra } : extra;
    findings.push(findingOf(code2, "error", childPointer("", key), params));
  };
  if (own(bundle, "formatVersion") !== BUNDLE_FORMAT_VERSION) envelope("formatVersion", "bundle/unsupported-version", { supported: BUNDLE_FORMAT_VERSION });
  const agents = own(bundle, "agents");
  if (!Array.isArray(agents)) envelope("agents", "bundle/agents-not-array", {});
  if (findings.some((f) => f.severity === "error") || !Array.isArray(agents)) return { findings, entries: void 0 };
  const entries2 = [];
  const skeleton2 = { format, formatVersion: BUNDLE_FORMAT_VERSION, agents: walkEntries(agents, "/agents", entries2) };
  findings.push(...checkedBy(validateBundle, skeleton2));
  const entryNames = schemaProperties["/$defs/agentEntry"] ?? [];
  for (const { value, pointer } of entries2) {
    if (!isObject(value)) continue;
    for (const [key, meant2] of misspelledKeys(value, entryNames)) findings.push(misspelling(childPointer(pointer, key), key, "agent entry", meant2, false));
    const applicationId2 = own(value, "applicationId");
    if (Number.isInteger(applicationId2) && !Number.isSafeInteger(applicationId2)) {
      findings.push({ code: "bundle/unsafe-integer", severity: "error", pointer: childPointer(pointer, "applicationId"), params: { value: applicationId2 } });
    }
  }
  return { findings: withoutExplained(findings), entries: entries2 };
}
function misspelling(pointer, property, kind, suggestion, required) {
  return { code: "spec/misspelled-property", severity: required ? "error" : ruleCodes["spec/misspelled-property"].severity, pointer, target: "key", params: { property, kind, suggestion } };
}
var SPEC_PLACEHOLDER;
var init_read = __esm({
  "src/bundle/read.ts"() {
    "use strict";
    init_cjs_shims();
    init_pointer();
    init_bundle_format();
    init_validate_bundle();
    init_json();
    init_issue();
    init_json();
    init_schema_issues();
    init_validate();
    init_properties();
    init_suggest();
    init_rules();
    init_depth();
    init_depth();
    SPEC_PLACEHOLDER = { nodes: [{ id: "n", type: "n" }] };
  }
});

// src/bundle/bundle-unreadable.ts
function unreadable2(value, error) {
  return unreadable(value, error, "bundle/unreadable");
}
var init_bundle_unreadable = __esm({
  "src/bundle/bundle-unreadable.ts"() {
    "use strict";
    init_cjs_shims();
    init_unreadable_finding();
  }
});

// src/bundle/check.ts
function nodeRoute(node2) {
  if (own(node2, "actionType") !== "WEBHOOK") return void 0;
  const config = own(node2, "config");
  if (!isObject(config)) return void 0;
  const proxy = own(config, "proxy");
  return proxy === void 0 ? "direct" : WEBHOOK_ROUTES.find((r) => r === proxy);
}
function nameKey(name2, applicationId2) {
  let app;
  if (applicationId2 === void 0 || applicationId2 === null) app = "null";
  else if (typeof applicationId2 === "number") app = Object.is(applicationId2, -0) ? "0" : String(applicationId2);
  else if (typeof applicationId2 === "bigint") app = `${applicationId2}n`;
  else app = `${typeof applicationId2}:${q(applicationId2)}`;
  return `${app}\0${name2}`;
}
function readExisting(existing) {
  const byId = /* @__PURE__ */ new Map();
  const byName = /* @__PURE__ */ new Map();
  if (existing === void 0) return { byId, byName };
  if (!Array.isArray(existing)) throw new TypeError("checkAgentImport: opts.existing must be an array of agents");
  for (const agent of existing) {
    if (!isObject(agent)) continue;
    const id = own(agent, "id");
    const name2 = own(agent, "name");
    const summary = identity(agent);
    if (typeof id === "string" && !byId.has(id)) byId.set(id, summary);
    if (typeof name2 === "string") {
      const key = nameKey(name2, own(agent, "applicationId"));
      if (!byName.has(key)) byName.set(key, summary);
    }
  }
  return { byId, byName };
}
function identity(agent) {
  const out = {};
  const id = own(agent, "id");
  const name2 = own(agent, "name");
  const applicationId2 = own(agent, "applicationId");
  if (typeof id === "string") out.id = id;
  if (typeof name2 === "string") out.name = name2;
  if (typeof applicationId2 === "number") out.applicationId = applicationId2;
  return out;
}
function importFindings(bundle, opts = {}) {
  const existing = readExisting(opts.existing);
  try {
    return check(bundle, opts, existing);
  } catch (error) {
    return { findings: [unreadable2(bundle, error)], agents: [] };
  }
}
function check(bundle, opts, existing) {
  const { findings, entries: entries2 } = readBundle(bundle);
  const agents = [];
  const firstById = /* @__PURE__ */ new Map();
  const firstByName = /* @__PURE__ */ new Map();
  for (const { value: entry, pointer } of entries2 ?? []) {
    if (!isObject(entry)) continue;
    if (Object.hasOwn(entry, "spec")) {
      for (const f of specFindings(entry["spec"], opts, true)) findings.push({ ...f, pointer: `${pointer}/spec${f.pointer}` });
    }
    const who = identity(entry);
    let conflict = false;
    const clash = (code2, key, params) => {
      findings.push(findingOf(code2, "error", childPointer(pointer, key), params));
      conflict = true;
    };
    if (who.id !== void 0) {
      const first = firstById.get(who.id);
      if (first === void 0) firstById.set(who.id, pointer);
      else clash("bundle/duplicate-id", "id", { id: who.id, first });
      const taken = existing.byId.get(who.id);
      if (taken) clash("bundle/conflict-id", "id", { id: who.id, existing: taken });
    }
    if (who.name !== void 0) {
      const key = nameKey(who.name, own(entry, "applicationId") ?? opts.applicationId);
      const app = who.applicationId === void 0 ? {} : { applicationId: who.applicationId };
      const first = firstByName.get(key);
      if (first === void 0) firstByName.set(key, pointer);
      else clash("bundle/duplicate-name", "name", { name: who.name, ...app, first });
      const taken = existing.byName.get(key);
      if (taken) clash("bundle/conflict-name", "name", { name: who.name, ...app, existing: taken });
    }
    const routes = { direct: [], brazil: [], us: [] };
    for (const node2 of specNodes(own(entry, "spec"))) {
      const route = nodeRoute(node2.node);
      if (route) routes[route].push(`${pointer}/spec${node2.pointer}`);
    }
    agents.push({ pointer, ...who, action: conflict ? "conflict" : "create", routes });
  }
  return { findings, agents };
}
var init_check2 = __esm({
  "src/bundle/check.ts"() {
    "use strict";
    init_cjs_shims();
    init_routes();
    init_pointer();
    init_spec_index();
    init_json();
    init_validate();
    init_wording();
    init_read();
    init_issue();
    init_bundle_unreadable();
  }
});

// src/core/compare.ts
function commonPrefix(a, b) {
  return common(a, b, Math.min(a.length, b.length), (i) => i);
}
function commonSuffix(a, b, floor) {
  return common(a, b, Math.min(a.length, b.length) - floor, (i, n, s) => s.length - i - n);
}
function common(a, b, n, at2) {
  let i = 0;
  for (const size of [65536, 4096, 256, 16, 1]) while (i + size <= n && a.substr(at2(i, size, a), size) === b.substr(at2(i, size, b), size)) i += size;
  return i;
}
function firstAtOrAfter(sorted, x) {
  let lo = 0, hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (sorted[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
var init_compare = __esm({
  "src/core/compare.ts"() {
    "use strict";
    init_cjs_shims();
  }
});

// src/core/edit.ts
function editedLineIndex(last2, text, from, lastTo, to) {
  const delta = to - lastTo;
  const old = last2.starts;
  const head = Math.max(1, firstAtOrAfter(old, from));
  const tail = firstAtOrAfter(old, lastTo + 1);
  const between = [];
  for (let x = Math.max(from, 1); x <= to; x++) {
    const c = text.charCodeAt(x - 1);
    if (c === 10 || c === 13 && text.charCodeAt(x) !== 10) between.push(x);
  }
  let starts;
  if (head + between.length === tail) {
    starts = old.slice();
    for (let k = 0; k < between.length; k++) starts[head + k] = between[k];
  } else starts = old.slice(0, head).concat(between, old.slice(tail));
  if (delta !== 0) for (let k = head + between.length; k < starts.length; k++) starts[k] += delta;
  return new LineIndex(text, starts);
}
var init_edit = __esm({
  "src/core/edit.ts"() {
    "use strict";
    init_cjs_shims();
    init_line_index();
    init_compare();
    init_compare();
  }
});

// src/validate/spec-parts.ts
function nodeOf(pointer, count2) {
  const k = /^\/nodes\/(0|[1-9]\d*)(?:\/|$)/.exec(pointer);
  return k && +k[1] < count2 ? +k[1] : -1;
}
function split(findings, count2) {
  const root2 = [];
  const nodes = Array.from({ length: count2 }, () => []);
  for (const f of findings) {
    const k = nodeOf(f.pointer, count2);
    if (k < 0) root2.push(f);
    else nodes[k].push(f);
  }
  return { root: root2, nodes };
}
function nodeCount(doc) {
  const nodes = own(doc, "nodes");
  return Array.isArray(nodes) ? nodes.length : -1;
}
function findingsInParts(doc, strict) {
  const { schema, byRule } = specPasses(doc, strict);
  const findings = schema.concat(...byRule);
  const count2 = nodeCount(doc);
  if (count2 < 0 || findings.some((f) => f.code === "internal/rule-failed")) return { findings };
  const s = split(schema, count2);
  const parts = { strict, engine: regexEngineLoaded(), schemaRoot: s.root, schemaNodes: s.nodes, ruleRoot: [], ruleNodes: [] };
  for (let r = 0; r < rules.length; r++) {
    const local = rules[r].scope === "node" ? split(byRule[r], count2) : void 0;
    parts.ruleRoot.push(local?.root);
    parts.ruleNodes.push(local?.nodes);
  }
  return { findings, parts };
}
function patchedFindings(last2, doc, k, strict) {
  if (last2.strict !== strict || last2.engine !== regexEngineLoaded()) return findingsInParts(doc, strict);
  const node2 = own(doc, "nodes")[k];
  const prefix = `/nodes/${k}`;
  const mine = outsideConditions(checkedBy(validateSpecNode, node2)).map((f) => ({ ...f, pointer: prefix + f.pointer }));
  const schemaNodes = last2.schemaNodes.slice();
  schemaNodes[k] = mine;
  const schema = join(last2.schemaRoot, schemaNodes);
  const parts = { ...last2, schemaNodes, ruleNodes: last2.ruleNodes.slice() };
  const whole = new SpecIndex(doc);
  const only = new Array(schemaNodes.length);
  only[k] = node2;
  const alone = { nodes: only };
  const findings = schema.slice();
  for (let r = 0; r < rules.length; r++) {
    const rule = rules[r];
    const before2 = last2.ruleNodes[r];
    if (rule.scope !== "node" || before2 === void 0) {
      findings.push(...runRules(doc, [rule], strict, schema, whole)[0]);
      continue;
    }
    const found = runRules(alone, [rule], strict, schema)[0];
    if (found.some((f) => nodeOf(f.pointer, schemaNodes.length) !== k)) return findingsInParts(doc, strict);
    const nodes = before2.slice();
    nodes[k] = found;
    parts.ruleNodes[r] = nodes;
    findings.push(...join(last2.ruleRoot[r], nodes));
  }
  return { findings, parts };
}
var join;
var init_spec_parts = __esm({
  "src/validate/spec-parts.ts"() {
    "use strict";
    init_cjs_shims();
    init_json();
    init_spec_index();
    init_regex();
    init_rules2();
    init_validate_spec();
    init_schema_issues();
    init_validate();
    join = (root2, nodes) => root2.concat(...nodes);
  }
});

// src/validate/text-validator.ts
function specTextValidator() {
  let kept;
  const patched = (last2, text, from, lastTo, to) => {
    if (last2.spans === void 0) last2.spans = nodeSpans(last2.text) ?? null;
    const spans = last2.spans;
    if (!spans) return void 0;
    const k = itemAround(spans, from, lastTo);
    if (k < 0) return void 0;
    const delta = to - lastTo;
    const start = spans.starts[k];
    const item = text.slice(start, spans.ends[k] + delta);
    let node2;
    try {
      node2 = JSON.parse(item);
    } catch {
      return void 0;
    }
    const shape = valueShape(node2, MAX_JSON_DEPTH - 2);
    if (shape.tooDeep !== void 0 || shape.keys !== keyTokens(item)) return void 0;
    const root2 = { ...last2.value };
    const nodes = own(root2, "nodes").slice();
    nodes[k] = node2;
    root2.nodes = nodes;
    const starts = spans.starts.map((x, i) => i <= k ? x : x + delta);
    const ends = spans.ends.map((x, i) => i < k ? x : x + delta);
    return { value: root2, k, spans: { starts, ends } };
  };
  return {
    validate(text, opts) {
      mustBeText(text);
      const last2 = kept;
      const strict = opts?.strict === true;
      let next2;
      let findings = [];
      if (last2?.text === text) {
        next2 = { ...last2, parts: void 0 };
        findings = checked(next2, strict);
      } else if (last2) {
        const from = commonPrefix(last2.text, text);
        const same2 = commonSuffix(last2.text, text, from);
        const lastTo = last2.text.length - same2;
        const to = text.length - same2;
        const p = patched(last2, text, from, lastTo, to);
        if (p) {
          next2 = { text, value: p.value, spans: p.spans };
          if (last2.lines) next2.lines = editedLineIndex(last2.lines, text, from, lastTo, to);
          findings = checked(next2, strict, last2.parts && { parts: last2.parts, k: p.k });
        }
      }
      if (!next2) {
        const parsed = parseJsonText(text);
        findings = [...parsed.findings];
        if (parsed.parsed && parsed.findings.length === 0) {
          next2 = { text, value: parsed.value };
          findings.push(...checked(next2, strict));
        } else if (parsed.parsed) findings.push(...specFindings(parsed.value, { strict }, true));
      }
      kept = next2;
      const lines2 = () => {
        if (!next2) return new LineIndex(text);
        return next2.lines ??= new LineIndex(text);
      };
      return result(locateFindings(text, findings, void 0, next2?.spans ? endsOf(next2.spans) : void 0, lines2));
    }
  };
}
function checked(next2, strict, from) {
  if (!isObject(next2.value)) return specFindings(next2.value, { strict }, true);
  const found = from ? patchedFindings(from.parts, next2.value, from.k, strict) : findingsInParts(next2.value, strict);
  if (found.parts) next2.parts = found.parts;
  return withoutExplained(found.findings);
}
function endsOf({ starts, ends }) {
  return (at2) => {
    const k = firstAtOrAfter(starts, at2);
    return starts[k] === at2 ? ends[k] : -1;
  };
}
function itemAround({ starts, ends }, from, lastTo) {
  const k = firstAtOrAfter(starts, from) - 1;
  return k >= 0 && lastTo < ends[k] ? k : -1;
}
var init_text_validator = __esm({
  "src/validate/text-validator.ts"() {
    "use strict";
    init_cjs_shims();
    init_depth();
    init_text();
    init_locate();
    init_line_index();
    init_edit();
    init_json();
    init_validate();
    init_spec_parts();
  }
});

// src/core/codes/cli.ts
var READ, cliCodes, cliDescriptions;
var init_cli = __esm({
  "src/core/codes/cli.ts"() {
    "use strict";
    init_cjs_shims();
    init_wording();
    READ = {
      overflow: "is beyond the largest number JSON parsers read (about 1.8e308): they read it as Infinity",
      underflow: "is below the smallest number JSON parsers read (about 5e-324): they read it as 0",
      rounded: "has more digits than JSON parsers keep"
    };
    cliCodes = {
      "io/unreadable": { severity: "error", message: (p) => `cannot read this file: ${String(p.reason)}` },
      "io/no-match": {
        severity: "error",
        message: (p) => p.wanted === void 0 ? `no file matches ${q(p.pattern)}` : `the directory ${q(p.pattern)} holds no ${String(p.wanted)} file to check`
      },
      "io/not-text": {
        severity: "error",
        message: (p) => p.encoding === "binary" ? `this file is not text (a zero byte at byte offset ${String(p.byte)}, which JSON never holds): name the JSON file instead` : `this file is ${String(p.encoding)}${p.bom === true ? "" : " (without a byte-order mark)"}, not UTF-8: save it as UTF-8`
      },
      "io/invalid-utf8": {
        severity: "error",
        message: (p) => `invalid UTF-8 (byte${Array.isArray(p.bytes) && p.bytes.length > 1 ? "s" : ""} ${p.bytes.join(" ")} at byte offset ${String(p.byte)}): it is read as U+FFFD "\uFFFD", so the platform would not see what was written; save the file as UTF-8`
      },
      "json/inexact-number": {
        severity: "warning",
        message: (p) => p.reason === "rounded" ? `${String(p.literal)} ${READ["rounded"]}: they read it as ${String(p.read)}, so the platform sees ${String(p.read)} (write the value as a string to keep every digit)` : `${String(p.literal)} ${READ[p.reason]}, so the platform does not see what is written`
      },
      "remote/server-finding": {
        severity: "error",
        message: (p) => `the platform: ${String(p.message)}`
      }
    };
    cliDescriptions = {
      "io/unreadable": "A file named on the command line cannot be read.",
      "io/no-match": "A glob on the command line matches no file, or a directory holds none to check.",
      "io/not-text": "A file is UTF-16, UTF-32 or binary, not UTF-8 text.",
      "io/invalid-utf8": "A file holds bytes that are not UTF-8.",
      "json/inexact-number": "A number literal that JSON parsers read as another number (overflow, underflow, rounding).",
      "remote/server-finding": "A finding of the platform's own validation that the local check did not make (check --remote)."
    };
  }
});

// src/core/codes/test.ts
var testCodes, testDescriptions;
var init_test = __esm({
  "src/core/codes/test.ts"() {
    "use strict";
    init_cjs_shims();
    init_wording();
    testCodes = {
      "test/unknown-node": {
        severity: "error",
        message: (p) => `${String(p.where)} names node ${q(p.id)}, but the spec has no node with this id${p.suggestion === void 0 ? "" : `; did you mean ${q(p.suggestion)}?`}`
      },
      "test/duplicate-case-name": {
        severity: "error",
        message: (p) => `case name ${q(p.name)} is already used by case ${String(p.first)}: names tell the cases apart in reports`
      },
      "test/not-a-webhook": { severity: "error", message: (p) => `node ${q(p.id)} is not a WEBHOOK node, so it has no route to expect` },
      "test/error-with-output": {
        severity: "error",
        message: () => `a result with an "error" is a failed node: it has no "output" or "evaluation" (remove them or the error)`
      },
      "test/spec-unreadable": { severity: "error", message: (p) => `cannot read the spec ${q(p.spec)}: ${String(p.reason)}` },
      "test/spec-invalid": {
        severity: "error",
        message: (p) => `the spec ${q(p.spec)} is not valid (${String(p.errors)} error${p.errors === 1 ? "" : "s"}): run agentspec check ${String(p.spec)}`
      },
      "test/spec-is-test-file": { severity: "error", message: (p) => `the spec ${q(p.spec)} is a test file; name the spec the cases run` }
    };
    testDescriptions = {
      "test/unknown-node": "A test case names a node the spec does not have.",
      "test/duplicate-case-name": "Two cases of one test file have the same name.",
      "test/not-a-webhook": "A test case expects a route of a node that is not a WEBHOOK node.",
      "test/error-with-output": "A mocked node result has an `error` and also an `output` or `evaluation`.",
      "test/spec-unreadable": "The spec a test file names cannot be read.",
      "test/spec-invalid": "The spec a test file names is not valid.",
      "test/spec-is-test-file": "A test file names another test file as its spec."
    };
  }
});

// src/validate/read.ts
function readJson(text, invalid = []) {
  const parsed = parseJsonText(text);
  if (!parsed.parsed || parsed.findings.length > 0 || invalid.length > 0) return { issues: locateFindings(text, [...invalid, ...parsed.findings], documentCodes()) };
  return { value: parsed.value };
}
var wording, documentCodes;
var init_read2 = __esm({
  "src/validate/read.ts"() {
    "use strict";
    init_cjs_shims();
    init_bundle();
    init_cli();
    init_test();
    init_text();
    init_validate();
    documentCodes = () => wording ??= { ...bundleCodes, ...testCodes, ...cliCodes };
  }
});

// schema/agentspec-test.schema.json
var agentspec_test_schema_default;
var init_agentspec_test_schema = __esm({
  "schema/agentspec-test.schema.json"() {
    agentspec_test_schema_default = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://cdn.jsdelivr.net/npm/agentspec-toolkit@0.2.0/schema/agentspec-test.schema.json",
      title: "AgentSpec test file",
      description: "Test cases for one AgentSpec V2 spec (a *.agentspec-test.json file, run by `agentspec test`): each case gives the inputs and every node's mocked result, and what the run must do.",
      type: "object",
      required: ["spec", "cases"],
      additionalProperties: false,
      properties: {
        $schema: {
          description: "The URL of this schema, for editors.",
          type: "string"
        },
        spec: {
          description: "The spec file the cases run, relative to this test file.",
          type: "string",
          minLength: 1
        },
        description: {
          description: "What the cases are about.",
          type: "string"
        },
        maxSteps: {
          description: "The most nodes a run may execute before it fails as a loop (default 100); a case may set its own.",
          type: "integer",
          minimum: 1
        },
        cases: {
          description: "The cases, run in order.",
          type: "array",
          minItems: 1,
          items: { $ref: "#/$defs/case" }
        }
      },
      $defs: {
        case: {
          title: "Case",
          description: "One run of the spec: its inputs, each node's result, and the expectations.",
          type: "object",
          required: ["name", "results", "expect"],
          additionalProperties: false,
          properties: {
            name: {
              description: "The case's name, unique within the file.",
              type: "string",
              minLength: 1
            },
            description: {
              description: "What the case shows.",
              type: "string"
            },
            input: { description: "The `input` source of conditions." },
            vars: {
              description: "The variables at the start of the run (the `vars` source); each node with an `outputVar` adds its output.",
              type: "object"
            },
            context: { description: "The `context` source of conditions." },
            state: { description: "The `state` source of conditions." },
            results: {
              description: "Each node's result, by node id: one result, or an array with the result of each visit in turn.",
              type: "object",
              additionalProperties: {
                if: { type: "array" },
                then: { items: { $ref: "#/$defs/result" } },
                else: { $ref: "#/$defs/result" }
              }
            },
            maxSteps: {
              description: "The most nodes this run may execute before it fails as a loop.",
              type: "integer",
              minimum: 1
            },
            expect: { $ref: "#/$defs/expect" }
          }
        },
        result: {
          title: "Node result",
          description: "What one visit of a node produced: its output and evaluation, or an error (a failed node).",
          type: "object",
          additionalProperties: false,
          properties: {
            output: { description: "Written to `vars[outputVar]`." },
            evaluation: {
              description: "Read by the node's own transitions (source `evaluation`) and by later `node` conditions: `scores.mean`, `structuredData.<field>`, `results[<i>].score`.",
              type: "object"
            },
            error: {
              description: "The node failed (for example a webhook whose relay was unavailable): later conditions read it as `evaluation.error`; no variable is written.",
              type: "object",
              required: ["code"],
              properties: {
                code: { description: "What failed, such as `relay-unavailable`.", type: "string", minLength: 1 },
                message: { description: "A human description.", type: "string" }
              }
            }
          }
        },
        expect: {
          title: "Expectations",
          description: "What the run must do. Every run must also end (no missing result, no loop) unless `status` says otherwise.",
          type: "object",
          additionalProperties: false,
          properties: {
            path: {
              description: "The node ids visited, in order, first node included.",
              type: "array",
              minItems: 1,
              items: { type: "string" }
            },
            end: {
              description: "The node the run ends at.",
              type: "string"
            },
            status: {
              description: "How the run ends: `ended` (the default), or `step-limit` for a run meant to loop.",
              enum: ["ended", "step-limit"]
            },
            routes: {
              description: "The route of webhook nodes that must run, by node id.",
              type: "object",
              additionalProperties: { enum: ["direct", "brazil", "us"] }
            },
            vars: {
              description: "Variables that must hold these values at the end (deep equality); others are not compared.",
              type: "object"
            }
          }
        }
      }
    };
  }
});

// src/schema/validate-test-file.js
function appendErrors3(into, more) {
  if (into === null) return more;
  for (let i = 0; i < more.length; i++) into.push(more[i]);
  return into;
}
function validate13(data, instancePath = "") {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0 || !func03.call(data, "name")) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.results === void 0 || !func03.call(data, "results")) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "results" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.expect === void 0 || !func03.call(data, "expect")) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "expect" } };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 of Object.keys(data)) {
      if (!func03.call(schema1_0, key0)) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.name !== void 0 && func03.call(data, "name")) {
      let data0 = data.name;
      if (typeof data0 === "string") {
        if (func4(data0) < 1) {
          const err4 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.description !== void 0 && func03.call(data, "description")) {
      if (typeof data.description !== "string") {
        const err6 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.vars !== void 0 && func03.call(data, "vars")) {
      let data2 = data.vars;
      if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
        const err7 = { instancePath: instancePath + "/vars", schemaPath: "#/properties/vars/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.results !== void 0 && func03.call(data, "results")) {
      let data3 = data.results;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        for (const key1 of Object.keys(data3)) {
          let data4 = data3[key1];
          const _errs12 = errors;
          let valid2 = true;
          const _errs13 = errors;
          if (!Array.isArray(data4)) {
            errors++;
          }
          var _valid0 = _errs13 === errors;
          errors = _errs12;
          if (vErrors !== null) {
            if (_errs12) {
              vErrors.length = _errs12;
            } else {
              vErrors = null;
            }
          }
          let ifClause0;
          if (_valid0) {
            const _errs15 = errors;
            if (Array.isArray(data4)) {
              const len0 = data4.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data5 = data4[i0];
                if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                  for (const key2 of Object.keys(data5)) {
                    if (!(key2 === "output" || key2 === "evaluation" || key2 === "error")) {
                      const err9 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/result/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 } };
                      if (vErrors === null) {
                        vErrors = [err9];
                      } else {
                        vErrors.push(err9);
                      }
                      errors++;
                    }
                  }
                  if (data5.evaluation !== void 0 && func03.call(data5, "evaluation")) {
                    let data6 = data5.evaluation;
                    if (!(data6 && typeof data6 == "object" && !Array.isArray(data6))) {
                      const err10 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0 + "/evaluation", schemaPath: "#/$defs/result/properties/evaluation/type", keyword: "type", params: { type: "object" } };
                      if (vErrors === null) {
                        vErrors = [err10];
                      } else {
                        vErrors.push(err10);
                      }
                      errors++;
                    }
                  }
                  if (data5.error !== void 0 && func03.call(data5, "error")) {
                    let data7 = data5.error;
                    if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                      if (data7.code === void 0 || !func03.call(data7, "code")) {
                        const err11 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0 + "/error", schemaPath: "#/$defs/result/properties/error/required", keyword: "required", params: { missingProperty: "code" } };
                        if (vErrors === null) {
                          vErrors = [err11];
                        } else {
                          vErrors.push(err11);
                        }
                        errors++;
                      }
                      if (data7.code !== void 0 && func03.call(data7, "code")) {
                        let data8 = data7.code;
                        if (typeof data8 === "string") {
                          if (func4(data8) < 1) {
                            const err12 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0 + "/error/code", schemaPath: "#/$defs/result/properties/error/properties/code/minLength", keyword: "minLength", params: { limit: 1 } };
                            if (vErrors === null) {
                              vErrors = [err12];
                            } else {
                              vErrors.push(err12);
                            }
                            errors++;
                          }
                        } else {
                          const err13 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0 + "/error/code", schemaPath: "#/$defs/result/properties/error/properties/code/type", keyword: "type", params: { type: "string" } };
                          if (vErrors === null) {
                            vErrors = [err13];
                          } else {
                            vErrors.push(err13);
                          }
                          errors++;
                        }
                      }
                      if (data7.message !== void 0 && func03.call(data7, "message")) {
                        if (typeof data7.message !== "string") {
                          const err14 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0 + "/error/message", schemaPath: "#/$defs/result/properties/error/properties/message/type", keyword: "type", params: { type: "string" } };
                          if (vErrors === null) {
                            vErrors = [err14];
                          } else {
                            vErrors.push(err14);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err15 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0 + "/error", schemaPath: "#/$defs/result/properties/error/type", keyword: "type", params: { type: "object" } };
                      if (vErrors === null) {
                        vErrors = [err15];
                      } else {
                        vErrors.push(err15);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err16 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/result/type", keyword: "type", params: { type: "object" } };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
            }
            var _valid0 = _errs15 === errors;
            valid2 = _valid0;
            ifClause0 = "then";
          } else {
            const _errs28 = errors;
            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
              for (const key3 of Object.keys(data4)) {
                if (!(key3 === "output" || key3 === "evaluation" || key3 === "error")) {
                  const err17 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/result/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 } };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
              }
              if (data4.evaluation !== void 0 && func03.call(data4, "evaluation")) {
                let data10 = data4.evaluation;
                if (!(data10 && typeof data10 == "object" && !Array.isArray(data10))) {
                  const err18 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/evaluation", schemaPath: "#/$defs/result/properties/evaluation/type", keyword: "type", params: { type: "object" } };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              }
              if (data4.error !== void 0 && func03.call(data4, "error")) {
                let data11 = data4.error;
                if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                  if (data11.code === void 0 || !func03.call(data11, "code")) {
                    const err19 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/error", schemaPath: "#/$defs/result/properties/error/required", keyword: "required", params: { missingProperty: "code" } };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                  if (data11.code !== void 0 && func03.call(data11, "code")) {
                    let data12 = data11.code;
                    if (typeof data12 === "string") {
                      if (func4(data12) < 1) {
                        const err20 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/error/code", schemaPath: "#/$defs/result/properties/error/properties/code/minLength", keyword: "minLength", params: { limit: 1 } };
                        if (vErrors === null) {
                          vErrors = [err20];
                        } else {
                          vErrors.push(err20);
                        }
                        errors++;
                      }
                    } else {
                      const err21 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/error/code", schemaPath: "#/$defs/result/properties/error/properties/code/type", keyword: "type", params: { type: "string" } };
                      if (vErrors === null) {
                        vErrors = [err21];
                      } else {
                        vErrors.push(err21);
                      }
                      errors++;
                    }
                  }
                  if (data11.message !== void 0 && func03.call(data11, "message")) {
                    if (typeof data11.message !== "string") {
                      const err22 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/error/message", schemaPath: "#/$defs/result/properties/error/properties/message/type", keyword: "type", params: { type: "string" } };
                      if (vErrors === null) {
                        vErrors = [err22];
                      } else {
                        vErrors.push(err22);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err23 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/error", schemaPath: "#/$defs/result/properties/error/type", keyword: "type", params: { type: "object" } };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              }
            } else {
              const err24 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/result/type", keyword: "type", params: { type: "object" } };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            var _valid0 = _errs28 === errors;
            valid2 = _valid0;
            ifClause0 = "else";
          }
          if (!valid2) {
            const err25 = { instancePath: instancePath + "/results/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/results/additionalProperties/if", keyword: "if", params: { failingKeyword: ifClause0 } };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
      } else {
        const err26 = { instancePath: instancePath + "/results", schemaPath: "#/properties/results/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.maxSteps !== void 0 && func03.call(data, "maxSteps")) {
      let data14 = data.maxSteps;
      if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
        const err27 = { instancePath: instancePath + "/maxSteps", schemaPath: "#/properties/maxSteps/type", keyword: "type", params: { type: "integer" } };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      if (typeof data14 == "number" && isFinite(data14)) {
        if (data14 < 1 || isNaN(data14)) {
          const err28 = { instancePath: instancePath + "/maxSteps", schemaPath: "#/properties/maxSteps/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      }
    }
    if (data.expect !== void 0 && func03.call(data, "expect")) {
      let data15 = data.expect;
      if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
        for (const key4 of Object.keys(data15)) {
          if (!(key4 === "path" || key4 === "end" || key4 === "status" || key4 === "routes" || key4 === "vars")) {
            const err29 = { instancePath: instancePath + "/expect", schemaPath: "#/$defs/expect/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 } };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data15.path !== void 0 && func03.call(data15, "path")) {
          let data16 = data15.path;
          if (Array.isArray(data16)) {
            if (data16.length < 1) {
              const err30 = { instancePath: instancePath + "/expect/path", schemaPath: "#/$defs/expect/properties/path/minItems", keyword: "minItems", params: { limit: 1 } };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
            const len1 = data16.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (typeof data16[i1] !== "string") {
                const err31 = { instancePath: instancePath + "/expect/path/" + i1, schemaPath: "#/$defs/expect/properties/path/items/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
          } else {
            const err32 = { instancePath: instancePath + "/expect/path", schemaPath: "#/$defs/expect/properties/path/type", keyword: "type", params: { type: "array" } };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data15.end !== void 0 && func03.call(data15, "end")) {
          if (typeof data15.end !== "string") {
            const err33 = { instancePath: instancePath + "/expect/end", schemaPath: "#/$defs/expect/properties/end/type", keyword: "type", params: { type: "string" } };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data15.status !== void 0 && func03.call(data15, "status")) {
          let data19 = data15.status;
          if (!(data19 === "ended" || data19 === "step-limit")) {
            const err34 = { instancePath: instancePath + "/expect/status", schemaPath: "#/$defs/expect/properties/status/enum", keyword: "enum", params: { allowedValues: schema4_1 } };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data15.routes !== void 0 && func03.call(data15, "routes")) {
          let data20 = data15.routes;
          if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
            for (const key5 of Object.keys(data20)) {
              let data21 = data20[key5];
              if (!(data21 === "direct" || data21 === "brazil" || data21 === "us")) {
                const err35 = { instancePath: instancePath + "/expect/routes/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/expect/properties/routes/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema4_2 } };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
          } else {
            const err36 = { instancePath: instancePath + "/expect/routes", schemaPath: "#/$defs/expect/properties/routes/type", keyword: "type", params: { type: "object" } };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data15.vars !== void 0 && func03.call(data15, "vars")) {
          let data22 = data15.vars;
          if (!(data22 && typeof data22 == "object" && !Array.isArray(data22))) {
            const err37 = { instancePath: instancePath + "/expect/vars", schemaPath: "#/$defs/expect/properties/vars/type", keyword: "type", params: { type: "object" } };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
      } else {
        const err38 = { instancePath: instancePath + "/expect", schemaPath: "#/$defs/expect/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
  } else {
    const err39 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err39];
    } else {
      vErrors.push(err39);
    }
    errors++;
  }
  validate13.errors = vErrors;
  return errors === 0;
}
function validate03(data, instancePath = "") {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.spec === void 0 || !func03.call(data, "spec")) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "spec" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.cases === void 0 || !func03.call(data, "cases")) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cases" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 of Object.keys(data)) {
      if (!(key0 === "$schema" || key0 === "spec" || key0 === "description" || key0 === "maxSteps" || key0 === "cases")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0 && func03.call(data, "$schema")) {
      if (typeof data.$schema !== "string") {
        const err3 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.spec !== void 0 && func03.call(data, "spec")) {
      let data1 = data.spec;
      if (typeof data1 === "string") {
        if (func4(data1) < 1) {
          const err4 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/minLength", keyword: "minLength", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/spec", schemaPath: "#/properties/spec/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.description !== void 0 && func03.call(data, "description")) {
      if (typeof data.description !== "string") {
        const err6 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.maxSteps !== void 0 && func03.call(data, "maxSteps")) {
      let data3 = data.maxSteps;
      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
        const err7 = { instancePath: instancePath + "/maxSteps", schemaPath: "#/properties/maxSteps/type", keyword: "type", params: { type: "integer" } };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 < 1 || isNaN(data3)) {
          const err8 = { instancePath: instancePath + "/maxSteps", schemaPath: "#/properties/maxSteps/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
    if (data.cases !== void 0 && func03.call(data, "cases")) {
      let data4 = data.cases;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err9 = { instancePath: instancePath + "/cases", schemaPath: "#/properties/cases/minItems", keyword: "minItems", params: { limit: 1 } };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate13(data4[i0], instancePath + "/cases/" + i0)) {
            vErrors = appendErrors3(vErrors, validate13.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/cases", schemaPath: "#/properties/cases/type", keyword: "type", params: { type: "array" } };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate03.errors = vErrors;
  return errors === 0;
}
var schema1_0, schema4_1, schema4_2, validateTestFile, func03, func4;
var init_validate_test_file = __esm({
  "src/schema/validate-test-file.js"() {
    "use strict";
    init_cjs_shims();
    schema1_0 = { "name": { "type": "string", "minLength": 1 }, "description": { "type": "string" }, "input": {}, "vars": { "type": "object" }, "context": {}, "state": {}, "results": { "type": "object", "additionalProperties": { "if": { "type": "array" }, "then": { "items": { "$ref": "#/$defs/result" } }, "else": { "$ref": "#/$defs/result" } } }, "maxSteps": { "type": "integer", "minimum": 1 }, "expect": { "$ref": "#/$defs/expect" } };
    schema4_1 = ["ended", "step-limit"];
    schema4_2 = ["direct", "brazil", "us"];
    validateTestFile = validate03;
    func03 = Object.prototype.hasOwnProperty;
    func4 = function(str3) {
      const len = str3.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str3.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str3.charCodeAt(pos);
          if ((value & 64512) === 56320) pos++;
        }
      }
      return length;
    };
  }
});

// src/conditions/values.ts
function deepEqual(actual, operand) {
  if (actual === operand) return true;
  if (typeof operand !== "object" || operand === null || typeof actual !== "object" || actual === null) return false;
  if (Array.isArray(operand)) {
    if (!Array.isArray(actual) || actual.length !== operand.length) return false;
    for (let i = 0; i < operand.length; i++) if (!hasOwn6.call(actual, i) || !deepEqual(actual[i], operand[i])) return false;
    return true;
  }
  if (Array.isArray(actual)) return false;
  const keys = Object.keys(operand);
  if (Object.keys(actual).length !== keys.length) return false;
  for (const k of keys) {
    if (!isEnumerable.call(actual, k)) return false;
    if (!deepEqual(actual[k], operand[k])) return false;
  }
  return true;
}
function compareCodePoints(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 55296 || y >= 55296) {
      const at2 = i > 0 && (a.codePointAt(i - 1) > 65535 || b.codePointAt(i - 1) > 65535) ? i - 1 : i;
      x = a.codePointAt(at2);
      y = b.codePointAt(at2);
    }
    return x < y ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}
function containsByCodePoint(part) {
  if (!/^[\udc00-\udfff]|[\ud800-\udbff]$/.test(part)) return void 0;
  return (s) => {
    for (let at2 = s.indexOf(part); at2 >= 0; at2 = s.indexOf(part, at2 + 1)) if (!inPair(s, at2) && !inPair(s, at2 + part.length)) return true;
    return false;
  };
}
function codePointLength(s) {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 55296 && c <= 56319) {
      const d = s.charCodeAt(i + 1);
      if (d >= 56320 && d <= 57343) {
        n--;
        i++;
      }
    }
  }
  return n;
}
function lengthOf(v) {
  if (typeof v === "string") return codePointLength(v);
  if (typeof v !== "object" || v === null) return void 0;
  if (Array.isArray(v)) return v.length;
  return Object.keys(v).length;
}
function isEmptyValue(v) {
  if (v === void 0 || v === null || v === "") return true;
  if (typeof v !== "object") return false;
  if (Array.isArray(v)) return v.length === 0;
  for (const k in v) if (hasOwn6.call(v, k)) return false;
  return true;
}
var hasOwn6, isEnumerable, PAIR, inPair;
var init_values = __esm({
  "src/conditions/values.ts"() {
    "use strict";
    init_cjs_shims();
    hasOwn6 = Object.prototype.hasOwnProperty;
    isEnumerable = Object.prototype.propertyIsEnumerable;
    PAIR = /[\ud800-\udbff][\udc00-\udfff]/;
    inPair = (s, i) => i > 0 && PAIR.test(s.slice(i - 1, i + 1));
  }
});

// src/conditions/instant.ts
function daysFromCivil(y, m, d) {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}
function daysInMonth(y, m) {
  if (m === 2) return y % 4 === 0 && y % 100 !== 0 || y % 400 === 0 ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}
function parseInstant(s) {
  if (s.length < 20 || s.charCodeAt(4) !== 45) return void 0;
  const m = DATE_TIME.exec(s);
  if (m === null) return void 0;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = Number(m[6]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return void 0;
  if (hour > 23 || minute > 59 || second > 60) return void 0;
  let offset = 0;
  if (m[8] === void 0) {
    const oh = Number(m[10]);
    const om = Number(m[11]);
    if (oh > 23 || om > 59) return void 0;
    offset = (oh * 60 + om) * (m[9] === "-" ? -1 : 1);
  }
  const frac = m[7] ?? "";
  const millis = Number((frac + "000").slice(0, 3));
  const sub = frac.slice(3).replace(/0+$/, "");
  const ms = ((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute - offset) * 6e4 + second * 1e3 + millis;
  return { ms, sub };
}
function compareInstants(a, b) {
  if (a.ms !== b.ms) return a.ms < b.ms ? -1 : 1;
  const n = Math.max(a.sub.length, b.sub.length);
  const x = a.sub.padEnd(n, "0");
  const y = b.sub.padEnd(n, "0");
  return x === y ? 0 : x < y ? -1 : 1;
}
var DATE_TIME;
var init_instant = __esm({
  "src/conditions/instant.ts"() {
    "use strict";
    init_cjs_shims();
    DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;
  }
});

// src/conditions/ops.ts
function equals(operand) {
  return isPrimitive(operand) ? (a) => a === operand : (a) => deepEqual(a, operand);
}
function ordering(comparator, words2) {
  const num2 = comparators[comparator];
  return {
    operand: "json",
    left: "value",
    test(operand) {
      if (typeof operand === "number") return (a) => typeof a === "number" && num2(a, operand);
      if (typeof operand !== "string") return () => false;
      const instant = parseInstant(operand);
      if (instant === void 0) return (a) => typeof a === "string" && num2(compareCodePoints(a, operand), 0);
      return (a) => {
        if (typeof a !== "string") return false;
        const other = parseInstant(a);
        return num2(other === void 0 ? compareCodePoints(a, operand) : compareInstants(other, instant), 0);
      };
    },
    why: orderable,
    // A number operand compares numbers only: the same test as above, written out.
    inline: (operand) => typeof operand === "number" ? (v, lit) => `(typeof ${v} === "number" && ${v} ${SYMBOL[comparator]} ${lit(operand)})` : void 0,
    words: words2
  };
}
function positiveOf(op) {
  const entry = ops[op];
  return "complementOf" in entry ? { spec: ops[entry.complementOf], negate: true } : { spec: entry, negate: false };
}
var hasOwn7, isPrimitive, inlineEquals, comparators, comparatorDocs, OK, noCoercion, orderable, SYMBOL, SET_THRESHOLD, ops;
var init_ops = __esm({
  "src/conditions/ops.ts"() {
    "use strict";
    init_cjs_shims();
    init_json();
    init_instant();
    init_limits();
    init_values();
    hasOwn7 = Object.prototype.hasOwnProperty;
    isPrimitive = (v) => v === null || typeof v !== "object";
    inlineEquals = (operand) => isPrimitive(operand) ? (v, lit) => `${v} === ${lit(operand)}` : void 0;
    comparators = {
      eq: (a, b) => a === b,
      gt: (a, b) => a > b,
      gte: (a, b) => a >= b,
      lt: (a, b) => a < b,
      lte: (a, b) => a <= b
    };
    comparatorDocs = {
      eq: "Length equals `value`.",
      gt: "Length is greater than `value`.",
      gte: "Length is greater than or equal to `value`.",
      lt: "Length is less than `value`.",
      lte: "Length is less than or equal to `value`."
    };
    OK = { reason: "OK" };
    noCoercion = (actual, operand) => jsonType(actual, false) === jsonType(operand, false) ? OK : { reason: "TYPE_MISMATCH", note: `no coercion: ${jsonType(actual, false)} is not ${jsonType(operand, false)}` };
    orderable = (actual, operand) => typeof actual === "number" && typeof operand === "number" || typeof actual === "string" && typeof operand === "string" ? OK : { reason: "TYPE_MISMATCH", note: `orders numbers with numbers and strings with strings, not ${jsonType(actual, false)} with ${jsonType(operand, false)}` };
    SYMBOL = { eq: "===", gt: ">", gte: ">=", lt: "<", lte: "<=" };
    SET_THRESHOLD = 8;
    ops = {
      eq: { operand: "json", left: "value", test: equals, why: noCoercion, inline: inlineEquals, words: { symbol: "=", phrase: "is", doc: 'Equal: deep equality, no coercion (`"7"` is not `7`).', aliases: ["equals", "==", "==="] } },
      neq: { complementOf: "eq", words: { symbol: "\u2260", phrase: "is not", doc: "Not equal: exactly the complement of `eq`.", aliases: ["notEquals", "!=", "!=="] } },
      gt: /* @__PURE__ */ ordering("gt", { symbol: ">", phrase: "is greater than", doc: "Greater than: numbers numerically, strings by code point (RFC 3339 date-times by instant).", aliases: ["greaterThan", ">"] }),
      gte: /* @__PURE__ */ ordering("gte", { symbol: "\u2265", phrase: "is at least", doc: "Greater than or equal (numbers, strings, date-times).", aliases: [">="] }),
      lt: /* @__PURE__ */ ordering("lt", { symbol: "<", phrase: "is less than", doc: "Less than (numbers, strings, date-times).", aliases: ["lessThan", "<"] }),
      lte: /* @__PURE__ */ ordering("lte", { symbol: "\u2264", phrase: "is at most", doc: "Less than or equal (numbers, strings, date-times).", aliases: ["<="] }),
      in: {
        operand: "array",
        left: "value",
        test(list3) {
          if (list3.length > SET_THRESHOLD && list3.every(isPrimitive)) {
            const set = new Set(list3);
            return (a) => a !== void 0 && set.has(a);
          }
          const tests = list3.map(equals);
          return (a) => {
            if (a === void 0) return false;
            for (const t of tests) if (t(a)) return true;
            return false;
          };
        },
        why: (actual, list3) => list3.length === 0 || list3.some((x) => jsonType(x, false) === jsonType(actual, false)) ? OK : { reason: "TYPE_MISMATCH", note: `no coercion: no ${jsonType(actual, false)} in the list` },
        words: { symbol: "in", phrase: "is one of", doc: "In: `value` is an array and holds an item equal to the value at `path`." }
      },
      notIn: { complementOf: "in", words: { symbol: "not in", phrase: "is none of", doc: "Not in: the complement of `in`." } },
      contains: {
        operand: "json",
        left: "value",
        test(operand) {
          const eq = equals(operand);
          const inArray = (a) => {
            for (let i = 0; i < a.length; i++) if (hasOwn7.call(a, i) && eq(a[i])) return true;
            return false;
          };
          if (typeof operand === "string") {
            const within = containsByCodePoint(operand);
            if (within !== void 0) return (a) => typeof a === "string" ? within(a) : Array.isArray(a) && inArray(a);
            return (a) => typeof a === "string" ? a.includes(operand) : Array.isArray(a) && inArray(a);
          }
          return (a) => Array.isArray(a) && inArray(a);
        },
        why: (actual, operand) => Array.isArray(actual) || typeof actual === "string" && typeof operand === "string" ? OK : { reason: "TYPE_MISMATCH", note: `contains looks in a string for a string or in an array, not in ${jsonType(actual, false)} for ${jsonType(operand, false)}` },
        words: { symbol: "contains", phrase: "contains", doc: "Contains: a substring of a string, or an item of an array equal to `value`." }
      },
      exists: { left: "value", test: () => (a) => a !== void 0, inline: () => (v) => `${v} !== undefined`, words: { symbol: "exists", phrase: "exists", doc: "Exists: the path resolves (`null` exists). Takes no `value`." } },
      notExists: { complementOf: "exists", words: { symbol: "does not exist", phrase: "does not exist", doc: "Not exists: the path does not resolve. Takes no `value`." } },
      isEmpty: { left: "value", test: () => isEmptyValue, words: { symbol: "is empty", phrase: "is empty", doc: 'Is empty: missing, `null`, `""`, `[]` or `{}`. Takes no `value`.' } },
      isNotEmpty: { complementOf: "isEmpty", words: { symbol: "is not empty", phrase: "is not empty", doc: "Is not empty: the complement of `isEmpty`. Takes no `value`." } },
      isNull: { left: "value", test: () => (a) => a === void 0 || a === null, inline: () => (v) => `(${v} === undefined || ${v} === null)`, words: { symbol: "is null", phrase: "is null", doc: "Is null: missing or `null`. Takes no `value`." } },
      isNotNull: { complementOf: "isNull", words: { symbol: "is not null", phrase: "is not null", doc: "Is not null: the complement of `isNull`. Takes no `value`." } },
      regex: {
        operand: "pattern",
        left: "value",
        test(p) {
          return (a) => typeof a === "string" && a.length <= MAX_REGEX_INPUT_LENGTH && p.test(a);
        },
        why(actual) {
          if (typeof actual !== "string") return { reason: "TYPE_MISMATCH", note: `regex reads strings, not ${jsonType(actual, false)}` };
          if (actual.length > MAX_REGEX_INPUT_LENGTH) {
            return { reason: "INPUT_TOO_LONG", note: `${actual.length} characters; a regex reads at most ${MAX_REGEX_INPUT_LENGTH}` };
          }
          return OK;
        },
        words: { symbol: "matches", phrase: "matches the pattern", doc: "Regex: `value` is an RE2 pattern searched (unanchored) in the string at `path`; linear time.", aliases: ["matches"] }
      },
      length: {
        operand: "length",
        left: "length",
        test({ comparator, value }) {
          const cmp = comparators[comparator];
          return (a) => {
            const n = lengthOf(a);
            return n !== void 0 && cmp(n, value);
          };
        },
        countTest({ comparator, value }) {
          const cmp = comparators[comparator];
          return (n) => n !== void 0 && cmp(n, value);
        },
        why(actual) {
          const n = lengthOf(actual);
          return n === void 0 ? { reason: "TYPE_MISMATCH", note: `length applies to strings, arrays and objects, not ${jsonType(actual, false)}` } : { reason: "OK", note: `length ${n}` };
        },
        showOperand(value, show) {
          const v = value;
          return `${String(v.comparator)} ${show(v.value)}`;
        },
        words: { symbol: "length of", phrase: "the length of", doc: "Length: the length (code points, items or keys) is compared with `value.value` by `value.comparator`." }
      }
    };
  }
});

// src/conditions/explain.ts
function explainLeaf(leaf, evaluator, ctx) {
  const result2 = evaluator(ctx);
  let actual;
  let why;
  try {
    actual = readPath(ctx, leaf.plan);
    if (actual === void 0) {
      why = { reason: hasOwn8.call(leaf, "node") && readPath(ctx, leaf.node) === void 0 ? "NODE_NOT_RUN" : "MISSING_PATH" };
    } else {
      if (typeof actual === "object" && actual !== null && hasOwn8.call(leaf, "test")) leaf.test(actual);
      const explainWhy = positiveOf(leaf.op).spec.why;
      why = explainWhy === void 0 ? OK2 : explainWhy(actual, leaf.operand);
    }
  } catch (error) {
    actual = void 0;
    why = { reason: "MISSING_PATH", note: `the value could not be read: ${String(error)}` };
  }
  const node2 = { kind: "comparison", result: result2, pointer: leaf.pointer, source: leaf.source, path: leaf.path, op: leaf.op, reason: why.reason };
  if (hasOwn8.call(leaf, "of")) node2.of = leaf.of;
  if (hasOwn8.call(leaf, "value")) node2.value = leaf.value;
  if (actual !== void 0) node2.actual = actual;
  if (why.note !== void 0) node2.note = why.note;
  return node2;
}
function explainNode(ir, leaves, ctx) {
  if (ir.kind === "comparison") return explainLeaf(ir, leaves.get(ir), ctx);
  const children = ir.children.map((c) => explainNode(c, leaves, ctx));
  const result2 = ir.kind === "all" ? children.every((c) => c.result) : ir.kind === "any" ? children.some((c) => c.result) : !children[0].result;
  return { kind: ir.kind, result: result2, pointer: ir.pointer, children };
}
function preview(v, limit = VALUE_LIMIT) {
  let out = "";
  const put2 = (s) => {
    out += s;
    return out.length <= limit;
  };
  const go = (x, depth) => {
    if (x === null || typeof x === "boolean" || typeof x === "number") return put2(String(x));
    if (typeof x === "string") return put2(JSON.stringify(x.length > limit ? x.slice(0, limit + 1) : x));
    if (typeof x !== "object") return put2(typeof x === "bigint" ? `${x}n` : typeof x);
    if (depth > 3) return put2("\u2026");
    if (Array.isArray(x)) {
      if (!put2("[")) return false;
      for (let i = 0; i < x.length; i++) if (!put2(i > 0 ? ", " : "") || hasOwn8.call(x, i) && !go(x[i], depth + 1)) return false;
      return put2("]");
    }
    if (!put2("{")) return false;
    let first = true;
    for (const k of Object.keys(x)) {
      if (!put2(first ? "" : ", ") || !put2(`${JSON.stringify(k)}: `) || !go(x[k], depth + 1)) return false;
      first = false;
    }
    return put2("}");
  };
  try {
    go(v, 0);
  } catch {
    return "?";
  }
  return out.length <= limit ? out : `${out.slice(0, limit - 1)}\u2026`;
}
function leafText(n) {
  const source = hasOwn8.call(n, "of") ? `node(${n.of})` : n.source;
  const seen = hasOwn8.call(n, "actual") ? preview(n.actual) : n.reason === "NODE_NOT_RUN" ? "node not run" : "missing";
  let operand = "";
  if (hasOwn8.call(n, "value")) {
    const show = hasOwn8.call(ops, n.op) ? positiveOf(n.op).spec.showOperand : void 0;
    operand = ` ${show === void 0 ? preview(n.value) : show(n.value, (v) => preview(v))}`;
  }
  const note = hasOwn8.call(n, "note") ? ` (${n.note})` : "";
  return `${source} ${n.path} (${seen}) ${n.op}${operand} \u2192 ${n.result}${note}`;
}
function explainText(tree, limit = TEXT_LIMIT) {
  let out = "";
  const go = (n) => {
    if (n.kind === "comparison") {
      out += leafText(n).replace(UNSAFE, escapeUnit);
      return out.length <= limit;
    }
    out += `${n.kind}(`;
    for (let i = 0; i < n.children.length; i++) {
      if (i > 0) out += ", ";
      if (out.length > limit || !go(n.children[i])) return false;
    }
    out += `) \u2192 ${n.result}`;
    return out.length <= limit;
  };
  go(tree);
  if (out.length <= limit) return out;
  const cut = (out.charCodeAt(limit - 2) & 64512) === 55296 ? limit - 2 : limit - 1;
  return `${out.slice(0, cut)}\u2026`;
}
function explainTree(ir, leaves, ctx) {
  const tree = explainNode(ir, leaves, ctx);
  return { result: tree.result, text: explainText(tree), tree };
}
var hasOwn8, OK2, TEXT_LIMIT, VALUE_LIMIT, UNSAFE, escapeUnit;
var init_explain = __esm({
  "src/conditions/explain.ts"() {
    "use strict";
    init_cjs_shims();
    init_ops();
    init_path();
    hasOwn8 = Object.prototype.hasOwnProperty;
    OK2 = { reason: "OK" };
    TEXT_LIMIT = 400;
    VALUE_LIMIT = 40;
    UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
    escapeUnit = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  }
});

// src/workflow/expect.ts
function decision(step2) {
  if (step2 === void 0) return "";
  if (step2.taken === void 0) return `; at ${q2(step2.node)} no transition held, so the run ended there`;
  return `; at ${q2(step2.node)} transition ${step2.taken.index + 1} (to ${q2(step2.taken.to)}) was the first that held`;
}
function statusMessage(sim, expected) {
  switch (sim.status) {
    case "missing-result":
      return `node ${q2(sim.missing.node)} has no result${sim.missing.visit > 1 ? ` for its visit ${sim.missing.visit}` : ""}: give one in "results"`;
    case "invalid-result":
      return `the result of node ${q2(sim.invalid.node)}${sim.invalid.visit > 1 ? ` (visit ${sim.invalid.visit})` : ""} cannot be used: ${sim.invalid.reason}`;
    case "step-limit":
      return `the run did not end within ${sim.steps.length} steps${sim.loop ? `: it loops ${sim.loop.map(q2).join(" \u2192 ")}` : ""}`;
    default:
      return `the run ended at ${q2(sim.end)} after ${sim.steps.length} steps, but ${q2(expected)} was expected`;
  }
}
function divergence(sim, expected) {
  const n = Math.min(sim.path.length, expected.length);
  let i = 0;
  while (i < n && sim.path[i] === expected[i]) i++;
  return i;
}
function checkExpectations(sim, expect) {
  const out = [];
  const expectedStatus = expect.status ?? "ended";
  const last2 = sim.steps[sim.steps.length - 1];
  if (sim.status !== expectedStatus) {
    const m = { kind: "status", expected: expectedStatus, actual: sim.status, message: statusMessage(sim, expectedStatus) };
    if (last2 !== void 0) m.step = last2;
    out.push(m);
  }
  const cut = sim.status === "missing-result" || sim.status === "invalid-result";
  const stopped = sim.status === "step-limit";
  if (expect.path !== void 0) {
    const at2 = divergence(sim, expect.path);
    const real = at2 < sim.path.length || !cut && at2 < expect.path.length;
    if (real) {
      const step2 = at2 > 0 ? sim.steps[at2 - 1] : void 0;
      const got = at2 < sim.path.length ? `went to ${q2(sim.path[at2])}` : "ended";
      const want = at2 < expect.path.length ? `${q2(expect.path[at2])} was expected` : "the path was expected to end";
      const where2 = at2 === 0 ? "the run starts at the first node" : `after ${q2(sim.path[at2 - 1])} (position ${at2 + 1})`;
      const m = { kind: "path", at: at2, expected: [...expect.path], actual: [...sim.path], message: `the path left the expectation ${where2}: it ${got}, ${want}${at2 === 0 ? "" : decision(step2)}` };
      if (step2 !== void 0) m.step = step2;
      if (cut) out.unshift(m);
      else out.push(m);
    }
  }
  if (expect.end !== void 0 && !cut && !stopped && sim.end !== expect.end) {
    const m = { kind: "end", expected: expect.end, actual: sim.end, message: `the run ended at ${q2(sim.end)}, not ${q2(expect.end)}${decision(last2)}` };
    if (last2 !== void 0) m.step = last2;
    out.push(m);
  }
  for (const node2 of Object.keys(expect.routes ?? {})) {
    const expected = expect.routes[node2];
    const step2 = sim.steps.find((s) => s.node === node2);
    if (step2 === void 0) out.push({ kind: "route", node: node2, expected, message: `node ${q2(node2)} never ran, so its route ${q2(expected)} was not taken` });
    else if (step2.route !== expected) {
      const m = { kind: "route", node: node2, expected, message: step2.route === void 0 ? `node ${q2(node2)} is not a webhook node: it has no route` : `node ${q2(node2)} runs on route ${q2(step2.route)}, not ${q2(expected)}` };
      if (step2.route !== void 0) m.actual = step2.route;
      out.push(m);
    }
  }
  for (const name2 of Object.keys(expect.vars ?? {})) {
    const expected = expect.vars[name2];
    const present = own2(sim.vars, name2);
    const actual = present ? sim.vars[name2] : void 0;
    if (present && deepEqual(actual, expected)) continue;
    const m = { kind: "var", name: name2, expected, message: present ? `vars.${name2} is ${preview(actual)}, not ${preview(expected)}` : `vars.${name2} was never set; ${preview(expected)} was expected` };
    if (present) m.actual = actual;
    out.push(m);
  }
  return out;
}
var q2, own2;
var init_expect = __esm({
  "src/workflow/expect.ts"() {
    "use strict";
    init_cjs_shims();
    init_values();
    init_explain();
    q2 = (s) => JSON.stringify(s);
    own2 = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
  }
});

// src/conditions/kit.generated.ts
var isArray3, getProto3, hasOwn9, OP3, AP2, copies;
var init_kit_generated = __esm({
  "src/conditions/kit.generated.ts"() {
    "use strict";
    init_cjs_shims();
    isArray3 = Array.isArray;
    getProto3 = Object.getPrototypeOf;
    hasOwn9 = Object.prototype.hasOwnProperty;
    OP3 = Object.prototype;
    AP2 = Array.prototype;
    copies = {
      leaf1: [
        // leaf1 0
        (first, k1, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf1 1
        (first, k1, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf1 2
        (first, k1, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf1 3
        (first, k1, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf1 4
        (first, k1, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf1 5
        (first, k1, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf1 6
        (first, k1, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf1 7
        (first, k1, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf1 8
        (first, k1, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf1 9
        (first, k1, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf1 10
        (first, k1, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf1 11
        (first, k1, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf1 12
        (first, k1, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf1 13
        (first, k1, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf1 14
        (first, k1, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf1 15
        (first, k1, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        }
      ],
      leaf2: [
        // leaf2 0
        (first, k1, k2, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf2 1
        (first, k1, k2, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf2 2
        (first, k1, k2, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf2 3
        (first, k1, k2, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf2 4
        (first, k1, k2, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf2 5
        (first, k1, k2, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf2 6
        (first, k1, k2, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf2 7
        (first, k1, k2, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf2 8
        (first, k1, k2, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf2 9
        (first, k1, k2, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf2 10
        (first, k1, k2, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf2 11
        (first, k1, k2, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf2 12
        (first, k1, k2, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf2 13
        (first, k1, k2, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf2 14
        (first, k1, k2, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf2 15
        (first, k1, k2, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        }
      ],
      leaf3: [
        // leaf3 0
        (first, k1, k2, k3, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k3 === "string") {
              if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return miss;
              o = o[k3];
            } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
              o = o[k3];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf3 1
        (first, k1, k2, k3, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k3 === "string") {
              if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return miss;
              o = o[k3];
            } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
              o = o[k3];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf3 2
        (first, k1, k2, k3, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k3 === "string") {
              if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return miss;
              o = o[k3];
            } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
              o = o[k3];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf3 3
        (first, k1, k2, k3, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k3 === "string") {
              if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return miss;
              o = o[k3];
            } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
              o = o[k3];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf3 4
        (first, k1, k2, k3, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k3 === "string") {
              if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return miss;
              o = o[k3];
            } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
              o = o[k3];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf3 5
        (first, k1, k2, k3, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k3 === "string") {
              if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return miss;
              o = o[k3];
            } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
              o = o[k3];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf3 6
        (first, k1, k2, k3, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k3 === "string") {
              if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return miss;
              o = o[k3];
            } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
              o = o[k3];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf3 7
        (first, k1, k2, k3, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k3 === "string") {
              if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return miss;
              o = o[k3];
            } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
              o = o[k3];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf3 8
        (first, k1, k2, k3, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k3 === "string") {
              if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return miss;
              o = o[k3];
            } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
              o = o[k3];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf3 9
        (first, k1, k2, k3, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k3 === "string") {
              if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return miss;
              o = o[k3];
            } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
              o = o[k3];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf3 10
        (first, k1, k2, k3, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k3 === "string") {
              if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return miss;
              o = o[k3];
            } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
              o = o[k3];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf3 11
        (first, k1, k2, k3, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k3 === "string") {
              if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return miss;
              o = o[k3];
            } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
              o = o[k3];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf3 12
        (first, k1, k2, k3, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k3 === "string") {
              if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return miss;
              o = o[k3];
            } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
              o = o[k3];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf3 13
        (first, k1, k2, k3, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k3 === "string") {
              if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return miss;
              o = o[k3];
            } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
              o = o[k3];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf3 14
        (first, k1, k2, k3, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k3 === "string") {
              if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return miss;
              o = o[k3];
            } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
              o = o[k3];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf3 15
        (first, k1, k2, k3, test, neg, miss) => (x) => {
          try {
            let o = first(x);
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k1 === "string") {
              if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return miss;
              o = o[k1];
            } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
              o = o[k1];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k2 === "string") {
              if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return miss;
              o = o[k2];
            } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
              o = o[k2];
            } else return miss;
            if (o === void 0) return miss;
            if (typeof o !== "object" || o === null) return miss;
            if (typeof k3 === "string") {
              if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return miss;
              o = o[k3];
            } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
              o = o[k3];
            } else return miss;
            if (o === void 0) return miss;
            return test(o) !== neg;
          } catch {
            return miss;
          }
        }
      ],
      read1: [
        // read1 0
        (first, k1) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read1 1
        (first, k1) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read1 2
        (first, k1) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read1 3
        (first, k1) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read1 4
        (first, k1) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read1 5
        (first, k1) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read1 6
        (first, k1) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read1 7
        (first, k1) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        }
      ],
      read2: [
        // read2 0
        (first, k1, k2) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k2 === "string") {
            if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return void 0;
            o = o[k2];
          } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
            o = o[k2];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read2 1
        (first, k1, k2) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k2 === "string") {
            if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return void 0;
            o = o[k2];
          } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
            o = o[k2];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read2 2
        (first, k1, k2) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k2 === "string") {
            if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return void 0;
            o = o[k2];
          } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
            o = o[k2];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read2 3
        (first, k1, k2) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k2 === "string") {
            if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return void 0;
            o = o[k2];
          } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
            o = o[k2];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read2 4
        (first, k1, k2) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k2 === "string") {
            if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return void 0;
            o = o[k2];
          } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
            o = o[k2];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read2 5
        (first, k1, k2) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k2 === "string") {
            if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return void 0;
            o = o[k2];
          } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
            o = o[k2];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read2 6
        (first, k1, k2) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k2 === "string") {
            if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return void 0;
            o = o[k2];
          } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
            o = o[k2];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read2 7
        (first, k1, k2) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k2 === "string") {
            if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return void 0;
            o = o[k2];
          } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
            o = o[k2];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        }
      ],
      read3: [
        // read3 0
        (first, k1, k2, k3) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k2 === "string") {
            if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return void 0;
            o = o[k2];
          } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
            o = o[k2];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k3 === "string") {
            if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return void 0;
            o = o[k3];
          } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
            o = o[k3];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read3 1
        (first, k1, k2, k3) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k2 === "string") {
            if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return void 0;
            o = o[k2];
          } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
            o = o[k2];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k3 === "string") {
            if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return void 0;
            o = o[k3];
          } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
            o = o[k3];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read3 2
        (first, k1, k2, k3) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k2 === "string") {
            if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return void 0;
            o = o[k2];
          } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
            o = o[k2];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k3 === "string") {
            if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return void 0;
            o = o[k3];
          } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
            o = o[k3];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read3 3
        (first, k1, k2, k3) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k2 === "string") {
            if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return void 0;
            o = o[k2];
          } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
            o = o[k2];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k3 === "string") {
            if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return void 0;
            o = o[k3];
          } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
            o = o[k3];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read3 4
        (first, k1, k2, k3) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k2 === "string") {
            if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return void 0;
            o = o[k2];
          } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
            o = o[k2];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k3 === "string") {
            if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return void 0;
            o = o[k3];
          } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
            o = o[k3];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read3 5
        (first, k1, k2, k3) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k2 === "string") {
            if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return void 0;
            o = o[k2];
          } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
            o = o[k2];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k3 === "string") {
            if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return void 0;
            o = o[k3];
          } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
            o = o[k3];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read3 6
        (first, k1, k2, k3) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k2 === "string") {
            if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return void 0;
            o = o[k2];
          } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
            o = o[k2];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k3 === "string") {
            if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return void 0;
            o = o[k3];
          } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
            o = o[k3];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        },
        // read3 7
        (first, k1, k2, k3) => (x) => {
          let o = first(x);
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k1 === "string") {
            if (!(k1 in o) || isArray3(o) || (getProto3(o) !== OP3 || k1 in OP3) && !hasOwn9.call(o, k1)) return void 0;
            o = o[k1];
          } else if (isArray3(o) && k1 < o.length && (getProto3(o) === AP2 && !(k1 in AP2) || hasOwn9.call(o, k1))) {
            o = o[k1];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k2 === "string") {
            if (!(k2 in o) || isArray3(o) || (getProto3(o) !== OP3 || k2 in OP3) && !hasOwn9.call(o, k2)) return void 0;
            o = o[k2];
          } else if (isArray3(o) && k2 < o.length && (getProto3(o) === AP2 && !(k2 in AP2) || hasOwn9.call(o, k2))) {
            o = o[k2];
          } else return void 0;
          if (o === void 0) return void 0;
          if (typeof o !== "object" || o === null) return void 0;
          if (typeof k3 === "string") {
            if (!(k3 in o) || isArray3(o) || (getProto3(o) !== OP3 || k3 in OP3) && !hasOwn9.call(o, k3)) return void 0;
            o = o[k3];
          } else if (isArray3(o) && k3 < o.length && (getProto3(o) === AP2 && !(k3 in AP2) || hasOwn9.call(o, k3))) {
            o = o[k3];
          } else return void 0;
          if (o === void 0) return void 0;
          return o;
        }
      ],
      count: [
        // count 0
        (read2, each, test, neg, miss) => (x) => {
          let a;
          let len;
          try {
            a = read2(x);
            if (!isArray3(a)) return miss;
            len = a.length;
          } catch {
            return miss;
          }
          let n = 0;
          for (let j = 0; j < len; j++) {
            try {
              if (j in a && (getProto3(a) === AP2 && !(j in AP2) || hasOwn9.call(a, j)) && each(a[j]) !== void 0) n++;
            } catch {
            }
          }
          return test(n) !== neg;
        },
        // count 1
        (read2, each, test, neg, miss) => (x) => {
          let a;
          let len;
          try {
            a = read2(x);
            if (!isArray3(a)) return miss;
            len = a.length;
          } catch {
            return miss;
          }
          let n = 0;
          for (let j = 0; j < len; j++) {
            try {
              if (j in a && (getProto3(a) === AP2 && !(j in AP2) || hasOwn9.call(a, j)) && each(a[j]) !== void 0) n++;
            } catch {
            }
          }
          return test(n) !== neg;
        },
        // count 2
        (read2, each, test, neg, miss) => (x) => {
          let a;
          let len;
          try {
            a = read2(x);
            if (!isArray3(a)) return miss;
            len = a.length;
          } catch {
            return miss;
          }
          let n = 0;
          for (let j = 0; j < len; j++) {
            try {
              if (j in a && (getProto3(a) === AP2 && !(j in AP2) || hasOwn9.call(a, j)) && each(a[j]) !== void 0) n++;
            } catch {
            }
          }
          return test(n) !== neg;
        },
        // count 3
        (read2, each, test, neg, miss) => (x) => {
          let a;
          let len;
          try {
            a = read2(x);
            if (!isArray3(a)) return miss;
            len = a.length;
          } catch {
            return miss;
          }
          let n = 0;
          for (let j = 0; j < len; j++) {
            try {
              if (j in a && (getProto3(a) === AP2 && !(j in AP2) || hasOwn9.call(a, j)) && each(a[j]) !== void 0) n++;
            } catch {
            }
          }
          return test(n) !== neg;
        },
        // count 4
        (read2, each, test, neg, miss) => (x) => {
          let a;
          let len;
          try {
            a = read2(x);
            if (!isArray3(a)) return miss;
            len = a.length;
          } catch {
            return miss;
          }
          let n = 0;
          for (let j = 0; j < len; j++) {
            try {
              if (j in a && (getProto3(a) === AP2 && !(j in AP2) || hasOwn9.call(a, j)) && each(a[j]) !== void 0) n++;
            } catch {
            }
          }
          return test(n) !== neg;
        },
        // count 5
        (read2, each, test, neg, miss) => (x) => {
          let a;
          let len;
          try {
            a = read2(x);
            if (!isArray3(a)) return miss;
            len = a.length;
          } catch {
            return miss;
          }
          let n = 0;
          for (let j = 0; j < len; j++) {
            try {
              if (j in a && (getProto3(a) === AP2 && !(j in AP2) || hasOwn9.call(a, j)) && each(a[j]) !== void 0) n++;
            } catch {
            }
          }
          return test(n) !== neg;
        },
        // count 6
        (read2, each, test, neg, miss) => (x) => {
          let a;
          let len;
          try {
            a = read2(x);
            if (!isArray3(a)) return miss;
            len = a.length;
          } catch {
            return miss;
          }
          let n = 0;
          for (let j = 0; j < len; j++) {
            try {
              if (j in a && (getProto3(a) === AP2 && !(j in AP2) || hasOwn9.call(a, j)) && each(a[j]) !== void 0) n++;
            } catch {
            }
          }
          return test(n) !== neg;
        },
        // count 7
        (read2, each, test, neg, miss) => (x) => {
          let a;
          let len;
          try {
            a = read2(x);
            if (!isArray3(a)) return miss;
            len = a.length;
          } catch {
            return miss;
          }
          let n = 0;
          for (let j = 0; j < len; j++) {
            try {
              if (j in a && (getProto3(a) === AP2 && !(j in AP2) || hasOwn9.call(a, j)) && each(a[j]) !== void 0) n++;
            } catch {
            }
          }
          return test(n) !== neg;
        }
      ],
      leaf: [
        // leaf 0
        (read2, test, neg, miss) => (x) => {
          try {
            return test(read2(x)) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf 1
        (read2, test, neg, miss) => (x) => {
          try {
            return test(read2(x)) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf 2
        (read2, test, neg, miss) => (x) => {
          try {
            return test(read2(x)) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf 3
        (read2, test, neg, miss) => (x) => {
          try {
            return test(read2(x)) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf 4
        (read2, test, neg, miss) => (x) => {
          try {
            return test(read2(x)) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf 5
        (read2, test, neg, miss) => (x) => {
          try {
            return test(read2(x)) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf 6
        (read2, test, neg, miss) => (x) => {
          try {
            return test(read2(x)) !== neg;
          } catch {
            return miss;
          }
        },
        // leaf 7
        (read2, test, neg, miss) => (x) => {
          try {
            return test(read2(x)) !== neg;
          } catch {
            return miss;
          }
        }
      ],
      all2: [
        // all2 0
        (a, b) => (x) => a(x) && b(x),
        // all2 1
        (a, b) => (x) => a(x) && b(x),
        // all2 2
        (a, b) => (x) => a(x) && b(x),
        // all2 3
        (a, b) => (x) => a(x) && b(x),
        // all2 4
        (a, b) => (x) => a(x) && b(x),
        // all2 5
        (a, b) => (x) => a(x) && b(x),
        // all2 6
        (a, b) => (x) => a(x) && b(x),
        // all2 7
        (a, b) => (x) => a(x) && b(x),
        // all2 8
        (a, b) => (x) => a(x) && b(x),
        // all2 9
        (a, b) => (x) => a(x) && b(x),
        // all2 10
        (a, b) => (x) => a(x) && b(x),
        // all2 11
        (a, b) => (x) => a(x) && b(x),
        // all2 12
        (a, b) => (x) => a(x) && b(x),
        // all2 13
        (a, b) => (x) => a(x) && b(x),
        // all2 14
        (a, b) => (x) => a(x) && b(x),
        // all2 15
        (a, b) => (x) => a(x) && b(x)
      ],
      all3: [
        // all3 0
        (a, b, c) => (x) => a(x) && b(x) && c(x),
        // all3 1
        (a, b, c) => (x) => a(x) && b(x) && c(x),
        // all3 2
        (a, b, c) => (x) => a(x) && b(x) && c(x),
        // all3 3
        (a, b, c) => (x) => a(x) && b(x) && c(x),
        // all3 4
        (a, b, c) => (x) => a(x) && b(x) && c(x),
        // all3 5
        (a, b, c) => (x) => a(x) && b(x) && c(x),
        // all3 6
        (a, b, c) => (x) => a(x) && b(x) && c(x),
        // all3 7
        (a, b, c) => (x) => a(x) && b(x) && c(x),
        // all3 8
        (a, b, c) => (x) => a(x) && b(x) && c(x),
        // all3 9
        (a, b, c) => (x) => a(x) && b(x) && c(x),
        // all3 10
        (a, b, c) => (x) => a(x) && b(x) && c(x),
        // all3 11
        (a, b, c) => (x) => a(x) && b(x) && c(x),
        // all3 12
        (a, b, c) => (x) => a(x) && b(x) && c(x),
        // all3 13
        (a, b, c) => (x) => a(x) && b(x) && c(x),
        // all3 14
        (a, b, c) => (x) => a(x) && b(x) && c(x),
        // all3 15
        (a, b, c) => (x) => a(x) && b(x) && c(x)
      ],
      any2: [
        // any2 0
        (a, b) => (x) => a(x) || b(x),
        // any2 1
        (a, b) => (x) => a(x) || b(x),
        // any2 2
        (a, b) => (x) => a(x) || b(x),
        // any2 3
        (a, b) => (x) => a(x) || b(x),
        // any2 4
        (a, b) => (x) => a(x) || b(x),
        // any2 5
        (a, b) => (x) => a(x) || b(x),
        // any2 6
        (a, b) => (x) => a(x) || b(x),
        // any2 7
        (a, b) => (x) => a(x) || b(x),
        // any2 8
        (a, b) => (x) => a(x) || b(x),
        // any2 9
        (a, b) => (x) => a(x) || b(x),
        // any2 10
        (a, b) => (x) => a(x) || b(x),
        // any2 11
        (a, b) => (x) => a(x) || b(x),
        // any2 12
        (a, b) => (x) => a(x) || b(x),
        // any2 13
        (a, b) => (x) => a(x) || b(x),
        // any2 14
        (a, b) => (x) => a(x) || b(x),
        // any2 15
        (a, b) => (x) => a(x) || b(x)
      ],
      any3: [
        // any3 0
        (a, b, c) => (x) => a(x) || b(x) || c(x),
        // any3 1
        (a, b, c) => (x) => a(x) || b(x) || c(x),
        // any3 2
        (a, b, c) => (x) => a(x) || b(x) || c(x),
        // any3 3
        (a, b, c) => (x) => a(x) || b(x) || c(x),
        // any3 4
        (a, b, c) => (x) => a(x) || b(x) || c(x),
        // any3 5
        (a, b, c) => (x) => a(x) || b(x) || c(x),
        // any3 6
        (a, b, c) => (x) => a(x) || b(x) || c(x),
        // any3 7
        (a, b, c) => (x) => a(x) || b(x) || c(x),
        // any3 8
        (a, b, c) => (x) => a(x) || b(x) || c(x),
        // any3 9
        (a, b, c) => (x) => a(x) || b(x) || c(x),
        // any3 10
        (a, b, c) => (x) => a(x) || b(x) || c(x),
        // any3 11
        (a, b, c) => (x) => a(x) || b(x) || c(x),
        // any3 12
        (a, b, c) => (x) => a(x) || b(x) || c(x),
        // any3 13
        (a, b, c) => (x) => a(x) || b(x) || c(x),
        // any3 14
        (a, b, c) => (x) => a(x) || b(x) || c(x),
        // any3 15
        (a, b, c) => (x) => a(x) || b(x) || c(x)
      ],
      not: [
        // not 0
        (a) => (x) => !a(x),
        // not 1
        (a) => (x) => !a(x),
        // not 2
        (a) => (x) => !a(x),
        // not 3
        (a) => (x) => !a(x),
        // not 4
        (a) => (x) => !a(x),
        // not 5
        (a) => (x) => !a(x),
        // not 6
        (a) => (x) => !a(x),
        // not 7
        (a) => (x) => !a(x),
        // not 8
        (a) => (x) => !a(x),
        // not 9
        (a) => (x) => !a(x),
        // not 10
        (a) => (x) => !a(x),
        // not 11
        (a) => (x) => !a(x),
        // not 12
        (a) => (x) => !a(x),
        // not 13
        (a) => (x) => !a(x),
        // not 14
        (a) => (x) => !a(x),
        // not 15
        (a) => (x) => !a(x)
      ]
    };
  }
});

// src/conditions/kit.ts
function copy(kind) {
  const list3 = copies[kind];
  const i = next[kind] ?? 0;
  next[kind] = i + 1 === list3.length ? 0 : i + 1;
  return list3[i];
}
function reader(first, steps) {
  let read2 = first;
  for (let i = 0; i < steps.length; i += 3) {
    const [a, b, c] = steps.slice(i, i + 3);
    const n = steps.length - i;
    read2 = n === 1 ? copy("read1")(read2, a) : n === 2 ? copy("read2")(read2, a, b) : copy("read3")(read2, a, b, c);
  }
  return read2;
}
function comparison(first, steps, test, neg) {
  const miss = test(void 0) !== neg;
  const n = steps.length;
  if (n === 0) return copy("leaf")(first, test, neg, miss);
  const at2 = Math.max(0, n - 3);
  const [a, b, c] = steps.slice(at2);
  const read2 = reader(first, steps.slice(0, at2));
  if (n - at2 === 1) return copy("leaf1")(read2, a, test, neg, miss);
  if (n - at2 === 2) return copy("leaf2")(read2, a, b, test, neg, miss);
  return copy("leaf3")(read2, a, b, c, test, neg, miss);
}
var next;
var init_kit = __esm({
  "src/conditions/kit.ts"() {
    "use strict";
    init_cjs_shims();
    init_kit_generated();
    next = {};
  }
});

// src/conditions/build.ts
function leafShape(leaf) {
  const plan = leaf.plan;
  const { spec, negate } = positiveOf(leaf.op);
  const test = spec.test(leaf.operand);
  leaf.test = test;
  const miss = test(void 0) !== negate;
  const each = plan.each;
  if (each === void 0) {
    const inline = spec.inline === void 0 ? void 0 : spec.inline(leaf.operand);
    return { kind: "steps", root: plan.root, steps: plan.steps, test, negate, miss, inline };
  }
  if (each.each === void 0 && spec.countTest !== void 0) {
    const counted = spec.countTest(leaf.operand);
    return { kind: "count", root: plan.root, steps: plan.steps, each: each.steps, test: counted, negate, miss: counted(void 0) !== negate };
  }
  return { kind: "read", plan, test, negate, miss };
}
function buildLeaf(leaf) {
  const shape = leafShape(leaf);
  const first = shape.kind === "read" || shape.root === void 0 ? itself : roots[shape.root];
  if (shape.kind === "steps") return comparison(first, shape.steps, shape.test, shape.negate);
  if (shape.kind === "count") return copy("count")(reader(first, shape.steps), reader(itself, shape.each), shape.test, shape.negate, shape.miss);
  const plan = shape.plan;
  return copy("leaf")((ctx) => readPath(ctx, plan), shape.test, shape.negate, shape.miss);
}
function buildAll(fs) {
  const [a, b, c] = fs;
  switch (fs.length) {
    case 0:
      return TRUE;
    case 1:
      return a;
    case 2:
      return copy("all2")(a, b);
    case 3:
      return copy("all3")(a, b, c);
    default:
      return (ctx) => {
        for (let i = 0; i < fs.length; i++) if (!fs[i](ctx)) return false;
        return true;
      };
  }
}
function buildAny(fs) {
  const [a, b, c] = fs;
  switch (fs.length) {
    case 0:
      return FALSE;
    case 1:
      return a;
    case 2:
      return copy("any2")(a, b);
    case 3:
      return copy("any3")(a, b, c);
    default:
      return (ctx) => {
        for (let i = 0; i < fs.length; i++) if (fs[i](ctx)) return true;
        return false;
      };
  }
}
function build(ir, leaves) {
  if (ir.kind === "comparison") {
    const f = buildLeaf(ir);
    leaves.set(ir, f);
    return f;
  }
  const fs = ir.children.map((c) => build(c, leaves));
  if (ir.kind === "all") return buildAll(fs);
  if (ir.kind === "any") return buildAny(fs);
  return copy("not")(fs[0]);
}
var TRUE, FALSE;
var init_build = __esm({
  "src/conditions/build.ts"() {
    "use strict";
    init_cjs_shims();
    init_kit();
    init_ops();
    init_path();
    init_readers();
    TRUE = () => true;
    FALSE = () => false;
  }
});

// src/conditions/codegen.ts
function step(w, k, miss) {
  const key = w.lit(k);
  if (typeof k === "string") {
    return `if (typeof o !== "object" || o === null || !(${key} in o) || isArray(o) || ((getProto(o) !== OP || ${key} in OP) && !hasOwn.call(o, ${key}))) ${miss}
o = o[${key}];
if (o === undefined) ${miss}
`;
  }
  return `if (!isArray(o) || !(${key} < o.length) || !((getProto(o) === AP && !(${key} in AP)) || hasOwn.call(o, ${key}))) ${miss}
o = o[${key}];
if (o === undefined) ${miss}
`;
}
function leafBody(w, shape) {
  const miss = `return ${shape.miss};`;
  const not = shape.negate ? "!" : "";
  if (shape.kind === "steps") {
    const tested = shape.inline === void 0 ? `${w.capture(shape.test)}(o)` : shape.inline("o", w.lit);
    return `try {
let o = x;
${walk3(w, shape.root, shape.steps, miss)}return ${not}(${tested});
} catch {
${miss}
}`;
  }
  if (shape.kind === "count") {
    return `let a;
let len;
try {
let o = x;
${walk3(w, shape.root, shape.steps, miss)}if (!isArray(o)) ${miss}
a = o;
len = a.length;
} catch {
${miss}
}
let n = 0;
let j = 0;
for (;;) {
try {
for (; j < len; j++) {
if (!(j in a) || !((getProto(a) === AP && !(j in AP)) || hasOwn.call(a, j))) continue;
let o = a[j];
if (o === undefined) continue;
${walk3(w, void 0, shape.each, "continue;")}n++;
}
break;
} catch {
j++;
}
}
return ${not}${w.capture(shape.test)}(n);`;
  }
  return `try {
return ${not}${w.capture(shape.test)}(readPath(x, ${w.capture(shape.plan)}));
} catch {
${miss}
}`;
}
function generate(ir, shapes, runtime) {
  const w = new Writer();
  const order = [];
  let functions = "";
  const expr = (node2) => {
    if (node2.kind === "comparison") {
      const i = order.length;
      order.push(node2);
      functions += `function l${i}(x) {
${leafBody(w, shapes.get(node2))}
}
`;
      return `l${i}(x)`;
    }
    const parts = node2.children.map(expr);
    if (node2.kind === "not") return `!${parts[0]}`;
    if (parts.length === 0) return node2.kind === "all" ? "true" : "false";
    return `(${parts.join(node2.kind === "all" ? " && " : " || ")})`;
  };
  const top = expr(ir);
  const source = `"use strict";
const isArray = Array.isArray;
const getProto = Object.getPrototypeOf;
const hasOwn = Object.prototype.hasOwnProperty;
const OP = Object.prototype;
const AP = Array.prototype;
${functions}function evaluate(x) {
return ${top};
}
return [evaluate, ${order.map((_, i) => `l${i}`).join(", ")}];
`;
  const make = new Function("K", "readPath", source);
  const [evaluate, ...leaves] = make(w.constants, runtime.readPath);
  return { evaluate, leaves, source, order };
}
var Writer, walk3;
var init_codegen = __esm({
  "src/conditions/codegen.ts"() {
    "use strict";
    init_cjs_shims();
    Writer = class {
      constants = [];
      /** A value as a literal, or a captured constant when it has no safe literal. */
      lit = (value) => {
        if (typeof value === "string") return JSON.stringify(value).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
        if (typeof value === "number" && Number.isFinite(value)) return Object.is(value, -0) ? "-0" : String(value);
        if (value === true || value === false || value === null) return String(value);
        return this.capture(value);
      };
      /** A reference to a captured constant. */
      capture(value) {
        this.constants.push(value);
        return `K[${this.constants.length - 1}]`;
      }
    };
    walk3 = (w, root2, steps, miss) => [...root2 === void 0 ? [] : [root2], ...steps].map((k) => step(w, k, miss)).join("");
  }
});

// src/conditions/codegen-loader.ts
function loadCodegen() {
  if (allowed === void 0) {
    try {
      allowed = new Function("return true")();
    } catch {
      allowed = false;
    }
  }
  return allowed ? generate : void 0;
}
var allowed;
var init_codegen_loader = __esm({
  "src/conditions/codegen-loader.ts"() {
    "use strict";
    init_cjs_shims();
    init_codegen();
  }
});

// src/conditions/error.ts
function toIssue(f) {
  const params = f.params ?? {};
  const message = conditionCodes[f.code].message(params);
  return { code: f.code, severity: f.severity, pointer: f.pointer, message, params };
}
var ConditionError;
var init_error2 = __esm({
  "src/conditions/error.ts"() {
    "use strict";
    init_cjs_shims();
    init_condition();
    ConditionError = class extends Error {
      name = "ConditionError";
      /** The faults, each with a JSON Pointer into the condition. */
      issues;
      constructor(issues) {
        const first = issues[0];
        const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
        super(first === void 0 ? "invalid condition" : `${first.pointer || "(root)"}: ${first.message}${more}`);
        this.issues = issues;
      }
    };
  }
});

// src/conditions/ir.ts
function analyze(cond) {
  const stack = [];
  const reads = [];
  const readKeys = /* @__PURE__ */ new Set();
  const findings = checkParts(cond, {
    comparison(c) {
      const segments = c.segments ?? parsePath(c.path).segments;
      const plan = c.source === "node" ? planPath("nodes", [c.of ?? ""], segments) : planPath(c.source, [], segments);
      const key = `${c.source}\0${c.of ?? ""}\0${c.path}`;
      if (!readKeys.has(key)) {
        readKeys.add(key);
        reads.push(c.of === void 0 ? { source: c.source, path: c.path } : { source: "node", path: c.path, nodeId: c.of });
      }
      const leaf = { kind: "comparison", pointer: c.pointer, source: c.source, path: c.path, op: c.op, plan, operand: c.operand };
      if (c.of !== void 0) {
        leaf.of = c.of;
        leaf.node = planPath("nodes", [c.of], []);
      }
      if (c.takesValue) leaf.value = c.value;
      stack.push(leaf);
    },
    combinator(kind, pointer, children) {
      stack.push({ kind, pointer, children: stack.splice(stack.length - children, children) });
    }
  });
  return { ir: findings.length === 0 ? stack[0] : void 0, findings, reads };
}
var init_ir = __esm({
  "src/conditions/ir.ts"() {
    "use strict";
    init_cjs_shims();
    init_check();
    init_path();
  }
});

// src/conditions/compile.ts
function issuesOf(findings, basePointer = "") {
  return findings.map((f) => {
    if (f.code !== NEAR_MISS) return toIssue({ ...f, pointer: basePointer + f.pointer });
    const params = f.params;
    return { code: f.code, severity: f.severity, pointer: basePointer + f.pointer, message: unknownPropertyCode.message(params), params };
  });
}
function compileCondition(cond) {
  const generator = loadCodegen();
  return generator === void 0 ? compileWithClosures(cond) : compileWith(cond, generator);
}
function analyzed(cond) {
  const { ir, findings, reads } = analyze(cond);
  if (ir === void 0) throw new ConditionError(issuesOf(withNearMisses(cond, findings)));
  return { ir, reads: Object.freeze(reads.map((r) => Object.freeze(r))) };
}
function compileWithClosures(cond) {
  const { ir, reads } = analyzed(cond);
  const leaves = /* @__PURE__ */ new Map();
  const evaluate = build(ir, leaves);
  return { evaluate, explain: (ctx) => explainTree(ir, leaves, ctx), reads };
}
function compileWith(cond, generator) {
  const { ir, reads } = analyzed(cond);
  const shapes = /* @__PURE__ */ new Map();
  const collect = (node2) => {
    if (node2.kind === "comparison") shapes.set(node2, leafShape(node2));
    else node2.children.forEach(collect);
  };
  collect(ir);
  const generated = generator(ir, shapes, { readPath });
  const leaves = new Map(generated.order.map((leaf, i) => [leaf, generated.leaves[i]]));
  const evaluate = generated.evaluate;
  const result2 = { evaluate, explain: (ctx) => explainTree(ir, leaves, ctx), reads };
  return Object.defineProperty(result2, "source", { value: generated.source });
}
var init_compile = __esm({
  "src/conditions/compile.ts"() {
    "use strict";
    init_cjs_shims();
    init_unknown_property();
    init_build();
    init_codegen_loader();
    init_check();
    init_error2();
    init_explain();
    init_ir();
    init_path();
  }
});

// src/conditions/evaluate.ts
function compiledOf(cond) {
  if (typeof cond !== "object" || cond === null) {
    throw new ConditionError([
      toIssue({ code: "condition/not-an-object", severity: "error", pointer: "", params: { type: jsonType(cond, false) } })
    ]);
  }
  compiled ??= /* @__PURE__ */ new WeakMap();
  let c = compiled.get(cond);
  if (c === void 0) {
    c = compileCondition(cond);
    compiled.set(cond, c);
  }
  return c;
}
function selectTransition(node2, ctx) {
  if (typeof node2 !== "object" || node2 === null) throw new TypeError("selectTransition: node must be an object");
  const list3 = node2.transition;
  if (list3 === void 0) return void 0;
  if (!Array.isArray(list3)) throw new TypeError("selectTransition: node.transition must be an array");
  const conditions = [];
  for (let i = 0; i < list3.length; i++) {
    const t = list3[i];
    if (typeof t !== "object" || t === null || Array.isArray(t)) {
      throw new TypeError(`selectTransition: transition[${i}] must be an object`);
    }
    const to = t.to;
    if (typeof to !== "string" || to === "") throw new TypeError(`selectTransition: transition[${i}].to must be a node id`);
    const when = t.when;
    if (when === void 0) {
      conditions.push(void 0);
      continue;
    }
    try {
      conditions.push(compiledOf(when));
    } catch (error) {
      if (!(error instanceof ConditionError)) throw error;
      const base = joinPointer("", "transition", i, "when");
      throw new ConditionError(error.issues.map((issue) => ({ ...issue, pointer: base + issue.pointer })));
    }
  }
  for (let i = 0; i < list3.length; i++) {
    const c = conditions[i];
    if (c === void 0 || c.evaluate(ctx)) return list3[i];
  }
  return void 0;
}
var compiled;
var init_evaluate = __esm({
  "src/conditions/evaluate.ts"() {
    "use strict";
    init_cjs_shims();
    init_pointer();
    init_compile();
    init_error2();
    init_json();
  }
});

// src/workflow/types.ts
var SpecError;
var init_types2 = __esm({
  "src/workflow/types.ts"() {
    "use strict";
    init_cjs_shims();
    SpecError = class extends Error {
      constructor(issues) {
        super(`the spec is not valid: ${issues.slice(0, 3).map((i) => `${i.pointer || "/"}: ${i.message}`).join("; ")}${issues.length > 3 ? "; \u2026" : ""}`);
        this.issues = issues;
      }
      name = "SpecError";
    };
  }
});

// src/workflow/simulate.ts
function prepareSpec(spec, validated = false) {
  if (spec === null || typeof spec !== "object") throw new SpecError(validateSpec2(spec).issues.filter((i) => i.severity === "error"));
  prepared ??= /* @__PURE__ */ new WeakMap();
  const cached = prepared.get(spec);
  if (cached !== void 0) return cached;
  if (!validated) {
    const checked2 = validateSpec2(spec);
    if (!checked2.valid) throw new SpecError(checked2.issues.filter((i) => i.severity === "error"));
  }
  const nodes = [];
  const byId = /* @__PURE__ */ new Map();
  const list3 = own(spec, "nodes");
  for (let index = 0; index < list3.length; index++) {
    const node2 = list3[index];
    const pointer = `/nodes/${index}`;
    const transitions = [];
    const ts = own(node2, "transition");
    if (Array.isArray(ts)) {
      for (let j = 0; j < ts.length; j++) {
        const t = ts[j];
        const p = { to: own(t, "to"), pointer: `${pointer}/transition/${j}` };
        const when = own(t, "when");
        if (when !== void 0) p.when = compileCondition(when);
        transitions.push(p);
      }
    }
    const id = own(node2, "id");
    const entry = { id, index, pointer, node: node2, transitions };
    const outputVar = own(node2, "outputVar");
    if (typeof outputVar === "string") entry.outputVar = outputVar;
    if (own(node2, "actionType") === "WEBHOOK") entry.route = webhookRoute(node2);
    nodes.push(entry);
    byId.set(id, entry);
  }
  const result2 = { first: nodes[0], byId, nodes };
  prepared.set(spec, result2);
  return result2;
}
function read(o, k) {
  try {
    return isObject(o) && hasOwn10(o, k) ? o[k] : void 0;
  } catch {
    return void 0;
  }
}
function resultOf(results, id, visit) {
  try {
    if (!isObject(results) || !hasOwn10(results, id)) return { found: false };
    const r = results[id];
    if (!Array.isArray(r)) return { found: true, result: readResult(r) };
    return visit <= r.length ? { found: true, result: readResult(r[visit - 1]) } : { found: false };
  } catch {
    return { found: true, result: { fault: UNREADABLE } };
  }
}
function readResult(r) {
  try {
    if (!isObject(r)) return { fault: `a result must be an object, not ${r === null ? "null" : Array.isArray(r) ? "an array" : typeof r}` };
    const error = own(r, "error");
    const output = hasOwn10(r, "output");
    const evaluation = hasOwn10(r, "evaluation");
    if (error === void 0) {
      const out = {};
      if (output) out.output = { value: r["output"] };
      if (evaluation) out.evaluation = { value: r["evaluation"] };
      return out;
    }
    if (!isObject(error) || typeof own(error, "code") !== "string") return { fault: `"error" must be an object with a string "code"` };
    if (output || evaluation) return { fault: `a result with an "error" has no "output" or "evaluation": the node failed` };
    return { error };
  } catch {
    return { fault: UNREADABLE };
  }
}
function copyObject(v) {
  const out = {};
  let keys;
  try {
    keys = isObject(v) ? Object.keys(v) : [];
  } catch {
    return out;
  }
  for (const k of keys) {
    let value;
    try {
      value = v[k];
    } catch {
      continue;
    }
    put(out, k, value);
  }
  return out;
}
function trace(t, index, ctx, evaluated) {
  if (t.when === void 0) return { index, to: t.to, pointer: t.pointer, conditional: false, evaluated, result: true, text: NO_WHEN };
  const explanation = t.when.explain(ctx);
  return { index, to: t.to, pointer: t.pointer, conditional: true, evaluated, result: explanation.result, text: explanation.text, explanation };
}
function loopOf(path, next2) {
  const at2 = path.lastIndexOf(next2);
  return at2 === -1 ? void 0 : [...path.slice(at2), next2];
}
function simulate(spec, scenario, options = {}) {
  const maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
  if (!Number.isSafeInteger(maxSteps) || maxSteps < 1) throw new RangeError(`simulate: maxSteps must be a whole number \u2265 1, not ${String(maxSteps)}`);
  const explainAll = options.explainAll === true;
  const { first, byId } = prepareSpec(spec);
  const results = read(scenario, "results");
  const vars = copyObject(read(scenario, "vars"));
  const nodes = /* @__PURE__ */ Object.create(null);
  const base = { vars, context: read(scenario, "context"), input: read(scenario, "input"), state: read(scenario, "state"), nodes };
  const visits = /* @__PURE__ */ new Map();
  const path = [];
  const steps = [];
  let current = first;
  for (; ; ) {
    path.push(current.id);
    const visit = (visits.get(current.id) ?? 0) + 1;
    visits.set(current.id, visit);
    const got = resultOf(results, current.id, visit);
    if (!got.found) return { status: "missing-result", path, end: current.id, steps, vars, missing: { node: current.id, visit } };
    const result2 = got.result;
    if ("fault" in result2) return { status: "invalid-result", path, end: current.id, steps, vars, invalid: { node: current.id, visit, reason: result2.fault } };
    const step2 = { node: current.id, pointer: current.pointer, visit, transitions: [] };
    if (current.route !== void 0) step2.route = current.route;
    const produced = {};
    if (result2.error !== void 0) {
      step2.error = result2.error;
      put(produced, "error", result2.error);
      put(produced, "evaluation", { error: result2.error });
    } else {
      if (result2.output !== void 0) {
        put(produced, "output", result2.output.value);
        if (current.outputVar !== void 0) put(vars, current.outputVar, result2.output.value);
      }
      if (result2.evaluation !== void 0) put(produced, "evaluation", result2.evaluation.value);
    }
    put(nodes, current.id, produced);
    const ctx = { ...base, evaluation: own(produced, "evaluation") };
    const taken = selectTransition(current.node, ctx);
    const list3 = current.transitions;
    const takenIndex = taken === void 0 ? -1 : current.node["transition"].indexOf(taken);
    const evaluatedUpTo = takenIndex === -1 ? list3.length - 1 : takenIndex;
    const last2 = explainAll ? list3.length - 1 : evaluatedUpTo;
    for (let i = 0; i <= last2; i++) step2.transitions.push(trace(list3[i], i, ctx, i <= evaluatedUpTo));
    steps.push(step2);
    if (takenIndex === -1) return { status: "ended", path, end: current.id, steps, vars };
    const next2 = list3[takenIndex].to;
    step2.taken = { index: takenIndex, to: next2 };
    if (steps.length >= maxSteps) {
      const sim = { status: "step-limit", path, end: current.id, steps, vars };
      const loop = loopOf(path, next2);
      if (loop !== void 0) sim.loop = loop;
      return sim;
    }
    current = byId.get(next2);
  }
}
var DEFAULT_MAX_STEPS, hasOwn10, put, prepared, UNREADABLE, NO_WHEN;
var init_simulate = __esm({
  "src/workflow/simulate.ts"() {
    "use strict";
    init_cjs_shims();
    init_compile();
    init_evaluate();
    init_routes();
    init_json();
    init_validate();
    init_types2();
    DEFAULT_MAX_STEPS = 100;
    hasOwn10 = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
    put = (o, k, v) => {
      if (k === "__proto__") Object.defineProperty(o, k, { value: v, writable: true, enumerable: true, configurable: true });
      else o[k] = v;
    };
    UNREADABLE = "reading it threw (a getter or a proxy): a result must be plain data";
    NO_WHEN = `no "when" \u2192 true`;
  }
});

// src/core/file-names.ts
var TEST_FILE_SUFFIX, CONFIG_FILE, SUPPRESSIONS_FILE, LINK_FILE;
var init_file_names = __esm({
  "src/core/file-names.ts"() {
    "use strict";
    init_cjs_shims();
    TEST_FILE_SUFFIX = ".agentspec-test.json";
    CONFIG_FILE = "agentspec.config.json";
    SUPPRESSIONS_FILE = "agentspec-suppressions.json";
    LINK_FILE = "agentspec-remote.json";
  }
});

// src/workflow/test-file.ts
function allowedAt(pointer) {
  const defs = agentspec_test_schema_default.$defs;
  const seg = parsePointer(pointer).slice(0, -1);
  const shape = seg.map((s, i) => i === 1 || i === 3 ? "*" : s).join("/");
  const props = {
    "": [agentspec_test_schema_default.properties, "test file"],
    "cases/*": [defs["case"]?.properties, "test case"],
    "cases/*/expect": [defs["expect"]?.properties, "expectation"],
    "cases/*/results/*": [defs["result"]?.properties, "node result"]
  };
  const [found, kind] = props[shape] ?? (seg.length === 5 && shape.startsWith("cases/*/results/*/") ? [defs["result"]?.properties, "node result"] : [void 0, ""]);
  return found ? { names: Object.keys(found), kind } : void 0;
}
function valueAt(doc, pointer) {
  let at2 = doc;
  for (const token of parsePointer(pointer)) {
    if (at2 === null || typeof at2 !== "object" || !Object.hasOwn(at2, token)) return void 0;
    at2 = at2[token];
  }
  return at2;
}
function testFileSchemaFindings(doc, depthChecked = false) {
  const deep = depthChecked ? void 0 : deepestValue(doc, MAX_JSON_DEPTH);
  if (deep !== void 0) return [{ code: "json/too-deep", severity: "error", pointer: deep, params: { limit: MAX_JSON_DEPTH } }];
  const found = checkedBy(validateTestFile, doc);
  for (let i = 0; i < found.length; i++) {
    const f = found[i];
    if (f.code !== "schema/unknown-property") continue;
    const allowed2 = allowedAt(f.pointer);
    if (allowed2 === void 0) continue;
    const property = String(f.params?.["property"]);
    const suggestion = didYouMean(property, allowed2.names);
    const obj = suggestion === void 0 ? void 0 : valueAt(doc, f.pointer.slice(0, f.pointer.lastIndexOf("/")));
    if (suggestion !== void 0 && obj !== null && typeof obj === "object" && !Object.hasOwn(obj, suggestion)) {
      found[i] = { code: "spec/misspelled-property", severity: "error", pointer: f.pointer, target: "key", params: { property, kind: allowed2.kind, suggestion } };
      continue;
    }
    f.params = suggestion === void 0 ? { ...f.params, allowed: allowed2.names } : { ...f.params, allowed: allowed2.names, suggestion };
  }
  return withoutExplained(found);
}
function testFileSpecFindings(file, spec) {
  const out = [];
  const prepared2 = prepareSpec(spec);
  const ids = [...prepared2.byId.keys()];
  const known2 = (id, pointer, where2, target2) => {
    if (prepared2.byId.has(id)) return;
    const f = { code: "test/unknown-node", severity: "error", pointer, params: { id, where: where2, suggestion: didYouMean(id, ids) } };
    if (f.params["suggestion"] === void 0) delete f.params["suggestion"];
    if (target2) f.target = target2;
    out.push(f);
  };
  const names2 = /* @__PURE__ */ new Map();
  const cases = isObj(file) && Array.isArray(file["cases"]) ? file["cases"] : [];
  cases.forEach((c, i) => {
    if (!isObj(c)) return;
    const base = `/cases/${i}`;
    const name2 = c["name"];
    if (typeof name2 === "string") {
      const first = names2.get(name2);
      if (first !== void 0) out.push({ code: "test/duplicate-case-name", severity: "error", pointer: `${base}/name`, params: { name: name2, first: first + 1 } });
      else names2.set(name2, i);
    }
    const results = isObj(c["results"]) ? c["results"] : {};
    for (const id of Object.keys(results)) {
      const at2 = `${base}/results/${escapeToken(id)}`;
      known2(id, at2, "results", "key");
      const r = results[id];
      const list3 = Array.isArray(r) ? r : [r];
      list3.forEach((one, j) => {
        if (!isObj(one)) return;
        if (hasOwn11(one, "error") && (hasOwn11(one, "output") || hasOwn11(one, "evaluation"))) {
          out.push({ code: "test/error-with-output", severity: "error", pointer: Array.isArray(r) ? `${at2}/${j}/error` : `${at2}/error`, target: "key" });
        }
      });
    }
    const expect = isObj(c["expect"]) ? c["expect"] : {};
    if (Array.isArray(expect["path"])) expect["path"].forEach((id, j) => typeof id === "string" && known2(id, `${base}/expect/path/${j}`, "expect.path"));
    if (typeof expect["end"] === "string") known2(expect["end"], `${base}/expect/end`, "expect.end");
    for (const id of Object.keys(isObj(expect["routes"]) ? expect["routes"] : {})) {
      const at2 = `${base}/expect/routes/${escapeToken(id)}`;
      const node2 = prepared2.byId.get(id);
      if (node2 === void 0) known2(id, at2, "expect.routes", "key");
      else if (node2.route === void 0) out.push({ code: "test/not-a-webhook", severity: "error", pointer: at2, params: { id }, target: "key" });
    }
  });
  return out;
}
function validateTestFileText(text) {
  if (typeof text !== "string") throw new TypeError(`validateTestFileText expects a string, got ${text === null ? "null" : typeof text}`);
  const parsed = parseJsonText(text);
  const findings = [...parsed.findings];
  if (parsed.parsed) findings.push(...testFileSchemaFindings(parsed.value, true));
  const issues = locateFindings(text, findings, TEST_FILE_WORDS());
  const valid = !issues.some((i) => i.severity === "error");
  if (valid) return { valid, issues, value: parsed.value, document: parsed.value };
  return parsed.parsed ? { valid, issues, document: parsed.value } : { valid, issues };
}
function locateTestFindings(text, findings) {
  return locateFindings(text, findings, TEST_FILE_WORDS());
}
function runTestFile(file, spec) {
  return file.cases.map((c, index) => {
    const maxSteps = c.maxSteps ?? file.maxSteps;
    const options = maxSteps === void 0 ? {} : { maxSteps };
    let simulation = simulate(spec, c, options);
    const mismatches = checkExpectations(simulation, c.expect);
    const passed = mismatches.length === 0;
    if (!passed) {
      simulation = simulate(spec, c, { ...options, explainAll: true });
      return { name: c.name, index, passed, mismatches: checkExpectations(simulation, c.expect), simulation };
    }
    return { name: c.name, index, passed, mismatches, simulation };
  });
}
var testFileWords, TEST_FILE_WORDS, isObj, hasOwn11;
var init_test_file = __esm({
  "src/workflow/test-file.ts"() {
    "use strict";
    init_cjs_shims();
    init_suggest();
    init_wording();
    init_agentspec_test_schema();
    init_validate_test_file();
    init_pointer();
    init_schema_issues();
    init_depth();
    init_text();
    init_depth();
    init_validate();
    init_test();
    init_expect();
    init_simulate();
    init_file_names();
    TEST_FILE_WORDS = () => testFileWords ??= {
      ...testCodes,
      "schema/unknown-property": {
        severity: "error",
        message: (p) => `unknown property ${q(p.property)}${p.suggestion === void 0 ? "" : `; did you mean ${q(p.suggestion)}?`}${p.allowed ? `${p.suggestion === void 0 ? ";" : ""} allowed: ${list(p.allowed)}` : ""}`
      }
    };
    isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
    hasOwn11 = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
  }
});

// src/check/check.ts
function readsAsTestFile(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.hasOwn(value, "cases") && Object.hasOwn(value, "spec") && !Object.hasOwn(value, "nodes") && !readsAsBundle(value);
}
function checkRead(text, opts = {}) {
  mustBeText2(text);
  const settle2 = ruleSettler(opts.rules, knownCodes());
  const parsed = parseJsonText(text);
  const invalid = opts.invalid ?? [];
  const placed = (kind2, findings, value2) => done(kind2, settle2(locateFindings(text, findings, documentCodes())), value2);
  if (!parsed.parsed) return placed("json", [...invalid, ...parsed.findings]);
  const value = parsed.value;
  const kind = kindOf(value, opts);
  const found = [...invalid, ...parsed.findings];
  if (kind === "test") found.push(...testFileSchemaFindings(value, true));
  else if (kind === "spec") found.push(...specFindings(value, { strict: opts.strict === true }, true));
  else {
    const result2 = importFindings(value, { strict: opts.strict === true, ...opts.existing ? { existing: opts.existing } : {}, ...opts.applicationId === void 0 ? {} : { applicationId: opts.applicationId } });
    found.push(...result2.findings);
    const checked2 = placed("bundle", found.concat(misreadNumbers(text, found)), value);
    checked2.agents = result2.agents;
    return checked2;
  }
  return placed(kind, found.concat(misreadNumbers(text, found)), value);
}
function documentChecker() {
  const validator = specTextValidator();
  return {
    check(text, opts = {}) {
      mustBeText2(text);
      if (namedAsTestFile(opts.fileName) || text.includes('"format"') || text.includes('"cases"') || text.includes("\\u")) return checkRead(text, opts);
      const settle2 = ruleSettler(opts.rules, knownCodes());
      const issues = validator.validate(text, { strict: opts.strict === true }).issues;
      if (issues.some((i) => UNREAD.has(i.code))) return done("json", issues);
      const numbers = misreadNumbers(text, issues);
      const all = numbers.length === 0 ? issues : sortIssues(issues.concat(locateFindings(text, numbers, documentCodes())), void 0);
      return done("spec", settle2(all));
    }
  };
}
function kindOf(value, opts) {
  if (opts.bundle !== true && namedAsTestFile(opts.fileName)) return "test";
  if (opts.bundle === true || readsAsBundle(value)) return "bundle";
  return readsAsTestFile(value) ? "test" : "spec";
}
function done(kind, issues, value) {
  const out = { kind, valid: !issues.some((i) => i.severity === "error"), issues };
  if (kind !== "json") out.value = value;
  return out;
}
function misreadNumbers(text, found) {
  const numbers = inexactNumbers(text);
  if (numbers.length === 0) return numbers;
  const errors = new Set(found.filter((f) => f.severity === "error").map((f) => f.pointer));
  return numbers.filter((f) => !errors.has(f.pointer));
}
function mustBeText2(text) {
  if (typeof text !== "string") throw new TypeError(`checkText expects a string, got ${text === null ? "null" : typeof text}`);
}
var namedAsTestFile, UNREAD, codes, knownCodes;
var init_check3 = __esm({
  "src/check/check.ts"() {
    "use strict";
    init_cjs_shims();
    init_bundle_format();
    init_config();
    init_spec();
    init_numbers();
    init_text();
    init_check2();
    init_text_validator();
    init_order();
    init_validate();
    init_read2();
    init_test_file();
    init_severity();
    namedAsTestFile = (fileName) => fileName !== void 0 && fileName.toLowerCase().endsWith(TEST_FILE_SUFFIX);
    UNREAD = /* @__PURE__ */ new Set(["json/empty", "json/syntax", "json/too-deep"]);
    knownCodes = () => codes ??= { ...specCodes, ...documentCodes(), ...configCodes };
  }
});

// src/check/index.ts
var init_check4 = __esm({
  "src/check/index.ts"() {
    "use strict";
    init_cjs_shims();
    init_check3();
    init_read2();
  }
});

// src/workspace/document.ts
function readJsonText(text) {
  return readJson(text);
}
function checkText2(text, opts = {}) {
  return checkRead(text, opts);
}
function checkFile(name2, text, opts = {}) {
  return checkRead(text, { ...opts, fileName: name2 });
}
var init_document = __esm({
  "src/workspace/document.ts"() {
    "use strict";
    init_cjs_shims();
    init_check4();
  }
});

// src/workspace/code-definitions.ts
var cliCodeDefinitions;
var init_code_definitions = __esm({
  "src/workspace/code-definitions.ts"() {
    "use strict";
    init_cjs_shims();
    init_bundle();
    init_cli();
    cliCodeDefinitions = { ...bundleCodes, ...cliCodes };
  }
});

// src/workspace/utf8.ts
function notText(bytes) {
  const [a, b, c, d] = bytes;
  if (a === 255 && b === 254 && c === 0 && d === 0) return { encoding: "UTF-32LE", bom: true };
  if (a === 0 && b === 0 && c === 254 && d === 255) return { encoding: "UTF-32BE", bom: true };
  if (a === 255 && b === 254) return { encoding: "UTF-16LE", bom: true };
  if (a === 254 && b === 255) return { encoding: "UTF-16BE", bom: true };
  const zero = bytes.indexOf(0);
  if (zero === -1) return void 0;
  const head = bytes.subarray(0, Math.min(bytes.length, 64));
  const zeroAt = (i) => head[i] === 0;
  const pattern = (width, at2) => {
    if (head.length < width) return false;
    for (let i = 0; i + width <= head.length; i += width) for (let j = 0; j < width; j++) if (zeroAt(i + j) !== (j !== at2)) return false;
    return true;
  };
  if (pattern(4, 0)) return { encoding: "UTF-32LE", bom: false };
  if (pattern(4, 3)) return { encoding: "UTF-32BE", bom: false };
  if (pattern(2, 0)) return { encoding: "UTF-16LE", bom: false };
  if (pattern(2, 1)) return { encoding: "UTF-16BE", bom: false };
  return { encoding: "binary", byte: zero };
}
function decodeUtf8(bytes) {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  if ((0, import_node_buffer.isUtf8)(bytes)) return { text, findings: [] };
  const findings = [];
  let units = 0;
  let needed = 0, seen = 0, lower = 128, upper = 191, start = 0;
  const fail = (from, to) => {
    if (findings.length < MAX_UTF8_FINDINGS) {
      const seq = Array.from(bytes.subarray(from, to), hex);
      findings.push({ code: "io/invalid-utf8", severity: "error", pointer: "", params: { byte: from, bytes: seq }, span: [units, units + 1] });
    }
    units++;
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (needed === 0) {
      start = i;
      if (b <= 127) units++;
      else if (b >= 194 && b <= 223) needed = 1;
      else if (b >= 224 && b <= 239) {
        if (b === 224) lower = 160;
        if (b === 237) upper = 159;
        needed = 2;
      } else if (b >= 240 && b <= 244) {
        if (b === 240) lower = 144;
        if (b === 244) upper = 143;
        needed = 3;
      } else fail(i, i + 1);
      continue;
    }
    if (b < lower || b > upper) {
      needed = seen = 0;
      lower = 128;
      upper = 191;
      fail(start, i);
      i--;
      continue;
    }
    lower = 128;
    upper = 191;
    if (++seen === needed) {
      units += needed === 3 ? 2 : 1;
      needed = seen = 0;
    }
  }
  if (needed !== 0) fail(start, bytes.length);
  return { text, findings };
}
var import_node_buffer, MAX_UTF8_FINDINGS, hex;
var init_utf8 = __esm({
  "src/workspace/utf8.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_buffer = require("buffer");
    MAX_UTF8_FINDINGS = 100;
    hex = (b) => `0x${b.toString(16).toUpperCase().padStart(2, "0")}`;
  }
});

// src/workspace/files.ts
function walk4(dir, keep2, out) {
  let entries2;
  try {
    entries2 = (0, import_node_fs.readdirSync)(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries2.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const e of entries2) {
    if (e.name.startsWith(".")) continue;
    const path = join2(dir, e.name);
    if (e.isDirectory()) {
      if (!skipDir(e.name)) walk4(path, keep2, out);
    } else if ((e.isFile() || e.isSymbolicLink()) && keep2(path)) {
      out.push(path);
    }
  }
}
function globToRegExp(pattern) {
  return picomatch().makeRe(pattern, { dot: false, posix: true });
}
function expandGlob(pattern) {
  const normal = pattern.replace(/\\/g, "/").replace(/^(?:\.\/)+/, "");
  const base = picomatch().scan(normal).base || ".";
  const re = globToRegExp(normal);
  const out = [];
  walk4(base, (path) => re.test(path), out);
  return out;
}
function expandPaths(args) {
  const inputs = [];
  const seen = /* @__PURE__ */ new Set();
  const once = args.length === 1;
  const at2 = /* @__PURE__ */ new Map();
  const add = (name2, found) => {
    if (!once) {
      const key = (0, import_node_path.resolve)(name2);
      const earlier = at2.get(key);
      if (earlier !== void 0) {
        if (!found) delete inputs[earlier].found;
        return;
      }
      at2.set(key, inputs.length);
    }
    inputs.push(found ? { name: name2, stdin: false, found: true } : { name: name2, stdin: false });
  };
  for (const arg of args) {
    if (arg === "-") {
      if (!seen.has("-")) inputs.push({ name: STDIN_NAME, stdin: true });
      seen.add("-");
      continue;
    }
    let stat;
    try {
      stat = (0, import_node_fs.statSync)(arg);
    } catch (e) {
      if (GLOB_CHARS.test(arg)) {
        const found = expandGlob(arg);
        if (found.length === 0) inputs.push({ name: arg, missing: { code: "io/no-match", params: { pattern: arg } } });
        for (const f of found) add(f, true);
      } else {
        inputs.push({ name: arg, missing: { code: "io/unreadable", params: { reason: reason(e) } } });
      }
      continue;
    }
    if (stat.isDirectory()) {
      const found = [];
      walk4(arg.replace(/\/+$/, "") || "/", isJson, found);
      if (found.length === 0) inputs.push({ name: arg, missing: { code: "io/no-match", params: { pattern: arg, wanted: "*.json" } } });
      for (const f of found) add(f, true);
    } else add(arg, false);
  }
  return inputs;
}
function reason(e) {
  const err = e;
  const known2 = {
    ENOENT: "no such file or directory",
    EACCES: "permission denied",
    EISDIR: "it is a directory",
    EPERM: "operation not permitted"
  };
  if (typeof err.code === "string" && known2[err.code]) return known2[err.code];
  return typeof err.message === "string" ? err.message : String(e);
}
function readInput(input2) {
  if ("missing" in input2) return { error: input2.missing };
  try {
    const bytes = (0, import_node_fs.readFileSync)(input2.stdin ? 0 : input2.name);
    const not = notText(bytes);
    if (not !== void 0) return { error: { code: "io/not-text", params: not } };
    const { text, findings } = decodeUtf8(bytes);
    return { text, bytes, invalid: findings };
  } catch (e) {
    return { error: { code: "io/unreadable", params: { reason: reason(e) } } };
  }
}
function pathIssue(missing) {
  return formatFinding({ severity: "error", pointer: "", ...missing }, cliCodeDefinitions);
}
function notDocuments(skipped, done2 = "checked") {
  if (skipped.length === 0) return;
  const shown2 = skipped.slice(0, 3).join(", ") + (skipped.length > 3 ? ", \u2026" : "");
  process.stderr.write(`agentspec: ${skipped.length === 1 ? "1 file is not an agentspec document" : `${skipped.length} files are not agentspec documents`}; not ${done2} (${shown2})
`);
}
var import_node_fs, import_node_module2, import_node_path, STDIN_NAME, GLOB_CHARS, picomatchModule, picomatch, skipDir, join2, isJson;
var init_files = __esm({
  "src/workspace/files.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_fs = require("fs");
    import_node_module2 = require("module");
    import_node_path = require("path");
    init_finding_words();
    init_code_definitions();
    init_utf8();
    STDIN_NAME = "<stdin>";
    GLOB_CHARS = /[*?[{]|[@!+]\(/;
    picomatch = () => picomatchModule ??= (0, import_node_module2.createRequire)(importMetaUrl)("picomatch");
    skipDir = (name2) => name2 === "node_modules" || name2.startsWith(".");
    join2 = (dir, name2) => dir === "." ? name2 : dir.endsWith("/") ? dir + name2 : `${dir}/${name2}`;
    isJson = (path) => path.toLowerCase().endsWith(".json");
  }
});

// src/cli/report/color.ts
function wantColor(isTTY, env) {
  if (env["NO_COLOR"]) return false;
  const force = env["FORCE_COLOR"];
  if (force !== void 0) return force !== "0" && force !== "false";
  return isTTY === true;
}
function paint(on) {
  return on ? { red: sgr(31, 39), yellow: sgr(33, 39), dim: sgr(2, 22), bold: sgr(1, 22), green: sgr(32, 39) } : { red: plain, yellow: plain, dim: plain, bold: plain, green: plain };
}
var sgr, plain;
var init_color = __esm({
  "src/cli/report/color.ts"() {
    "use strict";
    init_cjs_shims();
    sgr = (open, close) => (s) => `\x1B[${open}m${s}\x1B[${close}m`;
    plain = (s) => s;
  }
});

// src/cli/report/frame.ts
function printable(s) {
  return s.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function splitLines(text) {
  return (text.charCodeAt(0) === 65279 ? text.slice(1) : text).split(/\r\n|\r|\n/);
}
function codeFrame(lines2, range, p, mark = p.red) {
  const { line, column } = range.start;
  const target2 = lines2[line - 1];
  if (target2 === void 0) return "";
  const first = Math.max(1, line - 1);
  let last2 = Math.min(lines2.length, line + 1);
  if (last2 > line && last2 === lines2.length && lines2[last2 - 1] === "") last2--;
  const gutter = String(last2).length;
  const start = target2.length > WIDTH ? Math.max(0, Math.min(column - 1 - LEAD, target2.length - WIDTH)) : 0;
  const cut = (s) => {
    if (start === 0 && s.length <= WIDTH) return printable(s);
    return (start > 0 ? "\u2026" : "") + printable(s.slice(start, start + WIDTH)) + (s.length > start + WIDTH ? "\u2026" : "");
  };
  const out = [];
  for (let n = first; n <= last2; n++) {
    const text = cut(lines2[n - 1]);
    const num2 = String(n).padStart(gutter);
    out.push(n === line ? `${p.bold(">")} ${p.dim(`${num2} |`)} ${text}` : `  ${p.dim(`${num2} |`)} ${text}`);
    if (n === line) {
      const endCol = range.end.line === line ? range.end.column : target2.length + 1;
      const from = column - 1;
      const to = Math.min(Math.max(endCol - 1, from + 1), start + WIDTH);
      const lead = (start > 0 ? " " : "") + printable(target2.slice(start, Math.max(start, from))).replace(/[^\t]/g, " ");
      const carets = "^".repeat(Math.max(1, printable(target2.slice(Math.max(from, start), to)).length));
      out.push(`  ${p.dim(`${" ".repeat(gutter)} |`)} ${lead}${mark(carets)}`);
    }
  }
  return out.join("\n");
}
var WIDTH, LEAD, UNPRINTABLE;
var init_frame = __esm({
  "src/cli/report/frame.ts"() {
    "use strict";
    init_cjs_shims();
    WIDTH = 160;
    LEAD = 40;
    UNPRINTABLE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
  }
});

// src/core/codes/all.ts
var allCodes, allDescriptions;
var init_all = __esm({
  "src/core/codes/all.ts"() {
    "use strict";
    init_cjs_shims();
    init_bundle();
    init_cli();
    init_config();
    init_condition();
    init_json2();
    init_rules();
    init_schema();
    init_test();
    allCodes = /* @__PURE__ */ Object.assign({}, jsonCodes, schemaCodes, conditionCodes, ruleCodes, bundleCodes, testCodes, cliCodes, configCodes);
    allDescriptions = /* @__PURE__ */ Object.assign(
      {},
      jsonDescriptions,
      schemaDescriptions,
      conditionDescriptions,
      ruleDescriptions,
      bundleDescriptions,
      testDescriptions,
      cliDescriptions,
      configDescriptions
    );
  }
});

// src/cli/report/rule-meta.ts
function describeCode(code2) {
  if (code2 === "condition/compile") return COMPILE_RULE;
  return Object.hasOwn(allDescriptions, code2) ? allDescriptions[code2] : void 0;
}
var COMPILE_RULE, DOCS_URL;
var init_rule_meta = __esm({
  "src/cli/report/rule-meta.ts"() {
    "use strict";
    init_cjs_shims();
    init_all();
    init_version();
    COMPILE_RULE = "A transition's condition does not compile (bad path, bad regex, limits); each fault has its own code.";
    DOCS_URL = REPOSITORY_URL ? `${REPOSITORY_URL}/blob/main/docs/` : void 0;
  }
});

// src/cli/report/rule-docs.generated.ts
function ruleDocs() {
  const entries2 = [
    'A spec without `version` is read as version 2, with a warning so that it says so.\n\n<!-- run: spec -->\n```json\n{ "nodes": [{ "id": "done", "type": "end" }] }\n```\n\nFixed: `{ "version": 2, "nodes": [{ "id": "done", "type": "end" }] }`',
    'Two nodes have the same `id`. Transitions name nodes by id, so one of them could never be reached\non purpose. Reported at the second (and every later) copy.\n\n<!-- run: nodes -->\n```json\n{ "id": "fetch", "type": "end" }, { "id": "save", "type": "end" }, { "id": "fetch", "type": "end" }\n```\n\nFixed: give the third node its own id, `"fetch-again"`, and point transitions at the one meant.',
    'A transition\'s `to` names no node of the spec. When a node id is close (edit distance within a\nthird of the length, or a case-only difference), the message says which one you probably meant.\n\n<!-- run: node; nodes: review -->\n```json\n"transition": [{ "to": "reveiw" }]\n```\n\n> no node has the id "reveiw"; did you mean "review"?\n\nFixed: `"transition": [{ "to": "review" }]`',
    'A comparison with source `node` reads the output of the node named by `of` (a string, or\n`{ "nodeId": \u2026 }`), and no node has that id. Reported at `of` or `of/nodeId`, with a did-you-mean.\n\n<!-- run: condition; nodes: score -->\n```json\n{ "source": "node", "of": "scorer", "path": "evaluation.scores.mean", "op": "lt", "value": 5 }\n```\n\nFixed: `"of": "score"` (the id of the node whose evaluation is read).',
    'Execution starts at the first node and follows transitions. A node that no chain of transitions\nfrom the first node reaches never runs. Reported at the node\'s `id`. Transitions count whatever\ntheir `when`.\n\n<!-- run: spec members -->\n```json\n"nodes": [\n  { "id": "start", "type": "end", "transition": [{ "to": "finish" }] },\n  { "id": "finish", "type": "end" },\n  { "id": "orphan", "type": "end" }\n]\n```\n\nFixed: add a transition to `orphan` (`{ "to": "orphan", "when": \u2026 }` on `start`), or remove it.',
    'The first transition whose `when` holds, or that has no `when`, is taken. So the first one without\n`when` is always taken, and every transition after it never is. Reported at each of those.\n\n<!-- run: node; nodes: slow, fast -->\n```json\n"transition": [\n  { "to": "slow" },\n  { "to": "fast", "when": { "source": "vars", "path": "tier", "op": "eq", "value": "gold" } }\n]\n```\n\nFixed: put the catch-all last.\n\n<!-- run: fixed node; nodes: slow, fast -->\n```json\n"transition": [\n  { "to": "fast", "when": { "source": "vars", "path": "tier", "op": "eq", "value": "gold" } },\n  { "to": "slow" }\n]\n```',
    'The path does not parse. Paths are `a.b`, `a[0]`, `a[*].b` and `a["key.with.dots"]`; `""`,\n`a..b`, an index with leading zeros (`[01]`) and unbalanced brackets are refused. The message\ngives the offset and what was expected there.\n\n<!-- run: condition -->\n```json\n{ "source": "input", "path": "ticket..subject", "op": "exists" }\n```\n\nFixed: `"path": "ticket.subject"`',
    'A `regex` pattern that is not valid RE2 syntax. The server matches with RE2 (linear time, no\nbacktracking), which has no lookahead, lookbehind or backreferences.\n\n<!-- run: condition -->\n```json\n{ "source": "input", "path": "email", "op": "regex", "value": "^(?=.*@)\\\\w+" }\n```\n\nFixed: `"value": "^\\\\w+@"` (say what to match, not what to look ahead for).',
    "A `regex` pattern longer than 1,024 characters. Fixed: a shorter pattern, or several comparisons\njoined by `any`.",
    "A `regex` pattern whose matching automaton has more than 65,536 transitions (states times\ncharacter classes), such as `\\pN{1000}\\pL`. Such a pattern cannot give its exact verdict on every\nstring up to 1 MiB in bounded time, so it is refused when compiled, never cut short at evaluation.\nFixed: fewer alternatives or counted repetitions (`\\pN{1000}` is a thousand states), ASCII classes\nin place of Unicode ones (`[0-9]` rather than `\\pN`), or several comparisons joined by `all`/`any`.",
    "Conditions nested deeper than 64 levels (the root is level 1; each `all`, `any` and `not` adds\none). Reported at the first condition past the limit. Fixed: flatten (`not` of `not` cancels;\nnested `all` inside `all` can be merged).",
    "More than 10,000 comparisons and combinators in one condition. Reported at the `when`. Fixed:\nsplit the decision over several nodes, or use `in` with an array instead of many `eq`.",
    'A comparison\'s `op` is not an operator of the table. When the name differs from one only in case\nor by a typo, or is another name people write for it (`equals`, `==`, `!=`, `>=`, `greaterThan`,\n`matches`), the message says which one was meant, and an editor or `check --fix` offers it (safe\nfor a case-only difference, else a guess for `--unsafe-fixes`).\n\n<!-- run: condition -->\n```json\n{ "source": "vars", "path": "status", "op": "equals", "value": "open" }\n```\n\n> unknown operator "equals": use one of "eq", "neq", "gt", "gte", "lt", "lte", "in", "notIn", "contains", "exists", "notExists", "isEmpty", "isNotEmpty", "isNull", "isNotNull", "regex", "length"; did you mean "eq"?\n\nFixed: `"op": "eq"`',
    'A comparison\'s `source` is not one of `evaluation`, `vars`, `context`, `input`, `node`, `state`.\nA near miss gets a did-you-mean and its fix, as for operators.\n\n<!-- run: condition -->\n```json\n{ "source": "var", "path": "status", "op": "eq", "value": "open" }\n```\n\n> unknown source "var": use one of "evaluation", "vars", "context", "input", "node", "state"; did you mean "vars"?\n\nFixed: `"source": "vars"`',
    'The `length` operator compares a length with a number: its `value` is `{ "comparator", "value" }`\nwith a comparator of `eq`, `gt`, `gte`, `lt`, `lte` and a finite number.\n\n<!-- run: condition -->\n```json\n{ "source": "input", "path": "items", "op": "length", "value": 3 }\n```\n\n> the "length" operand needs an object { comparator, value }\n\nFixed: `"value": { "comparator": "eq", "value": 3 }`',
    "The engine has more codes (`condition/regex-engine-not-loaded` in a browser before\n`loadRegexEngine()`, and the shape codes `condition/bad-of`, `condition/bad-value-type`,\n`condition/path-not-string`, `condition/combinator-not-array`, `condition/value-not-json`,\n`condition/value-too-deep`, `condition/not-an-object`). A condition gets the same codes, messages\nand pointers from `check` on a spec that holds it as from `agentspec eval` and `compileCondition`\non the condition alone: inside a spec, conditions are judged by the condition checker, never by\nthe schema's generic codes (see [conditions](conditions.md#errors-at-compile-time)).",
    'A webhook on the `brazil` or `us` relay has a `timeout` above the relay\'s maximum of 300 seconds.\nThe relay cuts the call at 300 s whatever the node says; the message gives the effective timeout.\n`direct` (or no `proxy`) has no such cap.\n\n<!-- run: node -->\n```json\n"config": { "url": "https://crm.example.com.br/api", "method": "GET", "proxy": "brazil", "timeout": 600 }\n```\n\n> timeout 600 s is above the brazil relay\'s maximum of 300 s: the effective timeout is 300 s\n\nFixed: `"timeout": 300`, or `"proxy": "direct"` when the destination does not need the relay.',
    'A webhook `url` with no `{{ }}` template must be an absolute `http:` or `https:` URL: the scheme,\n`//`, then a host. Other schemes (`ftp:`, `file:`), relative URLs (`api.example.com/x`) and\nmalformed ones (`https:/x`, `https://`) are refused. Only a closed `{{ \u2026 }}` makes a url a\ntemplate, resolved at run time and not checked as a URL: `"{{"`, `"ftp://x.example.com/{{"` and\n`"x.example.com/}}{{"` are literal urls and are checked.\n\nEvery url, template or not, is also refused when, outside its templates, it holds a character URL\nparsers read differently from what the author sees: a tab or a line break (the WHATWG parser drops\nit, even inside the host: `https://api.exa\u21E5mple.com` calls `api.example.com`), a backslash (read as\n`/`: `https://trusted.example.com\\@evil.example/` calls `trusted.example.com`, other parsers may\ncall `evil.example`), or white space or a control character at either end (stripped). The message\nnames the character and where it is.\n\n<!-- run: node -->\n```json\n"config": { "url": "api.example.com/orders", "method": "GET" }\n```\n\nFixed: `"url": "https://api.example.com/orders"`\n\n<!-- run: node -->\n```json\n"config": { "url": "https://api.exa\\tmple.com/orders", "method": "GET" }\n```\n\n> url holds "\\t" at character 16: URL parsers drop it, so the request may reach another host',
    'Two nodes write the same `outputVar`; downstream nodes read whichever ran last. Reported at each\nlater node. When the writers are on exclusive branches this may be what you want; otherwise give\neach its own name.\n\n<!-- run: nodes -->\n```json\n{ "id": "first", "type": "end", "outputVar": "result" }, { "id": "second", "type": "end", "outputVar": "result" }\n```\n\nFixed: `"outputVar": "firstResult"` and `"outputVar": "secondResult"`.',
    '`valueType` is an editor hint that the evaluator ignores; when `value`\'s JSON type contradicts it,\none of the two is not what the author meant (the evaluator compares `"7"` as a string: `"7"` is\nnot `7`). For `in` and `notIn` the hint describes the array\'s items (unless it is `"array"`).\nUnary operators and `length` are not checked.\n\n<!-- run: condition -->\n```json\n{ "source": "evaluation", "path": "scores.mean", "op": "gte", "value": "7", "valueType": "number" }\n```\n\nFixed: `"value": 7`',
    'On by default (a warning). A property whose name is a near miss of one the schema gives that kind\nof object (the spec, a node, a WEBHOOK node\'s `config`, a transition, a comparison, a length\noperand): a difference of case (`Proxy`, `outputvar`), a plural (`transitions`), or a few edits\n(`timout`, `tpye`). The platform ignores such a property, so the one it meant is missing: routes\nthat are never taken, a timeout that is not set. When the misspelling is why a required property is\nmissing, this is the one finding (at the key), not a second "missing required property" at the\n`{`. A name that is no near miss stays silent (specs are forward compatible), and so does a near\nmiss whose intended property is present too. `--strict` adds `strict/unknown-property` at every\nunknown name, near misses included (so a config can set either code\'s severity on its own). The\nfix renames the key: safe when only the case differs, the value already fits and no other rule\nreads the name; a guess otherwise.\n\nWhen the misspelling is why a required property is missing (`tpye`), the finding is an error: the\nproperty meant is still missing, and a typo never makes a document valid. The same code names the\nnear misses of a bundle\'s keys (`agent` for `agents`) and of an agent entry\'s (`Name`, `specs`,\n`applicationID`, `subagent`: a warning, an error when it hides `name` or `spec`), and of a test\nfile\'s, a case\'s, an expectation\'s and a node result\'s (`expects`, `Description`, `edn`,\n`outptu`: always an error, since a test file\'s objects are closed and any unknown key is one);\n`check --fix` renames them as in specs.\n\n<!-- run: nodes; nodes: answer -->\n```json\n{ "id": "classify", "type": "end", "transitions": [{ "to": "answer" }] }\n```\n\n> unknown property "transitions" on a node; did you mean "transition"?\n\nFixed: `"transition": [{ "to": "answer" }]`.',
    'Only with `--strict` (`{ strict: true }`). Specs are forward compatible, so properties the schema\ndoes not name are accepted; in strict mode each one is a warning: the spec, a node, a WEBHOOK\nnode\'s `config`, a transition, a comparison, a length operand. The names are read from the schema\nitself, so a property added to the schema is known at once. A near miss of one of these names\n(`outputvar`, `wen`, `timout`) is [`spec/misspelled-property`](#spec-misspelled-property)\'s alone,\nwith or without `--strict`: one finding per fault. A did-you-mean is given here only when the\nname meant is present as well (`"outputVar"` beside `"outputvar"`). File:\n`src/rules/strict-unknown-property.ts`.\n\n<!-- run: nodes; nodes: next -->\n```json\n{ "id": "fetch", "type": "end", "owner": "data-team", "transition": [{ "to": "next" }] }\n```\n\n> unknown property "owner" on a node\n\nFixed: `{ "id": "fetch", "type": "end", "transition": [{ "to": "next" }] }` (or keep it without `--strict`: the platform ignores it).',
    'The fields that say what a node is (`type`, `actionType`, `mode`, and a webhook config\'s\n`responseMode`) are compared exactly by the platform. A value that is a known one (`action` or\nthe toolkit-named `end`, `WEBHOOK`, `sync`, `text`) but for case or a small typo (within the did-you-mean distance) is an\nerror: `"actionType": "webhook"` is not a webhook to the platform, and every webhook check (url,\nproxy, timeout) would silently be off. For `mode` and `responseMode` only a difference of case\ncounts (`async` is a mode of its own, not a typo of `sync`). Other values are allowed: see\n`strict/unknown-kind`.\n\n<!-- run: nodes -->\n```json\n{ "id": "notify", "type": "action", "actionType": "webhook", "config": { "url": "https://hooks.example.com/notify", "method": "POST" } }\n```\n\n> actionType "webhook" is unknown: the platform compares exactly; did you mean "WEBHOOK"?\n\nFixed: `"actionType": "WEBHOOK"`',
    'Only with `--strict`. A `type`, `actionType`, `mode` or `responseMode` that is neither a known\nvalue nor a misspelling of one is accepted (forward compatible: the platform may have node kinds the\nseed does not show), but the toolkit checks nothing of such a node, so strict mode names it.\nReported by the `node/misspelled-kind` rule (`src/rules/node-misspelled-kind.ts`).\n\n<!-- run: nodes -->\n```json\n{ "id": "mail", "type": "action", "actionType": "EMAIL" }\n```\n\n> actionType "EMAIL" is unknown to the toolkit and not checked',
    '`proxy` is a literal route: `direct`, `brazil` or `us` (omitted means `direct`). It is never a\ntemplate, never a relay URL, and never falls back to `direct`. One error per bad value, worded by\nwhat was written:\n\n| written | message |\n|---|---|\n| `"{{vars.region}}"` | proxy is a literal route and cannot be a template ("{{vars.region}}"); choose "direct", "brazil" or "us" |\n| `"https://relay.example.com"` | proxy is a route name, not a relay URL ("https://relay.example.com"); choose "direct", "brazil" or "us" |\n| `"Brazil"` | proxy "Brazil" must be written exactly "brazil"; route names are lowercase |\n| `" brazil"` | proxy " brazil" must be written exactly "brazil"; remove the white space |\n| `"eu"` | unknown proxy route "eu"; choose "direct", "brazil" or "us" (omitted means "direct") |\n| `true` | proxy must be the string "direct", "brazil" or "us", not a boolean |\n\nFixed: `"proxy": "brazil"`. To choose a route per run, use two webhook nodes, one per route, and a\ntransition on the variable.',
    'With `source: "node"` the path reads the node\'s evaluation, so it starts with `evaluation`.\n\n<!-- run: condition; nodes: score -->\n```json\n{ "source": "node", "of": "score", "path": "scores.mean", "op": "gte", "value": 7 }\n```\n\nFixed: `"path": "evaluation.scores.mean"`',
    'An object with `op` is a comparison; one with `all`, `any` or `not` is a combinator; never both.\n\n<!-- run: condition -->\n```json\n{ "source": "vars", "path": "ok", "op": "eq", "value": true, "all": [] }\n```\n\nFixed: drop `"all": []`, or wrap: `{ "all": [{ "source": "vars", "path": "ok", "op": "eq", "value": true }] }`.',
    'A combinator holds exactly one of `all`, `any`, `not`, and nothing else.\n\n<!-- run: condition -->\n```json\n{ "all": [{ "source": "vars", "path": "a", "op": "exists" }], "any": [{ "source": "vars", "path": "b", "op": "exists" }] }\n```\n\nFixed: `{ "all": [{ "source": "vars", "path": "a", "op": "exists" }, { "any": [{ "source": "vars", "path": "b", "op": "exists" }] }] }` (or whichever logic was meant).',
    'A condition lacks a member it needs, reported at the member\'s own pointer (`/op`, `/value`\u2026), on\nthe condition that lacks it. In a spec the schema finds the most common one: neither `op` (a\ncomparison) nor `all`/`any`/`not` (a combinator). The condition engine (`compileCondition`,\n`agentspec eval`) reports the others the same way: `source`, `path`, `value` for a binary\noperator, `of` for source `node`, `comparator` and `value` of a `length` operand.\n\n<!-- run: condition -->\n```json\n{ "source": "vars", "path": "status", "value": "open" }\n```\n\nFixed: `{ "source": "vars", "path": "status", "op": "eq", "value": "open" }`',
    '`in` and `notIn` compare against an array.\n\n<!-- run: condition -->\n```json\n{ "source": "vars", "path": "status", "op": "in", "value": "open" }\n```\n\nFixed: `"value": ["open"]`',
    '`regex` takes its pattern as a string.\n\n<!-- run: condition -->\n```json\n{ "source": "input", "path": "code", "op": "regex", "value": 42 }\n```\n\nFixed: `"value": "^42$"`',
    'Any other schema fault, named by the failing keyword: `schema/required`, `schema/type`,\n`schema/enum`, `schema/const`, `schema/min-length`, `schema/min-items`,\n`schema/exclusive-minimum`, `schema/unknown-property` (inside a combinator only), `schema/pattern`,\n`schema/invalid`. See [validation.md](validation.md) for the schema pass.\n\n<!-- run: node -->\n```json\n"config": { "method": "GET" }\n```\n\n> missing required property "url"\n\nFixed: `"config": { "url": "https://api.example.com", "method": "GET" }`',
    'Only from `validateSpec` on a value built in code, never from text: a getter or a Proxy in the\ndocument threw while it was read. `validateSpec` never throws on any value, so it returns this one\nerror, at the pointer of the value that threw (found by reading the document again one property at\na time; `""` when no single read throws), and checks nothing else. `params.reason` is the thrown\nerror\'s message. An executor that receives JSON never meets it.',
    "The text itself: `json/syntax` (not JSON: the first syntax error, with its position),\n`json/duplicate-key` (a key twice in one object; parsers disagree on which copy wins),\n`json/too-deep` (nested deeper than 512 levels; its pointer is the first container past the\nlimit, the same from the text as from the parsed value), `json/empty`. `agentspec check` reports\nthem at their position and goes on with the other files; `agentspec fmt` never rewrites such a file.",
    'The document checker\'s (`checkText`: `agentspec check`, `check --fix`, `bundle check`, the\nlanguage server, the playground; not `validateSpecText`), a warning: a number literal that JSON\nparsers read as another number, so the platform does not see what the author wrote. Three cases: beyond the\nlargest double (`1e400` is read as `Infinity`, which JSON cannot even write back), below the\nsmallest (`1e-400` is read as `0`), and more digits than a double keeps (`0.30000000000000000001`\nis read as `0.3`, `9007199254740993` as `9007199254740992`). A literal is exact when the double it\nreads as, written shortest, is the same decimal: `0.1`, `1e21` and `9007199254740992` are. Where an\nerror is already about that value (a `timeout` of `1e400` is not a number the schema accepts), the\nerror is the one issue. `agentspec fmt` keeps such literals exactly as written.\n\n<!-- run: config -->\n```json\n"body": { "amount": 0.30000000000000000001 }\n```\n\n> 0.30000000000000000001 has more digits than JSON parsers keep: they read it as 0.3, so the platform sees 0.3 (write the value as a string to keep every digit)\n\nFixed: `"amount": "0.30000000000000000001"`, or `0.3` if that is what is meant.',
    "`io/unreadable`: a path on the command line that cannot be read (missing, a permission\nproblem). `io/no-match`: a glob that matches no file, or a directory that holds no file to check\n(no `*.json`; for `agentspec test`, no `*.agentspec-test.json`). Both are errors (exit code 1) and the other\npaths are still checked. `io/not-text`: a file that is not UTF-8 text at all, one error for the\nwhole file: UTF-16 or UTF-32 (named, by its byte-order mark or, without one, by the zero bytes\nof its ASCII characters) or binary (a zero byte, which JSON text never holds); the file is not\nparsed, and `fmt` leaves it as it is. `io/invalid-utf8`: bytes that are not UTF-8 (a file saved as Latin-1, a\ntruncated character), at the place in the text where each became U+FFFD, with the bytes and their\nbyte offset; the rest of the file is still checked, `fmt` leaves the file as it is, and\n`bundle export` refuses it. At most 100 per file are listed.",
    "`agentspec check --remote` (and `agentspec remote check`) sends each spec to the platform's\n`POST /agents/schema/validate/` too. A fault the platform reports and the local check did not is\nthis error, its message prefixed with `the platform:`, placed at the field path the platform's\n`validationErrors` names (`nodes[3].config.proxy: \u2026` is `/nodes/3/config/proxy`), else at the\nfield, else at the document. A fault both find is reported once, as the local issue. Usually it\nmeans the platform is newer than this toolkit (`agentspec remote schema --diff` says how), or it\nchecks something the schema cannot say. See [remote.md](remote.md).",
    "A rule threw instead of reporting: a bug in agentspec, never a fault of the spec. The other rules\nstill run; `agentspec check` exits with code 3. Please report it with the spec that caused it.",
    "Bundle codes (`bundle/*`) are listed in [bundles.md](bundles.md#codes).",
    "Test-file codes (`test/*`) are listed in [testing.md](testing.md).",
    "Config codes (`config/*`, about agentspec.config.json and agentspec-suppressions.json) and\n`suppressions/unused` are listed in [configuration.md](configuration.md#codes).",
    'Not an object, or `format` missing or other than `"agentspec-bundle"`. Reported at `""` or `/format`.\n\nThe bundle codes are listed in [bundles.md](bundles.md#codes).',
    "`formatVersion` missing or not 1 (params `value`, `supported`). Reported at `/formatVersion`.\n\nThe bundle codes are listed in [bundles.md](bundles.md#codes).",
    "`agents` missing or not an array. Reported at `/agents`.\n\nThe bundle codes are listed in [bundles.md](bundles.md#codes).",
    "A getter or a Proxy threw while the bundle was read (params `reason`); `importBundle` and `checkAgentImport` report it instead of throwing. Reported at where a read threw.\n\nThe bundle codes are listed in [bundles.md](bundles.md#codes).",
    "An integer beyond \xB1(2^53 \u2212 1): `JSON.parse` has already rounded it, so it may not be the id written. Reported at `\u2026/applicationId`.\n\nThe bundle codes are listed in [bundles.md](bundles.md#codes).",
    "An earlier entry of the bundle has this id (params `id`, `first`). Reported at `\u2026/id`.\n\nThe bundle codes are listed in [bundles.md](bundles.md#codes).",
    "An earlier entry has this name and the same `applicationId`, or neither has one (params `name`, `applicationId`, `first`). Reported at `\u2026/name`.\n\nThe bundle codes are listed in [bundles.md](bundles.md#codes).",
    "An existing agent has this id (params `id`, `existing`). Reported at `\u2026/id`.\n\nThe bundle codes are listed in [bundles.md](bundles.md#codes).",
    "An existing agent has this name and the same `applicationId`, or neither has one (params `name`, `applicationId`, `existing`). Reported at `\u2026/name`.\n\nThe bundle codes are listed in [bundles.md](bundles.md#codes)."
  ];
  return {
    "spec-missing-version": entries2[0],
    "node-duplicate-id": entries2[1],
    "transition-unknown-target": entries2[2],
    "condition-unknown-node": entries2[3],
    "node-unreachable": entries2[4],
    "transition-unreachable": entries2[5],
    "condition-bad-path": entries2[6],
    "condition-bad-regex": entries2[7],
    "condition-pattern-too-long": entries2[8],
    "condition-regex-too-complex": entries2[9],
    "condition-too-deep": entries2[10],
    "condition-too-large": entries2[11],
    "condition-unknown-op": entries2[12],
    "condition-bad-source": entries2[13],
    "condition-bad-length-operand": entries2[14],
    "condition-regex-engine-not-loaded": entries2[15],
    "condition-bad-of": entries2[15],
    "condition-bad-value-type": entries2[15],
    "condition-path-not-string": entries2[15],
    "condition-combinator-not-array": entries2[15],
    "condition-value-not-json": entries2[15],
    "condition-value-too-deep": entries2[15],
    "condition-not-an-object": entries2[15],
    "condition-unreadable": entries2[15],
    "webhook-relay-timeout": entries2[16],
    "webhook-url-scheme": entries2[17],
    "node-duplicate-output-var": entries2[18],
    "condition-value-type-mismatch": entries2[19],
    "spec-misspelled-property": entries2[20],
    "strict-unknown-property": entries2[21],
    "node-misspelled-kind": entries2[22],
    "strict-unknown-kind": entries2[23],
    "webhook-invalid-proxy": entries2[24],
    "condition-node-path-prefix": entries2[25],
    "condition-mixed-shape": entries2[26],
    "condition-combinator-shape": entries2[27],
    "condition-missing-member": entries2[28],
    "condition-value-not-array": entries2[29],
    "condition-value-not-string": entries2[30],
    "schema": entries2[31],
    "schema-required": entries2[31],
    "schema-type": entries2[31],
    "schema-enum": entries2[31],
    "schema-const": entries2[31],
    "schema-min-length": entries2[31],
    "schema-min-items": entries2[31],
    "schema-exclusive-minimum": entries2[31],
    "schema-unknown-property": entries2[31],
    "schema-pattern": entries2[31],
    "schema-invalid": entries2[31],
    "spec-unreadable": entries2[32],
    "json": entries2[33],
    "json-syntax": entries2[33],
    "json-duplicate-key": entries2[33],
    "json-too-deep": entries2[33],
    "json-empty": entries2[33],
    "json-inexact-number": entries2[34],
    "io": entries2[35],
    "io-unreadable": entries2[35],
    "io-no-match": entries2[35],
    "io-not-text": entries2[35],
    "io-invalid-utf8": entries2[35],
    "remote": entries2[36],
    "remote-server-finding": entries2[36],
    "internal-rule-failed": entries2[37],
    "bundle": entries2[38],
    "test": entries2[39],
    "test-unknown-node": entries2[39],
    "test-duplicate-case-name": entries2[39],
    "test-not-a-webhook": entries2[39],
    "test-error-with-output": entries2[39],
    "test-spec-unreadable": entries2[39],
    "test-spec-invalid": entries2[39],
    "test-spec-is-test-file": entries2[39],
    "config": entries2[40],
    "config-unknown-property": entries2[40],
    "config-required": entries2[40],
    "config-type": entries2[40],
    "config-unknown-rule": entries2[40],
    "config-invalid-severity": entries2[40],
    "config-locked-rule": entries2[40],
    "config-invalid-value": entries2[40],
    "suppressions-unused": entries2[40],
    "bundle-not-a-bundle": entries2[41],
    "bundle-unsupported-version": entries2[42],
    "bundle-agents-not-array": entries2[43],
    "bundle-unreadable": entries2[44],
    "bundle-unsafe-integer": entries2[45],
    "bundle-duplicate-id": entries2[46],
    "bundle-duplicate-name": entries2[47],
    "bundle-conflict-id": entries2[48],
    "bundle-conflict-name": entries2[49]
  };
}
var init_rule_docs_generated = __esm({
  "src/cli/report/rule-docs.generated.ts"() {
    "use strict";
    init_cjs_shims();
  }
});

// src/cli/report/sarif.ts
function help2(code2, docsUrl) {
  docs ??= ruleDocs();
  const md = docs[anchorOf(code2)];
  if (md === void 0) return void 0;
  const link = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  const markdown2 = md.replace(link, (_, label2, href) => docsUrl ? `[${label2}](${new URL(href, docsUrl + "rules.md").href})` : label2);
  const text = md.replace(link, (_, label2, href) => docsUrl ? `${label2} (${new URL(href, docsUrl + "rules.md").href})` : label2).replace(/^```\w*\n([\s\S]*?)^```$/gm, (_, body) => body.replace(/\n$/, "").replace(/^/gm, "    ")).replace(/^<!--[^\n]*-->\n/gm, "");
  const full = text.split("\n\n")[0].replace(/\s*\n\s*/g, " ");
  return { short: describeCode(code2) ?? full, full, text, markdown: markdown2 };
}
function descriptor(code2, severity, tool, fallback) {
  const h = help2(code2, tool.docsUrl);
  const short = h?.short ?? describeCode(code2) ?? fallback;
  return {
    id: code2,
    shortDescription: { text: short },
    fullDescription: { text: h?.full ?? short },
    ...tool.docsUrl ? { helpUri: `${tool.docsUrl}rules.md#${anchorOf(code2)}` } : {},
    help: { text: h?.text ?? short, markdown: h?.markdown ?? short },
    defaultConfiguration: { level: severity }
  };
}
function artifactLocation(name2) {
  if (name2 === "<stdin>") return { description: { text: "standard input" } };
  if ((0, import_node_path2.isAbsolute)(name2)) return { uri: (0, import_node_url.pathToFileURL)(name2).href };
  return { uri: name2.replace(/\\/g, "/").split("/").map(encodeURIComponent).join("/"), uriBaseId: SRCROOT };
}
function fingerprint(file, issue, text, seen) {
  const flagged = text !== void 0 && issue.range ? text.slice(issue.range.start.offset, issue.range.end.offset) : "";
  const key = JSON.stringify([issue.code, file, issue.message, flagged]);
  const n = seen.get(key) ?? 0;
  seen.set(key, n + 1);
  return (0, import_node_crypto.createHash)("sha256").update(`${key}#${n}`).digest("hex").slice(0, 32);
}
function sarifLog(reports, tool) {
  const rules3 = [];
  const ruleIndex = /* @__PURE__ */ new Map();
  const notificationDescriptors = [];
  const notificationIndex = /* @__PURE__ */ new Map();
  const results = [];
  const notifications = [];
  for (const r of reports) {
    const seen = /* @__PURE__ */ new Map();
    const suppressed = new Set(r.suppressed ?? []);
    const all = suppressed.size === 0 ? r.issues : [...r.issues, ...suppressed];
    for (const i of all) {
      if (isInvocationCode(i.code)) {
        let index2 = notificationIndex.get(i.code);
        if (index2 === void 0) {
          index2 = notificationDescriptors.push(descriptor(i.code, i.severity, tool, i.message)) - 1;
          notificationIndex.set(i.code, index2);
        }
        notifications.push({ level: i.severity, message: { text: `${r.name}: ${i.message}` }, descriptor: { id: i.code, index: index2 } });
        continue;
      }
      let index = ruleIndex.get(i.code);
      if (index === void 0) {
        index = rules3.push(descriptor(i.code, i.severity, tool, i.message)) - 1;
        ruleIndex.set(i.code, index);
      }
      const physicalLocation = { artifactLocation: artifactLocation(r.name) };
      if (i.range) {
        const { start, end } = i.range;
        physicalLocation["region"] = { startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column };
      }
      results.push({
        ruleId: i.code,
        ruleIndex: index,
        level: i.severity,
        message: { text: i.message },
        locations: [{ physicalLocation }],
        partialFingerprints: { [FINGERPRINT]: fingerprint(r.name, i, r.text, seen) },
        properties: { pointer: i.pointer },
        // Accepted by agentspec-suppressions.json: kept in the log, marked as suppressed outside the code.
        ...suppressed.has(i) ? { suppressions: [{ kind: "external" }] } : {}
      });
    }
  }
  const driver = { name: tool.name, version: tool.version, semanticVersion: tool.version, informationUri: tool.informationUri, rules: rules3 };
  if (notificationDescriptors.length > 0) driver["notifications"] = notificationDescriptors;
  return {
    $schema: "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver },
        invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }],
        originalUriBaseIds: { [SRCROOT]: { uri: tool.srcRoot } },
        columnKind: "utf16CodeUnits",
        results
      }
    ]
  };
}
var import_node_crypto, import_node_path2, import_node_url, SRCROOT, FINGERPRINT, anchorOf, isInvocationCode, docs;
var init_sarif = __esm({
  "src/cli/report/sarif.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_crypto = require("crypto");
    import_node_path2 = require("path");
    import_node_url = require("url");
    init_rule_meta();
    init_rule_docs_generated();
    SRCROOT = "%SRCROOT%";
    FINGERPRINT = "agentspecFinding/v1";
    anchorOf = (code2) => code2.replace(/\//g, "-");
    isInvocationCode = (code2) => code2.startsWith("io/");
  }
});

// src/cli/report/report.ts
function stylish(reports, color) {
  const p = paint(color);
  const out = [];
  for (const r of reports) {
    let lines2;
    for (const i of r.issues) {
      const at2 = i.range ? `:${i.range.start.line}:${i.range.start.column}` : "";
      const sev = i.severity === "error" ? p.red("error") : p.yellow("warning");
      out.push(`${p.bold(printable(r.name) + at2)}  ${sev}  ${printable(i.message)} ${p.dim(`[${i.code}]`)}`);
      if (r.text !== void 0 && i.range) {
        lines2 ??= splitLines(r.text);
        const frame = codeFrame(lines2, i.range, p, i.severity === "error" ? p.red : p.yellow);
        if (frame) out.push(frame);
      }
      out.push("");
    }
    for (const note of r.notes ?? []) out.push(note);
    if (r.notes?.length) out.push("");
  }
  const errors = count(reports, "error");
  const warnings = count(reports, "warning");
  if (errors + warnings > 0) {
    const files = reports.filter((r) => r.issues.length > 0).length;
    const line = `${errors > 0 ? "\u2716" : "\u26A0"} ${plural(errors + warnings, "problem")} (${plural(errors, "error")}, ${plural(warnings, "warning")}) in ${plural(files, "file")}`;
    out.push(errors > 0 ? p.red(p.bold(line)) : p.yellow(p.bold(line)));
  }
  const suppressed = reports.reduce((n, r) => n + (r.suppressed?.length ?? 0), 0);
  if (suppressed > 0) out.push(p.dim(`${plural(suppressed, "finding")} suppressed by agentspec-suppressions.json`));
  return out.length === 0 ? "" : out.join("\n") + "\n";
}
function json(reports) {
  const files = reports.map((r) => ({
    file: r.name,
    errorCount: count([r], "error"),
    warningCount: count([r], "warning"),
    // Suppressed findings are listed too, marked, in place; they are not counted.
    issues: r.suppressed?.length ? [...r.issues, ...r.suppressed.map((i) => ({ ...i, suppressed: true }))].sort(byPlace) : r.issues,
    ...r.suppressed?.length ? { suppressedCount: r.suppressed.length } : {},
    ...r.agents ? { agents: r.agents } : {}
  }));
  return JSON.stringify(files, null, 2) + "\n";
}
function sarif(reports) {
  const tool = {
    name: "agentspec",
    version: VERSION,
    informationUri: REPOSITORY_URL ?? `https://www.npmjs.com/package/${PACKAGE_NAME}`,
    srcRoot: (0, import_node_url2.pathToFileURL)(process.cwd() + import_node_path3.sep).href,
    ...DOCS_URL ? { docsUrl: DOCS_URL } : {}
  };
  return JSON.stringify(sarifLog(reports, tool), null, 2) + "\n";
}
function github(reports) {
  let out = "";
  for (const r of reports) {
    for (const i of r.issues) {
      const props = [`file=${escapeProperty(r.name)}`];
      if (i.range) {
        const { start, end } = i.range;
        props.push(`line=${start.line}`, `col=${start.column}`, `endLine=${end.line}`);
        if (end.line === start.line) props.push(`endColumn=${Math.max(start.column, end.column - 1)}`);
      }
      props.push(`title=${escapeProperty(i.code)}`);
      out += `::${i.severity} ${props.join(",")}::${escapeData(i.message)}
`;
    }
  }
  return out;
}
var import_node_path3, import_node_url2, count, plural, byPlace, escapeData, escapeProperty, FORMATTERS;
var init_report = __esm({
  "src/cli/report/report.ts"() {
    "use strict";
    init_cjs_shims();
    init_color();
    init_frame();
    import_node_path3 = require("path");
    import_node_url2 = require("url");
    init_rule_meta();
    init_sarif();
    init_version();
    count = (reports, severity) => reports.reduce((n, r) => n + r.issues.filter((i) => i.severity === severity).length, 0);
    plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
    byPlace = (a, b) => (a.range?.start.offset ?? -1) - (b.range?.start.offset ?? -1);
    escapeData = (s) => printable(s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A"));
    escapeProperty = (s) => escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
    FORMATTERS = { stylish, json, sarif, github };
  }
});

// src/cli/options.ts
function configLimit(settings, policy) {
  if (settings.maxWarnings !== void 0) return;
  for (let i = policy.layers.length - 1; i >= 0; i--) {
    const layer = policy.layers[i];
    if (layer.config.maxWarnings === void 0) continue;
    settings.maxWarnings = layer.config.maxWarnings;
    settings.maxWarningsFrom = `"maxWarnings": ${layer.config.maxWarnings} in ${shownPath(layer.path)}`;
    return;
  }
}
function shownPath(path) {
  const rel = (0, import_node_path4.relative)(process.cwd(), path);
  return (rel.startsWith("..") || (0, import_node_path4.isAbsolute)(rel) ? path : rel).split("\\").join("/");
}
function outputSettings(command2, values) {
  const format = values["format"] ?? "stylish";
  if (!Object.prototype.hasOwnProperty.call(FORMATTERS, format)) {
    throw new UsageError(unknownChoice("format", format, Object.keys(FORMATTERS)), command2);
  }
  const raw = values["max-warnings"];
  let maxWarnings;
  if (raw !== void 0) {
    if (!/^\d+$/.test(raw)) throw new UsageError(`--max-warnings takes a whole number \u2265 0, not "${raw}"`, command2);
    maxWarnings = Number(raw);
  }
  return { format, maxWarnings, quiet: values["quiet"] === true };
}
function emit(reports, settings, out = process.stdout) {
  const shown2 = settings.quiet ? reports.map((r) => ({ ...r, issues: r.issues.filter((i) => i.severity === "error") })) : reports;
  const text = FORMATTERS[settings.format](shown2, wantColor(out.isTTY, process.env));
  if (text) out.write(text);
  const issues = shown2.flatMap((r) => r.issues);
  const code2 = exitCode(issues, settings.maxWarnings);
  if (code2 === EXIT.findings && !issues.some((i) => i.severity === "error")) {
    const warnings = issues.length;
    process.stderr.write(`agentspec: ${warnings} warning${warnings === 1 ? "" : "s"}, more than ${settings.maxWarningsFrom ?? `--max-warnings ${settings.maxWarnings}`} allows: exit 1
`);
  }
  return code2;
}
function exitCode(issues, maxWarnings) {
  if (issues.some((i) => i.code.startsWith("internal/"))) return EXIT.internal;
  if (issues.some((i) => i.severity === "error")) return EXIT.findings;
  const warnings = issues.filter((i) => i.severity === "warning").length;
  return maxWarnings !== void 0 && warnings > maxWarnings ? EXIT.findings : EXIT.clean;
}
var import_node_path4, OUTPUT_OPTIONS;
var init_options = __esm({
  "src/cli/options.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_path4 = require("path");
    init_args();
    init_color();
    init_report();
    init_usage();
    OUTPUT_OPTIONS = {
      format: { type: "string", short: "f" },
      "max-warnings": { type: "string" },
      quiet: { type: "boolean", short: "q" }
    };
  }
});

// src/config/constants.ts
var CONFIG_PROPERTIES, CHANGE_CLASSES, FAIL_ON, GLOB_PATTERN, BASE_URL_PATTERN;
var init_constants = __esm({
  "src/config/constants.ts"() {
    "use strict";
    init_cjs_shims();
    CONFIG_PROPERTIES = ["$schema", "root", "strict", "rules", "overrides", "ignores", "files", "maxWarnings", "diff", "remote"];
    CHANGE_CLASSES = ["breaking", "behaviour", "cosmetic"];
    FAIL_ON = [...CHANGE_CLASSES, "any"];
    GLOB_PATTERN = "^(?!/)(?![A-Za-z]:)(?!\\.\\.(?:/|$))(?!.*/\\.\\.(?:/|$)).+$";
    BASE_URL_PATTERN = "^https?://[^\\s/?#@]+(?:/[^\\s?#]*)?$";
  }
});

// src/config/check.ts
function type(report2, pointer, expected, value) {
  report2({ code: "config/type", severity: "error", pointer, params: { expected, value } });
}
function known(report2, obj, pointer, names2, what) {
  if (!isObject(obj)) {
    type(report2, pointer, what, obj);
    return false;
  }
  for (const key of Object.keys(obj)) {
    if (names2.includes(key)) continue;
    const suggestion = didYouMean(key, names2);
    report2({ code: "config/unknown-property", severity: "error", pointer: childPointer(pointer, key), target: "key", params: suggestion === void 0 ? { property: key, allowed: names2 } : { property: key, allowed: names2, suggestion } });
  }
  return true;
}
function globs(report2, v, pointer) {
  if (!Array.isArray(v)) return type(report2, pointer, "an array of globs", v);
  if (v.length === 0) report2({ code: "config/invalid-value", severity: "error", pointer, params: { reason: "must hold at least one glob" } });
  v.forEach((g, i) => {
    const at2 = `${pointer}/${i}`;
    if (typeof g !== "string") type(report2, at2, "a glob (a string)", g);
    else if (!compiled2().glob.test(g)) report2({ code: "config/invalid-value", severity: "error", pointer: at2, params: { reason: `glob ${JSON.stringify(g)} must be relative to the config's folder and stay inside it (no leading "/", no ".." segment)` } });
  });
}
function rules2(report2, v, pointer) {
  if (!isObject(v)) return type(report2, pointer, "an object of rule settings by code", v);
  for (const [code2, setting] of Object.entries(v)) {
    const at2 = childPointer(pointer, code2);
    if (!Object.hasOwn(allCodes, code2)) {
      const suggestion = didYouMean(code2, everyCode());
      report2({ code: "config/unknown-rule", severity: "error", pointer: at2, target: "key", params: suggestion === void 0 ? { code: code2 } : { code: code2, suggestion } });
      continue;
    }
    if (typeof setting !== "string" || !RULE_SETTINGS.includes(setting)) {
      const suggestion = typeof setting === "string" ? setting === "warning" ? "warn" : didYouMean(setting, RULE_SETTINGS) : void 0;
      report2({ code: "config/invalid-severity", severity: "error", pointer: at2, params: suggestion === void 0 ? { value: setting } : { value: setting, suggestion } });
      continue;
    }
    if (!allowedSettings(code2).includes(setting)) report2({ code: "config/locked-rule", severity: "error", pointer: at2, params: { code: code2, value: setting, accepts: allowedSettings(code2) } });
  }
}
function configFindings(value) {
  const out = [];
  const report2 = (f) => out.push(f);
  if (!known(report2, value, "", CONFIG_PROPERTIES, "an object")) return out;
  for (const [key, v] of Object.entries(value)) {
    const at2 = childPointer("", key);
    switch (key) {
      case "$schema":
        if (typeof v !== "string") type(report2, at2, "a string", v);
        break;
      case "root":
      case "strict":
        boolean(report2, v, at2);
        break;
      case "rules":
        rules2(report2, v, at2);
        break;
      case "ignores":
      case "files":
        globs(report2, v, at2);
        break;
      case "maxWarnings":
        if (typeof v !== "number" || !Number.isInteger(v)) type(report2, at2, "a whole number", v);
        else if (v < 0) report2({ code: "config/invalid-value", severity: "error", pointer: at2, params: { reason: `must be 0 or more, not ${v}` } });
        break;
      case "overrides":
        if (!Array.isArray(v)) {
          type(report2, at2, "an array of overrides", v);
          break;
        }
        v.forEach((o, i) => {
          const op = `${at2}/${i}`;
          if (!known(report2, o, op, OVERRIDE_PROPERTIES, "an override object")) return;
          if (!Object.hasOwn(o, "files")) report2({ code: "config/required", severity: "error", pointer: `${op}/files`, params: { property: "files" } });
          for (const [k, w] of Object.entries(o)) {
            if (k === "files") globs(report2, w, `${op}/files`);
            else if (k === "strict") boolean(report2, w, `${op}/strict`);
            else if (k === "rules") rules2(report2, w, `${op}/rules`);
          }
        });
        break;
      case "diff":
        if (!known(report2, v, at2, DIFF_PROPERTIES, "an object")) break;
        if (Object.hasOwn(v, "failOn") && !FAIL_ON.includes(v["failOn"])) {
          const f = v["failOn"];
          const suggestion = typeof f === "string" ? didYouMean(f, FAIL_ON) : void 0;
          report2({ code: "config/invalid-value", severity: "error", pointer: `${at2}/failOn`, params: { reason: `failOn must be ${failOnWords}, not ${JSON.stringify(f) ?? String(f)}${suggestion === void 0 ? "" : `; did you mean "${suggestion}"?`}` } });
        }
        break;
      case "remote":
        if (!known(report2, v, at2, REMOTE_PROPERTIES, "an object")) break;
        if (Object.hasOwn(v, "baseUrl")) {
          const u = v["baseUrl"];
          if (typeof u !== "string") type(report2, `${at2}/baseUrl`, "a URL (a string)", u);
          else if (!compiled2().baseUrl.test(u)) report2({ code: "config/invalid-value", severity: "error", pointer: `${at2}/baseUrl`, params: { reason: "baseUrl must be an http: or https: URL with a host and no query, fragment or credentials" } });
        }
        if (Object.hasOwn(v, "applicationId")) {
          const a = v["applicationId"];
          if (typeof a !== "number" || !Number.isInteger(a)) type(report2, `${at2}/applicationId`, "a whole number (the platform's application id)", a);
          else if (a < 1) report2({ code: "config/invalid-value", severity: "error", pointer: `${at2}/applicationId`, params: { reason: `applicationId must be 1 or more, not ${a}` } });
        }
        break;
    }
  }
  return out;
}
function checkConfigText(text) {
  const parsed = parseJsonText(text);
  if (!parsed.parsed || parsed.findings.length > 0) return { issues: locateFindings(text, parsed.findings, configCodes) };
  const findings = configFindings(parsed.value);
  if (findings.length > 0) return { issues: locateFindings(text, findings, configCodes) };
  return { config: parsed.value, issues: [] };
}
var OVERRIDE_PROPERTIES, DIFF_PROPERTIES, failOnWords, REMOTE_PROPERTIES, patterns, compiled2, boolean, codes2, everyCode;
var init_check5 = __esm({
  "src/config/check.ts"() {
    "use strict";
    init_cjs_shims();
    init_all();
    init_config();
    init_json();
    init_pointer();
    init_severity();
    init_suggest();
    init_text();
    init_validate();
    init_constants();
    OVERRIDE_PROPERTIES = ["files", "strict", "rules"];
    DIFF_PROPERTIES = ["failOn"];
    failOnWords = `${FAIL_ON.slice(0, -1).map((w) => `"${w}"`).join(", ")} or "${FAIL_ON.at(-1)}"`;
    REMOTE_PROPERTIES = ["baseUrl", "applicationId"];
    compiled2 = () => patterns ??= { glob: new RegExp(GLOB_PATTERN), baseUrl: new RegExp(BASE_URL_PATTERN) };
    boolean = (report2, v, pointer) => {
      if (typeof v !== "boolean") type(report2, pointer, "true or false", v);
    };
    everyCode = () => codes2 ??= Object.keys(allCodes);
  }
});

// src/config/schema.ts
function configJsonSchema() {
  const ruleProperties = {};
  for (const code2 of Object.keys(allCodes)) {
    const allowed2 = allowedSettings(code2);
    const description = `${allDescriptions[code2]} (default: ${allCodes[code2].severity === "warning" ? "warn" : "error"})`;
    ruleProperties[code2] = allowed2.length === 0 ? { description: `${description}; cannot be set`, not: {} } : { description, enum: [...allowed2] };
  }
  const rules3 = {
    description: `Rule settings by code: "off" hides a code's findings, "warn" and "error" set their severity (${RULE_SETTINGS.join(", ")}).`,
    type: "object",
    properties: ruleProperties,
    additionalProperties: false
  };
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "https://cdn.jsdelivr.net/npm/agentspec-toolkit@0.2.0/schema/agentspec-config.schema.json",
    title: "agentspec.config.json",
    description: "A repository's policy for agentspec: rule settings, overrides by folder, ignored files, the files to check, and the settings of diff and the platform client. See docs/configuration.md.",
    type: "object",
    additionalProperties: false,
    properties: {
      $schema: { description: "The URL of this schema, for editors.", type: "string" },
      root: { description: "Stop looking for agentspec.config.json in the folders above this one.", type: "boolean" },
      strict: { description: "Also warn about properties the schema does not name (as --strict).", type: "boolean" },
      rules: rules3,
      overrides: {
        description: "Settings for the files that globs match; later entries win over earlier ones and over the top level.",
        type: "array",
        items: {
          type: "object",
          required: ["files"],
          additionalProperties: false,
          properties: {
            files: globs2("The files this override is for."),
            strict: { description: "Strict mode for these files.", type: "boolean" },
            rules: { $ref: "#/properties/rules" }
          }
        }
      },
      ignores: globs2("Files no command reads (a folder's glob covers what is in it)."),
      files: globs2("What check, fmt and test read when the command line names no path."),
      maxWarnings: { description: "Exit 1 when there are more warnings than this (--max-warnings wins).", type: "integer", minimum: 0 },
      diff: {
        description: "Settings of agentspec diff.",
        type: "object",
        additionalProperties: false,
        properties: { failOn: { description: 'The class of change that fails the run, and every worse one; "any": every change (the same as "cosmetic"). --fail-on takes the same words.', enum: [...FAIL_ON] } }
      },
      remote: {
        description: "The platform the client talks to.",
        type: "object",
        additionalProperties: false,
        properties: {
          baseUrl: { description: "The platform's base URL (the client appends /api/v1); AGENTSPEC_BASE_URL overrides it.", type: "string", pattern: BASE_URL_PATTERN },
          applicationId: { description: "The application the agents belong to (--application overrides it).", type: "integer", minimum: 1 }
        }
      }
    }
  };
}
var globs2;
var init_schema2 = __esm({
  "src/config/schema.ts"() {
    "use strict";
    init_cjs_shims();
    init_all();
    init_severity();
    init_constants();
    globs2 = (description) => ({
      description,
      type: "array",
      minItems: 1,
      items: { type: "string", pattern: GLOB_PATTERN, description: "A glob (picomatch syntax) relative to the config's folder; it matches a file or a folder above it." }
    });
  }
});

// src/config/resolve.ts
function inside(dir, path) {
  const prefix = dir.endsWith("/") ? dir : `${dir}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : void 0;
}
function matches(res, rel) {
  if (res.length === 0) return false;
  for (let i = 0; i < res.length; i++) if (res[i].test(rel)) return true;
  for (let at2 = rel.indexOf("/"); at2 > 0; at2 = rel.indexOf("/", at2 + 1)) {
    const folder = rel.slice(0, at2);
    for (let i = 0; i < res.length; i++) if (res[i].test(folder)) return true;
  }
  return false;
}
function nearest2(layers, key) {
  for (let i = layers.length - 1; i >= 0; i--) if (Object.hasOwn(layers[i].config, key)) return layers[i].config[key];
  return void 0;
}
function compilePolicy(layers, compile) {
  const compiled3 = layers.map(({ dir, config }) => ({
    dir,
    strict: config.strict,
    rules: config.rules,
    ignores: (config.ignores ?? []).map(compile),
    overrides: (config.overrides ?? []).map((o) => ({ files: o.files.map(compile), strict: o.strict, rules: o.rules }))
  }));
  const filesLayer = [...layers].reverse().find((l) => Object.hasOwn(l.config, "files"));
  const cache2 = /* @__PURE__ */ new Map();
  return {
    layers,
    dir: layers.length > 0 ? layers[layers.length - 1].dir : void 0,
    files: filesLayer ? { dir: filesLayer.dir, globs: filesLayer.config.files } : void 0,
    maxWarnings: nearest2(layers, "maxWarnings"),
    diff: nearest2(layers, "diff"),
    remote: nearest2(layers, "remote"),
    optionsFor(path) {
      let key = "";
      let ignored = false;
      for (let l = 0; l < compiled3.length; l++) {
        const c = compiled3[l];
        const rel = inside(c.dir, path);
        if (rel === void 0) {
          key += "-|";
          continue;
        }
        if (matches(c.ignores, rel)) ignored = true;
        for (let o = 0; o < c.overrides.length; o++) key += matches(c.overrides[o].files, rel) ? "1" : "0";
        key += "|";
      }
      key += ignored ? "i" : "";
      const known2 = cache2.get(key);
      if (known2) return known2;
      let strict = false;
      const rules3 = {};
      let k = 0;
      for (let l = 0; l < compiled3.length; l++) {
        const c = compiled3[l];
        const within = key[k] !== "-";
        if (c.strict !== void 0) strict = c.strict;
        if (c.rules) Object.assign(rules3, c.rules);
        if (!within) {
          k += 2;
          continue;
        }
        for (let o = 0; o < c.overrides.length; o++, k++) {
          if (key[k] !== "1") continue;
          const ov = c.overrides[o];
          if (ov.strict !== void 0) strict = ov.strict;
          if (ov.rules) Object.assign(rules3, ov.rules);
        }
        k++;
      }
      const answer2 = { strict, rules: rules3, ignored };
      cache2.set(key, answer2);
      return answer2;
    }
  };
}
var init_resolve = __esm({
  "src/config/resolve.ts"() {
    "use strict";
    init_cjs_shims();
  }
});

// src/config/index.ts
var init_config2 = __esm({
  "src/config/index.ts"() {
    "use strict";
    init_cjs_shims();
    init_check5();
    init_resolve();
    init_error();
  }
});

// src/node/config.ts
function node() {
  const process2 = globalThis.process;
  if (typeof process2?.getBuiltinModule !== "function") throw new Error("loadConfig reads files: it runs on Node (^20.19.0 || >=22.12.0)");
  return { fs: process2.getBuiltinModule("fs"), path: process2.getBuiltinModule("path"), process: process2 };
}
function compileGlob(glob) {
  if (picomatch2 === void 0) {
    const { createRequire: createRequire3 } = node().process.getBuiltinModule("module");
    picomatch2 = createRequire3(importMetaUrl)("picomatch");
  }
  return picomatch2.makeRe(glob, { dot: false, posix: true });
}
function reason2(e) {
  const code2 = e.code;
  if (code2 === "ENOENT") return "no such file or directory";
  if (code2 === "EACCES") return "permission denied";
  if (code2 === "EISDIR") return "it is a directory";
  return e instanceof Error ? e.message : String(e);
}
function readConfig(file) {
  const { fs, path } = node();
  const at2 = path.resolve(file);
  let text;
  try {
    text = fs.readFileSync(at2, "utf8");
  } catch (e) {
    throw new ConfigError(at2, [formatFinding({ code: "io/unreadable", severity: "error", pointer: "", params: { reason: reason2(e) } }, cliCodes)]);
  }
  const checked2 = checkConfigText(text);
  if (!checked2.config) throw new ConfigError(at2, checked2.issues, text);
  return { path: at2, dir: slashes(path.dirname(at2), path.sep), config: checked2.config };
}
function findConfigs(dir) {
  const { fs, path } = node();
  const found = [];
  let at2 = path.resolve(dir);
  for (; ; ) {
    const candidate = path.join(at2, CONFIG_FILE);
    if (fs.existsSync(candidate)) {
      const layer = readConfig(candidate);
      found.unshift(layer);
      if (layer.config.root === true) break;
    }
    if (fs.existsSync(path.join(at2, ".git"))) break;
    const up = path.dirname(at2);
    if (up === at2) break;
    at2 = up;
  }
  return found;
}
function loadPolicy(choice = {}) {
  if (choice.noConfig === true) return compilePolicy([], compileGlob);
  const { path, process: process2 } = node();
  const cwd = choice.cwd ?? process2.cwd();
  if (choice.config !== void 0) return compilePolicy([readConfig(path.resolve(cwd, choice.config))], compileGlob);
  return compilePolicy(findConfigs(cwd), compileGlob);
}
function policyPath(p) {
  const { path } = node();
  return slashes(path.resolve(p), path.sep);
}
var picomatch2, slashes;
var init_config3 = __esm({
  "src/node/config.ts"() {
    "use strict";
    init_cjs_shims();
    init_config2();
    init_finding_words();
    init_cli();
    init_file_names();
    init_file_names();
    slashes = (p, sep4) => sep4 === "/" ? p : p.split(sep4).join("/");
  }
});

// src/cli/config.ts
var init_config4 = __esm({
  "src/cli/config.ts"() {
    "use strict";
    init_cjs_shims();
    init_config3();
  }
});

// src/cli/policy.ts
function commandPolicy(command2, values) {
  const config = values.config;
  const noConfig = values["no-config"] === true;
  if (config !== void 0 && noConfig) throw new UsageError("--config and --no-config exclude each other", command2);
  if (config === "") throw new UsageError("--config needs a file name", command2);
  return loadPolicy({ config, noConfig });
}
function configuredPaths(policy) {
  const files = policy.files;
  if (!files) return void 0;
  const from = (0, import_node_path5.relative)(process.cwd(), files.dir);
  return files.globs.map((g) => from === "" ? g : `${from.split("\\").join("/")}/${g}`);
}
function optionsOf(policy, input2) {
  return policy.optionsFor("stdin" in input2 && input2.stdin ? STDIN_PATH : policyPath(input2.name));
}
function withoutIgnored(inputs, policy, named) {
  if (policy.layers.length === 0) return inputs;
  const explicit = new Set(named.map((n) => (0, import_node_path5.resolve)(n)));
  const kept = [];
  const skipped = [];
  for (const input2 of inputs) {
    if ("missing" in input2 || input2.stdin || !optionsOf(policy, input2).ignored) kept.push(input2);
    else if (explicit.has((0, import_node_path5.resolve)(input2.name))) skipped.push(input2.name);
  }
  if (skipped.length > 0) process.stderr.write(`agentspec: ${skipped.length === 1 ? `${skipped[0]} is` : `${skipped.length} files named are`} ignored by the config's "ignores"; not checked
`);
  return kept;
}
var import_node_path5, CONFIG_OPTIONS, STDIN_PATH;
var init_policy = __esm({
  "src/cli/policy.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_path5 = require("path");
    init_config4();
    init_usage();
    CONFIG_OPTIONS = {
      config: { type: "string" },
      "no-config": { type: "boolean" }
    };
    STDIN_PATH = "";
  }
});

// src/cli/commands/remote/options.ts
var REMOTE_OPTIONS;
var init_options2 = __esm({
  "src/cli/commands/remote/options.ts"() {
    "use strict";
    init_cjs_shims();
    REMOTE_OPTIONS = {
      application: { type: "string" },
      "api-key-file": { type: "string" },
      timeout: { type: "string" }
    };
  }
});

// src/language/document-kind.ts
function stringAt(text, i) {
  let j = i + 1;
  let escaped = false;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === 92) {
      escaped = true;
      j += 2;
      continue;
    }
    if (c === 34) {
      const raw = text.slice(i + 1, j);
      let value = raw;
      if (escaped) {
        try {
          value = JSON.parse(`"${raw}"`);
        } catch {
          value = raw;
        }
      }
      return [value, j + 1];
    }
    if (c === 10) return void 0;
    j++;
  }
  return void 0;
}
function skipValue(text, i) {
  const c = text.charCodeAt(i);
  if (c === 34) return stringAt(text, i)?.[1] ?? text.length;
  if (c !== 123 && c !== 91) {
    while (i < text.length && !isSpace2(text.charCodeAt(i)) && text.charCodeAt(i) !== 44 && text.charCodeAt(i) !== 125) i++;
    return i;
  }
  let depth = 0;
  while (i < text.length) {
    const d = text.charCodeAt(i);
    if (d === 34) {
      i = stringAt(text, i)?.[1] ?? text.length;
      continue;
    }
    if (d === 123 || d === 91) depth++;
    else if (d === 125 || d === 93) {
      depth--;
      if (depth === 0) return i + 1;
    }
    i++;
  }
  return i;
}
function topLevel(text) {
  const keys = /* @__PURE__ */ new Map();
  let i = text.charCodeAt(0) === 65279 ? 1 : 0;
  while (i < text.length && isSpace2(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) !== 123) return { keys, object: false, read: text.length };
  i++;
  for (; ; ) {
    while (i < text.length && (isSpace2(text.charCodeAt(i)) || text.charCodeAt(i) === 44)) i++;
    if (i >= text.length || text.charCodeAt(i) !== 34) break;
    const key = stringAt(text, i);
    if (!key) break;
    i = key[1];
    while (i < text.length && isSpace2(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== 58) {
      keys.set(key[0], { first: -1 });
      break;
    }
    i++;
    while (i < text.length && isSpace2(text.charCodeAt(i))) i++;
    const first = i < text.length ? text.charCodeAt(i) : -1;
    const entry = { first };
    if (first === 34) {
      const s = stringAt(text, i);
      if (s) entry.text = s[0];
    }
    keys.set(key[0], entry);
    if (first < 0) break;
    if (key[0] === "nodes") return { keys, object: true, read: i };
    i = skipValue(text, i);
  }
  return { keys, object: true, read: text.length };
}
function documentKindOf(name2, text) {
  const base = baseName(name2).toLowerCase();
  if (base.endsWith(TEST_FILE_SUFFIX)) return { kind: "test", read: 0 };
  if (Object.hasOwn(TOOL_FILES, base)) return { kind: TOOL_FILES[base], read: 0 };
  const whole = text.length;
  if (!/\S/.test(text.charCodeAt(0) === 65279 ? text.slice(1) : text)) return { kind: "undecided", read: whole };
  const { keys, object, read: read2 } = topLevel(text);
  if (!object) return { kind: "other", read: whole };
  if (keys.has("nodes")) return { kind: "spec", read: read2 };
  const format = keys.get("format");
  if (format?.text === "agentspec-bundle" || (format !== void 0 || keys.has("formatVersion")) && keys.has("agents")) return { kind: "bundle", read: whole };
  if (keys.has("spec") && keys.has("cases")) return { kind: "test", read: whole };
  const version2 = keys.get("version");
  if (version2 && (version2.first === 45 || version2.first >= 48 && version2.first <= 57)) return { kind: "spec", read: whole };
  if (/agentspec(?!-test)/i.test(keys.get("$schema")?.text ?? "")) return { kind: "spec", read: whole };
  return { kind: keys.size === 0 ? "undecided" : "other", read: whole };
}
function walkedKind(kind) {
  switch (kind) {
    case "spec":
    case "bundle":
    case "test":
      return "document";
    case "config":
    case "suppressions":
    case "link":
      return kind;
    default:
      return "skip";
  }
}
var TOOL_FILES, isSpace2, baseName, documentKind;
var init_document_kind = __esm({
  "src/language/document-kind.ts"() {
    "use strict";
    init_cjs_shims();
    init_file_names();
    TOOL_FILES = { [CONFIG_FILE]: "config", [SUPPRESSIONS_FILE]: "suppressions", [LINK_FILE]: "link" };
    isSpace2 = (c) => c === 32 || c === 10 || c === 13 || c === 9;
    baseName = (name2) => name2.slice(Math.max(name2.lastIndexOf("/"), name2.lastIndexOf("\\")) + 1);
    documentKind = (name2, text) => documentKindOf(name2, text).kind;
  }
});

// src/workspace/suppressions.ts
function suppressionsPath(policy, from, noConfig = false) {
  if (noConfig) return void 0;
  const layers = policy.layers;
  const owner = layers.find((l) => Object.hasOwn(l.config, "files")) ?? layers[0];
  if (owner) return (0, import_node_path6.join)(owner.dir, SUPPRESSIONS_FILE);
  for (let at2 = (0, import_node_path6.resolve)(from); ; ) {
    if ((0, import_node_fs2.existsSync)((0, import_node_path6.join)(at2, ".git"))) return (0, import_node_path6.join)(at2, SUPPRESSIONS_FILE);
    const up = (0, import_node_path6.dirname)(at2);
    if (up === at2) return (0, import_node_path6.join)((0, import_node_path6.resolve)(from), SUPPRESSIONS_FILE);
    at2 = up;
  }
}
function hiddenCodes(entry, byCode2) {
  const hidden = /* @__PURE__ */ new Set();
  if (!entry) return hidden;
  for (const [code2, { count: count2 }] of Object.entries(entry)) if (!unsuppressable(code2) && (byCode2.get(code2) ?? 0) <= count2) hidden.add(code2);
  return hidden;
}
function suppressionsFindings(text) {
  const parsed = parseJsonText(text);
  if (!parsed.parsed || parsed.findings.length > 0) return { issues: locateFindings(text, parsed.findings, configCodes) };
  const findings = [];
  const bad = (pointer, expected, value2) => {
    findings.push({ code: "config/type", severity: "error", pointer, params: { expected, value: value2 } });
  };
  const value = parsed.value;
  const out = dict();
  if (!isObject(value)) bad("", "an object of files", value);
  else {
    for (const [file, codes3] of Object.entries(value)) {
      const fp = childPointer("", file);
      if (!isObject(codes3)) {
        bad(fp, "an object of codes", codes3);
        continue;
      }
      const entry = dict();
      for (const [code2, recorded] of Object.entries(codes3)) {
        const cp = childPointer(fp, code2);
        const count2 = isObject(recorded) ? recorded["count"] : void 0;
        if (!isObject(recorded) || Object.keys(recorded).length !== 1 || typeof count2 !== "number" || !Number.isInteger(count2) || count2 < 1) bad(cp, 'an object { "count": n } with a whole n of 1 or more', recorded);
        else if (unsuppressable(code2)) findings.push({ code: "config/invalid-value", severity: "error", pointer: cp, target: "key", params: { reason: `${neverSuppressed(code2)}; remove this entry` } });
        else entry[code2] = { count: count2 };
      }
      out[file] = entry;
    }
  }
  if (findings.length > 0) return { issues: locateFindings(text, findings, configCodes) };
  return { suppressions: out, issues: [] };
}
function readSuppressions(path) {
  if (!(0, import_node_fs2.existsSync)(path)) return { suppressions: dict() };
  const text = (0, import_node_fs2.readFileSync)(path, "utf8");
  const read2 = suppressionsFindings(text);
  if (!read2.suppressions) throw new ConfigError(path, read2.issues, text);
  return { suppressions: read2.suppressions, text };
}
function writeSuppressions(path, s) {
  const sorted = dict();
  for (const file of Object.keys(s).sort()) {
    const codes3 = s[file];
    const keys = Object.keys(codes3).sort();
    if (keys.length === 0) continue;
    const entry = sorted[file] = dict();
    for (const code2 of keys) entry[code2] = { count: codes3[code2].count };
  }
  (0, import_node_fs2.writeFileSync)(path, `${JSON.stringify(sorted, null, 2)}
`);
}
function keyOf(base, report2) {
  if (report2.name === "<stdin>") return void 0;
  return (0, import_node_path6.relative)(base, (0, import_node_path6.resolve)(report2.name)).split(import_node_path6.sep).join("/");
}
function countByCode(issues) {
  const counts3 = /* @__PURE__ */ new Map();
  for (const i of issues) if (!unsuppressable(i.code)) counts3.set(i.code, (counts3.get(i.code) ?? 0) + 1);
  return counts3;
}
function suppress(reports, path, current, mode) {
  const base = (0, import_node_path6.resolve)(path, "..");
  const next2 = dict();
  for (const [f, codes3] of Object.entries(current)) next2[f] = Object.assign(dict(), codes3);
  let changed = false;
  const checked2 = /* @__PURE__ */ new Set();
  const counts3 = /* @__PURE__ */ new Map();
  for (const r of reports) {
    const key = keyOf(base, r);
    if (key === void 0 || r.toolFile !== void 0) continue;
    checked2.add(key);
    const byCode2 = countByCode(r.issues);
    counts3.set(key, byCode2);
    if (mode.kind === "record") {
      const entry = Object.assign(dict(), next2[key]);
      for (const code2 of /* @__PURE__ */ new Set([...Object.keys(entry), ...byCode2.keys()])) {
        if (mode.codes && !mode.codes.has(code2)) continue;
        const n = byCode2.get(code2) ?? 0;
        if (n === 0) delete entry[code2];
        else entry[code2] = { count: n };
      }
      next2[key] = entry;
    } else if (mode.kind === "prune" && next2[key]) {
      const entry = next2[key];
      for (const [code2, { count: count2 }] of Object.entries(entry)) {
        const n = byCode2.get(code2) ?? 0;
        if (n === 0) delete entry[code2];
        else if (n < count2) entry[code2] = { count: n };
      }
    }
  }
  for (const f of Object.keys(next2)) {
    if (!checked2.has(f) && !(0, import_node_fs2.existsSync)((0, import_node_path6.join)(base, f))) {
      if (mode.kind === "prune") delete next2[f];
      else counts3.set(f, /* @__PURE__ */ new Map());
    }
    if (next2[f] && Object.keys(next2[f]).length === 0) delete next2[f];
  }
  changed = JSON.stringify(sortedEntries(next2)) !== JSON.stringify(sortedEntries(current));
  for (const r of reports) {
    const key = r.toolFile === void 0 ? keyOf(base, r) : void 0;
    const entry = key === void 0 ? void 0 : next2[key];
    if (!entry) continue;
    const hidden = hiddenCodes(entry, counts3.get(key));
    if (hidden.size === 0) continue;
    const kept = [];
    const suppressed = r.suppressed ? [...r.suppressed] : [];
    for (const i of r.issues) (hidden.has(i.code) ? suppressed : kept).push(i);
    r.issues = kept;
    r.suppressed = suppressed;
  }
  if (mode.kind === "prune") return { suppressions: next2, changed, unused: [] };
  const findings = [];
  for (const [f, entry] of Object.entries(next2)) {
    const byCode2 = counts3.get(f);
    if (!byCode2) continue;
    for (const [code2, { count: count2 }] of Object.entries(entry)) {
      const found = byCode2.get(code2) ?? 0;
      if (found < count2) findings.push({ code: "suppressions/unused", severity: "warning", pointer: childPointer(childPointer("", f), code2), target: "key", params: { file: f, code: code2, recorded: count2, found } });
    }
  }
  return { suppressions: next2, changed, unused: findings };
}
function unusedReport(path, unused) {
  if (unused.length === 0) return void 0;
  const text = (0, import_node_fs2.readFileSync)(path, "utf8");
  return { name: (0, import_node_path6.relative)(process.cwd(), path) || path, text, issues: locateFindings(text, unused, configCodes) };
}
function sortedEntries(s) {
  return Object.keys(s).sort().map((f) => [f, Object.keys(s[f]).sort().map((c) => [c, s[f][c].count])]);
}
var import_node_fs2, import_node_path6, unsuppressable, suppressionKey, dict, neverSuppressed;
var init_suppressions = __esm({
  "src/workspace/suppressions.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_fs2 = require("fs");
    import_node_path6 = require("path");
    init_config2();
    init_config();
    init_json();
    init_pointer();
    init_text();
    init_validate();
    init_config3();
    unsuppressable = (code2) => /^(?:json|io|internal)\//.test(code2);
    suppressionKey = (path, file) => (0, import_node_path6.relative)((0, import_node_path6.resolve)(path, ".."), (0, import_node_path6.resolve)(file)).split(import_node_path6.sep).join("/");
    dict = () => /* @__PURE__ */ Object.create(null);
    neverSuppressed = (code2) => `${JSON.stringify(code2)} findings are never suppressed: what the text is (json/*), reading a file (io/*) and the toolkit failing (internal/*) always report`;
  }
});

// src/workspace/test-spec.ts
function testSpecFindings(name2, stdin, document2, specs) {
  const written = document2 !== null && typeof document2 === "object" && !Array.isArray(document2) ? document2.spec : void 0;
  if (typeof written !== "string" || written === "") return { findings: [] };
  const base = stdin ? process.cwd() : (0, import_node_path7.dirname)((0, import_node_path7.resolve)(name2));
  const specPath2 = (0, import_node_path7.resolve)(base, written);
  const specName = (0, import_node_path7.relative)(process.cwd(), specPath2) || specPath2;
  let spec = specs.get(specPath2);
  let specReport;
  if (spec === void 0) {
    const loaded = loadSpec(specPath2, specName, written);
    spec = loaded.spec;
    specReport = loaded.report;
    specs.set(specPath2, spec);
  }
  if ("error" in spec) return specReport ? { findings: [spec.error], specName, specPath: specPath2, specReport } : { findings: [spec.error], specName, specPath: specPath2 };
  return { findings: testFileSpecFindings(document2, spec.value), spec, specName, specPath: specPath2 };
}
function loadSpec(path, name2, written) {
  const at2 = { severity: "error", pointer: "/spec" };
  if (isTestFile(path)) return { spec: { error: { ...at2, code: "test/spec-is-test-file", params: { spec: written } } } };
  const read2 = readInput({ name: path, stdin: false });
  if ("error" in read2) return { spec: { error: { ...at2, code: "test/spec-unreadable", params: { spec: written, reason: String(("reason" in read2.error.params ? read2.error.params.reason : void 0) ?? read2.error.code) } } } };
  const checked2 = checkText2(read2.text);
  const errors = checked2.issues.filter((i) => i.severity === "error");
  if (checked2.kind !== "spec" || errors.length > 0) {
    return { spec: { error: { ...at2, code: "test/spec-invalid", params: { spec: written, errors: Math.max(1, errors.length) } } }, report: { name: name2, text: read2.text, issues: checked2.issues } };
  }
  prepareSpec(checked2.value, true);
  return { spec: { name: name2, text: read2.text, value: checked2.value } };
}
var import_node_path7, isTestFile;
var init_test_spec = __esm({
  "src/workspace/test-spec.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_path7 = require("path");
    init_simulate();
    init_test_file();
    init_document();
    init_files();
    isTestFile = (name2) => name2.toLowerCase().endsWith(TEST_FILE_SUFFIX);
  }
});

// schema/agentspec-v2.schema.json
var agentspec_v2_schema_default;
var init_agentspec_v2_schema = __esm({
  "schema/agentspec-v2.schema.json"() {
    agentspec_v2_schema_default = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://cdn.jsdelivr.net/npm/agentspec-toolkit@0.2.0/schema/agentspec-v2.schema.json",
      title: "AgentSpec V2",
      description: "An agent specification (AgentSpec version 2): a workflow of nodes joined by transitions. Properties not named here are allowed and kept (forward compatible).",
      type: "object",
      required: [
        "nodes"
      ],
      properties: {
        version: {
          description: "Spec format version. Must be 2; when omitted the spec is read as version 2 and a warning is given.",
          const: 2
        },
        nodes: {
          description: "The workflow's nodes. Execution starts at the first node.",
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/$defs/node"
          }
        }
      },
      $defs: {
        node: {
          title: "Node",
          description: "One step of the workflow.",
          type: "object",
          required: [
            "id",
            "type"
          ],
          properties: {
            id: {
              description: "Node identifier, unique within the spec; transitions name it in `to`.",
              type: "string",
              minLength: 1
            },
            type: {
              description: "Node type, for example `action` (the type the platform shows). An `action` node needs `actionType`.",
              type: "string",
              minLength: 1
            },
            actionType: {
              description: "What an action node does. `WEBHOOK` makes an outbound HTTP call configured by `config` (see the webhook config); other action types are accepted.",
              type: "string",
              minLength: 1
            },
            mode: {
              description: "Execution mode, for example `sync` (the node runs to completion before the workflow moves on).",
              type: "string"
            },
            config: {
              description: 'The action\'s configuration. For `actionType: "WEBHOOK"` it is the webhook config (`url`, `method`, `proxy`, \u2026) and is required.',
              type: "object"
            },
            outputVar: {
              description: "Variable that receives the node's result; downstream conditions read it with source `vars`. Two nodes writing the same variable is a warning (whichever ran last wins).",
              type: "string",
              minLength: 1
            },
            transition: {
              description: "Where to go next, in order: the first transition whose `when` holds (or that has no `when`) is taken. An empty list ends the workflow at this node.",
              type: "array",
              items: {
                $ref: "#/$defs/transition"
              }
            }
          },
          allOf: [
            {
              if: {
                type: "object",
                required: [
                  "type"
                ],
                properties: {
                  type: {
                    const: "action"
                  }
                }
              },
              then: {
                required: [
                  "actionType"
                ]
              }
            },
            {
              if: {
                type: "object",
                required: [
                  "actionType"
                ],
                properties: {
                  actionType: {
                    const: "WEBHOOK"
                  }
                }
              },
              then: {
                required: [
                  "config"
                ],
                properties: {
                  config: {
                    $ref: "#/$defs/webhookConfig"
                  }
                }
              }
            }
          ]
        },
        webhookConfig: {
          title: "Webhook config",
          description: "Configuration of a `WEBHOOK` action node: an HTTP call to a public destination.",
          type: "object",
          required: [
            "url",
            "method"
          ],
          properties: {
            url: {
              description: "Destination URL: an absolute `http:` or `https:` URL to a public destination, or a template holding `{{ }}` placeholders (checked when it is filled in).",
              type: "string",
              minLength: 1
            },
            method: {
              description: "HTTP method, in capitals.",
              enum: [
                "GET",
                "POST",
                "PUT",
                "PATCH",
                "DELETE",
                "HEAD",
                "OPTIONS"
              ]
            },
            headers: {
              description: "Request headers (name to value). Same behaviour on every route.",
              type: "object",
              additionalProperties: {
                type: "string"
              }
            },
            query: {
              description: "Query parameters (name to value). Same behaviour on every route.",
              type: "object",
              additionalProperties: {
                type: [
                  "string",
                  "number",
                  "boolean"
                ]
              }
            },
            body: {
              description: "Request body: any JSON value. Same behaviour on every route."
            },
            responseMode: {
              description: "How the response is exposed to downstream nodes: `text` exposes the extracted text of the response in `outputVar`. Other modes (attachment handling among them) are accepted; text and attachment responses are capped at 30 MiB by default, 50 MiB at most.",
              type: "string",
              minLength: 1
            },
            proxy: {
              $comment: "issue code of enum: webhook/invalid-proxy",
              description: "Outbound route of this call, saved per node: `direct` (or omitted) sends from the platform, `brazil` through the Brazil relay, `us` through the US relay. A literal choice, never a template or a relay URL. A relay that is unavailable fails the call on that route: it is never retried on another route or directly. A region does not guarantee a fixed outbound IP address or country. On a relay the timeout is at most 300 s and the request body and JSON response at most 50 MiB each.",
              enum: [
                "direct",
                "brazil",
                "us"
              ]
            },
            timeout: {
              description: "Timeout of the call in seconds (a number above 0). On the `brazil` and `us` relays the effective timeout is at most 300 s: a larger value is cut to 300 (a warning says so).",
              type: "number",
              exclusiveMinimum: 0
            }
          }
        },
        transition: {
          title: "Transition",
          description: "An edge to another node, taken when `when` holds or when there is no `when`.",
          type: "object",
          required: [
            "to"
          ],
          properties: {
            to: {
              description: "The `id` of the node to go to; it must name a node of this spec.",
              type: "string",
              minLength: 1
            },
            when: {
              description: "The condition under which this transition is taken; omitted means always.",
              $ref: "#/$defs/condition"
            }
          }
        },
        condition: {
          title: "Condition",
          description: "A comparison (has `op`), a length comparison (`op` is `length`) or a combinator (exactly one of `all`, `any`, `not`). Conditions nest.",
          type: "object",
          if: {
            type: "object",
            required: [
              "op"
            ]
          },
          then: {
            $ref: "#/$defs/comparison"
          },
          else: {
            if: {
              type: "object",
              anyOf: [
                {
                  required: [
                    "all"
                  ]
                },
                {
                  required: [
                    "any"
                  ]
                },
                {
                  required: [
                    "not"
                  ]
                }
              ]
            },
            then: {
              $ref: "#/$defs/combinator"
            },
            else: {
              $comment: "issue code of required: condition/missing-member",
              required: [
                "op"
              ]
            }
          }
        },
        comparison: {
          title: "Comparison",
          description: "Compares the value at `path` in `source` with `value` using `op`.",
          type: "object",
          required: [
            "source",
            "path",
            "op"
          ],
          properties: {
            source: {
              description: "Where the path is read: `evaluation`, `vars`, `context`, `input`, `node` (the output of the node named by `of`) or `state`.",
              enum: [
                "evaluation",
                "vars",
                "context",
                "input",
                "node",
                "state"
              ]
            },
            of: {
              description: 'The node whose output is read when `source` is `node`: its id, or `{ "nodeId": id }`.',
              type: [
                "string",
                "object"
              ],
              minLength: 1,
              required: [
                "nodeId"
              ],
              properties: {
                nodeId: {
                  description: "The id of the node whose output is read.",
                  type: "string",
                  minLength: 1
                }
              }
            },
            path: {
              description: 'Property path inside the source: `a.b`, `a[0]`, `a[*].b` (projects the rest of the path over a list), `a["key.with.dots"]`. With source `node` it starts with `evaluation`.',
              type: "string",
              minLength: 1
            },
            valueType: {
              description: "Editor hint for the type of `value`; ignored by the evaluator.",
              enum: [
                "string",
                "number",
                "boolean",
                "array",
                "object"
              ]
            },
            op: {
              description: "The operator: compares the value at `path` with `value`. Binary operators need `value`; `exists`, `isEmpty`, `isNull` and their negations do not. A missing value makes every binary comparison false.",
              enum: [
                "eq",
                "neq",
                "gt",
                "gte",
                "lt",
                "lte",
                "in",
                "notIn",
                "contains",
                "exists",
                "notExists",
                "isEmpty",
                "isNotEmpty",
                "isNull",
                "isNotNull",
                "regex",
                "length"
              ]
            },
            value: {
              description: "The operand: required for binary operators, an array for `in`/`notIn`, a string (RE2 pattern) for `regex`, `{comparator, value}` for `length`; not used by unary operators."
            }
          },
          allOf: [
            {
              if: {
                required: [
                  "op"
                ],
                properties: {
                  op: {
                    enum: [
                      "eq",
                      "neq",
                      "gt",
                      "gte",
                      "lt",
                      "lte",
                      "in",
                      "notIn",
                      "contains",
                      "regex",
                      "length"
                    ]
                  }
                }
              },
              then: {
                required: [
                  "value"
                ]
              }
            },
            {
              if: {
                required: [
                  "op"
                ],
                properties: {
                  op: {
                    enum: [
                      "in",
                      "notIn"
                    ]
                  }
                }
              },
              then: {
                properties: {
                  value: {
                    $comment: "issue code of type: condition/value-not-array",
                    type: "array"
                  }
                }
              }
            },
            {
              if: {
                required: [
                  "op"
                ],
                properties: {
                  op: {
                    const: "regex"
                  }
                }
              },
              then: {
                properties: {
                  value: {
                    $comment: "issue code of type: condition/value-not-string",
                    type: "string"
                  }
                }
              }
            },
            {
              if: {
                required: [
                  "op"
                ],
                properties: {
                  op: {
                    const: "length"
                  }
                }
              },
              then: {
                properties: {
                  value: {
                    $ref: "#/$defs/lengthOperand"
                  }
                }
              }
            },
            {
              if: {
                required: [
                  "source"
                ],
                properties: {
                  source: {
                    const: "node"
                  }
                }
              },
              then: {
                required: [
                  "of"
                ],
                properties: {
                  path: {
                    $comment: "issue code of pattern: condition/node-path-prefix",
                    pattern: "^evaluation(?:$|[.\\[])"
                  }
                }
              }
            },
            {
              $comment: "issue code of not: condition/mixed-shape",
              not: {
                anyOf: [
                  {
                    required: [
                      "all"
                    ]
                  },
                  {
                    required: [
                      "any"
                    ]
                  },
                  {
                    required: [
                      "not"
                    ]
                  }
                ]
              }
            }
          ]
        },
        lengthOperand: {
          title: "Length operand",
          description: "The operand of a `length` comparison: the length is compared with `value` using `comparator`.",
          type: "object",
          required: [
            "comparator",
            "value"
          ],
          properties: {
            comparator: {
              description: "How the length is compared.",
              enum: [
                "eq",
                "gt",
                "gte",
                "lt",
                "lte"
              ]
            },
            value: {
              description: "The number the length is compared with.",
              type: "number"
            }
          }
        },
        combinator: {
          title: "Combinator",
          description: "Exactly one of `all`, `any`, `not`; no other properties.",
          type: "object",
          properties: {
            all: {
              description: "Holds when every condition holds (`[]` holds).",
              type: "array",
              items: {
                $ref: "#/$defs/condition"
              }
            },
            any: {
              description: "Holds when at least one condition holds (`[]` does not hold).",
              type: "array",
              items: {
                $ref: "#/$defs/condition"
              }
            },
            not: {
              description: "Holds when the condition does not hold.",
              $ref: "#/$defs/condition"
            }
          },
          additionalProperties: false,
          $comment: "issue code of not: condition/combinator-shape",
          not: {
            anyOf: [
              {
                required: [
                  "all",
                  "any"
                ]
              },
              {
                required: [
                  "all",
                  "not"
                ]
              },
              {
                required: [
                  "any",
                  "not"
                ]
              }
            ]
          }
        },
        bundle: {
          title: "Agent bundle",
          description: "Agents exported for import elsewhere: each with its spec and nested subagents.",
          type: "object",
          required: [
            "format",
            "formatVersion",
            "agents"
          ],
          properties: {
            format: {
              description: "Always `agentspec-bundle`.",
              const: "agentspec-bundle"
            },
            formatVersion: {
              description: "Bundle format version; 1.",
              const: 1
            },
            agents: {
              description: "The agents in the bundle.",
              type: "array",
              items: {
                $ref: "#/$defs/agentEntry"
              }
            }
          }
        },
        agentEntry: {
          title: "Agent entry",
          description: "One agent of a bundle: its identity, its spec and its subagents.",
          type: "object",
          required: [
            "name",
            "spec"
          ],
          properties: {
            id: {
              description: "Agent identifier.",
              type: "string",
              minLength: 1
            },
            name: {
              description: "Agent name, unique within an application.",
              type: "string",
              minLength: 1
            },
            type: {
              description: "Agent type, for example `CUSTOM`.",
              type: "string",
              minLength: 1
            },
            applicationId: {
              description: "The application the agent belongs to.",
              type: "integer"
            },
            spec: {
              description: "The agent's AgentSpec.",
              $ref: "#"
            },
            subagents: {
              description: "Agents this agent uses, each a full entry.",
              type: "array",
              items: {
                $ref: "#/$defs/agentEntry"
              }
            }
          }
        }
      }
    };
  }
});

// src/schema/schema.ts
var agentSpecSchema;
var init_schema3 = __esm({
  "src/schema/schema.ts"() {
    "use strict";
    init_cjs_shims();
    init_agentspec_v2_schema();
    agentSpecSchema = agentspec_v2_schema_default;
  }
});

// src/format/canonical.ts
function knownKeysTable() {
  if (keyOrderTable === void 0) {
    const table = {};
    for (const kind of Object.keys(SHAPES)) {
      table[kind] = SHAPES[kind].schema.flatMap((at2) => schemaProperties[at2] ?? []);
    }
    keyOrderTable = table;
  }
  return keyOrderTable;
}
function childKind(kind, key, lengthOp) {
  if (kind === void 0) return void 0;
  if (kind === "condition" && key === "value") return lengthOp ? "lengthOperand" : void 0;
  return Object.hasOwn(SHAPES[kind].children, key) ? SHAPES[kind].children[key] : void 0;
}
function canonicalOrder(keys, kind) {
  const { rank: known2, size } = rankTable()[kind];
  const n = keys.length;
  const ranks = new Array(n);
  for (let i = 0; i < n; i++) {
    const k = keys[i];
    const c = k.charCodeAt(0);
    ranks[i] = c >= 48 && c <= 57 && isArrayIndex(k) ? -1 : known2.get(k) ?? size;
  }
  const compare2 = (a, b) => {
    const ra = ranks[a], rb = ranks[b];
    if (ra !== rb) return ra - rb;
    const ka = keys[a], kb = keys[b];
    if (ra === -1) return Number(ka) - Number(kb);
    return (ka < kb ? -1 : ka > kb ? 1 : 0) || a - b;
  };
  let sorted = true;
  for (let i = 1; i < n && sorted; i++) sorted = compare2(i - 1, i) < 0;
  if (sorted) return void 0;
  return keys.map((_, i) => i).sort(compare2);
}
function rankTable() {
  if (rankTables === void 0) {
    const table = {};
    for (const [kind, keys] of Object.entries(knownKeysTable())) table[kind] = { rank: new Map(keys.map((k, i) => [k, i])), size: keys.length };
    rankTables = table;
  }
  return rankTables;
}
function rootKind(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return void 0;
  if (isBundle(value)) return "bundle";
  if (Object.hasOwn(value, "nodes")) return "spec";
  if (Object.hasOwn(value, "spec") && Object.hasOwn(value, "cases")) return void 0;
  return "spec";
}
var SHAPES, keyOrderTable, ARRAY_INDEX2, isArrayIndex, rankTables;
var init_canonical = __esm({
  "src/format/canonical.ts"() {
    "use strict";
    init_cjs_shims();
    init_properties();
    init_bundle_format();
    SHAPES = {
      bundle: { schema: ["/$defs/bundle"], children: { agents: "entry" } },
      entry: { schema: ["/$defs/agentEntry"], children: { spec: "spec", subagents: "entry" } },
      spec: { schema: [""], children: { nodes: "node" } },
      node: { schema: ["/$defs/node"], children: { config: "config", transition: "transition" } },
      config: { schema: ["/$defs/webhookConfig"], children: {} },
      transition: { schema: ["/$defs/transition"], children: { when: "condition" } },
      condition: { schema: ["/$defs/comparison", "/$defs/combinator"], children: { all: "condition", any: "condition", not: "condition" } },
      lengthOperand: { schema: ["/$defs/lengthOperand"], children: {} }
    };
    ARRAY_INDEX2 = /^(?:0|[1-9]\d{0,9})$/;
    isArrayIndex = (k) => ARRAY_INDEX2.test(k) && Number(k) < 4294967295;
  }
});

// src/bundle/write.ts
function tokenTree(text) {
  const stack = [];
  let root2;
  let key;
  const add = (v) => {
    const top = stack[stack.length - 1];
    if (top === void 0) root2 = v;
    else if (Array.isArray(top)) top.push(v);
    else {
      top.keys.push(key[0]);
      top.rawKeys.push(key[1]);
      top.values.push(v);
    }
  };
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (isSpace3(c) || c === 44 || c === 58) continue;
    if (c === 123 || c === 91) {
      const open = c === 123 ? new TokenObject() : [];
      add(open);
      stack.push(open);
    } else if (c === 125 || c === 93) {
      stack.pop();
    } else if (c === 34) {
      let end = text.indexOf('"', i + 1);
      for (; ; ) {
        let slashes2 = 0;
        while (text.charCodeAt(end - 1 - slashes2) === 92) slashes2++;
        if (slashes2 % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      const raw = text.slice(i, end + 1);
      const top = stack[stack.length - 1];
      let j = end + 1;
      while (isSpace3(text.charCodeAt(j))) j++;
      if (top instanceof TokenObject && text.charCodeAt(j) === 58) key = [raw.includes("\\") ? JSON.parse(raw) : raw.slice(1, -1), raw];
      else add(new JsonToken(raw));
      i = end;
    } else {
      let j = i + 1;
      for (; j < n; j++) {
        const d = text.charCodeAt(j);
        if (isSpace3(d) || d === 44 || d === 125 || d === 93) break;
      }
      add(new JsonToken(text.slice(i, j)));
      i = j - 1;
    }
  }
  return root2;
}
function valueTree(value) {
  const open = /* @__PURE__ */ new Set();
  const path = [];
  const where2 = () => path.length === 0 ? "the root" : path.map((p) => `/${String(p).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
  const skip = (v) => v === void 0 || typeof v === "function" || typeof v === "symbol";
  const visit = (v) => {
    if (v instanceof JsonToken || v instanceof TokenObject) return v;
    if (v === null) return new JsonToken("null");
    switch (typeof v) {
      case "string":
        return new JsonToken(JSON.stringify(v));
      case "boolean":
        return new JsonToken(String(v));
      case "number":
        if (!Number.isFinite(v)) throw new TypeError(`${describe3(v)} at ${where2()} is not a JSON number (JSON would write null); nothing was written`);
        return new JsonToken(Object.is(v, -0) ? "-0" : String(v));
      case "object":
        break;
      default:
        throw new TypeError(`a ${typeof v} at ${where2()} is not a JSON value`);
    }
    if (open.has(v)) throw new TypeError(`the value at ${where2()} is cyclic`);
    open.add(v);
    let out;
    if (Array.isArray(v)) {
      const items = [];
      for (let i = 0; i < v.length; i++) {
        const item = v[i];
        path.push(i);
        items.push(skip(item) ? new JsonToken("null") : visit(item));
        path.pop();
      }
      out = items;
    } else {
      const obj = new TokenObject();
      for (const k of Object.keys(v)) {
        const item = v[k];
        if (skip(item)) continue;
        path.push(k);
        obj.keys.push(k);
        obj.rawKeys.push(JSON.stringify(k));
        obj.values.push(visit(item));
        path.pop();
      }
      out = obj;
    }
    open.delete(v);
    return out;
  };
  return visit(value);
}
function rootKind2(tree) {
  if (!(tree instanceof TokenObject)) return void 0;
  const shape = {};
  for (const key of ["format", "nodes", "spec", "cases"]) {
    const at2 = tree.keys.lastIndexOf(key);
    if (at2 >= 0) shape[key] = stringOf(tree.values[at2]) ?? true;
  }
  return rootKind(shape);
}
function writeCanonical(tree) {
  const out = [];
  const stack = [];
  const open = (v, kind, indent) => {
    if (v instanceof JsonToken) {
      out.push(v.text);
      return;
    }
    const inner2 = indent + "  ";
    if (Array.isArray(v)) {
      if (v.length === 0) return void out.push("[]");
      out.push("[");
      stack.push({ items: v, keys: void 0, kinds: v.map(() => kind), i: 0, indent, close: "]" });
      return;
    }
    if (v.keys.length === 0) return void out.push("{}");
    out.push("{");
    const order = (kind === void 0 ? void 0 : canonicalOrder(v.keys, kind)) ?? v.keys.map((_, i) => i);
    const op = kind === "condition" ? v.keys.lastIndexOf("op") : -1;
    const lengthOp = op >= 0 && stringOf(v.values[op]) === "length";
    stack.push({
      items: order.map((i) => v.values[i]),
      keys: order.map((i) => `${inner2}${v.rawKeys[i]}: `),
      kinds: order.map((i) => childKind(kind, v.keys[i], lengthOp)),
      i: 0,
      indent,
      close: "}"
    });
  };
  open(tree, rootKind2(tree), "");
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (top.i === top.items.length) {
      out.push(`
${top.indent}${top.close}`);
      stack.pop();
      continue;
    }
    const i = top.i++;
    out.push(i === 0 ? "\n" : ",\n");
    out.push(top.keys === void 0 ? top.indent + "  " : top.keys[i]);
    open(top.items[i], top.kinds[i], top.indent + "  ");
  }
  out.push("\n");
  return out.join("");
}
function stringifyCanonical(value) {
  return writeCanonical(valueTree(value));
}
var JsonToken, TokenObject, isSpace3, describe3, stringOf;
var init_write = __esm({
  "src/bundle/write.ts"() {
    "use strict";
    init_cjs_shims();
    init_canonical();
    JsonToken = class {
      constructor(text) {
        this.text = text;
      }
    };
    TokenObject = class {
      keys = [];
      rawKeys = [];
      values = [];
    };
    isSpace3 = (c) => c === 32 || c === 10 || c === 13 || c === 9 || c === 65279;
    describe3 = (v) => typeof v === "number" ? String(v) : typeof v;
    stringOf = (v) => v instanceof JsonToken && v.text[0] === '"' ? JSON.parse(v.text) : void 0;
  }
});

// src/platform/errors.ts
function hintFor(status, code2, extra = {}) {
  const after = extra.retryAfter === void 0 ? "" : ` (the platform said to wait ${extra.retryAfter} s)`;
  const tries = extra.attempts !== void 0 && extra.attempts > 1 ? ` after ${extra.attempts} attempts` : "";
  if (code2 === "edge/1010") return "The platform's edge refuses requests without a User-Agent header (edge error 1010): set one (the toolkit sends agentspec-toolkit/<version> unless told otherwise).";
  if (code2 === "auth/credentials-missing") return "No credential reached the platform: set AGENTSPEC_API_KEY or AGENTSPEC_ACCESS_TOKEN, or name a key file with --api-key-file.";
  if (code2 === "auth/unauthorized" || status === 401) return "The credential is expired, revoked or rejected: refresh the access token (POST /api/mcp/oauth/token/ with grant_type=refresh_token) or replace the API key.";
  if (code2 === "budget-exceeded") return "The month's budget is spent; this is not retried: it can succeed once the budget is raised or the month rolls over.";
  if (code2.startsWith("quota-exceeded-")) return `The plan's quota ${code2.slice("quota-exceeded-".length)} is reached; this is not retried: it can succeed once the plan allows more.`;
  if (status === 402) return "The plan's budget or quota is exhausted; this is not retried: it can succeed once the budget is raised or the month rolls over.";
  if (status === 403) return "The credential's scope (Full access, Widget only, Routine only) or its owner's permissions do not cover this endpoint: use a Full access key.";
  if (code2 === "api/unknown-path") return "The path matches no operation of the platform: the platform and this toolkit disagree on the API; please report it.";
  if (status === 404) return "It does not exist, or it belongs to another application than the credential's (the platform answers 404 for both).";
  if (status === 409) return "It conflicts with the platform's current state (for example, an agent of that name exists already): resolve the conflict, then run the command again; it is not retried.";
  if (status === 410) return "The platform retired this versionless path; the toolkit only uses /api/v1/, so please report it.";
  if (code2 === "upload/request-too-large" && extra.useChunkedUpload === false) return "The request is over the per-request ceiling, and this operation has no chunked upload: send less (a smaller spec, or a bundle split into several).";
  if (code2 === "upload/request-too-large") return "The request is over the platform's per-request ceiling: use the chunked upload protocol.";
  if (code2 === "upload/file-too-large") return "The file is over the plan's document size limit; it cannot be ingested, even in chunks.";
  if (status === 413) return "The request is over a size ceiling of the platform (the edge refuses requests over 100 MB).";
  if (status === 429) return `The platform's rate limit was hit${tries}${after}: wait, then run the command again.`;
  if (status === 400) return "The platform refused the request's content: see the validation errors.";
  if (code2 === "client/timeout") return `No answer in time${tries}: the platform may be slow or unreachable.`;
  if (code2 === "client/network") return `The platform could not be reached${tries}: check the base URL and the network.`;
  if (code2 === "client/redirect") return "The platform redirected the request; the toolkit follows a redirect only once and only on the same origin (credentials never go to another origin).";
  if (code2 === "client/unexpected-response") return "The platform's answer does not have the shape the API text shows: the toolkit may be older than the platform.";
  if (status >= 500) return `The platform could not complete the request${tries}${after}; try again later.`;
  return "See the platform's message.";
}
var PlatformError, PlatformConfigError;
var init_errors = __esm({
  "src/platform/errors.ts"() {
    "use strict";
    init_cjs_shims();
    PlatformError = class extends Error {
      name = "PlatformError";
      /** The HTTP method and the path under /api/v1 (without the base URL). */
      method;
      path;
      /** The HTTP status; 0 when no answer came (network error, timeout). */
      status;
      /** The platform's `code`, or one of the toolkit's (ClientCode, `http/<status>`). */
      code;
      /** The platform's `error` text, when it sent one (redacted). */
      serverMessage;
      details;
      validationErrors;
      /** Seconds to wait before the same request can succeed, when the platform said. */
      retryAfter;
      /** 413 `upload/request-too-large`: the platform asks for the chunked upload protocol. */
      useChunkedUpload;
      /** How many times the request was sent. */
      attempts;
      /** What the user can do about it, in one sentence. */
      hint;
      constructor(init) {
        const said = init.serverMessage === void 0 ? "" : `: ${init.serverMessage.replace(/[.\s]+$/, "")}`;
        super(`${init.method} ${init.path} failed with ${init.status === 0 ? "no answer" : init.status} (${init.code})${said}. ${init.hint}`);
        this.method = init.method;
        this.path = init.path;
        this.status = init.status;
        this.code = init.code;
        this.serverMessage = init.serverMessage;
        this.details = init.details;
        this.validationErrors = init.validationErrors;
        this.retryAfter = init.retryAfter;
        this.useChunkedUpload = init.useChunkedUpload;
        this.attempts = init.attempts ?? 1;
        this.hint = init.hint;
      }
    };
    PlatformConfigError = class extends Error {
      name = "PlatformConfigError";
    };
  }
});

// src/platform/json.ts
function sameJson(a, b) {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b;
    return a.length === bb.length && a.every((x, i) => sameJson(x, bb[i]));
  }
  const ka = Object.keys(a);
  const ob = b;
  if (ka.length !== Object.keys(ob).length) return false;
  const oa = a;
  return ka.every((k) => Object.hasOwn(ob, k) && sameJson(oa[k], ob[k]));
}
var init_json3 = __esm({
  "src/platform/json.ts"() {
    "use strict";
    init_cjs_shims();
  }
});

// src/platform/web.ts
function globalFetch() {
  const f = web().fetch;
  return typeof f === "function" ? (url, init) => f.call(globalThis, url, init) : void 0;
}
function sleep(ms) {
  return new Promise((resolve12) => {
    web().setTimeout(resolve12, Math.max(0, ms));
  });
}
function deadline(ms) {
  const Controller = web().AbortController;
  let expired = false;
  if (Controller === void 0) return { signal: void 0, expired: () => expired, done: () => {
  } };
  const controller = new Controller();
  const timer = web().setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  return { signal: controller.signal, expired: () => expired, done: () => web().clearTimeout(timer) };
}
function parseUrl(text, base) {
  const Url = globalThis.URL;
  try {
    return base === void 0 ? new Url(text) : new Url(text, base);
  } catch {
    return void 0;
  }
}
var web;
var init_web = __esm({
  "src/platform/web.ts"() {
    "use strict";
    init_cjs_shims();
    web = () => globalThis;
  }
});

// src/platform/client.ts
function settle(opts) {
  if (opts === null || typeof opts !== "object") throw new PlatformConfigError("createPlatformClient takes an options object");
  if (typeof opts.baseUrl !== "string" || opts.baseUrl === "") throw new PlatformConfigError("the platform's base URL is missing: set remote.baseUrl in the config or AGENTSPEC_BASE_URL");
  const url = parseUrl(opts.baseUrl);
  if (url === void 0) throw new PlatformConfigError(`the base URL "${opts.baseUrl}" is not an absolute URL`);
  if (url.username !== "" || url.password !== "") throw new PlatformConfigError("the base URL must not carry a user name or password: give the credential in AGENTSPEC_API_KEY or a key file");
  if (url.search !== "" || url.hash !== "") throw new PlatformConfigError(`the base URL ${url.origin}${url.pathname} must not carry a query or fragment`);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.test(url.hostname)))
    throw new PlatformConfigError(`the base URL ${url.origin} must use https: (plain http: only to a loopback host): the credential is never sent in clear`);
  const path = url.pathname.replace(/\/+$/, "");
  if (/\/api(\/v\d+)?$/.test(path)) throw new PlatformConfigError(`the base URL ${url.origin}${path} names the API root: give the platform's address without /api or /api/v1 (the client appends /api/v1)`);
  const key = opts.apiKey;
  const token = opts.accessToken;
  if (key !== void 0 && token !== void 0) throw new PlatformConfigError("give an API key or an access token, not both");
  const secret = key ?? token;
  if (secret === void 0 || secret === "") throw new PlatformConfigError("no credential: set AGENTSPEC_API_KEY or AGENTSPEC_ACCESS_TOKEN, or name a key file with --api-key-file");
  if (typeof secret !== "string" || !/^[\x21-\x7e]+$/.test(secret)) throw new PlatformConfigError("the credential holds characters an HTTP header cannot carry (white space, a line break or a non-ASCII character)");
  if (opts.userAgent !== void 0 && (typeof opts.userAgent !== "string" || !/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(opts.userAgent)))
    throw new PlatformConfigError(
      opts.userAgent === "" || typeof opts.userAgent === "string" && opts.userAgent.trim() === "" ? "the userAgent option is empty: the platform's edge refuses requests without a User-Agent (403, error 1010); leave the option out to send the toolkit's, or give a name such as my-tool/1.0" : "the userAgent option holds characters a User-Agent header cannot carry (a line break, a control or non-ASCII character, or white space at an end)"
    );
  if (opts.applicationId !== void 0 && !(Number.isSafeInteger(opts.applicationId) && opts.applicationId >= 0)) throw new PlatformConfigError(`the application id must be a whole number, not ${String(opts.applicationId)}`);
  return { root: `${url.origin}${path}/api/v1`, origin: url.origin, authorization: key !== void 0 ? `ApiKey ${key}` : `Bearer ${secret}`, secret };
}
function segment(what, id) {
  if (typeof id !== "string" || id === "" || id === "." || id === "..") throw new PlatformConfigError(`${what} must be a non-empty string, not ${JSON.stringify(id) ?? String(id)}`);
  return encodeURIComponent(id);
}
function waitSeconds(status, headers, now) {
  const retryAfter = headers.get("retry-after")?.trim();
  if (retryAfter !== void 0 && retryAfter !== "") {
    if (/^\d+$/.test(retryAfter)) return Number(retryAfter);
    const at2 = Date.parse(retryAfter);
    if (!Number.isNaN(at2)) return Math.max(0, Math.ceil((at2 - now) / 1e3));
  }
  if (status !== 429 && headers.get("ratelimit-remaining")?.trim() !== "0") return void 0;
  const reset = headers.get("ratelimit-reset")?.trim();
  if (reset !== void 0 && /^\d+$/.test(reset)) return Number(reset);
  return void 0;
}
function createPlatformClient(opts) {
  const { root: root2, origin, authorization, secret } = settle(opts);
  const givenFetch = opts.fetch ?? globalFetch();
  if (givenFetch === void 0) throw new PlatformConfigError("there is no fetch here: pass one as the fetch option");
  const doFetch = givenFetch;
  const retry = { ...DEFAULTS, ...Object.fromEntries(Object.entries(opts.retry ?? {}).filter(([, v]) => v !== void 0)) };
  const userAgent = opts.userAgent ?? DEFAULT_USER_AGENT;
  const defaultApplication = opts.applicationId;
  const redact = (text) => text.split(secret).join("[redacted]");
  async function read2(method, path, response, attempts) {
    const text = await response.text();
    const type2 = response.headers.get("content-type") ?? "";
    const isJson2 = /^application\/([\w.+-]+\+)?json\b/i.test(type2.trim());
    let body;
    let parsed = false;
    if (isJson2 && text.trim() !== "") {
      try {
        body = JSON.parse(text);
        parsed = true;
      } catch {
        parsed = false;
      }
    }
    const status = response.status;
    if (status >= 200 && status < 300) {
      if (text.trim() === "") return { status, body: void 0 };
      if (!parsed) throw new PlatformError({ method, path, status, code: "client/unexpected-response", hint: hintFor(status, "client/unexpected-response"), serverMessage: `the answer is not JSON (${type2 || "no content type"})`, attempts });
      return { status, body };
    }
    const retryAfter = waitSeconds(status, response.headers, Date.now());
    const extra = retryAfter === void 0 ? { attempts } : { retryAfter, attempts };
    if (!parsed || body === null || typeof body !== "object" || Array.isArray(body)) {
      const code3 = status === 403 && /\b1010\b/.test(text) ? "edge/1010" : "client/not-json";
      const kind = type2 === "" ? "no content type" : type2.split(";")[0].trim();
      return Promise.reject(
        new PlatformError({ method, path, status, code: code3, serverMessage: `the answer is not the API's JSON error (${kind})`, hint: hintFor(status, code3, extra), attempts, ...retryAfter === void 0 ? {} : { retryAfter } })
      );
    }
    const envelope = body;
    const code2 = typeof envelope["code"] === "string" ? redact(envelope["code"]) : `http/${status}`;
    const message = typeof envelope["error"] === "string" ? redact(envelope["error"]) : void 0;
    const validationErrors = readValidationErrors(envelope["validationErrors"], redact);
    const chunked = typeof envelope["useChunkedUpload"] === "boolean" ? envelope["useChunkedUpload"] : void 0;
    if (chunked !== void 0) extra.useChunkedUpload = chunked;
    return Promise.reject(
      new PlatformError({
        method,
        path,
        status,
        code: code2,
        hint: hintFor(status, code2, extra),
        attempts,
        ...message === void 0 ? {} : { serverMessage: message },
        ...Object.hasOwn(envelope, "details") ? { details: redactValue(envelope["details"], redact) } : {},
        ...validationErrors === void 0 ? {} : { validationErrors },
        ...retryAfter === void 0 ? {} : { retryAfter },
        ...chunked === void 0 ? {} : { useChunkedUpload: chunked }
      })
    );
  }
  async function sendOnce(method, path, body, attempts, timeoutMs) {
    let url = `${root2}${path}`;
    for (let hop = 0; ; hop++) {
      const headers = { accept: "application/json", "user-agent": userAgent, authorization };
      if (body !== void 0) headers["content-type"] = "application/json";
      const timer = deadline(timeoutMs);
      let response;
      let answer2;
      try {
        response = await doFetch(url, { method, headers, redirect: "manual", signal: timer.signal, ...body === void 0 ? {} : { body } });
        if (response.type === "opaqueredirect" || [301, 302, 303, 307, 308].includes(response.status)) {
          const location = response.headers.get("location");
          await response.text().catch(() => "");
          const target2 = location === null ? void 0 : parseUrl(location, url);
          const replayable = (response.status === 307 || response.status === 308) && target2 !== void 0 && target2.origin === origin && hop === 0;
          if (!replayable) {
            const where2 = target2 === void 0 ? "an unknown place" : target2.origin === origin ? target2.pathname : "another origin";
            throw new PlatformError({ method, path, status: response.status, code: "client/redirect", serverMessage: `redirected to ${where2}`, hint: hintFor(response.status, "client/redirect"), attempts });
          }
          opts.onNotice?.({
            code: "client/redirected",
            message: `the platform redirected ${method} ${path} to ${target2.pathname} (${response.status}); the request was replayed there with its method and body. The toolkit's paths end with a slash, so this is a bug of the toolkit or the platform: please report it`
          });
          url = target2.href;
          continue;
        }
        answer2 = await read2(method, path, response, attempts).catch((e) => {
          if (e instanceof PlatformError) return e;
          throw e;
        });
      } catch (e) {
        if (e instanceof PlatformError) throw e;
        const timedOut = timer.expired();
        const code2 = timedOut ? "client/timeout" : "client/network";
        const reason3 = timedOut ? `no answer within ${timeoutMs} ms` : redact(causeOf(e));
        const notSent = !timedOut && NEVER_CONNECTED.has(causeOf(e));
        throw new Attempt(new PlatformError({ method, path, status: 0, code: code2, serverMessage: reason3, hint: hintFor(0, code2, { attempts }), attempts }), true, true, notSent);
      } finally {
        timer.done();
      }
      if (answer2 instanceof PlatformError) throw new Attempt(answer2, answer2.status === 429 || answer2.status >= 500, RETRIED.includes(answer2.status), answer2.status === 429);
      return answer2;
    }
  }
  function backoff(attempt, error, started) {
    const jitter = 0.5 + Math.random() * 0.5;
    const computed = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** attempt) * jitter;
    const wait = error.retryAfter !== void 0 ? error.retryAfter * 1e3 : computed;
    return Date.now() + wait > started + retry.budgetMs ? void 0 : wait;
  }
  async function get(path) {
    return (await request("GET", path, void 0, true)).body;
  }
  async function request(method, path, body, retryable) {
    const started = Date.now();
    for (let attempt = 0; ; attempt++) {
      const left = started + retry.budgetMs - Date.now();
      try {
        return await sendOnce(method, path, body, attempt + 1, Math.max(1, Math.min(retry.timeoutMs, left)));
      } catch (e) {
        if (!(e instanceof Attempt)) throw e;
        if (!retryable || !e.retryable || attempt >= retry.retries) throw e.error;
        const wait = backoff(attempt, e.error, started);
        if (wait === void 0) throw e.error;
        await sleep(wait);
      }
    }
  }
  async function write(method, path, payload, accept, check2, what) {
    const started = Date.now();
    const body = JSON.stringify(payload);
    let first;
    let notSent;
    try {
      return accept(await sendOnce(method, path, body, 1, retry.timeoutMs));
    } catch (e) {
      if (!(e instanceof Attempt)) throw e;
      if (!e.uncertain) throw e.error;
      first = e.error;
      notSent = e.notSent;
    }
    const failed = `the write failed with ${first.status === 0 ? "no answer" : first.status} (${first.code})`;
    const unverified = (why, last2 = first) => new PlatformError({
      method,
      path,
      status: last2.status,
      attempts: last2.attempts,
      code: "client/write-unverified",
      serverMessage: `${failed} and ${why}`,
      hint: `Whether the write took effect is unknown: check the platform (${what}) before running the command again.`,
      details: { check: what },
      ...first.retryAfter === void 0 ? {} : { retryAfter: first.retryAfter }
    });
    if (!notSent) {
      let state;
      try {
        state = await check2();
      } catch (e) {
        throw unverified(`reading it back failed with ${e instanceof PlatformError ? `${e.status === 0 ? "no answer" : e.status} (${e.code})` : "an error"}`);
      }
      if ("done" in state) return state.done;
      if ("unknown" in state) throw unverified(state.unknown);
    }
    const wait = first.retryAfter !== void 0 ? first.retryAfter * 1e3 : 0;
    if (Date.now() + wait > started + retry.budgetMs) throw first;
    if (wait > 0) await sleep(wait);
    try {
      return accept(await sendOnce(method, path, body, 2, retry.timeoutMs));
    } catch (e) {
      if (!(e instanceof Attempt)) throw e;
      if (e.uncertain && !e.notSent) throw unverified(`its one resubmission failed with ${e.error.status === 0 ? "no answer" : e.error.status} (${e.error.code})`, e.error);
      throw e.error;
    }
  }
  const application = (given) => given ?? defaultApplication;
  async function listAgents(o = {}) {
    const app = application(o.applicationId);
    const path = app === void 0 ? "/agents/" : `/agents/?applicationId=${encodeURIComponent(String(app))}`;
    const body = await get(path);
    if (!Array.isArray(body) || !body.every(isAgent)) throw unexpected2("GET", path, "a JSON array of agents ({ id, name })");
    return body;
  }
  async function exportAgent(agentId) {
    const path = `/agents/${segment("an agent id", agentId)}/export/`;
    const body = await get(path);
    if (body === null || typeof body !== "object" || Array.isArray(body)) throw unexpected2("GET", path, "an agent bundle (a JSON object)");
    return body;
  }
  async function agentSpec(agentId) {
    const path = `/agents/${segment("an agent id", agentId)}/export/`;
    const spec = specInBundle(await exportAgent(agentId), agentId);
    if (spec === void 0) throw unexpected2("GET", path, `a bundle holding the agent ${JSON.stringify(agentId)} and its spec`);
    return spec;
  }
  return {
    schema: () => get("/agents/schema/"),
    async validate(spec) {
      try {
        const answer2 = await request("POST", "/agents/schema/validate/", JSON.stringify({ spec }), true);
        return { valid: true, body: answer2.body };
      } catch (e) {
        if (e instanceof PlatformError && e.status === 400 && e.validationErrors !== void 0)
          return { valid: false, error: e.serverMessage ?? "", code: e.code, validationErrors: e.validationErrors, details: e.details };
        throw e;
      }
    },
    listAgents,
    async createAgent(input2) {
      const applicationId2 = application(input2.applicationId);
      if (typeof input2.name !== "string" || input2.name === "") throw new PlatformConfigError("createAgent needs the agent's name");
      if (applicationId2 === void 0) throw new PlatformConfigError("createAgent needs an application id: without one the platform's list cannot show whether the agent was made");
      const payload = { name: input2.name, applicationId: applicationId2, ...input2.type === void 0 ? {} : { type: input2.type }, spec: input2.spec };
      const accept = (answer2) => {
        if (!isAgent(answer2.body)) throw unexpected2("POST", "/agents/", "the new agent ({ id, name })");
        return answer2.body;
      };
      const where2 = `whether application ${applicationId2} has an agent named ${JSON.stringify(input2.name)} (GET /agents/?applicationId=${applicationId2})`;
      return write(
        "POST",
        "/agents/",
        payload,
        accept,
        async () => {
          const made = (await listAgents({ applicationId: applicationId2 })).find((a) => a.name === input2.name);
          return made === void 0 ? { unknown: `application ${applicationId2}'s list does not show an agent named ${JSON.stringify(input2.name)}, which does not prove it was not made: the list may not show a new agent yet` } : { done: made };
        },
        where2
      );
    },
    async updateSpec(agentId, spec) {
      const path = `/agents/${segment("an agent id", agentId)}/spec/`;
      await write(
        "PUT",
        path,
        spec,
        () => true,
        async () => sameJson(await agentSpec(agentId), spec) ? { done: true } : { notDone: true },
        `the draft of agent ${agentId} (GET /agents/${agentId}/export/)`
      );
    },
    exportAgent,
    agentSpec,
    async importAgents(bundle, o = {}) {
      const applicationId2 = application(o.applicationId);
      if (applicationId2 === void 0) throw new PlatformConfigError("importAgents needs an application id: it is sent with the bundle, and without one the platform's list cannot show whether the agents were imported");
      const others = otherApplications(bundle, applicationId2);
      if (others.length > 0)
        throw new PlatformConfigError(
          `the bundle names another application than ${applicationId2}: ${others.map((x) => `${x.where} (application ${String(x.applicationId)})`).join(", ")}; conflicts are checked and the import is read back in application ${applicationId2}, so each entry must be of it`
        );
      const names2 = bundleNames(bundle);
      const payload = bundle !== null && typeof bundle === "object" && !Array.isArray(bundle) ? { ...bundle, applicationId: applicationId2 } : bundle;
      return write(
        "POST",
        "/agents/import/",
        payload,
        (answer2) => answer2.body,
        async () => {
          if (names2.length === 0) return { unknown: "the bundle names no agent to look for" };
          const listed = new Set((await listAgents({ applicationId: applicationId2 })).map((a) => a.name));
          const present = names2.filter((n) => listed.has(n)).length;
          if (present === names2.length) return { done: { verified: "the import took effect: all its agents are listed" } };
          return { unknown: `${present} of the bundle's ${names2.length} agents are listed in application ${applicationId2}, which does not prove the rest were not imported: the list may not show new agents yet` };
        },
        `whether application ${applicationId2} lists the bundle's agents (${names2.map((n) => JSON.stringify(n)).join(", ")}; GET /agents/?applicationId=${applicationId2})`
      );
    },
    execution: (agentId, executionId) => get(`/agents/${segment("an agent id", agentId)}/executions/${segment("an execution id", executionId)}/`),
    usage: () => get("/usage/")
  };
}
function unexpected2(method, path, wanted) {
  return new PlatformError({ method, path, status: 200, code: "client/unexpected-response", serverMessage: `expected ${wanted}`, hint: hintFor(200, "client/unexpected-response") });
}
function isAgent(v) {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
  const o = v;
  return (typeof o["id"] === "string" || typeof o["id"] === "number") && typeof o["name"] === "string";
}
function specInBundle(bundle, agentId) {
  if (bundle === null || typeof bundle !== "object") return void 0;
  const agents = bundle["agents"];
  if (!Array.isArray(agents)) return void 0;
  const entries2 = agents.filter((a) => a !== null && typeof a === "object" && !Array.isArray(a));
  const entry = entries2.find((a) => String(a["id"]) === agentId) ?? (agents.length === 1 ? entries2[0] : void 0);
  return entry !== void 0 && Object.hasOwn(entry, "spec") ? entry["spec"] : void 0;
}
function otherApplications(bundle, applicationId2) {
  const out = [];
  if (bundle === null || typeof bundle !== "object" || Array.isArray(bundle)) return out;
  const top = bundle;
  if (Object.hasOwn(top, "applicationId") && top["applicationId"] !== applicationId2) out.push({ where: "/applicationId", name: void 0, applicationId: top["applicationId"] });
  const visit = (entries2, base) => {
    if (!Array.isArray(entries2)) return;
    entries2.forEach((e, i) => {
      if (e === null || typeof e !== "object" || Array.isArray(e)) return;
      const entry = e;
      const where2 = `${base}/${i}`;
      if (Object.hasOwn(entry, "applicationId") && entry["applicationId"] !== applicationId2)
        out.push({ where: `${where2}/applicationId`, name: typeof entry["name"] === "string" ? entry["name"] : void 0, applicationId: entry["applicationId"] });
      visit(entry["subagents"], `${where2}/subagents`);
    });
  };
  visit(top["agents"], "/agents");
  return out;
}
function bundleNames(bundle) {
  if (bundle === null || typeof bundle !== "object") return [];
  const agents = bundle["agents"];
  if (!Array.isArray(agents)) return [];
  return agents.flatMap((a) => a !== null && typeof a === "object" && typeof a["name"] === "string" ? [a["name"]] : []);
}
function readValidationErrors(v, redact) {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return void 0;
  const o = v;
  const strings = (a) => Array.isArray(a) ? a.filter((s) => typeof s === "string").map(redact) : [];
  const fieldErrors = {};
  const fields = o["fieldErrors"];
  if (fields !== null && typeof fields === "object" && !Array.isArray(fields))
    for (const [k, messages] of Object.entries(fields)) Object.defineProperty(fieldErrors, redact(k), { value: strings(messages), enumerable: true, writable: true, configurable: true });
  return { formErrors: strings(o["formErrors"]), fieldErrors };
}
function redactValue(v, redact) {
  if (typeof v === "string") return redact(v);
  if (Array.isArray(v)) return v.map((x) => redactValue(x, redact));
  if (v !== null && typeof v === "object") {
    const out = {};
    for (const [k, x] of Object.entries(v)) Object.defineProperty(out, redact(k), { value: redactValue(x, redact), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return v;
}
function causeOf(e) {
  const cause = e?.cause;
  if (cause && typeof cause.code === "string") return cause.code;
  if (cause && typeof cause.message === "string") return cause.message;
  return e instanceof Error ? e.message : String(e);
}
var DEFAULTS, LOOPBACK, userAgentOf, DEFAULT_USER_AGENT, RETRIED, Attempt, NEVER_CONNECTED;
var init_client = __esm({
  "src/platform/client.ts"() {
    "use strict";
    init_cjs_shims();
    init_package();
    init_errors();
    init_json3();
    init_web();
    DEFAULTS = { retries: 3, budgetMs: 6e4, baseDelayMs: 500, maxDelayMs: 8e3, timeoutMs: 3e4 };
    LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
    userAgentOf = (v, home) => `agentspec-toolkit/${v} (+${home})`;
    DEFAULT_USER_AGENT = /* @__PURE__ */ userAgentOf(version, homepage);
    RETRIED = [429, 500, 502, 503, 504];
    Attempt = class {
      constructor(error, uncertain, retryable, notSent = false) {
        this.error = error;
        this.uncertain = uncertain;
        this.retryable = retryable;
        this.notSent = notSent;
      }
    };
    NEVER_CONNECTED = /* @__PURE__ */ new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
  }
});

// src/cli/commands/remote/settings.ts
var settings_exports = {};
__export(settings_exports, {
  ENV: () => ENV,
  EXIT: () => EXIT,
  LINK_FILE: () => LINK_FILE,
  LIST_LAG_SECONDS: () => LIST_LAG_SECONDS,
  LinkFileError: () => LinkFileError,
  REMOTE_OPTIONS: () => REMOTE_OPTIONS,
  applicationId: () => applicationId,
  linkFolder: () => linkFolder,
  linkKey: () => linkKey,
  linkedPath: () => linkedPath,
  platformFailure: () => platformFailure,
  readLinks: () => readLinks,
  remoteClient: () => remoteClient,
  remotePolicy: () => remotePolicy,
  remoteSettings: () => remoteSettings,
  writeLinks: () => writeLinks
});
function applicationId(raw, command2) {
  if (raw === void 0) return void 0;
  if (!/^\d{1,15}$/.test(raw)) throw new UsageError(`--application takes the application's id, a whole number, not "${raw}"`, command2);
  return Number(raw);
}
function credential(keyFile, env, command2) {
  if (keyFile !== void 0) {
    let text;
    try {
      text = (0, import_node_fs3.readFileSync)(keyFile, "utf8");
    } catch (e) {
      throw new UsageError(`--api-key-file ${keyFile}: cannot read it (${reason(e)})`, command2);
    }
    try {
      const mode = (0, import_node_fs3.statSync)(keyFile).mode;
      if (process.platform !== "win32" && (mode & 63) !== 0)
        process.stderr.write(`agentspec: warning: --api-key-file ${keyFile} can be read by other users (mode ${(mode & 511).toString(8)}); chmod 600 it
`);
    } catch {
    }
    const key = text.replace(/\r?\n$/, "");
    if (key === "") throw new UsageError(`--api-key-file ${keyFile} is empty`, command2);
    if (!/^[\x21-\x7e]+$/.test(key)) throw new UsageError(`--api-key-file ${keyFile} holds white space, more than one line or a non-ASCII character: it should hold the key alone`, command2);
    return { apiKey: key };
  }
  const apiKey = env[ENV.apiKey];
  const accessToken = env[ENV.accessToken];
  if (apiKey !== void 0 && apiKey !== "" && accessToken !== void 0 && accessToken !== "")
    throw new UsageError(`both ${ENV.apiKey} and ${ENV.accessToken} are set: unset one, so it is clear which credential is sent`, command2);
  if (apiKey !== void 0 && apiKey !== "") return { apiKey };
  if (accessToken !== void 0 && accessToken !== "") return { accessToken };
  throw new UsageError(`no credential: set ${ENV.apiKey} (an API key) or ${ENV.accessToken} (an OAuth access token), or name a file holding the key with --api-key-file (a key is never taken on the command line, where every process can read it)`, command2);
}
function remoteSettings(values, command2, policy, env = process.env) {
  const fromEnv = env[ENV.baseUrl];
  const fromConfig = policy.remote?.baseUrl;
  if (fromEnv !== void 0 && fromEnv !== "" && fromConfig !== void 0 && fromEnv !== fromConfig)
    process.stderr.write(`agentspec: ${ENV.baseUrl} (${fromEnv}) overrides the config's remote.baseUrl (${fromConfig})
`);
  const baseUrl = fromEnv !== void 0 && fromEnv !== "" ? fromEnv : fromConfig;
  if (baseUrl === void 0 || baseUrl === "") throw new UsageError(`no platform address: set remote.baseUrl in ${CONFIG_FILE} or ${ENV.baseUrl} (for example https://platform.example.com)`, command2);
  const flag = applicationId(values["application"], command2);
  return { baseUrl, applicationId: flag ?? policy.remote?.applicationId };
}
function remotePolicy(values, command2) {
  return commandPolicy(command2, values);
}
function remoteClient(values, command2, policy = remotePolicy(values, command2), env = process.env) {
  const settings = remoteSettings(values, command2, policy, env);
  const cred = credential(values["api-key-file"], env, command2);
  const rawTimeout = values["timeout"];
  if (rawTimeout !== void 0 && !/^\d+(\.\d+)?$/.test(rawTimeout)) throw new UsageError(`--timeout takes seconds, not "${rawTimeout}"`, command2);
  const timeoutMs = rawTimeout === void 0 ? void 0 : Math.max(1, Math.round(Number(rawTimeout) * 1e3));
  try {
    const client = createPlatformClient({
      baseUrl: settings.baseUrl,
      ...cred,
      ...settings.applicationId === void 0 ? {} : { applicationId: settings.applicationId },
      ...timeoutMs === void 0 ? {} : { retry: { timeoutMs } },
      onNotice: (n) => process.stderr.write(`agentspec: warning: ${n.message}
`)
    });
    return { client, settings, policy };
  } catch (e) {
    if (e instanceof PlatformConfigError) throw new UsageError(e.message, command2);
    throw e;
  }
}
function platformFailure(e, what) {
  if (e instanceof PlatformError) return `${what}: ${e.message}`;
  if (e instanceof PlatformConfigError) return `${what}: ${e.message}`;
  throw e;
}
function readLinks(cwd = process.cwd()) {
  const file = (0, import_node_path8.join)(cwd, LINK_FILE);
  let text;
  try {
    text = (0, import_node_fs3.readFileSync)(file, "utf8");
  } catch (e) {
    if (e.code === "ENOENT") return { file, agents: /* @__PURE__ */ new Map(), pending: /* @__PURE__ */ new Map() };
    throw new LinkFileError(`${LINK_FILE}: cannot read it (${reason(e)})`);
  }
  const json4 = readJsonText(text);
  if ("issues" in json4) throw new LinkFileError(`${LINK_FILE} is not valid JSON`, stylish([{ name: LINK_FILE, text, issues: json4.issues }], wantColor(process.stderr.isTTY, process.env)));
  const value = json4.value;
  const bad = (why) => new LinkFileError(`${LINK_FILE}: ${why}; it holds { "agents": { "<spec file>": "<agent id>" } } (and "pending", the writes whose outcome is not known yet)`);
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw bad("not a JSON object");
  const extra = Object.keys(value).filter((k) => k !== "agents" && k !== "pending");
  if (extra.length > 0) throw bad(`unknown key "${extra[0]}"`);
  const pending = readPending(value.pending, bad);
  const agents = value.agents;
  if (agents === void 0) return { file, agents: /* @__PURE__ */ new Map(), pending };
  if (agents === null || typeof agents !== "object" || Array.isArray(agents)) throw bad(`"agents" is not an object`);
  const links = /* @__PURE__ */ new Map();
  const byId = /* @__PURE__ */ new Map();
  for (const [path, id] of Object.entries(agents)) {
    if (typeof id !== "string" || id === "") throw bad(`the agent id of "${path}" is not a non-empty string`);
    if (!safePath(path)) throw bad(`"${path}" is not a relative path inside the folder (with / separators)`);
    const earlier = byId.get(id);
    if (earlier !== void 0) throw bad(`"${earlier}" and "${path}" are both linked to the agent ${id}`);
    byId.set(id, path);
    links.set(path, id);
  }
  return { file, agents: links, pending };
}
function readPending(value, bad) {
  const out = /* @__PURE__ */ new Map();
  if (value === void 0) return out;
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw bad(`"pending" is not an object`);
  for (const [path, p] of Object.entries(value)) {
    if (path === "" || (0, import_node_path8.isAbsolute)(path) || path.includes("\\")) throw bad(`"pending": "${path}" is not a relative path (with / separators)`);
    const o = p;
    const fault = o === null || typeof o !== "object" || Array.isArray(o) ? "is not an object" : Object.keys(o).find((k) => !["operation", "applicationId", "names", "since", "answered"].includes(k)) !== void 0 ? `has an unknown key` : o["operation"] !== "create" && o["operation"] !== "import" ? `has no operation "create" or "import"` : !Number.isSafeInteger(o["applicationId"]) || o["applicationId"] < 0 ? "has no applicationId (a whole number)" : !Array.isArray(o["names"]) || o["names"].length === 0 || !o["names"].every((n) => typeof n === "string" && n !== "") ? "has no names (non-empty strings)" : typeof o["since"] !== "string" || Number.isNaN(Date.parse(o["since"])) ? "has no since (an ISO 8601 time)" : o["answered"] !== void 0 && o["answered"] !== true ? "has an answered that is not true" : void 0;
    if (fault !== void 0) throw bad(`"pending": "${path}" ${fault}`);
    const q4 = o;
    out.set(path, { operation: q4.operation, applicationId: q4.applicationId, names: [...q4.names], since: q4.since, ...q4.answered === true ? { answered: true } : {} });
  }
  return out;
}
function writeLinks(links) {
  const sorted = [...links.agents].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  const agents = {};
  for (const [path, id] of sorted) Object.defineProperty(agents, path, { value: id, enumerable: true, writable: true, configurable: true });
  const pending = {};
  for (const [path, p] of [...links.pending].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) {
    const entry = { ...p.answered === true ? { answered: true } : {}, applicationId: p.applicationId, names: p.names, operation: p.operation, since: p.since };
    Object.defineProperty(pending, path, { value: entry, enumerable: true, writable: true, configurable: true });
  }
  const tmp = `${links.file}.tmp-${process.pid}`;
  (0, import_node_fs3.writeFileSync)(tmp, JSON.stringify(links.pending.size === 0 ? { agents } : { agents, pending }, null, 2) + "\n");
  (0, import_node_fs3.renameSync)(tmp, links.file);
}
function linkKey(links, file) {
  return (0, import_node_path8.relative)((0, import_node_path8.dirname)(links.file), (0, import_node_path8.resolve)(file)).split(import_node_path8.sep).join("/");
}
function linkedPath(links, key) {
  return (0, import_node_path8.join)((0, import_node_path8.dirname)(links.file), ...key.split("/"));
}
var import_node_fs3, import_node_path8, ENV, LIST_LAG_SECONDS, LinkFileError, linkFolder, safePath;
var init_settings = __esm({
  "src/cli/commands/remote/settings.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_fs3 = require("fs");
    import_node_path8 = require("path");
    init_client();
    init_errors();
    init_config4();
    init_document();
    init_policy();
    init_files();
    init_report();
    init_color();
    init_usage();
    init_file_names();
    init_options2();
    ENV = { baseUrl: "AGENTSPEC_BASE_URL", apiKey: "AGENTSPEC_API_KEY", accessToken: "AGENTSPEC_ACCESS_TOKEN" };
    LIST_LAG_SECONDS = 60;
    LinkFileError = class extends Error {
      constructor(message, report2) {
        super(message);
        this.report = report2;
      }
      name = "LinkFileError";
    };
    linkFolder = (policy) => policy.dir ?? process.cwd();
    safePath = (path) => path !== "" && !(0, import_node_path8.isAbsolute)(path) && !path.includes("\\") && !path.split("/").includes("..");
  }
});

// src/cli/commands/remote/schema.ts
var schema_exports = {};
__export(schema_exports, {
  diffSchemas: () => diffSchemas,
  place: () => place
});
function place(pointer) {
  const parts = pointer.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  const out = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if ((p === "$defs" || p === "definitions" || p === "properties") && i + 1 < parts.length) {
      out.push(parts[++i]);
      continue;
    }
    if (p === "items") out.push("[]");
    else if (/^(anyOf|oneOf|allOf)$/.test(p) && i + 1 < parts.length) out.push(`${p}[${parts[++i]}]`);
    else out.push(p);
  }
  return out.join(".").replace(/\.\[\]/g, "[]") || "(the root)";
}
function diffSchemas(local, server, pointer = "") {
  const out = [];
  if (!isObj2(local) || !isObj2(server)) {
    if (keyOf2(local) !== keyOf2(server)) out.push({ pointer, kind: "changed", message: `${place(pointer)} is ${quote2(server)} on the platform, ${quote2(local)} here` });
    return out;
  }
  for (const key of ["properties", "$defs", "definitions"]) {
    const l = isObj2(local[key]) ? local[key] : {};
    const s = isObj2(server[key]) ? server[key] : {};
    const at2 = childPointer(pointer, key);
    for (const name2 of Object.keys(s)) {
      if (!Object.hasOwn(l, name2)) out.push({ pointer: childPointer(at2, name2), kind: "platform-newer", message: `the platform's schema has ${key === "properties" ? "the property" : "the definition"} ${place(childPointer(at2, name2))}, which this toolkit does not know: this toolkit is older than the platform` });
    }
    for (const name2 of Object.keys(l)) {
      if (!Object.hasOwn(s, name2)) out.push({ pointer: childPointer(at2, name2), kind: "platform-dropped", message: `the platform's schema no longer has ${key === "properties" ? "the property" : "the definition"} ${place(childPointer(at2, name2))}: specs using it may be refused` });
      else out.push(...diffSchemas(l[name2], s[name2], childPointer(at2, name2)));
    }
  }
  if (Array.isArray(local["enum"]) || Array.isArray(server["enum"])) {
    const l = Array.isArray(local["enum"]) ? local["enum"] : [];
    const s = Array.isArray(server["enum"]) ? server["enum"] : [];
    const lk = new Set(l.map(keyOf2));
    const sk = new Set(s.map(keyOf2));
    const at2 = childPointer(pointer, "enum");
    for (const v of s) if (!lk.has(keyOf2(v))) out.push({ pointer: at2, kind: "platform-newer", message: `the platform accepts ${quote2(v)} at ${place(pointer)}, which this toolkit does not know: this toolkit is older than the platform` });
    for (const v of l) if (!sk.has(keyOf2(v))) out.push({ pointer: at2, kind: "platform-dropped", message: `the platform no longer accepts ${quote2(v)} at ${place(pointer)}: specs using it may be refused` });
  }
  if (Array.isArray(local["required"]) || Array.isArray(server["required"])) {
    const l = new Set((Array.isArray(local["required"]) ? local["required"] : []).map(String));
    const s = new Set((Array.isArray(server["required"]) ? server["required"] : []).map(String));
    for (const name2 of s) if (!l.has(name2)) out.push({ pointer: childPointer(pointer, "required"), kind: "platform-newer", message: `the platform requires ${place(childPointer(childPointer(pointer, "properties"), name2))}, which this toolkit treats as optional: this toolkit is older than the platform` });
    for (const name2 of l) if (!s.has(name2)) out.push({ pointer: childPointer(pointer, "required"), kind: "platform-dropped", message: `the platform no longer requires ${place(childPointer(childPointer(pointer, "properties"), name2))}` });
  }
  for (const key of ["type", "const", "$ref", "additionalProperties", "minimum", "maximum", "minLength", "maxLength", "pattern", "format"]) {
    const has2 = [Object.hasOwn(local, key), Object.hasOwn(server, key)];
    if (!has2[0] && !has2[1]) continue;
    if (key === "additionalProperties" && isObj2(local[key]) && isObj2(server[key])) {
      out.push(...diffSchemas(local[key], server[key], childPointer(pointer, key)));
      continue;
    }
    if (keyOf2(local[key]) !== keyOf2(server[key]))
      out.push({ pointer: childPointer(pointer, key), kind: "changed", message: `${key} at ${place(pointer)} is ${has2[1] ? quote2(server[key]) : "absent"} on the platform, ${has2[0] ? quote2(local[key]) : "absent"} here` });
  }
  for (const key of ["items", "not", "if", "then", "else"]) if (isObj2(local[key]) && isObj2(server[key])) out.push(...diffSchemas(local[key], server[key], childPointer(pointer, key)));
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    const l = local[key];
    const s = server[key];
    if (!Array.isArray(l) && !Array.isArray(s)) continue;
    if (!Array.isArray(l) || !Array.isArray(s) || l.length !== s.length) {
      out.push({ pointer: childPointer(pointer, key), kind: "changed", message: `${place(pointer)} has ${Array.isArray(s) ? s.length : 0} ${key} branches on the platform, ${Array.isArray(l) ? l.length : 0} here` });
      continue;
    }
    l.forEach((branch, i) => out.push(...diffSchemas(branch, s[i], childPointer(childPointer(pointer, key), i))));
  }
  return out;
}
var isObj2, quote2, keyOf2;
var init_schema4 = __esm({
  "src/cli/commands/remote/schema.ts"() {
    "use strict";
    init_cjs_shims();
    init_pointer();
    isObj2 = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
    quote2 = (v) => JSON.stringify(v) ?? String(v);
    keyOf2 = (v) => JSON.stringify(v) ?? "undefined";
  }
});

// src/platform/issues.ts
function readPath2(text) {
  const out = [];
  let i = 0;
  const name2 = /^[^.[\]"'\s:]+/;
  for (; ; ) {
    const rest = text.slice(i);
    if (rest.startsWith("[")) {
      const index = /^\[(0|[1-9]\d*)\]/.exec(rest);
      const quoted = index ? null : /^\[("(?:[^"\\]|\\.)*")\]/.exec(rest);
      if (index) out.push(Number(index[1]));
      else if (quoted) {
        try {
          out.push(JSON.parse(quoted[1]));
        } catch {
          break;
        }
      } else break;
      i += (index ?? quoted)[0].length;
      continue;
    }
    const dotted = out.length > 0 && rest.startsWith(".");
    if (out.length > 0 && !dotted) break;
    const m = name2.exec(dotted ? rest.slice(1) : rest);
    if (!m) break;
    out.push(m[0]);
    i += m[0].length + (dotted ? 1 : 0);
  }
  return out.length === 0 ? void 0 : { segments: out, end: i };
}
function pathSegments(path) {
  const read2 = readPath2(path);
  return read2 !== void 0 && read2.end === path.length ? read2.segments : void 0;
}
function detailIssues(details) {
  const issues = details !== null && typeof details === "object" && !Array.isArray(details) ? details["issues"] : void 0;
  if (!Array.isArray(issues) || issues.length === 0) return void 0;
  const out = [];
  for (const i of issues) {
    if (i === null || typeof i !== "object") return void 0;
    const { pointer, message, code: code2, severity } = i;
    if (typeof pointer !== "string" || !isWellFormedPointer(pointer) || typeof message !== "string") return void 0;
    if (severity === "warning") continue;
    out.push({ pointer: toPointer(inSpec(parsePointer(pointer))), message, ...typeof code2 === "string" ? { code: code2 } : {} });
  }
  return out;
}
function envelopeFindings(errors) {
  const out = [];
  for (const message of errors.formErrors) out.push({ pointer: "", message });
  for (const [field, messages] of Object.entries(errors.fieldErrors)) {
    const key = pathSegments(field) ?? [field];
    for (const message of messages) {
      const path = readPath2(message);
      if (path !== void 0 && message.startsWith(": ", path.end) && startsWith(path.segments, key)) out.push({ pointer: toPointer(inSpec(path.segments)), message: message.slice(path.end + 2) });
      else out.push({ pointer: toPointer(inSpec(key)), message });
    }
  }
  return out;
}
function platformFindings(refusal2) {
  const r = "fieldErrors" in refusal2 || "formErrors" in refusal2 ? { validationErrors: refusal2 } : refusal2;
  const exact = detailIssues(r.details);
  if (exact !== void 0) return exact;
  return r.validationErrors === void 0 ? [] : envelopeFindings(r.validationErrors);
}
function serverFindings(refusal2) {
  return platformFindings(refusal2).map(serverFinding);
}
var inSpec, startsWith, serverFinding;
var init_issues = __esm({
  "src/platform/issues.ts"() {
    "use strict";
    init_cjs_shims();
    init_issue();
    init_pointer();
    inSpec = (segments) => segments[0] === "spec" ? segments.slice(1) : [...segments];
    startsWith = (segments, prefix) => prefix.every((s, i) => String(segments[i]) === String(s));
    serverFinding = (f) => findingOf("remote/server-finding", "error", f.pointer, { message: f.message });
  }
});

// src/cli/commands/remote/check.ts
var check_exports = {};
__export(check_exports, {
  checkRemote: () => checkRemote,
  mergeServerFindings: () => mergeServerFindings,
  pathSegments: () => pathSegments,
  platformFindings: () => platformFindings,
  readPath: () => readPath2,
  sameFault: () => sameFault,
  serverFindings: () => serverFindings
});
function sameFault(local, remote) {
  if (local.pointer !== remote.pointer) return false;
  if (remote.code !== void 0) return local.code === remote.code || local.message === remote.message;
  return local.severity === "error" || local.message === remote.message;
}
function mergeServerFindings(text, local, server, rules3) {
  const only = server.filter((f) => !local.some((i) => sameFault(i, f)));
  const findings = ruleSettler(rules3)(only.map(serverFinding));
  return findings.length === 0 ? [...local] : sortIssues([...local, ...locateFindings(text, findings, cliCodeDefinitions)], void 0);
}
async function checkRemote(client, inputs, options) {
  const reports = [];
  for (const input2 of inputs) {
    const read2 = readInput(input2);
    if ("error" in read2) {
      reports.push({ name: input2.name, issues: [pathIssue(read2.error)] });
      continue;
    }
    const settings = options(input2);
    const checked2 = checkFile(input2.name, read2.text, { ...settings, invalid: read2.invalid });
    let issues = checked2.issues;
    if (checked2.kind === "spec") {
      const answer2 = await client.validate(checked2.value);
      if (!answer2.valid) issues = mergeServerFindings(read2.text, issues, platformFindings(answer2), settings.rules);
    }
    reports.push(issues.length > 0 ? { name: input2.name, text: read2.text, issues } : { name: input2.name, issues });
  }
  return reports;
}
var init_check6 = __esm({
  "src/cli/commands/remote/check.ts"() {
    "use strict";
    init_cjs_shims();
    init_order();
    init_severity();
    init_issues();
    init_validate();
    init_document();
    init_files();
    init_code_definitions();
    init_issues();
  }
});

// src/cli/commands/remote/pending.ts
var pending_exports = {};
__export(pending_exports, {
  pendingOf: () => pendingOf,
  resolvePending: () => resolvePending,
  whatToCheck: () => whatToCheck
});
function whatToCheck(p) {
  const names2 = p.names.map((n) => JSON.stringify(n)).join(", ");
  return `whether application ${p.applicationId} has ${p.names.length === 1 ? "an agent named" : "the agents"} ${names2} (GET /agents/?applicationId=${p.applicationId})`;
}
async function resolvePending(client, p, now = Date.now()) {
  const listed = await client.listAgents({ applicationId: p.applicationId });
  const found = p.names.map((n) => listed.find((a) => a.name === n));
  const present = found.filter((a) => a !== void 0);
  if (present.length === p.names.length) return { state: "made", agents: present };
  const age = Math.max(0, Math.floor((now - Date.parse(p.since)) / 1e3));
  if (present.length === 0 && age >= LIST_LAG_SECONDS) return { state: "not-made" };
  const what = p.operation === "create" ? "push --create" : "import";
  const shown2 = present.length === 0 ? "its agents are not listed" : `${present.length} of its ${p.names.length} agents are listed`;
  const wait = present.length === 0 ? `; the list may not show new agents yet: run again in ${LIST_LAG_SECONDS - age} s (after ${LIST_LAG_SECONDS} s unlisted they count as not made), or ` : "; ";
  return {
    state: "unknown",
    message: `an earlier ${what} (${p.since}) ${p.answered === true ? "was answered by the platform, but" : "got no certain answer and"} ${shown2} in application ${p.applicationId} yet${wait}check ${whatToCheck(p)} in the platform; its entry under "pending" in the link file is resolved before anything is sent again`
  };
}
var pendingOf;
var init_pending = __esm({
  "src/cli/commands/remote/pending.ts"() {
    "use strict";
    init_cjs_shims();
    init_settings();
    pendingOf = (operation, applicationId2, names2, now = Date.now()) => ({ operation, applicationId: applicationId2, names: [...names2], since: new Date(now).toISOString() });
  }
});

// src/cli/commands/remote/push.ts
var push_exports = {};
__export(push_exports, {
  agentName: () => agentName,
  pushFailed: () => pushFailed,
  pushSpecs: () => pushSpecs,
  pushTargets: () => pushTargets
});
function pushTargets(links, paths) {
  if (paths.length === 0) {
    const keys = /* @__PURE__ */ new Set([...links.agents.keys(), ...[...links.pending].filter(([, p]) => p.operation === "create").map(([k]) => k)]);
    return [...keys].sort().map((key) => ({ key, path: linkedPath(links, key) }));
  }
  return expandPaths(paths).map((input2) => ({ key: linkKey(links, input2.name), path: input2.name }));
}
async function pushSpecs(client, links, targets, opts) {
  const results = [];
  let listed;
  for (const { key, path } of targets) {
    const read2 = readInput({ name: path, stdin: false });
    if ("error" in read2) {
      results.push({ file: key, action: "failed", message: `cannot read it (${read2.error.code === "io/unreadable" ? String(read2.error.params.reason) : "no such file"})` });
      continue;
    }
    const checked2 = checkText2(read2.text, { strict: opts.strict === true, invalid: read2.invalid });
    if (checked2.kind !== "spec") {
      const what = checked2.kind === "bundle" ? "a bundle (use agentspec remote import)" : "not a spec";
      results.push({ file: key, action: "invalid", message: `it is ${what}`, report: { name: path, text: read2.text, issues: checked2.issues } });
      continue;
    }
    const errors = checked2.issues.filter((i) => i.severity === "error").length;
    if (errors > 0) {
      results.push({ file: key, action: "invalid", message: `not pushed: ${errors} error${errors === 1 ? "" : "s"} found locally`, report: { name: path, text: read2.text, issues: checked2.issues } });
      continue;
    }
    const spec = checked2.value;
    let id = links.agents.get(key);
    let resolved = "";
    try {
      const pending = id === void 0 ? links.pending.get(key) : void 0;
      if (pending !== void 0 && pending.operation === "create") {
        const r = await resolvePending(client, pending);
        if (r.state === "unknown") {
          results.push({ file: key, action: "pending", message: r.message });
          continue;
        }
        links.pending.delete(key);
        if (r.state === "made") {
          id = String(r.agents[0].id);
          links.agents.set(key, id);
          resolved = `the earlier push --create made agent ${id}, now linked; `;
        }
        writeLinks(links);
        listed = void 0;
      }
      if (id === void 0) {
        if (!opts.create) {
          results.push({ file: key, action: "unlinked", message: "no agent is linked to this file: pull the agent it belongs to (agentspec remote pull <agentId>), or make one with push --create" });
          continue;
        }
        const name2 = agentName(key);
        listed ??= await client.listAgents(opts.applicationId === void 0 ? {} : { applicationId: opts.applicationId });
        const same2 = listed.find((a) => a.name === name2);
        if (same2 !== void 0) {
          results.push({ file: key, action: "conflict", agentId: String(same2.id), message: `an agent named "${name2}" exists already (id ${String(same2.id)}): nothing was made; to push to it, link the file by pulling it (agentspec remote pull ${String(same2.id)}) and push again` });
          continue;
        }
        const applicationId2 = opts.applicationId;
        if (applicationId2 === void 0) throw new PlatformConfigError("push --create needs the application the agents belong to");
        const intent = pendingOf("create", applicationId2, [name2]);
        links.pending.set(key, intent);
        writeLinks(links);
        let made;
        try {
          made = await client.createAgent({ name: name2, spec, applicationId: applicationId2 });
        } catch (e) {
          if (e instanceof PlatformError && e.code === "client/write-unverified") {
            results.push({ file: key, action: "pending", message: `${e.message} Check ${whatToCheck(intent)}; the link file remembers this creation under "pending", and the next push resolves it before sending anything again.` });
            continue;
          }
          links.pending.delete(key);
          writeLinks(links);
          throw e;
        }
        const madeId = String(made.id);
        links.agents.set(key, madeId);
        links.pending.delete(key);
        writeLinks(links);
        listed.push(made);
        results.push(await verify(client, key, madeId, spec, "created", `created agent ${madeId} "${name2}" and linked it (saved as a draft; not published)`));
        continue;
      }
      if (sameJson(await client.agentSpec(id), spec)) {
        results.push({ file: key, action: "unchanged", agentId: id, message: `${resolved}agent ${id} already holds this spec` });
        continue;
      }
      await client.updateSpec(id, spec);
      results.push(await verify(client, key, id, spec, "saved", `${resolved}saved as the draft of agent ${id} (not published)`));
    } catch (e) {
      if (!(e instanceof PlatformError || e instanceof PlatformConfigError)) throw e;
      const refused2 = e instanceof PlatformError && e.status === 400 ? mergeServerFindings(read2.text, [], platformFindings(e)) : [];
      results.push({ file: key, action: "failed", ...id === void 0 ? {} : { agentId: id }, message: e.message, ...refused2.length > 0 ? { report: { name: path, text: read2.text, issues: refused2 } } : {} });
    }
  }
  return results;
}
async function verify(client, key, id, spec, action, message) {
  const held = await client.agentSpec(id);
  if (sameJson(held, spec)) return { file: key, action, agentId: id, message };
  return { file: key, action: "failed", agentId: id, message: `the platform answered the save, but agent ${id} holds a different spec when read back: it may have changed the spec, or someone else saved in between; pull it to see` };
}
var import_node_path9, pushFailed, agentName;
var init_push = __esm({
  "src/cli/commands/remote/push.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_path9 = require("path");
    init_errors();
    init_json3();
    init_document();
    init_files();
    init_check6();
    init_settings();
    init_pending();
    pushFailed = (r) => r.action !== "unchanged" && r.action !== "saved" && r.action !== "created";
    agentName = (file) => (0, import_node_path9.basename)(file).replace(/\.json$/i, "");
  }
});

// src/diff/kinds.ts
function wordChange(kind, params) {
  return changeKinds[kind].message(params);
}
var CHANGE_CLASSES2, tn, relayNote, capNote, names, whenWords, joinParts, nameChanges, changeKinds, classOf;
var init_kinds = __esm({
  "src/diff/kinds.ts"() {
    "use strict";
    init_cjs_shims();
    init_wording();
    CHANGE_CLASSES2 = ["breaking", "behaviour", "cosmetic"];
    tn = (p) => `transition ${p.transition} of ${q(p.id)}`;
    relayNote = (route) => route === "direct" ? "" : `; the ${route} relay does not guarantee a fixed outbound address or country, a destination may reject it, and a relay failure is never retried on another route`;
    capNote = (p) => p.capped === void 0 ? "" : `; on the ${p.route} relay it is capped at ${p.capped} s`;
    names = (label2, list3) => list3 && list3.length > 0 ? `${label2} ${list3.map(q).join(", ")}` : "";
    whenWords = (when) => when === "always" ? ", always" : ` when ${when}`;
    joinParts = (parts) => parts.filter((s) => s !== "").join("; ");
    nameChanges = (p) => joinParts([names("added", p.added), names("removed", p.removed), names("changed", p.changed)]);
    changeKinds = {
      "spec/start-changed": {
        class: "behaviour",
        message: (p) => `runs now start at ${p.to === void 0 ? "no node" : `node ${q(p.to)}`} (was ${p.from === void 0 ? "no node" : `node ${q(p.from)}`}): the first node is where a run starts`
      },
      "spec/field-changed": { class: "behaviour", message: (p) => `the spec's ${q(p.field)} changed` },
      "node/added": {
        class: "behaviour",
        message: (p) => `node ${q(p.id)} added${p.route === void 0 ? "" : `, a webhook on route ${p.route}${relayNote(p.route)}`}`
      },
      "node/removed": { class: "behaviour", message: (p) => `node ${q(p.id)} removed` },
      "node/removed-referenced": {
        class: "breaking",
        message: (p) => `node ${q(p.id)} removed while ${p.by} still names it: a run that goes there now fails`
      },
      "node/renamed": { class: "behaviour", message: (p) => `node ${q(p.from)} renamed to ${q(p.to)}: runs report the new id, and anything outside the spec that names the old one (tests, analytics) no longer matches` },
      "node/type-changed": {
        class: "behaviour",
        message: (p) => `node ${q(p.id)}: ${p.field} ${p.from === void 0 ? "(none)" : q(p.from)} \u2192 ${p.to === void 0 ? "(none)" : q(p.to)}`
      },
      "node/mode-changed": {
        class: "behaviour",
        message: (p) => `node ${q(p.id)}: mode ${p.from === void 0 ? "(none)" : q(p.from)} \u2192 ${p.to === void 0 ? "(none)" : q(p.to)}`
      },
      "node/field-changed": { class: "behaviour", message: (p) => `node ${q(p.id)}: ${q(p.field)} changed` },
      "node/became-unreachable": { class: "behaviour", message: (p) => `node ${q(p.id)} became unreachable: no path of transitions from the first node leads to it any more` },
      "node/became-reachable": { class: "behaviour", message: (p) => `node ${q(p.id)} became reachable from the first node` },
      "webhook/route-changed": {
        class: "behaviour",
        message: (p) => `node ${q(p.id)}: webhook route ${p.from} \u2192 ${p.to}${relayNote(p.to)}${p.capped === void 0 ? "" : `; its timeout is capped at ${p.capped} s there`}`
      },
      "webhook/url-host-changed": {
        class: "behaviour",
        message: (p) => p.from === p.to ? `node ${q(p.id)}: the url's user information changed (not shown)` : `node ${q(p.id)}: url host ${q(p.from)} \u2192 ${q(p.to)}${p.userChanged ? ", and its user information (not shown)" : ""}`
      },
      "webhook/url-path-changed": {
        class: "behaviour",
        message: (p) => p.from === p.to ? `node ${q(p.id)}: url query string changed (values not shown)` : `node ${q(p.id)}: url path ${q(p.from)} \u2192 ${q(p.to)}${p.queryChanged ? ", and its query string (values not shown)" : ""}`
      },
      "webhook/method-changed": { class: "behaviour", message: (p) => `node ${q(p.id)}: method ${p.from === void 0 ? "(none)" : q(p.from)} \u2192 ${p.to === void 0 ? "(none)" : q(p.to)}` },
      "webhook/headers-changed": { class: "behaviour", message: (p) => `node ${q(p.id)}: headers changed (${nameChanges(p) || "their form"}; values not shown)` },
      "webhook/query-changed": { class: "behaviour", message: (p) => `node ${q(p.id)}: query parameters changed (${nameChanges(p) || "their form"}; values not shown)` },
      "webhook/body-changed": { class: "behaviour", message: (p) => `node ${q(p.id)}: request body changed${p.at.length > 0 ? ` at ${p.at.map((a) => a === "" ? "its root" : a).join(", ")}` : ""}` },
      "webhook/response-mode-changed": {
        class: "behaviour",
        message: (p) => `node ${q(p.id)}: responseMode ${p.from === void 0 ? "(none)" : q(p.from)} \u2192 ${p.to === void 0 ? "(none)" : q(p.to)}`
      },
      "webhook/timeout-changed": {
        class: "behaviour",
        message: (p) => `node ${q(p.id)}: timeout ${p.from ?? "(none)"} \u2192 ${p.to ?? "(none)"}${capNote(p)}`
      },
      "webhook/config-changed": { class: "behaviour", message: (p) => `node ${q(p.id)}: config ${q(p.field)} changed` },
      "output/added": { class: "behaviour", message: (p) => `node ${q(p.id)} now writes vars.${p.to}` },
      "output/renamed": { class: "behaviour", message: (p) => `node ${q(p.id)}: outputVar ${q(p.from)} \u2192 ${q(p.to)}` },
      "output/removed": { class: "behaviour", message: (p) => `node ${q(p.id)} no longer writes vars.${p.from}` },
      "output/read-after-removal": {
        class: "breaking",
        message: (p) => `node ${q(p.id)} no longer writes vars.${p.from}${p.to === void 0 ? "" : ` (its outputVar is now ${q(p.to)})`}, which ${p.by} still reads: that condition now sees it missing`
      },
      "transition/added": { class: "behaviour", message: (p) => `${tn(p)} added: to ${q(p.to)}${whenWords(p.when)}` },
      "transition/removed": { class: "behaviour", message: (p) => `${tn(p)} removed (was: to ${q(p.to)}${whenWords(p.when)})` },
      "transition/reordered": {
        class: "behaviour",
        message: (p) => `transitions of ${q(p.id)} reordered: now in the former order ${p.order.join(", ")}; the first that holds wins, so order is behaviour`
      },
      "transition/target-changed": { class: "behaviour", message: (p) => `${tn(p)} now goes to ${q(p.to)} (was ${q(p.from)})` },
      "transition/condition-changed": {
        class: "behaviour",
        message: (p) => `${tn(p)} now fires when ${p.to} (was when ${p.from})${p.what.length > 0 ? `: ${p.what.join("; ")}` : ""}`
      },
      "transition/field-changed": { class: "behaviour", message: (p) => `${tn(p)}: ${q(p.field)} changed` },
      "transition/became-dead": {
        class: "behaviour",
        message: (p) => `${tn(p)} can no longer fire: ${p.because}`
      },
      "transition/became-live": { class: "behaviour", message: (p) => `${tn(p)} can fire again` },
      "condition/hint-changed": {
        class: "cosmetic",
        message: (p) => `${tn(p)}: only a condition's valueType changed, an editor hint the executor ignores`
      }
    };
    classOf = (kind) => changeKinds[kind].class;
  }
});

// src/conditions/words.ts
function shortJson(v) {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? s.slice(0, 57) + "\u2026" : s;
}
function comparisonWords(c, v) {
  const op = own(c, "op");
  const value = own(c, "value");
  if (!isOp(op)) return `${v.subject(c)} ${v.unknownOp(op)} ${v.value(value)}`;
  const spec = positiveOf(op).spec;
  if (spec.left === "length") {
    const operand = isObject(value) ? value : {};
    const comparator = own(operand, "comparator");
    const word = typeof comparator === "string" && Object.hasOwn(comparators, comparator) ? v.word(comparator) : v.unknownComparator(comparator);
    return `${v.word(op)} ${v.subject(c)} ${word} ${v.value(own(operand, "value"))}`;
  }
  if (spec.operand === void 0) return `${v.subject(c)} ${v.word(op)}`;
  return `${v.subject(c)} ${v.word(op)} ${spec.operand === "pattern" ? v.pattern(value) : v.value(value)}`;
}
function conditionWords(cond, opts = {}) {
  const v = VOICES[opts.voice ?? "symbols"];
  const limit = opts.limit ?? 600;
  const maxDepth = opts.depth ?? Infinity;
  let out = "";
  const stack = [{ cond, nested: false, depth: maxDepth }];
  while (stack.length > 0 && out.length <= limit) {
    const item = stack.pop();
    if (typeof item === "string") {
      out += item;
      continue;
    }
    const c = item.cond;
    if (!isObject(c)) {
      out += v.notCondition(c);
      continue;
    }
    if (item.depth <= 0) {
      out += "\u2026";
      continue;
    }
    if (own(c, "op") !== void 0) {
      out += comparisonWords(c, v);
      continue;
    }
    const not = own(c, "not");
    if (not !== void 0) {
      out += v.notOpen;
      stack.push(v.notClose, { cond: not, nested: isList(not), depth: item.depth - 1 });
      continue;
    }
    const key = Array.isArray(own(c, "all")) ? "all" : Array.isArray(own(c, "any")) ? "any" : void 0;
    if (key === void 0) {
      out += v.incomplete(c);
      continue;
    }
    const items = own(c, key);
    if (items.length === 0) {
      out += v.empty[key];
      continue;
    }
    if (items.length === 1 && v.unwrapSingle) {
      stack.push({ cond: items[0], nested: item.nested, depth: item.depth - 1 });
      continue;
    }
    const shown2 = Math.min(items.length, v.maxItems);
    stack.push(`${items.length > shown2 ? v.more(items.length - shown2) : ""}${v.close(item.nested)}`);
    for (let i = shown2 - 1; i >= 0; i--) {
      stack.push({ cond: items[i], nested: true, depth: item.depth - 1 });
      if (i > 0) stack.push(v.joint(key));
    }
    stack.push(v.open(key, item.nested));
  }
  if (stack.some((s) => s !== "") || out.length > limit) return `${out.slice(0, limit - 1)}\u2026`;
  return out;
}
function conditionInWords(cond, depth = 6) {
  return conditionWords(cond, { voice: "phrases", depth, limit: Infinity });
}
var VALUE_LIMIT2, pathOf, symbols, phrases, VOICES, isOp, isList;
var init_words = __esm({
  "src/conditions/words.ts"() {
    "use strict";
    init_cjs_shims();
    init_explain();
    init_ops();
    init_json();
    VALUE_LIMIT2 = 40;
    pathOf = (c) => {
      const path = own(c, "path");
      return typeof path === "string" ? path : "?";
    };
    symbols = {
      subject(c) {
        const source = own(c, "source");
        const p = pathOf(c);
        let head;
        if (source === "node") {
          const of = own(c, "of");
          const id = typeof of === "string" ? of : isObject(of) && typeof own(of, "nodeId") === "string" ? own(of, "nodeId") : "?";
          head = `node(${id})`;
        } else head = typeof source === "string" ? source : "?";
        return p.startsWith("[") ? `${head}${p}` : `${head}.${p}`;
      },
      word: (op) => ops[op].words.symbol,
      unknownOp: (op) => preview(op, VALUE_LIMIT2),
      unknownComparator: (c) => String(c),
      value: (v) => preview(v, VALUE_LIMIT2),
      pattern: (v) => typeof v === "string" ? `/${v.length > VALUE_LIMIT2 ? `${v.slice(0, VALUE_LIMIT2 - 1)}\u2026` : v}/` : preview(v, VALUE_LIMIT2),
      notCondition: (v) => preview(v, VALUE_LIMIT2),
      incomplete: (c) => preview(c, VALUE_LIMIT2),
      empty: { all: "always", any: "never" },
      open: (_, nested) => nested ? "(" : "",
      joint: (key) => key === "all" ? " and " : " or ",
      close: (nested) => nested ? ")" : "",
      maxItems: Infinity,
      more: () => "",
      unwrapSingle: true,
      notOpen: "not ",
      notClose: ""
    };
    phrases = {
      subject(c) {
        const source = own(c, "source");
        if (source === "node") {
          const of = own(c, "of");
          return `node ${shortJson(isObject(of) ? own(of, "nodeId") : of)}'s ${pathOf(c)}`;
        }
        return `${typeof source === "string" ? source : "?"}.${pathOf(c)}`;
      },
      word: (op) => ops[op].words.phrase,
      unknownOp: (op) => typeof op === "string" ? op : shortJson(op),
      unknownComparator: (c) => typeof c === "string" ? c : "?",
      value: shortJson,
      pattern: shortJson,
      notCondition: () => "not a condition",
      incomplete: () => "an incomplete condition",
      empty: { all: "always (all of nothing)", any: "never (any of nothing)" },
      open: (key) => key === "all" ? "all of (" : "any of (",
      joint: () => "; ",
      close: () => ")",
      maxItems: 8,
      more: (count2) => `; ${count2} more`,
      unwrapSingle: false,
      notOpen: "not (",
      notClose: ")"
    };
    VOICES = { symbols, phrases };
    isOp = (name2) => typeof name2 === "string" && Object.hasOwn(ops, name2);
    isList = (c) => isObject(c) && own(c, "op") === void 0 && (Array.isArray(own(c, "all")) || Array.isArray(own(c, "any")));
  }
});

// src/graph/words.ts
function constantVerdict(cond, depth = 0) {
  if (!isObject(cond) || own(cond, "op") !== void 0 || depth > 64) return void 0;
  const not = own(cond, "not");
  if (not !== void 0) {
    const inner2 = constantVerdict(not, depth + 1);
    return inner2 === void 0 ? void 0 : !inner2;
  }
  const all = own(cond, "all");
  if (Array.isArray(all)) {
    let verdict = true;
    for (const c of all) {
      const v = constantVerdict(c, depth + 1);
      if (v === false) return false;
      if (v === void 0) verdict = void 0;
    }
    return verdict;
  }
  const any = own(cond, "any");
  if (Array.isArray(any)) {
    let verdict = false;
    for (const c of any) {
      const v = constantVerdict(c, depth + 1);
      if (v === true) return true;
      if (v === void 0) verdict = void 0;
    }
    return verdict;
  }
  return void 0;
}
var init_words2 = __esm({
  "src/graph/words.ts"() {
    "use strict";
    init_cjs_shims();
    init_json();
  }
});

// src/graph/model.ts
function nodeIndexOf(pointer) {
  const m = /^\/nodes\/(0|[1-9]\d*)(?:\/|$)/.exec(pointer);
  return m === null ? -1 : Number(m[1]);
}
function graphOf(spec, opts = {}) {
  const issues = opts.issues ?? validateSpec2(spec, opts.strict === void 0 ? {} : { strict: opts.strict }).issues;
  const list3 = isObject(spec) ? own(spec, "nodes") : void 0;
  const raw = Array.isArray(list3) ? list3 : [];
  const nodes = [];
  const byIndex = /* @__PURE__ */ new Map();
  const firstWithId = /* @__PURE__ */ new Map();
  for (let index = 0; index < raw.length; index++) {
    const n = raw[index];
    if (!isObject(n)) continue;
    const id = str(own(n, "id")) ?? "";
    const node2 = { id, index, pointer: `/nodes/${index}`, start: index === 0, reachable: false, issues: [] };
    const type2 = str(own(n, "type"));
    const actionType = str(own(n, "actionType"));
    const outputVar = str(own(n, "outputVar"));
    if (type2 !== void 0) node2.type = type2;
    if (actionType !== void 0) node2.actionType = actionType;
    if (actionType === "WEBHOOK") {
      try {
        node2.route = webhookRoute(n);
      } catch {
      }
    }
    if (outputVar !== void 0) node2.outputVar = outputVar;
    nodes.push(node2);
    byIndex.set(index, node2);
    if (id !== "" && !firstWithId.has(id)) firstWithId.set(id, node2);
  }
  const edges = [];
  const out = /* @__PURE__ */ new Map();
  for (const node2 of nodes) {
    const transitions = own(raw[node2.index], "transition");
    if (!Array.isArray(transitions)) continue;
    const mine = [];
    let alwaysBefore = false;
    for (let index = 0; index < transitions.length; index++) {
      const t = transitions[index];
      if (!isObject(t)) continue;
      const toId = str(own(t, "to"));
      if (toId === void 0) continue;
      const hasWhen = Object.prototype.hasOwnProperty.call(t, "when");
      const when = own(t, "when");
      const verdict = hasWhen ? constantVerdict(when) : true;
      const edge = {
        from: node2.index,
        toId,
        index,
        pointer: `${node2.pointer}/transition/${index}`,
        condition: !hasWhen ? "always" : opts.words === false ? "" : conditionWords(when),
        always: verdict === true,
        dead: alwaysBefore || verdict === false
      };
      if (edge.dead) edge.deadBecause = alwaysBefore ? "earlier-always" : "never-holds";
      const target2 = firstWithId.get(toId);
      if (target2 !== void 0) edge.to = target2.index;
      if (verdict === true) alwaysBefore = true;
      edges.push(edge);
      mine.push(edge);
    }
    out.set(node2.index, mine);
  }
  const first = byIndex.get(0);
  if (first !== void 0) {
    first.reachable = true;
    const queue = [first];
    for (let head = 0; head < queue.length; head++) {
      for (const e of out.get(queue[head].index) ?? []) {
        if (e.dead || e.to === void 0) continue;
        const next2 = byIndex.get(e.to);
        if (next2.reachable) continue;
        next2.reachable = true;
        queue.push(next2);
      }
    }
  }
  for (const e of edges) {
    if (byIndex.get(e.from).reachable) continue;
    e.dead = true;
    e.deadBecause = "unreached";
  }
  const rest = [];
  for (const issue of issues) {
    const node2 = byIndex.get(nodeIndexOf(issue.pointer));
    if (node2 === void 0) rest.push(issue);
    else node2.issues.push(issue);
  }
  return { nodes, edges, issues: rest };
}
var str;
var init_model = __esm({
  "src/graph/model.ts"() {
    "use strict";
    init_cjs_shims();
    init_routes();
    init_json();
    init_validate();
    init_words();
    init_words2();
    str = (v) => typeof v === "string" ? v : void 0;
  }
});

// src/diff/graph.ts
function changeGraph(before2, after, changes, limit = Infinity) {
  const b = graphOf(before2, { issues: [] });
  const a = graphOf(after, { issues: [] });
  const nodes = [...a.nodes];
  const edges = [...a.edges];
  const nodeMarks = /* @__PURE__ */ new Map();
  const edgeMarks = /* @__PURE__ */ new Map();
  const renamedTo = /* @__PURE__ */ new Map();
  for (const c of changes) if (c.kind === "node/renamed") renamedTo.set(c.params.from, c.params.to);
  const afterIndex = /* @__PURE__ */ new Map();
  for (const n of a.nodes) if (n.id !== "" && !afterIndex.has(n.id)) afterIndex.set(n.id, n.index);
  const beforeNodeAt = new Map(b.nodes.map((n) => [n.index, n]));
  const beforeEdgeAt = new Map(b.edges.map((e) => [e.pointer, e]));
  const edgeIndexAt = new Map(a.edges.map((e, i) => [e.pointer, i]));
  const mark = (map, key, m) => {
    if (map.get(key) === void 0 || m !== "changed") map.set(key, m);
  };
  const removedIndex = /* @__PURE__ */ new Map();
  let next2 = a.nodes.reduce((max, n) => Math.max(max, n.index + 1), 0);
  for (const c of changes) {
    if (c.kind !== "node/removed" && c.kind !== "node/removed-referenced" || c.before === void 0) continue;
    const old = beforeNodeAt.get(Number(NODE_AT.exec(c.before)?.[1]));
    if (old === void 0) continue;
    const index = next2++;
    removedIndex.set(old.index, index);
    nodes.push({ ...old, index, pointer: old.pointer, start: false, issues: [] });
    nodeMarks.set(index, "removed");
  }
  const target2 = (toId) => {
    const id = renamedTo.get(toId) ?? toId;
    const found = afterIndex.get(id);
    if (found !== void 0) return found;
    for (const [old, index] of removedIndex) if (beforeNodeAt.get(old)?.id === toId) return index;
    return void 0;
  };
  const pushRemovedEdge = (e, from) => {
    const copy2 = { ...e, from };
    const to = target2(e.toId);
    if (to === void 0) delete copy2.to;
    else copy2.to = to;
    edgeMarks.set(edges.length, "removed");
    edges.push(copy2);
  };
  for (const e of b.edges) {
    const from = removedIndex.get(e.from);
    if (from !== void 0) pushRemovedEdge(e, from);
  }
  edges.forEach((e, i) => {
    if (e.to !== void 0 || i >= a.edges.length) return;
    const to = target2(e.toId);
    if (to !== void 0) edges[i] = { ...e, to };
  });
  for (const c of changes) {
    if (c.kind === "node/removed" || c.kind === "node/removed-referenced") continue;
    if (c.kind === "node/added" && c.after !== void 0) {
      mark(nodeMarks, Number(NODE_AT.exec(c.after)?.[1]), "added");
      continue;
    }
    if (c.kind === "transition/removed" && c.before !== void 0) {
      const e = beforeEdgeAt.get(TRANSITION_AT.exec(c.before)?.[0] ?? "");
      const from = c.node === void 0 ? void 0 : afterIndex.get(c.node);
      if (e !== void 0 && from !== void 0) pushRemovedEdge(e, from);
      continue;
    }
    if (c.after === void 0 && c.at === "") continue;
    const place2 = c.after ?? c.at;
    const t = TRANSITION_AT.exec(place2);
    if (t !== null) {
      const i = edgeIndexAt.get(t[0]);
      if (i !== void 0) mark(edgeMarks, i, c.kind === "transition/added" ? "added" : "changed");
      continue;
    }
    const n = NODE_AT.exec(place2);
    if (n !== null) mark(nodeMarks, Number(n[1]), "changed");
  }
  if (nodes.length <= limit) return { graph: { nodes, edges, issues: [] }, marks: { nodes: nodeMarks, edges: edgeMarks } };
  const keep2 = new Set(nodeMarks.keys());
  for (const i of edgeMarks.keys()) {
    const e = edges[i];
    keep2.add(e.from);
    if (e.to !== void 0) keep2.add(e.to);
  }
  const keptEdges = [];
  const keptMarks = /* @__PURE__ */ new Map();
  edges.forEach((e, i) => {
    if (!keep2.has(e.from) || e.to !== void 0 && !keep2.has(e.to)) return;
    const m = edgeMarks.get(i);
    if (m !== void 0) keptMarks.set(keptEdges.length, m);
    keptEdges.push(e);
  });
  return { graph: { nodes: nodes.filter((n) => keep2.has(n.index)), edges: keptEdges, issues: [] }, marks: { nodes: nodeMarks, edges: keptMarks } };
}
var NODE_AT, TRANSITION_AT;
var init_graph = __esm({
  "src/diff/graph.ts"() {
    "use strict";
    init_cjs_shims();
    init_model();
    NODE_AT = /^\/nodes\/(\d+)/;
    TRANSITION_AT = /^\/nodes\/(\d+)\/transition\/(\d+)/;
  }
});

// src/graph/text.ts
function visible(s) {
  return s.replace(INVISIBLE, (c) => {
    const code2 = c.charCodeAt(0);
    if (code2 < 32) return String.fromCharCode(9216 + code2);
    if (code2 === 127) return "\u2421";
    return `\\u${code2.toString(16).padStart(4, "0")}`;
  });
}
function isWide(cp) {
  return cp >= 4352 && cp <= 4447 || cp >= 11904 && cp <= 42191 || cp >= 44032 && cp <= 55203 || cp >= 63744 && cp <= 64255 || cp >= 65072 && cp <= 65103 || cp >= 65280 && cp <= 65376 || cp >= 65504 && cp <= 65510 || cp >= 127744 && cp <= 129791 || cp >= 131072 && cp <= 262141;
}
function textWidth(s) {
  let w = 0;
  for (const ch of s) w += isWide(ch.codePointAt(0)) ? 1.1 : 0.6;
  return w;
}
function shorten(s, max) {
  if (s.length <= max) return s;
  const points = Array.from(s);
  return points.length <= max ? s : `${points.slice(0, Math.max(1, max - 1)).join("")}\u2026`;
}
var INVISIBLE;
var init_text2 = __esm({
  "src/graph/text.ts"() {
    "use strict";
    init_cjs_shims();
    INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
  }
});

// src/graph/look.ts
function kindLine(n) {
  if (n.actionType === "WEBHOOK") return `webhook \xB7 route ${n.route ?? "invalid"}`;
  const type2 = n.type === void 0 ? "no type" : n.type === "" ? '""' : n.type;
  return n.actionType === void 0 ? type2 : `${type2} \xB7 ${n.actionType}`;
}
function shapeOf(n) {
  if (n.actionType === "WEBHOOK") return "box";
  if (n.type === "action") return "rounded";
  if (n.type === "end") return "pill";
  return "hexagon";
}
function nodeLook(n) {
  const id = n.id === "" ? "(no id)" : visible(n.id);
  const details = [kindLine(n)].map((l) => visible(l));
  if (n.outputVar !== void 0) details.push(`outputVar: ${visible(n.outputVar)}`);
  const errors = n.issues.filter((i) => i.severity === "error").length;
  const warnings = n.issues.length - errors;
  if (errors > 0 || warnings > 0) {
    const parts = [...errors > 0 ? [plural2(errors, "error")] : [], ...warnings > 0 ? [plural2(warnings, "warning")] : []];
    details.push(`${errors > 0 ? "\u2717" : "\u26A0"} ${parts.join(", ")}`);
  }
  if (!n.reachable) details.push("unreachable");
  const colours = !n.reachable ? COLOURS.unreachable : n.route !== void 0 ? ROUTE_COLOURS[n.route] : n.type === "end" ? COLOURS.end : COLOURS.node;
  const look = {
    shape: shapeOf(n),
    title: shorten(id, ID_LIMIT),
    details: details.map((d) => shorten(d, DETAIL_LIMIT)),
    tooltip: [`${n.start ? "start node " : "node "}${id}`, ...details, ...n.issues.map((i) => `${i.severity}: ${visible(i.message)} [${i.code}]`)].join("\n"),
    stroke: colours.stroke,
    fill: colours.fill,
    dashed: !n.reachable
  };
  if (errors > 0) look.mark = "error";
  else if (warnings > 0) look.mark = "warning";
  return look;
}
function edgeLook(e, nodeAt2, alone) {
  const from = nodeAt2.get(e.from);
  const condition = visible(e.condition);
  const number = `${e.index + 1}`;
  const head = alone ? e.dead ? "dead: " : "" : e.dead ? `${number} (dead): ` : `${number}: `;
  const fromId = from === void 0 || from.id === "" ? "(no id)" : visible(from.id);
  const lines2 = [`transition ${number} of ${fromId} \u2192 ${visible(e.toId)}${e.to === void 0 ? " (no such node)" : ""}`, `when: ${condition}`];
  if (e.dead && e.deadBecause !== void 0) lines2.push(DEAD_WORDS[e.deadBecause]);
  else if (e.always) lines2.push("always fires when reached");
  return {
    label: shorten(head + condition, EDGE_LIMIT),
    tooltip: lines2.join("\n"),
    kind: e.dead ? "dead" : e.always ? "always" : "when",
    colour: e.dead ? COLOURS.dead : e.always ? COLOURS.always : COLOURS.edge
  };
}
function edgeLooks(graph) {
  const nodeAt2 = indexNodes(graph);
  const count2 = /* @__PURE__ */ new Map();
  for (const e of graph.edges) count2.set(e.from, (count2.get(e.from) ?? 0) + 1);
  return graph.edges.map((e) => edgeLook(e, nodeAt2, count2.get(e.from) === 1));
}
function indexNodes(graph) {
  return new Map(graph.nodes.map((n) => [n.index, n]));
}
function missingTargets(graph) {
  const seen = /* @__PURE__ */ new Set();
  for (const e of graph.edges) if (e.to === void 0) seen.add(e.toId);
  return [...seen];
}
var ROUTE_COLOURS, COLOURS, ID_LIMIT, DETAIL_LIMIT, EDGE_LIMIT, plural2, DEAD_WORDS;
var init_look = __esm({
  "src/graph/look.ts"() {
    "use strict";
    init_cjs_shims();
    init_text2();
    ROUTE_COLOURS = {
      direct: { stroke: "#0072B2", fill: "#E3F0F8" },
      brazil: { stroke: "#007A5A", fill: "#DFF3EC" },
      us: { stroke: "#B4558D", fill: "#F7E8F1" }
    };
    COLOURS = {
      node: { stroke: "#4B5563", fill: "#FFFFFF" },
      end: { stroke: "#4B5563", fill: "#F3F4F6" },
      unreachable: { stroke: "#9CA3AF", fill: "#F9FAFB", text: "#6B7280" },
      missing: { stroke: "#D55E00", fill: "#FFF4EC" },
      error: "#C2410C",
      warning: "#B45309",
      text: "#111827",
      detail: "#374151",
      edge: "#4B5563",
      always: "#111827",
      dead: "#9CA3AF"
    };
    ID_LIMIT = 36;
    DETAIL_LIMIT = 44;
    EDGE_LIMIT = 40;
    plural2 = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
    DEAD_WORDS = {
      "earlier-always": "never fires: an earlier transition always fires",
      "never-holds": "never fires: its condition never holds",
      unreached: "never fires: its node is never reached"
    };
  }
});

// src/graph/mermaid.ts
function mermaidText(s) {
  if (!UNSAFE2.test(s) && !NEEDS_BREAK.test(s)) return s;
  let out = "";
  for (const ch of s.replace(AFTER_DECODING, "$&\u200B")) out += SAFE.test(ch) ? ch : `#${ch.codePointAt(0)};`;
  return out;
}
function renderGraphMermaid(graph, opts = {}) {
  const looks = edgeLooks(graph);
  const lines2 = ["flowchart TD"];
  const classes = /* @__PURE__ */ new Map();
  const addClass = (name2, node2) => {
    const list3 = classes.get(name2);
    if (list3 === void 0) classes.set(name2, [node2]);
    else list3.push(node2);
  };
  if (graph.nodes[0]?.start === true) lines2.push(`  start(("start"))`);
  for (const n of graph.nodes) {
    const look = nodeLook(n);
    const [open, close] = OPEN[look.shape];
    const mark = opts.marks?.nodes?.get(n.index);
    lines2.push(`  n${n.index}${open}${label([look.title, ...look.details, ...mark === void 0 ? [] : [MARK_WORDS[mark]]])}${close}`);
    if (!n.reachable) addClass("unreachable", `n${n.index}`);
    else if (n.route !== void 0) addClass(n.route, `n${n.index}`);
    else if (n.type === "end") addClass("endNode", `n${n.index}`);
    else addClass("plain", `n${n.index}`);
    if (look.mark === "error") addClass("hasError", `n${n.index}`);
    else if (look.mark === "warning") addClass("hasWarning", `n${n.index}`);
    if (mark !== void 0) addClass(mark, `n${n.index}`);
  }
  const missing = missingTargets(graph);
  missing.forEach((id, i) => {
    lines2.push(`  m${i}(${label([shorten(visible(id), ID_LIMIT), "no such node"])})`);
    addClass("missing", `m${i}`);
  });
  const missingKey = new Map(missing.map((id, i) => [id, `m${i}`]));
  if (graph.nodes[0]?.start === true) lines2.push("  start --> n0");
  const linkStyles = [];
  const firstLink = graph.nodes[0]?.start === true ? 1 : 0;
  graph.edges.forEach((e, i) => {
    const look = looks[i];
    const mark = opts.marks?.edges?.get(i);
    const arrow = mark === "removed" || look.kind === "dead" ? "-.->" : look.kind === "always" ? "==>" : "-->";
    const to = e.to === void 0 ? missingKey.get(e.toId) : `n${e.to}`;
    lines2.push(`  n${e.from} ${arrow}|${label([mark === void 0 ? look.label : `${MARK_WORDS[mark]}: ${look.label}`])}| ${to}`);
    if (mark !== void 0) linkStyles.push(`  linkStyle ${firstLink + i} ${MARK_STYLES[mark]}`);
  });
  const defs = {
    direct: style(ROUTE_COLOURS.direct.fill, ROUTE_COLOURS.direct.stroke),
    brazil: style(ROUTE_COLOURS.brazil.fill, ROUTE_COLOURS.brazil.stroke),
    us: style(ROUTE_COLOURS.us.fill, ROUTE_COLOURS.us.stroke),
    endNode: style(COLOURS.end.fill, COLOURS.end.stroke),
    plain: style(COLOURS.node.fill, COLOURS.node.stroke),
    unreachable: `fill:${COLOURS.unreachable.fill},stroke:${COLOURS.unreachable.stroke},color:${COLOURS.unreachable.text},stroke-dasharray:5 3`,
    missing: style(COLOURS.missing.fill, COLOURS.missing.stroke, ",stroke-dasharray:5 3"),
    hasError: `stroke:${COLOURS.error},stroke-width:3px`,
    hasWarning: `stroke:${COLOURS.warning},stroke-width:2px`,
    ...MARK_STYLES
  };
  if (graph.nodes[0]?.start === true) lines2.push(`  classDef startNode fill:${COLOURS.always},stroke:${COLOURS.always},color:#FFFFFF`, "  class start startNode");
  for (const [name2, members] of classes) lines2.push(`  classDef ${name2} ${defs[name2]}`, `  class ${members.join(",")} ${name2}`);
  lines2.push(...linkStyles);
  const text = lines2.join("\n") + "\n";
  return opts.markdown === true ? "```mermaid\n" + text + "```\n" : text;
}
var MARK_WORDS, MARK_STYLES, SAFE, AFTER_DECODING, NEEDS_BREAK, UNSAFE2, OPEN, label, style;
var init_mermaid = __esm({
  "src/graph/mermaid.ts"() {
    "use strict";
    init_cjs_shims();
    init_look();
    init_text2();
    MARK_WORDS = { added: "+ added", removed: "\u2212 removed", changed: "~ changed" };
    MARK_STYLES = {
      added: "stroke:#007A5A,stroke-width:3px",
      removed: "stroke:#C2410C,stroke-width:3px,stroke-dasharray:4 3",
      changed: "stroke:#B45309,stroke-width:3px"
    };
    SAFE = /^[\p{L}\p{M}\p{N} .,_\-()=+*/?!@$^~'·→≥≤≠…✗⚠:]$/u;
    AFTER_DECODING = /:(?=fa-)|ﬂ(?=°)|¶(?=ß)/gi;
    NEEDS_BREAK = /:(?=fa-)|ﬂ(?=°)|¶(?=ß)/i;
    UNSAFE2 = /[^\p{L}\p{M}\p{N} .,_\-()=+*/?!@$^~'·→≥≤≠…✗⚠:]/u;
    OPEN = { box: ["[", "]"], rounded: ["(", ")"], pill: ["([", "])"], hexagon: ["{{", "}}"] };
    label = (lines2) => `"${lines2.map(mermaidText).join("<br>")}"`;
    style = (fill, stroke, extra = "") => `fill:${fill},stroke:${stroke},color:${COLOURS.text}${extra}`;
  }
});

// src/cli/commands/diff/format.ts
var format_exports = {};
__export(format_exports, {
  DIFF_FORMATS: () => DIFF_FORMATS,
  github: () => github2,
  json: () => json2,
  markdown: () => markdown,
  markdownText: () => markdownText,
  stylish: () => stylish2
});
function counts(files) {
  const out = { breaking: 0, behaviour: 0, cosmetic: 0 };
  for (const f of files) for (const c of f.changes) out[c.class]++;
  return out;
}
function stylish2(run11, color) {
  const p = paint(color);
  const out = [];
  const classColour = (c) => run11.failing.includes(c) ? p.red : c === "cosmetic" ? p.dim : p.yellow;
  for (const f of run11.files) {
    if (f.skipped !== void 0) {
      out.push(p.dim(`${printable(f.name)}: not compared: ${f.skipped}`), "");
      continue;
    }
    if (f.changes.length === 0 && f.issues.length === 0) continue;
    out.push(p.bold(`${printable(f.name)} (${printable(statusWords(f))})`));
    let lines2;
    for (const i of f.issues) {
      const at2 = i.range ? `:${i.range.start.line}:${i.range.start.column}` : "";
      out.push(`${p.bold(printable(f.name) + at2)}  ${i.severity === "error" ? p.red("error") : p.yellow("warning")}  ${printable(i.message)} ${p.dim(`[${i.code}]`)}`);
      if (f.text !== void 0 && i.range) {
        lines2 ??= splitLines(f.text);
        const frame = codeFrame(lines2, i.range, p);
        if (frame) out.push(frame);
      }
      out.push("");
    }
    for (const c of f.changes) {
      const at2 = c.range ? `:${c.range.start.line}:${c.range.start.column}` : "";
      out.push(`${p.bold(printable(f.name) + at2)}  ${classColour(c.class)(c.class)}  ${printable(c.message)} ${p.dim(`[${c.kind}]`)}`);
      if (f.text !== void 0 && c.range && !UNFRAMED.has(c.kind)) {
        lines2 ??= splitLines(f.text);
        const frame = codeFrame(lines2, c.range, p, classColour(c.class));
        if (frame) out.push(frame);
      }
      out.push("");
    }
  }
  if (run11.replay !== void 0) out.push(...replayLines(run11.replay, printable), "");
  const n = counts(run11.files);
  const total = n.breaking + n.behaviour + n.cosmetic;
  const files = run11.files.filter((f) => f.changes.length > 0).length;
  const line = total === 0 ? "no change a run can tell" : `${plural3(total, "change")} (${n.breaking} breaking, ${n.behaviour} behaviour, ${n.cosmetic} cosmetic) in ${plural3(files, "file")}`;
  const fails = CHANGE_CLASSES2.some((c) => run11.failing.includes(c) && n[c] > 0);
  const unread = run11.files.filter((f) => f.issues.some((i) => i.severity === "error")).length;
  if (unread > 0) out.push(p.red(p.bold(`\u2716 ${plural3(unread, "file")} could not be compared; ${line}`)));
  else out.push(fails ? p.red(p.bold(`\u2716 ${line}`)) : total === 0 ? p.green(line) : p.yellow(p.bold(`\u26A0 ${line}`)));
  return out.join("\n") + "\n";
}
function replaySummary(replay) {
  return `replayed ${plural3(replay.cases, "test case")} of ${plural3(replay.files, "test file")} on both versions: ${replay.changed.length === 0 ? "no path, end or status changed" : `${plural3(replay.changed.length, "case")} changed`}`;
}
function replayLines(replay, text) {
  const out = [];
  for (const c of replay.changed) {
    out.push(`${text(c.file)}  case ${text(JSON.stringify(c.name))}: ${text(c.what.join("; "))}`);
  }
  out.push(replaySummary(replay));
  return out;
}
function json2(run11) {
  const files = run11.files.map((f) => ({
    file: f.name,
    ...f.previous !== void 0 ? { previous: f.previous } : {},
    status: f.status,
    ...f.skipped !== void 0 ? { skipped: f.skipped } : {},
    changes: f.changes,
    issues: f.issues
  }));
  return JSON.stringify({ files, counts: counts(run11.files), failOn: run11.failing, ...run11.replay ? { replay: run11.replay } : {} }, null, 2) + "\n";
}
function github2(run11) {
  let out = "";
  const line = (level, file, range, title, message) => {
    const props = [`file=${escapeProperty2(file.name)}`];
    if (range !== void 0) props.push(`line=${range.start.line}`, `col=${range.start.column}`);
    props.push(`title=${escapeProperty2(title)}`);
    out += `::${level} ${props.join(",")}::${escapeData2(message)}
`;
  };
  for (const f of run11.files) {
    for (const i of f.issues) line(i.severity, f, i.range, i.code, i.message);
    for (const c of f.changes) line(run11.failing.includes(c.class) ? "error" : c.class === "cosmetic" ? "notice" : "warning", f, c.range, `${c.class}: ${c.kind}`, c.message);
  }
  for (const c of run11.replay?.changed ?? []) out += `::warning file=${escapeProperty2(c.file)},title=${escapeProperty2("test path changed")}::${escapeData2(`case ${JSON.stringify(c.name)}: ${c.what.join("; ")}`)}
`;
  return out;
}
function markdownText(s) {
  return printable(s).replace(/[&<>@\\`*_{}[\]()#+\-.!|~:]/g, (c) => MARKDOWN_ENTITIES[c] ?? `\\${c}`);
}
function markdown(run11) {
  const n = counts(run11.files);
  const out = ["## What this change does to the agent specs", ""];
  out.push("| class | changes | fails the check |", "|---|---:|---|");
  for (const c of CHANGE_CLASSES2) out.push(`| ${c} | ${n[c]} | ${run11.failing.includes(c) ? "yes" : "no"} |`);
  out.push("");
  const skipped = run11.files.filter((f) => f.skipped !== void 0);
  for (const f of run11.files) {
    if (f.changes.length === 0 && f.issues.length === 0) continue;
    out.push(`### ${markdownText(f.name)} (${markdownText(statusWords(f))})`, "");
    for (const i of f.issues) out.push(`- **${i.severity}** ${markdownText(i.message)}${i.range ? ` (line ${i.range.start.line})` : ""}`);
    for (const c of f.changes) out.push(`- **${c.class}** ${markdownText(c.message)}${c.range ? ` (line ${c.range.start.line})` : ""} \`${c.kind}\``);
    out.push("");
    if (f.changes.length > 0 && f.before !== void 0 && f.after !== void 0) {
      const picture = changeGraph(f.before, f.after, f.changes, GRAPH_LIMIT);
      out.push("<details><summary>Graph: added, removed and changed nodes and transitions marked</summary>", "", renderGraphMermaid(picture.graph, { markdown: true, marks: picture.marks }).trimEnd(), "", "</details>", "");
    }
  }
  if (skipped.length > 0) out.push("Not compared:", "", ...skipped.map((f) => `- ${markdownText(f.name)}: ${markdownText(f.skipped)}`), "");
  if (run11.replay !== void 0) {
    out.push("### Test cases on both versions", "");
    for (const c of run11.replay.changed) out.push(`- ${markdownText(c.file)}: case ${markdownText(JSON.stringify(c.name))}: ${markdownText(c.what.join("; "))}`);
    out.push(`${run11.replay.changed.length === 0 ? "" : "\n"}${markdownText(replaySummary(run11.replay))}`, "");
  }
  return out.join("\n");
}
var UNFRAMED, plural3, statusWords, escapeData2, escapeProperty2, MARKDOWN_ENTITIES, GRAPH_LIMIT, DIFF_FORMATS;
var init_format = __esm({
  "src/cli/commands/diff/format.ts"() {
    "use strict";
    init_cjs_shims();
    init_kinds();
    init_graph();
    init_mermaid();
    init_color();
    init_frame();
    UNFRAMED = /* @__PURE__ */ new Set(["webhook/url-host-changed", "webhook/url-path-changed", "webhook/headers-changed", "webhook/query-changed"]);
    plural3 = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
    statusWords = (f) => f.status === "renamed" ? `renamed from ${f.previous}` : f.status === "modified" ? f.previous !== void 0 && f.previous !== f.name ? `compared with ${f.previous}` : "modified" : f.status;
    escapeData2 = (s) => printable(s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A"));
    escapeProperty2 = (s) => escapeData2(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
    MARKDOWN_ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "@": "&#64;" };
    GRAPH_LIMIT = 60;
    DIFF_FORMATS = {
      stylish: stylish2,
      json: (run11) => json2(run11),
      github: (run11) => github2(run11),
      markdown: (run11) => markdown(run11)
    };
  }
});

// src/diff/changes.ts
var Changes;
var init_changes = __esm({
  "src/diff/changes.ts"() {
    "use strict";
    init_cjs_shims();
    init_kinds();
    Changes = class {
      list = [];
      add(kind, at2, params, where2) {
        const change = { kind, class: classOf(kind), at: at2, message: wordChange(kind, params), params };
        if (where2.before !== void 0) change.before = where2.before;
        if (where2.after !== void 0) change.after = where2.after;
        if (where2.node !== void 0) change.node = where2.node;
        this.list.push(change);
      }
    };
  }
});

// src/diff/walk.ts
function specTransitions2(nodes) {
  const out = [];
  for (const ref of nodes) {
    const list3 = own(ref.node, "transition");
    if (!Array.isArray(list3)) continue;
    for (let index = 0; index < list3.length; index++) {
      const t = list3[index];
      if (isObject(t)) out.push({ transition: t, index, pointer: `${ref.pointer}/transition/${index}` });
    }
  }
  return out;
}
function specComparisons2(transitions) {
  const out = [];
  for (const t of transitions) {
    const values = [own(t.transition, "when")];
    const pointers = [`${t.pointer}/when`];
    while (values.length > 0) {
      const value = values.pop();
      const pointer = pointers.pop();
      if (!isObject(value)) continue;
      if (own(value, "op") !== void 0) {
        out.push({ cond: value, pointer });
        continue;
      }
      const not = own(value, "not");
      if (not !== void 0) {
        values.push(not);
        pointers.push(`${pointer}/not`);
      }
      for (const key of ["any", "all"]) {
        const list3 = own(value, key);
        if (!Array.isArray(list3)) continue;
        for (let i = list3.length - 1; i >= 0; i--) {
          values.push(list3[i]);
          pointers.push(`${pointer}/${key}/${i}`);
        }
      }
    }
  }
  return out;
}
function references(node2, pointer, into) {
  const ref = { node: node2, index: 0, pointer };
  const transitions = specTransitions2([ref]);
  for (const t of transitions) {
    const to = own(t.transition, "to");
    if (typeof to === "string") into(to, `${t.pointer}/to`);
  }
  for (const c of specComparisons2(transitions)) {
    const of = own(c.cond, "of");
    const id = typeof of === "string" ? of : isObject(of) ? str2(own(of, "nodeId")) : void 0;
    if (id !== void 0) into(id, `${c.pointer}/of`);
  }
}
function pointerTo(object, pointer, key, side2 = "before") {
  return Object.hasOwn(object, key) ? { [side2]: `${pointer}/${escapeToken(key)}` } : {};
}
function withOptional(base, optional) {
  const out = { ...base };
  for (const [k, v] of Object.entries(optional)) if (v !== void 0) out[k] = v;
  return out;
}
var str2, idOf;
var init_walk = __esm({
  "src/diff/walk.ts"() {
    "use strict";
    init_cjs_shims();
    init_json();
    init_pointer();
    str2 = (v) => typeof v === "string" ? v : void 0;
    idOf = (n) => str2(own(n, "id")) ?? "";
  }
});

// src/diff/context.ts
function side(spec) {
  const graph = graphOf(spec, { issues: [], words: false });
  const edges = [];
  for (const e of graph.edges) (edges[e.from] ??= [])[e.index] = e;
  const reachable = [];
  for (const n of graph.nodes) reachable[n.index] = n.reachable;
  return { nodes: specNodes(spec), edges, reachable };
}
function referenceWords(ctx, pointer) {
  const m = /^\/nodes\/(\d+)\/transition\/(\d+)(\/.*)?$/.exec(pointer);
  if (m === null) return "the spec";
  const node2 = own(ctx.after, "nodes")[Number(m[1])];
  const t = `transition ${Number(m[2]) + 1} of ${JSON.stringify(idOf(node2))}`;
  return m[3] === "/to" ? t : `the condition of ${t}`;
}
var init_context = __esm({
  "src/diff/context.ts"() {
    "use strict";
    init_cjs_shims();
    init_json();
    init_spec_index();
    init_model();
    init_walk();
  }
});

// src/diff/key.ts
function valueKey(value) {
  return keyOf3(value, 0, { open: /* @__PURE__ */ new Set(), ids: /* @__PURE__ */ new Map() });
}
function keyOf3(v, depth, w) {
  if (v === null || typeof v !== "object") {
    if (typeof v === "string") return JSON.stringify(v);
    if (typeof v === "number") return Number.isFinite(v) ? String(v === 0 ? 0 : v) : `\0${String(v)}`;
    if (typeof v === "boolean") return v ? "true" : "false";
    if (v === null) return "null";
    return `\0${typeof v}:${typeof v === "bigint" ? String(v) : ""}`;
  }
  if (depth > MAX_DEPTH || w.open.has(v)) return identity2(v, w);
  const known2 = w.memo?.get(v);
  if (known2 !== void 0) return known2;
  w.open.add(v);
  let out;
  if (Array.isArray(v)) {
    out = "[";
    for (let i = 0; i < v.length; i++) out += (i > 0 ? "," : "") + keyOf3(v[i], depth + 1, w);
    out += "]";
  } else {
    const keys = Object.keys(v).sort();
    out = "{";
    let first = true;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      const member = v[k];
      if (member === void 0) continue;
      const comparison2 = w.noHints === true && v["op"] !== void 0 && Object.hasOwn(v, "op");
      if (comparison2 && k === "valueType") continue;
      out += (first ? "" : ",") + JSON.stringify(k) + ":" + keyOf3(member, depth + 1, comparison2 && k === "value" ? w.operands ?? w : w);
      first = false;
    }
    out += "}";
  }
  w.open.delete(v);
  w.memo?.set(v, out);
  return out;
}
function sameValue(a, b, depth = 0) {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return valueKeyOfScalar(a) === valueKeyOfScalar(b);
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const y2 = b;
    if (a.length !== y2.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], y2[i], depth + 1)) return false;
    return true;
  }
  const x = a;
  const y = b;
  let count2 = 0;
  for (const k in x) {
    if (!Object.hasOwn(x, k) || x[k] === void 0) continue;
    count2++;
    if (!Object.hasOwn(y, k) || !sameValue(x[k], y[k], depth + 1)) return false;
  }
  for (const k in y) if (Object.hasOwn(y, k) && y[k] !== void 0) count2--;
  return count2 === 0;
}
var MAX_DEPTH, identity2, valueKeyOfScalar, Keys;
var init_key = __esm({
  "src/diff/key.ts"() {
    "use strict";
    init_cjs_shims();
    MAX_DEPTH = 600;
    identity2 = (o, w) => {
      let id = w.ids.get(o);
      if (id === void 0) w.ids.set(o, id = w.ids.size + 1);
      return `\0#${id}`;
    };
    valueKeyOfScalar = (v) => v !== null && typeof v === "object" ? "\0object" : keyOf3(v, 0, { open: /* @__PURE__ */ new Set(), ids: /* @__PURE__ */ new Map() });
    Keys = class {
      plain = { open: /* @__PURE__ */ new Set(), ids: /* @__PURE__ */ new Map(), memo: /* @__PURE__ */ new Map() };
      bare = { open: /* @__PURE__ */ new Set(), ids: /* @__PURE__ */ new Map(), memo: /* @__PURE__ */ new Map(), noHints: true, operands: this.plain };
      /** The key of a value (see `valueKey`). */
      key(v) {
        return keyOf3(v, 0, this.plain);
      }
      /** The key of a value with each comparison's `valueType` left out. */
      withoutHints(v) {
        return keyOf3(v, 0, this.bare);
      }
      /** Whether two values are equal as JSON. */
      same(a, b) {
        return sameValue(a, b);
      }
    };
  }
});

// src/diff/match.ts
function groupBy(items, key) {
  const out = /* @__PURE__ */ new Map();
  for (const item of items) {
    const k = key(item);
    const list3 = out.get(k);
    if (list3 === void 0) out.set(k, [item]);
    else list3.push(item);
  }
  return out;
}
function matchNodes(before2, after) {
  const byId = groupBy(after.filter((n) => idOf(n.node) !== ""), (n) => idOf(n.node));
  const pairs = [];
  const pairedA = /* @__PURE__ */ new Set();
  const leftB = [];
  for (const n of before2) {
    const match = byId.get(idOf(n.node))?.shift();
    if (match === void 0) leftB.push(n);
    else {
      pairs.push({ b: n, a: match });
      pairedA.add(match);
    }
  }
  const leftA = after.filter((n) => !pairedA.has(n));
  const rename = /* @__PURE__ */ new Map();
  const removed = [];
  const added = new Set(leftA);
  if (leftB.length === 0 || leftA.length === 0) return { pairs, removed: [...leftB], added, rename };
  const unmatchedB = new Set(leftB.map((n) => idOf(n.node)));
  const unmatchedA = new Set(leftA.map((n) => idOf(n.node)));
  const byKey = groupBy(leftA, (n) => renameKey(n.node, unmatchedA));
  for (const n of leftB) {
    const match = byKey.get(renameKey(n.node, unmatchedB))?.shift();
    if (match === void 0) removed.push(n);
    else {
      pairs.push({ b: n, a: match });
      added.delete(match);
      const from = idOf(n.node);
      const to = idOf(match.node);
      if (from !== to && from !== "" && !rename.has(from)) rename.set(from, to);
    }
  }
  return { pairs, removed, added, rename };
}
function renameKey(node2, unmatched) {
  const places = /* @__PURE__ */ new Set();
  references(node2, "", (id, at2) => {
    if (unmatched.has(id)) places.add(at2);
  });
  const copy2 = /* @__PURE__ */ Object.create(null);
  for (const k of Object.keys(node2)) if (k !== "id") copy2[k] = structuredCopy(node2[k], `/${escapeToken(k)}`, places);
  return valueKey(copy2);
}
function structuredCopy(v, pointer, places) {
  if (places.has(pointer)) return "\0ref";
  let below = false;
  for (const p of places) if (p.startsWith(`${pointer}/`)) below = true;
  if (!below) return v;
  if (Array.isArray(v)) return v.map((x, i) => structuredCopy(x, `${pointer}/${i}`, places));
  if (isObject(v)) {
    const out = /* @__PURE__ */ Object.create(null);
    for (const k of Object.keys(v)) out[k] = structuredCopy(v[k], `${pointer}/${escapeToken(k)}`, places);
    return out;
  }
  return v;
}
var init_match = __esm({
  "src/diff/match.ts"() {
    "use strict";
    init_cjs_shims();
    init_json();
    init_pointer();
    init_key();
    init_walk();
  }
});

// src/diff/transitions.ts
function transitionsOf(n) {
  return specTransitions2([n]).map((t) => ({ value: t.transition, to: own(t.transition, "to"), index: t.index, pointer: t.pointer }));
}
function matchTransitions(keys, tb, ta) {
  const freeA = /* @__PURE__ */ new Map();
  ta.forEach((t, i) => {
    const k = keys.withoutHints(t.value);
    const list3 = freeA.get(k);
    if (list3 === void 0) freeA.set(k, [i]);
    else list3.push(i);
  });
  const matchOf = new Array(tb.length).fill(-1);
  const takenA = new Array(ta.length).fill(false);
  tb.forEach((t, i) => {
    const j = freeA.get(keys.withoutHints(t.value))?.shift();
    if (j !== void 0) {
      matchOf[i] = j;
      takenA[j] = true;
    }
  });
  const pairUp = (same2) => {
    for (let i = 0; i < tb.length; i++) {
      if (matchOf[i] !== -1) continue;
      for (let j = 0; j < ta.length; j++) {
        if (takenA[j] || !same2(tb[i], ta[j])) continue;
        matchOf[i] = j;
        takenA[j] = true;
        break;
      }
    }
  };
  pairUp((x, y) => keys.same(toOf(x), toOf(y)));
  pairUp((x, y) => keys.withoutHints(own(x.value, "when")) === keys.withoutHints(own(y.value, "when")) && Object.hasOwn(x.value, "when") === Object.hasOwn(y.value, "when"));
  return matchOf;
}
function compareTransitions(ctx, nb, na, id) {
  const { changes } = ctx;
  const tb = transitionsOf(nb);
  const ta = transitionsOf(na);
  if (tb.length === 0 && ta.length === 0) return;
  if (ctx.rename.size > 0) for (const t of tb) t.value = renamed(t.value, (name2) => ctx.rename.get(name2) ?? name2);
  const matchOf = matchTransitions(ctx.keys, tb, ta);
  const list3 = Object.hasOwn(na.node, "transition") ? `${na.pointer}/transition` : na.pointer;
  for (let i = 0; i < tb.length; i++) {
    const x = tb[i];
    const j = matchOf[i];
    if (j === -1) changes.add("transition/removed", list3, { id, transition: x.index + 1, to: target(x.to), when: words(x) }, { before: x.pointer, node: id });
    else comparePair(ctx, nb, na, id, x, ta[j]);
  }
  const fromB = new Array(ta.length).fill(-1);
  matchOf.forEach((j, i) => {
    if (j !== -1) fromB[j] = i;
  });
  for (let j = 0; j < ta.length; j++) {
    if (fromB[j] !== -1) continue;
    const y = ta[j];
    changes.add("transition/added", y.pointer, { id, transition: y.index + 1, to: target(toOf(y)), when: words(y) }, { after: y.pointer, node: id });
  }
  const order = [];
  for (const i of fromB) if (i !== -1) order.push(tb[i].index + 1);
  if (order.some((v, k) => k > 0 && v < order[k - 1])) changes.add("transition/reordered", list3, { id, order }, { before: `${nb.pointer}/transition`, after: `${na.pointer}/transition`, node: id });
}
function comparePair(ctx, nb, na, id, x, y) {
  const { keys, changes } = ctx;
  const where2 = { before: x.pointer, after: y.pointer, node: id };
  const n = y.index + 1;
  if (!keys.same(toOf(x), toOf(y))) changes.add("transition/target-changed", Object.hasOwn(y.value, "to") ? `${y.pointer}/to` : y.pointer, { id, transition: n, from: target(x.to), to: target(y.to) }, where2);
  const wb = own(x.value, "when");
  const wa = own(y.value, "when");
  if (keys.withoutHints(wb) !== keys.withoutHints(wa) || Object.hasOwn(x.value, "when") !== Object.hasOwn(y.value, "when")) {
    const what = [];
    if (wb !== void 0 && wa !== void 0) conditionDifferences(wb, wa, "", what);
    changes.add("transition/condition-changed", Object.hasOwn(y.value, "when") ? `${y.pointer}/when` : y.pointer, { id, transition: n, from: words(x), to: words(y), what }, where2);
  } else if (!keys.same(wb, wa)) changes.add("condition/hint-changed", `${y.pointer}/when`, { id, transition: n }, where2);
  for (const k of /* @__PURE__ */ new Set([...Object.keys(x.value), ...Object.keys(y.value)])) {
    if (TRANSITION_FIELDS.has(k)) continue;
    if (!keys.same(own(x.value, k), own(y.value, k))) changes.add("transition/field-changed", Object.hasOwn(y.value, k) ? `${y.pointer}/${escapeToken(k)}` : y.pointer, { id, transition: n, field: k }, where2);
  }
  const eb = ctx.b.edges[nb.index]?.[x.index];
  const ea = ctx.a.edges[na.index]?.[y.index];
  if (eb === void 0 || ea === void 0 || eb.dead === ea.dead) return;
  const nodeFlip = ctx.b.reachable[nb.index] === true !== (ctx.a.reachable[na.index] === true);
  if (nodeFlip && (ea.deadBecause === "unreached" || eb.deadBecause === "unreached")) return;
  if (ea.dead) changes.add("transition/became-dead", y.pointer, { id, transition: n, because: DEAD_WORDS2[ea.deadBecause ?? "never-holds"] }, where2);
  else changes.add("transition/became-live", y.pointer, { id, transition: n }, where2);
}
function withoutHints(cond, depth = 0) {
  if (depth > 64 || !isObject(cond) && !Array.isArray(cond)) return cond;
  if (Array.isArray(cond)) return cond.map((c) => withoutHints(c, depth + 1));
  const out = /* @__PURE__ */ Object.create(null);
  const comparison2 = own(cond, "op") !== void 0;
  for (const k of Object.keys(cond)) {
    if (comparison2 && k === "valueType") continue;
    out[k] = comparison2 ? cond[k] : withoutHints(cond[k], depth + 1);
  }
  return out;
}
function conditionDifferences(before2, after, pointer, out, depth = 0) {
  if (out.length >= 8 || sameValue(withoutHints(before2), withoutHints(after))) return;
  const at2 = pointer === "" ? "" : ` at ${pointer}`;
  if (isObject(before2) && isObject(after) && depth < 64) {
    const bc = own(before2, "op") !== void 0;
    const ac = own(after, "op") !== void 0;
    if (bc && ac) {
      for (const f of comparisonFields) {
        const b = own(before2, f);
        const a = own(after, f);
        if (!sameValue(b, a)) out.push(`${FIELD_WORDS[f]}${at2} ${b === void 0 ? "(none)" : valueKey(b)} \u2192 ${a === void 0 ? "(none)" : valueKey(a)}`);
      }
      return;
    }
    for (const key of ["all", "any"]) {
      const b = own(before2, key);
      const a = own(after, key);
      if (Array.isArray(b) && Array.isArray(a)) {
        if (b.length !== a.length) {
          out.push(`${key}${at2} has ${a.length} part${a.length === 1 ? "" : "s"} (was ${b.length})`);
          return;
        }
        for (let i = 0; i < b.length; i++) conditionDifferences(b[i], a[i], `${pointer}/${key}/${i}`, out, depth + 1);
        return;
      }
    }
    const bn = own(before2, "not");
    const an = own(after, "not");
    if (bn !== void 0 && an !== void 0) {
      conditionDifferences(bn, an, `${pointer}/not`, out, depth + 1);
      return;
    }
  }
  out.push(`condition${at2} rewritten`);
}
function renamed(t, mapId) {
  const out = { ...t };
  const to = own(t, "to");
  if (typeof to === "string") out["to"] = mapId(to);
  if (Object.hasOwn(t, "when")) out["when"] = renamedCondition(own(t, "when"), mapId, 0);
  return out;
}
function renamedCondition(c, mapId, depth) {
  if (!isObject(c) || depth > 64) return c;
  const out = { ...c };
  if (own(c, "op") !== void 0) {
    const of = own(c, "of");
    if (typeof of === "string") out["of"] = mapId(of);
    else if (isObject(of) && typeof own(of, "nodeId") === "string") out["of"] = { ...of, nodeId: mapId(own(of, "nodeId")) };
    return out;
  }
  for (const key of ["all", "any"]) {
    const list3 = own(c, key);
    if (Array.isArray(list3)) out[key] = list3.map((x) => renamedCondition(x, mapId, depth + 1));
  }
  if (own(c, "not") !== void 0) out["not"] = renamedCondition(own(c, "not"), mapId, depth + 1);
  return out;
}
var TRANSITION_FIELDS, DEAD_WORDS2, toOf, words, target, comparisonFields, FIELD_WORDS;
var init_transitions = __esm({
  "src/diff/transitions.ts"() {
    "use strict";
    init_cjs_shims();
    init_json();
    init_pointer();
    init_words();
    init_key();
    init_walk();
    TRANSITION_FIELDS = /* @__PURE__ */ new Set(["to", "when"]);
    DEAD_WORDS2 = {
      "earlier-always": "an earlier transition always fires",
      "never-holds": "its condition never holds",
      unreached: "its node is never reached"
    };
    toOf = (t) => own(t.value, "to");
    words = (t) => Object.hasOwn(t.value, "when") ? conditionWords(own(t.value, "when"), { limit: 200 }) : "always";
    target = (v) => typeof v === "string" ? v : valueKey(v);
    comparisonFields = ["source", "of", "path", "op", "value"];
    FIELD_WORDS = { source: "source", of: "node", path: "path", op: "operator", value: "operand" };
  }
});

// src/diff/nodes.ts
function routeOf(node2) {
  try {
    return webhookRoute(node2);
  } catch {
    const config = own(node2, "config");
    return `invalid ${valueKey(isObject(config) ? own(config, "proxy") : void 0)}`;
  }
}
function namesRenamed(ctx, n) {
  let found = false;
  references(n.node, n.pointer, (id) => {
    if (ctx.rename.has(id)) found = true;
  });
  return found;
}
function compareNodes(ctx, nb, na) {
  const { keys, changes } = ctx;
  const id = idOf(na.node);
  const oldId = idOf(nb.node);
  const node2 = { before: nb.pointer, after: na.pointer, node: id };
  const rb = ctx.b.reachable[nb.index] === true;
  const ra = ctx.a.reachable[na.index] === true;
  const flip = () => {
    if (rb && !ra) changes.add("node/became-unreachable", na.pointer, { id }, node2);
    if (!rb && ra) changes.add("node/became-reachable", na.pointer, { id }, node2);
  };
  if ((ctx.rename.size === 0 || !namesRenamed(ctx, nb)) && keys.same(nb.node, na.node)) return flip();
  const child2 = (key) => ({ ...pointerTo(nb.node, nb.pointer, key), ...pointerTo(na.node, na.pointer, key, "after"), node: id });
  const at2 = (key) => Object.hasOwn(na.node, key) ? `${na.pointer}/${escapeToken(key)}` : na.pointer;
  if (oldId !== id) changes.add("node/renamed", at2("id"), { from: oldId, to: id }, child2("id"));
  for (const field of ["type", "actionType"]) {
    const fb = own(nb.node, field);
    const fa = own(na.node, field);
    if (!keys.same(fb, fa)) changes.add("node/type-changed", at2(field), withOptional({ id, field }, { from: shown(fb), to: shown(fa) }), child2(field));
  }
  if (!keys.same(own(nb.node, "mode"), own(na.node, "mode"))) changes.add("node/mode-changed", at2("mode"), withOptional({ id }, { from: shown(own(nb.node, "mode")), to: shown(own(na.node, "mode")) }), child2("mode"));
  if (isWebhook(nb.node) && isWebhook(na.node) && fieldsOf(nb.node) && fieldsOf(na.node)) compareWebhook(ctx, nb, na, id);
  else if (!keys.same(own(nb.node, "config"), own(na.node, "config"))) changes.add("node/field-changed", at2("config"), { id, field: "config" }, child2("config"));
  compareOutputVar(ctx, nb, na, id);
  for (const k of /* @__PURE__ */ new Set([...Object.keys(nb.node), ...Object.keys(na.node)])) {
    if (NODE_FIELDS.has(k)) continue;
    if (!keys.same(own(nb.node, k), own(na.node, k))) changes.add("node/field-changed", at2(k), { id, field: k }, child2(k));
  }
  compareTransitions(ctx, nb, na, id);
  flip();
}
function compareOutputVar(ctx, nb, na, id) {
  const { changes } = ctx;
  const child2 = { ...pointerTo(nb.node, nb.pointer, "outputVar"), ...pointerTo(na.node, na.pointer, "outputVar", "after"), node: id };
  const at2 = Object.hasOwn(na.node, "outputVar") ? `${na.pointer}/outputVar` : na.pointer;
  const vb = str2(own(nb.node, "outputVar"));
  const va = str2(own(na.node, "outputVar"));
  if (vb !== va) {
    const reader2 = vb === void 0 ? void 0 : ctx.readsAfter.get(vb);
    if (vb !== void 0 && reader2 !== void 0 && !ctx.writersAfter.has(vb)) changes.add("output/read-after-removal", reader2, withOptional({ id, from: vb, by: referenceWords(ctx, reader2) }, { to: va }), child2);
    else if (vb !== void 0 && va !== void 0) changes.add("output/renamed", at2, { id, from: vb, to: va }, child2);
    else if (vb !== void 0) changes.add("output/removed", na.pointer, { id, from: vb }, { before: `${nb.pointer}/outputVar`, node: id });
    else if (va !== void 0) changes.add("output/added", at2, { id, to: va }, { after: `${na.pointer}/outputVar`, node: id });
  } else if (!ctx.keys.same(own(nb.node, "outputVar"), own(na.node, "outputVar"))) changes.add("node/field-changed", at2, { id, field: "outputVar" }, child2);
}
function compareWebhook(ctx, nb, na, id) {
  const { keys, changes } = ctx;
  const cb = configOf(nb.node);
  const ca = configOf(na.node);
  const base = `${na.pointer}/config`;
  const at2 = (key) => Object.hasOwn(ca, key) ? `${base}/${escapeToken(key)}` : Object.hasOwn(na.node, "config") ? base : na.pointer;
  const where2 = (key) => ({ ...pointerTo(cb, `${nb.pointer}/config`, key), ...pointerTo(ca, base, key, "after"), node: id });
  const routeB = routeOf(nb.node);
  const routeA = routeOf(na.node);
  const relay = routeA === "brazil" || routeA === "us";
  const timeoutA = own(ca, "timeout");
  const capped = relay && typeof timeoutA === "number" && timeoutA > webhookLimits.relayTimeoutMaxSeconds ? webhookLimits.relayTimeoutMaxSeconds : void 0;
  if (routeB !== routeA) changes.add("webhook/route-changed", at2("proxy"), withOptional({ id, from: routeB, to: routeA }, { capped }), where2("proxy"));
  const ub = splitUrl(own(cb, "url"));
  const ua = splitUrl(own(ca, "url"));
  if (ub.host !== ua.host || ub.user !== ua.user) changes.add("webhook/url-host-changed", at2("url"), { id, from: ub.host, to: ua.host, userChanged: ub.user !== ua.user }, where2("url"));
  if (ub.path !== ua.path || ub.query !== ua.query) changes.add("webhook/url-path-changed", at2("url"), { id, from: ub.path, to: ua.path, queryChanged: ub.query !== ua.query }, where2("url"));
  const fromTo = (key) => withOptional({ id }, { from: shown(own(cb, key)), to: shown(own(ca, key)) });
  if (!keys.same(own(cb, "method"), own(ca, "method"))) changes.add("webhook/method-changed", at2("method"), fromTo("method"), where2("method"));
  if (!keys.same(own(cb, "headers"), own(ca, "headers"))) changes.add("webhook/headers-changed", at2("headers"), { id, ...nameChanges2(own(cb, "headers"), own(ca, "headers")) }, where2("headers"));
  if (!keys.same(own(cb, "query"), own(ca, "query"))) changes.add("webhook/query-changed", at2("query"), { id, ...nameChanges2(own(cb, "query"), own(ca, "query")) }, where2("query"));
  if (!keys.same(own(cb, "body"), own(ca, "body"))) {
    const places = [];
    bodyPlaces(own(cb, "body"), own(ca, "body"), "", places);
    changes.add("webhook/body-changed", at2("body"), { id, at: places }, where2("body"));
  }
  if (!keys.same(own(cb, "responseMode"), own(ca, "responseMode"))) changes.add("webhook/response-mode-changed", at2("responseMode"), fromTo("responseMode"), where2("responseMode"));
  const timeoutB = own(cb, "timeout");
  if (!keys.same(timeoutB, timeoutA)) changes.add("webhook/timeout-changed", at2("timeout"), withOptional({ id, route: routeA }, { from: shown(timeoutB), to: shown(timeoutA), capped }), where2("timeout"));
  for (const k of /* @__PURE__ */ new Set([...Object.keys(cb), ...Object.keys(ca)])) {
    if (WEBHOOK_FIELDS.has(k)) continue;
    if (!keys.same(own(cb, k), own(ca, k))) changes.add("webhook/config-changed", at2(k), { id, field: k }, where2(k));
  }
}
function splitUrl(url) {
  const s = typeof url === "string" ? url : valueKey(url);
  const m = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/)(?:([^/?#]*)@)?([^/?#]*)([^?#]*)(.*)$/s.exec(s);
  if (m === null) {
    const cut = s.search(/[?#]/);
    return cut < 0 ? { host: "", user: "", path: s, query: "" } : { host: "", user: "", path: s.slice(0, cut), query: s.slice(cut) };
  }
  return { host: m[1] + m[3], user: m[2] ?? "", path: m[4], query: m[5] };
}
function nameChanges2(before2, after) {
  const b = isObject(before2) ? before2 : {};
  const a = isObject(after) ? after : {};
  const out = { added: [], removed: [], changed: [] };
  for (const k of Object.keys(a)) {
    if (!Object.hasOwn(b, k)) out.added.push(k);
    else if (!sameValue(b[k], a[k])) out.changed.push(k);
  }
  for (const k of Object.keys(b)) if (!Object.hasOwn(a, k)) out.removed.push(k);
  return out;
}
function bodyPlaces(before2, after, pointer, out, depth = 0) {
  if (out.length >= BODY_PLACES || sameValue(before2, after)) return;
  if (depth < 16 && isObject(before2) && isObject(after)) {
    const keys = /* @__PURE__ */ new Set([...Object.keys(before2), ...Object.keys(after)]);
    for (const k of keys) bodyPlaces(own(before2, k), own(after, k), `${pointer}/${escapeToken(k)}`, out, depth + 1);
    return;
  }
  if (depth < 16 && Array.isArray(before2) && Array.isArray(after) && before2.length === after.length) {
    for (let i = 0; i < before2.length; i++) bodyPlaces(before2[i], after[i], `${pointer}/${i}`, out, depth + 1);
    return;
  }
  out.push(pointer);
}
var shown, NODE_FIELDS, WEBHOOK_FIELDS, BODY_PLACES, isWebhook, fieldsOf, configOf;
var init_nodes = __esm({
  "src/diff/nodes.ts"() {
    "use strict";
    init_cjs_shims();
    init_json();
    init_pointer();
    init_routes();
    init_context();
    init_key();
    init_transitions();
    init_walk();
    shown = (v) => v === void 0 ? void 0 : typeof v === "string" ? v : valueKey(v);
    NODE_FIELDS = /* @__PURE__ */ new Set(["id", "type", "actionType", "mode", "config", "outputVar", "transition"]);
    WEBHOOK_FIELDS = /* @__PURE__ */ new Set(["url", "method", "headers", "query", "body", "responseMode", "timeout", "proxy"]);
    BODY_PLACES = 5;
    isWebhook = (node2) => own(node2, "actionType") === "WEBHOOK";
    fieldsOf = (node2) => !Object.hasOwn(node2, "config") || isObject(own(node2, "config"));
    configOf = (node2) => {
      const c = own(node2, "config");
      return isObject(c) ? c : {};
    };
  }
});

// src/diff/diff.ts
function diffSpecs(before2, after) {
  const b = side(before2);
  const a = side(after);
  const keys = new Keys();
  const changes = new Changes();
  compareSpecFields(before2, after, keys, changes);
  const match = matchNodes(b.nodes, a.nodes);
  const ctx = { b, a, after, keys, changes, rename: match.rename, ...readsOf(a) };
  compareStart(ctx, match.pairs);
  match.pairs.sort((x, y) => x.a.index - y.a.index);
  for (const { b: nb, a: na } of match.pairs) compareNodes(ctx, nb, na);
  for (const n of a.nodes) {
    if (!match.added.has(n)) continue;
    const params = { id: idOf(n.node) };
    if (isWebhook(n.node)) params.route = routeOf(n.node);
    changes.add("node/added", n.pointer, params, { after: n.pointer, node: idOf(n.node) });
  }
  for (const n of match.removed) reportRemoved(ctx, n);
  return changes.list;
}
function compareSpecFields(before2, after, keys, changes) {
  if (!isObject(before2) && !isObject(after)) return;
  const bo = isObject(before2) ? before2 : {};
  const ao = isObject(after) ? after : {};
  for (const k of /* @__PURE__ */ new Set([...Object.keys(bo), ...Object.keys(ao)])) {
    if (k === "nodes" || keys.same(own(bo, k), own(ao, k))) continue;
    const pointer = `/${escapeToken(k)}`;
    const where2 = { ...Object.hasOwn(bo, k) ? { before: pointer } : {}, ...Object.hasOwn(ao, k) ? { after: pointer } : {} };
    changes.add("spec/field-changed", Object.hasOwn(ao, k) ? pointer : "", { field: k }, where2);
  }
}
function readsOf(a) {
  const referencedAfter = /* @__PURE__ */ new Map();
  for (const n of a.nodes) {
    references(n.node, n.pointer, (id, at2) => {
      if (!referencedAfter.has(id)) referencedAfter.set(id, at2);
    });
  }
  const readsAfter = /* @__PURE__ */ new Map();
  for (const c of specComparisons2(specTransitions2(a.nodes))) {
    if (own(c.cond, "source") !== "vars") continue;
    const name2 = varOf(own(c.cond, "path"));
    if (name2 !== void 0 && !readsAfter.has(name2)) readsAfter.set(name2, c.pointer);
  }
  const writersAfter = /* @__PURE__ */ new Set();
  for (const n of a.nodes) {
    const v = str2(own(n.node, "outputVar"));
    if (v !== void 0) writersAfter.add(v);
  }
  return { referencedAfter, readsAfter, writersAfter };
}
function compareStart(ctx, pairs) {
  const firstB = ctx.b.nodes[0]?.index === 0 ? ctx.b.nodes[0] : void 0;
  const firstA = ctx.a.nodes[0]?.index === 0 ? ctx.a.nodes[0] : void 0;
  if (firstB === void 0 && firstA === void 0) return;
  const startPair = firstB === void 0 ? void 0 : pairs.find((p) => p.b === firstB);
  if (startPair !== void 0 && startPair.a === firstA) return;
  const params = {};
  if (firstB !== void 0) params.from = idOf(firstB.node);
  if (firstA !== void 0) params.to = idOf(firstA.node);
  ctx.changes.add("spec/start-changed", firstA === void 0 ? "" : "/nodes/0", params, { ...firstB ? { before: "/nodes/0" } : {}, ...firstA ? { after: "/nodes/0" } : {} });
}
function reportRemoved(ctx, n) {
  const id = idOf(n.node);
  const by = id === "" ? void 0 : ctx.referencedAfter.get(id);
  const where2 = { before: n.pointer, node: id };
  if (by !== void 0) ctx.changes.add("node/removed-referenced", by, { id, by: referenceWords(ctx, by) }, where2);
  else ctx.changes.add("node/removed", ctx.a.nodes.length > 0 || Array.isArray(isObject(ctx.after) ? own(ctx.after, "nodes") : void 0) ? "/nodes" : "", { id }, where2);
  const v = str2(own(n.node, "outputVar"));
  const reader2 = v === void 0 ? void 0 : ctx.readsAfter.get(v);
  if (v !== void 0 && reader2 !== void 0 && !ctx.writersAfter.has(v)) ctx.changes.add("output/read-after-removal", reader2, { id, from: v, by: referenceWords(ctx, reader2) }, { before: `${n.pointer}/outputVar`, node: id });
}
function varOf(path) {
  if (typeof path !== "string" || path === "") return void 0;
  if (path.startsWith('["')) {
    const end = /^\["(?:[^"\\]|\\.)*"\]/.exec(path);
    if (end === null) return void 0;
    try {
      return JSON.parse(end[0].slice(1, -1));
    } catch {
      return void 0;
    }
  }
  const m = /^[^.[\]"'\s]+/.exec(path);
  return m === null ? void 0 : m[0];
}
var init_diff = __esm({
  "src/diff/diff.ts"() {
    "use strict";
    init_cjs_shims();
    init_json();
    init_pointer();
    init_changes();
    init_context();
    init_key();
    init_match();
    init_nodes();
    init_walk();
  }
});

// src/cli/commands/remote/plan.ts
var plan_exports = {};
__export(plan_exports, {
  planExit: () => planExit,
  planSpecs: () => planSpecs
});
function locate(changes, text) {
  const places = locatePointers(text, changes.map((c) => c.at));
  const lines2 = new LineIndex(text);
  return changes.map((c) => ({ ...c, range: lines2.range(spanOf(places, c.at, "key")) })).sort((x, y) => x.range.start.offset - y.range.start.offset);
}
async function planSpecs(client, links, targets, opts) {
  const out = [];
  for (const { key, path } of targets) {
    const read2 = readInput({ name: path, stdin: false });
    if ("error" in read2) {
      out.push({ file: key, action: "error", message: "cannot read it" });
      continue;
    }
    const checked2 = checkText2(read2.text, { strict: opts.strict === true, invalid: read2.invalid });
    const errors = checked2.issues.filter((i) => i.severity === "error");
    if (checked2.kind !== "spec" || errors.length > 0) {
      out.push({ file: key, action: "error", message: checked2.kind === "spec" ? `push would refuse it: ${errors.length} error${errors.length === 1 ? "" : "s"} found locally (agentspec check ${key})` : "it is not a spec", diff: { status: "modified", name: key, text: read2.text, changes: [], issues: checked2.issues } });
      continue;
    }
    const id = links.agents.get(key);
    const pending = id === void 0 ? links.pending.get(key) : void 0;
    if (pending !== void 0 && pending.operation === "create") {
      out.push({ file: key, action: "error", message: `an earlier push --create of it (${pending.since}) got no certain answer: push resolves it first, by whether application ${pending.applicationId} lists an agent named ${JSON.stringify(pending.names[0])}` });
      continue;
    }
    if (id === void 0) {
      if (!opts.create) {
        out.push({ file: key, action: "error", message: "no agent is linked to this file: push would refuse it (pull its agent, or plan with --create)" });
        continue;
      }
      const changes2 = diffSpecs(emptied(checked2.value), checked2.value);
      out.push({ file: key, action: "create", message: `push --create would make the agent "${agentName(key)}" with this spec`, diff: { status: "added", name: key, text: read2.text, before: emptied(checked2.value), after: checked2.value, changes: locate(changes2, read2.text), issues: [] } });
      continue;
    }
    let remote;
    try {
      remote = await client.agentSpec(id);
    } catch (e) {
      if (!(e instanceof PlatformError || e instanceof PlatformConfigError)) throw e;
      out.push({ file: key, action: "error", agentId: id, message: e.message });
      continue;
    }
    if (sameJson(remote, checked2.value)) {
      out.push({ file: key, action: "none", agentId: id, message: `agent ${id} holds this spec: nothing to do` });
      continue;
    }
    const changes = locate(diffSpecs(remote, checked2.value), read2.text);
    const words2 = changes.length === 0 ? "the specs differ only in what diffSpecs does not class (a value outside the nodes it compares)" : `${changes.length} change${changes.length === 1 ? "" : "s"}`;
    out.push({ file: key, action: "update", agentId: id, message: `push would save it as the draft of agent ${id}: ${words2}`, diff: { status: "modified", name: key, previous: `agent ${id} on the platform`, text: read2.text, before: remote, after: checked2.value, changes, issues: [] } });
  }
  return out;
}
function planExit(entries2) {
  return entries2.some((e) => e.action === "error") ? EXIT.findings : EXIT.clean;
}
var emptied;
var init_plan = __esm({
  "src/cli/commands/remote/plan.ts"() {
    "use strict";
    init_cjs_shims();
    init_diff();
    init_line_index();
    init_locate();
    init_errors();
    init_json3();
    init_document();
    init_files();
    init_push();
    init_usage();
    emptied = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? { ...v, nodes: [] } : { nodes: [] };
  }
});

// src/cli/commands/remote/index.ts
var remote_exports = {};
__export(remote_exports, {
  fileNameFor: () => fileNameFor,
  run: () => run,
  runRemoteCheck: () => runRemoteCheck
});
async function guarded(body) {
  try {
    return await body();
  } catch (e) {
    if (e instanceof PlatformError) {
      warn(e.message);
      return EXIT.findings;
    }
    if (e instanceof PlatformConfigError) {
      warn(e.message);
      return EXIT.usage;
    }
    if (e instanceof LinkFileError) {
      if (e.report !== void 0) process.stderr.write(e.report);
      warn(e.message);
      return EXIT.usage;
    }
    throw e;
  }
}
async function schemaCommand(args) {
  const { values, positionals } = parse("remote", args, { ...REMOTE_OPTIONS2, diff: { type: "boolean" } });
  if (values.help) return help("remote");
  if (positionals.length > 0) throw new UsageError("remote schema takes no paths", "remote");
  const { client } = remoteClient(values, "remote");
  return guarded(async () => {
    const server = await client.schema();
    if (values.diff !== true) {
      process.stdout.write(JSON.stringify(server, null, 2) + "\n");
      return EXIT.clean;
    }
    const { diffSchemas: diffSchemas2 } = await Promise.resolve().then(() => (init_schema4(), schema_exports));
    const changes = diffSchemas2(agentSpecSchema, server);
    if (changes.length === 0) {
      say("The platform's AgentSpec schema is the one this toolkit bundles.");
      return EXIT.clean;
    }
    for (const c of changes) say(`${c.kind === "platform-newer" ? "newer" : c.kind === "platform-dropped" ? "dropped" : "changed"}  ${c.message}`);
    const newer = changes.some((c) => c.kind === "platform-newer");
    say(`
${changes.length} difference${changes.length === 1 ? "" : "s"} between the platform's schema and this toolkit's${newer ? "; this toolkit is older than the platform: update agentspec-toolkit" : ""}.`);
    return EXIT.findings;
  });
}
async function checkCommand(args) {
  const { values, positionals } = parse("remote", args, { ...REMOTE_OPTIONS2, ...OUTPUT_OPTIONS, strict: { type: "boolean" } });
  if (values.help) return help("remote");
  const settings = outputSettings("remote", values);
  if (positionals.length === 0) throw new UsageError("name the files, directories or globs to check (- reads stdin)", "remote");
  const { policy } = remoteClient(values, "remote");
  configLimit(settings, policy);
  return runRemoteCheck(values, expandPaths(positionals), "remote", policy, settings);
}
async function runRemoteCheck(values, inputs, command2, policy, settings) {
  const { client } = remoteClient(values, command2, policy);
  const { checkRemote: checkRemote2 } = await Promise.resolve().then(() => (init_check6(), check_exports));
  const strict = values["strict"] === true;
  return guarded(async () => emit(await checkRemote2(client, inputs, (input2) => {
    const o = optionsOf(policy, input2);
    return { strict: strict || o.strict, rules: o.rules };
  }), settings));
}
function fileNameFor(name2, id) {
  const safe = name2.normalize("NFC").replace(/[^\p{L}\p{N}._-]+/gu, "-").replace(/^[-.]+|-+$/g, "");
  const file = `${safe === "" ? id : safe}.json`;
  return RESERVED.has(file.toLowerCase()) ? `${safe}-${id}.json` : file;
}
function subagentWords(entry) {
  const o = entry !== null && typeof entry === "object" ? entry : {};
  const name2 = typeof o.name === "string" ? JSON.stringify(o.name) : "a subagent without a name";
  return typeof o.id === "string" || typeof o.id === "number" ? `${name2} (id ${o.id})` : `${name2} (no id)`;
}
async function pullCommand(args) {
  const { values, positionals } = parse("remote", args, { ...REMOTE_OPTIONS2, dir: { type: "string" }, force: { type: "boolean" } });
  if (values.help) return help("remote");
  if (positionals.length === 0) throw new UsageError("name the ids of the agents to pull", "remote");
  const { client, policy } = remoteClient(values, "remote");
  return guarded(async () => {
    const links = readLinks(linkFolder(policy));
    const byId = new Map([...links.agents].map(([path, id]) => [id, path]));
    const dir = values.dir ?? ".";
    const taken = /* @__PURE__ */ new Map();
    let failed = false;
    for (const id of [...new Set(positionals)]) {
      let bundle;
      try {
        bundle = await client.exportAgent(id);
      } catch (e) {
        if (!(e instanceof PlatformError)) throw e;
        warn(`agent ${id}: ${e.message}`);
        failed = true;
        continue;
      }
      const spec = specInBundle(bundle, id);
      if (spec === void 0) {
        warn(`agent ${id}: the platform's export holds no spec for this agent`);
        failed = true;
        continue;
      }
      const entry = bundle.agents.find((a) => String(a.id) === id) ?? bundle.agents[0];
      const key = byId.get(id) ?? linkKey(links, (0, import_node_path10.join)(dir, fileNameFor(typeof entry.name === "string" ? entry.name : "", id)));
      const earlier = taken.get(key);
      if (earlier !== void 0) {
        warn(`agent ${id}: its file ${key} is also agent ${earlier}'s in this pull; pull it with another --dir`);
        failed = true;
        continue;
      }
      const path = linkedPath(links, key);
      const owner = links.agents.get(key);
      if (owner === void 0 && (0, import_node_fs4.existsSync)(path) && values.force !== true) {
        warn(`agent ${id}: ${key} exists and is not linked to it: nothing written (move the file, pull with another --dir, or --force to overwrite)`);
        failed = true;
        continue;
      }
      if (owner !== void 0 && owner !== id) {
        warn(`agent ${id}: ${key} is linked to agent ${owner}: nothing written`);
        failed = true;
        continue;
      }
      taken.set(key, id);
      (0, import_node_fs4.mkdirSync)((0, import_node_path10.dirname)(path), { recursive: true });
      const text = stringifyCanonical(spec);
      (0, import_node_fs4.writeFileSync)(path, text);
      links.agents.set(key, id);
      writeLinks(links);
      const found = checkText2(text);
      const errors = found.issues.filter((i) => i.severity === "error").length;
      say(`pulled agent ${id} into ${key}${errors > 0 ? ` (${errors} error${errors === 1 ? "" : "s"} when checked here: run agentspec check ${key})` : ""}`);
      const subagents = Array.isArray(entry.subagents) ? entry.subagents : [];
      if (subagents.length > 0) say(`  its export also holds ${subagents.length === 1 ? "1 subagent" : `${subagents.length} subagents`}, not written: ${subagents.map(subagentWords).join(", ")}; pull each by its id to keep it here`);
    }
    return failed ? EXIT.findings : EXIT.clean;
  });
}
async function pushCommand(args) {
  const { values, positionals } = parse("remote", args, { ...REMOTE_OPTIONS2, create: { type: "boolean" }, strict: { type: "boolean" } });
  if (values.help) return help("remote");
  const { client, settings, policy } = remoteClient(values, "remote");
  const create = values.create === true;
  if (create && settings.applicationId === void 0) throw new UsageError("push --create needs the application the agents belong to (--application <id>): without it the platform lists company-scoped agents only, and an agent that exists could be made twice", "remote");
  return guarded(async () => {
    const links = readLinks(linkFolder(policy));
    const { pushSpecs: pushSpecs2, pushTargets: pushTargets2, pushFailed: pushFailed2 } = await Promise.resolve().then(() => (init_push(), push_exports));
    const targets = pushTargets2(links, positionals);
    if (targets.length === 0) {
      say(`nothing to push: ${LINK_FILE} links no spec file (pull agents first, or name files with --create)`);
      return EXIT.clean;
    }
    const results = await pushSpecs2(client, links, targets, { create, applicationId: settings.applicationId, strict: values.strict === true });
    const reports = results.flatMap((r) => r.report ? [r.report] : []);
    if (reports.length > 0) process.stderr.write(stylish(reports, wantColor(process.stderr.isTTY, process.env)));
    for (const r of results) (pushFailed2(r) ? warn : say)(`${r.action.padEnd(9)} ${r.file}: ${r.message}`);
    const saved = results.filter((r) => r.action === "saved" || r.action === "created").length;
    if (saved > 0) say(`${saved} spec${saved === 1 ? "" : "s"} saved as draft${saved === 1 ? "" : "s"}. The platform's API does not show how to publish: publish in the platform when the drafts are right.`);
    return results.some(pushFailed2) ? EXIT.findings : EXIT.clean;
  });
}
async function planCommand(args) {
  const { values, positionals } = parse("remote", args, { ...REMOTE_OPTIONS2, format: { type: "string", short: "f" }, create: { type: "boolean" }, strict: { type: "boolean" } });
  if (values.help) return help("remote");
  const { DIFF_FORMATS: DIFF_FORMATS2 } = await Promise.resolve().then(() => (init_format(), format_exports));
  const format = values.format ?? "stylish";
  if (!Object.hasOwn(DIFF_FORMATS2, format)) throw new UsageError(unknown("format", format, Object.keys(DIFF_FORMATS2)), "remote");
  const { client, policy } = remoteClient(values, "remote");
  return guarded(async () => {
    const links = readLinks(linkFolder(policy));
    const { pushTargets: pushTargets2 } = await Promise.resolve().then(() => (init_push(), push_exports));
    const { planSpecs: planSpecs2, planExit: planExit2 } = await Promise.resolve().then(() => (init_plan(), plan_exports));
    const entries2 = await planSpecs2(client, links, pushTargets2(links, positionals), { create: values.create === true, strict: values.strict === true });
    const files = entries2.flatMap((e) => e.diff ? [e.diff] : []);
    const plan = entries2.map(({ file, action, agentId, message }) => ({ file, action, ...agentId === void 0 ? {} : { agentId }, message }));
    if (format === "json") {
      const body = JSON.parse(DIFF_FORMATS2.json({ files, failing: [] }));
      process.stdout.write(JSON.stringify({ plan, ...body }, null, 2) + "\n");
    } else {
      const shown2 = files.filter((f) => f.changes.length > 0 || f.issues.length > 0);
      const text = shown2.length === 0 ? "" : DIFF_FORMATS2[format]({ files: shown2, failing: [] }, wantColor(process.stdout.isTTY, process.env));
      if (text) process.stdout.write(text.endsWith("\n") ? text : `${text}
`);
      const lines2 = plan.map((p) => `${p.action.padEnd(6)} ${p.file}: ${p.message}`);
      if (lines2.length === 0) lines2.push(`nothing to plan: ${LINK_FILE} links no spec file`);
      if (format === "markdown") process.stdout.write([...text ? [""] : [], "### What push would do", "", ...plan.map((p) => `- **${p.action}** \`${p.file}\`: ${markdownSafe(p.message)}`), ""].join("\n") + "\n");
      else if (format === "stylish") process.stdout.write(lines2.join("\n") + "\n");
      else for (const p of plan) if (p.action === "error") process.stdout.write(`::error file=${ghProperty(p.file)}::${ghData(p.message)}
`);
    }
    return planExit2(entries2);
  });
}
async function importCommand(args) {
  const { values, positionals } = parse("remote", args, { ...REMOTE_OPTIONS2, ...OUTPUT_OPTIONS, force: { type: "boolean" }, strict: { type: "boolean" }, "reassign-application": { type: "boolean" } });
  if (values.help) return help("remote");
  const settings = outputSettings("remote", values);
  if (positionals.length !== 1) throw new UsageError("name one bundle file", "remote");
  const { client, settings: remote, policy } = remoteClient(values, "remote");
  if (remote.applicationId === void 0) throw new UsageError("remote import needs the application (--application <id>): the import check lists that application's agents; without it the platform lists company-scoped agents only, and a conflict would go unseen", "remote");
  const applicationId2 = remote.applicationId;
  return guarded(async () => {
    const input2 = expandPaths(positionals)[0];
    const read2 = readInput(input2);
    if ("error" in read2) return emit([{ name: input2.name, issues: [pathIssue(read2.error)] }], settings);
    const links = readLinks(linkFolder(policy));
    const key = linkKey(links, input2.name);
    const { pendingOf: pendingOf2, resolvePending: resolvePending2, whatToCheck: whatToCheck2 } = await Promise.resolve().then(() => (init_pending(), pending_exports));
    const earlier = links.pending.get(key);
    if (earlier !== void 0 && earlier.operation === "import") {
      const r = await resolvePending2(client, earlier);
      if (r.state === "unknown") {
        (earlier.answered === true ? say : warn)(`nothing imported: ${r.message}`);
        return earlier.answered === true ? EXIT.clean : EXIT.findings;
      }
      links.pending.delete(key);
      writeLinks(links);
      if (r.state === "made") {
        say(`nothing imported: an earlier import of ${input2.name} took effect; application ${earlier.applicationId} lists its agents (${r.agents.map((a) => `${JSON.stringify(a.name)} id ${String(a.id)}`).join(", ")})`);
        return EXIT.clean;
      }
    }
    const existing = await client.listAgents({ applicationId: applicationId2 });
    const checked2 = checkText2(read2.text, { strict: values.strict === true, bundle: true, existing, applicationId: applicationId2, invalid: read2.invalid });
    const report2 = { name: input2.name, text: read2.text, issues: checked2.issues };
    const code2 = emit([report2], settings, process.stderr);
    if (checked2.kind === "json" || checked2.value === void 0) {
      warn("nothing imported: the file is not JSON (see above)");
      return EXIT.findings;
    }
    let bundle = checked2.value;
    const others = otherApplications(bundle, applicationId2);
    if (others.length > 0) {
      const places = locatePointers(read2.text, others.map((o) => o.where));
      const lines2 = new LineIndex(read2.text);
      for (const o of others) {
        const at2 = lines2.range(spanOf(places, o.where, "value")).start;
        process.stderr.write(`${input2.name}:${at2.line}:${at2.column}  ${o.name === void 0 ? "the bundle" : `the entry ${JSON.stringify(o.name)}`} names application ${JSON.stringify(o.applicationId)}, not ${applicationId2}
`);
      }
      if (values["reassign-application"] !== true) {
        warn(`nothing imported: ${others.length === 1 ? "an entry names" : `${others.length} entries name`} another application than ${applicationId2}; --reassign-application imports ${others.length === 1 ? "it" : "them"} into application ${applicationId2}`);
        return EXIT.findings;
      }
      bundle = reassign(bundle, applicationId2);
      say(`${others.length === 1 ? "1 entry" : `${others.length} entries`} of another application reassigned to application ${applicationId2} (--reassign-application)`);
    }
    if (code2 !== EXIT.clean && values.force !== true) {
      warn("nothing imported: the import check found the problems above (--force imports anyway)");
      return code2;
    }
    const names2 = bundleNames2(bundle);
    const intent = pendingOf2("import", applicationId2, names2);
    if (names2.length > 0) {
      links.pending.set(key, intent);
      writeLinks(links);
    }
    try {
      await client.importAgents(bundle, { applicationId: applicationId2 });
    } catch (e) {
      if (e instanceof PlatformError && e.code === "client/write-unverified" && names2.length > 0) {
        warn(`${e.message} Check ${whatToCheck2(intent)}; the link file remembers this import under "pending", and the next import of ${input2.name} resolves it before sending anything again.`);
        return EXIT.findings;
      }
      if (names2.length > 0) {
        links.pending.delete(key);
        writeLinks(links);
      }
      if (e instanceof PlatformError && e.status === 400) {
        const { mergeServerFindings: mergeServerFindings2, platformFindings: platformFindings2 } = await Promise.resolve().then(() => (init_check6(), check_exports));
        const refused2 = mergeServerFindings2(read2.text, [], platformFindings2(e));
        if (refused2.length > 0) process.stderr.write(stylish([{ name: input2.name, text: read2.text, issues: refused2 }], wantColor(process.stderr.isTTY, process.env)));
      }
      throw e;
    }
    if (names2.length > 0) {
      const shown2 = await resolvePending2(client, intent).catch(() => void 0);
      if (shown2?.state === "made") links.pending.delete(key);
      else links.pending.set(key, { ...intent, answered: true });
      writeLinks(links);
    }
    say(`imported ${input2.name} into application ${applicationId2}${code2 !== EXIT.clean ? " despite the import check's findings (--force)" : ""}; imported agents are drafts until published in the platform`);
    return EXIT.clean;
  });
}
function reassign(bundle, applicationId2) {
  const entries2 = (list3) => Array.isArray(list3) ? list3.map((e) => {
    if (e === null || typeof e !== "object" || Array.isArray(e)) return e;
    const entry = e;
    const out = { ...entry };
    if (Object.hasOwn(entry, "applicationId")) out["applicationId"] = applicationId2;
    if (Object.hasOwn(entry, "subagents")) out["subagents"] = entries2(entry["subagents"]);
    return out;
  }) : list3;
  const top = { ...bundle };
  if (Object.hasOwn(top, "applicationId")) top["applicationId"] = applicationId2;
  top["agents"] = entries2(top["agents"]);
  return top;
}
function bundleNames2(bundle) {
  const agents = bundle !== null && typeof bundle === "object" ? bundle.agents : void 0;
  return Array.isArray(agents) ? agents.flatMap((a) => a !== null && typeof a === "object" && typeof a.name === "string" ? [a.name] : []) : [];
}
async function usageCommand(args) {
  const { values, positionals } = parse("remote", args, { ...REMOTE_OPTIONS2, json: { type: "boolean" } });
  if (values.help) return help("remote");
  if (positionals.length > 0) throw new UsageError("remote usage takes no paths", "remote");
  const { client } = remoteClient(values, "remote");
  return guarded(async () => {
    const usage = await client.usage();
    const budget = usage?.budget;
    const remaining = budget !== null && typeof budget === "object" ? budget["remaining"] : void 0;
    if (values.json === true) {
      process.stdout.write(JSON.stringify(usage, null, 2) + "\n");
      return EXIT.clean;
    }
    if (remaining === void 0) {
      warn("the platform's usage answer has no budget.remaining; run with --json to see it");
      return EXIT.findings;
    }
    say(`budget remaining this month: ${JSON.stringify(remaining)}`);
    for (const [k, v] of Object.entries(budget)) if (k !== "remaining") say(`budget ${k}: ${JSON.stringify(v)}`);
    for (const [k, v] of Object.entries(usage)) if (k !== "budget") say(`${k}: ${JSON.stringify(v)}`);
    return EXIT.clean;
  });
}
async function run(args) {
  const [sub, ...rest] = args;
  if (sub === "-h" || sub === "--help") return help("remote");
  const command2 = sub !== void 0 && Object.hasOwn(SUBCOMMANDS, sub) ? SUBCOMMANDS[sub] : void 0;
  if (!command2) throw new UsageError(sub === void 0 ? `name a subcommand: ${Object.keys(SUBCOMMANDS).join(", ")}` : unknown("remote subcommand", sub, Object.keys(SUBCOMMANDS)), "remote");
  return command2(rest);
}
var import_node_fs4, import_node_path10, REMOTE_OPTIONS2, say, warn, RESERVED, ghData, ghProperty, markdownSafe, SUBCOMMANDS;
var init_remote = __esm({
  "src/cli/commands/remote/index.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_fs4 = require("fs");
    import_node_path10 = require("path");
    init_schema3();
    init_write();
    init_errors();
    init_client();
    init_line_index();
    init_locate();
    init_args();
    init_frame();
    init_color();
    init_document();
    init_files();
    init_options();
    init_report();
    init_settings();
    init_policy();
    init_usage();
    REMOTE_OPTIONS2 = { ...REMOTE_OPTIONS, ...CONFIG_OPTIONS };
    say = (line) => void process.stdout.write(`${line}
`);
    warn = (line) => void process.stderr.write(`agentspec: ${line}
`);
    RESERVED = /* @__PURE__ */ new Set([LINK_FILE, "agentspec.config.json", "agentspec-suppressions.json", "package.json"]);
    ghData = (s) => printable(s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A"));
    ghProperty = (s) => ghData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
    markdownSafe = (s) => s.replace(/[\\`*_<>[\]|]/g, (c) => `\\${c}`);
    SUBCOMMANDS = {
      schema: schemaCommand,
      check: checkCommand,
      pull: pullCommand,
      plan: planCommand,
      push: pushCommand,
      import: importCommand,
      usage: usageCommand
    };
  }
});

// src/cli/commands/check/suppress.ts
var suppress_exports = {};
__export(suppress_exports, {
  applySuppressions: () => applySuppressions
});
function applySuppressions(reports, policy, mode, noConfig = false) {
  const path = suppressionsPath(policy, process.cwd(), noConfig);
  if (path === void 0) return reports;
  const { suppressions } = readSuppressions(path);
  if (mode.kind === "apply" && Object.keys(suppressions).length === 0) return reports;
  const result2 = suppress(reports, path, suppressions, mode);
  if (result2.changed && mode.kind !== "apply") {
    writeSuppressions(path, result2.suppressions);
    const count2 = Object.values(result2.suppressions).reduce((n, codes3) => n + Object.values(codes3).reduce((m, c) => m + c.count, 0), 0);
    process.stderr.write(`agentspec: ${mode.kind === "prune" ? "pruned" : "wrote"} ${path} (${count2} finding${count2 === 1 ? "" : "s"} suppressed)
`);
  }
  const unused = unusedReport(path, result2.unused);
  if (!unused) return reports;
  unused.issues = applyRuleSettings(unused.issues, policy.optionsFor(policyPath(path)).rules);
  if (unused.issues.length === 0) return reports;
  const own3 = reports.find((r) => r.toolFile === "suppressions" && (0, import_node_path11.resolve)(r.name) === (0, import_node_path11.resolve)(path));
  if (!own3) return [...reports, unused];
  own3.issues = sortIssues([...own3.issues, ...unused.issues], void 0);
  if (own3.text === void 0 && unused.text !== void 0) own3.text = unused.text;
  return reports;
}
var import_node_path11;
var init_suppress = __esm({
  "src/cli/commands/check/suppress.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_path11 = require("path");
    init_severity();
    init_order();
    init_config4();
    init_suppressions();
  }
});

// src/language/offset.ts
function cursorAt(text, offset) {
  if (typeof offset !== "number" || Number.isNaN(offset) || Number.isFinite(offset) && !Number.isInteger(offset)) {
    throw new RangeError(`a cursor offset must be an integer (a UTF-16 offset into the text), not ${String(offset)}`);
  }
  return Math.max(0, Math.min(offset, text.length));
}
var init_offset = __esm({
  "src/language/offset.ts"() {
    "use strict";
    init_cjs_shims();
  }
});

// src/language/tree.ts
function decode(raw) {
  if (!raw.includes("\\")) return raw;
  return raw.replace(/\\(u[0-9a-fA-F]{4}|.)/gs, (m, e) => {
    switch (e[0]) {
      case "u":
        return String.fromCharCode(parseInt(e.slice(1), 16));
      case "n":
        return "\n";
      case "t":
        return "	";
      case "r":
        return "\r";
      case "b":
        return "\b";
      case "f":
        return "\f";
      case '"':
      case "\\":
      case "/":
        return e;
      default:
        return m;
    }
  });
}
function readTree(text) {
  return readRoot(new Reader(text));
}
function readRoot(r) {
  const text = r.text;
  if (text.charCodeAt(0) === 65279) r.i = 1;
  for (; ; ) {
    r.space();
    if (r.i >= text.length) return void 0;
    const c = text.charCodeAt(r.i);
    if (c === 125 || c === 93 || c === 44 || c === 58) {
      r.i++;
      continue;
    }
    return r.value(0);
  }
}
function propertyOf(node2, key) {
  if (node2?.kind !== "object") return void 0;
  for (let i = node2.properties.length - 1; i >= 0; i--) if (node2.properties[i].key === key) return node2.properties[i];
  return void 0;
}
function stringOf2(node2, key) {
  const v = valueOf(node2, key);
  return v?.kind === "string" ? v.value : void 0;
}
function toValue(node2) {
  if (node2.kind === "object") {
    const out = {};
    for (const p of node2.properties) if (p.value) Object.defineProperty(out, p.key, { value: toValue(p.value), enumerable: true, writable: true, configurable: true });
    return out;
  }
  if (node2.kind === "array") return node2.items.map(toValue);
  return node2.value;
}
var MAX_DEPTH2, isSpace4, isWordEnd, Reader, valueOf;
var init_tree = __esm({
  "src/language/tree.ts"() {
    "use strict";
    init_cjs_shims();
    MAX_DEPTH2 = 512;
    isSpace4 = (c) => c === 32 || c === 10 || c === 13 || c === 9;
    isWordEnd = (c) => Number.isNaN(c) || isSpace4(c) || c === 123 || c === 125 || c === 91 || c === 93 || c === 34 || c === 58 || c === 44;
    Reader = class {
      constructor(text) {
        this.text = text;
      }
      i = 0;
      /** Called after each item of an array with the position the reader stands at after it and the array's depth. */
      onItem;
      /** Asked at each container's opening bracket: a stand-in to use instead of reading it. */
      skip;
      /** The last stand-in the skip hook asked to leave out. */
      omitted;
      // The last string read (fields, not a new object per string: a spec has hundreds of thousands).
      sValue = "";
      sEnd = 0;
      sClosed = false;
      /** Set once an unterminated string was read: its reading looked ahead to the end of its line. */
      lookedAhead = false;
      space() {
        const t = this.text;
        for (; ; ) {
          while (isSpace4(t.charCodeAt(this.i))) this.i++;
          if (t.charCodeAt(this.i) === 47 && t.charCodeAt(this.i + 1) === 47) {
            while (this.i < t.length && t.charCodeAt(this.i) !== 10) this.i++;
          } else if (t.charCodeAt(this.i) === 47 && t.charCodeAt(this.i + 1) === 42) {
            const close = t.indexOf("*/", this.i + 2);
            this.i = close < 0 ? t.length : close + 2;
          } else return;
        }
      }
      /** A string token at the quote here (into sValue, sEnd, sClosed); it ends at its closing quote, or before the end of its line. */
      string() {
        const t = this.text;
        const start = this.i;
        let j = start + 1;
        for (; j < t.length; j++) {
          const c = t.charCodeAt(j);
          if (c === 92) j++;
          else if (c === 34) {
            this.i = j + 1;
            this.sValue = decode(t.slice(start + 1, j));
            this.sEnd = j + 1;
            this.sClosed = true;
            return;
          } else if (c === 10 || c === 13) break;
        }
        j = Math.min(j, t.length);
        while (j > start + 1 && /[\s,}\]]/.test(t[j - 1])) j--;
        this.i = j;
        this.sValue = decode(t.slice(start + 1, j));
        this.sEnd = j;
        this.sClosed = false;
        this.lookedAhead = true;
      }
      word() {
        const t = this.text;
        const start = this.i;
        let j = start;
        while (!isWordEnd(t.charCodeAt(j))) j++;
        if (j === start) j++;
        this.i = j;
        return { text: t.slice(start, j), start, end: j };
      }
      /** Skip a container nested too deep: to its matching closer, iteratively. */
      skipDeep() {
        const t = this.text;
        const start = this.i;
        let depth = 0;
        for (; this.i < t.length; this.i++) {
          const c = t.charCodeAt(this.i);
          if (c === 34) {
            this.string();
            this.i--;
          } else if (c === 123 || c === 91) depth++;
          else if (c === 125 || c === 93) {
            if (--depth === 0) {
              this.i++;
              break;
            }
          }
        }
        return { kind: "word", value: t.slice(start, Math.min(start + 16, this.i)), start, end: this.i, closed: true };
      }
      value(depth) {
        this.space();
        const t = this.text;
        if (this.i >= t.length) return void 0;
        const c = t.charCodeAt(this.i);
        if (c === 123 || c === 91) {
          if (this.skip) {
            const s = this.skip(this.i);
            if (s) {
              this.i = s.next;
              if (s.omit) this.omitted = s.node;
              return s.node;
            }
          }
          if (depth >= MAX_DEPTH2) return this.skipDeep();
          return c === 123 ? this.object(depth + 1) : this.array(depth + 1);
        }
        if (c === 34) {
          const start = this.i;
          this.string();
          return { kind: "string", value: this.sValue, start, end: this.sEnd, closed: this.sClosed };
        }
        if (c === 125 || c === 93 || c === 44 || c === 58) return void 0;
        const w = this.word();
        const node2 = { kind: "word", value: w.text, start: w.start, end: w.end, closed: true };
        if (w.text === "true" || w.text === "false") {
          node2.kind = "boolean";
          node2.value = w.text === "true";
        } else if (w.text === "null") {
          node2.kind = "null";
          node2.value = null;
        } else if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(w.text)) {
          node2.kind = "number";
          node2.value = Number(w.text);
        }
        return node2;
      }
      /**
       * After white space, whether a container ends here, with its end (and `closed`) set: at the end of
       * the text, at its own closer (read), or at the other kind of closer, an enclosing container's
       * (not read: this one was never closed).
       */
      ends(node2, own3, other) {
        this.space();
        const t = this.text;
        if (this.i >= t.length) {
          node2.end = t.length;
          return true;
        }
        const c = t.charCodeAt(this.i);
        if (c === own3) {
          this.i++;
          node2.end = this.i;
          node2.closed = true;
          return true;
        }
        if (c === other) {
          node2.end = this.i;
          return true;
        }
        return false;
      }
      object(depth) {
        const t = this.text;
        const node2 = { kind: "object", properties: [], start: this.i, end: this.i + 1, closed: false };
        this.i++;
        for (; ; ) {
          if (this.ends(node2, 125, 93)) return node2;
          const c = t.charCodeAt(this.i);
          if (c === 44) {
            this.i++;
            continue;
          }
          let key, keyStart, keyEnd, keyQuoted;
          if (c === 34) {
            keyStart = this.i;
            this.string();
            key = this.sValue;
            keyEnd = this.sEnd;
            keyQuoted = this.sClosed;
          } else if (c === 123 || c === 91) {
            this.value(depth);
            continue;
          } else if (c === 58) {
            this.i++;
            continue;
          } else {
            const w = this.word();
            ({ text: key, start: keyStart, end: keyEnd } = w);
            keyQuoted = false;
          }
          const prop = { key, keyStart, keyEnd, keyQuoted, colon: -1 };
          node2.properties.push(prop);
          node2.end = keyEnd;
          this.space();
          if (t.charCodeAt(this.i) === 58) {
            prop.colon = this.i;
            node2.end = ++this.i;
            this.space();
            if (t.charCodeAt(this.i) === 34 && this.keyFollows()) continue;
            const v = this.value(depth);
            if (v) {
              prop.value = v;
              node2.end = v.end;
            }
          } else if (t.charCodeAt(this.i) === 123 || t.charCodeAt(this.i) === 91) {
            const v = this.value(depth);
            if (v) {
              prop.value = v;
              node2.end = v.end;
            }
          }
        }
      }
      /** Whether the string at the reader is followed by a colon (so it is a key). */
      keyFollows() {
        const save = this.i;
        this.string();
        const closed = this.sClosed;
        this.space();
        const colon = closed && this.text.charCodeAt(this.i) === 58;
        this.i = save;
        return colon;
      }
      array(depth) {
        const node2 = { kind: "array", items: [], start: this.i, end: this.i + 1, closed: false };
        this.i++;
        return this.arrayItems(node2, depth);
      }
      /**
       * The items of an array from the reader's position on (after its bracket, or after an item),
       * until its closer or the end; or until `stopAt` says so at the start of an item (then the
       * array is returned as read so far, the reader at that item).
       */
      arrayItems(node2, depth, stopAt) {
        const t = this.text;
        for (; ; ) {
          if (this.ends(node2, 93, 125)) return node2;
          const c = t.charCodeAt(this.i);
          if (c === 44 || c === 58) {
            this.i++;
            continue;
          }
          if (stopAt?.(this.i)) return node2;
          const v = this.value(depth);
          if (!v) {
            this.i++;
            continue;
          }
          node2.end = v.end;
          if (v === this.omitted) {
            this.omitted = void 0;
            continue;
          }
          node2.items.push(v);
          this.onItem?.(node2, v, this.i, depth);
        }
      }
    };
    valueOf = (node2, key) => propertyOf(node2, key)?.value;
  }
});

// src/language/spec-index.ts
function nodesArray(root2) {
  const list3 = valueOf(root2, "nodes");
  return list3?.kind === "array" ? list3 : void 0;
}
function indexItem(node2, next2) {
  const base = node2.start;
  const item = { object: node2.kind === "object", end: node2.end - base, next: next2 - base, closed: node2.closed, references: [] };
  if (node2.kind !== "object") return item;
  const id = valueOf(node2, "id");
  if (id?.kind === "string") {
    item.id = id.value;
    item.idFrom = id.start - base;
    item.idTo = id.end - base;
  }
  const type2 = stringOf2(node2, "type");
  if (type2 !== void 0) item.type = type2;
  const actionType = stringOf2(node2, "actionType");
  if (actionType !== void 0) item.actionType = actionType;
  const outputVar = stringOf2(node2, "outputVar");
  if (outputVar !== void 0) item.outputVar = outputVar;
  const transitions = valueOf(node2, "transition");
  if (transitions?.kind !== "array") return item;
  item.transitions = [];
  for (const t of transitions.items) {
    const to = valueOf(t, "to");
    const entry = { from: t.start - base, to: t.end - base, when: valueOf(t, "when") !== void 0 };
    if (to) {
      entry.toFrom = to.start - base;
      entry.toTo = to.end - base;
      if (to.kind === "string") {
        entry.target = to.value;
        item.references.push({ id: to.value, from: to.start - base, to: to.end - base });
      }
    }
    item.transitions.push(entry);
    const when = valueOf(t, "when");
    if (when) conditionReferences(when, base, item.references);
  }
  return item;
}
function conditionReferences(cond, base, out) {
  const stack = [cond];
  while (stack.length > 0) {
    const c = stack.pop();
    if (c.kind !== "object") continue;
    const of = valueOf(c, "of");
    const token = of?.kind === "object" ? valueOf(of, "nodeId") : of;
    if (token?.kind === "string") out.push({ id: token.value, from: token.start - base, to: token.end - base });
    for (const key of ["all", "any"]) {
      const list3 = valueOf(c, key);
      if (list3?.kind === "array") for (let i = list3.items.length - 1; i >= 0; i--) stack.push(list3.items[i]);
    }
    const not = valueOf(c, "not");
    if (not) stack.push(not);
  }
}
function build2(text) {
  const r = new Reader(text);
  const nexts = /* @__PURE__ */ new Map();
  r.onItem = (_array, item, next2, depth) => {
    if (depth === 2 && (item.kind === "object" || item.kind === "array")) nexts.set(item, next2);
  };
  const root2 = readRoot(r);
  const rootNext = (root2?.kind === "object" || root2?.kind === "array") && root2.closed ? r.i : -1;
  const index = { text, starts: [], indexes: [], items: [], arrayNext: -1, rootNext, local: !r.lookedAhead };
  const list3 = nodesArray(root2);
  if (!list3) return index;
  list3.items.forEach((item, i) => {
    if (item.kind !== "object" && item.kind !== "array") return;
    index.starts.push(item.start);
    index.indexes.push(i);
    index.items.push(indexItem(item, nexts.get(item)));
  });
  if (list3.closed) index.arrayNext = list3.end;
  return index;
}
function itemBefore(starts, offset) {
  return firstAtOrAfter(starts, offset + 1) - 1;
}
function readItemAt(text, start) {
  const r = new Reader(text);
  r.i = start;
  const node2 = r.value(2);
  return node2 && (node2.kind === "object" || node2.kind === "array") && node2.start === start ? { node: node2, next: r.i } : void 0;
}
function update(last2, text) {
  const old = last2.text;
  const p = commonPrefix(old, text);
  if (!last2.local) return build2(text);
  if (last2.rootNext >= 0 && p >= last2.rootNext) return { ...last2, text };
  const s = commonSuffix(old, text, p);
  const delta = text.length - old.length;
  const changedTo = text.length - s;
  const { starts, items, indexes } = last2;
  const k = itemBefore(starts, p - 1);
  if (k < 0) return build2(text);
  const again = !items[k].closed || p < starts[k] + items[k].next;
  const keep2 = again ? k : k + 1;
  const r = new Reader(text);
  r.i = again ? starts[k] : starts[k] + items[k].next;
  let count2 = again ? indexes[k] : indexes[k] + 1;
  const read2 = [];
  const list3 = { kind: "array", items: [], start: r.i, end: r.i, closed: false };
  r.onItem = (array, item, next2) => {
    if (array !== list3) return;
    if (item.kind === "object" || item.kind === "array") read2.push({ start: item.start, index: count2, item: indexItem(item, next2) });
    count2++;
  };
  let resync = -1;
  r.arrayItems(list3, 2, (start) => {
    if (start < changedTo) return false;
    const m = itemBefore(starts, start - delta);
    if (m < keep2 || starts[m] !== start - delta) return false;
    resync = m;
    return true;
  });
  const shifted = (from) => starts.slice(from).map((x) => x + delta);
  if (resync >= 0) {
    const shift = count2 - indexes[resync];
    return {
      text,
      starts: [...starts.slice(0, keep2), ...read2.map((x) => x.start), ...shifted(resync)],
      indexes: [...indexes.slice(0, keep2), ...read2.map((x) => x.index), ...indexes.slice(resync).map((x) => x + shift)],
      items: [...items.slice(0, keep2), ...read2.map((x) => x.item), ...items.slice(resync)],
      arrayNext: last2.arrayNext < 0 ? -1 : last2.arrayNext + delta,
      rootNext: last2.rootNext < 0 ? -1 : last2.rootNext + delta,
      local: !r.lookedAhead
    };
  }
  if (list3.closed && last2.arrayNext >= 0 && r.i >= changedTo && r.i - delta === last2.arrayNext) {
    return {
      text,
      starts: [...starts.slice(0, keep2), ...read2.map((x) => x.start)],
      indexes: [...indexes.slice(0, keep2), ...read2.map((x) => x.index)],
      items: [...items.slice(0, keep2), ...read2.map((x) => x.item)],
      arrayNext: r.i,
      rootNext: last2.rootNext < 0 ? -1 : last2.rootNext + delta,
      local: !r.lookedAhead
    };
  }
  return build2(text);
}
function specIndex(text) {
  if (last?.text === text) return last;
  last = last ? update(last, text) : build2(text);
  return last;
}
function sparseTree(index, offset) {
  const r = new Reader(index.text);
  const { starts, items } = index;
  const standIn = { kind: "object", properties: [], start: 0, end: 0, closed: false };
  const skipped = { node: standIn, next: 0, omit: true };
  let k = 0;
  r.skip = (start) => {
    while (k < starts.length && starts[k] < start) k++;
    if (starts[k] !== start) return void 0;
    const item = items[k];
    if (start <= offset && offset <= start + item.next) return void 0;
    standIn.start = start;
    standIn.end = start + item.end;
    skipped.next = start + item.next;
    return skipped;
  };
  return readRoot(r);
}
var last;
var init_spec_index2 = __esm({
  "src/language/spec-index.ts"() {
    "use strict";
    init_cjs_shims();
    init_compare();
    init_tree();
  }
});

// src/language/context.ts
function holds(node2, offset) {
  if (node2.kind === "object" || node2.kind === "array") return node2.closed ? node2.start < offset && offset < node2.end : node2.start < offset && offset <= node2.end;
  if (node2.kind === "string" && node2.closed) return node2.start < offset && offset < node2.end;
  return node2.start <= offset && offset <= node2.end;
}
function childKind2(parent, parentNode, key) {
  switch (parent) {
    case "spec":
      return key === "nodes" ? "nodes" : "other";
    case "nodes":
      return "node";
    case "node":
      if (key === "config") {
        const actionType = stringOf2(parentNode, "actionType");
        return actionType === void 0 || actionType === "WEBHOOK" ? "webhook config" : "other";
      }
      return key === "transition" ? "transitions" : "other";
    case "transitions":
      return "transition";
    case "transition":
      return key === "when" ? "condition" : "other";
    case "condition":
      if (key === "all" || key === "any") return "conditions";
      if (key === "not") return "condition";
      if (key === "value" && stringOf2(parentNode, "op") === "length") return "length operand";
      if (key === "of") return "of";
      return "other";
    case "conditions":
      return "condition";
    default:
      return "other";
  }
}
function locate2(root2, offset) {
  if (!root2 || root2.kind !== "object" && root2.kind !== "array" || !holds(root2, offset)) return void 0;
  const steps = [{ node: root2, kind: root2.kind === "object" ? "spec" : "other" }];
  for (; ; ) {
    const step2 = steps[steps.length - 1];
    const node2 = step2.node;
    if (node2.kind === "object") {
      const props = node2.properties;
      let found;
      let descend;
      for (let i = 0; i < props.length; i++) {
        const p = props[i];
        if (keyHolds(p, offset)) {
          found = { steps, where: "key", property: p };
          break;
        }
        if (p.colon < 0 || offset <= p.colon) continue;
        const next2 = props[i + 1];
        if (next2 && offset >= next2.keyStart) continue;
        const v = p.value;
        if (v && holds(v, offset)) {
          if (v.kind === "object" || v.kind === "array") descend = [v, p.key];
          else found = { steps, where: "value", property: p, token: v };
          break;
        }
        if (!v || offset <= v.start) found = { steps, where: "value", property: p };
        break;
      }
      if (descend) {
        steps.push({ node: descend[0], kind: childKind2(step2.kind, node2, descend[1]) });
        continue;
      }
      return found ?? { steps, where: "key" };
    }
    const items = node2.items;
    let inner2;
    let index = -1;
    for (let i = 0; i < items.length; i++) {
      const v = items[i];
      if (v.start > offset) break;
      if (!holds(v, offset)) continue;
      if (v.kind === "object" || v.kind === "array") {
        inner2 = v;
        index = i;
        break;
      }
      return { steps, where: "item", token: v };
    }
    if (!inner2) return { steps, where: "item" };
    steps.push({ node: inner2, kind: childKind2(step2.kind, node2, index) });
  }
}
function fullTree(text) {
  if (lastTree?.text !== text) lastTree = { text, root: readTree(text) };
  return lastTree.root;
}
function treeAround(view, offset) {
  if (lastSparse?.index !== view.index || lastSparse.offset !== offset) lastSparse = { index: view.index, offset, root: sparseTree(view.index, offset) };
  return lastSparse.root;
}
function specNodes2(view) {
  let out = nodeLists.get(view.index);
  if (out) return out;
  const { starts, items, indexes } = view.index;
  out = [];
  for (let k = 0; k < items.length; k++) if (items[k].object) out.push({ index: indexes[k], start: starts[k], item: items[k] });
  nodeLists.set(view.index, out);
  return out;
}
function nodeTree(view, n) {
  return readItemAt(view.text, n.start).node;
}
var keyHolds, lastTree, specView, lastSparse, nodeLists, nodeAt;
var init_context2 = __esm({
  "src/language/context.ts"() {
    "use strict";
    init_cjs_shims();
    init_spec_index2();
    init_tree();
    keyHolds = (p, offset) => p.keyQuoted ? p.keyStart < offset && offset < p.keyEnd : p.keyStart <= offset && offset <= p.keyEnd;
    specView = (text) => ({ text, index: specIndex(text) });
    nodeLists = /* @__PURE__ */ new WeakMap();
    nodeAt = (view, k) => ({ index: view.index.indexes[k], start: view.index.starts[k], item: view.index.items[k] });
  }
});

// src/language/value-docs.ts
function valueDoc(kind, name2, value) {
  const docs2 = VALUE_DOCS[kind]?.[name2];
  if (docs2 === void 0 || typeof value !== "string") return void 0;
  const table = docs2();
  return Object.hasOwn(table, value) ? table[value] : void 0;
}
var RELAY, VALUE_DOCS;
var init_value_docs = __esm({
  "src/language/value-docs.ts"() {
    "use strict";
    init_cjs_shims();
    init_ops();
    RELAY = "Timeout at most 300 s; request body and JSON response at most 50 MiB each; never retried elsewhere when the relay is down.";
    VALUE_DOCS = {
      "webhook config": {
        method: () => ({
          GET: "Read a resource; usually no body.",
          POST: "Send `body` to create or process.",
          PUT: "Send `body` to replace a resource.",
          PATCH: "Send `body` to change part of a resource.",
          DELETE: "Delete a resource.",
          HEAD: "Like `GET`, headers only.",
          OPTIONS: "Ask which methods the destination allows."
        }),
        proxy: () => ({
          direct: "Sent from the platform over the direct connection (the same as omitting `proxy`).",
          brazil: `Sent through the Brazil relay. ${RELAY}`,
          us: `Sent through the US relay. ${RELAY}`
        })
      },
      condition: {
        source: () => ({
          evaluation: "The evaluation result of the current step: `scores.mean`, `results[i].score`, `structuredData.\u2026`.",
          vars: "Workflow variables: each node's `outputVar` holds its result.",
          context: "The run's context.",
          input: "The workflow's input.",
          node: "The output of the node named by `of`; the path starts with `evaluation.`.",
          state: "The workflow's state."
        }),
        valueType: () => ({
          string: "`value` is a string.",
          number: "`value` is a number.",
          boolean: "`value` is `true` or `false`.",
          array: "`value` is an array.",
          object: "`value` is an object."
        }),
        op: () => Object.fromEntries(Object.entries(ops).map(([name2, op]) => [name2, op.words.doc]))
      },
      "length operand": { comparator: () => comparatorDocs }
    };
  }
});

// src/language/schema-info.ts
function at(pointer) {
  let s = agentSpecSchema;
  for (const seg of pointer.split("/").slice(1)) s = s?.[seg];
  return s !== null && typeof s === "object" ? s : void 0;
}
function propertiesOf(kind) {
  const out = [];
  for (const pointer of POINTERS[kind] ?? []) {
    const props = at(pointer)?.["properties"];
    if (!props) continue;
    for (const [name2, s] of Object.entries(props)) out.push(info(kind, name2, s));
  }
  return out;
}
function propertyInfo(kind, name2) {
  return propertiesOf(kind).find((p) => p.name === name2);
}
function info(kind, name2, s) {
  const p = { name: name2 };
  if (typeof s["description"] === "string") p.description = s["description"];
  if (Array.isArray(s["enum"])) p.enum = s["enum"];
  if (Array.isArray(s["enum"])) {
    const docs2 = s["enum"].map((v) => valueDoc(kind, name2, v) ?? "");
    if (docs2.some((d) => d !== "")) p.enumDescriptions = docs2;
  }
  if (typeof s["type"] === "string" || Array.isArray(s["type"])) p.type = s["type"];
  if ("const" in s) p.const = s["const"];
  return p;
}
function kindDescription(kind) {
  const d = at(POINTERS[kind]?.[0] ?? "/-")?.["description"];
  return typeof d === "string" ? d : void 0;
}
var POINTERS, KNOWN_VALUES;
var init_schema_info = __esm({
  "src/language/schema-info.ts"() {
    "use strict";
    init_cjs_shims();
    init_schema3();
    init_value_docs();
    POINTERS = {
      spec: [""],
      node: ["/$defs/node"],
      "webhook config": ["/$defs/webhookConfig"],
      transition: ["/$defs/transition"],
      condition: ["/$defs/comparison", "/$defs/combinator"],
      "length operand": ["/$defs/lengthOperand"],
      of: ["/$defs/comparison/properties/of"]
    };
    KNOWN_VALUES = {
      node: { type: ["action"], actionType: ["WEBHOOK"], mode: ["sync"] },
      "webhook config": { responseMode: ["text"] }
    };
  }
});

// src/language/completion.ts
function completionsAt(text, offset) {
  const at2 = cursorAt(text, offset);
  const view = specView(text);
  const root2 = treeAround(view, at2);
  if (!root2) return { from: at2, to: at2, items: /\S/.test(text) ? [] : [SPEC_SNIPPET] };
  const loc = locate2(root2, at2);
  if (!loc) return { from: at2, to: at2, items: [] };
  if (loc.where === "key") return keyCompletions(text, loc, at2);
  if (loc.where === "value") return valueCompletions(text, view, loc, at2);
  return itemCompletions(loc, at2);
}
function span(text, loc, at2) {
  const p = loc.property;
  const t = loc.where === "key" ? p ? { start: p.keyStart, end: p.keyEnd, closed: p.keyQuoted } : void 0 : loc.token;
  if (!t) return { from: at2, to: at2, quoted: false };
  const quoted = t.start < at2 && text.charCodeAt(t.start) === 34;
  let to = t.end;
  if (quoted && !t.closed) {
    to = at2;
    while (to < t.end && !/[\s,:{}[\]"]/.test(text[to])) to++;
  }
  return { from: quoted ? t.start + 1 : t.start, to, quoted };
}
function objectKind(loc) {
  const step2 = loc.steps[loc.steps.length - 1];
  return step2.node.kind === "object" ? step2.kind : "other";
}
function keyCompletions(text, loc, at2) {
  const { from, to, quoted } = span(text, loc, at2);
  const obj = loc.steps[loc.steps.length - 1].node;
  const kind = objectKind(loc);
  const present = new Set(obj.properties.filter((p) => p !== loc.property).map((p) => p.key));
  let props = propertiesOf(kind);
  if (kind === "condition") {
    const combinator = ["all", "any", "not"].some((k) => present.has(k));
    const comparison2 = [...present].some((k) => !["all", "any", "not"].includes(k));
    if (combinator) props = [];
    else if (comparison2) props = props.filter((p) => !["all", "any", "not"].includes(p.name));
  }
  const withColon = loc.property !== void 0 && loc.property.colon >= 0;
  const items = [];
  for (const p of props) {
    if (present.has(p.name)) continue;
    const name2 = (quoted ? "" : '"') + escapeSnippet(inner(p.name)) + '"';
    const item = {
      label: p.name,
      kind: "property",
      insertText: withColon ? name2 : `${name2}: ${valueSkeleton(kind, p)}`,
      snippet: true,
      detail: kind
    };
    if (p.description) item.documentation = p.description;
    items.push(item);
  }
  return { from, to, items };
}
function valueSkeleton(kind, p) {
  if (p.const !== void 0) return JSON.stringify(p.const);
  if (kind === "condition" && p.name === "not") return "{${1}}";
  if (kind === "condition" && (p.name === "all" || p.name === "any")) return "[${1}]";
  if (kind === "node" && p.name === "config") return "{${1}}";
  if (kind === "transition" && p.name === "when") return "{${1}}";
  if (kind === "condition" && p.name === "of") return '"${1}"';
  const type2 = p.type;
  if (p.enum || type2 === "string") return '"${1}"';
  if (type2 === "array") return "[${1}]";
  if (type2 === "object") return "{${1}}";
  return "${1}";
}
function idTexts(item) {
  let t = ID_TEXTS.get(item);
  if (!t) {
    const type2 = item.actionType ?? item.type;
    t = { quoted: inner(item.id) + '"', plain: JSON.stringify(item.id), detail: type2 === void 0 ? "node" : `node \xB7 ${type2}` };
    ID_TEXTS.set(item, t);
  }
  return t;
}
function valueCompletions(text, view, loc, at2) {
  const { from, to, quoted } = span(text, loc, at2);
  const kind = objectKind(loc);
  const key = loc.property.key;
  const obj = loc.steps[loc.steps.length - 1].node;
  const items = [];
  const str3 = (s) => quoted ? inner(s) + '"' : JSON.stringify(s);
  const add = (label2, kindOf2, insertText, detail, documentation) => {
    const item = { label: label2, kind: kindOf2, insertText };
    if (detail !== void 0) item.detail = detail;
    if (documentation !== void 0) item.documentation = documentation;
    items.push(item);
  };
  const info2 = propertyInfo(kind, key);
  if (info2?.enum) {
    info2.enum.forEach((v, i) => {
      if (typeof v === "string") add(v, "value", str3(v), key, info2.enumDescriptions?.[i]);
      else if (!quoted) add(JSON.stringify(v), "value", JSON.stringify(v), key, info2.enumDescriptions?.[i]);
    });
  } else if (info2?.const !== void 0 && !quoted) add(JSON.stringify(info2.const), "value", JSON.stringify(info2.const), key, info2.description);
  for (const v of KNOWN_VALUES[kind]?.[key] ?? []) add(v, "value", str3(v), key);
  const nodeIds2 = () => {
    const seen = /* @__PURE__ */ new Set();
    for (const item of view.index.items) {
      if (item.id === void 0 || seen.has(item.id)) continue;
      seen.add(item.id);
      const t = idTexts(item);
      items.push({ label: item.id, kind: "node", insertText: quoted ? t.quoted : t.plain, detail: t.detail });
    }
  };
  if (kind === "transition" && key === "to" || kind === "condition" && key === "of" || kind === "of" && key === "nodeId") nodeIds2();
  if (kind === "condition" && key === "path") {
    const source = stringOf2(obj, "source");
    if (source === "evaluation" || source === "node") {
      const prefix = source === "node" ? `${NODE_PATH_ROOT}.` : "";
      for (const [p, doc] of EVALUATION_PATHS) add(prefix + p, "path", str3(prefix + p), `${source} path`, doc);
    } else if (source === "vars") {
      const seen = /* @__PURE__ */ new Set();
      for (const { item } of specNodes2(view)) {
        const v = item.outputVar;
        if (v === void 0 || seen.has(v)) continue;
        seen.add(v);
        add(v, "path", str3(v), "vars path", item.id === void 0 ? void 0 : `Written by node \`${item.id}\`.`);
      }
    }
  }
  if (!loc.token || loc.token.kind !== "string") {
    if (kind === "transition" && key === "when" || kind === "condition" && key === "not") items.push(...CONDITION_SNIPPETS);
    if (kind === "node" && key === "config" && (stringOf2(obj, "actionType") ?? "WEBHOOK") === "WEBHOOK") {
      items.push({ label: "webhook config", kind: "snippet", snippet: true, insertText: '{ "url": "${1:https://example.com/hook}", "method": "${2:POST}" }', detail: "webhook config" });
    }
  }
  return { from, to, items: dedupe(items) };
}
function itemCompletions(loc, at2) {
  if (loc.token) return { from: at2, to: at2, items: [] };
  const kind = loc.steps[loc.steps.length - 1].kind;
  const items = kind === "nodes" ? [WEBHOOK_NODE] : kind === "transitions" ? [...TRANSITION_SNIPPETS] : kind === "conditions" ? [...CONDITION_SNIPPETS] : [];
  return { from: at2, to: at2, items };
}
function dedupe(items) {
  const seen = /* @__PURE__ */ new Map();
  return items.filter((i) => {
    if (i.kind === "node") return true;
    let labels = seen.get(i.kind);
    if (!labels) seen.set(i.kind, labels = /* @__PURE__ */ new Set());
    return labels.has(i.label) ? false : (labels.add(i.label), true);
  });
}
var CONDITION_SNIPPETS, TRANSITION_SNIPPETS, WEBHOOK_NODE, SPEC_SNIPPET, EVALUATION_PATHS, escapeSnippet, inner, ID_TEXTS;
var init_completion = __esm({
  "src/language/completion.ts"() {
    "use strict";
    init_cjs_shims();
    init_grammar();
    init_offset();
    init_context2();
    init_schema_info();
    init_tree();
    CONDITION_SNIPPETS = [
      {
        label: "comparison",
        kind: "snippet",
        snippet: true,
        insertText: '{ "source": "${1:vars}", "path": "${2:status}", "op": "${3:eq}", "value": ${4:"ok"} }',
        detail: "condition",
        documentation: "Compares the value at `path` in `source` with `value` using `op`."
      },
      {
        label: "length comparison",
        kind: "snippet",
        snippet: true,
        insertText: '{ "source": "${1:vars}", "path": "${2:items}", "op": "length", "value": { "comparator": "${3:gt}", "value": ${4:0} } }',
        detail: "condition",
        documentation: "Compares the length of the value at `path` (code points, items or keys) with a number."
      },
      { label: "all", kind: "snippet", snippet: true, insertText: '{ "all": [${1}] }', detail: "condition", documentation: "Holds when every condition holds." },
      { label: "any", kind: "snippet", snippet: true, insertText: '{ "any": [${1}] }', detail: "condition", documentation: "Holds when at least one condition holds." },
      { label: "not", kind: "snippet", snippet: true, insertText: '{ "not": ${1:{}} }', detail: "condition", documentation: "Holds when the condition does not hold." }
    ];
    TRANSITION_SNIPPETS = [
      { label: "transition", kind: "snippet", snippet: true, insertText: '{ "to": "${1:next}" }', detail: "transition", documentation: "Always taken (when no earlier transition is)." },
      {
        label: "transition with when",
        kind: "snippet",
        snippet: true,
        insertText: '{ "to": "${1:next}", "when": { "source": "${2:vars}", "path": "${3:status}", "op": "${4:eq}", "value": ${5:"ok"} } }',
        detail: "transition",
        documentation: "Taken when its condition holds."
      }
    ];
    WEBHOOK_NODE = {
      label: "webhook node",
      kind: "snippet",
      snippet: true,
      insertText: '{\n  "id": "${1:call}",\n  "type": "action",\n  "actionType": "WEBHOOK",\n  "mode": "sync",\n  "config": { "url": "${2:https://example.com/hook}", "method": "${3:POST}" },\n  "outputVar": "${4:result}",\n  "transition": []\n}',
      detail: "node",
      documentation: "An action node that calls a URL (WEBHOOK)."
    };
    SPEC_SNIPPET = {
      label: "agent spec",
      kind: "snippet",
      snippet: true,
      insertText: '{\n  "version": 2,\n  "nodes": [\n    ${1}\n  ]\n}',
      detail: "AgentSpec V2",
      documentation: "An empty spec: a version and a list of nodes."
    };
    EVALUATION_PATHS = [
      ["scores.mean", "The mean score of the evaluation."],
      ["results[0].score", "The score of the first result."],
      ["results[*].score", "The scores of every result (a list)."],
      ["structuredData.", "A field of the structured data the evaluation extracted."]
    ];
    escapeSnippet = (s) => s.replace(/[$}\\]/g, (c) => "\\" + c);
    inner = (s) => /["\\\u0000-\u001f\ud800-\udfff]/.test(s) ? JSON.stringify(s).slice(1, -1) : s;
    ID_TEXTS = /* @__PURE__ */ new WeakMap();
  }
});

// src/language/navigate.ts
function idAt(view, offset) {
  const { starts, items } = view.index;
  let last2 = firstAtOrAfter(starts, offset + 1) - 1;
  while (last2 >= 0 && !items[last2].object) last2--;
  let first = last2 - 1;
  while (first >= 0 && !items[first].object) first--;
  if (last2 < 0) return void 0;
  const near = first < 0 ? [last2] : [first, last2];
  for (const k of near) {
    const item = items[k];
    const start = starts[k];
    if (item.id !== void 0 && start + item.idFrom <= offset && offset <= start + item.idTo) return { id: item.id, from: start + item.idFrom, to: start + item.idTo, declaration: nodeAt(view, k) };
  }
  for (const k of near) {
    const start = starts[k];
    for (const r of items[k].references) if (start + r.from <= offset && offset <= start + r.to) return { id: r.id, from: start + r.from, to: start + r.to };
  }
  return void 0;
}
function declarationOf(view, id) {
  const { items } = view.index;
  for (let k = 0; k < items.length; k++) if (items[k].id === id) return nodeAt(view, k);
  return void 0;
}
function definitionAt(text, offset) {
  const view = specView(text);
  const hit = idAt(view, cursorAt(text, offset));
  if (!hit) return void 0;
  const decl = declarationOf(view, hit.id);
  return decl && decl.item.id !== void 0 ? { from: decl.start + decl.item.idFrom, to: decl.start + decl.item.idTo } : void 0;
}
function referencesTo(view, id) {
  const out = [];
  const { starts, items } = view.index;
  for (let k = 0; k < items.length; k++) {
    let node2;
    const start = starts[k];
    for (const r of items[k].references) if (r.id === id) out.push({ from: start + r.from, to: start + r.to, node: node2 ??= nodeAt(view, k) });
  }
  return out;
}
function referencesAt(text, offset, opts = {}) {
  const view = specView(text);
  const hit = idAt(view, cursorAt(text, offset));
  if (!hit) return [];
  const out = [];
  if (opts.includeDeclaration !== false) {
    for (const { item, start } of specNodes2(view)) if (item.id === hit.id) out.push({ from: start + item.idFrom, to: start + item.idTo });
  }
  for (const r of referencesTo(view, hit.id)) out.push({ from: r.from, to: r.to });
  return out;
}
function documentSymbols(text) {
  const { starts, items, indexes } = specView(text).index;
  const out = [];
  for (let k = 0; k < items.length; k++) if (items[k].object) out.push(nodeSymbol(items[k], starts[k], indexes[k]));
  return out;
}
function nodeSymbol(item, start, index) {
  const type2 = item.actionType ?? item.type;
  const symbol = {
    name: item.id ?? `nodes[${index}]`,
    kind: "node",
    from: start,
    to: start + item.end,
    selectionFrom: item.id !== void 0 ? start + item.idFrom : start,
    selectionTo: item.id !== void 0 ? start + item.idTo : start + 1,
    children: []
  };
  if (type2 !== void 0) symbol.detail = type2;
  for (const t of item.transitions ?? []) {
    const hasTo = t.toFrom !== void 0;
    symbol.children.push({
      name: `\u2192 ${t.target ?? "?"}`,
      kind: "transition",
      from: start + t.from,
      to: start + t.to,
      selectionFrom: start + (hasTo ? t.toFrom : t.from),
      selectionTo: start + (hasTo ? t.toTo : t.from + 1),
      children: [],
      detail: t.when ? "when \u2026" : "always"
    });
  }
  return symbol;
}
var init_navigate = __esm({
  "src/language/navigate.ts"() {
    "use strict";
    init_cjs_shims();
    init_compare();
    init_context2();
    init_offset();
  }
});

// src/language/hover.ts
function hoverAt(text, offset) {
  const at2 = cursorAt(text, offset);
  const view = specView(text);
  const hit = idAt(view, at2);
  if (hit) {
    const decl = hit.declaration ?? declarationOf(view, hit.id);
    const markdown2 = decl ? nodeSummary(view, decl) : `No node has the id ${code(hit.id)}.`;
    return { from: hit.from, to: hit.to, markdown: markdown2 };
  }
  const loc = locate2(treeAround(view, at2), at2);
  if (!loc || !loc.property) return void 0;
  const step2 = loc.steps[loc.steps.length - 1];
  if (step2.node.kind !== "object") return void 0;
  const kind = step2.kind;
  const p = loc.property;
  const info2 = propertyInfo(kind, p.key);
  if (loc.where === "key") {
    const lines3 = [`**${p.key}** \xB7 ${kind}`];
    if (info2?.description) lines3.push(info2.description);
    else if (!info2) lines3.push(`Not a property the schema names for ${kind === "other" ? "this object" : `a ${kind}`} (allowed, and kept; \`--strict\` warns).`);
    if (p.value && ((kind === "transition" && p.key === "when" || kind === "condition") && ["when", "all", "any", "not"].includes(p.key))) {
      const cond = kind === "condition" ? toValue(step2.node) : toValue(p.value);
      lines3.push(`Reads: ${conditionInWords(cond)}.`);
    }
    return { from: p.keyStart, to: p.keyEnd, markdown: lines3.join("\n\n") };
  }
  const token = loc.token;
  if (!token || !info2) return void 0;
  const lines2 = [`**${p.key}**: ${code(JSON.stringify(token.value))}`];
  const i = info2.enum ? info2.enum.indexOf(token.value) : -1;
  if (i >= 0 && info2.enumDescriptions?.[i]) lines2.push(info2.enumDescriptions[i]);
  if (info2.description) lines2.push(info2.description);
  if (kind === "condition" && loc.where === "value") lines2.push(`Reads: ${conditionInWords(toValue(step2.node))}.`);
  return { from: token.start, to: token.end, markdown: lines2.join("\n\n") };
}
function nodeSummary(view, n) {
  const node2 = nodeTree(view, n);
  const id = n.item.id;
  const lines2 = [];
  const type2 = stringOf2(node2, "type");
  const actionType = stringOf2(node2, "actionType");
  lines2.push(`**node ${code(id ?? `nodes[${n.index}]`)}**${type2 ? ` \xB7 ${type2}` : ""}${actionType ? ` \xB7 ${actionType}` : ""} (nodes[${n.index}]${n.index === 0 ? ", the first node" : ""})`);
  const config = valueOf(node2, "config");
  if (config?.kind === "object" && (actionType ?? "WEBHOOK") === "WEBHOOK") {
    const method = stringOf2(config, "method");
    const url = stringOf2(config, "url");
    const proxy = valueOf(config, "proxy");
    const route = proxy === void 0 ? "direct (no proxy)" : proxy.kind === "string" ? String(proxy.value) : "not a route";
    if (method || url) lines2.push(`${method ?? "?"} ${code(url ?? "?")} \xB7 route ${route}`);
  }
  const outputVar = stringOf2(node2, "outputVar");
  if (outputVar) lines2.push(`writes ${code("vars." + outputVar)}`);
  const transitions = valueOf(node2, "transition");
  if (transitions?.kind === "array") {
    if (transitions.items.length === 0) lines2.push("ends the workflow (no transitions)");
    for (const t of transitions.items.slice(0, 10)) {
      const to = stringOf2(t, "to") ?? "?";
      const when = valueOf(t, "when");
      lines2.push(`\u2192 ${code(to)} ${when ? `when ${conditionInWords(toValue(when))}` : "always"}`);
    }
    if (transitions.items.length > 10) lines2.push(`\u2026 ${transitions.items.length - 10} more transitions`);
  }
  const from = /* @__PURE__ */ new Set();
  if (id !== void 0) for (const r of referencesTo(view, id)) from.add(r.node.item.id ?? `nodes[${r.node.index}]`);
  if (id !== void 0) lines2.push(from.size === 0 ? "named by no transition or condition" : `named from ${[...from].slice(0, 10).map(code).join(", ")}${from.size > 10 ? ", \u2026" : ""}`);
  const d = kindDescription("node");
  return lines2.join("  \n") + (d && lines2.length === 1 ? `

${d}` : "");
}
var code;
var init_hover = __esm({
  "src/language/hover.ts"() {
    "use strict";
    init_cjs_shims();
    init_context2();
    init_offset();
    init_navigate();
    init_schema_info();
    init_tree();
    init_words();
    code = (s) => "`" + s.replace(/`/g, "'") + "`";
  }
});

// src/core/fix.ts
var SAFE2, GUESS, CHOICE;
var init_fix = __esm({
  "src/core/fix.ts"() {
    "use strict";
    init_cjs_shims();
    SAFE2 = { safe: true, preferred: true };
    GUESS = { safe: false, preferred: true };
    CHOICE = { safe: false, preferred: false };
  }
});

// src/core/codes/condition-fixes.ts
var nearMiss, conditionFixes;
var init_condition_fixes = __esm({
  "src/core/codes/condition-fixes.ts"() {
    "use strict";
    init_cjs_shims();
    init_fix();
    nearMiss = (key) => (p, at2) => {
      const value = p[key];
      const to = p.suggestion;
      if (to === void 0 || typeof value !== "string" || !at2.holds(value)) return [];
      return value.trim().toLowerCase() === to.toLowerCase() ? [at2.replace(`Write "${to}"`, SAFE2, to)] : [at2.replace(`Change to "${to}"`, GUESS, to)];
    };
    conditionFixes = {
      "condition/unknown-op": /* @__PURE__ */ nearMiss("op"),
      "condition/bad-source": /* @__PURE__ */ nearMiss("source")
    };
  }
});

// src/core/trailing-commas.ts
function trailingCommas(text) {
  const out = [];
  let comma = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      STRING.lastIndex = i;
      if (!STRING.test(text)) break;
      i = STRING.lastIndex - 1;
      comma = -1;
    } else if (c === 44) comma = i;
    else if ((c === 125 || c === 93) && comma >= 0) {
      out.push(comma);
      comma = -1;
    } else if (c !== 32 && c !== 10 && c !== 13 && c !== 9) comma = -1;
  }
  return out;
}
var TRAILING_COMMA, STRING;
var init_trailing_commas = __esm({
  "src/core/trailing-commas.ts"() {
    "use strict";
    init_cjs_shims();
    TRAILING_COMMA = "trailing comma";
    STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
  }
});

// src/core/codes/json-fixes.ts
var jsonFixes;
var init_json_fixes = __esm({
  "src/core/codes/json-fixes.ts"() {
    "use strict";
    init_cjs_shims();
    init_fix();
    init_trailing_commas();
    jsonFixes = {
      // Every trailing comma of the text, removed at once: a comma before a closing bracket holds no
      // value, so removing it changes none (and a text with many needs no round per comma).
      "json/syntax": (p, at2) => {
        if (!String(p.reason).startsWith(TRAILING_COMMA) || !/^[}\]]$/.test(at2.text.slice(at2.span[0], at2.span[1]))) return [];
        const commas = trailingCommas(at2.text);
        if (commas.length === 0) return [];
        const title = commas.length === 1 ? "Remove the trailing comma" : `Remove the ${commas.length} trailing commas`;
        return [{ title, ...SAFE2, edits: commas.map((from) => ({ from, to: from + 1, insert: "" })) }];
      }
    };
  }
});

// src/core/codes/rules-fixes.ts
function renameKey2(p, at2) {
  const rename = at2.holds(p.property) ? at2.renaming(p.kind, p.suggestion) : void 0;
  if (!rename) return [];
  const safe = rename.fits && p.property.toLowerCase() === p.suggestion.toLowerCase() && !READ_BY_RULES[p.kind]?.includes(p.suggestion);
  return [at2.replace(`Rename to "${p.suggestion}"`, safe ? SAFE2 : GUESS, p.suggestion)];
}
var ruleFixes, READ_BY_RULES;
var init_rules_fixes = __esm({
  "src/core/codes/rules-fixes.ts"() {
    "use strict";
    init_cjs_shims();
    init_fix();
    init_routes();
    ruleFixes = {
      // `"version": 2` as the root object's first property, laid out like the property after it.
      "spec/missing-version": (_, at2) => {
        const edit = at2.firstProperty("version", 2);
        return edit ? [{ title: 'Add "version": 2', ...SAFE2, edits: [edit] }] : [];
      },
      // The id the did-you-mean names: a guess.
      "transition/unknown-target": (p, at2) => {
        return p.suggestion !== void 0 && at2.holds(p.to) ? [at2.replace(`Change to "${p.suggestion}"`, GUESS, p.suggestion)] : [];
      },
      // The id the did-you-mean names: a guess.
      "condition/unknown-node": (p, at2) => {
        return p.suggestion !== void 0 && at2.holds(p.id) ? [at2.replace(`Change to "${p.suggestion}"`, GUESS, p.suggestion)] : [];
      },
      // The relay's cap: a guess (the author may rather route the call directly).
      "webhook/relay-timeout": (p, at2) => {
        return at2.holds(p.timeout) ? [at2.replace(`Cap the timeout at ${webhookLimits.relayTimeoutMaxSeconds} s`, GUESS, webhookLimits.relayTimeoutMaxSeconds)] : [];
      },
      // The known value: safe when only the case differs (what the author meant), else a guess.
      "node/misspelled-kind": (p, at2) => {
        if (!at2.holds(p.value)) return [];
        const caseOnly = p.value.toLowerCase() === p.known.toLowerCase();
        return [at2.replace(`Write "${p.known}"`, caseOnly ? SAFE2 : GUESS, p.known)];
      },
      // strict/unknown-property has none: a near miss is spec/misspelled-property's (one finding, one
      // fix), and a did-you-mean of its own names a property the object holds already.
      "spec/misspelled-property": (p, at2) => renameKey2(p, at2)
    };
    READ_BY_RULES = {
      node: ["id", "type", "actionType", "config", "transition"],
      "webhook config": ["url"],
      transition: ["to", "when"],
      comparison: ["source", "of", "path", "op", "value", "all", "any", "not"],
      // Bundles: duplicate and conflicting ids and names (within an applicationId), the entry's spec and subagents.
      bundle: ["format", "formatVersion", "agents"],
      "agent entry": ["id", "name", "applicationId", "spec", "subagents"],
      // Test files: the spec it names, case names, node ids in results and the expectations that name nodes.
      "test file": ["spec", "cases"],
      "test case": ["name", "results", "expect"],
      expectation: ["path", "end", "routes"],
      "node result": ["output", "evaluation", "error"]
    };
  }
});

// src/core/codes/schema-fixes.ts
var ROUTES, schemaFixes;
var init_schema_fixes = __esm({
  "src/core/codes/schema-fixes.ts"() {
    "use strict";
    init_cjs_shims();
    init_fix();
    init_suggest();
    init_routes();
    ROUTES = WEBHOOK_ROUTES;
    schemaFixes = {
      // One allowed value but for case is what was meant; a near miss is a guess.
      "schema/enum": (p, at2) => {
        const value = p.value;
        if (typeof value !== "string" || !at2.holds(value)) return [];
        const allowed2 = Array.isArray(p.allowed) ? p.allowed.filter((a) => typeof a === "string") : [];
        const same2 = allowed2.filter((a) => a.toLowerCase() === value.trim().toLowerCase());
        if (same2.length === 1) return [at2.replace(`Write "${same2[0]}"`, SAFE2, same2[0])];
        const guess = didYouMean(value, allowed2);
        return guess === void 0 ? [] : [at2.replace(`Change to "${guess}"`, GUESS, guess)];
      },
      // A route in the wrong case is what was meant; a near miss is a guess; a template or a URL
      // must be chosen: every route is offered, none preferred.
      "webhook/invalid-proxy": (p, at2) => {
        const value = p.value;
        if (typeof value !== "string" || !at2.holds(value)) return [];
        const lower = value.trim().toLowerCase();
        if (ROUTES.includes(lower)) return [at2.replace(`Write the route as "${lower}"`, SAFE2, lower)];
        const guess = didYouMean(lower, ROUTES);
        if (guess !== void 0) return [at2.replace(`Use the route "${guess}"`, GUESS, guess)];
        return ROUTES.map((r) => at2.replace(`Use the route "${r}"${r === "direct" ? " (the default)" : ""}`, CHOICE, r));
      }
    };
  }
});

// src/language/fixes.ts
function fixDefinitions() {
  if (byCode) return byCode;
  byCode = /* @__PURE__ */ new Map();
  for (const table of [jsonFixes, schemaFixes, conditionFixes, ruleFixes]) for (const [code2, fix] of Object.entries(table)) if (fix) byCode.set(code2, fix);
  return byCode;
}
function fixesFor(text, issue) {
  const fix = fixDefinitions().get(issue.code);
  const range = issue.range;
  if (!fix || !range) return [];
  try {
    const found = fix(issue.params ?? {}, site(text, [range.start.offset, range.end.offset]));
    return [...found.filter((f) => f.safe), ...found.filter((f) => !f.safe)];
  } catch {
    return [];
  }
}
function otherPropertyInfo(of, name2) {
  const props = of()?.["properties"];
  const s = props && Object.hasOwn(props, name2) ? props[name2] : void 0;
  if (!s) return void 0;
  const info2 = { name: name2 };
  if (Array.isArray(s["enum"])) info2.enum = s["enum"];
  if ("const" in s) info2.const = s["const"];
  if (typeof s["type"] === "string" || Array.isArray(s["type"])) info2.type = s["type"];
  return info2;
}
function site(text, span2) {
  return {
    text,
    span: span2,
    holds(value) {
      try {
        return JSON.stringify(JSON.parse(text.slice(span2[0], span2[1]))) === JSON.stringify(value);
      } catch {
        return false;
      }
    },
    replace: (title, { safe, preferred }, value) => ({ title, safe, preferred, edits: [{ from: span2[0], to: span2[1], insert: JSON.stringify(value) }] }),
    firstProperty(name2, value) {
      const root2 = fullTree(text);
      if (root2?.kind !== "object") return void 0;
      const first = root2.properties[0];
      const open = root2.start + 1;
      const member = `${JSON.stringify(name2)}: ${JSON.stringify(value)}`;
      if (!first) return { from: open, to: open, insert: member };
      const between = text.slice(open, first.keyStart);
      return /[\r\n]/.test(between) ? { from: open, to: open, insert: `${between}${member},` } : { from: first.keyStart, to: first.keyStart, insert: `${member}, ` };
    },
    renaming(strictKind, to) {
      const kind = Object.hasOwn(KINDS2, strictKind) ? KINDS2[strictKind] : void 0;
      const other = kind === void 0 && Object.hasOwn(OTHER_KINDS, strictKind) ? OTHER_KINDS[strictKind] : void 0;
      if (kind === void 0 && other === void 0) return void 0;
      const loc = locate2(fullTree(text), span2[0] + 1);
      const obj = loc?.steps[loc.steps.length - 1]?.node;
      if (!loc || loc.where !== "key" || obj?.kind !== "object") return void 0;
      if (obj.properties.some((q4) => q4.key === to)) return void 0;
      const value = loc.property?.value;
      const info2 = kind !== void 0 ? propertyInfo(kind, to) : otherPropertyInfo(other, to);
      return { fits: value !== void 0 && info2 !== void 0 && fits(info2, value) };
    }
  };
}
function fits(info2, value) {
  if (value.kind === "object" || value.kind === "array" || value.kind === "word") return false;
  const v = value.value;
  if (info2.enum) return info2.enum.includes(v);
  if (info2.const !== void 0) return info2.const === v;
  const types = info2.type === void 0 ? [] : Array.isArray(info2.type) ? info2.type : [info2.type];
  const type2 = v === null ? "null" : typeof v;
  if (!types.includes(type2) && !(type2 === "number" && Number.isInteger(v) && types.includes("integer"))) return false;
  if (typeof v === "string" && v.length === 0) return false;
  if (typeof v === "number" && !(v > 0)) return false;
  return true;
}
function applyEdits(text, edits) {
  const sorted = [...edits].sort((a, b) => a.from - b.from || a.to - b.to);
  const parts = [];
  let at2 = 0;
  for (const e of sorted) {
    parts.push(text.slice(at2, e.from), e.insert);
    at2 = e.to;
  }
  parts.push(text.slice(at2));
  return parts.join("");
}
function fixText(text, opts, checker, first) {
  const copts = { ...opts.strict === void 0 ? {} : { strict: opts.strict }, ...opts.fileName === void 0 ? {} : { fileName: opts.fileName }, ...opts.rules === void 0 ? {} : { rules: opts.rules } };
  let kind;
  const check2 = (t) => {
    const c = checker.check(t, copts);
    kind = c.kind;
    return c.issues;
  };
  const applied = [];
  let current = text;
  const start = first ?? checker.check(current, copts);
  let issues = start.issues;
  kind = start.kind;
  let kindNow = kind;
  const fixable = (k) => k === "json" || k === start.kind || start.kind === "json";
  for (let round = 0; round < MAX_ROUNDS && fixable(kindNow); round++) {
    const chosen = [];
    const taken = [];
    for (const issue of issues) {
      const fix = fixesFor(current, issue).find((f) => f.preferred && (f.safe || opts.unsafe === true));
      if (!fix) continue;
      if (fix.edits.some((e) => taken.some(([a, b]) => e.from <= b && a <= e.to))) continue;
      for (const e of fix.edits) taken.push([e.from, e.to]);
      chosen.push({ issue, fix });
    }
    if (chosen.length === 0) break;
    const before2 = errorKeys(issues);
    let next2 = applyEdits(current, chosen.flatMap((c) => c.fix.edits));
    let nextIssues = check2(next2);
    let nextKind = kind;
    let done2 = chosen;
    if (addsError(before2, nextIssues)) {
      done2 = [];
      next2 = current;
      nextIssues = issues;
      nextKind = kindNow;
      const order = [...chosen].sort((a, b) => Math.min(...b.fix.edits.map((e) => e.from)) - Math.min(...a.fix.edits.map((e) => e.from)));
      for (const c of order) {
        const candidate = applyEdits(next2, c.fix.edits);
        const found = check2(candidate);
        if (addsError(errorKeys(nextIssues), found)) continue;
        next2 = candidate;
        nextIssues = found;
        nextKind = kind;
        done2.push(c);
      }
    }
    if (done2.length === 0 || next2 === current) break;
    current = next2;
    issues = nextIssues;
    kindNow = nextKind;
    applied.push(...done2);
  }
  return { text: current, applied, remaining: issues };
}
var byCode, KINDS2, OTHER_KINDS, MAX_ROUNDS, errorKeys, addsError;
var init_fixes = __esm({
  "src/language/fixes.ts"() {
    "use strict";
    init_cjs_shims();
    init_condition_fixes();
    init_json_fixes();
    init_rules_fixes();
    init_schema_fixes();
    init_context2();
    init_schema_info();
    init_schema3();
    init_agentspec_test_schema();
    KINDS2 = {
      spec: "spec",
      node: "node",
      "webhook config": "webhook config",
      transition: "transition",
      comparison: "condition",
      "length operand": "length operand"
    };
    OTHER_KINDS = {
      bundle: () => agentSpecSchema["$defs"]?.["bundle"],
      "agent entry": () => agentSpecSchema["$defs"]?.["agentEntry"],
      "test file": () => agentspec_test_schema_default,
      "test case": () => agentspec_test_schema_default["$defs"]?.["case"],
      expectation: () => agentspec_test_schema_default["$defs"]?.["expect"],
      "node result": () => agentspec_test_schema_default["$defs"]?.["result"]
    };
    MAX_ROUNDS = 10;
    errorKeys = (issues) => new Set(issues.filter((i) => i.severity === "error").map((i) => `${i.code} ${i.pointer} ${i.message}`));
    addsError = (before2, after) => [...errorKeys(after)].some((k) => !before2.has(k));
  }
});

// src/language/index.ts
var init_language = __esm({
  "src/language/index.ts"() {
    "use strict";
    init_cjs_shims();
    init_completion();
    init_hover();
    init_navigate();
    init_fixes();
  }
});

// src/cli/commands/check/fix.ts
var fix_exports = {};
__export(fix_exports, {
  fixInput: () => fixInput,
  fixSummary: () => fixSummary
});
function fixInput(input2, strict, unsafe, rules3) {
  const read2 = readInput(input2);
  if ("error" in read2) return { report: { name: input2.name, issues: [pathIssue(read2.error)] }, fixed: [], unsafeLeft: 0 };
  const stdin = !("missing" in input2) && input2.stdin;
  const checker = documentChecker();
  const set = rules3 === void 0 ? {} : { rules: rules3 };
  const opts = { fileName: input2.name, strict, ...set };
  let text = read2.text;
  let checked2 = read2.invalid.length > 0 ? checkFile(input2.name, text, { strict, invalid: read2.invalid, ...set }) : checker.check(text, opts);
  const fixed = [];
  const commas = read2.invalid.length === 0 ? checked2.issues.find((i) => i.code === "json/syntax") : void 0;
  const commaFix = commas === void 0 ? void 0 : fixesFor(text, commas)[0];
  if (commas !== void 0 && commaFix !== void 0) {
    text = applyEdits(text, commaFix.edits);
    fixed.push({ file: input2.name, issue: commas, title: commaFix.title });
    checked2 = checker.check(text, opts);
  }
  if (checked2.kind === "json" || read2.invalid.length > 0) {
    if (fixed.length > 0 && !stdin) (0, import_node_fs5.writeFileSync)(input2.name, text);
    const report3 = checked2.issues.length > 0 ? { name: input2.name, text, issues: checked2.issues } : { name: input2.name, issues: [] };
    return stdin ? { report: report3, fixed, unsafeLeft: 0, stdout: text } : { report: report3, fixed, unsafeLeft: 0 };
  }
  const result2 = fixText(text, { strict, unsafe, fileName: input2.name, ...set }, checker, checked2);
  if ((fixed.length > 0 || result2.applied.length > 0) && !stdin) (0, import_node_fs5.writeFileSync)(input2.name, result2.text);
  const unsafeLeft = unsafe ? 0 : result2.remaining.filter((i) => fixesFor(result2.text, i).some((f) => f.preferred && !f.safe)).length;
  const report2 = result2.remaining.length > 0 ? { name: input2.name, text: result2.text, issues: result2.remaining } : { name: input2.name, issues: [] };
  const out = { report: report2, fixed: [...fixed, ...result2.applied.map((a) => ({ file: input2.name, issue: a.issue, title: a.fix.title }))], unsafeLeft };
  if (stdin) out.stdout = result2.text;
  return out;
}
function fixSummary(all, unsafe, color) {
  const p = paint(color);
  const fixed = all.flatMap((f) => f.fixed);
  const remaining = all.reduce((n, f) => n + f.report.issues.length, 0);
  const unsafeLeft = all.reduce((n, f) => n + f.unsafeLeft, 0);
  const lines2 = [];
  const files = new Set(fixed.map((f) => f.file)).size;
  lines2.push(fixed.length === 0 ? "Nothing to fix." : p.bold(`Fixed ${plural4(fixed.length, "issue")} in ${plural4(files, "file")}:`));
  for (const f of fixed) {
    const at2 = f.issue.range ? `:${f.issue.range.start.line}:${f.issue.range.start.column}` : "";
    lines2.push(`  ${f.file}${at2}  ${f.title} ${p.dim(`[${f.issue.code}]`)}`);
  }
  let left = `${plural4(remaining, "issue")} remaining`;
  if (!unsafe && unsafeLeft > 0) left += `; ${unsafeLeft} more fixable with --unsafe-fixes`;
  lines2.push(left + ".");
  return lines2.join("\n") + "\n";
}
var import_node_fs5, plural4;
var init_fix2 = __esm({
  "src/cli/commands/check/fix.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_fs5 = require("fs");
    init_language();
    init_check4();
    init_color();
    init_document();
    init_files();
    plural4 = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  }
});

// src/cli/commands/check/index.ts
var check_exports2 = {};
__export(check_exports2, {
  run: () => run2
});
async function run2(args) {
  const { values, positionals } = parse("check", args, {
    ...OUTPUT_OPTIONS,
    ...CONFIG_OPTIONS,
    strict: { type: "boolean" },
    fix: { type: "boolean" },
    "unsafe-fixes": { type: "boolean" },
    "suppress-all": { type: "boolean" },
    "suppress-rule": { type: "string", multiple: true },
    "prune-suppressions": { type: "boolean" },
    ...REMOTE_OPTIONS,
    remote: { type: "boolean" }
  });
  if (values.help) return help("check");
  const settings = outputSettings("check", values);
  const policy = commandPolicy("check", values);
  const paths = positionals.length > 0 ? positionals : configuredPaths(policy);
  if (paths === void 0) throw new UsageError(`name the files, directories or globs to check (- reads stdin), or list them in the config's "files"`, "check");
  if (values.remote === true) {
    const other = ["fix", "unsafe-fixes", "suppress-all", "suppress-rule", "prune-suppressions"].find((k) => values[k] !== void 0);
    if (other !== void 0) throw new UsageError(`--remote and --${other} do not go together: run them apart`, "check");
    configLimit(settings, policy);
    return (await Promise.resolve().then(() => (init_remote(), remote_exports))).runRemoteCheck(values, documentInputs(withoutIgnored(expandPaths(paths), policy, positionals)), "check", policy, settings);
  }
  const remoteOnly = Object.keys(REMOTE_OPTIONS).find((k) => values[k] !== void 0);
  if (remoteOnly !== void 0) throw new UsageError(`--${remoteOnly} goes with --remote`, "check");
  configLimit(settings, policy);
  const strict = values.strict === true;
  const suppressRule = values["suppress-rule"] ?? [];
  for (const code2 of suppressRule) {
    if (!Object.hasOwn(allCodes, code2)) throw new UsageError(unknown("code", code2, Object.keys(allCodes)), "check");
    if (unsuppressable(code2)) throw new UsageError(`--suppress-rule ${code2} would record nothing: ${neverSuppressed(code2)}`, "check");
  }
  const modes = [values["suppress-all"] === true, suppressRule.length > 0, values["prune-suppressions"] === true].filter(Boolean).length;
  if (modes > 1) throw new UsageError("--suppress-all, --suppress-rule and --prune-suppressions exclude each other", "check");
  const noConfig = values["no-config"] === true;
  if (modes > 0 && noConfig) throw new UsageError("--no-config leaves the repository's agentspec-suppressions.json alone: the suppression options do not go with it", "check");
  const inputs = withoutIgnored(expandPaths(paths), policy, positionals);
  if (values.fix === true || values["unsafe-fixes"] === true) {
    if (modes > 0) throw new UsageError("--fix does not go with the suppression options: fix first, then record what is left", "check");
    return runFix(documentInputs(inputs), strict, values["unsafe-fixes"] === true, settings, policy);
  }
  const reports = [];
  const skipped = [];
  const specs = /* @__PURE__ */ new Map();
  for (let i = 0; i < inputs.length; i++) {
    const report2 = checkInput(inputs[i], strict, policy, specs);
    if (report2 === void 0) skipped.push(inputs[i].name);
    else reports.push(report2);
  }
  if (reports.some((r) => r.toolFile === "link")) await checkLinkFiles(reports);
  notDocuments(skipped);
  const { applySuppressions: applySuppressions2 } = await Promise.resolve().then(() => (init_suppress(), suppress_exports));
  const mode = values["suppress-all"] === true ? { kind: "record" } : suppressRule.length > 0 ? { kind: "record", codes: new Set(suppressRule) } : values["prune-suppressions"] === true ? { kind: "prune" } : { kind: "apply" };
  return emit(applySuppressions2(reports, policy, mode, noConfig), settings);
}
function documentInputs(inputs) {
  const kept = [];
  const skipped = [];
  for (const input2 of inputs) {
    if ("missing" in input2 || input2.stdin) {
      kept.push(input2);
      continue;
    }
    const byName = walkedKind(documentKindOf(input2.name, "").kind);
    if (byName === "config" || byName === "suppressions" || byName === "link") {
      skipped.push(input2.name);
      continue;
    }
    if (input2.found !== true) {
      kept.push(input2);
      continue;
    }
    const read2 = readInput(input2);
    const kind = "error" in read2 ? "document" : walkedKind(documentKindOf(input2.name, read2.text).kind);
    if (kind === "skip") skipped.push(input2.name);
    else if (kind === "document") kept.push(input2);
  }
  notDocuments(skipped);
  return kept;
}
async function checkLinkFiles(reports) {
  const { readLinks: readLinks2, LinkFileError: LinkFileError2 } = await Promise.resolve().then(() => (init_settings(), settings_exports));
  for (const r of reports) {
    if (r.toolFile !== "link" || r.issues.length > 0 || r.text === void 0) continue;
    try {
      readLinks2((0, import_node_path12.dirname)((0, import_node_path12.resolve)(r.name)));
    } catch (e) {
      if (!(e instanceof LinkFileError2)) throw e;
      r.issues = locateFindings(r.text, [{ code: "config/invalid-value", severity: "error", pointer: "", params: { reason: e.message } }], configCodes);
    }
  }
}
function documentRules(rules3) {
  if (!Object.hasOwn(rules3, "suppressions/unused")) return rules3;
  const { ["suppressions/unused"]: _, ...rest } = rules3;
  return rest;
}
function checkInput(input2, strict, policy, specs) {
  const read2 = readInput(input2);
  if ("error" in read2) return { name: input2.name, issues: [pathIssue(read2.error)] };
  const stdin = "stdin" in input2 && input2.stdin;
  const kind = stdin ? "document" : walkedKind(documentKindOf(input2.name, read2.text).kind);
  if (kind === "skip" && "found" in input2 && input2.found === true) return void 0;
  if (kind === "config" || kind === "suppressions" || kind === "link") {
    const issues2 = kind === "config" ? checkConfigText(read2.text).issues : kind === "suppressions" ? suppressionsFindings(read2.text).issues : linkJsonIssues(read2.text);
    return { name: input2.name, text: read2.text, issues: issues2, toolFile: kind };
  }
  const options = optionsOf(policy, input2);
  const rules3 = documentRules(options.rules);
  const checked2 = checkFile(input2.name, read2.text, { strict: strict || options.strict, invalid: read2.invalid, rules: rules3 });
  let issues = checked2.issues;
  if (checked2.kind === "test") {
    const against = testSpecFindings(input2.name, stdin, checked2.value, specs);
    if (against.findings.length > 0) issues = sortIssues([...issues, ...applyRuleSettings(locateTestFindings(read2.text, against.findings), rules3)], void 0);
  }
  return issues.length > 0 ? { name: input2.name, text: read2.text, issues } : { name: input2.name, issues: [] };
}
function linkJsonIssues(text) {
  const read2 = readJson(text);
  return "issues" in read2 ? read2.issues : [];
}
async function runFix(inputs, strict, unsafe, settings, policy) {
  const { fixInput: fixInput2, fixSummary: fixSummary2 } = await Promise.resolve().then(() => (init_fix2(), fix_exports));
  const results = inputs.map((input2) => {
    const options = optionsOf(policy, input2);
    return fixInput2(input2, strict || options.strict, unsafe, documentRules(options.rules));
  });
  const fixedText = results.filter((r) => r.stdout !== void 0).map((r) => r.stdout);
  const toStderr = fixedText.length > 0;
  for (const t of fixedText) process.stdout.write(t);
  const code2 = emit(results.map((r) => r.report), settings, toStderr ? process.stderr : process.stdout);
  const summaryStream = toStderr || settings.format !== "stylish" ? process.stderr : process.stdout;
  summaryStream.write(fixSummary2(results, unsafe, wantColor(summaryStream.isTTY, process.env)));
  return code2;
}
var import_node_path12;
var init_check7 = __esm({
  "src/cli/commands/check/index.ts"() {
    "use strict";
    init_cjs_shims();
    init_document();
    init_files();
    init_args();
    init_options();
    init_color();
    init_usage();
    init_policy();
    init_all();
    init_args();
    init_severity();
    init_options2();
    import_node_path12 = require("path");
    init_config2();
    init_config();
    init_order();
    init_check4();
    init_document_kind();
    init_validate();
    init_test_file();
    init_suppressions();
    init_test_spec();
  }
});

// src/format/layout.ts
function stringEnd(bytes, i) {
  let end = bytes.indexOf(QUOTE2, i + 1);
  for (; ; ) {
    let slashes2 = 0;
    while (bytes[end - 1 - slashes2] === BACKSLASH2) slashes2++;
    if (slashes2 % 2 === 0) return end;
    end = bytes.indexOf(QUOTE2, end + 1);
  }
}
function decodeString(bytes, start, end) {
  let text = "";
  let escaped = false;
  for (let i = start + 1; i < end; ) {
    const c = bytes[i];
    let cp;
    if (c < 128) {
      if (c === BACKSLASH2) escaped = true;
      cp = c;
      i++;
    } else if (c < 224) {
      cp = (c & 31) << 6 | bytes[i + 1] & 63;
      i += 2;
    } else if (c < 240) {
      cp = (c & 15) << 12 | (bytes[i + 1] & 63) << 6 | bytes[i + 2] & 63;
      i += 3;
    } else {
      cp = (c & 7) << 18 | (bytes[i + 1] & 63) << 12 | (bytes[i + 2] & 63) << 6 | bytes[i + 3] & 63;
      i += 4;
    }
    text += String.fromCodePoint(cp);
  }
  return escaped ? JSON.parse(`"${text}"`) : text;
}
function same(a, b, start, end) {
  if (a.length !== end - start) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[start + i]) return false;
  return true;
}
function formatJsonBytes(bytes, root2) {
  const out = new Output(bytes.length + 1024);
  const names2 = new KeyNames();
  const frames = [];
  const stack = [];
  let i = bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191 ? 3 : 0;
  const n = bytes.length;
  const beginValue = () => {
    const top = stack[stack.length - 1];
    if (top === void 0) return root2;
    if (top.object) {
      top.awaitingKey = true;
      return top.next;
    }
    if (top.count++ > 0) out.byte(COMMA2);
    out.newline(top.depth + 1);
    return top.kind;
  };
  for (; i < n; i++) {
    const c = bytes[i];
    if (isSpace5(c) || c === COMMA2 || c === COLON2) continue;
    const top = stack[stack.length - 1];
    if (c === CLOSE_BRACE2 || c === CLOSE_BRACKET2) {
      stack.pop();
      const members = top.members;
      if (members !== void 0) members.ends.push(out.length);
      if (top.pending !== void 0 && top.lengthOp) {
        const order = canonicalOrder(top.pending.keys, "lengthOperand");
        if (order !== void 0) out.reorder(top.pending, order);
      }
      if (top.kind === PENDING) {
        const parent = stack[stack.length - 1];
        parent.pending = { starts: members.starts.slice(), ends: members.ends.slice(), keys: members.keys.slice(), end: out.length };
      } else if (members !== void 0 && top.kind !== void 0) {
        const order = canonicalOrder(members.keys, top.kind);
        if (order !== void 0) out.reorder(members, order);
      }
      out.newline(top.depth);
      out.byte(c);
      continue;
    }
    if (c === QUOTE2 && top !== void 0 && top.awaitingKey) {
      const end2 = stringEnd(bytes, i);
      if (top.count++ > 0) {
        top.members?.ends.push(out.length);
        out.byte(COMMA2);
      }
      top.members?.starts.push(out.length);
      out.newline(top.depth + 1);
      out.copy(bytes, i, end2 + 1);
      out.byte(COLON2);
      out.byte(SPACE2);
      if (top.members !== void 0) {
        const key = names2.get(bytes, i, end2);
        top.members.keys.push(key);
        top.key = key;
        top.next = top.kind === PENDING ? void 0 : top.kind === "condition" && key === "value" ? PENDING : childKind(top.kind, key, false);
      }
      top.awaitingKey = false;
      i = end2;
      continue;
    }
    const slot = beginValue();
    if (c === OPEN_BRACE2 || c === OPEN_BRACKET2) {
      let j = i + 1;
      while (isSpace5(bytes[j])) j++;
      if (bytes[j] === c + 2) {
        out.byte(c);
        out.byte(c + 2);
        i = j;
        continue;
      }
      const depth = stack.length;
      const object = c === OPEN_BRACE2;
      let frame = frames[depth];
      if (frame === void 0) frames.push(frame = { object, kind: void 0, count: 0, depth, members: void 0, awaitingKey: false, next: void 0, key: "", lengthOp: false, pending: void 0, records: { starts: [], ends: [], keys: [] } });
      frame.object = object;
      frame.kind = object ? slot : slot === PENDING ? void 0 : slot;
      frame.count = 0;
      frame.awaitingKey = object;
      frame.next = void 0;
      frame.key = "";
      frame.lengthOp = false;
      frame.pending = void 0;
      if (object && slot !== void 0) {
        const records = frame.records;
        records.starts.length = records.ends.length = records.keys.length = 0;
        frame.members = records;
      } else frame.members = void 0;
      stack.push(frame);
      out.byte(c);
      continue;
    }
    let end;
    if (c === QUOTE2) end = stringEnd(bytes, i) + 1;
    else for (end = i + 1; end < n && !isSpace5(bytes[end]) && bytes[end] !== COMMA2 && bytes[end] !== CLOSE_BRACE2 && bytes[end] !== CLOSE_BRACKET2; end++) ;
    out.copy(bytes, i, end);
    if (top !== void 0 && top.kind === "condition" && top.key === "op" && c === QUOTE2) top.lengthOp = decodeString(bytes, i, end - 1) === "length";
    i = end - 1;
  }
  out.byte(LF2);
  return out.bytes.subarray(0, out.length);
}
var SPACE2, TAB2, LF2, CR2, COMMA2, COLON2, QUOTE2, BACKSLASH2, OPEN_BRACE2, CLOSE_BRACE2, OPEN_BRACKET2, CLOSE_BRACKET2, isSpace5, PENDING, KeyNames, Output;
var init_layout = __esm({
  "src/format/layout.ts"() {
    "use strict";
    init_cjs_shims();
    init_canonical();
    SPACE2 = 32;
    TAB2 = 9;
    LF2 = 10;
    CR2 = 13;
    COMMA2 = 44;
    COLON2 = 58;
    QUOTE2 = 34;
    BACKSLASH2 = 92;
    OPEN_BRACE2 = 123;
    CLOSE_BRACE2 = 125;
    OPEN_BRACKET2 = 91;
    CLOSE_BRACKET2 = 93;
    isSpace5 = (c) => c === SPACE2 || c === LF2 || c === CR2 || c === TAB2;
    PENDING = "pending";
    KeyNames = class {
      names = /* @__PURE__ */ new Map();
      get(bytes, start, end) {
        let hash = 2166136261;
        for (let i = start + 1; i < end; i++) hash = Math.imul(hash ^ bytes[i], 16777619);
        let bucket = this.names.get(hash);
        if (bucket !== void 0) {
          for (const entry of bucket) if (same(entry.bytes, bytes, start + 1, end)) return entry.text;
        } else this.names.set(hash, bucket = []);
        const text = decodeString(bytes, start, end);
        if (bucket.length < 8) bucket.push({ bytes: bytes.slice(start + 1, end), text });
        return text;
      }
    };
    Output = class {
      bytes;
      length = 0;
      constructor(size) {
        this.bytes = new Uint8Array(size);
      }
      grow(need) {
        const next2 = new Uint8Array(Math.max(this.bytes.length * 2, this.length + need + 1024));
        next2.set(this.bytes.subarray(0, this.length));
        this.bytes = next2;
      }
      byte(c) {
        if (this.length === this.bytes.length) this.grow(1);
        this.bytes[this.length++] = c;
      }
      copy(from, start, end) {
        const n = end - start;
        if (this.length + n > this.bytes.length) this.grow(n);
        const out = this.bytes;
        if (n < 24) for (let i = start, o = this.length; i < end; i++, o++) out[o] = from[i];
        else out.set(from.subarray(start, end), this.length);
        this.length += n;
      }
      /** A line break, then `depth` levels of 2-space indent. */
      newline(depth) {
        const n = 1 + 2 * depth;
        if (this.length + n > this.bytes.length) this.grow(n);
        const out = this.bytes;
        out[this.length] = LF2;
        const end = this.length + n;
        for (let i = this.length + 1; i < end; i++) out[i] = SPACE2;
        this.length = end;
      }
      /** Rewrite members (each written as a line break, its key and its value; commas between) in `order`. */
      reorder(members, order) {
        const { starts, ends } = members;
        const from = starts[0];
        const saved = this.bytes.slice(from, ends[ends.length - 1]);
        let at2 = from;
        for (let k = 0; k < order.length; k++) {
          if (k > 0) this.bytes[at2++] = COMMA2;
          const i = order[k];
          this.bytes.set(saved.subarray(starts[i] - from, ends[i] - from), at2);
          at2 += ends[i] - starts[i];
        }
      }
    };
  }
});

// src/format/document.ts
function formatBytes(bytes, text, invalid = [], name2 = "") {
  const kind = documentKind2(text, invalid, name2);
  return typeof kind === "object" ? kind : { output: formatJsonBytes(bytes, kind === "layout" ? void 0 : kind) };
}
function documentKind2(text, invalid, name2) {
  const read2 = readJson(text, invalid);
  if ("issues" in read2) return read2;
  return layoutOnly(name2) ? "layout" : rootKind(read2.value) ?? "layout";
}
function formatText(text, invalid = [], name2 = "") {
  const result2 = formatBytes((encoder ??= new utf8.TextEncoder()).encode(text), text, invalid, name2);
  return "issues" in result2 ? result2 : { output: (decoder ??= new utf8.TextDecoder("utf-8", { ignoreBOM: true })).decode(result2.output) };
}
var layoutOnly, utf8, encoder, decoder;
var init_document2 = __esm({
  "src/format/document.ts"() {
    "use strict";
    init_cjs_shims();
    init_file_names();
    init_read2();
    init_canonical();
    init_layout();
    layoutOnly = (name2) => {
      const base = name2.slice(Math.max(name2.lastIndexOf("/"), name2.lastIndexOf("\\")) + 1).toLowerCase();
      return base.endsWith(TEST_FILE_SUFFIX) || base === CONFIG_FILE || base === SUPPRESSIONS_FILE || base === LINK_FILE;
    };
    utf8 = globalThis;
  }
});

// src/format/index.ts
var init_format2 = __esm({
  "src/format/index.ts"() {
    "use strict";
    init_cjs_shims();
    init_document2();
  }
});

// src/cli/commands/fmt.ts
var fmt_exports = {};
__export(fmt_exports, {
  run: () => run3
});
async function run3(args) {
  const { values, positionals } = parse("fmt", args, { check: { type: "boolean" }, ...CONFIG_OPTIONS });
  if (values.help) return help("fmt");
  const policy = commandPolicy("fmt", values);
  const paths = positionals.length > 0 ? positionals : configuredPaths(policy);
  if (paths === void 0) throw new UsageError(`name the files, directories or globs to format (- reads stdin), or list them in the config's "files"`, "fmt");
  const check2 = values.check === true;
  const problems = [];
  let changed = 0;
  const skipped = [];
  for (const input2 of withoutIgnored(expandPaths(paths), policy, positionals)) {
    const read2 = readInput(input2);
    if ("error" in read2) {
      problems.push({ name: input2.name, issues: [pathIssue(read2.error)] });
      continue;
    }
    if ("found" in input2 && input2.found === true && walkedKind(documentKindOf(input2.name, read2.text).kind) === "skip") {
      skipped.push(input2.name);
      continue;
    }
    const result2 = formatBytes(read2.bytes, read2.text, read2.invalid, input2.name);
    if ("issues" in result2) {
      problems.push({ name: input2.name, text: read2.text, issues: result2.issues });
      continue;
    }
    const differs = !Buffer.from(read2.bytes.buffer, read2.bytes.byteOffset, read2.bytes.length).equals(result2.output);
    if (differs) changed++;
    const stdin = !("missing" in input2) && input2.stdin;
    if (check2) {
      if (differs) process.stdout.write(`${input2.name}
`);
    } else if (stdin) process.stdout.write(result2.output);
    else if (differs) (0, import_node_fs6.writeFileSync)(input2.name, result2.output);
  }
  notDocuments(skipped, "formatted");
  if (problems.length > 0) process.stderr.write(stylish(problems, wantColor(process.stderr.isTTY, process.env)));
  return problems.length > 0 || check2 && changed > 0 ? EXIT.findings : EXIT.clean;
}
var import_node_fs6;
var init_fmt = __esm({
  "src/cli/commands/fmt.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_fs6 = require("fs");
    init_format2();
    init_args();
    init_color();
    init_files();
    init_document_kind();
    init_report();
    init_usage();
    init_policy();
  }
});

// src/cli/commands/schema.ts
var schema_exports2 = {};
__export(schema_exports2, {
  run: () => run4
});
async function run4(args) {
  const { values, positionals } = parse("schema", args, {});
  if (values.help) return help("schema");
  if (positionals.length > 0) throw new UsageError(`schema takes no arguments, not "${positionals[0]}"`, "schema");
  process.stdout.write(JSON.stringify(agentSpecSchema, null, 2) + "\n");
  return 0;
}
var init_schema5 = __esm({
  "src/cli/commands/schema.ts"() {
    "use strict";
    init_cjs_shims();
    init_schema3();
    init_args();
    init_usage();
  }
});

// src/conditions/index.ts
var init_conditions = __esm({
  "src/conditions/index.ts"() {
    "use strict";
    init_cjs_shims();
    init_compile();
    init_error2();
  }
});

// src/cli/commands/eval.ts
var eval_exports = {};
__export(eval_exports, {
  run: () => run5
});
function readJson3(arg) {
  const source = input(arg);
  const read2 = readInput(source);
  if ("error" in read2) return { report: { name: source.name, issues: [pathIssue(read2.error)] } };
  const json4 = readJsonText(read2.text);
  if ("issues" in json4) return { report: { name: source.name, text: read2.text, issues: json4.issues } };
  return { value: json4.value, text: read2.text };
}
function treeLines(node2, depth = 0) {
  const pad = "  ".repeat(depth);
  if (node2.kind === "comparison") return [`${pad}${explainText(node2)}  [${node2.reason}] at ${node2.pointer || "/"}`];
  return [`${pad}${node2.kind} \u2192 ${node2.result}  at ${node2.pointer || "/"}`, ...node2.children.flatMap((c) => treeLines(c, depth + 1))];
}
async function run5(args) {
  const { values, positionals } = parse("eval", args, {
    data: { type: "string", short: "d" },
    explain: { type: "boolean", short: "e" },
    format: OUTPUT_OPTIONS.format
  });
  if (values.help) return help("eval");
  const settings = outputSettings("eval", values);
  if (positionals.length !== 1) throw new UsageError("name one condition file", "eval");
  if (values.data === void 0) throw new UsageError("--data <context.json> is required", "eval");
  const condArg = positionals[0];
  if (condArg === "-" && values.data === "-") throw new UsageError("only one of the condition and the data can be read from stdin", "eval");
  const cond = readJson3(condArg);
  if ("report" in cond) return emit([cond.report], settings);
  let compiled3;
  try {
    compiled3 = compileCondition(cond.value);
  } catch (e) {
    if (!(e instanceof ConditionError)) throw e;
    return emit([{ name: input(condArg).name, text: cond.text, issues: locateFindings(cond.text, e.issues) }], settings);
  }
  const data = readJson3(values.data);
  if ("report" in data) return emit([data.report], settings);
  const ctx = data.value;
  if (values.explain !== true) {
    process.stdout.write(`${compiled3.evaluate(ctx)}
`);
    return EXIT.clean;
  }
  const explanation = compiled3.explain(ctx);
  process.stdout.write([String(explanation.result), explanation.text, ...treeLines(explanation.tree)].join("\n") + "\n");
  return EXIT.clean;
}
var input;
var init_eval = __esm({
  "src/cli/commands/eval.ts"() {
    "use strict";
    init_cjs_shims();
    init_conditions();
    init_explain();
    init_validate();
    init_args();
    init_document();
    init_files();
    init_options();
    init_usage();
    input = (arg) => arg === "-" ? { name: STDIN_NAME, stdin: true } : { name: arg, stdin: false };
  }
});

// src/cli/commands/bundle.ts
var bundle_exports = {};
__export(bundle_exports, {
  run: () => run6
});
function routeNotes(agents) {
  return agents.map((a) => {
    const who = [a.name === void 0 ? "(no name)" : JSON.stringify(a.name), a.id === void 0 ? "" : `(id ${JSON.stringify(a.id)})`].filter(Boolean).join(" ");
    const routes = WEBHOOK_ROUTES.map((r) => `${r} ${a.routes[r].length}`).join(", ");
    return `  agent ${who} at ${a.pointer}: ${a.action}; webhook nodes by route: ${routes}`;
  });
}
async function exportCommand(args) {
  const { values, positionals } = parse("bundle", args, { "name-from": { type: "string" } });
  if (values.help) return help("bundle");
  const nameFrom = values["name-from"] ?? "filename";
  if (nameFrom !== "filename") throw new UsageError(`--name-from takes "filename", not "${nameFrom}"`, "bundle");
  if (positionals.length === 0) throw new UsageError("name the spec files to export", "bundle");
  if (positionals.includes("-")) throw new UsageError("bundle export names each agent after its file, so it cannot read stdin", "bundle");
  const problems = [];
  const agents = [];
  const first = /* @__PURE__ */ new Map();
  for (const input2 of expandPaths(positionals)) {
    const read2 = readInput(input2);
    if ("error" in read2) {
      problems.push({ name: input2.name, issues: [pathIssue(read2.error)] });
      continue;
    }
    const checked2 = checkText2(read2.text, { invalid: read2.invalid });
    if (checked2.kind === "bundle") throw new UsageError(`${input2.name} is a bundle: bundle export takes spec files`, "bundle");
    const issues = [...checked2.issues];
    const name2 = nameOf(input2.name);
    const earlier = first.get(name2);
    if (earlier !== void 0) issues.unshift(formatFinding({ code: "bundle/duplicate-name", severity: "error", pointer: "", params: { name: name2, first: earlier } }, cliCodeDefinitions));
    else first.set(name2, input2.name);
    if (issues.length > 0) problems.push({ name: input2.name, text: read2.text, issues });
    if (issues.some((i) => i.severity === "error")) continue;
    agents.push({ name: name2, spec: tokenTree(read2.text) });
  }
  if (problems.length > 0) process.stderr.write(stylish(problems, wantColor(process.stderr.isTTY, process.env)));
  const failed = problems.some((r) => r.issues.some((i) => i.severity === "error"));
  if (failed) return EXIT.findings;
  process.stdout.write(writeCanonical(valueTree({ format: BUNDLE_FORMAT, formatVersion: BUNDLE_FORMAT_VERSION, agents })));
  return EXIT.clean;
}
function readExisting2(file) {
  const input2 = expandPaths([file])[0];
  const read2 = readInput(input2);
  if ("error" in read2) return { report: { name: input2.name, issues: [pathIssue(read2.error)] } };
  const json4 = readJsonText(read2.text);
  if ("issues" in json4) return { report: { name: input2.name, text: read2.text, issues: json4.issues } };
  const value = json4.value;
  if (!Array.isArray(value)) throw new UsageError(`--existing ${file}: expected a JSON array of agents ({ "id", "name" }), as GET /agents/ lists them`, "bundle");
  return { agents: value };
}
async function checkCommand2(args) {
  const { values, positionals } = parse("bundle", args, { ...OUTPUT_OPTIONS, existing: { type: "string" }, strict: { type: "boolean" } });
  if (values.help) return help("bundle");
  const settings = outputSettings("bundle", values);
  if (positionals.length !== 1) throw new UsageError("name one bundle file", "bundle");
  const opts = { strict: values.strict === true, bundle: true };
  if (values.existing !== void 0) {
    const existing = readExisting2(values.existing);
    if ("report" in existing) return emit([existing.report], settings);
    opts.existing = existing.agents;
  }
  const input2 = expandPaths(positionals)[0];
  const read2 = readInput(input2);
  if ("error" in read2) return emit([{ name: input2.name, issues: [pathIssue(read2.error)] }], settings);
  const checked2 = checkText2(read2.text, { ...opts, invalid: read2.invalid });
  const report2 = { name: input2.name, text: read2.text, issues: checked2.issues };
  if (checked2.agents) {
    report2.agents = checked2.agents;
    report2.notes = routeNotes(checked2.agents);
  }
  return emit([report2], settings);
}
async function run6(args) {
  const [sub, ...rest] = args;
  if (sub === "-h" || sub === "--help") return help("bundle");
  const command2 = sub !== void 0 && Object.hasOwn(SUBCOMMANDS2, sub) ? SUBCOMMANDS2[sub] : void 0;
  if (!command2) throw new UsageError(sub === void 0 ? "name a subcommand: export or check" : unknown("bundle subcommand", sub, Object.keys(SUBCOMMANDS2)), "bundle");
  return command2(rest);
}
var import_node_path13, nameOf, SUBCOMMANDS2;
var init_bundle2 = __esm({
  "src/cli/commands/bundle.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_path13 = require("path");
    init_routes();
    init_bundle_format();
    init_write();
    init_finding_words();
    init_args();
    init_code_definitions();
    init_color();
    init_files();
    init_document();
    init_options();
    init_report();
    init_usage();
    nameOf = (file) => (0, import_node_path13.basename)(file).replace(/\.json$/i, "");
    SUBCOMMANDS2 = { export: exportCommand, check: checkCommand2 };
  }
});

// src/workflow/coverage.ts
function coverageOf(spec, runs) {
  const prepared2 = prepareSpec(spec);
  const visits = {};
  const list3 = [];
  const byPointer = /* @__PURE__ */ new Map();
  for (const n of prepared2.nodes) {
    Object.defineProperty(visits, n.id, { value: 0, writable: true, enumerable: true, configurable: true });
    n.transitions.forEach((t, index) => {
      const c = { node: n.id, index, to: t.to, pointer: t.pointer, conditional: t.when !== void 0, taken: 0, false: 0 };
      list3.push(c);
      byPointer.set(t.pointer, c);
    });
  }
  for (const run11 of runs) {
    for (const step2 of run11.steps) {
      visits[step2.node] = (visits[step2.node] ?? 0) + 1;
      for (const t of step2.transitions) {
        if (!t.evaluated) continue;
        const c = byPointer.get(t.pointer);
        if (c === void 0) continue;
        if (step2.taken?.index === t.index) c.taken++;
        else if (!t.result) c.false++;
      }
    }
  }
  const uncovered = [];
  let visited = 0;
  for (const n of prepared2.nodes) {
    if (visits[n.id] > 0) visited++;
    else uncovered.push({ kind: "node-not-visited", node: n.id, pointer: n.pointer });
  }
  let taken = 0, conditional = 0, bothWays = 0, fullyCovered = 0, covered = visited;
  for (const c of list3) {
    if (c.taken > 0) taken++;
    else uncovered.push({ kind: "transition-not-taken", node: c.node, index: c.index, pointer: c.pointer });
    if (c.conditional) {
      conditional++;
      if (c.false > 0) covered++;
      else uncovered.push({ kind: "condition-never-false", node: c.node, index: c.index, pointer: `${c.pointer}/when` });
      if (c.taken > 0 && c.false > 0) bothWays++;
    } else if (c.taken > 0) fullyCovered++;
  }
  fullyCovered += bothWays;
  covered += taken;
  const total = prepared2.nodes.length + list3.length + conditional;
  uncovered.sort((a, b) => pointerOrder(a.pointer, b.pointer));
  return {
    nodes: { total: prepared2.nodes.length, visited, visits },
    transitions: { total: list3.length, taken, conditional, bothWays, fullyCovered, list: list3 },
    outcomes: { total, covered },
    percent: percentOf(covered, total),
    uncovered
  };
}
function percentOf(covered, total) {
  return total === 0 ? 100 : Math.floor(covered / total * 1e3) / 10;
}
function pointerOrder(a, b) {
  const x = a.split("/"), y = b.split("/");
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    const m = Number(x[i]), n = Number(y[i]);
    return Number.isInteger(m) && Number.isInteger(n) ? m - n : x[i] < y[i] ? -1 : 1;
  }
  return x.length - y.length;
}
var init_coverage = __esm({
  "src/workflow/coverage.ts"() {
    "use strict";
    init_cjs_shims();
    init_simulate();
  }
});

// src/cli/commands/test/report.ts
function locator(text, pointers) {
  const places = locatePointers(text, pointers);
  const lines2 = new LineIndex(text);
  return (pointer) => lines2.position(spanOf(places, pointer)[0]);
}
function placeStep(step2, at2) {
  const n = at2(step2.pointer);
  return {
    node: step2.node,
    line: n.line,
    column: n.column,
    transitions: step2.transitions.map((t) => {
      const { explanation: _tree, ...rest } = t;
      const p = at2(t.pointer);
      return { ...rest, line: p.line, column: p.column, taken: step2.taken?.index === t.index };
    })
  };
}
function specLocator(file) {
  const pointers = file.cases.flatMap((c) => c.mismatches.flatMap((m) => {
    const s = stepOf(m);
    return s ? [s.pointer, ...s.transitions.map((t) => t.pointer)] : [];
  }));
  return file.specText !== void 0 && pointers.length > 0 ? locator(file.specText, pointers) : () => ({ line: 1, column: 1, offset: 0 });
}
function counts2(run11) {
  let cases = 0, passed = 0;
  for (const f of run11.files) for (const c of f.cases) {
    cases++;
    if (c.passed) passed++;
  }
  const errors = [...run11.files, ...run11.specs].reduce((n, f) => n + f.issues.filter((i) => i.severity === "error").length, 0);
  return { cases, passed, failed: cases - passed, files: run11.files.length, errors };
}
function totalPercent(run11) {
  let covered = 0, total = 0;
  for (const c of run11.coverage ?? []) {
    covered += c.coverage.outcomes.covered;
    total += c.coverage.outcomes.total;
  }
  return percentOf(covered, total);
}
function uncoveredList(c) {
  const at2 = locator(c.text, c.coverage.uncovered.map((u) => u.pointer));
  return c.coverage.uncovered.map((u) => {
    const to = u.index === void 0 ? void 0 : c.coverage.transitions.list.find((t) => t.node === u.node && t.index === u.index)?.to;
    const p = at2(u.pointer);
    return { ...u, line: p.line, column: p.column, message: UNCOVERED[u.kind](u, to) };
  });
}
function stylishCoverage(run11, p) {
  const out = ["", p.bold(`Coverage (${COVERAGE_MODEL})`)];
  for (const c of run11.coverage ?? []) {
    const v = c.coverage;
    out.push(
      `  ${p.bold(printable(c.spec))}  ${v.percent}%  nodes run ${v.nodes.visited}/${v.nodes.total}, transitions taken ${v.transitions.taken}/${v.transitions.total}, conditions seen true and false ${v.transitions.bothWays}/${v.transitions.conditional}`
    );
    for (const u of uncoveredList(c)) out.push(`    ${p.dim(printable(`${c.spec}:${u.line}:${u.column}`))}  ${printable(u.message)}`);
  }
  const total = totalPercent(run11);
  const below = run11.coverageMin !== void 0 && total < run11.coverageMin;
  const line = `  total ${total}%${run11.coverageMin === void 0 ? "" : below ? `, below --coverage-min ${run11.coverageMin}%` : ` (--coverage-min ${run11.coverageMin}%)`}`;
  out.push(below ? p.red(p.bold(line)) : line);
  return out;
}
function stylishCase(file, c, at2, p) {
  const name2 = printable(file.name);
  if (c.passed) return [`${p.green("\u2713")} ${name2} \u203A ${printable(c.name)}`];
  const out = [`${p.red("\u2717")} ${name2} \u203A ${p.bold(printable(c.name))}`];
  for (const m of c.mismatches) out.push(`    ${printable(m.message)}`);
  out.push(`    ${p.dim("path:")} ${printable(c.simulation.path.join(" \u2192 "))}`);
  const shown2 = /* @__PURE__ */ new Set();
  for (const m of c.mismatches) {
    const step2 = stepOf(m);
    if (step2 === void 0 || shown2.has(step2)) continue;
    shown2.add(step2);
    const placed = placeStep(step2, at2);
    out.push(`    ${p.dim(printable(`at ${q3(step2.node)} (${file.specName}:${placed.line}:${placed.column}), visit ${step2.visit}:`))}`);
    if (placed.transitions.length === 0) out.push(`      ${p.dim("(no transitions: the run ends here)")}`);
    for (const t of placed.transitions) {
      const mark = t.taken ? p.green(" \u2190 taken") : t.evaluated ? "" : p.dim(" (not evaluated: an earlier transition was taken)");
      out.push(`      ${p.dim(printable(`${file.specName}:${t.line}:${t.column}`))}  ${printable(`transition ${t.index + 1} to ${q3(t.to)}: ${t.text}`)}${mark}`);
    }
  }
  return out;
}
function stylish3(run11, color) {
  const p = paint(color);
  const out = [];
  for (const f of run11.files) {
    if (f.cases.length === 0) continue;
    const at2 = specLocator(f);
    for (const c of f.cases) out.push(...stylishCase(f, c, at2, p));
  }
  const withIssues = [...run11.specs, ...run11.files].filter((f) => f.issues.length > 0).map((f) => ({ name: f.name, ...f.text === void 0 ? {} : { text: f.text }, issues: f.issues }));
  if (withIssues.length > 0) {
    if (out.length > 0) out.push("");
    out.push(stylish(withIssues, color).trimEnd());
  }
  if (run11.noFiles !== void 0) out.push(p.red(`no test files (*.agentspec-test.json) found in ${run11.noFiles}`));
  if (run11.coverage !== void 0) out.push(...stylishCoverage(run11, p));
  const n = counts2(run11);
  const summary = `${n.failed > 0 || n.errors > 0 ? "\u2716" : "\u2714"} ${plural5(n.cases, "case")}: ${n.passed} passed, ${n.failed} failed (${plural5(n.files, "test file")}${n.errors > 0 ? `, ${plural5(n.errors, "error")}` : ""})`;
  out.push("", n.failed > 0 || n.errors > 0 ? p.red(p.bold(summary)) : p.green(p.bold(summary)));
  return out.join("\n") + "\n";
}
function json3(run11) {
  const files = run11.files.map((f) => {
    const at2 = specLocator(f);
    return {
      file: f.name,
      ...f.specName === void 0 ? {} : { spec: f.specName },
      issues: f.issues,
      cases: f.cases.map((c) => ({
        name: c.name,
        index: c.index,
        passed: c.passed,
        status: c.simulation.status,
        path: c.simulation.path,
        end: c.simulation.end,
        vars: c.simulation.vars,
        failures: c.mismatches.map((m) => {
          const { step: step2, ...rest } = m;
          return step2 === void 0 ? rest : { ...rest, step: placeStep(step2, at2) };
        })
      }))
    };
  });
  const n = counts2(run11);
  const out = {
    summary: { ...n, passedAll: n.failed === 0 && n.errors === 0 && run11.noFiles === void 0 },
    files,
    specIssues: JSON.parse(json(run11.specs.map((s) => ({ name: s.name, issues: s.issues }))))
  };
  if (run11.noFiles !== void 0) out["noFiles"] = run11.noFiles;
  if (run11.coverage !== void 0) {
    out["coverage"] = {
      model: COVERAGE_MODEL,
      percent: totalPercent(run11),
      ...run11.coverageMin === void 0 ? {} : { min: run11.coverageMin, met: totalPercent(run11) >= run11.coverageMin },
      specs: run11.coverage.map((c) => ({
        spec: c.spec,
        percent: c.coverage.percent,
        outcomes: c.coverage.outcomes,
        nodes: c.coverage.nodes,
        transitions: c.coverage.transitions,
        uncovered: uncoveredList(c)
      }))
    };
  }
  return JSON.stringify(out, null, 2) + "\n";
}
function caseText(f, c, at2) {
  return stylishCase(f, c, at2, paint(false)).slice(1).map((l) => l.slice(4)).join("\n");
}
function github3(run11) {
  let out = github([...run11.specs, ...run11.files].map((f) => ({ name: f.name, issues: f.issues })));
  for (const f of run11.files) {
    const failed = f.cases.filter((c) => !c.passed);
    if (failed.length === 0 || f.text === void 0) continue;
    const inTest = locator(f.text, failed.map((c) => `/cases/${c.index}/name`));
    const at2 = specLocator(f);
    for (const c of failed) {
      const pos = inTest(`/cases/${c.index}/name`);
      out += `::error file=${escapeProperty3(f.name)},line=${pos.line},col=${pos.column},title=${escapeProperty3(`agentspec test: ${c.name}`)}::${escapeData3(caseText(f, c, at2))}
`;
    }
  }
  if (run11.noFiles !== void 0) out += `::error title=agentspec test::${escapeData3(`no test files (*.agentspec-test.json) found in ${run11.noFiles}`)}
`;
  if (run11.coverage !== void 0) {
    for (const c of run11.coverage) {
      for (const u of uncoveredList(c)) out += `::notice file=${escapeProperty3(c.spec)},line=${u.line},col=${u.column},title=not covered::${escapeData3(u.message)}
`;
    }
    const total = totalPercent(run11);
    if (run11.coverageMin !== void 0 && total < run11.coverageMin) out += `::error title=coverage::${escapeData3(`coverage ${total}% is below --coverage-min ${run11.coverageMin}%`)}
`;
  }
  return out;
}
function junit(run11) {
  const n = counts2(run11);
  const suites = [];
  const issueText = (issues) => issues.map((i) => `${i.range ? `${i.range.start.line}:${i.range.start.column} ` : ""}${i.message} [${i.code}]`).join("\n");
  for (const f of [...run11.files, ...run11.specs]) {
    const errors = f.issues.filter((i) => i.severity === "error");
    const cases = [];
    const at2 = specLocator(f);
    for (const c of f.cases) {
      const attrs = `name="${xml(c.name)}" classname="${xml(suiteName(f.name))}" file="${xml(f.name)}"`;
      if (c.passed) cases.push(`    <testcase ${attrs}/>`);
      else cases.push(`    <testcase ${attrs}>
      <failure message="${xml(c.mismatches[0]?.message ?? "failed")}" type="${xml(c.mismatches[0]?.kind ?? "failure")}">${xml(caseText(f, c, at2))}</failure>
    </testcase>`);
    }
    if (errors.length > 0) {
      cases.push(`    <testcase name="${xml(f.name)}" classname="${xml(suiteName(f.name))}" file="${xml(f.name)}">
      <error message="${xml(errors[0].message)}" type="${xml(errors[0].code)}">${xml(issueText(f.issues))}</error>
    </testcase>`);
    }
    const failures = f.cases.filter((c) => !c.passed).length;
    suites.push(
      `  <testsuite name="${xml(suiteName(f.name))}" tests="${cases.length}" failures="${failures}" errors="${errors.length > 0 ? 1 : 0}" skipped="0" file="${xml(f.name)}">
${cases.join("\n")}${cases.length ? "\n" : ""}  </testsuite>`
    );
  }
  const errorSuites = [...run11.files, ...run11.specs].filter((f) => f.issues.some((i) => i.severity === "error")).length;
  const tests = n.cases + errorSuites;
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="agentspec test" tests="${tests}" failures="${n.failed}" errors="${errorSuites}">
${suites.join("\n")}${suites.length ? "\n" : ""}</testsuites>
`;
}
var plural5, q3, stepOf, UNCOVERED, COVERAGE_MODEL, escapeData3, escapeProperty3, xml, suiteName, TEST_FORMATS;
var init_report2 = __esm({
  "src/cli/commands/test/report.ts"() {
    "use strict";
    init_cjs_shims();
    init_line_index();
    init_locate();
    init_coverage();
    init_color();
    init_frame();
    init_report();
    plural5 = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
    q3 = (s) => JSON.stringify(s);
    stepOf = (m) => "step" in m ? m.step : void 0;
    UNCOVERED = {
      "node-not-visited": (u) => `node ${q3(u.node)} never ran`,
      // Numbered from 1, as in every text (`index` stays 0-based, as the pointer's).
      "transition-not-taken": (u, to) => `transition ${u.index + 1} of ${q3(u.node)} (to ${q3(to ?? "?")}) never taken`,
      "condition-never-false": (u) => `the "when" of transition ${u.index + 1} of ${q3(u.node)} never evaluated false`
    };
    COVERAGE_MODEL = "outcomes covered: each node run, each transition taken, each condition also seen false";
    escapeData3 = (s) => printable(s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A"));
    escapeProperty3 = (s) => escapeData3(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
    xml = (s) => s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
    suiteName = (name2) => name2.replace(/\.agentspec-test\.json$/i, "");
    TEST_FORMATS = { stylish: stylish3, json: json3, github: github3, junit };
  }
});

// src/cli/commands/test/index.ts
var test_exports = {};
__export(test_exports, {
  run: () => run7
});
function testInputs(args) {
  if (args.length === 0) return expandPaths(["."]).filter((i) => isTestFile2(i.name));
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const arg of args) {
    let dir = false;
    try {
      dir = arg !== "-" && (0, import_node_fs7.statSync)(arg).isDirectory();
    } catch {
    }
    const found = expandPaths([arg]).filter((input2) => !dir || !("missing" in input2) && isTestFile2(input2.name));
    if (dir && found.length === 0) found.push({ name: arg, missing: { code: "io/no-match", params: { pattern: arg, wanted: `*${TEST_FILE_SUFFIX}` } } });
    for (const input2 of found) {
      const key = "missing" in input2 || input2.stdin ? `${input2.name}\0${arg}` : (0, import_node_path14.resolve)(input2.name);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(input2);
    }
  }
  return out;
}
function runOne(input2, specs, specReports) {
  const read2 = readInput(input2);
  if ("error" in read2) return { name: input2.name, issues: [pathIssue(read2.error)], cases: [] };
  const text = read2.text;
  const checked2 = validateTestFileText(text);
  const document2 = checked2.document;
  const stdin = "stdin" in input2 && input2.stdin;
  const against = testSpecFindings(input2.name, stdin, document2, specs);
  if (against.specReport) specReports.push({ ...against.specReport, cases: [] });
  if (against.specPath === void 0) return { name: input2.name, text, issues: checked2.issues, cases: [] };
  const issues = sortIssues([...checked2.issues, ...locateTestFindings(text, against.findings)], void 0);
  const file = checked2.value;
  if (file === void 0 || against.spec === void 0 || issues.some((i) => i.severity === "error")) return { name: input2.name, text, issues, cases: [], specName: against.specName };
  return { name: input2.name, text, issues, cases: runTestFile(file, against.spec.value), specName: against.specName, specPath: against.specPath, specText: against.spec.text };
}
function coverage(reports) {
  const bySpec = /* @__PURE__ */ new Map();
  for (const r of reports) {
    if (r.specPath === void 0 || r.specText === void 0) continue;
    let entry = bySpec.get(r.specPath);
    if (entry === void 0) {
      entry = { name: r.specName, text: r.specText, value: r.specValue, runs: [] };
      bySpec.set(r.specPath, entry);
    }
    for (const c of r.cases) entry.runs.push(c.simulation);
  }
  return [...bySpec.values()].map((e) => ({ spec: e.name, text: e.text, coverage: coverageOf(e.value, e.runs) }));
}
async function run7(args) {
  const { values, positionals } = parse("test", args, OPTIONS);
  if (values.help) return help("test");
  const format = values.format ?? "stylish";
  if (!Object.prototype.hasOwnProperty.call(TEST_FORMATS, format)) throw new UsageError(unknownChoice("format", format, Object.keys(TEST_FORMATS)), "test");
  let min;
  if (values["coverage-min"] !== void 0) {
    const raw = values["coverage-min"];
    if (!/^\d+(?:\.\d+)?$/.test(raw) || Number(raw) > 100) throw new UsageError(`--coverage-min takes a percentage from 0 to 100, not "${raw}"`, "test");
    min = Number(raw);
  }
  const wantCoverage = values.coverage === true || min !== void 0;
  if (positionals.filter((p) => p === "-").length > 0 && positionals.length > 1) throw new UsageError("- (stdin) is a test file of its own: name it alone", "test");
  const policy = commandPolicy("test", values);
  const inputs = withoutIgnored(testInputs(positionals.length > 0 ? positionals : configuredPaths(policy) ?? []), policy, positionals);
  const specs = /* @__PURE__ */ new Map();
  const specReports = [];
  const files = [];
  for (const input2 of inputs) {
    const report2 = runOne(input2, specs, specReports);
    const rules3 = optionsOf(policy, input2).rules;
    if (Object.keys(rules3).length > 0) report2.issues = applyRuleSettings(report2.issues, rules3);
    if (report2.specPath !== void 0) {
      const spec = specs.get(report2.specPath);
      if (spec !== void 0 && !("error" in spec)) report2.specValue = spec.value;
    }
    files.push(report2);
  }
  const result2 = { files, specs: specReports, noFiles: inputs.length === 0 ? positionals.length === 0 ? "." : positionals.join(" ") : void 0 };
  if (wantCoverage) {
    result2.coverage = coverage(files);
    if (min !== void 0) result2.coverageMin = min;
  }
  const text = TEST_FORMATS[format](result2, wantColor(process.stdout.isTTY, process.env));
  if (text) process.stdout.write(text);
  return exitCodeOf(result2);
}
function exitCodeOf(result2) {
  const issues = [...result2.files, ...result2.specs].flatMap((f) => f.issues);
  if (issues.some((i) => i.code.startsWith("internal/"))) return EXIT.internal;
  if (result2.noFiles !== void 0 || issues.some((i) => i.severity === "error")) return EXIT.findings;
  if (result2.files.some((f) => f.cases.some((c) => !c.passed))) return EXIT.findings;
  if (result2.coverageMin !== void 0 && totalPercent(result2) < result2.coverageMin) return EXIT.findings;
  return EXIT.clean;
}
var import_node_fs7, import_node_path14, isTestFile2, OPTIONS;
var init_test2 = __esm({
  "src/cli/commands/test/index.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_fs7 = require("fs");
    import_node_path14 = require("path");
    init_coverage();
    init_test_file();
    init_order();
    init_test_spec();
    init_args();
    init_color();
    init_files();
    init_report2();
    init_usage();
    init_policy();
    init_severity();
    isTestFile2 = (name2) => name2.toLowerCase().endsWith(TEST_FILE_SUFFIX);
    OPTIONS = {
      ...CONFIG_OPTIONS,
      format: { type: "string", short: "f" },
      coverage: { type: "boolean" },
      "coverage-min": { type: "string" }
    };
  }
});

// src/graph/dot.ts
function dotString(s) {
  return `"${s.replace(/[\\"&\n]/g, (c) => DOT_ESCAPES[c])}"`;
}
function renderGraphDot(graph) {
  const looks = edgeLooks(graph);
  const out = [
    "digraph agentspec {",
    '  graph [rankdir=TB, nodesep=0.5, ranksep=0.6, fontname="Helvetica"];',
    `  node [fontname="Helvetica", fontsize=11, color="${COLOURS.node.stroke}", fillcolor="${COLOURS.node.fill}", margin="0.15,0.06"];`,
    `  edge [fontname="Helvetica", fontsize=10, color="${COLOURS.edge}", fontcolor="${COLOURS.detail}"];`
  ];
  if (graph.nodes[0]?.start === true) {
    out.push(`  start [shape=circle, style=filled, fillcolor="${COLOURS.always}", color="${COLOURS.always}", label="", width=0.18, tooltip="start: a run begins at the first node"];`);
  }
  for (const n of graph.nodes) {
    const look = nodeLook(n);
    const shape = SHAPES2[look.shape];
    const style2 = look.dashed ? `${shape.style},dashed` : shape.style;
    const attrs = [
      `label=${lines([look.title, ...look.details])}`,
      `shape=${shape.shape}`,
      `style="${style2}"`,
      `color="${look.stroke}"`,
      `fillcolor="${look.fill}"`,
      `tooltip=${dotString(look.tooltip)}`
    ];
    if (look.shape === "box") attrs.push("penwidth=1.6");
    if (look.mark === "error") attrs.push("peripheries=2", `color="${COLOURS.error}"`);
    if (look.dashed) attrs.push(`fontcolor="${COLOURS.unreachable.text}"`);
    out.push(`  n${n.index} [${attrs.join(", ")}];`);
  }
  const missing = missingTargets(graph);
  missing.forEach((id, i) => {
    const title = shorten(visible(id), ID_LIMIT);
    out.push(`  m${i} [label=${lines([title, "no such node"])}, shape=box, style="rounded,filled,dashed", color="${COLOURS.missing.stroke}", fillcolor="${COLOURS.missing.fill}", tooltip=${dotString(`no node has the id ${visible(id)}`)}];`);
  });
  const missingKey = new Map(missing.map((id, i) => [id, `m${i}`]));
  if (graph.nodes[0]?.start === true) out.push(`  start -> n0 [color="${COLOURS.always}", penwidth=1.5];`);
  graph.edges.forEach((e, i) => {
    const look = looks[i];
    const to = e.to === void 0 ? missingKey.get(e.toId) : `n${e.to}`;
    const attrs = [`label=${dotString(look.label)}`, `tooltip=${dotString(look.tooltip)}`, `color="${look.colour}"`];
    if (look.kind === "dead") attrs.push("style=dashed", `fontcolor="${COLOURS.unreachable.text}"`);
    if (look.kind === "always") attrs.push("penwidth=1.8");
    out.push(`  n${e.from} -> ${to} [${attrs.join(", ")}];`);
  });
  out.push("}");
  return out.join("\n") + "\n";
}
var DOT_ESCAPES, lines, SHAPES2;
var init_dot = __esm({
  "src/graph/dot.ts"() {
    "use strict";
    init_cjs_shims();
    init_look();
    init_text2();
    DOT_ESCAPES = { "\\": "\\\\", '"': '\\"', "&": "&amp;", "\n": "\\n" };
    lines = (list3) => `"${list3.map((l) => dotString(l).slice(1, -1)).join("\\n")}"`;
    SHAPES2 = {
      box: { shape: "box", style: "filled" },
      rounded: { shape: "box", style: "rounded,filled" },
      pill: { shape: "box", style: "rounded,filled" },
      hexagon: { shape: "hexagon", style: "filled" }
    };
  }
});

// src/graph/layout.ts
function layeredLayout(nodes, edges, spacing = {}) {
  const sp = { ...SPACING, ...spacing };
  const n = nodes.length;
  const out = Array.from({ length: n }, () => []);
  edges.forEach((e, i) => {
    if (e.from !== e.to) out[e.from].push(i);
  });
  const reversed = new Uint8Array(edges.length);
  const state = new Uint8Array(n);
  const stack = [];
  const next2 = [];
  for (let root2 = 0; root2 < n; root2++) {
    if (state[root2] !== 0) continue;
    stack.push(root2);
    next2.push(0);
    state[root2] = 1;
    while (stack.length > 0) {
      const v = stack[stack.length - 1];
      const k = next2[next2.length - 1];
      if (k < out[v].length) {
        next2[next2.length - 1] = k + 1;
        const ei = out[v][k];
        const w = edges[ei].to;
        if (state[w] === 1) reversed[ei] = 1;
        else if (state[w] === 0) {
          state[w] = 1;
          stack.push(w);
          next2.push(0);
        }
      } else {
        state[v] = 2;
        stack.pop();
        next2.pop();
      }
    }
  }
  const head = (i) => reversed[i] ? edges[i].from : edges[i].to;
  const tail = (i) => reversed[i] ? edges[i].to : edges[i].from;
  const indegree = new Int32Array(n);
  const down = Array.from({ length: n }, () => []);
  edges.forEach((e, i) => {
    if (e.from === e.to) return;
    indegree[head(i)]++;
    down[tail(i)].push(i);
  });
  const rank = new Int32Array(n);
  const queue = [];
  for (let v = 0; v < n; v++) if (indegree[v] === 0) queue.push(v);
  for (let q4 = 0; q4 < queue.length; q4++) {
    const v = queue[q4];
    for (const ei of down[v]) {
      const w = head(ei);
      rank[w] = Math.max(rank[w], rank[v] + 1);
      if (--indegree[w] === 0) queue.push(w);
    }
  }
  const items = [];
  const selfLoop = new Float64Array(n);
  edges.forEach((e) => {
    if (e.from === e.to) selfLoop[e.from] = Math.max(selfLoop[e.from], e.labelWidth + 28);
  });
  for (let v = 0; v < n; v++) {
    items.push({ node: v, width: nodes[v].width + 2 * selfLoop[v], height: nodes[v].height, rank: 2 * rank[v], x: 0, order: 0, up: [], down: [] });
  }
  const byLength = edges.map((_, i) => i).filter((i) => edges[i].from !== edges[i].to);
  byLength.sort((a, b) => rank[head(a)] - rank[tail(a)] - (rank[head(b)] - rank[tail(b)]) || a - b);
  let budget = WAYPOINT_BUDGET * (n + edges.length) + 64;
  const chain = edges.map(() => []);
  for (const ei of byLength) {
    const top = tail(ei);
    const bottom = head(ei);
    const from = 2 * rank[top];
    const to = 2 * rank[bottom];
    const e = edges[ei];
    let prev = top;
    const last2 = budget >= to - from - 1 ? to - 1 : from + 1;
    for (let r = from + 1; r <= last2; r++) {
      const labelled = r === from + 1;
      const id = items.length;
      items.push({ node: -1, width: labelled ? e.labelWidth : 0, height: labelled ? e.labelHeight : 0, rank: r, x: 0, order: 0, up: [prev], down: [] });
      items[prev].down.push(id);
      chain[ei].push(id);
      prev = id;
    }
    budget -= last2 - from;
    items[prev].down.push(bottom);
    items[bottom].up.push(prev);
  }
  let ranks = 0;
  for (const it of items) ranks = Math.max(ranks, it.rank + 1);
  const layers = Array.from({ length: ranks }, () => []);
  const seen = new Uint8Array(items.length);
  const visit = [];
  for (let root2 = 0; root2 < n; root2++) {
    if (seen[root2]) continue;
    visit.push(root2);
    seen[root2] = 1;
    while (visit.length > 0) {
      const v = visit.pop();
      layers[items[v].rank].push(v);
      const kids = items[v].down;
      for (let k = kids.length - 1; k >= 0; k--) {
        const w = kids[k];
        if (!seen[w]) {
          seen[w] = 1;
          visit.push(w);
        }
      }
    }
  }
  for (let i = 0; i < items.length; i++) if (!seen[i]) layers[items[i].rank].push(i);
  const number = (layer) => layer.forEach((id, k) => items[id].order = k);
  layers.forEach(number);
  const weights = new Float64Array(items.length);
  for (let s = 0; s < SWEEPS; s++) {
    const downward = s % 2 === 0;
    for (let k = 1; k < ranks; k++) {
      const layer = layers[downward ? k : ranks - 1 - k];
      for (const id of layer) {
        const nb = downward ? items[id].up : items[id].down;
        let sum = 0;
        for (const w of nb) sum += items[w].order;
        weights[id] = nb.length === 0 ? items[id].order : sum / nb.length;
      }
      layer.sort((a, b) => weights[a] - weights[b] || items[a].order - items[b].order);
      number(layer);
    }
  }
  const gap = (a, b) => (a.width + b.width) / 2 + (a.node >= 0 && b.node >= 0 ? sp.nodeGap : sp.edgeGap);
  const desired = new Float64Array(items.length);
  const left = new Float64Array(items.length);
  const place2 = (layer) => {
    for (let k = 0; k < layer.length; k++) {
      const it = items[layer[k]];
      left[k] = k === 0 ? desired[layer[k]] : Math.max(desired[layer[k]], left[k - 1] + gap(items[layer[k - 1]], it));
    }
    let right = Infinity;
    for (let k = layer.length - 1; k >= 0; k--) {
      const id = layer[k];
      right = k === layer.length - 1 ? desired[id] : Math.min(desired[id], right - gap(items[id], items[layer[k + 1]]));
      items[id].x = (left[k] + right) / 2;
    }
    for (let k = 1; k < layer.length; k++) {
      const a = items[layer[k - 1]];
      const b = items[layer[k]];
      b.x = Math.max(b.x, a.x + gap(a, b));
    }
  };
  for (const layer of layers) {
    let x = 0;
    for (const id of layer) {
      desired[id] = x + items[id].width / 2;
      x += items[id].width + sp.nodeGap;
    }
    for (const id of layer) desired[id] = desired[id] - x / 2;
    place2(layer);
  }
  for (let s = 0; s < 2 * SWEEPS; s++) {
    const downward = s % 2 === 0;
    for (let k = 1; k < ranks; k++) {
      const layer = layers[downward ? k : ranks - 1 - k];
      for (const id of layer) {
        const it = items[id];
        const nb = downward ? it.up : it.down;
        const other = downward ? it.down : it.up;
        let sum = 0;
        for (const w of nb) sum += items[w].x;
        for (const w of other) if (it.node < 0) sum += items[w].x;
        const count2 = nb.length + (it.node < 0 ? other.length : 0);
        desired[id] = count2 === 0 ? it.x : sum / count2;
      }
      place2(layer);
    }
  }
  const rankHeight = new Float64Array(ranks);
  for (const it of items) rankHeight[it.rank] = Math.max(rankHeight[it.rank], it.height);
  const rankY = new Float64Array(ranks);
  let y = sp.margin;
  for (let r = 0; r < ranks; r++) {
    rankY[r] = y + rankHeight[r] / 2;
    y += rankHeight[r] + sp.rankGap;
  }
  let minX = Infinity;
  let maxX = -Infinity;
  for (const it of items) {
    minX = Math.min(minX, it.x - it.width / 2);
    maxX = Math.max(maxX, it.x + it.width / 2);
  }
  if (items.length === 0) minX = maxX = 0;
  const dx = sp.margin - minX;
  const at2 = (id) => ({ x: items[id].x + dx, y: rankY[items[id].rank] });
  const ports = /* @__PURE__ */ new Map();
  for (let v = 0; v < n; v++) {
    for (const side2 of ["down", "up"]) {
      const list3 = side2 === "down" ? items[v].down : items[v].up;
      if (list3.length < 2) continue;
      const sorted = list3.map((id, k) => [id, k]).sort((a, b) => items[a[0]].x - items[b[0]].x || a[1] - b[1]);
      const span2 = Math.min(nodes[v].width * 0.6, 18 * (list3.length - 1));
      sorted.forEach(([id], k) => ports.set(`${v} ${side2} ${id}`, -span2 / 2 + span2 * k / (list3.length - 1)));
    }
  }
  const port = (v, ei, side2) => {
    const c = chain[ei];
    const neighbour = c.length === 0 ? side2 === "down" ? head(ei) : tail(ei) : side2 === "down" ? c[0] : c[c.length - 1];
    return ports.get(`${v} ${side2} ${neighbour}`) ?? 0;
  };
  const layout = { width: maxX - minX + 2 * sp.margin, height: Math.max(y - sp.rankGap + sp.margin, 2 * sp.margin), nodes: [], edges: [] };
  for (let v = 0; v < n; v++) layout.nodes.push(at2(v));
  edges.forEach((e, ei) => {
    const a = layout.nodes[e.from];
    if (e.from === e.to) {
      const w = nodes[e.from].width / 2;
      const h = nodes[e.from].height / 4;
      layout.edges.push({
        points: [{ x: a.x + w, y: a.y - h }, { x: a.x + w + 22, y: a.y - h }, { x: a.x + w + 22, y: a.y + h }, { x: a.x + w, y: a.y + h }],
        label: { x: a.x + w + 26 + e.labelWidth / 2, y: a.y }
      });
      return;
    }
    const top = tail(ei);
    const bottom = head(ei);
    const t = at2(top);
    const b = at2(bottom);
    const points = [
      { x: t.x + port(top, ei, "down"), y: t.y + nodes[top].height / 2 },
      ...chain[ei].map(at2),
      { x: b.x + port(bottom, ei, "up"), y: b.y - nodes[bottom].height / 2 }
    ];
    const label2 = chain[ei].length > 0 ? at2(chain[ei][0]) : { x: (t.x + b.x) / 2, y: (t.y + b.y) / 2 };
    if (reversed[ei]) points.reverse();
    layout.edges.push({ points, label: label2 });
  });
  return layout;
}
var SPACING, WAYPOINT_BUDGET, SWEEPS;
var init_layout2 = __esm({
  "src/graph/layout.ts"() {
    "use strict";
    init_cjs_shims();
    SPACING = { nodeGap: 36, edgeGap: 14, rankGap: 18, margin: 16 };
    WAYPOINT_BUDGET = 12;
    SWEEPS = 6;
  }
});

// src/graph/svg.ts
function nodeBox(look, data) {
  const widest = Math.max(textWidth(look.title) * TITLE_SIZE * 1.05, ...look.details.map((d) => textWidth(d) * DETAIL_SIZE));
  const extra = look.shape === "hexagon" ? 28 : look.shape === "pill" ? 16 : 0;
  return { look, data, width: Math.max(120, Math.ceil(widest + 2 * PAD_X + BAND + extra)), height: 14 + LINE + 2 + look.details.length * LINE };
}
function shapeSvg(b, x, y, dashed) {
  const { look, width: w, height: h } = b;
  const paint2 = `fill="${look.fill}" stroke="${look.stroke}" stroke-width="1.5"${dashed}`;
  switch (look.shape) {
    case "hexagon": {
      const i = 14;
      const pts = [[x + i, y], [x + w - i, y], [x + w, y + h / 2], [x + w - i, y + h], [x + i, y + h], [x, y + h / 2]];
      return `<polygon points="${pts.map(([a, c]) => `${num(a)},${num(c)}`).join(" ")}" ${paint2}/>`;
    }
    case "pill":
      return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(Math.min(h / 2, 22))}" ${paint2}/>`;
    case "rounded":
      return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="10" ${paint2}/>`;
    case "box":
      return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="2" ${paint2}/><rect x="${num(x)}" y="${num(y)}" width="${BAND}" height="${num(h)}" fill="${look.stroke}"/>`;
  }
}
function nodeSvg(b, cx, cy) {
  const { look, width: w, height: h } = b;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const dashed = look.dashed ? ' stroke-dasharray="5 3"' : "";
  const tx = look.shape === "box" ? cx + BAND / 2 : cx;
  const textColour = look.dashed ? COLOURS.unreachable.text : COLOURS.text;
  let out = `<g class="node"${b.data}><title>${xml2(look.tooltip)}</title>${shapeSvg(b, x, y, dashed)}`;
  out += `<text x="${num(tx)}" y="${num(y + 8 + LINE)}" text-anchor="middle" font-size="${TITLE_SIZE}" font-weight="600" fill="${textColour}">${xml2(look.title)}</text>`;
  look.details.forEach((d, i) => {
    const colour = d.startsWith("\u2717") ? COLOURS.error : d.startsWith("\u26A0") ? COLOURS.warning : look.dashed ? COLOURS.unreachable.text : COLOURS.detail;
    out += `<text x="${num(tx)}" y="${num(y + 10 + LINE * (i + 2))}" text-anchor="middle" font-size="${DETAIL_SIZE}" fill="${colour}">${xml2(d)}</text>`;
  });
  if (look.mark === "error") {
    out += `<circle cx="${num(x + w - 3)}" cy="${num(y + 3)}" r="8" fill="${COLOURS.error}" stroke="#FFFFFF" stroke-width="1.5"/>`;
  } else if (look.mark === "warning") {
    out += `<polygon points="${num(x + w - 3)},${num(y - 7)} ${num(x + w + 7)},${num(y + 10)} ${num(x + w - 13)},${num(y + 10)}" fill="${COLOURS.warning}" stroke="#FFFFFF" stroke-width="1.5"/>`;
  }
  if (look.mark !== void 0) {
    out += `<text x="${num(x + w - 3)}" y="${num(y + (look.mark === "error" ? 7 : 8))}" text-anchor="middle" font-size="11" font-weight="700" fill="#FFFFFF">!</text>`;
  }
  return `${out}</g>`;
}
function pathThrough(points) {
  const p = points;
  if (p.length === 0) return "";
  let d = `M${num(p[0].x)},${num(p[0].y)}`;
  if (p.length === 2) return `${d} L${num(p[1].x)},${num(p[1].y)}`;
  for (let i = 1; i < p.length - 1; i++) {
    const a = p[i];
    const b = p[i + 1];
    const end = i === p.length - 2 ? b : { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    d += ` Q${num(a.x)},${num(a.y)} ${num(end.x)},${num(end.y)}`;
  }
  return d;
}
function drawGraphSvg(graph, opts = {}) {
  const prefix = (opts.idPrefix ?? "agentspec-graph").replace(/[^A-Za-z0-9_-]/g, "_");
  const looks = edgeLooks(graph);
  const boxes = [];
  const keyOf4 = /* @__PURE__ */ new Map();
  const hasStart = graph.nodes[0]?.start === true;
  for (const n of graph.nodes) {
    keyOf4.set(n.index, boxes.length);
    boxes.push(nodeBox(nodeLook(n), ` data-index="${n.index}" data-pointer="${n.pointer}"`));
  }
  const missing = missingTargets(graph);
  const missingKey = /* @__PURE__ */ new Map();
  missing.forEach((id, i) => {
    const look = {
      shape: "rounded",
      title: shorten(visible(id), ID_LIMIT),
      details: ["no such node"],
      tooltip: `no node has the id ${visible(id)}`,
      stroke: COLOURS.missing.stroke,
      fill: COLOURS.missing.fill,
      dashed: true
    };
    missingKey.set(id, boxes.length);
    boxes.push(nodeBox(look, ` data-missing="${i}"`));
  });
  const layoutNodes = boxes.map((b) => ({ width: b.width, height: b.height }));
  const layoutEdges = graph.edges.map((e, i) => ({
    from: keyOf4.get(e.from),
    to: e.to === void 0 ? missingKey.get(e.toId) : keyOf4.get(e.to),
    labelWidth: Math.ceil(textWidth(looks[i].label) * LABEL_SIZE) + 10,
    labelHeight: LABEL_SIZE + 8
  }));
  const START = layoutNodes.length;
  if (hasStart) {
    layoutNodes.push({ width: 14, height: 14 });
    layoutEdges.push({ from: START, to: keyOf4.get(0), labelWidth: 0, labelHeight: 0 });
  }
  const laid = layeredLayout(layoutNodes, layoutEdges);
  const width = Math.max(160, Math.ceil(laid.width));
  const height = Math.max(60, Math.ceil(laid.height));
  const title = opts.title ?? `Graph of the spec: ${graph.nodes.length} node${graph.nodes.length === 1 ? "" : "s"}, ${graph.edges.length} transition${graph.edges.length === 1 ? "" : "s"}`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="agentspec-graph" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${prefix}-title" font-family="${FONT}">`,
    `<title id="${prefix}-title">${xml2(title)}</title>`,
    "<defs>",
    ...KINDS3.map((k) => {
      const colour = k === "dead" ? COLOURS.dead : k === "always" ? COLOURS.always : COLOURS.edge;
      return `<marker id="${prefix}-arrow-${k}" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${colour}"/></marker>`;
    }),
    "</defs>",
    `<rect width="${width}" height="${height}" fill="#FFFFFF"/>`
  ];
  if (graph.nodes.length === 0) parts.push(`<text x="${width / 2}" y="${height / 2}" text-anchor="middle" font-size="13" fill="${COLOURS.detail}">no nodes</text>`);
  parts.push('<g class="edges">');
  if (hasStart) {
    const s = laid.nodes[START];
    const e = laid.edges[graph.edges.length];
    parts.push(
      `<g class="start"><title>start: a run begins at the first node</title><circle cx="${num(s.x)}" cy="${num(s.y)}" r="7" fill="${COLOURS.always}"/><path d="${pathThrough(e.points)}" fill="none" stroke="${COLOURS.always}" stroke-width="1.5" marker-end="url(#${prefix}-arrow-always)"/></g>`
    );
  }
  graph.edges.forEach((edge, i) => {
    const look = looks[i];
    const placed = laid.edges[i];
    const d = pathThrough(placed.points);
    const dash = look.kind === "dead" ? ' stroke-dasharray="6 4"' : "";
    const strokeWidth = look.kind === "always" ? "1.8" : "1.3";
    const lw = Math.ceil(textWidth(look.label) * LABEL_SIZE) + 8;
    const lx = placed.label.x;
    const ly = placed.label.y;
    parts.push(
      `<g class="edge edge-${look.kind}" data-from="${edge.from}" data-index="${edge.index}" data-pointer="${edge.pointer}"><title>${xml2(look.tooltip)}</title><path d="${d}" fill="none" stroke="#FFFFFF" stroke-opacity="0" stroke-width="12"/><path d="${d}" fill="none" stroke="${look.colour}" stroke-width="${strokeWidth}"${dash} marker-end="url(#${prefix}-arrow-${look.kind})"/><rect x="${num(lx - lw / 2)}" y="${num(ly - (LABEL_SIZE + 6) / 2)}" width="${lw}" height="${LABEL_SIZE + 6}" rx="3" fill="#FFFFFF" fill-opacity="0.92"/><text x="${num(lx)}" y="${num(ly + LABEL_SIZE / 2 - 1)}" text-anchor="middle" font-size="${LABEL_SIZE}" fill="${look.kind === "dead" ? COLOURS.unreachable.text : COLOURS.detail}">${xml2(look.label)}</text></g>`
    );
  });
  parts.push("</g>", '<g class="nodes">');
  boxes.forEach((box, i) => parts.push(nodeSvg(box, laid.nodes[i].x, laid.nodes[i].y)));
  parts.push("</g>", "</svg>");
  return parts.join("\n") + "\n";
}
var FONT, TITLE_SIZE, DETAIL_SIZE, LABEL_SIZE, PAD_X, BAND, LINE, xml2, num, KINDS3;
var init_svg = __esm({
  "src/graph/svg.ts"() {
    "use strict";
    init_cjs_shims();
    init_look();
    init_layout2();
    init_text2();
    FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
    TITLE_SIZE = 13;
    DETAIL_SIZE = 11;
    LABEL_SIZE = 11;
    PAD_X = 12;
    BAND = 6;
    LINE = 15;
    xml2 = (s) => s.replace(/[&<>"']/g, (c) => c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&#39;");
    num = (n) => String(Math.round(n * 10) / 10);
    KINDS3 = ["when", "always", "dead"];
  }
});

// src/graph/render.ts
function drawGraph(graph, opts) {
  if (opts.format === "mermaid") return renderGraphMermaid(graph, opts.markdown === void 0 ? {} : { markdown: opts.markdown });
  if (opts.format === "dot") return renderGraphDot(graph);
  const svg = {};
  if (opts.idPrefix !== void 0) svg.idPrefix = opts.idPrefix;
  if (opts.title !== void 0) svg.title = opts.title;
  return drawGraphSvg(graph, svg);
}
var init_render = __esm({
  "src/graph/render.ts"() {
    "use strict";
    init_cjs_shims();
    init_dot();
    init_mermaid();
    init_svg();
  }
});

// src/cli/commands/graph.ts
var graph_exports = {};
__export(graph_exports, {
  MAX_DRAWN_NODES: () => MAX_DRAWN_NODES,
  run: () => run8
});
async function run8(args) {
  const { values, positionals } = parse("graph", args, {
    format: { type: "string", short: "f" },
    markdown: { type: "boolean", short: "m" },
    "max-nodes": { type: "string" }
  });
  if (values.help) return help("graph");
  const format = values.format ?? "mermaid";
  if (!FORMATS.includes(format)) throw new UsageError(unknownChoice("format", format, FORMATS), "graph");
  if (values.markdown === true && format !== "mermaid") throw new UsageError("--markdown wraps Mermaid only (drop -f or use -f mermaid)", "graph");
  if (positionals.length !== 1) throw new UsageError("name one spec file (or - for stdin)", "graph");
  const rawMax = values["max-nodes"];
  if (rawMax !== void 0 && !/^[1-9]\d*$/.test(rawMax)) throw new UsageError(`--max-nodes takes a whole number \u2265 1, not "${rawMax}"`, "graph");
  const maxNodes = rawMax === void 0 ? MAX_DRAWN_NODES : Number(rawMax);
  const arg = positionals[0];
  const source = arg === "-" ? { name: STDIN_NAME, stdin: true } : { name: arg, stdin: false };
  const settings = outputSettings("graph", {});
  const read2 = readInput(source);
  if ("error" in read2) return emit([{ name: source.name, issues: [pathIssue(read2.error)] }], settings);
  const checked2 = checkText2(read2.text);
  if (checked2.kind !== "spec") {
    const issues = checked2.kind === "json" ? checked2.issues : [];
    if (issues.length > 0) return emit([{ name: source.name, text: read2.text, issues }], settings);
    throw new UsageError(`${source.name} is a bundle: graph draws one spec (export it from the bundle first)`, "graph");
  }
  const graph = graphOf(checked2.value, { issues: checked2.issues });
  const drawn = graph.nodes.length;
  if (format !== "json" && drawn > maxNodes) {
    throw new UsageError(
      `${source.name} has ${drawn.toLocaleString("en")} nodes, more than a picture can show (--max-nodes ${maxNodes}): use -f json for the graph's model, or --max-nodes ${drawn} to draw it anyway`,
      "graph"
    );
  }
  const out = format === "json" ? JSON.stringify(graph, null, 2) + "\n" : drawGraph(graph, { format, markdown: values.markdown === true });
  process.stdout.write(out);
  return EXIT.clean;
}
var FORMATS, MAX_DRAWN_NODES;
var init_graph2 = __esm({
  "src/cli/commands/graph.ts"() {
    "use strict";
    init_cjs_shims();
    init_model();
    init_render();
    init_args();
    init_document();
    init_files();
    init_options();
    init_usage();
    FORMATS = ["mermaid", "dot", "svg", "json"];
    MAX_DRAWN_NODES = 1e3;
  }
});

// src/diff/bundle.ts
function entries(bundle) {
  const out = [];
  const walk5 = (list3, prefix, depth) => {
    if (!Array.isArray(list3) || depth > 64) return;
    list3.forEach((e, i) => {
      if (!isObject(e)) return;
      const pointer = `${prefix}/${i}`;
      const id = own(e, "id");
      const name2 = own(e, "name");
      const label2 = typeof name2 === "string" ? name2 : typeof id === "string" ? id : pointer;
      out.push({ pointer, key: typeof id === "string" && id !== "" ? `id:${id}` : `name:${label2}`, name: label2, spec: own(e, "spec") });
      walk5(own(e, "subagents"), `${pointer}/subagents`, depth + 1);
    });
  };
  walk5(isObject(bundle) ? own(bundle, "agents") : void 0, "/agents", 0);
  return out;
}
function diffBundles(before2, after) {
  const b = entries(before2);
  const a = entries(after);
  const byKey = /* @__PURE__ */ new Map();
  for (const e of b) if (!byKey.has(e.key)) byKey.set(e.key, e);
  const out = [];
  const emit2 = (changes, eb, ea) => {
    const name2 = (ea ?? eb).name;
    for (const c of changes) {
      const moved = { ...c, message: `agent ${q(name2)}: ${c.message}`, at: ea === void 0 ? "" : `${ea.pointer}/spec${c.at}` };
      if (c.before !== void 0) moved.before = eb === void 0 ? c.before : `${eb.pointer}/spec${c.before}`;
      if (c.after !== void 0) moved.after = ea === void 0 ? c.after : `${ea.pointer}/spec${c.after}`;
      if (eb === void 0) delete moved.before;
      if (ea === void 0) delete moved.after;
      out.push(moved);
    }
  };
  const matched = /* @__PURE__ */ new Set();
  for (const ea of a) {
    const eb = byKey.get(ea.key);
    if (eb !== void 0 && !matched.has(eb)) {
      matched.add(eb);
      emit2(diffSpecs(eb.spec, ea.spec), eb, ea);
    } else emit2(diffSpecs(emptied2(ea.spec), ea.spec), void 0, ea);
  }
  for (const eb of b) if (!matched.has(eb)) emit2(diffSpecs(eb.spec, emptied2(eb.spec)), eb, void 0);
  return out;
}
var emptied2;
var init_bundle3 = __esm({
  "src/diff/bundle.ts"() {
    "use strict";
    init_cjs_shims();
    init_json();
    init_wording();
    init_diff();
    emptied2 = (spec) => isObject(spec) ? { ...spec, nodes: [] } : { nodes: [] };
  }
});

// src/cli/commands/diff/git.ts
function git(args, input2) {
  const r = (0, import_node_child_process.spawnSync)("git", args, { input: input2, maxBuffer: 1024 * 1024 * 1024, env: { ...process.env, GIT_OPTIONAL_LOCKS: "0" } });
  if (r.error) throw new GitError(`cannot run git: ${r.error.message}`, "diff");
  if (r.status !== 0) {
    const said = r.stderr.toString("utf8").trim().split("\n")[0] ?? "";
    throw new GitError(`git ${args[0]} failed${said ? `: ${said}` : ""}`, "diff");
  }
  return r.stdout;
}
function commitOf(rev, option) {
  if (rev === "" || rev.startsWith("-")) throw new UsageError(`${option} takes a git revision (a branch, a tag, a commit, HEAD~1), not "${rev}"`, "diff");
  try {
    return git(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]).toString("utf8").trim();
  } catch (e) {
    if (e instanceof GitError) throw new GitError(`${option}: git knows no commit "${rev}" here`, "diff");
    throw e;
  }
}
function blobs(specs, rev) {
  if (specs.length === 0) return [];
  const out = git(["cat-file", "--batch"], specs.map((s) => `${s}
`).join(""));
  const texts = [];
  let at2 = 0;
  for (const spec of specs) {
    const eol = out.indexOf(10, at2);
    const header = out.subarray(at2, eol).toString("utf8");
    const size = /^[0-9a-f]+ blob (\d+)$/.exec(header);
    if (size === null) throw new GitError(`git cat-file could not read ${spec.slice(spec.indexOf(":") + 1)} at ${rev}`, "diff");
    const start = eol + 1;
    texts.push(out.subarray(start, start + Number(size[1])).toString("utf8"));
    at2 = start + Number(size[1]) + 1;
  }
  return texts;
}
function changedSpecFiles(ref, paths, to) {
  const root2 = git(["rev-parse", "--show-toplevel"]).toString("utf8").trim();
  const commit = commitOf(ref, "--against");
  const toCommit = to === void 0 ? void 0 : commitOf(to, "--to");
  const specs = paths.length === 0 ? ["."] : paths;
  const diff = git(["-c", "core.quotePath=false", "diff", "--no-ext-diff", "--no-textconv", "--name-status", "-z", "-M", commit, ...toCommit === void 0 ? [] : [toCommit], "--", ...specs]).toString("utf8").split("\0");
  const cwd = process.cwd();
  const fromRoot = (p) => (0, import_node_path15.relative)(cwd, (0, import_node_path15.resolve)(root2, p)) || p;
  const files = [];
  for (let i = 0; i + 1 < diff.length; ) {
    const status = diff[i++];
    const letter = status[0];
    if (letter === "R") {
      const from = diff[i++];
      const now = diff[i++];
      if (isSpecPath(now) || isSpecPath(from)) files.push({ status: "renamed", name: fromRoot(now), previous: fromRoot(from), path: from, newPath: now });
      continue;
    }
    const path = diff[i++];
    if (!isSpecPath(path)) continue;
    if (letter === "A") files.push({ status: "added", name: fromRoot(path), newPath: path });
    else if (letter === "D") files.push({ status: "deleted", name: fromRoot(path), path });
    else files.push({ status: "modified", name: fromRoot(path), path, newPath: path });
  }
  if (toCommit === void 0) {
    const untracked = git(["-c", "core.quotePath=false", "ls-files", "--others", "--exclude-standard", "-z", "--", ...specs]).toString("utf8").split("\0");
    for (const p of untracked) if (p !== "" && isSpecPath(p)) files.push({ status: "added", name: (0, import_node_path15.relative)(cwd, (0, import_node_path15.resolve)(cwd, p)) || p });
  }
  const old = files.filter((f) => f.path !== void 0);
  blobs(old.map((f) => `${commit}:${f.path}`), ref).forEach((text, i) => old[i].beforeText = text);
  if (toCommit !== void 0) {
    const now = files.filter((f) => f.newPath !== void 0);
    blobs(now.map((f) => `${toCommit}:${f.newPath}`), to).forEach((text, i) => now[i].afterText = text);
  }
  return files.map(({ path: _path, newPath: _newPath, ...f }) => f).sort((x, y) => x.name < y.name ? -1 : x.name > y.name ? 1 : 0);
}
var import_node_child_process, import_node_path15, GitError, isSpecPath;
var init_git = __esm({
  "src/cli/commands/diff/git.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_child_process = require("child_process");
    import_node_path15 = require("path");
    init_test_file();
    init_usage();
    GitError = class extends UsageError {
    };
    isSpecPath = (p) => p.toLowerCase().endsWith(".json") && !p.toLowerCase().endsWith(TEST_FILE_SUFFIX);
  }
});

// src/cli/commands/diff/replay.ts
var replay_exports = {};
__export(replay_exports, {
  replayTests: () => replayTests
});
function runOn(file, spec) {
  try {
    return runTestFile(file, spec);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
function replayTests(files) {
  const bySpec = /* @__PURE__ */ new Map();
  for (const f of files) if (f.before !== void 0 && f.after !== void 0 && f.status !== "deleted") bySpec.set((0, import_node_path16.resolve)(f.name), f);
  const replay = { files: 0, cases: 0, changed: [], issues: [] };
  const inputs = expandPaths(["."]).filter((i) => i.name.toLowerCase().endsWith(TEST_FILE_SUFFIX));
  for (const input2 of inputs) {
    const read2 = readInput(input2);
    if ("error" in read2) {
      replay.issues.push({ ...pathIssue(read2.error), message: `${input2.name}: ${pathIssue(read2.error).message}` });
      continue;
    }
    const checked2 = validateTestFileText(read2.text);
    if (!checked2.valid || checked2.value === void 0) continue;
    const file = checked2.value;
    const spec = bySpec.get((0, import_node_path16.resolve)((0, import_node_path16.dirname)((0, import_node_path16.resolve)(input2.name)), file.spec));
    if (spec === void 0) continue;
    replay.files++;
    replay.cases += file.cases.length;
    const name2 = (0, import_node_path16.relative)(process.cwd(), (0, import_node_path16.resolve)(input2.name)) || input2.name;
    const before2 = runOn(file, spec.before);
    const after = runOn(file, spec.after);
    if (typeof before2 === "string" || typeof after === "string") {
      if (before2 !== after) replay.changed.push({ file: name2, name: "(every case)", index: -1, what: [typeof after === "string" ? `cannot run on the version after: ${after}` : `could not run on the version before, runs now: ${before2}`] });
      continue;
    }
    for (let i = 0; i < after.length; i++) {
      const b = before2[i].simulation;
      const a = after[i].simulation;
      const what = [];
      if (b.path.join("\0") !== a.path.join("\0")) what.push(`path ${pathWords(b.path)} is now ${pathWords(a.path)}`);
      if (b.end !== a.end) what.push(`ends at ${JSON.stringify(a.end)} (was ${JSON.stringify(b.end)})`);
      if (b.status !== a.status) what.push(`status ${b.status} \u2192 ${a.status}`);
      if (before2[i].passed !== after[i].passed) what.push(after[i].passed ? "now passes" : "now fails");
      if (what.length > 0) replay.changed.push({ file: name2, name: after[i].name, index: i, what });
    }
  }
  return replay;
}
var import_node_path16, pathWords;
var init_replay = __esm({
  "src/cli/commands/diff/replay.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_path16 = require("path");
    init_test_file();
    init_files();
    pathWords = (path) => path.length === 0 ? "(no node)" : path.map((id) => JSON.stringify(id)).join(" \u2192 ");
  }
});

// src/cli/commands/diff/index.ts
var diff_exports = {};
__export(diff_exports, {
  failingClasses: () => failingClasses,
  run: () => run9
});
function failingClasses(failOn) {
  return failOn === "any" ? CHANGE_CLASSES2 : CHANGE_CLASSES2.slice(0, CHANGE_CLASSES2.indexOf(failOn) + 1);
}
function failOnOf(word) {
  if (FAIL_ON.includes(word)) return word;
  const near = didYouMean(word, FAIL_ON);
  throw new UsageError(`--fail-on takes ${FAIL_ON.slice(0, -1).join(", ")} or ${FAIL_ON.at(-1)}, not "${word}"${near === void 0 ? "" : `; did you mean "${near}"?`}`, "diff");
}
async function run9(args) {
  const { values, positionals } = parse("diff", args, OPTIONS2);
  if (values.help) return help("diff");
  const format = values.format ?? "stylish";
  if (!Object.hasOwn(DIFF_FORMATS, format)) throw new UsageError(`unknown format "${format}": use ${Object.keys(DIFF_FORMATS).join(", ")}`, "diff");
  const policy = commandPolicy("diff", values);
  const failOn = values["fail-on"] !== void 0 ? failOnOf(values["fail-on"]) : policy.diff?.failOn ?? "breaking";
  let files;
  let against = values.against;
  let to = values.to;
  if (values["pre-push"] === true) {
    if (against !== void 0 || to !== void 0) throw new UsageError("--pre-push reads both revisions from pre-commit: drop --against and --to", "diff");
    against = process.env["PRE_COMMIT_FROM_REF"];
    to = process.env["PRE_COMMIT_TO_REF"];
    if ((!against || !to) && process.env["PRE_COMMIT_REMOTE_NAME"]) {
      process.stdout.write("agentspec diff: the remote has none of the pushed history; nothing to compare with\n");
      return EXIT.clean;
    }
    if (!against || !to) throw new UsageError("--pre-push runs under pre-commit's pre-push stage, which sets PRE_COMMIT_FROM_REF and PRE_COMMIT_TO_REF; they are not set", "diff");
  }
  if (to !== void 0 && against === void 0) throw new UsageError("--to goes with --against: the revision to compare with", "diff");
  if (against !== void 0) {
    if (positionals.includes("-")) throw new UsageError("with --against, name paths of the working tree (- is not one)", "diff");
    files = changedSpecFiles(against, positionals, to).map((f) => {
      if (policy.layers.length > 0 && optionsOf(policy, { name: f.name, stdin: false }).ignored) return { status: f.status, name: f.name, changes: [], issues: [], skipped: `ignored by the config's "ignores"` };
      return fromGit(f);
    });
  } else {
    if (positionals.length !== 2) throw new UsageError("name two spec files (before and after), or use --against <git revision> [paths\u2026]", "diff");
    if (positionals[0] === "-" && positionals[1] === "-") throw new UsageError("only one of the two files can be - (stdin)", "diff");
    files = [fromFiles(positionals[0], positionals[1])];
  }
  let replay;
  if (values.tests === true) {
    const { replayTests: replayTests2 } = await Promise.resolve().then(() => (init_replay(), replay_exports));
    replay = replayTests2(files);
  }
  const failing = failingClasses(failOn);
  const text = DIFF_FORMATS[format]({ files, failing, ...replay === void 0 ? {} : { replay } }, wantColor(process.stdout.isTTY, process.env));
  if (text) process.stdout.write(text);
  const issues = [...files.flatMap((f) => f.issues), ...replay?.issues ?? []];
  if (issues.some((i) => i.code.startsWith("internal/"))) return EXIT.internal;
  if (issues.some((i) => i.severity === "error")) return EXIT.findings;
  if (files.some((f) => f.changes.some((c) => failing.includes(c.class)))) return EXIT.findings;
  if (replay !== void 0 && replay.changed.length > 0 && failing.includes("behaviour")) return EXIT.findings;
  return EXIT.clean;
}
function fromFiles(beforeName, afterName) {
  const read2 = (name2) => {
    const input2 = name2 === "-" ? { name: STDIN_NAME, stdin: true } : { name: name2, stdin: false };
    const r = readInput(input2);
    return "error" in r ? { issue: pathIssue(r.error) } : { text: r.text };
  };
  const before2 = read2(beforeName);
  const after = read2(afterName);
  const display = (n) => n === "-" ? STDIN_NAME : n;
  return compare({ status: "modified", name: display(afterName), previous: display(beforeName) }, "text" in before2 ? before2.text : void 0, "text" in after ? after.text : void 0, [
    ..."issue" in before2 ? [{ ...before2.issue, message: `the version before (${display(beforeName)}): ${before2.issue.message}` }] : [],
    ..."issue" in after ? [after.issue] : []
  ]);
}
function fromGit(f) {
  let afterText;
  const issues = [];
  if (f.afterText !== void 0) afterText = f.afterText;
  else if (f.status !== "deleted") {
    const r = readInput({ name: f.name, stdin: false });
    if ("error" in r) issues.push(pathIssue(r.error));
    else afterText = r.text;
  }
  const head = { status: f.status, name: f.name };
  if (f.previous !== void 0) head.previous = f.previous;
  return compare(head, f.status === "added" ? "" : f.beforeText, f.status === "deleted" ? "" : afterText, issues);
}
function compare(head, beforeText, afterText, issues) {
  const file = { ...head, changes: [], issues };
  if (beforeText === void 0 || afterText === void 0) return file;
  const before2 = beforeText === "" ? { value: void 0 } : readJsonText(beforeText);
  const after = afterText === "" ? { value: void 0 } : readJsonText(afterText);
  if ("issues" in before2) {
    for (const { range, ...i } of before2.issues) {
      const where2 = range === void 0 ? "" : `:${range.start.line}:${range.start.column}`;
      issues.push({ ...i, message: `the version before (${head.previous ?? head.name}${where2}): ${i.message}` });
    }
  }
  if ("issues" in after) issues.push(...after.issues);
  if ("issues" in before2 || "issues" in after) {
    if (afterText !== "") file.text = afterText;
    return file;
  }
  const sides = [beforeText === "" ? void 0 : before2.value, afterText === "" ? void 0 : after.value];
  const present = sides.filter((v) => v !== void 0);
  const bundles = present.filter((v) => readsAsBundle(v)).length;
  if (bundles > 0 && bundles === present.length) {
    const changes2 = diffBundles(beforeText === "" ? { agents: [] } : before2.value, afterText === "" ? { agents: [] } : after.value);
    if (afterText !== "") file.text = afterText;
    file.changes = locate3(changes2, afterText);
    return file;
  }
  if (bundles > 0) {
    const which = readsAsBundle(sides[1]) ? head.name : head.previous ?? head.name;
    if (head.status === "modified" && head.previous !== void 0) throw new UsageError(`${which} is a bundle and the other file a spec: diff compares two specs or two bundles`, "diff");
    file.skipped = "a bundle on one side and a spec on the other: diff compares two specs or two bundles";
  } else if (head.previous === void 0 && !sides.some((v) => isObject(v) && Object.hasOwn(v, "nodes"))) file.skipped = 'not a spec: no "nodes" on either side';
  if (file.skipped !== void 0) return file;
  const emptied3 = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? { ...v, nodes: [] } : { nodes: [] };
  const beforeValue = beforeText === "" ? emptied3(after.value) : before2.value;
  const afterValue = afterText === "" ? emptied3(before2.value) : after.value;
  const changes = diffSpecs(beforeValue, afterValue);
  file.before = beforeValue;
  file.after = afterValue;
  if (afterText !== "") file.text = afterText;
  file.changes = locate3(changes, afterText);
  return file;
}
function locate3(changes, text) {
  if (text === "") return changes;
  const places = locatePointers(text, changes.map((c) => c.at));
  const lines2 = new LineIndex(text);
  const located = changes.map((c) => ({ ...c, range: lines2.range(spanOf(places, c.at, "key")) }));
  return located.sort((x, y) => x.range.start.offset - y.range.start.offset);
}
var OPTIONS2;
var init_diff2 = __esm({
  "src/cli/commands/diff/index.ts"() {
    "use strict";
    init_cjs_shims();
    init_bundle3();
    init_diff();
    init_kinds();
    init_constants();
    init_suggest();
    init_bundle_format();
    init_json();
    init_line_index();
    init_locate();
    init_args();
    init_color();
    init_document();
    init_format();
    init_git();
    init_files();
    init_policy();
    init_usage();
    OPTIONS2 = {
      ...CONFIG_OPTIONS,
      format: { type: "string", short: "f" },
      against: { type: "string" },
      to: { type: "string" },
      "pre-push": { type: "boolean" },
      "fail-on": { type: "string" },
      tests: { type: "boolean" }
    };
  }
});

// src/lsp/json.ts
function spliceWriterOptions() {
  const place2 = `\0agentspec-json:${(0, import_node_crypto2.randomUUID)()}`;
  const quoted = JSON.stringify(place2);
  const contentTypeEncoder = {
    name: "application/json",
    encode(message) {
      try {
        const spliced = [];
        const stand = (value) => {
          if (!(value instanceof JsonBytes)) return value;
          spliced.push(value.bytes);
          return place2;
        };
        const m = message;
        let shell = m;
        for (const key of ["result", "params"]) {
          const value = m[key];
          if (value instanceof JsonBytes) shell = { ...shell, [key]: stand(value) };
          else if (value !== null && typeof value === "object" && !Array.isArray(value) && Object.values(value).some((v) => v instanceof JsonBytes)) {
            shell = { ...shell, [key]: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stand(v)])) };
          }
        }
        const text = JSON.stringify(shell);
        if (spliced.length === 0) return Promise.resolve(Buffer.from(text, "utf8"));
        const pieces = text.split(quoted);
        if (pieces.length !== spliced.length + 1) throw new Error("a message holds the text that stands for its JSON bytes");
        const out = [];
        pieces.forEach((piece, i) => {
          out.push(Buffer.from(piece, "utf8"));
          if (i < spliced.length) out.push(spliced[i]);
        });
        return Promise.resolve(Buffer.concat(out));
      } catch (error) {
        return Promise.reject(error);
      }
    }
  };
  return { charset: "utf-8", contentTypeEncoder };
}
var import_node_crypto2, decoder2, encoder2, JsonBytes;
var init_json4 = __esm({
  "src/lsp/json.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_crypto2 = require("crypto");
    decoder2 = new TextDecoder("utf-8");
    encoder2 = new TextEncoder();
    JsonBytes = class _JsonBytes {
      constructor(bytes) {
        this.bytes = bytes;
      }
      /** The bytes of `value`'s JSON (`null` for undefined, as a JSON-RPC result is). */
      static of(value) {
        return new _JsonBytes(encoder2.encode(JSON.stringify(value ?? null)));
      }
      /** The value, for a `JSON.stringify` that meets it anywhere but where the writer splices it (a trace of the message). */
      toJSON() {
        return JSON.parse(decoder2.decode(this.bytes));
      }
    };
  }
});

// src/lsp/workers.ts
function transferable(pieces) {
  const out = /* @__PURE__ */ new Set();
  for (const bytes of pieces) {
    const buffer = bytes.buffer;
    if (bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength && buffer instanceof ArrayBuffer && !untransferable(buffer)) out.add(buffer);
  }
  return [...out];
}
function replyOf(id, answer2) {
  if (answer2 instanceof import_node.ResponseError) return { id, error: { code: answer2.code, message: answer2.message } };
  if (answer2 instanceof JsonBytes) return { id, json: answer2.bytes };
  return { id, result: answer2 ?? null };
}
function answerOf(reply) {
  if ("error" in reply) return new import_node.ResponseError(reply.error.code, reply.error.message);
  if ("json" in reply) return new JsonBytes(reply.json);
  if ("result" in reply) return reply.result;
  return { version: reply.version, diagnostics: new JsonBytes(reply.diagnostics) };
}
var threads, import_node_worker_threads, import_node, WORKER_THRESHOLD, untransferable, cancelledError, DocumentWorker, KeptDocument;
var init_workers = __esm({
  "src/lsp/workers.ts"() {
    "use strict";
    init_cjs_shims();
    threads = __toESM(require("worker_threads"), 1);
    import_node_worker_threads = require("worker_threads");
    import_node = require("vscode-languageserver/node");
    init_json4();
    init_role();
    WORKER_THRESHOLD = 4 * 1024 * 1024;
    untransferable = threads.isMarkedAsUntransferable ?? (() => false);
    cancelledError = () => new import_node.ResponseError(import_node.LSPErrorCodes.RequestCancelled, "the request was cancelled");
    DocumentWorker = class {
      constructor(doc, setup) {
        this.doc = doc;
        this.setup = setup;
      }
      worker;
      queue = [];
      running;
      nextId = 1;
      closed = false;
      /** The check waiting in the queue, if any: a second one asked before it runs shares its answer. */
      queuedCheck;
      /** Hands the editor's changes on to the worker (a worker not started yet reads the text when it starts). */
      change(changes, version2) {
        this.worker?.postMessage({ kind: "change", version: version2, changes });
      }
      /** Every kept check is stale (a config changed). */
      stale() {
        this.worker?.postMessage({ kind: "stale" });
      }
      /**
       * The answer to a request about the document, or the error to answer with (-32800 when
       * cancelled); with `bytes`, the answer is `JsonBytes` (it goes to the client as it is).
       */
      request(method, params, token, bytes) {
        if (token.isCancellationRequested) return Promise.resolve(cancelledError());
        const job = this.enqueue((id) => ({ kind: "request", id, method, params, bytes }));
        const listener = token.onCancellationRequested(() => this.cancel(job));
        return job.promise.finally(() => listener.dispose());
      }
      /** The document's diagnostics, checked in the worker; undefined when the worker could not check it. */
      check() {
        if (this.queuedCheck) return this.queuedCheck;
        let answer2;
        const job = this.enqueue(
          (id) => ({ kind: "check", id }),
          () => {
            if (this.queuedCheck === answer2) this.queuedCheck = void 0;
          }
        );
        answer2 = job.promise.then((r) => r !== null && typeof r === "object" && "diagnostics" in r ? r : void 0);
        if (this.queued(job)) this.queuedCheck = answer2;
        return answer2;
      }
      /** Ends the worker; what waits is answered as cancelled. */
      close() {
        this.closed = true;
        for (const job of this.queue.splice(0)) this.finish(job, cancelledError());
        if (this.running) this.finish(this.running, cancelledError());
        this.running = void 0;
        void this.worker?.terminate();
        this.worker = void 0;
      }
      queued(job) {
        return this.queue.includes(job);
      }
      enqueue(make, started) {
        const id = this.nextId++;
        let resolve12;
        const promise = new Promise((r) => resolve12 = r);
        const job = { id, message: make(id), resolve: resolve12, done: false, promise };
        if (started) job.started = started;
        if (this.closed) this.finish(job, cancelledError());
        else {
          this.queue.push(job);
          this.pump();
        }
        return job;
      }
      finish(job, value) {
        if (job.done) return;
        job.done = true;
        job.resolve(value);
      }
      cancel(job) {
        if (job.done) return;
        const waiting = this.queue.indexOf(job);
        if (waiting >= 0) {
          this.queue.splice(waiting, 1);
          this.finish(job, cancelledError());
          return;
        }
        if (this.running === job) {
          this.running = void 0;
          this.finish(job, cancelledError());
          const worker = this.worker;
          this.worker = void 0;
          void worker?.terminate();
          this.pump();
        }
      }
      pump() {
        if (this.running || this.closed) return;
        const job = this.queue.shift();
        if (!job) return;
        job.started?.();
        this.running = job;
        if (this.worker) {
          this.worker.postMessage(job.message);
          return;
        }
        setImmediate(() => {
          if (this.running === job && !job.done && !this.closed) this.ensure().postMessage(job.message);
        });
      }
      ensure() {
        if (this.worker) return this.worker;
        const worker = new import_node_worker_threads.Worker(this.setup.script, { workerData: this.setup });
        this.worker = worker;
        const doc = this.doc();
        if (doc) worker.postMessage({ kind: "open", uri: doc.uri, languageId: doc.languageId, version: doc.version, text: doc.getText() });
        worker.on("message", (reply) => {
          if (this.worker !== worker) return;
          const job = this.running;
          if (!job || job.id !== reply.id) return;
          this.running = void 0;
          this.finish(job, answerOf(reply));
          this.pump();
        });
        const lost = () => {
          if (this.worker !== worker) return;
          this.worker = void 0;
          const job = this.running;
          this.running = void 0;
          if (job) this.finish(job, new import_node.ResponseError(import_node.LSPErrorCodes.RequestFailed, "the document's worker stopped before it answered"));
          this.pump();
        };
        worker.on("error", lost);
        worker.on("exit", lost);
        return worker;
      }
    };
    KeptDocument = class {
      constructor(uri, languageId, version2, source, setup, refused2 = () => void 0) {
        this.uri = uri;
        this.languageId = languageId;
        this.version = version2;
        this.refused = refused2;
        this.keeper = new import_node_worker_threads.Worker(setup.script, { workerData: { ...setup, role: LSP_ROLES.keeper } });
        this.keeper.postMessage(
          "text" in source ? { kind: "open", uri, languageId, version: version2, text: source.text } : { kind: "openBody", uri, languageId, version: version2, body: source.body },
          "body" in source ? transferable(source.body) : []
        );
        this.keeper.on("message", (reply) => {
          if ("refused" in reply) {
            this.refused(reply.refused);
            return;
          }
          const answer2 = this.waiting.get(reply.id);
          this.waiting.delete(reply.id);
          answer2?.(answerOf(reply));
        });
        const gone = () => {
          this.lost ??= "the thread holding this document stopped: close the document and open it again";
          for (const answer2 of this.waiting.values()) answer2(new import_node.ResponseError(import_node.LSPErrorCodes.RequestFailed, this.lost));
          this.waiting.clear();
        };
        this.keeper.on("error", gone);
        this.keeper.on("exit", gone);
      }
      keeper;
      waiting = /* @__PURE__ */ new Map();
      nextId = 1;
      lost;
      /** A large change, as the bytes of its didChange message in the pieces they came in (the keeper reads them). */
      changeBody(body, version2) {
        this.version = version2;
        this.keeper.postMessage({ kind: "changeBody", version: version2, body }, transferable(body));
      }
      /** The editor's changes, applied by the keeper (and its compute thread) in the order they came. */
      change(changes, version2) {
        this.version = version2;
        this.keeper.postMessage({ kind: "change", version: version2, changes });
      }
      /** Every kept check is stale (a config changed). */
      stale() {
        this.keeper.postMessage({ kind: "stale" });
      }
      /**
       * The answer to a request about the document, or the error to answer with (-32800 when
       * cancelled); with `bytes`, the answer is `JsonBytes` (it goes to the client as it is).
       */
      request(method, params, token, bytes) {
        if (token.isCancellationRequested) return Promise.resolve(cancelledError());
        const id = this.nextId++;
        const answer2 = this.post({ kind: "request", id, method, params, bytes });
        const listener = token.onCancellationRequested(() => this.keeper.postMessage({ kind: "cancel", id }));
        return answer2.finally(() => listener.dispose());
      }
      /** The document's diagnostics and the version they are of; undefined when it could not be checked. */
      async check() {
        const r = await this.post({ kind: "check", id: this.nextId++ });
        return r !== null && typeof r === "object" && "diagnostics" in r ? r : void 0;
      }
      /** Ends the keeper and its compute thread; what waits is answered as cancelled. */
      close() {
        this.lost = "the document was closed";
        for (const answer2 of this.waiting.values()) answer2(cancelledError());
        this.waiting.clear();
        void this.keeper.terminate();
      }
      post(message) {
        if (this.lost !== void 0) return Promise.resolve(new import_node.ResponseError(import_node.LSPErrorCodes.RequestFailed, this.lost));
        return new Promise((resolve12) => {
          this.waiting.set(message.id, resolve12);
          this.keeper.postMessage(message);
        });
      }
    };
  }
});

// src/language/rename.ts
function renameTargetAt(text, offset) {
  const view = specView(text);
  const hit = idAt(view, cursorAt(text, offset));
  if (!hit) return { error: "only a node id can be renamed here: put the cursor on a node's id, a `to`, an `of` or an `of.nodeId`" };
  if (!declarationOf(view, hit.id)) return { error: `no node has the id ${JSON.stringify(hit.id)}: there is nothing to rename` };
  return { id: hit.id, from: hit.from, to: hit.to };
}
function refusal(text, id, name2) {
  if (name2.length === 0) return "a node id cannot be empty";
  if (name2 === id) return void 0;
  if (specNodes2(specView(text)).some((n) => n.item.id === name2)) return `a node already has the id ${JSON.stringify(name2)}: choose another name`;
  return void 0;
}
function renameEdits(text, offset, name2) {
  const target2 = renameTargetAt(text, offset);
  if ("error" in target2) return target2;
  const why = refusal(text, target2.id, name2);
  if (why !== void 0) return { error: why };
  const view = specView(text);
  const insert = JSON.stringify(name2);
  const edits = [];
  for (const { item, start } of specNodes2(view)) if (item.id === target2.id) edits.push({ from: start + item.idFrom, to: start + item.idTo, insert });
  for (const r of referencesTo(view, target2.id)) edits.push({ from: r.from, to: r.to, insert });
  edits.sort((a, b) => a.from - b.from);
  return { id: target2.id, edits };
}
function testFileReferences(text, id) {
  const root2 = readTree(text);
  const out = [];
  const cases = valueOf(root2, "cases");
  if (cases?.kind !== "array") return out;
  const keysNaming = (obj) => {
    if (obj?.kind !== "object") return;
    for (const p of obj.properties) if (p.key === id && p.keyQuoted) out.push({ from: p.keyStart, to: p.keyEnd });
  };
  const naming = (v) => {
    if (v?.kind === "string" && v.closed && v.value === id) out.push({ from: v.start, to: v.end });
  };
  for (const c of cases.items) {
    keysNaming(valueOf(c, "results"));
    const expect = valueOf(c, "expect");
    const path = valueOf(expect, "path");
    if (path?.kind === "array") for (const item of path.items) naming(item);
    naming(valueOf(expect, "end"));
    keysNaming(valueOf(expect, "routes"));
  }
  return out.sort((a, b) => a.from - b.from);
}
function testFileRenameEdits(text, id, name2) {
  const insert = JSON.stringify(name2);
  return testFileReferences(text, id).map((r) => ({ ...r, insert }));
}
function highlightsAt(text, offset) {
  const view = specView(text);
  const hit = idAt(view, cursorAt(text, offset));
  if (!hit) return [];
  const out = [];
  for (const { item, start } of specNodes2(view)) if (item.id === hit.id) out.push({ from: start + item.idFrom, to: start + item.idTo, kind: "write" });
  for (const r of referencesTo(view, hit.id)) out.push({ from: r.from, to: r.to, kind: "read" });
  return out;
}
var init_rename = __esm({
  "src/language/rename.ts"() {
    "use strict";
    init_cjs_shims();
    init_navigate();
    init_context2();
    init_offset();
    init_tree();
  }
});

// src/lsp/config.ts
function stamp(dir) {
  let out = "";
  for (let at2 = dir; ; ) {
    let mtime = -1;
    try {
      mtime = (0, import_node_fs8.statSync)((0, import_node_path17.join)(at2, CONFIG_FILE)).mtimeMs;
    } catch {
    }
    out += `${mtime};`;
    try {
      (0, import_node_fs8.statSync)((0, import_node_path17.join)(at2, ".git"));
      return out;
    } catch {
    }
    const up = (0, import_node_path17.dirname)(at2);
    if (up === at2) return out;
    at2 = up;
  }
}
function brokenIssue(error) {
  const first = error.issues[0];
  const message = `${error.file} cannot be used: ${first ? `${first.range ? `${first.range.start.line}:${first.range.start.column} ` : ""}${first.message}` : "unknown reason"}`;
  return { code: first?.code ?? "config/invalid-value", severity: "error", pointer: "", message };
}
function suppressionsReader() {
  const read2 = /* @__PURE__ */ new Map();
  return (path) => {
    let mtime = -1;
    try {
      mtime = (0, import_node_fs8.statSync)(path).mtimeMs;
    } catch {
    }
    let known2 = read2.get(path);
    if (!known2 || known2.mtime !== mtime) {
      known2 = { mtime };
      if (mtime !== -1) {
        try {
          known2.suppressions = readSuppressions(path).suppressions;
        } catch (error) {
          if (!(error instanceof ConfigError)) throw error;
          known2.broken = brokenIssue(error);
        }
      }
      read2.set(path, known2);
    }
    return known2;
  };
}
function documentSettings(choice) {
  const byDir = /* @__PURE__ */ new Map();
  const baseline = suppressionsReader();
  return (uri) => {
    if (!uri.startsWith("file:") || choice.noConfig) return { strict: choice.strict };
    const path = (0, import_node_url3.fileURLToPath)(uri);
    const dir = (0, import_node_path17.dirname)(path);
    const now = choice.config === void 0 ? stamp(dir) : "";
    let known2 = byDir.get(dir);
    if (!known2 || known2.stamp !== now) {
      try {
        known2 = { stamp: now, policy: loadPolicy({ cwd: dir, config: choice.config }) };
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        known2 = { stamp: now, broken: brokenIssue(error) };
      }
      byDir.set(dir, known2);
    }
    if (!known2.policy) return { strict: choice.strict, broken: known2.broken };
    const options = known2.policy.optionsFor(policyPath(path));
    const settings = { strict: choice.strict || options.strict, rules: options.rules };
    if (options.ignored) settings.ignored = true;
    const at2 = suppressionsPath(known2.policy, dir);
    if (at2 !== void 0) {
      const { suppressions, broken } = baseline(at2);
      if (broken) settings.broken = broken;
      const entry = suppressions?.[suppressionKey(at2, path)];
      if (entry) settings.suppressed = entry;
    }
    return settings;
  };
}
var import_node_fs8, import_node_path17, import_node_url3, isConfigUri, configIssues;
var init_config5 = __esm({
  "src/lsp/config.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_fs8 = require("fs");
    import_node_path17 = require("path");
    import_node_url3 = require("url");
    init_config2();
    init_config2();
    init_config3();
    init_suppressions();
    isConfigUri = (uri) => uri.endsWith(`/${CONFIG_FILE}`);
    configIssues = (text) => checkConfigText(text).issues;
  }
});

// src/language/edits.ts
function tokens(text) {
  const out = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace6(c)) {
      i++;
      continue;
    }
    const from = i;
    if (c === 34) {
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 92 && text.charCodeAt(i + 1) !== 10) i += 2;
        else if (d === 34 || d === 10) {
          i++;
          break;
        } else i++;
      }
      i = Math.min(i, n);
    } else if (isPunct(c)) i++;
    else while (i < n && !isSpace6(text.charCodeAt(i)) && !isPunct(text.charCodeAt(i)) && text.charCodeAt(i) !== 34) i++;
    out.push({ from, to: i, text: text.slice(from, i) });
  }
  return out;
}
function myers(a, b, a0, a1, b0, b1) {
  const n = a1 - a0;
  const m = b1 - b0;
  const max = Math.min(n + m, Math.max(1, Math.floor(MAX_WORK / Math.max(1, n + m))));
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace2 = [];
  const eq = (x, y) => a[a0 + x].text === b[b0 + y].text;
  for (let d = 0; d <= max; d++) {
    trace2.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || k !== d && v[offset + k - 1] < v[offset + k + 1] ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && eq(x, y)) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        const pairs = [];
        let cx = n;
        let cy = m;
        for (let e = d; e > 0; e--) {
          const pv = trace2[e];
          const at2 = (kk2) => pv[kk2 + e + 1];
          const kk = cx - cy;
          const down = kk === -e || kk !== e && at2(kk - 1) < at2(kk + 1);
          const pk = down ? kk + 1 : kk - 1;
          const px = at2(pk);
          const py = px - pk;
          const sx = down ? px : px + 1;
          const sy = sx - kk;
          while (cx > sx && cy > sy) pairs.push([a0 + --cx, b0 + --cy]);
          cx = px;
          cy = py;
        }
        while (cx > 0 && cy > 0) pairs.push([a0 + --cx, b0 + --cy]);
        return pairs.reverse();
      }
    }
  }
  return void 0;
}
function matchTokens(a, b, a0, a1, b0, b1) {
  if (a0 === a1 || b0 === b1) return [];
  const counts3 = /* @__PURE__ */ new Map();
  for (let i = a0; i < a1; i++) {
    if (a[i].to - a[i].from === 1) continue;
    const c = counts3.get(a[i].text);
    if (c) c[0]++;
    else counts3.set(a[i].text, [1, 0, i]);
  }
  const anchors = [];
  for (let j = b0; j < b1; j++) {
    if (b[j].to - b[j].from === 1) continue;
    const c = counts3.get(b[j].text);
    if (c) c[1]++;
  }
  for (let j = b0; j < b1; j++) {
    if (b[j].to - b[j].from === 1) continue;
    const c = counts3.get(b[j].text);
    if (c && c[0] === 1 && c[1] === 1) anchors.push([c[2], j]);
  }
  if (anchors.length === 0) return myers(a, b, a0, a1, b0, b1) ?? [];
  anchors.sort((x, y) => x[0] - y[0]);
  const tails = [];
  const prev = new Int32Array(anchors.length).fill(-1);
  for (let i = 0; i < anchors.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (anchors[tails[mid]][1] < anchors[i][1]) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1];
    tails[lo] = i;
  }
  const chain = [];
  for (let i = tails[tails.length - 1]; i >= 0; i = prev[i]) chain.push(anchors[i]);
  chain.reverse();
  const out = [];
  let pa = a0;
  let pb = b0;
  const add = (pairs) => {
    if (pairs) for (const p of pairs) out.push(p);
  };
  for (const [i, j] of chain) {
    add(myers(a, b, pa, i, pb, j));
    out.push([i, j]);
    pa = i + 1;
    pb = j + 1;
  }
  add(myers(a, b, pa, a1, pb, b1));
  return out;
}
function trimmed(before2, from, to, insert) {
  const old = before2.slice(from, to);
  if (old === insert) return void 0;
  let p = 0;
  const maxP = Math.min(old.length, insert.length);
  while (p < maxP && old.charCodeAt(p) === insert.charCodeAt(p)) p++;
  if (p > 0 && isHigh(old.charCodeAt(p - 1))) p--;
  let s = 0;
  const maxS = Math.min(old.length, insert.length) - p;
  while (s < maxS && old.charCodeAt(old.length - 1 - s) === insert.charCodeAt(insert.length - 1 - s)) s++;
  if (s > 0 && isLow(old.charCodeAt(old.length - s))) s--;
  return { from: from + p, to: to - s, insert: insert.slice(p, insert.length - s) };
}
function minimalEdits(before2, after) {
  if (before2 === after) return [];
  const p = commonPrefix(before2, after);
  const s = commonSuffix(before2, after, p);
  const from = p === 0 ? 0 : before2.lastIndexOf("\n", p - 1) + 1;
  const nl = before2.indexOf("\n", before2.length - s);
  const tail = nl < 0 ? 0 : before2.length - nl;
  return diffTokens(before2.slice(from, before2.length - tail), after.slice(from, after.length - tail)).map((e) => ({ from: e.from + from, to: e.to + from, insert: e.insert }));
}
function diffTokens(before2, after) {
  const a = tokens(before2);
  const b = tokens(after);
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre].text === b[pre].text) pre++;
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf].text === b[b.length - 1 - suf].text) suf++;
  const middle = matchTokens(a, b, pre, a.length - suf, pre, b.length - suf);
  const pairs = [];
  for (let i = 0; i < pre; i++) pairs.push([i, i]);
  for (const p of middle) pairs.push(p);
  for (let i = suf; i > 0; i--) pairs.push([a.length - i, b.length - i]);
  const edits = [];
  let atA = 0;
  let atB = 0;
  const gap = (toA, toB) => {
    const e = trimmed(before2, atA, toA, after.slice(atB, toB));
    if (e) edits.push(e);
  };
  for (const [i, j] of pairs) {
    gap(a[i].from, b[j].from);
    atA = a[i].to;
    atB = b[j].to;
  }
  gap(before2.length, after.length);
  return edits;
}
var isSpace6, isPunct, MAX_WORK, isHigh, isLow;
var init_edits = __esm({
  "src/language/edits.ts"() {
    "use strict";
    init_cjs_shims();
    init_compare();
    isSpace6 = (c) => c === 32 || c === 10 || c === 13 || c === 9;
    isPunct = (c) => c === 123 || c === 125 || c === 91 || c === 93 || c === 58 || c === 44;
    MAX_WORK = 4e6;
    isHigh = (c) => c >= 55296 && c <= 56319;
    isLow = (c) => c >= 56320 && c <= 57343;
  }
});

// src/language/structure.ts
function foldingSpans(text) {
  const out = [];
  const stack = [];
  const root2 = fullTree(text);
  if (root2) stack.push(root2);
  while (stack.length > 0) {
    const v = stack.pop();
    if (v.kind === "object") {
      out.push({ from: v.start, to: v.end });
      for (let i = v.properties.length - 1; i >= 0; i--) {
        const value = v.properties[i].value;
        if (value) stack.push(value);
      }
    } else if (v.kind === "array") {
      out.push({ from: v.start, to: v.end });
      for (let i = v.items.length - 1; i >= 0; i--) stack.push(v.items[i]);
    }
  }
  return out;
}
function selectionSpans(text, offset) {
  const at2 = cursorAt(text, offset);
  const out = [];
  const push = (from, to) => {
    const last2 = out[out.length - 1];
    if (!last2 || last2.from !== from || last2.to !== to) out.push({ from, to });
  };
  let v = fullTree(text);
  while (v && v.start <= at2 && at2 <= v.end) {
    push(v.start, v.end);
    let inner2;
    if (v.kind === "object") {
      for (const p of v.properties) {
        const end = p.value ? p.value.end : p.keyEnd;
        if (p.keyStart <= at2 && at2 <= end) {
          push(p.keyStart, end);
          if (at2 <= p.keyEnd) push(p.keyStart, p.keyEnd);
          else inner2 = p.value;
          break;
        }
      }
    } else if (v.kind === "array") inner2 = v.items.find((item) => item.start <= at2 && at2 <= item.end);
    v = inner2;
  }
  return out;
}
function routeHints(text, from = 0, to = text.length) {
  const view = specView(text);
  const out = [];
  for (const n of specNodes2(view)) {
    if (n.start > to) break;
    if (n.start + n.item.end < from || n.item.actionType !== "WEBHOOK") continue;
    const config = valueOf(nodeTree(view, n), "config");
    if (config?.kind !== "object" || config.properties.some((p) => p.key === "proxy")) continue;
    const at2 = config.start + 1;
    if (at2 < from || at2 > to) continue;
    out.push({ at: at2, label: "proxy: direct", tooltip: "No `proxy`: the platform sends this call over the direct connection (the default route)." });
  }
  return out;
}
var init_structure = __esm({
  "src/language/structure.ts"() {
    "use strict";
    init_cjs_shims();
    init_context2();
    init_offset();
    init_tree();
  }
});

// src/language/config.ts
function deref(s) {
  const ref = s?.["$ref"];
  if (typeof ref !== "string" || !ref.startsWith("#/")) return s;
  let at2 = schemaRoot();
  for (const part of ref.slice(2).split("/")) at2 = isSchema(at2) ? at2[part.replace(/~1/g, "/").replace(/~0/g, "~")] : void 0;
  return isSchema(at2) ? at2 : void 0;
}
function child(s, key) {
  if (!s) return void 0;
  if (typeof key === "number") return isSchema(s["items"]) ? deref(s["items"]) : void 0;
  const props = s["properties"];
  return isSchema(props) && Object.hasOwn(props, key) && isSchema(props[key]) ? deref(props[key]) : void 0;
}
function containerSchema(loc) {
  let s = schemaRoot();
  let path = "";
  for (let i = 0; i + 1 < loc.steps.length; i++) {
    const parent = loc.steps[i].node;
    const next2 = loc.steps[i + 1].node;
    if (parent.kind === "object") {
      const key = parent.properties.find((p) => p.value === next2)?.key;
      if (key === void 0) return { schema: void 0, path };
      s = child(s, key);
      path = path === "" ? key : `${path}.${key}`;
    } else {
      s = child(s, 0);
      path = `${path}[${parent.items.indexOf(next2)}]`;
    }
  }
  return { schema: s, path };
}
function skeleton(s) {
  if (Array.isArray(s["enum"]) || s["type"] === "string") return '"${1}"';
  if (s["type"] === "array") return "[${1}]";
  if (s["type"] === "object") return "{${1}}";
  return "${1}";
}
function configCompletionsAt(text, offset) {
  const at2 = cursorAt(text, offset);
  const tree = fullTree(text);
  const loc = tree ? locate2(tree, at2) : void 0;
  if (!loc || loc.where === "item") return { from: at2, to: at2, items: [] };
  const { schema, path } = containerSchema(loc);
  const { from, to, quoted } = span(text, loc, at2);
  const items = [];
  if (loc.where === "key") {
    const props = schema?.["properties"];
    if (!isSchema(props)) return { from, to, items };
    const obj = loc.steps[loc.steps.length - 1].node;
    const present = new Set(obj.properties.filter((p2) => p2 !== loc.property).map((p2) => p2.key));
    const withColon = loc.property !== void 0 && loc.property.colon >= 0;
    for (const [name2, raw] of Object.entries(props)) {
      const s2 = deref(isSchema(raw) ? raw : void 0);
      if (!s2 || present.has(name2) || refused(s2)) continue;
      const key = (quoted ? "" : '"') + escapeSnippet(inner(name2)) + '"';
      const item = { label: name2, kind: "property", insertText: withColon ? key : `${key}: ${skeleton(s2)}`, snippet: true, detail: where(path) };
      if (typeof s2["description"] === "string") item.documentation = s2["description"];
      items.push(item);
    }
    return { from, to, items };
  }
  const p = loc.property;
  const s = child(schema, p.key);
  if (!s) return { from, to, items };
  const str3 = (v) => quoted ? inner(v) + '"' : JSON.stringify(v);
  const detail = path === "" ? p.key : `${path}.${p.key}`;
  const values = Array.isArray(s["enum"]) ? s["enum"] : s["type"] === "boolean" && !quoted ? [true, false] : [];
  for (const v of values) {
    if (typeof v !== "string" && quoted) continue;
    const item = { label: typeof v === "string" ? v : JSON.stringify(v), kind: "value", insertText: typeof v === "string" ? str3(v) : JSON.stringify(v), detail };
    const words2 = typeof v === "string" && isRuleSetting(path) ? SETTING_WORDS[v] : void 0;
    if (words2 !== void 0) item.documentation = words2;
    items.push(item);
  }
  return { from, to, items };
}
function configHoverAt(text, offset) {
  const at2 = cursorAt(text, offset);
  const tree = fullTree(text);
  const loc = tree ? locate2(tree, at2) : void 0;
  if (!loc?.property || loc.steps[loc.steps.length - 1].node.kind !== "object") return void 0;
  const { schema, path } = containerSchema(loc);
  const p = loc.property;
  const s = child(schema, p.key);
  const rules3 = isRuleSetting(path);
  if (loc.where === "key") {
    const lines3 = [`**${p.key}** \xB7 ${rules3 ? "rule setting" : where(path)}`];
    const description = s?.["description"];
    if (typeof description === "string") lines3.push(description);
    else if (schema !== void 0 && !s) lines3.push(rules3 ? "No code is named so: the config is refused (`config/unknown-rule`)." : "Not a property the config takes here: the config is refused (`config/unknown-property`).");
    else return void 0;
    return { from: p.keyStart, to: p.keyEnd, markdown: lines3.join("\n\n") };
  }
  const token = loc.token;
  if (!token || !s) return void 0;
  const lines2 = [`**${p.key}**: \`${JSON.stringify(token.value).replace(/`/g, "'")}\``];
  const words2 = rules3 && typeof token.value === "string" && Object.hasOwn(SETTING_WORDS, token.value) ? SETTING_WORDS[token.value] : void 0;
  if (words2 !== void 0) lines2.push(words2);
  if (typeof s["description"] === "string") lines2.push(s["description"]);
  return { from: token.start, to: token.end, markdown: lines2.join("\n\n") };
}
var root, schemaRoot, SETTING_WORDS, isSchema, refused, where, isRuleSetting;
var init_config6 = __esm({
  "src/language/config.ts"() {
    "use strict";
    init_cjs_shims();
    init_schema2();
    init_completion();
    init_context2();
    init_offset();
    schemaRoot = () => root ??= configJsonSchema();
    SETTING_WORDS = {
      off: "The code's findings are not reported.",
      warn: "The code's findings are warnings (they fail a run only over `maxWarnings` / `--max-warnings`).",
      error: "The code's findings are errors: the file is not valid and the run fails."
    };
    isSchema = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
    refused = (s) => isSchema(s["not"]) && Object.keys(s["not"]).length === 0;
    where = (path) => path === "" ? "agentspec.config.json" : path;
    isRuleSetting = (path) => path === "rules" || /^overrides\[\d+\]\.rules$/.test(path);
  }
});

// src/lsp/answers.ts
function typedText(text, from, to, cursor) {
  const end = Math.min(Math.max(cursor, from), to);
  const start = from < end && text.charCodeAt(from) === 34 ? from + 1 : from;
  return text.slice(start, end);
}
function isSubsequence(typed, label2) {
  let j = 0;
  for (let i = 0; i < label2.length && j < typed.length; i++) if (label2.charCodeAt(i) === typed.charCodeAt(j)) j++;
  return j === typed.length;
}
function narrowCompletions(items, typed, limit = COMPLETION_LIMIT) {
  if (items.length <= limit) return { items: [...items], incomplete: false };
  const lower = typed.toLowerCase();
  const prefixed = [];
  const others = [];
  for (const item of items) {
    const label2 = item.label.toLowerCase();
    if (label2.startsWith(lower)) {
      if (prefixed.length < limit) prefixed.push(item);
    } else if (prefixed.length + others.length < limit && isSubsequence(lower, label2)) others.push(item);
  }
  const kept = [...prefixed, ...others].slice(0, limit);
  return { items: kept, incomplete: kept.length < items.length };
}
function completionItems(doc, text, c) {
  const range = rangeOf(doc, c.from, c.to);
  const quoted = text.charCodeAt(c.from) === 34 && c.from < c.to;
  return c.items.map((item, i) => {
    const out = { label: item.label, kind: KINDS4[item.kind], textEdit: { range, newText: item.insertText }, sortText: String(i).padStart(4, "0") };
    if (item.snippet) out.insertTextFormat = import_node2.InsertTextFormat.Snippet;
    if (quoted) out.filterText = `"${item.label}`;
    if (item.detail !== void 0) out.detail = item.detail;
    if (item.documentation !== void 0) out.documentation = { kind: import_node2.MarkupKind.Markdown, value: item.documentation };
    return out;
  });
}
function completionAnswer(doc, text, c, cursor, listEditRange) {
  const narrowed = narrowCompletions(c.items, typedText(text, c.from, c.to, cursor));
  const sent = { from: c.from, to: c.to, items: narrowed.items };
  if (!listEditRange) {
    const items2 = completionItems(doc, text, sent);
    return narrowed.incomplete ? { isIncomplete: true, items: items2 } : items2;
  }
  const quoted = text.charCodeAt(c.from) === 34 && c.from < c.to;
  const items = sent.items.map((item, i) => {
    const out = { label: item.label, kind: KINDS4[item.kind], sortText: String(i).padStart(4, "0") };
    if (item.insertText !== item.label) out.textEditText = item.insertText;
    if (item.snippet) out.insertTextFormat = import_node2.InsertTextFormat.Snippet;
    if (quoted) out.filterText = `"${item.label}`;
    if (item.detail !== void 0) out.detail = item.detail;
    if (item.documentation !== void 0) out.documentation = { kind: import_node2.MarkupKind.Markdown, value: item.documentation };
    return out;
  });
  return { isIncomplete: narrowed.incomplete, itemDefaults: { editRange: rangeOf(doc, c.from, c.to) }, items };
}
function toSymbol(doc, s) {
  const start = doc.positionAt(s.from);
  const selectionRange = rangeOf(doc, s.selectionFrom, s.selectionTo);
  const children = s.kind === "node" || s.children.length > 0 ? s.children.map((c) => toSymbol(doc, c)) : void 0;
  const symbol = {
    name: s.name,
    kind: s.kind === "node" ? import_node2.SymbolKind.Class : import_node2.SymbolKind.Event,
    range: { start, end: doc.positionAt(s.to) },
    selectionRange
  };
  if (children) symbol.children = children;
  if (s.detail !== void 0) symbol.detail = s.detail;
  return symbol;
}
function outlineAnswer(doc, text, kept) {
  const { starts, items, indexes } = specView(text).index;
  const parts = [OPEN2];
  for (let k = 0; k < items.length; k++) {
    const item = items[k];
    if (!item.object) continue;
    const start = starts[k];
    const index = indexes[k];
    const at2 = doc.positionAt(start);
    let entry = kept.get(item);
    if (entry === void 0 || entry.line !== at2.line || entry.character !== at2.character || entry.index !== index) {
      entry = { line: at2.line, character: at2.character, index, bytes: Buffer.from(JSON.stringify(toSymbol(doc, nodeSymbol(item, start, index))), "utf8") };
      kept.set(item, entry);
    }
    if (parts.length > 1) parts.push(COMMA3);
    parts.push(entry.bytes);
  }
  parts.push(CLOSE);
  return new JsonBytes(Buffer.concat(parts));
}
var import_node2, KINDS4, rangeOf, COMPLETION_LIMIT, takesListEditRange, OPEN2, COMMA3, CLOSE;
var init_answers = __esm({
  "src/lsp/answers.ts"() {
    "use strict";
    init_cjs_shims();
    import_node2 = require("vscode-languageserver/node");
    init_context2();
    init_navigate();
    init_json4();
    KINDS4 = {
      property: import_node2.CompletionItemKind.Property,
      value: import_node2.CompletionItemKind.EnumMember,
      node: import_node2.CompletionItemKind.Reference,
      path: import_node2.CompletionItemKind.Field,
      snippet: import_node2.CompletionItemKind.Snippet
    };
    rangeOf = (doc, from, to) => ({ start: doc.positionAt(from), end: doc.positionAt(to) });
    COMPLETION_LIMIT = 100;
    takesListEditRange = (capabilities) => capabilities.textDocument?.completion?.completionList?.itemDefaults?.includes("editRange") === true;
    OPEN2 = Buffer.from("[");
    COMMA3 = Buffer.from(",");
    CLOSE = Buffer.from("]");
  }
});

// src/lsp/features.ts
function toDiagnostic(doc, issue) {
  const from = issue.range?.start.offset ?? 0;
  return {
    range: rangeOf(doc, from, issue.range?.end.offset ?? from),
    severity: issue.severity === "error" ? import_node3.DiagnosticSeverity.Error : import_node3.DiagnosticSeverity.Warning,
    code: issue.code,
    source: "agentspec",
    message: issue.message,
    // The issue itself, so a code action gets its fixes without validating again.
    data: issue
  };
}
function toAction(doc, fix, diagnostic) {
  return {
    title: fix.safe ? fix.title : `${fix.title} (unsafe)`,
    kind: import_node3.CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    isPreferred: fix.safe && fix.preferred,
    edit: { changes: { [doc.uri]: fix.edits.map((e) => ({ range: rangeOf(doc, e.from, e.to), newText: e.insert })) } }
  };
}
function withSpecChecks(doc, checked2, settings) {
  if (!doc.uri.startsWith("file:")) return checked2;
  const against = testSpecFindings((0, import_node_url4.fileURLToPath)(doc.uri), false, checked2.value, /* @__PURE__ */ new Map());
  if (against.findings.length === 0) return checked2;
  const placed = locateTestFindings(doc.getText(), against.findings);
  const issues = sortIssues([...checked2.issues, ...settings.rules === void 0 ? placed : applyRuleSettings(placed, settings.rules)], void 0);
  return { ...checked2, valid: !issues.some((i) => i.severity === "error"), issues };
}
function documentFeatures(settingsOf, client = { listEditRange: false }) {
  const kinds = /* @__PURE__ */ new Map();
  const kindOf2 = (doc) => {
    const known2 = kinds.get(doc.uri);
    if (known2?.version === doc.version) return known2.kind;
    const text = doc.getText();
    if (known2?.start !== void 0 && text.startsWith(known2.start)) {
      known2.version = doc.version;
      return known2.kind;
    }
    const { kind, read: read2 } = documentKindOf(doc.uri, text);
    kinds.set(doc.uri, read2 < text.length ? { version: doc.version, kind, start: text.slice(0, read2) } : { version: doc.version, kind });
    return kind;
  };
  const specDoc = (doc) => {
    if (!doc) return void 0;
    const kind = kindOf2(doc);
    return kind === "spec" || kind === "undecided" ? doc : void 0;
  };
  const configDoc = (doc) => doc && kindOf2(doc) === "config" ? doc : void 0;
  const checkers = /* @__PURE__ */ new Map();
  const optionsOf2 = (uri, settings = settingsOf(uri)) => settings.rules === void 0 ? { fileName: uri, strict: settings.strict } : { fileName: uri, strict: settings.strict, rules: settings.rules };
  const checkedOf = (doc) => {
    let kept = checkers.get(doc.uri);
    if (!kept) checkers.set(doc.uri, kept = { checker: documentChecker() });
    if (kept.checked === void 0 || kept.version !== doc.version) {
      const settings = settingsOf(doc.uri);
      kept.checked = kept.checker.check(doc.getText(), optionsOf2(doc.uri, settings));
      if (kept.checked.kind === "test") kept.checked = withSpecChecks(doc, kept.checked, settings);
      if (settings.broken) kept.checked = { ...kept.checked, valid: false, issues: [settings.broken, ...kept.checked.issues] };
      kept.version = doc.version;
    }
    return { checker: kept.checker, checked: kept.checked };
  };
  const outline = /* @__PURE__ */ new WeakMap();
  const diagnostics = (doc) => {
    const kind = kindOf2(doc);
    if (isConfigUri(doc.uri)) return configIssues(doc.getText()).map((i) => toDiagnostic(doc, i));
    if (kind !== "spec" && kind !== "bundle" && kind !== "test") return [];
    const settings = settingsOf(doc.uri);
    if (settings.ignored === true) return [];
    let issues = checkedOf(doc).checked.issues;
    if (settings.suppressed) {
      const hidden = hiddenCodes(settings.suppressed, countByCode(issues));
      if (hidden.size > 0) issues = issues.filter((i) => !hidden.has(i.code));
    }
    return issues.map((i) => toDiagnostic(doc, i));
  };
  const formatEdits = (doc) => {
    const text = doc.getText();
    const formatted = formatText(text, [], doc.uri);
    if ("issues" in formatted) {
      const first = formatted.issues[0];
      const where2 = first.range ? `line ${first.range.start.line}, column ${first.range.start.column}: ` : "";
      return new import_node3.ResponseError(import_node3.LSPErrorCodes.RequestFailed, `the document cannot be formatted: ${where2}${first.message}`);
    }
    return minimalEdits(text, formatted.output);
  };
  const formattable = (doc) => {
    if (!doc) return void 0;
    const kind = kindOf2(doc);
    return kind === "other" || kind === "undecided" ? void 0 : doc;
  };
  const requests = {
    "textDocument/completion": (d, params) => {
      const config = configDoc(d);
      const doc = config ?? specDoc(d);
      if (!doc) return [];
      const text = doc.getText();
      const cursor = doc.offsetAt(params.position);
      return completionAnswer(doc, text, (config ? configCompletionsAt : completionsAt)(text, cursor), cursor, client.listEditRange);
    },
    "textDocument/hover": (d, params) => {
      const config = configDoc(d);
      const doc = config ?? specDoc(d);
      if (!doc) return null;
      const h = (config ? configHoverAt : hoverAt)(doc.getText(), doc.offsetAt(params.position));
      return h ? { contents: { kind: import_node3.MarkupKind.Markdown, value: h.markdown }, range: rangeOf(doc, h.from, h.to) } : null;
    },
    "textDocument/definition": (d, params) => {
      const doc = specDoc(d);
      if (!doc) return null;
      const found = definitionAt(doc.getText(), doc.offsetAt(params.position));
      return found ? { uri: doc.uri, range: rangeOf(doc, found.from, found.to) } : null;
    },
    "textDocument/references": (d, params) => {
      const doc = specDoc(d);
      if (!doc) return [];
      return referencesAt(doc.getText(), doc.offsetAt(params.position), { includeDeclaration: params.context.includeDeclaration }).map((r) => ({
        uri: doc.uri,
        range: rangeOf(doc, r.from, r.to)
      }));
    },
    "textDocument/documentHighlight": (d, params) => {
      const doc = specDoc(d);
      if (!doc) return [];
      return highlightsAt(doc.getText(), doc.offsetAt(params.position)).map((h) => ({
        range: rangeOf(doc, h.from, h.to),
        kind: h.kind === "write" ? import_node3.DocumentHighlightKind.Write : import_node3.DocumentHighlightKind.Read
      }));
    },
    "textDocument/documentSymbol": (d) => {
      const doc = specDoc(d);
      return doc ? outlineAnswer(doc, doc.getText(), outline) : [];
    },
    "textDocument/foldingRange": (doc) => {
      if (!doc || kindOf2(doc) === "other") return [];
      const out = [];
      for (const s of foldingSpans(doc.getText())) {
        const start = doc.positionAt(s.from).line;
        const end = doc.positionAt(s.to).line - 1;
        if (end > start) out.push(import_node3.FoldingRange.create(start, end));
      }
      return out;
    },
    "textDocument/selectionRange": (doc, params) => {
      if (!doc || kindOf2(doc) === "other") return [];
      const text = doc.getText();
      return params.positions.map((p) => {
        let range;
        for (const s of selectionSpans(text, doc.offsetAt(p))) range = range ? { range: rangeOf(doc, s.from, s.to), parent: range } : { range: rangeOf(doc, s.from, s.to) };
        return range ?? { range: { start: p, end: p } };
      });
    },
    "textDocument/inlayHint": (d, params) => {
      const doc = specDoc(d);
      if (!doc) return [];
      return routeHints(doc.getText(), doc.offsetAt(params.range.start), doc.offsetAt(params.range.end)).map((h) => ({
        position: doc.positionAt(h.at),
        label: h.label,
        tooltip: h.tooltip,
        paddingLeft: true,
        paddingRight: true
      }));
    },
    "textDocument/codeAction": (doc, params) => {
      const docKind = doc ? kindOf2(doc) : void 0;
      if (!doc || docKind !== "spec" && docKind !== "bundle" && docKind !== "test") return [];
      const text = doc.getText();
      const only = params.context.only;
      const wants = (kind) => only ? only.some((k) => kind === k || kind.startsWith(`${k}.`)) : kind === import_node3.CodeActionKind.QuickFix;
      const actions = [];
      let kept;
      const check2 = () => kept ??= checkedOf(doc);
      if (wants(import_node3.CodeActionKind.QuickFix)) {
        for (const diagnostic of params.context.diagnostics) {
          if (!meets(diagnostic.range, params.range)) continue;
          let issue = isIssue(diagnostic.data) ? diagnostic.data : void 0;
          if (!issue && diagnostic.source === "agentspec") {
            issue = check2().checked.issues.find((i) => {
              if (i.code !== diagnostic.code || i.range === void 0) return false;
              const at2 = doc.positionAt(i.range.start.offset);
              return at2.line === diagnostic.range.start.line && at2.character === diagnostic.range.start.character;
            });
          }
          if (issue) for (const fix of fixesFor(text, issue)) actions.push(toAction(doc, fix, diagnostic));
        }
      }
      if (only && wants(import_node3.CodeActionKind.SourceFixAll)) {
        const { checker, checked: checked2 } = check2();
        if (checked2.kind !== "json" && checked2.issues.some((i) => fixesFor(text, i).some((f) => f.safe && f.preferred))) {
          const fixed = fixText(text, optionsOf2(doc.uri), checker, checked2);
          if (fixed.applied.length > 0) {
            actions.push({
              title: `Fix all safe issues (${fixed.applied.length})`,
              kind: import_node3.CodeActionKind.SourceFixAll,
              edit: { changes: { [doc.uri]: toLspEdits(doc, minimalEdits(text, fixed.text)) } }
            });
          }
        }
      }
      return actions;
    },
    "textDocument/formatting": (d) => {
      const doc = formattable(d);
      if (!doc) return [];
      const edits = formatEdits(doc);
      return edits instanceof import_node3.ResponseError ? edits : toLspEdits(doc, edits);
    },
    "textDocument/rangeFormatting": (d, params) => {
      const doc = formattable(d);
      if (!doc) return [];
      const edits = formatEdits(doc);
      if (edits instanceof import_node3.ResponseError) return edits;
      const from = doc.offsetAt(params.range.start);
      const to = doc.offsetAt(params.range.end);
      return toLspEdits(
        doc,
        edits.filter((e) => from <= e.from && e.to <= to)
      );
    },
    "textDocument/prepareRename": (d, params) => {
      const doc = specDoc(d);
      if (!doc) return null;
      const target2 = renameTargetAt(doc.getText(), doc.offsetAt(params.position));
      if ("error" in target2) return new import_node3.ResponseError(import_node3.LSPErrorCodes.RequestFailed, target2.error);
      return { range: rangeOf(doc, target2.from + 1, target2.to - 1), placeholder: target2.id };
    },
    // A rename's edits in the document itself, and the id renamed (the server adds the test files' edits).
    "agentspec/renameInDocument": (d, params) => {
      const doc = specDoc(d);
      if (!doc) return null;
      const renamed2 = renameEdits(doc.getText(), doc.offsetAt(params.position), params.newName);
      if ("error" in renamed2) return new import_node3.ResponseError(import_node3.LSPErrorCodes.RequestFailed, renamed2.error);
      return { id: renamed2.id, edits: toLspEdits(doc, renamed2.edits) };
    },
    // The nodes of a spec as workspace symbols, filtered by the query (lower case).
    "agentspec/nodeSymbols": (doc, params) => {
      if (!doc || documentKind(doc.uri, doc.getText()) !== "spec") return [];
      const query = params.query;
      const out = [];
      for (const s of documentSymbols(doc.getText())) {
        if (query && !s.name.toLowerCase().includes(query)) continue;
        out.push({ name: s.name, range: rangeOf(doc, s.selectionFrom, s.selectionTo) });
      }
      return out;
    }
  };
  return {
    kindOf: kindOf2,
    diagnostics,
    forget(uri) {
      checkers.delete(uri);
      kinds.delete(uri);
    },
    stale() {
      for (const kept of checkers.values()) delete kept.version;
    },
    requests
  };
}
var import_node3, import_node_url4, isIssue, toLspEdits, before, meets;
var init_features = __esm({
  "src/lsp/features.ts"() {
    "use strict";
    init_cjs_shims();
    import_node3 = require("vscode-languageserver/node");
    init_check4();
    init_language();
    init_document_kind();
    init_edits();
    init_rename();
    init_structure();
    init_format2();
    init_config5();
    init_suppressions();
    init_test_spec();
    import_node_url4 = require("url");
    init_severity();
    init_order();
    init_test_file();
    init_config6();
    init_answers();
    isIssue = (v) => v !== null && typeof v === "object" && typeof v.code === "string" && typeof v.message === "string";
    toLspEdits = (doc, edits) => edits.map((e) => ({ range: rangeOf(doc, e.from, e.to), newText: e.insert }));
    before = (a, b) => a.line < b.line || a.line === b.line && a.character < b.character;
    meets = (a, b) => !before(a.end, b.start) && !before(b.end, a.start);
  }
});

// src/lsp/text.ts
function ordered(range) {
  const { start, end } = range;
  return start.line > end.line || start.line === end.line && start.character > end.character ? { start: end, end: start } : range;
}
var BYTES_FROM, LF3, CR3, isEol, isAscii, EditedDocument;
var init_text3 = __esm({
  "src/lsp/text.ts"() {
    "use strict";
    init_cjs_shims();
    init_line_index();
    BYTES_FROM = 1024 * 1024;
    LF3 = 10;
    CR3 = 13;
    isEol = (c) => c === CR3 || c === LF3;
    isAscii = (text) => Buffer.byteLength(text, "utf8") === text.length;
    EditedDocument = class {
      constructor(uri, languageId, version2, text, options = {}) {
        this.uri = uri;
        this.languageId = languageId;
        this.version = version2;
        this.options = options;
        this.text = text;
        this.keepBytes();
      }
      text;
      lines;
      /** A large ASCII text's bytes, with room to grow; `text` is read from its first `text.length` bytes. */
      bytes;
      /** The line of the last position asked for. */
      lastLine = 0;
      getText(range) {
        if (!range) return this.text;
        return this.text.substring(this.offsetAt(range.start), this.offsetAt(range.end));
      }
      get lineCount() {
        return this.lineOffsets().length;
      }
      positionAt(offset) {
        const at2 = Math.max(Math.min(offset, this.text.length), 0);
        const lines2 = this.lineOffsets();
        const line = this.lineOf(at2, lines2);
        this.lastLine = line;
        return { line, character: this.beforeEol(at2, lines2[line]) - lines2[line] };
      }
      /**
       * The line an offset is on. Callers mostly ask in the text's order (an outline, a list of
       * diagnostics): the line of the last answer and the few after it are tried before a binary search.
       */
      lineOf(at2, lines2) {
        const last2 = Math.min(this.lastLine, lines2.length - 1);
        if (lines2[last2] <= at2) {
          for (let line = last2, tries = 0; tries < 8; line++, tries++) {
            if (line + 1 >= lines2.length || lines2[line + 1] > at2) return line;
          }
        }
        let low = 0;
        let high = lines2.length;
        while (low < high) {
          const mid = low + high >>> 1;
          if (lines2[mid] > at2) high = mid;
          else low = mid + 1;
        }
        return low - 1;
      }
      offsetAt(position) {
        const lines2 = this.lineOffsets();
        if (position.line >= lines2.length) return this.text.length;
        if (position.line < 0) return 0;
        const start = lines2[position.line];
        if (position.character <= 0) return start;
        const next2 = position.line + 1 < lines2.length ? lines2[position.line + 1] : this.text.length;
        return this.beforeEol(Math.min(start + position.character, next2), start);
      }
      /** The range of a line's text, its line break left out (a line past the last is the last). */
      getLineRange(line) {
        const lines2 = this.lineOffsets();
        if (line >= lines2.length) {
          const last2 = lines2.length - 1;
          return { start: { line: last2, character: 0 }, end: { line: last2, character: this.text.length - lines2[last2] } };
        }
        if (line < 0) return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
        const start = lines2[line];
        const next2 = line + 1 < lines2.length ? lines2[line + 1] : this.text.length;
        return { start: { line, character: 0 }, end: { line, character: this.beforeEol(next2, start) - start } };
      }
      /** A line's line break (`""` for the last line, and for a line that does not exist). */
      getEOLCharacters(line) {
        const lines2 = this.lineOffsets();
        if (line < 0 || line >= lines2.length) return "";
        const next2 = line + 1 < lines2.length ? lines2[line + 1] : this.text.length;
        return this.text.substring(this.beforeEol(next2, lines2[line]), next2);
      }
      /** Applies the editor's changes in their order; the document is then at `version`. */
      update(changes, version2) {
        for (const change of changes) {
          if ("range" in change && change.range !== void 0) this.splice(ordered(change.range), change.text);
          else {
            this.text = change.text;
            this.lines = void 0;
            this.keepBytes();
          }
        }
        this.version = version2;
        return this;
      }
      /** One incremental change: the text, then its line offsets (as the reference implementation keeps them). */
      splice(range, insert) {
        const from = this.offsetAt(range.start);
        const to = this.offsetAt(range.end);
        this.text = this.bytes && isAscii(insert) ? this.spliceBytes(this.bytes, from, to, insert) : this.spliceString(from, to, insert);
        const end = from + insert.length;
        const t = this.text;
        if (t.charCodeAt(from - 1) === CR3 && t.charCodeAt(from) === LF3 || t.charCodeAt(end - 1) === CR3 && t.charCodeAt(end) === LF3) {
          this.lines = void 0;
          return;
        }
        const lines2 = this.lines;
        if (!lines2) return;
        const startLine = Math.min(Math.max(range.start.line, 0), lines2.length - 1);
        const endLine = Math.min(Math.max(range.end.line, 0), lines2.length - 1);
        const added = lineStarts(insert).slice(1).map((start) => from + start);
        if (endLine - startLine === added.length) {
          for (let i = 0; i < added.length; i++) lines2[startLine + 1 + i] = added[i];
        } else {
          this.lines = added.length < 1e4 ? (lines2.splice(startLine + 1, endLine - startLine, ...added), lines2) : [...lines2.slice(0, startLine + 1), ...added, ...lines2.slice(endLine + 1)];
        }
        const shift = insert.length - (to - from);
        if (shift !== 0) {
          const all = this.lines;
          for (let i = startLine + 1 + added.length; i < all.length; i++) all[i] = all[i] + shift;
        }
      }
      spliceString(from, to, insert) {
        this.bytes = void 0;
        return this.text.substring(0, from) + insert + this.text.substring(to);
      }
      spliceBytes(bytes, from, to, insert) {
        const length = this.text.length - (to - from) + insert.length;
        let target2 = bytes;
        if (length > bytes.length) {
          target2 = Buffer.allocUnsafeSlow(length + (length >> 2));
          bytes.copy(target2, 0, 0, from);
        }
        bytes.copy(target2, from + insert.length, to, this.text.length);
        target2.write(insert, from, "ascii");
        this.bytes = target2;
        return target2.toString("ascii", 0, length);
      }
      /** Keeps a large ASCII text's bytes (or none). */
      keepBytes() {
        this.bytes = void 0;
        if (this.text.length < (this.options.bytesFrom ?? BYTES_FROM) || !isAscii(this.text)) return;
        const bytes = Buffer.allocUnsafeSlow(this.text.length + (this.text.length >> 2));
        bytes.write(this.text, 0, "ascii");
        this.bytes = bytes;
      }
      lineOffsets() {
        return this.lines ??= lineStarts(this.text);
      }
      beforeEol(offset, lineStart) {
        while (offset > lineStart && isEol(this.text.charCodeAt(offset - 1))) offset--;
        return offset;
      }
    };
  }
});

// src/lsp/protocol.ts
function joined(body) {
  if (body instanceof Uint8Array) return body;
  if (body.length === 1) return body[0];
  const out = new Uint8Array(body.reduce((n, piece) => n + piece.length, 0));
  let at2 = 0;
  for (const piece of body) {
    out.set(piece, at2);
    at2 += piece.length;
  }
  return out;
}
function slice(body, from, to) {
  if (body instanceof Uint8Array) return body.subarray(from, to);
  const parts = [];
  let start = 0;
  for (const piece of body) {
    const end = start + piece.length;
    if (end > from && start < to) parts.push(piece.subarray(Math.max(0, from - start), Math.min(piece.length, to - start)));
    if (end >= to) break;
    start = end;
  }
  return joined(parts);
}
function indexOf(buf, pattern, from, until) {
  const last2 = Math.min(until, buf.length) - pattern.length;
  outer: for (let i = from; i <= last2; i++) {
    for (let k = 0; k < pattern.length; k++) if (buf[i + k] !== pattern[k]) continue outer;
    return i;
  }
  return -1;
}
function nextHeader(buf, from) {
  for (let i = from; i + 15 <= buf.length; i++) {
    let k = 0;
    while (k < 15 && (buf[i + k] | 32) === "content-length:".charCodeAt(k)) k++;
    if (k === 15) return i;
  }
  return -1;
}
function documentNotice(body) {
  const length = byteLength(body);
  if (length <= 2 * NOTICE_WINDOW) return void 0;
  const decoder3 = new TextDecoder("utf-8");
  const found = /* @__PURE__ */ new Map();
  for (const window of [decoder3.decode(slice(body, 0, NOTICE_WINDOW)), decoder3.decode(slice(body, length - NOTICE_WINDOW, length))]) {
    for (const m of window.matchAll(MEMBER)) {
      let value;
      try {
        value = JSON.parse(m[2]);
      } catch {
        return void 0;
      }
      found.set(m[1], [...found.get(m[1]) ?? [], value]);
    }
  }
  const one = (name2) => {
    const values = found.get(name2);
    return values?.length === 1 ? values[0] : void 0;
  };
  const method = one("method");
  const uri = one("uri");
  const version2 = one("version");
  if (found.has("id") || one("jsonrpc") !== "2.0" || typeof uri !== "string" || typeof version2 !== "number" || !Number.isSafeInteger(version2)) return void 0;
  if (method === "textDocument/didChange" && !found.has("languageId")) return { method, uri, version: version2 };
  const languageId = one("languageId");
  if (method === "textDocument/didOpen" && typeof languageId === "string") return { method, uri, version: version2, languageId };
  return void 0;
}
var RPC_ERRORS, byteLength, MAX_HEADER_BYTES, CRLFCRLF, CONTENT_LENGTH, answer, validId, FrameReader, Lifecycle, NOTICE_WINDOW, MEMBER;
var init_protocol = __esm({
  "src/lsp/protocol.ts"() {
    "use strict";
    init_cjs_shims();
    RPC_ERRORS = { parseError: -32700, invalidRequest: -32600, serverNotInitialized: -32002 };
    byteLength = (body) => body instanceof Uint8Array ? body.length : body.reduce((n, piece) => n + piece.length, 0);
    MAX_HEADER_BYTES = 8192;
    CRLFCRLF = [13, 10, 13, 10];
    CONTENT_LENGTH = /^content-length:[ \t]*(\d+)[ \t]*$/i;
    answer = (id, code2, message) => ({ kind: "answer", answer: { jsonrpc: "2.0", id, error: { code: code2, message } } });
    validId = (id) => typeof id === "string" || typeof id === "number" && Number.isInteger(id);
    FrameReader = class {
      /** With `largeBody`, a body of more bytes is handed out undecoded (a `large` event). */
      constructor(options = {}) {
        this.options = options;
      }
      /** What has come and is not read yet, as it came (joined only when read: a large body is copied once). */
      chunks = [];
      size = 0;
      /** The body length announced by the last header, while its bytes are still coming. */
      need;
      /** Skipping to the next `Content-Length:` (after a bad header). */
      resync = false;
      decoder = new TextDecoder("utf-8", { fatal: true });
      /** The first `n` bytes as the pieces they are kept in, removed from what is kept (n ≤ size). */
      takePieces(n) {
        const out = [];
        let left = n;
        while (left > 0) {
          const c = this.chunks[0];
          if (c.length <= left) {
            out.push(c);
            this.chunks.shift();
            left -= c.length;
          } else {
            out.push(c.subarray(0, left));
            this.chunks[0] = c.subarray(left);
            left = 0;
          }
        }
        this.size -= n;
        return out;
      }
      /** The first `n` bytes, removed from what is kept (n ≤ size). */
      take(n) {
        const first = this.chunks[0];
        let out;
        if (first.length >= n) {
          out = first.subarray(0, n);
          if (first.length === n) this.chunks.shift();
          else this.chunks[0] = first.subarray(n);
        } else {
          out = new Uint8Array(n);
          let at2 = 0;
          while (at2 < n) {
            const c = this.chunks[0];
            const k = Math.min(c.length, n - at2);
            out.set(c.subarray(0, k), at2);
            at2 += k;
            if (k === c.length) this.chunks.shift();
            else this.chunks[0] = c.subarray(k);
          }
        }
        this.size -= n;
        return out;
      }
      /** Everything kept, as one array (what waits for a header is small: at most a header and a chunk). */
      flat() {
        if (this.chunks.length !== 1) {
          const all = this.take(this.size);
          this.chunks = [all];
          this.size = all.length;
        }
        return this.chunks[0];
      }
      push(chunk) {
        if (chunk.length > 0) {
          this.chunks.push(chunk);
          this.size += chunk.length;
        }
        const out = [];
        while (this.size > 0) {
          if (this.need !== void 0) {
            if (this.size < this.need) break;
            const large = this.options.largeBody !== void 0 && this.need > this.options.largeBody;
            const body = large ? this.takePieces(this.need) : this.take(this.need);
            this.need = void 0;
            out.push(large ? { kind: "large", body } : this.parse(body));
            continue;
          }
          const buf = this.flat();
          if (this.resync) {
            const next2 = nextHeader(buf, 0);
            if (next2 < 0) {
              this.take(Math.max(0, buf.length - 14));
              break;
            }
            this.take(next2);
            this.resync = false;
            continue;
          }
          const end = indexOf(buf, CRLFCRLF, 0, MAX_HEADER_BYTES + 4);
          if (end < 0) {
            if (buf.length > MAX_HEADER_BYTES) {
              out.push(answer(null, RPC_ERRORS.parseError, `a message header longer than ${MAX_HEADER_BYTES} bytes without its blank line; skipped to the next Content-Length header`));
              this.resync = true;
              this.take(1);
              continue;
            }
            break;
          }
          const header = new TextDecoder("latin1").decode(buf.subarray(0, end));
          this.take(end + 4);
          let length;
          for (const line of header.split("\r\n")) {
            const m = CONTENT_LENGTH.exec(line);
            if (m) length = Number(m[1]);
          }
          if (length === void 0 || !Number.isSafeInteger(length)) {
            out.push(answer(null, RPC_ERRORS.parseError, "a message header without a numeric Content-Length; skipped to the next Content-Length header"));
            this.resync = true;
            continue;
          }
          this.need = length;
        }
        if (this.need === 0) {
          this.need = void 0;
          out.push(this.parse(new Uint8Array(0)));
        }
        return out;
      }
      /** A body's message, or the answer refusing it. */
      parse(body) {
        let value;
        try {
          value = JSON.parse(this.decoder.decode(joined(body)));
        } catch (e) {
          const why = e instanceof SyntaxError ? "not JSON" : "not UTF-8";
          return answer(null, RPC_ERRORS.parseError, `the message body is ${why}`);
        }
        if (value === null || typeof value !== "object" || Array.isArray(value)) {
          return answer(null, RPC_ERRORS.invalidRequest, Array.isArray(value) ? "batches are not part of the language server protocol" : "a message must be a JSON object");
        }
        const m = value;
        const id = m["id"];
        const hasId = Object.hasOwn(m, "id");
        if (m["jsonrpc"] !== "2.0") return answer(hasId && validId(id) ? id : null, RPC_ERRORS.invalidRequest, 'a message must say "jsonrpc": "2.0"');
        if (hasId && id !== null && !validId(id)) return answer(null, RPC_ERRORS.invalidRequest, "a message id must be an integer or a string");
        const isCall = typeof m["method"] === "string";
        const isResponse = hasId && (Object.hasOwn(m, "result") || Object.hasOwn(m, "error"));
        if (!isCall && !isResponse) return answer(hasId && validId(id) ? id : null, RPC_ERRORS.invalidRequest, "a message must have a method, or be a response with a result or an error");
        return { kind: "message", message: m };
      }
    };
    Lifecycle = class {
      state = "new";
      /** The answer to send instead of handing the message on, `"drop"`, or undefined to hand it on. */
      admit(message) {
        const method = message["method"];
        if (typeof method !== "string") return void 0;
        const isRequest = Object.hasOwn(message, "id");
        const id = message["id"];
        if (method === "exit") return void 0;
        if (this.state === "new") {
          if (method === "initialize" && isRequest) {
            this.state = "running";
            return void 0;
          }
          return isRequest ? { jsonrpc: "2.0", id, error: { code: RPC_ERRORS.serverNotInitialized, message: `the server is not initialized: send "initialize" before "${method}"` } } : "drop";
        }
        if (this.state === "shut") {
          return isRequest ? { jsonrpc: "2.0", id, error: { code: RPC_ERRORS.invalidRequest, message: `the server is shut down: only "exit" is accepted, not "${method}"` } } : "drop";
        }
        if (method === "initialize" && isRequest) return { jsonrpc: "2.0", id, error: { code: RPC_ERRORS.invalidRequest, message: "the server is already initialized" } };
        if (method === "shutdown" && isRequest) this.state = "shut";
        return void 0;
      }
    };
    NOTICE_WINDOW = 4096;
    MEMBER = /[{,]\s*"(jsonrpc|method|id|uri|version|languageId)"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+|null)/g;
  }
});

// src/lsp/server.ts
async function* jsonFiles(root2, token) {
  const stack = [root2];
  let seen = 0;
  while (stack.length > 0) {
    if (token.isCancellationRequested) return;
    const dir = stack.pop();
    let entries2;
    try {
      entries2 = await (0, import_promises.readdir)(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries2) {
      if (e.isDirectory()) {
        if (!SKIP_DIR(e.name)) stack.push((0, import_node_path18.join)(dir, e.name));
      } else if (e.isFile() && e.name.toLowerCase().endsWith(".json")) {
        if (++seen > MAX_WORKSPACE_FILES) return;
        yield (0, import_node_path18.join)(dir, e.name);
      }
    }
  }
}
function changesIn(body) {
  try {
    const message = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(joined(body)));
    const changes = message.params?.contentChanges;
    return Array.isArray(changes) ? changes : void 0;
  } catch {
    return void 0;
  }
}
async function serve(options) {
  const { strict } = options;
  const threshold = options.workerThreshold ?? WORKER_THRESHOLD;
  const choice = { config: options.config, noConfig: options.noConfig, strict };
  const settingsOf = documentSettings(choice);
  const client = { listEditRange: false };
  const features = documentFeatures(settingsOf, client);
  const writer = new import_node4.StreamMessageWriter(process.stdout, spliceWriterOptions());
  const bodies = /* @__PURE__ */ new Map();
  const mark = `\0agentspec-body:${(0, import_node_crypto3.randomUUID)()}:`;
  let nextBody = 0;
  const stand = (notice, body) => {
    const key = `${mark}${nextBody++}`;
    bodies.set(key, { uri: notice.uri, body });
    const textDocument = { uri: notice.uri, version: notice.version };
    return notice.method === "textDocument/didOpen" ? { jsonrpc: "2.0", method: notice.method, params: { textDocument: { ...textDocument, languageId: notice.languageId, text: key } } } : { jsonrpc: "2.0", method: notice.method, params: { textDocument, contentChanges: [{ text: key }] } };
  };
  const bodyOf = (text) => {
    if (!text.startsWith(mark)) return void 0;
    const held = bodies.get(text);
    bodies.delete(text);
    return held?.body;
  };
  const reader2 = new GuardedReader(process.stdin, writer, { bytes: Math.max(threshold, 64 * 1024), stand });
  const connection = (0, import_node4.createConnection)(import_node4.ProposedFeatures.all, reader2, writer, { connectionStrategy: strategy });
  const refused2 = (message) => void writer.write({ jsonrpc: "2.0", id: null, error: { code: -32700, message } });
  const setup = { ...choice, script: (0, import_node_url5.fileURLToPath)(importMetaUrl) };
  const documents = new import_node4.TextDocuments({
    create(uri, languageId, version2, text) {
      const before2 = documents.get(uri);
      if (before2 instanceof KeptDocument) before2.close();
      endJobs(uri);
      const body = bodyOf(text);
      if (body) return new KeptDocument(uri, languageId, version2, { body }, setup, refused2);
      return text.length > threshold ? new KeptDocument(uri, languageId, version2, { text }, setup, refused2) : new EditedDocument(uri, languageId, version2, text);
    },
    update(doc, changes, version2) {
      const only = changes.length === 1 ? changes[0] : void 0;
      const body = only && !("range" in only) ? bodyOf(only.text) : void 0;
      if (doc instanceof KeptDocument) {
        if (body) doc.changeBody(body, version2);
        else doc.change(changes, version2);
        return doc;
      }
      const read2 = body ? changesIn(body) : changes;
      if (!read2) {
        refused2("the message body is not JSON, or not UTF-8");
        return doc;
      }
      const updated = doc.update(read2, version2);
      if (updated.getText().length <= threshold) {
        jobs.get(updated.uri)?.change(read2, version2);
        return updated;
      }
      features.forget(updated.uri);
      endJobs(updated.uri);
      return new KeptDocument(updated.uri, updated.languageId, updated.version, { text: updated.getText() }, setup, refused2);
    }
  });
  const pending = /* @__PURE__ */ new Map();
  let roots2 = [];
  const jobs = /* @__PURE__ */ new Map();
  const jobsOf = (uri) => {
    let worker = jobs.get(uri);
    if (!worker) {
      const here = () => {
        const doc = documents.get(uri);
        return doc instanceof KeptDocument ? void 0 : doc;
      };
      jobs.set(uri, worker = new DocumentWorker(here, { ...setup, role: LSP_ROLES.compute }));
    }
    return worker;
  };
  function endJobs(uri) {
    jobs.get(uri)?.close();
    jobs.delete(uri);
  }
  const isLong = (method, params) => LONG_REQUESTS.has(method) || method === "textDocument/codeAction" && params.context?.only !== void 0;
  const answer2 = (method, uri, params, token) => {
    const stop = cancelled(token);
    if (stop) return stop;
    const doc = documents.get(uri);
    const bytes = !READ_HERE.has(method);
    if (doc instanceof KeptDocument) return doc.request(method, params, token, bytes);
    if (doc && doc.getText().length > JOB_SIZE && isLong(method, params)) return jobsOf(uri).request(method, params, token, bytes);
    return features.requests[method](doc, params);
  };
  const validate = (doc) => {
    clearTimeout(pending.get(doc.uri));
    pending.delete(doc.uri);
    if (!(doc instanceof KeptDocument)) {
      void connection.sendDiagnostics({ uri: doc.uri, version: doc.version, diagnostics: features.diagnostics(doc) });
      return;
    }
    void doc.check().then((checked2) => {
      if (!checked2 || documents.get(doc.uri) !== doc || doc.version !== checked2.version) return;
      void connection.sendDiagnostics({ uri: doc.uri, version: checked2.version, diagnostics: checked2.diagnostics });
    });
  };
  const schedule = (doc, delay) => {
    clearTimeout(pending.get(doc.uri));
    pending.set(
      doc.uri,
      setTimeout(() => {
        pending.delete(doc.uri);
        const current = documents.get(doc.uri);
        if (current) validate(current);
      }, delay)
    );
  };
  connection.onInitialize((params) => {
    const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    roots2 = folders.map(pathOf2).filter((p) => p !== void 0);
    client.listEditRange = setup.listEditRange = takesListEditRange(params.capabilities);
    return {
      capabilities: {
        textDocumentSync: import_node4.TextDocumentSyncKind.Incremental,
        completionProvider: { triggerCharacters: ['"', ":", " "] },
        hoverProvider: true,
        definitionProvider: true,
        referencesProvider: true,
        documentSymbolProvider: true,
        documentHighlightProvider: true,
        workspaceSymbolProvider: true,
        codeActionProvider: { codeActionKinds: [import_node4.CodeActionKind.QuickFix, import_node4.CodeActionKind.SourceFixAll] },
        documentFormattingProvider: true,
        documentRangeFormattingProvider: true,
        renameProvider: { prepareProvider: true },
        foldingRangeProvider: true,
        selectionRangeProvider: true,
        inlayHintProvider: true
      },
      serverInfo: { name: "agentspec", version }
    };
  });
  documents.onDidOpen((e) => schedule(e.document, 0));
  const recheckAll = () => {
    features.stale();
    for (const worker of jobs.values()) worker.stale();
    for (const doc of documents.all()) {
      if (doc instanceof KeptDocument) doc.stale();
      schedule(doc, 0);
    }
  };
  documents.onDidSave((e) => {
    if (isConfigUri(e.document.uri)) recheckAll();
  });
  connection.onDidChangeWatchedFiles(() => recheckAll());
  documents.onDidChangeContent((e) => schedule(e.document, DEBOUNCE_MS));
  documents.onDidClose((e) => {
    clearTimeout(pending.get(e.document.uri));
    pending.delete(e.document.uri);
    features.forget(e.document.uri);
    endJobs(e.document.uri);
    if (e.document instanceof KeptDocument) e.document.close();
    for (const [key, held] of bodies) if (held.uri === e.document.uri) bodies.delete(key);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });
  connection.onCompletion((params, token) => answer2("textDocument/completion", params.textDocument.uri, params, token));
  connection.onHover((params, token) => answer2("textDocument/hover", params.textDocument.uri, params, token));
  connection.onDefinition((params, token) => answer2("textDocument/definition", params.textDocument.uri, params, token));
  connection.onReferences((params, token) => answer2("textDocument/references", params.textDocument.uri, params, token));
  connection.onDocumentHighlight((params, token) => answer2("textDocument/documentHighlight", params.textDocument.uri, params, token));
  connection.onDocumentSymbol((params, token) => answer2("textDocument/documentSymbol", params.textDocument.uri, params, token));
  connection.onFoldingRanges((params, token) => answer2("textDocument/foldingRange", params.textDocument.uri, params, token));
  connection.onSelectionRanges((params, token) => answer2("textDocument/selectionRange", params.textDocument.uri, params, token));
  connection.languages.inlayHint.on((params, token) => answer2("textDocument/inlayHint", params.textDocument.uri, params, token));
  connection.onCodeAction((params, token) => answer2("textDocument/codeAction", params.textDocument.uri, params, token));
  connection.onDocumentFormatting((params, token) => answer2("textDocument/formatting", params.textDocument.uri, params, token));
  connection.onDocumentRangeFormatting((params, token) => answer2("textDocument/rangeFormatting", params.textDocument.uri, params, token));
  connection.onPrepareRename((params, token) => answer2("textDocument/prepareRename", params.textDocument.uri, params, token));
  async function testFilesOf(specPath2, token) {
    const out = [];
    const seen = /* @__PURE__ */ new Set();
    const consider = (path, text, doc) => {
      const spec = stringOf2(readTree(text), "spec");
      if (spec === void 0 || (0, import_node_path18.resolve)((0, import_node_path18.dirname)(path), spec) !== specPath2) return;
      out.push(doc ? { uri: doc.uri, text, doc } : { uri: (0, import_node_url5.pathToFileURL)(path).href, text });
    };
    for (const doc of documents.all()) {
      const path = pathOf2(doc.uri);
      if (!path || !doc.uri.toLowerCase().endsWith(TEST_FILE_SUFFIX) || doc instanceof KeptDocument) continue;
      seen.add(path);
      consider(path, doc.getText(), doc);
    }
    for (const root2 of roots2) {
      for await (const path of jsonFiles(root2, token)) {
        if (seen.has(path) || !path.toLowerCase().endsWith(TEST_FILE_SUFFIX)) continue;
        seen.add(path);
        try {
          consider(path, await (0, import_promises.readFile)(path, "utf8"));
        } catch {
        }
      }
    }
    return out;
  }
  connection.onRenameRequest(async (params, token) => {
    const renamed2 = await answer2("agentspec/renameInDocument", params.textDocument.uri, params, token);
    if (renamed2 === null || renamed2 instanceof import_node4.ResponseError) return renamed2;
    const changes = { [params.textDocument.uri]: renamed2.edits };
    const specPath2 = pathOf2(params.textDocument.uri);
    if (specPath2) {
      for (const t of await testFilesOf(specPath2, token)) {
        const edits = testFileRenameEdits(t.text, renamed2.id, params.newName);
        if (edits.length === 0) continue;
        const positions = t.doc ?? new EditedDocument(t.uri, "json", 0, t.text);
        changes[t.uri] = toLspEdits(positions, edits);
      }
    }
    return cancelled(token) ?? { changes };
  });
  connection.onWorkspaceSymbol(async (params, token) => {
    const query = params.query.toLowerCase();
    const out = [];
    const add = (uri, symbols2, path) => {
      const container = path && roots2[0] ? (0, import_node_path18.relative)(roots2[0], path) : uri;
      for (const s of symbols2) out.push({ name: s.name, kind: import_node4.SymbolKind.Class, location: { uri, range: s.range }, containerName: container });
    };
    const seen = /* @__PURE__ */ new Set();
    for (const doc of documents.all()) {
      const path = pathOf2(doc.uri);
      if (path) seen.add(path);
      const symbols2 = await answer2("agentspec/nodeSymbols", doc.uri, { query }, token);
      if (symbols2 instanceof import_node4.ResponseError) return symbols2;
      add(doc.uri, symbols2, path);
    }
    const nodeSymbols = features.requests["agentspec/nodeSymbols"];
    for (const root2 of roots2) {
      for await (const path of jsonFiles(root2, token)) {
        if (seen.has(path)) continue;
        seen.add(path);
        try {
          const uri = (0, import_node_url5.pathToFileURL)(path).href;
          add(uri, nodeSymbols(new EditedDocument(uri, "json", 0, await (0, import_promises.readFile)(path, "utf8")), { query }), path);
        } catch {
        }
      }
    }
    return cancelled(token) ?? out;
  });
  documents.listen(connection);
  connection.listen();
  return new Promise(() => void 0);
}
var import_promises, import_node_path18, import_node_url5, import_node4, import_node_crypto3, DEBOUNCE_MS, GuardedReader, cancelled, strategy, SKIP_DIR, MAX_WORKSPACE_FILES, pathOf2, LONG_REQUESTS, JOB_SIZE, READ_HERE;
var init_server = __esm({
  "src/lsp/server.ts"() {
    "use strict";
    init_cjs_shims();
    import_promises = require("fs/promises");
    import_node_path18 = require("path");
    import_node_url5 = require("url");
    import_node4 = require("vscode-languageserver/node");
    import_node_crypto3 = require("crypto");
    init_tree();
    init_rename();
    init_config5();
    init_features();
    init_text3();
    init_workers();
    init_role();
    init_answers();
    init_test_file();
    init_protocol();
    init_json4();
    init_package();
    DEBOUNCE_MS = 120;
    GuardedReader = class extends import_node4.AbstractMessageReader {
      constructor(input2, writer, large) {
        super();
        this.input = input2;
        this.writer = writer;
        this.large = large;
      }
      listen(callback) {
        const frames = new FrameReader(this.large ? { largeBody: this.large.bytes } : {});
        const lifecycle = new Lifecycle();
        const onData = (chunk) => {
          for (let event of frames.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk)) {
            if (event.kind === "large") {
              const notice = documentNotice(event.body);
              if (notice && this.large) {
                const verdict2 = lifecycle.admit({ jsonrpc: "2.0", method: notice.method });
                if (verdict2 === void 0) callback(this.large.stand(notice, event.body));
                continue;
              }
              event = frames.parse(event.body);
            }
            if (event.kind === "answer") {
              void this.writer.write(event.answer);
              continue;
            }
            if (event.kind !== "message") continue;
            const verdict = lifecycle.admit(event.message);
            if (verdict === void 0) callback(event.message);
            else if (verdict !== "drop") void this.writer.write(verdict);
          }
        };
        const onEnd = () => this.fireClose();
        const onError = (e) => this.fireError(e);
        this.input.on("data", onData);
        this.input.on("end", onEnd);
        this.input.on("error", onError);
        return {
          dispose: () => {
            this.input.off("data", onData);
            this.input.off("end", onEnd);
            this.input.off("error", onError);
          }
        };
      }
    };
    cancelled = (token) => token.isCancellationRequested ? new import_node4.ResponseError(import_node4.LSPErrorCodes.RequestCancelled, "the request was cancelled") : void 0;
    strategy = {
      cancelUndispatched: (message) => "id" in message && message.id !== null && message.id !== void 0 ? { jsonrpc: "2.0", id: message.id, error: { code: import_node4.LSPErrorCodes.RequestCancelled, message: "the request was cancelled before it ran" } } : void 0
    };
    SKIP_DIR = (name2) => name2 === "node_modules" || name2.startsWith(".");
    MAX_WORKSPACE_FILES = 5e3;
    pathOf2 = (uri) => {
      try {
        return uri.startsWith("file:") ? (0, import_node_url5.fileURLToPath)(uri) : void 0;
      } catch {
        return void 0;
      }
    };
    LONG_REQUESTS = /* @__PURE__ */ new Set(["textDocument/formatting", "textDocument/rangeFormatting", "agentspec/renameInDocument", "agentspec/nodeSymbols"]);
    JOB_SIZE = 256 * 1024;
    READ_HERE = /* @__PURE__ */ new Set(["agentspec/renameInDocument", "agentspec/nodeSymbols"]);
  }
});

// src/cli/commands/lsp.ts
var lsp_exports = {};
__export(lsp_exports, {
  LSP_OPTIONS: () => LSP_OPTIONS,
  run: () => run10
});
function thresholdOf(value) {
  if (value === void 0) return WORKER_THRESHOLD;
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new UsageError(`--worker-threshold takes a whole number of characters (0 or more), not "${value}"`, "lsp");
  }
  return Number(value);
}
async function run10(args) {
  const { values } = parse("lsp", args, LSP_OPTIONS);
  if (values.help) return help("lsp");
  return serve({ strict: values.strict === true, config: values.config, noConfig: values["no-config"] === true, workerThreshold: thresholdOf(values["worker-threshold"]) });
}
var LSP_OPTIONS;
var init_lsp = __esm({
  "src/cli/commands/lsp.ts"() {
    "use strict";
    init_cjs_shims();
    init_workers();
    init_server();
    init_args();
    init_usage();
    LSP_OPTIONS = {
      strict: { type: "boolean" },
      stdio: { type: "boolean" },
      config: { type: "string" },
      "no-config": { type: "boolean" },
      "worker-threshold": { type: "string" }
    };
  }
});

// src/cli/report/config-report.ts
var config_report_exports = {};
__export(config_report_exports, {
  printConfigError: () => printConfigError
});
function printConfigError(error) {
  const name2 = (0, import_node_path19.relative)(process.cwd(), error.file) || error.file;
  const report2 = error.text === void 0 ? { name: name2, issues: error.issues } : { name: name2, text: error.text, issues: error.issues };
  process.stderr.write(`agentspec: cannot use ${name2}

${stylish([report2], wantColor(process.stderr.isTTY, process.env))}`);
}
var import_node_path19;
var init_config_report = __esm({
  "src/cli/report/config-report.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_path19 = require("path");
    init_color();
    init_report();
  }
});

// src/lsp/worker.ts
var worker_exports = {};
__export(worker_exports, {
  THREAD_NICE: () => THREAD_NICE,
  serve: () => serve2
});
function compute(port, setup) {
  const features = documentFeatures(documentSettings({ config: setup.config, noConfig: setup.noConfig, strict: setup.strict }), { listEditRange: setup.listEditRange === true });
  let doc;
  port.on("message", (m) => {
    switch (m.kind) {
      case "open":
        doc = new EditedDocument(m.uri, m.languageId, m.version, m.text);
        return;
      case "change":
        doc?.update(m.changes, m.version);
        return;
      case "stale":
        features.stale();
        return;
      case "check": {
        let reply;
        try {
          reply = { id: m.id, version: doc?.version ?? -1, diagnostics: JsonBytes.of(doc ? features.diagnostics(doc) : []).bytes };
        } catch (error) {
          reply = failure2(m.id, "the check", error);
        }
        post(port, reply);
        return;
      }
      case "request": {
        let reply;
        try {
          const answer2 = features.requests[m.method]?.(doc, m.params);
          let sent = answer2;
          if (m.bytes && !(answer2 instanceof JsonBytes) && !(answer2 instanceof import_node5.ResponseError)) sent = JsonBytes.of(answer2);
          else if (!m.bytes && answer2 instanceof JsonBytes) sent = answer2.toJSON();
          reply = replyOf(m.id, sent);
        } catch (error) {
          reply = failure2(m.id, "the request", error);
        }
        post(port, reply);
        return;
      }
      case "cancel":
      case "openBody":
      case "changeBody":
        return;
    }
  });
}
function paramsOf(body, uri, version2) {
  try {
    const message = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(joined(body)));
    const td = message.params?.["textDocument"];
    return td?.uri === uri && td?.version === version2 ? message.params : void 0;
  } catch {
    return void 0;
  }
}
function keeper(port, setup) {
  let doc;
  const work = new DocumentWorker(() => doc, { ...setup, role: LSP_ROLES.compute });
  const tokens2 = /* @__PURE__ */ new Map();
  const reply = (id, answer2) => {
    tokens2.delete(id);
    post(port, replyOf(id, answer2));
  };
  const change = (changes, version2) => {
    doc?.update(changes, version2);
    work.change(changes, version2);
  };
  port.on("message", (m) => {
    switch (m.kind) {
      case "open":
        doc = new EditedDocument(m.uri, m.languageId, m.version, m.text);
        return;
      case "change":
        change(m.changes, m.version);
        return;
      case "openBody": {
        const params = paramsOf(m.body, m.uri, m.version);
        const text = params?.["textDocument"]?.text;
        if (typeof text === "string") doc = new EditedDocument(m.uri, m.languageId, m.version, text);
        else port.postMessage({ refused: "the message body is not JSON, or not UTF-8, or not the didOpen its ends said" });
        return;
      }
      case "changeBody": {
        const changes = paramsOf(m.body, doc?.uri, m.version)?.["contentChanges"];
        if (Array.isArray(changes)) change(changes, m.version);
        else port.postMessage({ refused: "the message body is not JSON, or not UTF-8, or not the didChange its ends said" });
        return;
      }
      case "stale":
        work.stale();
        return;
      case "check":
        void work.check().then(
          (checked2) => post(port, checked2 ? { id: m.id, version: checked2.version, diagnostics: checked2.diagnostics.bytes.slice() } : { id: m.id, error: { code: -32603, message: "the check failed" } })
        );
        return;
      case "request": {
        const source = new import_node5.CancellationTokenSource();
        tokens2.set(m.id, source);
        void work.request(m.method, m.params, source.token, m.bytes).then((answer2) => reply(m.id, answer2));
        return;
      }
      case "cancel":
        tokens2.get(m.id)?.cancel();
        return;
    }
  });
}
function serve2() {
  const port = import_node_worker_threads2.parentPort;
  if (!port) return;
  if (process.platform === "linux") {
    try {
      (0, import_node_os.setPriority)(0, THREAD_NICE);
    } catch {
    }
  }
  const setup = import_node_worker_threads2.workerData;
  if (setup.role === LSP_ROLES.keeper) keeper(port, setup);
  else compute(port, setup);
}
var import_node_os, import_node_worker_threads2, import_node5, failure2, post, THREAD_NICE;
var init_worker = __esm({
  "src/lsp/worker.ts"() {
    "use strict";
    init_cjs_shims();
    import_node_os = require("os");
    import_node_worker_threads2 = require("worker_threads");
    import_node5 = require("vscode-languageserver/node");
    init_features();
    init_config5();
    init_role();
    init_json4();
    init_protocol();
    init_text3();
    init_workers();
    failure2 = (id, what, error) => ({ id, error: { code: -32603, message: `${what} failed: ${error instanceof Error ? error.message : String(error)}` } });
    post = (port, reply) => {
      const bytes = "json" in reply ? reply.json : "diagnostics" in reply ? reply.diagnostics : void 0;
      port.postMessage(reply, bytes ? transferable([bytes]) : []);
    };
    THREAD_NICE = 10;
  }
});

// src/cli/main.ts
init_cjs_shims();
init_args();
init_usage();
init_version();
init_error();
var import_node_worker_threads3 = require("worker_threads");
init_role();
var COMMANDS = {
  check: async () => (await Promise.resolve().then(() => (init_check7(), check_exports2))).run,
  fmt: async () => (await Promise.resolve().then(() => (init_fmt(), fmt_exports))).run,
  schema: async () => (await Promise.resolve().then(() => (init_schema5(), schema_exports2))).run,
  eval: async () => (await Promise.resolve().then(() => (init_eval(), eval_exports))).run,
  bundle: async () => (await Promise.resolve().then(() => (init_bundle2(), bundle_exports))).run,
  test: async () => (await Promise.resolve().then(() => (init_test2(), test_exports))).run,
  graph: async () => (await Promise.resolve().then(() => (init_graph2(), graph_exports))).run,
  diff: async () => (await Promise.resolve().then(() => (init_diff2(), diff_exports))).run,
  lsp: async () => (await Promise.resolve().then(() => (init_lsp(), lsp_exports))).run,
  remote: async () => (await Promise.resolve().then(() => (init_remote(), remote_exports))).run
};
async function main(argv) {
  const [name2, ...rest] = argv;
  if (name2 === void 0) throw new UsageError("");
  if (name2 === "-h" || name2 === "--help" || name2 === "help") {
    const topic = name2 === "help" && rest[0] !== void 0 && Object.hasOwn(USAGE, rest[0]) ? rest[0] : "main";
    process.stdout.write(`${USAGE[topic]}
`);
    return EXIT.clean;
  }
  if (name2 === "-v" || name2 === "--version") {
    process.stdout.write(`${VERSION}
`);
    return EXIT.clean;
  }
  const load = Object.hasOwn(COMMANDS, name2) ? COMMANDS[name2] : void 0;
  if (!load) throw new UsageError(name2.startsWith("-") ? unknown("option", name2, ["--help", "--version"]) : unknown("command", name2, [...Object.keys(COMMANDS), "help"]));
  return (await load())(rest);
}
function command() {
  process.stdout.on("error", (error) => {
    if (error.code !== "EPIPE") throw error;
  });
  main(process.argv.slice(2)).then(
    (code2) => {
      process.exitCode = code2;
    },
    (error) => {
      if (error instanceof ConfigError) {
        process.exitCode = EXIT.usage;
        void Promise.resolve().then(() => (init_config_report(), config_report_exports)).then(({ printConfigError: printConfigError2 }) => printConfigError2(error));
        return;
      }
      if (error instanceof UsageError) {
        const usage = USAGE[error.command ?? "main"] ?? USAGE["main"];
        process.stderr.write(`${error.message ? `agentspec: ${error.message}

` : ""}${usage}
`);
        process.exitCode = EXIT.usage;
        return;
      }
      const detail = error instanceof Error ? error.stack ?? error.message : String(error);
      process.stderr.write(`agentspec: internal error: ${detail}
This is a bug in agentspec; please report it with the command line and the file that caused it.
`);
      process.exitCode = EXIT.internal;
    }
  );
}
var role = import_node_worker_threads3.isMainThread ? void 0 : import_node_worker_threads3.workerData?.role;
if (role === LSP_ROLES.keeper || role === LSP_ROLES.compute) void Promise.resolve().then(() => (init_worker(), worker_exports)).then((m) => m.serve());
else command();
