import { describe, expect, test } from "vitest";
import { WEBHOOK_ROUTES, webhookLimits, webhookRoute } from "../../src/core/routes.js";

describe("webhookRoute", () => {
  test("the literal route; omitted means direct", () => {
    expect(WEBHOOK_ROUTES).toEqual(["direct", "brazil", "us"]);
    expect(webhookRoute({ config: { url: "https://x", method: "GET" } })).toBe("direct");
    expect(webhookRoute({})).toBe("direct");
    expect(webhookRoute({ config: { proxy: undefined } })).toBe("direct");
    for (const r of WEBHOOK_ROUTES) expect(webhookRoute({ config: { proxy: r } })).toBe(r);
  });

  test.each([["{{vars.region}}"], ["https://relay.example.com"], ["Brazil"], ["US"], [""], [null], [1], [["us"]], [{ route: "us" }]])(
    "throws a TypeError naming the three choices for %j (never a fallback)",
    (proxy) => {
      expect(() => webhookRoute({ config: { proxy } })).toThrow(TypeError);
      expect(() => webhookRoute({ config: { proxy } })).toThrow(/"direct", "brazil", "us"/);
    },
  );

  test("an inherited proxy is not a proxy; a config that is not an object is misuse", () => {
    expect(webhookRoute({ config: Object.create({ proxy: "us" }) })).toBe("direct");
    expect(() => webhookRoute({ config: "x" })).toThrow(TypeError);
    expect(() => webhookRoute(null as never)).toThrow(TypeError);
  });
});

test("webhookLimits: the seed's figures, frozen", () => {
  const MiB = 1024 * 1024;
  expect(webhookLimits).toEqual({
    relayTimeoutMaxSeconds: 300,
    relayRequestBodyMaxBytes: 50 * MiB,
    relayJsonResponseMaxBytes: 50 * MiB,
    webhookResponseDefaultBytes: 30 * MiB,
    webhookResponseMaxBytes: 50 * MiB,
    webhookTestPreviewMaxBytes: MiB,
  });
  expect(Object.isFrozen(webhookLimits)).toBe(true);
});
