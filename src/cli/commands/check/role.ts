// The threads of `agentspec check --threads`: the command's own file started as a worker with this
// role (main.ts tells it apart without loading the checker), and what the threads post each other.
import type { Input } from "../../../workspace/files.js";
import type { FileReport } from "../../../workspace/file-report.js";

/** The `workerData.role` of the command's file started as a check thread. */
export const CHECK_ROLE = "agentspec-check-worker";

/** What a check thread is started with: the command line's settings it checks under. */
export interface CheckSetup {
  role: typeof CHECK_ROLE;
  strict: boolean;
  config: string | undefined;
  noConfig: boolean;
  /** --audit: the security preset's rule settings. */
  audit?: boolean;
}

/** A batch of files to read and check: paths go to a thread, never their texts. */
export interface CheckJob {
  id: number;
  inputs: Input[];
}

/**
 * A batch's answer: each input's report (null: a file a walk found that is no agentspec document),
 * in the batch's order; a report keeps its text only when it has findings (its code frames need it).
 * Or the error that stopped the thread (an internal error of the check).
 */
export type CheckReply = { id: number; reports: (FileReport | null)[] } | { id: number; error: string };
