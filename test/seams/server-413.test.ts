// The toolkit's client against the toolkit's server, over real sockets: a spec above the server's
// ceiling is refused with 413 upload/request-too-large, `useChunkedUpload: false` (validate has no
// chunked upload), and the client keeps that answer and does not tell the user to chunk it.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createPlatformClient, PlatformError } from "../../src/index.js";
import { listen, loadServer, specOf } from "../server/helpers.js";

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const api = await loadServer();
  server = createServer(api.toNodeListener(api.createAgentSpecHandler({ maxBodyBytes: 4096, pool: false })));
  baseUrl = (await listen(server)).replace(/\/api\/v1$/, "");
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
});

test("a spec above the ceiling: 413, useChunkedUpload false on both sides, and a hint that says there is no chunked upload", async () => {
  const client = createPlatformClient({ baseUrl, apiKey: "k-test", timeoutMs: 5000 });
  const error = await client.validate(specOf(100)).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  const e = error as PlatformError;
  expect([e.status, e.code, e.useChunkedUpload]).toEqual([413, "upload/request-too-large", false]);
  expect(e.hint).toMatch(/this operation has no chunked upload/);
  expect(e.hint).not.toMatch(/use the chunked upload protocol/);
  // Small enough: answered.
  expect((await client.validate(specOf(1))).valid).toBe(true);
});
