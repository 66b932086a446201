// A long completion list (the node ids of a `to` in a large spec) is narrowed on the server to what
// is typed: at most COMPLETION_LIMIT items, those whose label starts with the typed text first,
// marked incomplete so the editor asks again. Through a real JSON-RPC client (vscode-jsonrpc) over
// the child's stdio, for a client that declares nothing and one that takes a list's edit range
// (and a server that answers from a document's thread, which must answer alike); and the laws of
// the pure function, with fast-check.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import { COMPLETION_LIMIT, narrowCompletions, typedText } from "../../src/lsp/answers.js";
import { completionsAt } from "../../src/language/index.js";
import { startLanguageServer } from "../cli/helpers.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 200);

// 150 nodes: `step-<i>`, and at four places ids that "ale" matches: two by prefix (one upper-case),
// two only as a subsequence, placed so that the prefix matches come later in the spec.
const SPECIAL: Record<number, string> = { 5: "sale-report", 50: "alert-ops", 60: "a-l-e", 130: "ALERT" };
const IDS = Array.from({ length: 150 }, (_, i) => SPECIAL[i] ?? `step-${i}`);
const NODES = IDS.map((id, i) => ({ id, type: "action", actionType: "WEBHOOK", config: { url: `https://example.com/${i}`, method: "POST" }, transition: [{ to: IDS[(i + 1) % IDS.length]!, when: { source: "vars", path: "x", op: "eq", value: i } }] }));
const MARK = '"MARK"';
// The first node's `to` is the marker: each case writes its text there, `|` at the cursor.
const BASE = JSON.stringify({ version: 2, nodes: NODES }, null, 2).replace(`"to": "${IDS[1]}"`, `"to": ${MARK}`);

/** A spec with `fragment` (holding `|` at the cursor) as the first node's `to`, and the cursor's offset. */
function at(fragment: string, base = BASE, mark = MARK): { text: string; offset: number } {
  const i = base.indexOf(mark);
  const before = base.slice(0, i) + fragment.slice(0, fragment.indexOf("|"));
  return { text: before + fragment.slice(fragment.indexOf("|") + 1) + base.slice(i + mark.length), offset: before.length };
}

type Item = { label: string; filterText?: string; sortText?: string; textEdit?: { range: unknown; newText: string }; textEditText?: string };
type List = { isIncomplete: boolean; itemDefaults?: { editRange: unknown }; items: Item[] };


// A client that declares no capabilities (Neovim 0.7, Eglot), one that takes a list's edit range
// (VS Code), and the first again with a server that answers for these specs in a thread of their own.
let plain: Awaited<ReturnType<typeof startLanguageServer>>;
let shared: Awaited<ReturnType<typeof startLanguageServer>>;
let threaded: Awaited<ReturnType<typeof startLanguageServer>>;
beforeAll(async () => {
  plain = await startLanguageServer({});
  shared = await startLanguageServer({ textDocument: { completion: { completionList: { itemDefaults: ["editRange"] } } } });
  threaded = await startLanguageServer({}, ["--worker-threshold", "300"]);
});
afterAll(() => {
  for (const s of [plain, shared, threaded]) {
    s.rpc.dispose();
    s.proc.kill();
  }
});

let opened = 0;

/** Both clients' answers at `offset` of `text` (opened, asked, closed); a document's thread answers as the server's thread does. */
async function complete(text: string, offset: number): Promise<{ plain: Item[] | List; shared: List }> {
  const uri = `file:///limit/spec-${++opened}.json`;
  const position = TextDocument.create(uri, "json", 1, text).positionAt(offset);
  const answers: unknown[] = [];
  for (const s of [plain, shared, threaded]) {
    await s.rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
    answers.push(await s.rpc.sendRequest("textDocument/completion", { textDocument: { uri }, position }));
    await s.rpc.sendNotification("textDocument/didClose", { textDocument: { uri } });
  }
  expect(answers[2]).toStrictEqual(answers[0]);
  return { plain: answers[0] as Item[] | List, shared: answers[1] as List };
}

/** The plain client's answer as a list: a narrowed answer must be one, marked incomplete. */
function asList(answer: Item[] | List): List {
  return Array.isArray(answer) ? { isIncomplete: false, items: answer } : answer;
}

/** Both clients got the same items (the same labels and texts, in the same order) and the same flag. */
function expectSameAnswers(a: { plain: Item[] | List; shared: List }): List {
  const p = asList(a.plain);
  expect(p.isIncomplete).toBe(a.shared.isIncomplete);
  expect(a.shared.items.map((i) => [i.label, i.sortText, i.filterText, i.textEditText ?? i.label])).toEqual(p.items.map((i) => [i.label, i.sortText, i.filterText, i.textEdit!.newText]));
  return p;
}

