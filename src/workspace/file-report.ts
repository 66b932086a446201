// What the command reports about one file: the formatters (stylish, json, github, sarif) print it.
import type { Issue } from "../core/issue.js";
import type { SecretSpan } from "../check/index.js";

/** What one input gave: its issues, its text (for code frames) and extra lines for stylish. */
export interface FileReport {
  name: string;
  text?: string;
  issues: Issue[];
  /** Lines stylish prints after the file's issues (a bundle's routes). */
  notes?: string[];
  /** A bundle's agents as checkAgentImport sums them up; json prints them. */
  agents?: unknown[];
  /** Findings agentspec-suppressions.json accepts: json and SARIF print them, marked; they never fail the run. */
  suppressed?: Issue[];
  /** The toolkit's own file this is, checked by its own rules: never recorded in the suppressions, nor hidden by them. */
  toolFile?: "config" | "suppressions" | "link";
  /** With --shard: the file's place in the whole run's list, so merged parts keep one run's order; json prints it. */
  position?: number;
  /**
   * Where `text` holds credentials, when the check that made the report parsed the text and so
   * knows (empty: none): what shows the text masks these spans without reading it again.
   * Absent: not known, so the text is searched before it is shown.
   */
  secretSpans?: SecretSpan[];
}
