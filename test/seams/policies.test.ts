// Where the policies meet the rest: the real command (every output format, the suppressions, the
// audit preset) and the language server give the same policy findings on the same repository, and
// the config checker and `check` give the same answer on a policy that does not compile.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, test } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";
import { checkConfigText } from "../../src/config/index.js";
import { CLI, run, tree } from "../cli/helpers.js";
import { expectNoRelativeUris, expectValid, type Log } from "../cli/sarif-schema.js";

const brazil = { name: "no-brazil-route", message: "the brazil relay is for agents/latam/ only", description: "Only the Latin American agents may route through the brazil relay.", ignores: ["agents/latam/**"], when: { source: "self", path: "config.proxy", op: "eq", value: "brazil" } };
const payments = {
  name: "payments-timeout",
  message: "a webhook to payments.example.com needs a timeout of 30 s or less",
  severity: "warn",
  when: {
    all: [
      { source: "self", path: "config.url", op: "regex", value: "^https://payments\\.example\\.com/" },
      { any: [{ source: "self", path: "config.timeout", op: "notExists" }, { source: "self", path: "config.timeout", op: "gt", value: 30 }] },
    ],
  },
};
const config = JSON.stringify({ root: true, policies: [brazil, payments] }, null, 2) + "\n";

const webhook = (id: string, config: Record<string, unknown>, to?: string) => ({ id, type: "action", actionType: "WEBHOOK", mode: "sync", config: { method: "POST", ...config }, ...(to ? { transition: [{ to }] } : {}) });
const spec = (proxy: string) => JSON.stringify({ version: 2, nodes: [webhook("pay", { url: "https://payments.example.com/charge", proxy, timeout: 60 }, "ok"), webhook("ok", { url: "https://payments.example.com/refund", timeout: 30 })] }, null, 2) + "\n";
const bundle = JSON.stringify({ format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "A", spec: JSON.parse(spec("brazil")) as unknown }] }, null, 2) + "\n";
const FILES = { "agentspec.config.json": config, "agents/us/a.json": spec("brazil"), "agents/latam/a.json": spec("brazil"), "agents/us/ok.json": spec("us"), "bundles/b.json": bundle };
const NAMES = ["agents/latam/a.json", "agents/us/a.json", "agents/us/ok.json", "bundles/b.json"];

type Found = [file: string, code: string, line: number, column: number, message: string];
const policyOnly = (found: Found[]): Found[] => found.filter((f) => f[1].startsWith("policy/")).sort((a, b) => (a.join() < b.join() ? -1 : 1));

function repository(): string {
  const root = tree(FILES);
  mkdirSync(join(root, ".git"));
  return root;
}

async function checkJson(root: string, args: string[] = []): Promise<{ code: number | null; found: Found[]; files: { file: string; issues: { code: string; suppressed?: boolean; range: { start: { line: number; column: number } }; message: string }[] }[] }> {
  const r = await run(["check", "-f", "json", ...args, ...NAMES], { cwd: root });
  const files = JSON.parse(r.stdout) as { file: string; issues: { code: string; suppressed?: boolean; range: { start: { line: number; column: number } }; message: string }[] }[];
  const found = files.flatMap((f) => f.issues.filter((i) => i.suppressed !== true).map((i): Found => [f.file, i.code, i.range.start.line, i.range.start.column, i.message]));
  return { code: r.code, found, files };
}

const EXPECTED: Found[] = policyOnly([
  ["agents/latam/a.json", "policy/payments-timeout", 4, 5, payments.message],
  ["agents/us/a.json", "policy/no-brazil-route", 4, 5, brazil.message],
  ["agents/us/a.json", "policy/payments-timeout", 4, 5, payments.message],
  ["agents/us/ok.json", "policy/payments-timeout", 4, 5, payments.message],
  ["bundles/b.json", "policy/no-brazil-route", 10, 11, brazil.message],
  ["bundles/b.json", "policy/payments-timeout", 10, 11, payments.message],
]);