describe("a completion list longer than COMPLETION_LIMIT, through a real client", () => {
  test("the limit is 100 and the spec's ids are more", () => {
    expect(COMPLETION_LIMIT).toBe(100);
    const { text, offset } = at('"|"');
    expect(completionsAt(text, offset).items.map((i) => i.label)).toEqual(IDS);
  });

  test("an empty `to`: the first 100 ids in the spec's order, marked incomplete, in both answer shapes", async () => {
    const { text, offset } = at('"|"');
    const answers = await complete(text, offset);
    expect(Array.isArray(answers.plain)).toBe(false);
    const list = expectSameAnswers(answers);
    expect(list.isIncomplete).toBe(true);
    expect(list.items.map((i) => i.label)).toEqual(IDS.slice(0, 100));
    expect(list.items.map((i) => i.sortText)).toEqual(IDS.slice(0, 100).map((_, i) => String(i).padStart(4, "0")));
    expect(answers.shared.itemDefaults?.editRange).toBeDefined();
  });

  test("a typed prefix: the ids that start with it (any case) first, then those that hold it as a subsequence", async () => {
    for (const fragment of ['"ale|"', '"ALe|', '"ale|rt-ops"']) {
      const { text, offset } = at(fragment);
      const list = expectSameAnswers(await complete(text, offset));
      // Every one of the 150 ids the typed text does not match is left out: the list is incomplete.
      expect(list.items.map((i) => i.label), fragment).toEqual(["alert-ops", "ALERT", "sale-report", "a-l-e"]);
      expect(list.isIncomplete, fragment).toBe(true);
      expect(list.items.map((i) => i.sortText)).toEqual(["0000", "0001", "0002", "0003"]);
    }
  });

  test("a span without an opening quote (a bare word), and one starting at the quote (the cursor before it)", async () => {
    const bare = at("ale|");
    const list = expectSameAnswers(await complete(bare.text, bare.offset));
    expect(list.items.map((i) => i.label)).toEqual(["alert-ops", "ALERT", "sale-report", "a-l-e"]);
    // Without a quote typed, each id is inserted as a JSON string.
    expect(asList((await complete(bare.text, bare.offset)).plain).items.map((i) => i.textEdit!.newText)).toEqual(['"alert-ops"', '"ALERT"', '"sale-report"', '"a-l-e"']);
    // The cursor before the opening quote of an unterminated string: the span takes the quote in,
    // nothing is typed yet, and the editor filters by the quote and the label.
    const before = at('|"ale');
    const quoted = expectSameAnswers(await complete(before.text, before.offset));
    expect(quoted.isIncomplete).toBe(true);
    expect(quoted.items.map((i) => i.label)).toEqual(IDS.slice(0, 100));
    expect(quoted.items.every((i) => i.filterText === `"${i.label}`)).toBe(true);
  });

  test("what is typed matches fewer than 100 ids: all of them, prefix matches first; the list says incomplete because others were left out", async () => {
    const { text, offset } = at('"step-1|"');
    const list = expectSameAnswers(await complete(text, offset));
    const prefix = IDS.filter((id) => id.startsWith("step-1"));
    // Ids holding s, t, e, p, -, 1 in that order, but not as their start.
    const subsequence = IDS.filter((id) => !id.startsWith("step-1") && /^step-.*1/.test(id));
    expect(prefix.length + subsequence.length).toBeLessThan(100);
    expect(list.items.map((i) => i.label)).toEqual([...prefix, ...subsequence]);
    expect(list.isIncomplete).toBe(true);
    // Nothing matches: an empty list, still incomplete (a Backspace may bring items back).
    const none = at('"zq|"');
    const empty = expectSameAnswers(await complete(none.text, none.offset));
    expect(empty).toEqual({ isIncomplete: true, items: [] });
  });

  test("short lists (an `op` value, a node's keys) are sent whole and unchanged: plain items, or a complete list", async () => {
    for (const [fragment, mark] of [
      ['"op": "|"', '"op": "eq"'],
      ['"op": "x|"', '"op": "eq"'],
      ['"type": "action", "|"', '"type": "action"'],
      ['"type": "action", "o|"', '"type": "action"'],
    ] as const) {
      const { text, offset } = at(fragment, BASE, mark);
      const service = completionsAt(text, offset);
      expect(service.items.length, fragment).toBeGreaterThan(0);
      expect(service.items.length, fragment).toBeLessThanOrEqual(COMPLETION_LIMIT);
      const answers = await complete(text, offset);
      // The plain client gets an array, as before; the items are every one of the service's, in its order.
      expect(Array.isArray(answers.plain), fragment).toBe(true);
      expect((answers.plain as Item[]).map((i) => i.label), fragment).toEqual(service.items.map((i) => i.label));
      expect(answers.shared.isIncomplete, fragment).toBe(false);
      expect(answers.shared.items.map((i) => i.label), fragment).toEqual(service.items.map((i) => i.label));
    }
  });
});

