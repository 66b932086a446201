// The suppressions file's laws: every file name is a key like any other ("__proto__",
// "constructor" included): what is recorded is written, read back and applied as it was, and a run
// that only applies the file changes nothing in it.
import fc from "fast-check";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { readSuppressions, suppress, writeSuppressions, type Suppressions } from "../../src/workspace/suppressions.js";
import type { FileReport } from "../../src/workspace/file-report.js";
import type { Issue } from "../../src/core/issue.js";

const fileName = fc.oneof(fc.constantFrom("__proto__", "constructor", "toString", "hasOwnProperty", "a.json", "x/__proto__"), fc.stringMatching(/^[a-z_]{1,8}(?:\/[a-z_]{1,8})?$/));
const code = fc.constantFrom("node/unreachable", "spec/misspelled-property", "transition/unknown-target", "schema/enum");
/** Counts by file, then by code (as an array of entries: a record literal would drop "__proto__"). */
const recorded = fc.uniqueArray(fc.tuple(fileName, fc.uniqueArray(fc.tuple(code, fc.integer({ min: 1, max: 4 })), { minLength: 1, maxLength: 3, selector: ([c]) => c })), { maxLength: 6, selector: ([f]) => f });

const issue = (c: string): Issue => ({ code: c, severity: "warning", pointer: "", message: c }) as Issue;

test("what --suppress-all records is written, read back and hides exactly those findings, for any file names", () => {
  const dir = mkdtempSync(join(tmpdir(), "agentspec-suppressions-"));
  const path = join(dir, "agentspec-suppressions.json");
  fc.assert(
    fc.property(recorded, (files) => {
      writeFileSync(path, "{}\n");
      // One report per file, with `count` findings of each code, at the file's path under `dir`.
      const reports = (): FileReport[] => files.map(([f, codes]) => ({ name: join(dir, f), issues: codes.flatMap(([c, n]) => Array.from({ length: n }, () => issue(c))) }));
      const first = suppress(reports(), path, readSuppressions(path).suppressions, { kind: "record" });
      writeSuppressions(path, first.suppressions);
      const read = readSuppressions(path).suppressions;
      expect(Object.keys(read).sort()).toEqual(files.map(([f]) => f).sort());
      for (const [f, codes] of files) for (const [c, n] of codes) expect(Object.hasOwn(read, f) && read[f]![c]?.count).toBe(n);
      // Applied on the same findings: every one hidden, nothing unused, nothing changed.
      const again = reports();
      const applied = suppress(again, path, read, { kind: "apply" });
      expect(again.flatMap((r) => r.issues)).toEqual([]);
      expect(applied.unused).toEqual([]);
      expect(applied.changed).toBe(false);
      // Written again, the file is the same bytes.
      const bytes = readFileSync(path, "utf8");
      writeSuppressions(path, applied.suppressions as Suppressions);
      expect(readFileSync(path, "utf8")).toBe(bytes);
    }),
    { numRuns: 60 },
  );
});
