// Quick fixes that follow the text, through a real JSON-RPC client (vscode-jsonrpc) over the
// server's stdio. The editor keeps a diagnostic until the next one is published: a code action
// asked for right after a keystroke sends back the diagnostic of the version before, with the issue
// it was made from at that version's offsets. The fix must be the one for the issue's place in the
// current text: the same fix the diagnostic of the current version, once published, gets. Held in
// the three places a document's requests are answered: the server's thread (a small document), the
// server's thread with the checks in a thread of the document's own (over 256 KiB), and a large
// document's threads (--worker-threshold 0).
// Also: the diagnostics of a document whose checks run in its own thread are `check`'s of the
// final text after keystrokes (one answer whichever thread checks).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { MessageConnection } from "vscode-jsonrpc/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { checkText } from "../../src/check/index.js";
import { makeSpec } from "../corpus.mjs";
import { startLanguageServer } from "../cli/helpers.js";

interface Position {
  line: number;
  character: number;
}
interface Range {
  start: Position;
  end: Position;
}
interface Diagnostic {
  range: Range;
  code: string;
  source?: string;
  message: string;
  data?: unknown;
}
interface Action {
  title: string;
  isPreferred?: boolean;
  edit: { changes: Record<string, { range: Range; newText: string }[]> };
}

type Server = Awaited<ReturnType<typeof startLanguageServer>> & { published: Map<string, Map<number, Diagnostic[]>>; waiters: Map<string, () => void> };

async function server(args: string[]): Promise<Server> {
  const s = (await startLanguageServer({}, ["--strict", ...args])) as Server;
  s.published = new Map();
  s.waiters = new Map();
  s.rpc.onNotification("textDocument/publishDiagnostics", (p: { uri: string; version?: number; diagnostics: Diagnostic[] }) => {
    if (p.version === undefined) return;
    let byVersion = s.published.get(p.uri);
    if (!byVersion) s.published.set(p.uri, (byVersion = new Map()));
    byVersion.set(p.version, p.diagnostics);
    s.waiters.get(`${p.uri}@${p.version}`)?.();
  });
  return s;
}

/** The diagnostics of a version, once published. */
function diagnosticsOf(s: Server, uri: string, version: number): Promise<Diagnostic[]> {
  const got = s.published.get(uri)?.get(version);
  if (got) return Promise.resolve(got);
  return new Promise((resolve) => s.waiters.set(`${uri}@${version}`, () => resolve(s.published.get(uri)!.get(version)!)));
}

const servers: Record<string, Server> = {};
beforeAll(async () => {
  servers["small"] = await server([]);
  servers["kept"] = await server(["--worker-threshold", "0"]);
});
afterAll(() => {
  for (const s of Object.values(servers)) {
    s.rpc.dispose();
    s.proc.kill();
  }
});

let opened = 0;

/** A spec of `nodes` nodes whose first node's method is "get" (schema/enum, with a fix to "GET"). */
function specWithIssue(nodes: number): string {
  const text = JSON.stringify(makeSpec(nodes), null, 2).replace('"method": "GET"', '"method": "get"');
  expect(text).toContain('"method": "get"');
  return text;
}

/** Opens a text in a server; its edits go as incremental changes, mirrored here. */
async function open(s: Server, text: string) {
  const uri = `file:///follow/spec-${++opened}.json`;
  let doc = TextDocument.create(uri, "json", 1, text);
  await s.rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
  return {
    uri,
    doc: () => doc,
    async edit(from: number, to: number, insert: string): Promise<number> {
      const change = { range: { start: doc.positionAt(from), end: doc.positionAt(to) }, text: insert };
      doc = TextDocument.update(doc, [change], doc.version + 1);
      await s.rpc.sendNotification("textDocument/didChange", { textDocument: { uri, version: doc.version }, contentChanges: [change] });
      return doc.version;
    },
    close: () => s.rpc.sendNotification("textDocument/didClose", { textDocument: { uri } }),
  };
}

const quickFixes = (rpc: MessageConnection, uri: string, d: Diagnostic): Promise<Action[]> =>
  rpc.sendRequest("textDocument/codeAction", { textDocument: { uri }, range: d.range, context: { diagnostics: [d] } }) as Promise<Action[]>;

