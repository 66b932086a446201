// The risky-webhook rules: each finds its fault, at its place, and stays quiet on the safe forms.
import { expect, test } from "vitest";
import { checkText } from "../../src/check/index.js";

const spec = (config: Record<string, unknown>, node: Record<string, unknown> = {}) => ({
  version: 2,
  nodes: [{ id: "call", type: "action", actionType: "WEBHOOK", config: { url: "https://api.example.com/v1", method: "GET", ...config }, transition: [], ...node }],
});
const found = (doc: unknown, prefix = "webhook/") =>
  checkText(JSON.stringify(doc))
    .issues.filter((i) => i.code.startsWith(prefix) && i.code !== "webhook/url-scheme")
    .map((i) => [i.code, i.severity, i.pointer, i.params]);

test("a url whose scheme or host comes from a template is webhook/templated-host (a warning)", () => {
  expect(found(spec({ url: "{{vars.baseUrl}}/orders" }))).toEqual([["webhook/templated-host", "warning", "/nodes/0/config/url", { part: "scheme and host", template: "{{vars.baseUrl}}" }]]);
  expect(found(spec({ url: "https://{{vars.tenant}}.example.com/orders" }))).toEqual([["webhook/templated-host", "warning", "/nodes/0/config/url", { part: "host", template: "{{vars.tenant}}" }]]);
  expect(found(spec({ url: "{{vars.scheme}}://api.example.com/" }))).toEqual([["webhook/templated-host", "warning", "/nodes/0/config/url", { part: "scheme and host", template: "{{vars.scheme}}" }]]);
  expect(found(spec({ url: "http{{vars.s}}://api.example.com/" }))).toEqual([["webhook/templated-host", "warning", "/nodes/0/config/url", { part: "scheme", template: "{{vars.s}}" }]]);
  // Path, query, fragment and user information templates do not choose the destination.
  for (const url of ["https://api.example.com/{{vars.path}}", "https://api.example.com/v1?id={{input.id}}", "https://{{secrets.USER}}:{{secrets.PASSWORD}}@api.example.com/", "https://api.example.com/#{{vars.x}}"])
    expect(found(spec({ url })), url).toEqual([]);
});

test("the run's input in the url's scheme or host, or in a header name, is webhook/input-in-target (an error), and only that", () => {
  expect(found(spec({ url: "https://{{input.host}}/hook" }))).toEqual([["webhook/input-in-target", "error", "/nodes/0/config/url", { where: "url host", template: "{{input.host}}" }]]);
  expect(found(spec({ url: "{{ input.url }}" }))).toEqual([["webhook/input-in-target", "error", "/nodes/0/config/url", { where: "url scheme and host", template: "{{ input.url }}" }]]);
  expect(found(spec({ headers: { "X-{{input.name}}": "1" } }))).toEqual([["webhook/input-in-target", "error", "/nodes/0/config/headers/X-{{input.name}}", { where: "header name", template: "{{input.name}}" }]]);
  // Input in a header value, the path or the query is data, not a target.
  expect(found(spec({ url: "https://api.example.com/u/{{input.id}}", headers: { "X-User": "{{input.user}}" }, query: { q: "{{input.q}}" } }))).toEqual([]);
  expect(found(spec({ headers: { "X-{{vars.name}}": "1" } }))).toEqual([]);
});

test("credentials over a relay route are webhook/relay-credentials (a warning); over direct, none", () => {
  const at = "/nodes/0/config/proxy";
  expect(found(spec({ proxy: "brazil", headers: { Authorization: "Bearer {{secrets.T}}" } }))).toEqual([["webhook/relay-credentials", "warning", at, { proxy: "brazil", carrier: 'header "Authorization"' }]]);
  expect(found(spec({ proxy: "us", query: { api_key: "{{secrets.K}}" } }))).toEqual([["webhook/relay-credentials", "warning", at, { proxy: "us", carrier: 'query parameter "api_key"' }]]);
  expect(found(spec({ proxy: "us", url: "https://{{secrets.U}}:{{secrets.P}}@api.example.com/" }))).toEqual([["webhook/relay-credentials", "warning", at, { proxy: "us", carrier: "the url's user information" }]]);
  expect(found(spec({ proxy: "us", url: "https://api.example.com/v1?token={{secrets.T}}" }))).toEqual([["webhook/relay-credentials", "warning", at, { proxy: "us", carrier: 'query parameter "token" of the url' }]]);
  expect(found(spec({ proxy: "direct", headers: { Authorization: "Bearer {{secrets.T}}" } }))).toEqual([]);
  expect(found(spec({ headers: { Authorization: "Bearer {{secrets.T}}" } }))).toEqual([]);
  expect(found(spec({ proxy: "us", headers: { "X-Trace": "1" } }))).toEqual([]);
});

test("a sync webhook without a timeout is webhook/missing-timeout (a warning), at the config's key", () => {
  expect(found(spec({}, { mode: "sync" }))).toEqual([["webhook/missing-timeout", "warning", "/nodes/0/config", { mode: "sync" }]]);
  expect(found(spec({ timeout: 30 }, { mode: "sync" }))).toEqual([]);
  expect(found(spec({}))).toEqual([]);
  expect(found(spec({}, { mode: "async" }))).toEqual([]);
});
