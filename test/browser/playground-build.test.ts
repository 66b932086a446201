// The playground builds without a warning: `npm test` and `npm run playground` print none (the
// main chunk's size is a decision written in playground/vite.config.ts, not noise on every build).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger } from "vite";
import { expect, test } from "vitest";
import { buildPlayground } from "../../scripts/serve-playground.mjs";

test("vite builds the playground with no warning", async () => {
  const dir = mkdtempSync(join(tmpdir(), "agentspec-playground-build-"));
  const said: string[] = [];
  const logger = createLogger("warn");
  logger.warn = (msg) => void said.push(msg);
  logger.warnOnce = (msg) => void said.push(msg);
  logger.error = (msg) => void said.push(msg);
  try {
    await buildPlayground({ outDir: dir, customLogger: logger });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect(said).toEqual([]);
}, 120_000);