describe("check", () => {
  test("reports each policy where it holds, with the config's files and ignores, at the node", async () => {
    const { code, found } = await checkJson(repository());
    expect(code).toBe(1);
    expect(policyOnly(found)).toEqual(EXPECTED);
  });

  test.each(["stylish", "github", "sarif"])("-f %s prints every policy finding with its code and message", async (format) => {
    const root = repository();
    const r = await run(["check", "-f", format, ...NAMES], { cwd: root });
    expect(r.code).toBe(1);
    expect((r.stdout.match(/policy\/no-brazil-route/g) ?? []).length).toBeGreaterThanOrEqual(format === "sarif" ? 3 : 2);
    expect((r.stdout.match(/policy\/payments-timeout/g) ?? []).length).toBeGreaterThanOrEqual(4);
    if (format === "github") expect(r.stdout).toContain(`::error file=agents/us/a.json,line=4,col=5,endLine=`);
    if (format === "github") expect(r.stdout).toContain(`title=policy/no-brazil-route::${brazil.message}`);
    if (format !== "sarif") return;
    const log = JSON.parse(r.stdout) as Log;
    expectValid(log);
    expectNoRelativeUris(log);
    const rule = (log.runs[0].tool.driver.rules as { id: string; shortDescription: { text: string }; help: { text: string; markdown: string }; helpUri?: string; defaultConfiguration: { level: string } }[]).find((x) => x.id === "policy/no-brazil-route")!;
    expect(rule.shortDescription.text).toBe(brazil.description);
    expect(rule.help.text).toContain(brazil.message);
    expect(rule.help.text).toContain('"no-brazil-route" in agentspec.config.json');
    expect(rule.defaultConfiguration.level).toBe("error");
    const warn = (log.runs[0].tool.driver.rules as { id: string; shortDescription: { text: string }; defaultConfiguration: { level: string } }[]).find((x) => x.id === "policy/payments-timeout")!;
    expect(warn.shortDescription.text).toBe(payments.message);
    expect(warn.defaultConfiguration.level).toBe("warning");
    expect((log.runs[0].results as { ruleId: string }[]).filter((x) => x.ruleId.startsWith("policy/")).length).toBe(EXPECTED.length);
  });

  test("a policy's findings are suppressed like any finding: recorded by --suppress-rule, then kept out of the verdict", async () => {
    const root = repository();
    const record = await run(["check", "--suppress-rule", "policy/no-brazil-route", ...NAMES], { cwd: root });
    expect(record.code).toBe(0);
    const recorded = JSON.parse(readFileSync(join(root, "agentspec-suppressions.json"), "utf8")) as Record<string, Record<string, { count: number }>>;
    expect(recorded["agents/us/a.json"]).toEqual({ "policy/no-brazil-route": { count: 1 } });
    expect(recorded["bundles/b.json"]).toEqual({ "policy/no-brazil-route": { count: 1 } });
    const after = await checkJson(root);
    // Warnings only are left: exit 0.
    expect(after.code).toBe(0);
    expect(policyOnly(after.found)).toEqual(EXPECTED.filter((f) => f[1] !== "policy/no-brazil-route"));
    expect(after.files.flatMap((f) => f.issues.filter((i) => i.suppressed === true).map((i) => i.code))).toEqual(["policy/no-brazil-route", "policy/no-brazil-route"]);
    const unknown = await run(["check", "--suppress-rule", "policy/no-such-policy", ...NAMES], { cwd: root });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("policy/no-such-policy");
  });
});

