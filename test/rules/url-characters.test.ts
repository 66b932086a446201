// A url is a template only with a closed {{ … }}; characters URL parsers drop or reread are errors.
import fc from "fast-check";
import { expect, test } from "vitest";
import { urlFault, urlTemplate } from "../../src/rules/webhook-url-scheme.js";
import { validateSpec } from "../../src/index.js";

// The scheme rule's codes alone: a templated host is webhook/templated-host's (a warning of its own).
const codesFor = (url: string): string[] =>
  validateSpec({ version: 2, nodes: [{ id: "a", type: "action", actionType: "WEBHOOK", config: { url, method: "GET" } }] })
    .issues.map((i) => i.code)
    .filter((c) => c !== "webhook/templated-host");

test("only a closed {{ … }} makes a url a template", () => {
  for (const url of ["ftp://x.example.com/{{", "{{", "x.example.com/}}{{", "}}", "x{{y"]) expect(codesFor(url), url).toEqual(["webhook/url-scheme"]);
  for (const url of ["{{vars.url}}", "https://{{vars.host}}/a", "{{ vars.base }}/x?y={{vars.y}}", "{{}}"]) expect(codesFor(url), url).toEqual([]);
});

test("tab, line break, backslash and white space at an end are named, in literal and templated urls", () => {
  expect(urlTemplate("https://api.exa\tmple.com/")).toEqual({ literal: true, at: 15 });
  expect(urlTemplate("https://a.example.com\\@b.example/")).toEqual({ literal: true, at: 21 });
  expect(urlTemplate(" https://a.example.com/")).toEqual({ literal: true, at: 0 });
  expect(urlTemplate("https://a.example.com/\n")).toEqual({ literal: true, at: 22 });
  expect(urlTemplate("{{ vars.base }}/x")).toEqual({ literal: false, at: -1 });
  expect(urlTemplate("{{vars.base}}\\x")).toEqual({ literal: false, at: 13 });
  expect(urlTemplate("https://a.example.com/a b")).toEqual({ literal: true, at: -1 });
  expect(validateSpec({ version: 2, nodes: [{ id: "a", type: "action", actionType: "WEBHOOK", config: { url: "https://api.exa\tmple.com/", method: "GET" } }] }).issues[0]!.message).toBe(
    'url holds "\\t" at character 16: URL parsers drop it, so the request may reach another host',
  );
});

// The law: a literal url the rule passes is read by the WHATWG parser with the very host it shows.
const hostChar = fc.constantFrom("a", "b", "-", ".", "\t", "\n", "\r", "\\", " ", "@", "/", "x");
const url = fc
  .tuple(fc.constantFrom("", " ", "\t", "\u0000"), fc.array(hostChar, { minLength: 1, maxLength: 12 }), fc.constantFrom("", "/p", "/a\\b", "/q r"), fc.constantFrom("", " ", "\n"))
  .map(([lead, host, path, trail]) => ({ host: host.join(""), url: `${lead}https://${host.join("")}${path}${trail}` }));

test("a literal url without findings reaches the host it shows", () => {
  fc.assert(
    fc.property(url, ({ host, url: u }) => {
      const { literal, at } = urlTemplate(u);
      expect(literal).toBe(true);
      if (at >= 0 || urlFault(u) !== undefined) return;
      const shown = host.split(/[/@]/)[0]!;
      if (host.includes("@")) return; // userinfo: the host is what follows the last @
      expect(new URL(u).hostname).toBe(shown.toLowerCase());
    }),
    { numRuns: 3000 },
  );
});
