// The law of push: for any sequence of faults the platform injects, push ends with the platform
// holding exactly the local spec, or it reports a failure (a non-zero exit); and it never makes an
// agent twice, on this run or the next. pushSpecs is what `agentspec remote push` runs, here in
// process with the real client over sockets to the platform double.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createPlatformClient } from "../../src/index.js";
import { pushFailed, pushSpecs } from "../../src/cli/commands/remote/push.js";
import { readLinks, writeLinks } from "../../src/cli/commands/remote/settings.js";
import { SPECS } from "../cli/helpers.js";
import { startDouble, type Fault, type PlatformDouble } from "./double.js";

const RUNS = Number(process.env["FUZZ_RUNS"] ?? 25);
const good = JSON.parse(SPECS.good) as { nodes: { config: Record<string, unknown> }[] };
const local = structuredClone(good);
local.nodes[0]!.config["proxy"] = "brazil";

const FAULTS: Fault[] = [
  { status: 500 },
  { status: 502 },
  { status: 503 },
  { status: 504 },
  { status: 429, code: "rate-limit/exceeded", headers: { "retry-after": "0" } },
  { status: 402, code: "budget-exceeded" },
  { status: 409, code: "agents/conflict" },
  { status: 413, html: true },
  { status: 403, html: true, error: "error code: 1010" },
  { reset: true },
  { hangBefore: 250 },
  { hangAfter: 250 },
  { statusAfter: 500 },
  { statusAfter: 503 },
  { redirect: "" },
];

const faultArb = fc.record({ fault: fc.constantFrom(...FAULTS), method: fc.constantFrom("GET", "PUT", "POST", undefined) });

let double: PlatformDouble;
beforeAll(async () => {
  // Names are not unique on this double: a duplicate would be made, not refused, so the law bites.
  double = await startDouble({ uniqueNames: false });
});
afterAll(async () => {
  await double.stop();
});

test("push under any faults: the platform holds the local spec or the run fails; never a duplicate agent", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(faultArb, { maxLength: 6 }), fc.boolean(), async (faults, twice) => {
      double.agents.clear();
      double.clearFaults();
      const dir = mkdtempSync(join(tmpdir(), "agentspec-push-"));
      writeFileSync(join(dir, "linked.json"), JSON.stringify(local));
      writeFileSync(join(dir, "fresh.json"), JSON.stringify(local));
      const existing = double.add({ name: "linked", applicationId: 3, spec: good });
      const links = readLinks(dir);
      links.agents.set("linked.json", existing.id);
      writeLinks(links);
      for (const f of faults) double.inject(f.fault, f.method);
      const client = createPlatformClient({ baseUrl: double.baseUrl, apiKey: "key-full", applicationId: 3, retry: { baseDelayMs: 1, maxDelayMs: 4, timeoutMs: 120, budgetMs: 10_000 } });
      const targets = [
        { key: "linked.json", path: join(dir, "linked.json") },
        { key: "fresh.json", path: join(dir, "fresh.json") },
      ];
      const runs = twice ? 2 : 1;
      for (let i = 0; i < runs; i++) {
        if (i === 1) double.clearFaults();
        const current = readLinks(dir);
        const results = await pushSpecs(client, current, targets, { create: true, applicationId: 3 });
        expect(results).toHaveLength(2);
        // Each file said to be pushed is on the platform exactly; a run with no failure pushed all.
        for (const r of results) {
          if (pushFailed(r)) continue;
          expect(r.agentId).toBeDefined();
          expect(double.agents.get(r.agentId!)!.spec).toEqual(local);
        }
        if (!results.some(pushFailed)) {
          for (const [, id] of readLinks(dir).agents) expect(double.agents.get(id)!.spec).toEqual(local);
          expect(readLinks(dir).agents.size).toBe(2);
        }
        // Never a duplicate: one agent per name in the application.
        const names = [...double.agents.values()].map((a) => a.name);
        expect(new Set(names).size).toBe(names.length);
        // Every link names an agent that exists.
        for (const [, id] of readLinks(dir).agents) expect(double.agents.has(id)).toBe(true);
      }
    }),
    { numRuns: RUNS },
  );
});
