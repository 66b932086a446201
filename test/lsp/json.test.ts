// The server's writer (lsp-json.ts): an answer a document's thread sends as the bytes of its JSON
// reaches the client as the same bytes vscode-jsonrpc's own writer sends for the answer itself.
// Both writers are vscode-jsonrpc's StreamMessageWriter over a real stream; the frames they write
// are compared byte for byte (properties: any JSON value as a result, as a notification's params,
// or as a member of them, with any text in the message around it).
import { PassThrough } from "node:stream";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { StreamMessageReader, StreamMessageWriter, type Message, type MessageWriterOptions } from "vscode-jsonrpc/node";
import { JsonBytes, spliceWriterOptions } from "../../src/lsp/json.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 100);

/** The bytes a StreamMessageWriter writes for the messages, one after the other. */
async function written(messages: unknown[], options?: MessageWriterOptions): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on("data", (c: Buffer) => chunks.push(c));
  const writer = options ? new StreamMessageWriter(stream, options) : new StreamMessageWriter(stream);
  for (const m of messages) await writer.write(m as Message);
  writer.dispose();
  return Buffer.concat(chunks);
}

// Any JSON, with strings of any code units (escapes, quotes, astral characters, lone surrogates).
const json = fc.jsonValue({ maxDepth: 3, stringUnit: "binary" });
const id = fc.oneof(fc.integer(), fc.string());

/** A message holding `value`, written as bytes (`raw`) or as the value, at one of the places the writer splices. */
const shapes = fc.constantFrom("result", "params", "member");
function message(shape: string, msgId: number | string, value: unknown, extra: Record<string, unknown>, raw: boolean): Record<string, unknown> {
  const v = raw ? JsonBytes.of(value) : value;
  if (shape === "result") return { jsonrpc: "2.0", id: msgId, result: v };
  if (shape === "params") return { jsonrpc: "2.0", method: "x/y", params: v };
  return { jsonrpc: "2.0", method: "textDocument/publishDiagnostics", params: { ...extra, diagnostics: v, after: extra } };
}

describe("the server's writer", () => {
  test("property: a value sent as the bytes of its JSON is written as the same bytes as the value itself", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(shapes, id, json, fc.dictionary(fc.string({ unit: "binary" }), json, { maxKeys: 3 })), { minLength: 1, maxLength: 4 }), async (cases) => {
        const plain = await written(cases.map(([shape, i, value, extra]) => message(shape, i, value, extra, false)));
        const spliced = await written(
          cases.map(([shape, i, value, extra]) => message(shape, i, value, extra, true)),
          spliceWriterOptions(),
        );
        expect(spliced.toString("utf8")).toBe(plain.toString("utf8"));
        expect(spliced.equals(plain)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  test("property: a message without JSON bytes is written as vscode-jsonrpc writes it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(shapes, id, json, fc.dictionary(fc.string(), json, { maxKeys: 3 })), { minLength: 1, maxLength: 4 }), async (cases) => {
        const messages = cases.map(([shape, i, value, extra]) => message(shape, i, value, extra, false));
        expect((await written(messages, spliceWriterOptions())).equals(await written(messages))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  test("property: JSON bytes met where the writer does not splice (deeper, or in a trace) stringify as their value", () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(JSON.stringify({ deep: { deeper: [JsonBytes.of(value)] } })).toBe(JSON.stringify({ deep: { deeper: [value] } }));
      }),
      { numRuns: RUNS },
    );
  });

  test("a JSON-RPC client reads the spliced messages as the values; undefined is sent as null", async () => {
    const stream = new PassThrough();
    const read: Message[] = [];
    const reader = new StreamMessageReader(stream);
    reader.listen((m) => read.push(m));
    const writer = new StreamMessageWriter(stream, spliceWriterOptions());
    const diagnostics = [{ range: { start: { line: 0, character: 1 }, end: { line: 0, character: 2 } }, message: 'é "😀"\u0000', code: "a/b", data: { x: [1, -0, null] } }];
    await writer.write({ jsonrpc: "2.0", id: 7, result: JsonBytes.of(undefined) } as unknown as Message);
    await writer.write({ jsonrpc: "2.0", method: "textDocument/publishDiagnostics", params: { uri: "file:///a.json", version: 3, diagnostics: JsonBytes.of(diagnostics) } } as unknown as Message);
    await expect.poll(() => read.length).toBe(2);
    expect(read[0]).toEqual({ jsonrpc: "2.0", id: 7, result: null });
    expect(read[1]).toEqual({ jsonrpc: "2.0", method: "textDocument/publishDiagnostics", params: { uri: "file:///a.json", version: 3, diagnostics: JSON.parse(JSON.stringify(diagnostics)) } });
    reader.dispose();
    writer.dispose();
  });
});
