// Usage texts and the usage error (exit code 2). Kept free of imports so `--help` loads nothing else.

/** Exit codes (style habit 10): 0 clean, 1 findings, 2 usage, 3 internal. */
export const EXIT = { clean: 0, findings: 1, usage: 2, internal: 3 } as const;

/** A command line that cannot be run as written: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
  }
}

const CONFIG = `Config (agentspec.config.json, found from here up to the repository root; docs/configuration.md):
      --config <file>    use this config file only
      --no-config        use no config file`;

const OUTPUT = `Output:
  -f, --format <name>    stylish (default), json, sarif, github or junit (JUnit XML)
      --max-warnings <n> exit 1 when there are more than n warnings
  -q, --quiet            report errors only`;

export const USAGE: Record<string, string> = {
  main: `Usage: agentspec <command> [options]

Commands:
  check <paths…>                    validate specs and bundles (files, directories, globs, - for stdin)
  fmt <paths…> [--check]            rewrite files in canonical form
  schema                            print the AgentSpec V2 JSON Schema
  eval <condition> --data <context> evaluate a condition against a context
  bundle export <specs…>            print a bundle of the given spec files
  bundle check <bundle> [--existing <agents.json>]
                                    check a bundle before import
  test [paths…] [--coverage]        run *.agentspec-test.json files (mocked node results, path assertions)
  graph <spec> [-f mermaid|dot|svg|json]
                                    draw a spec's nodes and transitions
  diff <before> <after> | diff --against <git revision> [--to <rev>] [paths…]
                                    what a change does to a run: breaking, behaviour, cosmetic
  lsp [--strict]                    run the language server over stdio (for editors)
  remote <schema|check|pull|plan|push|import|usage>
                                    the platform round trip: validate, pull, push drafts, import
  merge-reports <reports…>          one JSON or JUnit report from the parts of check --shard

Run "agentspec <command> --help" for a command's options.
Options: -h, --help; -v, --version.
Exit codes: 0 clean, 1 findings, 2 usage error, 3 internal error.`,
  check: `Usage: agentspec check <paths…> [options]

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
  --cache                reuse the findings of files unchanged since the last run (also the
                         config's "cache": true); --no-cache checks every file
  --cache-location <dir> keep the cache in this folder (default .agentspec-cache; implies --cache)
  --shard <i>/<n>        check part i of n (for a CI matrix): a file's part depends on its path
                         alone; merge the parts' json or junit reports with agentspec merge-reports
  --audit                the security preset: only secret/*, webhook/* and policy/* findings
                         (none switched off by the config), then a summary by code and by file
  --threads <n>|auto     read and check files in n threads (auto: one per 400 files, up to
                         the cores; the config's "threads"); the output is the same as on one
  --watch                check, then check again each file that changes, until Ctrl-C; prints
                         lines (-f jsonl: a JSON object a line)
With no path, the config's "files" are checked; its "ignores" are never read.
On a terminal, a run of more than a second shows its progress on stderr (never in CI).
${CONFIG}
${OUTPUT}`,
  fmt: `Usage: agentspec fmt <paths…> [--check]

Rewrites JSON files in canonical form: the schema's keys in the schema's order, 2-space indent,
final newline. Headers, query, bodies, unknown fields, test files and the config keep the key
order written. The parsed value never changes. Files that are not valid JSON are reported and
left alone. With - the formatted text goes to standard output.

  --check                write nothing; list the files that would change, exit 1 if any
${CONFIG}`,
  schema: `Usage: agentspec schema

Prints the AgentSpec V2 JSON Schema (draft 2020-12), as served by GET /agents/schema/.`,
  eval: `Usage: agentspec eval <condition.json> --data <context.json> [--explain] [--policy]

Prints true or false (exit 0 either way); a condition that does not compile is reported (exit 1).
The context is { evaluation, vars, context, input, state, nodes }. Either file may be - (stdin).

  -d, --data <file>      the evaluation context (JSON)
  -e, --explain          also print why: a one-line text and the tree of comparisons
      --policy           the condition is a config policy's (sources self and spec): the
                         context is { self, spec }
  -f, --format <name>    how issues are printed: stylish (default), json, sarif, github or junit`,
  bundle: `Usage: agentspec bundle export <spec files…> [--name-from filename]
       agentspec bundle check <bundle.json> [--existing <agents.json>] [options]

export  prints a bundle of the specs, each agent named after its file (without .json)
check   reports what importing the bundle would meet: invalid specs, duplicate ids or names,
        conflicts with existing agents (a JSON array of { id, name }), and each agent's routes

${OUTPUT}`,
  test: `Usage: agentspec test [paths…] [options]

Runs test files (*.agentspec-test.json): each case runs the spec the file names on mocked node
results and checks the path, the end, the routes and the variables. A path is a test file, a
directory (searched for *.agentspec-test.json, skipping node_modules and dot-directories), a glob,
or - for standard input; with none, every test file under the current directory. See docs/testing.md.

  -f, --format <name>    stylish (default), json, github or junit (JUnit XML)
      --coverage         also report, per spec, the nodes run, the transitions taken and the
                         conditions seen true and false, with what no case reached
      --coverage-min <p> exit 1 when the total coverage is below p percent (implies --coverage)
      --watch            run, then run again each test file that changes or whose spec changes,
                         until Ctrl-C; stylish lines, or -f jsonl (a JSON object a line)
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
       agentspec diff --against <git revision> [--to <revision>] [paths…] [options]

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
  "merge-reports": `Usage: agentspec merge-reports <reports…> [-f json|junit]

Merges the JSON or JUnit reports of a sharded check (each part's output of agentspec check
--shard <i>/<n> --format json, or --format junit) into the one report a run of all the files
prints, byte for byte: the same files in the same order, each once (JUnit's counts summed anew).
A report's format is told by its content (XML is JUnit); parts of both formats are refused, as
are a report given twice and parts of different runs (exit 2). Reports of runs that were not
split are joined in the order given. SARIF needs no merge: each part's log carries its own
category (runAutomationDetails), and code scanning keeps every part's results. The merged report
goes to standard output; - reads a report from standard input.

  -f, --format <name>    json or junit: every report must be of it (default: the first's)`,
  remote: `Usage: agentspec remote <subcommand> [options]

The platform round trip (docs/remote.md). The platform's address comes from AGENTSPEC_BASE_URL or
the config's remote.baseUrl, the application from --application or remote.applicationId; the
credential from AGENTSPEC_API_KEY (sent as "ApiKey"), AGENTSPEC_ACCESS_TOKEN (sent as "Bearer") or
a file named by --api-key-file, never from the command line. Which spec file is which agent is
recorded in agentspec-remote.json (ids and paths only), written by pull and push --create.

  schema [--diff]                   print the platform's AgentSpec schema; --diff: compare it with
                                    this toolkit's, in words (exit 1 when they differ)
  check <paths…>                    the local check plus the platform's validate for each spec
  pull <agentId…> [--dir <d>] [--force]
                                    export each agent and write its spec in canonical form, linked
  plan [paths…] [--create] [-f stylish|json|github|markdown]
                                    what push would change, per agent, in diffSpecs's words: exit 0
                                    planned (nothing to do or changes pending), 1 an error
  push [paths…] [--create]          save each changed spec as its agent's draft and read it back;
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
missing setting, a broken config or agentspec-remote.json), 3 internal error.`,
};