/** An action without the diagnostics it names (the held one and the republished one differ in their range). */
const bare = (actions: Action[]) => actions.map((a) => ({ title: a.title, isPreferred: a.isPreferred, edit: a.edit }));

const CASES: [string, string, number][] = [
  ["a small document", "small", 3],
  ["a document whose checks run in a thread of its own (over 256 KiB)", "small", 200],
  ["a large document kept in threads (--worker-threshold 0)", "kept", 3],
];

describe("quick fixes for a diagnostic the editor still holds, after an edit earlier in the same node", () => {
  for (const [name, which, nodes] of CASES) {
    test(`${name}: the fix is the current text's, the same as the republished diagnostic's`, async () => {
      const s = servers[which]!;
      const d = await open(s, specWithIssue(nodes));
      try {
        const held = (await diagnosticsOf(s, d.uri, 1)).find((x) => x.code === "schema/enum")!;
        expect(held).toBeDefined();
        const before = bare(await quickFixes(s.rpc, d.uri, held));
        expect(before.map((a) => a.edit.changes[d.uri]!.map((e) => e.newText))).toEqual([['"GET"']]);
        // Three characters typed into the node's url, above the method (same node), and the code action asked at once.
        const url = d.doc().getText().indexOf("https://hooks.example.com/n/0") + 8;
        const version = await d.edit(url, url, "abc");
        const followed = bare(await quickFixes(s.rpc, d.uri, held));
        const text = d.doc().getText();
        const at = text.indexOf('"get"');
        expect(followed).toEqual([{ ...before[0]!, edit: { changes: { [d.uri]: [{ range: { start: d.doc().positionAt(at), end: d.doc().positionAt(at + 5) }, newText: '"GET"' }] } } }]);
        // Once the current version's diagnostic is published, its fix is the same one.
        const republished = (await diagnosticsOf(s, d.uri, version)).find((x) => x.code === "schema/enum")!;
        expect(bare(await quickFixes(s.rpc, d.uri, republished))).toEqual(followed);
      } finally {
        await d.close();
      }
    }, 60_000);

    test(`${name}: an edit into the diagnostic's own text is judged by the current text's check`, async () => {
      const s = servers[which]!;
      const d = await open(s, specWithIssue(nodes));
      try {
        const held = (await diagnosticsOf(s, d.uri, 1)).find((x) => x.code === "schema/enum")!;
        const at = d.doc().getText().indexOf('"get"');
        // "get" becomes "pet": still not allowed, and the fix offered is the current check's for it.
        await d.edit(at + 1, at + 2, "p");
        const version = d.doc().version;
        const followed = bare(await quickFixes(s.rpc, d.uri, held));
        const republished = (await diagnosticsOf(s, d.uri, version)).find((x) => x.code === "schema/enum")!;
        expect(republished).toBeDefined();
        expect(followed).toEqual(bare(await quickFixes(s.rpc, d.uri, republished)));
        // "pet" becomes "GET": the issue is gone, and the held diagnostic gets no fix (none that would write over the new text).
        await d.edit(at + 1, at + 4, "GET");
        expect(await quickFixes(s.rpc, d.uri, held)).toEqual([]);
      } finally {
        await d.close();
      }
    }, 60_000);
  }
});

describe("checks in a thread of the document's own", () => {
  test("after keystrokes, the diagnostics published for the last version are check's of the final text", async () => {
    const s = servers["small"]!;
    const d = await open(s, specWithIssue(200));
    try {
      await diagnosticsOf(s, d.uri, 1);
      const text = d.doc().getText();
      const place = text.indexOf('"to": "node-101"') + 15;
      // A letter typed into a `to` (an unknown target), another, one taken back, without waiting.
      await d.edit(place, place, "x");
      await d.edit(place + 1, place + 1, "y");
      const last = await d.edit(place + 1, place + 2, "");
      const published = await diagnosticsOf(s, d.uri, last);
      const final = d.doc();
      const expected = checkText(final.getText(), { strict: true, fileName: d.uri }).issues.map((i) => [i.code, final.positionAt(i.range!.start.offset), i.message]);
      expect(published.map((p) => [p.code, p.range.start, p.message])).toEqual(expected);
      expect(published.map((p) => p.code)).toContain("transition/unknown-target");
    } finally {
      await d.close();
    }
  }, 60_000);
});
