// The example servers of examples/server/ start, answer a real request on loopback, and stop.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

// Each example listens on a free port (PORT=0) and says where: the URL is read from its output.
const run = (file: string, ready: RegExp): Promise<{ stop: () => void; origin: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(new URL(`../../examples/server/${file}`, import.meta.url))], { env: { ...process.env, PORT: "0" }, stdio: ["ignore", "pipe", "pipe"] });
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${file} did not start within 20 s`));
    }, 20_000);
    let out = "";
    const seen = (d: Buffer) => {
      out += d.toString();
      const m = ready.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ stop: () => child.kill("SIGTERM"), origin: m[1] as string });
      }
    };
    child.stdout.on("data", seen);
    child.stderr.on("data", seen);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited ${code}: ${out}`));
    });
  });

describe("examples/server", () => {
  test.each([
    ["node-http.mjs", /listening on (http:\/\/127\.0\.0\.1:\d+)/],
    ["fastify.mjs", /Server listening at (http:\/\/127\.0\.0\.1:\d+)/],
  ])("%s answers a validation request", async (file, ready) => {
    const { stop, origin } = await run(file, ready);
    try {
      const r = await fetch(`${origin}/api/v1/agents/schema/validate/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ spec: { version: 2, nodes: [{ id: "a", type: "agent" }] } }),
      });
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual({ valid: true, issues: [] });
    } finally {
      stop();
    }
  });
});
