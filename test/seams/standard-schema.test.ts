// agentspecStandardSchema in the frameworks that take a Standard Schema, each the real thing: a
// tRPC procedure served over a real socket by tRPC's own Node adapter, and a TanStack Form field.
// Each is held to validateSpec's answer on the same spec.
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { FieldApi, FormApi } from "@tanstack/form-core";
import { initTRPC } from "@trpc/server";
import { createHTTPServer } from "@trpc/server/adapters/standalone";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { agentspecStandardSchema, validateSpec, type AgentSpecDocument } from "../../src/index.js";

const ROOT = join(import.meta.dirname, "..", "..");
const read = (file: string): AgentSpecDocument => JSON.parse(readFileSync(join(ROOT, file), "utf8")) as AgentSpecDocument;
const good = read("examples/order-sync.json");
const bad = read("examples/broken/proxy-unknown.json");
const errorsOf = (doc: unknown): string[] => validateSpec(doc).issues.filter((i) => i.severity === "error").map((i) => i.message);

describe("a tRPC procedure whose input is agentspecStandardSchema, over HTTP", () => {
  // The error formatter tRPC's docs show for a validator's issues: the cause's `issues`, sent as data.
  const t = initTRPC.create({
    errorFormatter: ({ shape, error }) => ({ ...shape, data: { ...shape.data, issues: (error.cause as { issues?: unknown } | undefined)?.issues ?? null } }),
  });
  const router = t.router({
    publish: t.procedure.input(agentspecStandardSchema).mutation(({ input }) => ({ nodes: input.nodes.length, first: input.nodes[0].id })),
  });
  const server = createHTTPServer({ router });
  let base = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const post = async (body: unknown): Promise<{ status: number; json: any }> => {
    const res = await fetch(`${base}/publish`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return { status: res.status, json: await res.json() };
  };

  test("a valid spec reaches the procedure, typed", async () => {
    const { status, json } = await post(good);
    expect(status).toBe(200);
    expect(json.result.data).toEqual({ nodes: good.nodes.length, first: good.nodes[0].id });
  });

  test("an invalid spec is a 400 BAD_REQUEST carrying validateSpec's errors at their paths", async () => {
    const { status, json } = await post(bad);
    expect(status).toBe(400);
    expect(json.error.data.code).toBe("BAD_REQUEST");
    const issues = json.error.data.issues as { message: string; path: (string | number)[] }[];
    expect(json.error.message).toContain(issues[0]!.message);
    expect(issues.map((i) => i.message)).toEqual(errorsOf(bad));
    expect(issues[0]!.path).toEqual(["nodes", 0, "config", "proxy"]);
  });
});

describe("a TanStack Form field validated by agentspecStandardSchema", () => {
  test("the field's errors follow the spec typed into it: none, validateSpec's, none again", () => {
    const form = new FormApi({ defaultValues: { spec: good } });
    form.mount();
    const field = new FieldApi({ form, name: "spec", validators: { onChange: agentspecStandardSchema } });
    field.mount();
    field.setValue(good);
    expect(field.state.meta.errors).toEqual([]);
    field.setValue(bad);
    const errors = field.state.meta.errors as { message: string }[];
    expect(errors.map((e) => e.message)).toEqual(errorsOf(bad));
    expect(form.state.canSubmit).toBe(false);
    field.setValue(good);
    expect(field.state.meta.errors).toEqual([]);
    expect(form.state.canSubmit).toBe(true);
  });

  test("as the form's validator, each issue lands on the field its path names", () => {
    const doc = { version: 2, nodes: [{ id: "a", type: "end", transition: [{ to: "nowhere" }] }] } as unknown as AgentSpecDocument;
    const form = new FormApi({ defaultValues: doc, validators: { onChange: agentspecStandardSchema } });
    form.mount();
    const field = new FieldApi({ form, name: "nodes[0].transition[0].to" as never });
    field.mount();
    form.setFieldValue("version" as never, 2 as never);
    const errors = field.state.meta.errors as { message: string }[];
    expect(errors.map((e) => e.message)).toEqual(errorsOf(doc));
  });
});
