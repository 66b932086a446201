// Answers that a large document's threads write as JSON themselves. The 2,800 diagnostics of a
// 20 MB spec, or its outline, are megabytes of objects: posted to the server's thread as objects,
// each was rebuilt there (the message's structured clone) and written out again as JSON
// (vscode-jsonrpc's writer), 30-40 ms during which no request on another document was answered.
// A thread sends the JSON's bytes instead; the server's writer puts them into the message as they are.
import { randomUUID } from "node:crypto";
import type { ContentTypeEncoder, Message, MessageWriterOptions } from "vscode-languageserver/node";

const decoder = new TextDecoder("utf-8");
const encoder = new TextEncoder();

/** A value as the UTF-8 bytes of its JSON, written into a message without being parsed or stringified again. */
export class JsonBytes {
  constructor(readonly bytes: Uint8Array) {}

  /** The bytes of `value`'s JSON (`null` for undefined, as a JSON-RPC result is). */
  static of(value: unknown): JsonBytes {
    return new JsonBytes(encoder.encode(JSON.stringify(value ?? null)));
  }

  /** The value, for a `JSON.stringify` that meets it anywhere but where the writer splices it (a trace of the message). */
  toJSON(): unknown {
    return JSON.parse(decoder.decode(this.bytes));
  }
}

/**
 * The writer's options of the server: a message whose `result` or `params`, or a member of its
 * `params`, is `JsonBytes` is written with those bytes in that place; every other message as
 * vscode-jsonrpc writes it (`JSON.stringify`, UTF-8). Either way the bytes are those of
 * `JSON.stringify` of the message holding the values themselves.
 */
export function spliceWriterOptions(): MessageWriterOptions {
  // What stands for the bytes while the rest of the message is stringified: no value the server
  // sends holds it (a NUL and a random id).
  const place = `\u0000agentspec-json:${randomUUID()}`;
  const quoted = JSON.stringify(place);
  const contentTypeEncoder: ContentTypeEncoder = {
    name: "application/json",
    encode(message: Message): Promise<Uint8Array> {
      try {
        const spliced: Uint8Array[] = [];
        const stand = (value: unknown): unknown => {
          if (!(value instanceof JsonBytes)) return value;
          spliced.push(value.bytes);
          return place;
        };
        const m = message as unknown as Record<string, unknown>;
        let shell = m;
        for (const key of ["result", "params"] as const) {
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
        const out: Uint8Array[] = [];
        pieces.forEach((piece, i) => {
          out.push(Buffer.from(piece, "utf8"));
          if (i < spliced.length) out.push(spliced[i]!);
        });
        return Promise.resolve(Buffer.concat(out));
      } catch (error) {
        return Promise.reject(error);
      }
    },
  };
  return { charset: "utf-8", contentTypeEncoder };
}
