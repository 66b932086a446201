// Shared by the server tests: the built `agentspec-toolkit/server` (as a user imports it), real
// servers on loopback, and raw sockets for bodies no fetch client sends.
import { connect } from "node:net";
import type { AddressInfo, Server } from "node:net";
import { built } from "../browser/dist.js";

export type ServerModule = typeof import("../../src/server/index.js");

/** The built server entry. */
export const loadServer = async (): Promise<ServerModule> => (await import(built("server.js"))) as ServerModule;

/** Listen on a free loopback port; the base URL of the API root. */
export async function listen(server: Server, root = "/api/v1"): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}${root}`;
}

/** A spec with `n` webhook nodes (about 200 bytes each), valid unless `proxy` says otherwise. */
export function specOf(n: number, proxy = "us"): unknown {
  const nodes = Array.from({ length: n }, (_, i) => ({
    id: `n${i}`,
    type: "action",
    actionType: "WEBHOOK",
    mode: "sync",
    config: { url: `https://api.example.com/hook/${i}`, method: "POST", proxy, body: { i } },
    outputVar: `out${i}`,
    transition: i + 1 < n ? [{ to: `n${i + 1}` }] : [],
  }));
  return { version: 2, nodes };
}

/**
 * Send raw bytes on a socket to `url`'s host and port (a request line, headers, and part of a
 * body, or bytes no client would send), optionally leaving the request unfinished; resolves with
 * the status line and body of the first answer, or "closed" when the server closed without one.
 * Bounded: rejects after `timeoutMs`.
 */
export function raw(url: string, head: string, body: Uint8Array | string = "", timeoutMs = 10_000): Promise<{ status: number; text: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(u.port), u.hostname);
    let data = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("connect", () => {
      socket.write(head);
      if (body.length > 0) socket.write(body);
    });
    socket.setEncoding("utf8");
    socket.on("data", (d: string) => {
      data += d;
      const end = data.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = /content-length: (\d+)/i.exec(data.slice(0, end));
      if (length && data.length - end - 4 < Number(length[1])) return;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0), text: data.slice(end + 4) });
    });
    socket.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      if (data === "") resolve({ status: 0, text: "closed" });
    });
  });
}