describe("check --audit", () => {
  // A finding of another code (an unreachable node) beside the security ones, and the config switching a security code off.
  const FILES_AUDIT = {
    ...FILES,
    "agentspec.config.json": JSON.stringify({ root: true, rules: { "webhook/missing-timeout": "off" }, policies: [brazil, payments] }, null, 2) + "\n",
    "agents/us/extra.json": JSON.stringify({ version: 2, nodes: [{ id: "s", type: "start" }, webhook("late", { url: "https://hooks.example.com/x" })] }, null, 2) + "\n",
  };
  const names = [...NAMES, "agents/us/extra.json"];

  test("reports the security codes only, every one on, then a summary by code and by file", async () => {
    const root = tree(FILES_AUDIT);
    mkdirSync(join(root, ".git"));
    const plain = await run(["check", "-f", "json", ...names], { cwd: root });
    const plainCodes = (JSON.parse(plain.stdout) as { issues: { code: string }[] }[]).flatMap((f) => f.issues.map((i) => i.code));
    expect(plainCodes).toContain("node/unreachable");
    expect(plainCodes).not.toContain("webhook/missing-timeout");

    const r = await run(["check", "--audit", "-f", "json", ...names], { cwd: root });
    const files = JSON.parse(r.stdout) as { file: string; issues: { code: string }[] }[];
    const codes = files.flatMap((f) => f.issues.map((i) => i.code));
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((c) => /^(secret|webhook|policy)\//.test(c))).toBe(true);
    expect(codes).toContain("webhook/missing-timeout");
    expect(codes.filter((c) => c.startsWith("policy/")).length).toBe(EXPECTED.length);
    // The summary goes to stderr beside a machine format; it counts what the report holds.
    const count = (code: string) => codes.filter((c) => c === code).length;
    expect(r.stderr).toMatch(new RegExp(`Audit: ${codes.length} security findings in \\d+ files of ${names.length} files checked`));
    expect(r.stderr).toMatch(new RegExp(`policy/payments-timeout\\s+${count("policy/payments-timeout")}\\s+${count("policy/payments-timeout")} warnings`));
    expect(r.stderr).toMatch(/By file:\n\s+\d+\s+\S+/);
    expect(r.stderr).toContain("agents/us/extra.json");

    const stylish = await run(["check", "--audit", ...names], { cwd: root });
    expect(stylish.code).toBe(1);
    expect(stylish.stdout).toContain("By code:");
    expect(stylish.stdout).not.toContain("node/unreachable");

    const sarif = await run(["check", "--audit", "-f", "sarif", ...names], { cwd: root });
    const log = JSON.parse(sarif.stdout) as Log;
    expectValid(log);
    expectNoRelativeUris(log);
    const rules = log.runs[0].tool.driver.rules as { id: string; help: { text: string; markdown: string } }[];
    expect(rules.map((x) => x.id).sort()).toEqual([...new Set(codes)].sort());
    // Each rule carries its help: the docs' section for the toolkit's codes, the policy's own words for a policy.
    for (const rule of rules) expect(rule.help.text.length, rule.id).toBeGreaterThan(40);
    expect(rules.find((x) => x.id === "webhook/missing-timeout")!.help.markdown).toContain("timeout");

    const refused = await run(["check", "--audit", "--fix", ...names], { cwd: root });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("--audit and --fix do not go together");
  });
});

describe("the config checker and check", () => {
  test("agree on a policy whose condition does not compile: the same issues at the same places, exit 2", async () => {
    const bad = JSON.stringify({ root: true, policies: [{ name: "x", message: "m", when: { all: [{ source: "input", path: "a..b", op: "eqq", value: 1 }] } }] }, null, 2) + "\n";
    const root = tree({ "agentspec.config.json": bad, "a.json": spec("us") });
    mkdirSync(join(root, ".git"));
    const expected = checkConfigText(bad).issues.map((i) => `agentspec.config.json:${i.range!.start.line}:${i.range!.start.column}  error  ${i.message} [${i.code}]`);
    expect(expected.length).toBe(3);
    const r = await run(["check", "a.json"], { cwd: root });
    expect(r.code).toBe(2);
    const printed = (r.stdout + r.stderr).split("\n").filter((l) => l.startsWith("agentspec.config.json:"));
    expect(printed).toEqual(expected);
    // The config file checked as a file of the repository (the config not read, since it cannot be used): the same findings.
    const own = await run(["check", "--no-config", "-f", "json", "agentspec.config.json"], { cwd: root });
    expect(own.code).toBe(1);
    const issues = (JSON.parse(own.stdout) as { issues: { code: string; pointer: string; message: string }[] }[])[0]!.issues;
    expect(issues.map((i) => [i.code, i.pointer, i.message])).toEqual(checkConfigText(bad).issues.map((i) => [i.code, i.pointer, i.message]));
  });
});

let child: ChildProcessWithoutNullStreams | undefined;
let connection: MessageConnection | undefined;
afterEach(() => {
  connection?.dispose();
  child?.kill();
  connection = child = undefined;
});

describe("the language server", () => {
  test("publishes the policy findings check reports, file by file, at the same places", async () => {
    const root = repository();
    const proc = spawn(process.execPath, [CLI, "lsp"], { stdio: "pipe" });
    child = proc;
    const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
    connection = rpc;
    type Diagnostic = { code: string; message: string; range: { start: { line: number; character: number } } };
    const waiting = new Map<string, (d: Diagnostic[]) => void>();
    rpc.onNotification("textDocument/publishDiagnostics", (p: { uri: string; diagnostics: Diagnostic[] }) => waiting.get(p.uri)?.(p.diagnostics));
    rpc.listen();
    await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
    await rpc.sendNotification("initialized", {});
    const found: Found[] = [];
    for (const name of NAMES) {
      const uri = pathToFileURL(join(root, name)).href;
      const published = new Promise<Diagnostic[]>((resolve) => waiting.set(uri, resolve));
      await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text: FILES[name as keyof typeof FILES] } });
      for (const d of await published) found.push([name, d.code, d.range.start.line + 1, d.range.start.character + 1, d.message]);
    }
    const fromCheck = await checkJson(root);
    expect(policyOnly(found)).toEqual(policyOnly(fromCheck.found));
    expect(policyOnly(found)).toEqual(EXPECTED);

    // Completion and hover in the config's policies.
    const configUri = pathToFileURL(join(root, "agentspec.config.json")).href;
    const text = '{\n  "policies": [\n    { "name": "p", "message": "m",  "when": { "source": "" } }\n  ]\n}\n';
    const opened = new Promise<Diagnostic[]>((resolve) => waiting.set(configUri, resolve));
    await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri: configUri, languageId: "json", version: 1, text } });
    await opened;
    const pos = (offset: number) => ({ line: text.slice(0, offset).split("\n").length - 1, character: offset - text.slice(0, offset).lastIndexOf("\n") - 1 });
    type Item = { label: string; documentation?: { value: string } };
    const keys = (await rpc.sendRequest("textDocument/completion", { textDocument: { uri: configUri }, position: pos(text.indexOf('"m",') + 5) })) as Item[];
    expect(keys.map((i) => i.label)).toEqual(["description", "severity", "files", "ignores", "on"]);
    expect(keys.find((i) => i.label === "on")!.documentation!.value).toContain("`self` is the node");
    const sources = (await rpc.sendRequest("textDocument/completion", { textDocument: { uri: configUri }, position: pos(text.indexOf('""') + 1) })) as Item[];
    expect(sources.map((i) => i.label)).toEqual(["self", "spec"]);
    const hover = (await rpc.sendRequest("textDocument/hover", { textDocument: { uri: configUri }, position: pos(text.indexOf('"when"') + 2) })) as { contents: { value: string } };
    expect(hover.contents.value).toContain("**when** · policies[0]");
    expect(hover.contents.value).toContain("sources `self` and `spec`");
  }, 30_000);
});

