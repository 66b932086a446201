#!/usr/bin/env node
// The main job on the bundled examples: check the good specs and the bundle (exit 0), show what
// the broken examples get (exit 1, with positions and code frames), evaluate a condition with its
// explanation, check a bundle before import, and run the example specs' tests (passing and failing). Exits 1 if any step did not end as it should.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
// Bold step titles under the command's own rule (src/cli/report/color.ts): only on a terminal, never
// with NO_COLOR, forced by FORCE_COLOR. The steps inherit stdout and decide the same way.
const force = process.env.FORCE_COLOR;
const color = process.env.NO_COLOR ? false : force !== undefined ? force !== "0" && force !== "false" : process.stdout.isTTY === true;
const bold = (s) => (color ? `\x1b[1m${s}\x1b[0m` : s);
const cli = ["dist/cli.cjs"];
// Each step: its title, the command, the exit code it must end with, and what that ending means
// (a clean check prints nothing; the broken examples and the failing test fail on purpose).
const steps = [
  ["the example specs and bundle are clean", ["check", "examples/support-triage.json", "examples/order-sync.json", "examples/bundle.json"], 0, "no problems (a clean check prints nothing)"],
  ["each broken example is reported at its position", ["check", "examples/broken"], 1, "as intended: these examples are broken on purpose"],
  ["a condition, evaluated with its explanation", ["eval", "docs/examples/condition.json", "--data", "docs/examples/context.json", "--explain"], 0, "evaluated"],
  ["what importing the bundle would do", ["bundle", "check", "examples/bundle.json"], 0, "the bundle can be imported"],
  ["the example specs' tests pass (mocked node results), with transition coverage", ["test", "examples/tests", "--coverage"], 0, "every case passed"],
  ["a failing test shows where the path left the expectation, and why", ["test", "examples/broken-tests"], 1, "as intended: these cases fail on purpose, to show the explanation"],
];
let failed = 0;
for (const [title, args, expected, meaning] of steps) {
  console.log(`\n${bold(`$ agentspec ${args.join(" ")}`)}   # ${title}`);
  const r = spawnSync(process.execPath, [...cli, ...args], { cwd: root, stdio: "inherit", env: { ...process.env } });
  if (r.status !== expected) {
    failed++;
    console.error(`demo: expected exit ${expected}, got ${r.status}`);
  } else console.log(`→ exit ${r.status}: ${meaning}`);
}
console.log(failed ? `\ndemo: ${failed} step(s) did not end as expected` : "\ndemo: every step ended as expected (the steps that exit 1 fail on purpose)");
process.exit(failed ? 1 : 0);