describe("typedText: what the editor filters by", () => {
  test("from the span's start to the cursor, without an opening quote; a cursor inside the span cuts it there", () => {
    const text = '{ "to": "alert-ops", "of": ale }';
    const from = text.indexOf('"alert') + 1;
    const to = text.indexOf('",');
    expect(typedText(text, from, to, from + 3)).toBe("ale");
    expect(typedText(text, from, to, to)).toBe("alert-ops");
    // A span that starts at the opening quote (the quote is replaced too).
    expect(typedText(text, from - 1, to, from + 3)).toBe("ale");
    expect(typedText(text, from - 1, to, from - 1)).toBe("");
    // A span without a quote.
    const bare = text.indexOf("ale }");
    expect(typedText(text, bare, bare + 3, bare + 2)).toBe("al");
    // A cursor outside the span is clamped to it.
    expect(typedText(text, bare, bare + 3, bare + 10)).toBe("ale");
    expect(typedText(text, bare, bare + 3, 0)).toBe("");
  });

  test("law: the text after a span-opening quote up to the cursor, for any text", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.string(), fc.string(), fc.nat(), (head, quote, inside, tail, k) => {
        const text = head + (quote ? '"' : "") + inside + tail;
        const from = head.length;
        const to = text.length - tail.length;
        const cursor = from + (quote ? 1 : 0) + (k % (inside.length + 1));
        const typed = typedText(text, from, to, cursor);
        expect(typed).toBe(quote ? text.slice(from + 1, cursor) : text.slice(from, cursor).replace(/^"/, ""));
      }),
      { numRuns: RUNS },
    );
  });
});

describe("narrowCompletions: laws", () => {
  // Oracles written apart from the code: a client's prefix match, and a fuzzy match as a regular
  // expression (VS Code's fuzzy matcher shows a subset of these).
  const lower = (s: string): string => s.toLowerCase();
  const prefixMatch = (typed: string, label: string): boolean => lower(label).startsWith(lower(typed));
  const escape = (c: string): string => c.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
  const fuzzyMatch = (typed: string, label: string): boolean => new RegExp([...lower(typed)].map(escape).join(".*"), "s").test(lower(label));

  // Labels and typed texts over a small alphabet (cases, a dash, an accented letter) so they match often.
  const alphabet = fc.constantFrom(..."aAbBc-1éÉ");
  const label = fc.string({ unit: alphabet, maxLength: 6 });
  const typed = fc.string({ unit: alphabet, maxLength: 3 });
  const labels = (max: number) => fc.uniqueArray(label, { maxLength: max }).map((ls) => ls.map((l, i) => ({ label: l, i })));

  const laws = (items: { label: string; i: number }[], t: string, limit: number): void => {
    const { items: sent, incomplete } = narrowCompletions(items, t, limit);
    expect(sent.length).toBeLessThanOrEqual(Math.max(limit, items.length <= limit ? items.length : 0));
    if (items.length <= limit) {
      // A short list is sent whole and unchanged.
      expect(sent).toEqual(items);
      expect(incomplete).toBe(false);
      return;
    }
    expect(sent.length).toBeLessThanOrEqual(limit);
    // Every item sent matches what is typed.
    for (const s of sent) expect(fuzzyMatch(t, s.label) || prefixMatch(t, s.label)).toBe(true);
    // Every item a client would show by prefix or fuzzy matching is sent, or the list says it is incomplete.
    const shown = items.filter((x) => prefixMatch(t, x.label) || fuzzyMatch(t, x.label));
    for (const x of shown) if (!sent.includes(x)) expect(incomplete).toBe(true);
    // When they fit, all of them are sent.
    if (shown.length <= limit) expect(new Set(sent)).toEqual(new Set(shown));
    // Order: prefix matches first, then the others, each in the list's order; the first `limit`.
    const ordered = [...items.filter((x) => prefixMatch(t, x.label)), ...items.filter((x) => !prefixMatch(t, x.label) && fuzzyMatch(t, x.label))];
    expect(sent).toEqual(ordered.slice(0, limit));
    // Incomplete exactly when an item was left out.
    expect(incomplete).toBe(sent.length < items.length);
  };

  test("with small limits, over generated labels and typed texts", () => {
    fc.assert(
      fc.property(labels(30), typed, fc.integer({ min: 1, max: 12 }), (items, t, limit) => laws(items, t, limit)),
      { numRuns: RUNS },
    );
  });

  test("with COMPLETION_LIMIT, over lists around it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 90, max: 140 }), fc.array(label, { minLength: 140, maxLength: 140 }), typed, (n, raw, t) => {
        const items = raw.slice(0, n).map((l, i) => ({ label: `${l}${i}`, i }));
        laws(items, t, COMPLETION_LIMIT);
        expect(narrowCompletions(items, t).items).toEqual(narrowCompletions(items, t, COMPLETION_LIMIT).items);
      }),
      { numRuns: Math.max(20, Math.floor(RUNS / 4)) },
    );
  });

  test("never throws, on any labels and typed text, and keeps only items given", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme" }), { maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 4 }), fc.integer({ min: 1, max: 10 }), (ls, t, limit) => {
        const items = ls.map((l) => ({ label: l }));
        const { items: sent } = narrowCompletions(items, t, limit);
        expect(sent.every((s) => items.includes(s))).toBe(true);
        expect(sent.length).toBeLessThanOrEqual(Math.max(limit, items.length <= limit ? items.length : 0));
      }),
      { numRuns: RUNS },
    );
  });
});