describe("eval --policy", () => {
  test("gives, node by node, the verdict check reports, and explains it with the policy's sources; a run's source is refused", async () => {
    const root = repository();
    const doc = JSON.parse(FILES["agents/us/a.json"]) as { nodes: unknown[] };
    const { writeFileSync } = await import("node:fs");
    writeFileSync(join(root, "when.json"), JSON.stringify(payments.when));
    const verdicts: string[] = [];
    for (const [i, n] of doc.nodes.entries()) {
      writeFileSync(join(root, `ctx${i}.json`), JSON.stringify({ self: n, spec: doc }));
      const r = await run(["eval", "when.json", "--data", `ctx${i}.json`, "--policy", "--explain"], { cwd: root });
      expect(r.code).toBe(0);
      verdicts.push(r.stdout.split("\n")[0]!);
      expect(r.stdout).toContain("self config.url (");
      expect(r.stdout).not.toMatch(/\bvars\b|\bcontext\b/);
    }
    // check reports the payments policy at node 0 of agents/us/a.json only.
    const fromCheck = (await checkJson(root)).found.filter((f) => f[0] === "agents/us/a.json" && f[1] === "policy/payments-timeout");
    expect(verdicts).toEqual(["true", "false"]);
    expect(fromCheck.length).toBe(1);
    writeFileSync(join(root, "bad.json"), JSON.stringify({ source: "input", path: "a", op: "exists" }));
    const bad = await run(["eval", "bad.json", "--data", "ctx0.json", "--policy"], { cwd: root });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('unknown source "input": use one of "self", "spec" [condition/bad-source]');
    // Without --policy the same file is a transition's condition: self is refused there.
    const plain = await run(["eval", "when.json", "--data", "ctx0.json"], { cwd: root });
    expect(plain.code).toBe(1);
    expect(plain.stdout).toContain("condition/bad-source");
  });
});
