// The platform's failures as one typed error: status, code, details, validationErrors, and a hint
// saying what the user can do. Messages never carry a credential (the client redacts them).

/** `validationErrors` of a 400 envelope: flattened schema issues. */
export interface ValidationErrors {
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
}

/**
 * Codes the toolkit gives failures the platform did not code itself (toolkit-named):
 * `client/network` (no answer), `client/timeout`, `client/redirect` (a redirect not followed),
 * `client/not-json` (an error page that is not the API's JSON), `client/unexpected-response` (a
 * 2xx body of the wrong shape), `client/write-unverified` (a write whose outcome could not be
 * read back), `edge/1010` (the edge refused a request without a User-Agent), `http/<status>` (a
 * JSON error without a code).
 */
export type ClientCode = "client/network" | "client/timeout" | "client/redirect" | "client/not-json" | "client/unexpected-response" | "client/write-unverified" | "edge/1010";

/** What a failed call knew. */
export interface PlatformErrorInit {
  method: string;
  path: string;
  status: number;
  code: string;
  serverMessage?: string;
  details?: unknown;
  validationErrors?: ValidationErrors;
  retryAfter?: number;
  useChunkedUpload?: boolean;
  attempts?: number;
  hint: string;
}

/** A call to the platform that failed: what the platform (or the network) said, and what to do. */
export class PlatformError extends Error {
  override readonly name = "PlatformError";
  /** The HTTP method and the path under /api/v1 (without the base URL). */
  readonly method: string;
  readonly path: string;
  /** The HTTP status; 0 when no answer came (network error, timeout). */
  readonly status: number;
  /** The platform's `code`, or one of the toolkit's (ClientCode, `http/<status>`). */
  readonly code: string;
  /** The platform's `error` text, when it sent one (redacted). */
  readonly serverMessage: string | undefined;
  readonly details: unknown;
  readonly validationErrors: ValidationErrors | undefined;
  /** Seconds to wait before the same request can succeed, when the platform said. */
  readonly retryAfter: number | undefined;
  /** 413 `upload/request-too-large`: the platform asks for the chunked upload protocol. */
  readonly useChunkedUpload: boolean | undefined;
  /** How many times the request was sent. */
  readonly attempts: number;
  /** What the user can do about it, in one sentence. */
  readonly hint: string;

  constructor(init: PlatformErrorInit) {
    const said = init.serverMessage === undefined ? "" : `: ${init.serverMessage.replace(/[.\s]+$/, "")}`;
    super(`${init.method} ${init.path} failed with ${init.status === 0 ? "no answer" : init.status} (${init.code})${said}. ${init.hint}`);
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.details = init.details;
    this.validationErrors = init.validationErrors;
    this.retryAfter = init.retryAfter;
    this.useChunkedUpload = init.useChunkedUpload;
    this.attempts = init.attempts ?? 1;
    this.hint = init.hint;
  }
}

/** A misuse of the client (a bad base URL, no credential): thrown at once, never sent. */
export class PlatformConfigError extends Error {
  override readonly name = "PlatformConfigError";
}

/** What the user can do about a failure, by status and code. */
export function hintFor(status: number, code: string, extra: { retryAfter?: number; attempts?: number; useChunkedUpload?: boolean } = {}): string {
  const after = extra.retryAfter === undefined ? "" : ` (the platform said to wait ${extra.retryAfter} s)`;
  const tries = extra.attempts !== undefined && extra.attempts > 1 ? ` after ${extra.attempts} attempts` : "";
  if (code === "edge/1010") return "The platform's edge refuses requests without a User-Agent header (edge error 1010): set one (the toolkit sends agentspec-toolkit/<version> unless told otherwise).";
  if (code === "auth/credentials-missing") return "No credential reached the platform: set AGENTSPEC_API_KEY or AGENTSPEC_ACCESS_TOKEN, or name a key file with --api-key-file.";
  if (code === "auth/unauthorized" || status === 401) return "The credential is expired, revoked or rejected: refresh the access token (POST /api/mcp/oauth/token/ with grant_type=refresh_token) or replace the API key.";
  if (code === "budget-exceeded") return "The month's budget is spent; this is not retried: it can succeed once the budget is raised or the month rolls over.";
  if (code.startsWith("quota-exceeded-")) return `The plan's quota ${code.slice("quota-exceeded-".length)} is reached; this is not retried: it can succeed once the plan allows more.`;
  if (status === 402) return "The plan's budget or quota is exhausted; this is not retried: it can succeed once the budget is raised or the month rolls over.";
  if (status === 403) return "The credential's scope (Full access, Widget only, Routine only) or its owner's permissions do not cover this endpoint: use a Full access key.";
  if (code === "api/unknown-path") return "The path matches no operation of the platform: the platform and this toolkit disagree on the API; please report it.";
  if (status === 404) return "It does not exist, or it belongs to another application than the credential's (the platform answers 404 for both).";
  if (status === 409) return "It conflicts with the platform's current state (for example, an agent of that name exists already): resolve the conflict, then run the command again; it is not retried.";
  if (status === 410) return "The platform retired this versionless path; the toolkit only uses /api/v1/, so please report it.";
  // The API text's 413 says `useChunkedUpload: true`; an operation without a chunked upload says false.
  if (code === "upload/request-too-large" && extra.useChunkedUpload === false) return "The request is over the per-request ceiling, and this operation has no chunked upload: send less (a smaller spec, or a bundle split into several).";
  if (code === "upload/request-too-large") return "The request is over the platform's per-request ceiling: use the chunked upload protocol.";
  if (code === "upload/file-too-large") return "The file is over the plan's document size limit; it cannot be ingested, even in chunks.";
  if (status === 413) return "The request is over a size ceiling of the platform (the edge refuses requests over 100 MB).";
  if (status === 429) return `The platform's rate limit was hit${tries}${after}: wait, then run the command again.`;
  if (status === 400) return "The platform refused the request's content: see the validation errors.";
  if (code === "client/timeout") return `No answer in time${tries}: the platform may be slow or unreachable.`;
  if (code === "client/network") return `The platform could not be reached${tries}: check the base URL and the network.`;
  if (code === "client/redirect") return "The platform redirected the request; the toolkit follows a redirect only once and only on the same origin (credentials never go to another origin).";
  if (code === "client/unexpected-response") return "The platform's answer does not have the shape the API text shows: the toolkit may be older than the platform.";
  if (status >= 500) return `The platform could not complete the request${tries}${after}; try again later.`;
  return "See the platform's message.";
}
