// Where an answer runs when it does not run in the request's thread (the validation pool): the
// contract between the handler and a pool, apart from both so neither imports the other.
import type { Answer, AnswerOptions } from "./answers.js";

/** Runs an answer somewhere else (a worker pool): same function, same answer. */
export interface AnswerRunner {
  /** Whether a body of this many bytes goes to the runner (else it is answered in the request's thread). */
  takes(bytes: number): boolean;
  /** The answer; rejects with a PoolFullError when its queue is full. */
  run(kind: "validate" | "import", bytes: Uint8Array, opts: AnswerOptions): Promise<Answer>;
}

/** A full queue: the handler answers 503 with `Retry-After`. */
export class PoolFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("the validation queue is full");
    this.name = "PoolFullError";
  }
}
