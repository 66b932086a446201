// Laws of the SARIF output, on random specs: every log passes the official schemas with no relative
// URI whatever the file names, and a finding's fingerprint does not depend on the layout of the file.
import fc from "fast-check";
import { expect, test } from "vitest";
import { sarifLog, type SarifTool } from "../../src/cli/report/sarif.js";
import { checkText } from "../../src/workspace/document.js";
import { spec, toText } from "../arbitraries.js";
import { expectNoRelativeUris, expectValid, type Log } from "./sarif-schema.js";

const tool: SarifTool = {
  name: "agentspec",
  version: "1.2.3",
  informationUri: "https://github.com/agentspec-toolkit/agentspec-toolkit",
  docsUrl: "https://github.com/agentspec-toolkit/agentspec-toolkit/blob/main/docs/",
  srcRoot: "file:///home/user/project/",
};

// File names as people write them on a command line: relative or absolute, spaces, "#", "%", non-ASCII.
const segment = fc.stringMatching(/^[a-zA-Z0-9 ._#%&+()\u00e0-\u00ff\u4e00-\u4e0f-]{1,12}$/).filter((s) => s !== "." && s !== "..");
const fileName = fc.tuple(fc.constantFrom("", "/", "../"), fc.array(segment, { minLength: 1, maxLength: 3 })).map(([prefix, parts]) => prefix + parts.join("/") + ".json");

// Spec text, sometimes damaged (not JSON, a repeated key).
const text = fc.tuple(spec, fc.nat(3), fc.nat(200)).map(([s, damage, at]) => {
  const t = toText(s);
  if (damage === 1) return t.replace('"type"', '"type": "x", "type"');
  if (damage === 2) return t.slice(0, at);
  return t;
});

test("every log is valid SARIF 2.1.0 with no relative URI", () => {
  fc.assert(
    fc.property(fc.array(fc.tuple(fileName, text), { minLength: 1, maxLength: 3 }), fc.boolean(), (files, withDocs) => {
      const reports = files.map(([name, t]) => ({ name, text: t, issues: checkText(t).issues }));
      const { docsUrl, ...bare } = tool;
      const log = sarifLog(reports, withDocs ? tool : bare);
      expectValid(log);
      expectNoRelativeUris(log);
    }),
    { numRuns: 150 },
  );
});

test("fingerprints do not depend on layout: indentation, blank lines and CRLF keep them", () => {
  const prints = (t: string): string[] => ((sarifLog([{ name: "a.json", text: t, issues: checkText(t).issues }], tool) as Log).runs[0].results as Log[]).map((r) => r.partialFingerprints["agentspecFinding/v1"]);
  let withFindings = 0;
  fc.assert(
    fc.property(spec, fc.constantFrom(0, 1, 4, "\t"), fc.nat(5), fc.boolean(), (s, indent, blank, crlf) => {
      const base = toText(s);
      let other = "\n".repeat(blank) + JSON.stringify(s, null, indent);
      if (crlf) other = other.replace(/\n/g, "\r\n");
      const before = prints(base);
      if (before.length > 0) withFindings++;
      expect(prints(other)).toEqual(before);
    }),
    { numRuns: 200 },
  );
  // The law was put to the test: most random specs have findings.
  expect(withFindings).toBeGreaterThan(100);
});
