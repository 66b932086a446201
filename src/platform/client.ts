// createPlatformClient: one typed method per agent operation the platform's API text shows, and
// every client rule of its Authentication, Errors, Limits and Versioning parts (docs/remote.md).
import { homepage, version } from "../../package.json";
import { hintFor, PlatformConfigError, PlatformError, type ValidationErrors } from "./errors.js";
import { sameJson } from "./json.js";
import { deadline, globalFetch, parseUrl, sleep, type FetchLike, type FetchResponse } from "./web.js";

/** How reads are retried, and how long any request may take. */
export interface RetryOptions {
  /** Retries of a read after the first attempt (default 3). */
  retries?: number;
  /** The most time one call may take, all attempts and waits included, in ms (default 60,000). */
  budgetMs?: number;
  /** The first backoff, in ms (default 500); doubled each retry, with jitter. */
  baseDelayMs?: number;
  /** The longest backoff, in ms (default 8,000). */
  maxDelayMs?: number;
  /** The most time one attempt may take, in ms (default 30,000). */
  timeoutMs?: number;
}

/** A remark on a call that succeeded anyway: a redirect that had to be replayed. */
export interface PlatformNotice {
  code: "client/redirected";
  message: string;
}

/** Options of createPlatformClient: exactly one of apiKey and accessToken. */
export interface PlatformClientOptions {
  /** The platform's address, without /api/v1 (the client appends it). https:, or http: to a loopback host. */
  baseUrl: string;
  /** An API key, sent as `Authorization: ApiKey <key>`. */
  apiKey?: string;
  /** An OAuth access token, sent as `Authorization: Bearer <token>`. */
  accessToken?: string;
  /** The application sent where an endpoint takes one, unless a call names another. */
  applicationId?: number;
  /** The User-Agent header (default `agentspec-toolkit/<version> (+<homepage>)`); an empty one is refused (the edge answers 403 without one). */
  userAgent?: string;
  /** The fetch to use (default the global one). */
  fetch?: FetchLike;
  retry?: RetryOptions;
  /** Called with remarks on calls that succeeded anyway (a replayed redirect: a bug of the toolkit). */
  onNotice?: (notice: PlatformNotice) => void;
}

/** An agent as the platform lists it. */
export interface PlatformAgent {
  id: string;
  name: string;
  type?: string;
  applicationId?: number;
  [key: string]: unknown;
}

/** The answer of validate: valid, or the platform's 400 envelope. */
export type ServerValidation = { valid: true; body: unknown } | { valid: false; error: string; code: string | undefined; validationErrors: ValidationErrors; details: unknown };

/** The agent operations of the platform, one method each. */
export interface PlatformClient {
  /** GET /agents/schema/: the platform's current AgentSpec JSON Schema. */
  schema(): Promise<unknown>;
  /** POST /agents/schema/validate/ with `{ spec }`: a 400 with validation errors is an answer, not a failure. */
  validate(spec: unknown): Promise<ServerValidation>;
  /** GET /agents/: with an application, its agents; without, company-scoped agents only. */
  listAgents(opts?: { applicationId?: number }): Promise<PlatformAgent[]>;
  /** POST /agents/ with `{ name, applicationId, spec }`: the new agent. A lost answer is looked for by name; never sent twice unless it provably never arrived. */
  createAgent(input: { name: string; spec: unknown; applicationId?: number; type?: string }): Promise<PlatformAgent>;
  /** PUT /agents/{agentId}/spec/: save the spec as the agent's draft (never publishes). A lost answer is checked by export. */
  updateSpec(agentId: string, spec: unknown): Promise<void>;
  /** GET /agents/{agentId}/export/: the agent's bundle. */
  exportAgent(agentId: string): Promise<unknown>;
  /** The spec of an agent, read from its export. */
  agentSpec(agentId: string): Promise<unknown>;
  /** POST /agents/import/ with a bundle and its `applicationId` in the body; every entry must be of that application. A lost answer is checked by listing it. */
  importAgents(bundle: unknown, opts?: { applicationId?: number }): Promise<unknown>;
  /** GET /agents/{agentId}/executions/{executionId}/. */
  execution(agentId: string, executionId: string): Promise<unknown>;
  /** GET /usage/: the month's budget, including `budget.remaining`. */
  usage(): Promise<unknown>;
}

const DEFAULTS = { retries: 3, budgetMs: 60_000, baseDelayMs: 500, maxDelayMs: 8_000, timeoutMs: 30_000 } satisfies Required<RetryOptions>;

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

const userAgentOf = (v: string, home: string): string => `agentspec-toolkit/${v} (+${home})`;

/** The default User-Agent: `agentspec-toolkit/<version> (+<homepage>)`. */
// A call marked pure, so a page that does not use the client drops it (a template literal is kept).
export const DEFAULT_USER_AGENT: string = /* @__PURE__ */ userAgentOf(version, homepage);

/** Check the options; throws PlatformConfigError (never naming the credential) on a misuse. */
function settle(opts: PlatformClientOptions): { root: string; origin: string; authorization: string; secret: string } {
  if (opts === null || typeof opts !== "object") throw new PlatformConfigError("createPlatformClient takes an options object");
  if (typeof opts.baseUrl !== "string" || opts.baseUrl === "") throw new PlatformConfigError("the platform's base URL is missing: set remote.baseUrl in the config or AGENTSPEC_BASE_URL");
  const url = parseUrl(opts.baseUrl);
  if (url === undefined) throw new PlatformConfigError(`the base URL "${opts.baseUrl}" is not an absolute URL`);
  if (url.username !== "" || url.password !== "") throw new PlatformConfigError("the base URL must not carry a user name or password: give the credential in AGENTSPEC_API_KEY or a key file");
  if (url.search !== "" || url.hash !== "") throw new PlatformConfigError(`the base URL ${url.origin}${url.pathname} must not carry a query or fragment`);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.test(url.hostname)))
    throw new PlatformConfigError(`the base URL ${url.origin} must use https: (plain http: only to a loopback host): the credential is never sent in clear`);
  const path = url.pathname.replace(/\/+$/, "");
  if (/\/api(\/v\d+)?$/.test(path)) throw new PlatformConfigError(`the base URL ${url.origin}${path} names the API root: give the platform's address without /api or /api/v1 (the client appends /api/v1)`);
  const key = opts.apiKey;
  const token = opts.accessToken;
  if (key !== undefined && token !== undefined) throw new PlatformConfigError("give an API key or an access token, not both");
  const secret = key ?? token;
  if (secret === undefined || secret === "") throw new PlatformConfigError("no credential: set AGENTSPEC_API_KEY or AGENTSPEC_ACCESS_TOKEN, or name a key file with --api-key-file");
  if (typeof secret !== "string" || !/^[\x21-\x7e]+$/.test(secret)) throw new PlatformConfigError("the credential holds characters an HTTP header cannot carry (white space, a line break or a non-ASCII character)");
  // The edge answers 403 (error 1010) to a request without a User-Agent: an empty one is a misuse, refused here.
  if (opts.userAgent !== undefined && (typeof opts.userAgent !== "string" || !/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(opts.userAgent)))
    throw new PlatformConfigError(
      opts.userAgent === "" || (typeof opts.userAgent === "string" && opts.userAgent.trim() === "")
        ? "the userAgent option is empty: the platform's edge refuses requests without a User-Agent (403, error 1010); leave the option out to send the toolkit's, or give a name such as my-tool/1.0"
        : "the userAgent option holds characters a User-Agent header cannot carry (a line break, a control or non-ASCII character, or white space at an end)",
    );
  if (opts.applicationId !== undefined && !(Number.isSafeInteger(opts.applicationId) && opts.applicationId >= 0)) throw new PlatformConfigError(`the application id must be a whole number, not ${String(opts.applicationId)}`);
  return { root: `${url.origin}${path}/api/v1`, origin: url.origin, authorization: key !== undefined ? `ApiKey ${key}` : `Bearer ${secret}`, secret };
}

/** One path segment (an agent or execution id): never empty, never `.` or `..`, escaped. */
function segment(what: string, id: unknown): string {
  if (typeof id !== "string" || id === "" || id === "." || id === "..") throw new PlatformConfigError(`${what} must be a non-empty string, not ${JSON.stringify(id) ?? String(id)}`);
  return encodeURIComponent(id);
}

/**
 * Seconds a response asks to wait: Retry-After (seconds or an HTTP date), else, on a 429 or when
 * RateLimit-Remaining is 0, RateLimit-Reset (on any other answer it only says when the window ends).
 */
export function waitSeconds(status: number, headers: { get(name: string): string | null }, now: number): number | undefined {
  const retryAfter = headers.get("retry-after")?.trim();
  if (retryAfter !== undefined && retryAfter !== "") {
    if (/^\d+$/.test(retryAfter)) return Number(retryAfter);
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, Math.ceil((at - now) / 1000));
  }
  if (status !== 429 && headers.get("ratelimit-remaining")?.trim() !== "0") return undefined;
  const reset = headers.get("ratelimit-reset")?.trim();
  if (reset !== undefined && /^\d+$/.test(reset)) return Number(reset);
  return undefined;
}

/** What reading the platform after an uncertain write found. */
type Check<T> = { done: T } | { notDone: true } | { unknown: string };

interface Answer {
  status: number;
  body: unknown;
}

/** Statuses after which a read is sent again (the API text's list). */
const RETRIED: readonly number[] = [429, 500, 502, 503, 504];

/** A failure of one attempt: whether a write's outcome is uncertain (429, 5xx, no answer), and whether a read is retried. */
class Attempt {
  constructor(
    readonly error: PlatformError,
    readonly uncertain: boolean,
    readonly retryable: boolean,
    /** The request provably never reached the API (no connection was made; the edge's rate limiter refused it). */
    readonly notSent = false,
  ) {}
}

/** Network failures that happen before a request is sent: no connection was ever made. */
const NEVER_CONNECTED = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

/** Create a client of the platform's agent operations (docs/remote.md). Throws PlatformConfigError on bad options. */
export function createPlatformClient(opts: PlatformClientOptions): PlatformClient {
  const { root, origin, authorization, secret } = settle(opts);
  const givenFetch = opts.fetch ?? globalFetch();
  if (givenFetch === undefined) throw new PlatformConfigError("there is no fetch here: pass one as the fetch option");
  const doFetch: FetchLike = givenFetch;
  const retry = { ...DEFAULTS, ...Object.fromEntries(Object.entries(opts.retry ?? {}).filter(([, v]) => v !== undefined)) } as Required<RetryOptions>;
  const userAgent = opts.userAgent ?? DEFAULT_USER_AGENT;
  const defaultApplication = opts.applicationId;
  const redact = (text: string): string => text.split(secret).join("[redacted]");

  /** Read a response: its JSON, or a PlatformError worded from its status, code and type. */
  async function read(method: string, path: string, response: FetchResponse, attempts: number): Promise<Answer> {
    const text = await response.text();
    const type = response.headers.get("content-type") ?? "";
    const isJson = /^application\/([\w.+-]+\+)?json\b/i.test(type.trim());
    let body: unknown;
    let parsed = false;
    if (isJson && text.trim() !== "") {
      try {
        body = JSON.parse(text);
        parsed = true;
      } catch {
        parsed = false;
      }
    }
    const status = response.status;
    if (status >= 200 && status < 300) {
      if (text.trim() === "") return { status, body: undefined };
      if (!parsed) throw new PlatformError({ method, path, status, code: "client/unexpected-response", hint: hintFor(status, "client/unexpected-response"), serverMessage: `the answer is not JSON (${type || "no content type"})`, attempts });
      return { status, body };
    }
    const retryAfter = waitSeconds(status, response.headers, Date.now());
    const extra: { retryAfter?: number; attempts: number; useChunkedUpload?: boolean } = retryAfter === undefined ? { attempts } : { retryAfter, attempts };
    if (!parsed || body === null || typeof body !== "object" || Array.isArray(body)) {
      // An edge page (HTML or text): read by status and content type, never parsed as the envelope.
      const code = status === 403 && /\b1010\b/.test(text) ? "edge/1010" : "client/not-json";
      const kind = type === "" ? "no content type" : type.split(";")[0]!.trim();
      return Promise.reject(
        new PlatformError({ method, path, status, code, serverMessage: `the answer is not the API's JSON error (${kind})`, hint: hintFor(status, code, extra), attempts, ...(retryAfter === undefined ? {} : { retryAfter }) }),
      );
    }
    const envelope = body as Record<string, unknown>;
    const code = typeof envelope["code"] === "string" ? redact(envelope["code"]) : `http/${status}`;
    const message = typeof envelope["error"] === "string" ? redact(envelope["error"]) : undefined;
    const validationErrors = readValidationErrors(envelope["validationErrors"], redact);
    const chunked = typeof envelope["useChunkedUpload"] === "boolean" ? envelope["useChunkedUpload"] : undefined;
    if (chunked !== undefined) extra.useChunkedUpload = chunked;
    return Promise.reject(
      new PlatformError({
        method,
        path,
        status,
        code,
        hint: hintFor(status, code, extra),
        attempts,
        ...(message === undefined ? {} : { serverMessage: message }),
        ...(Object.hasOwn(envelope, "details") ? { details: redactValue(envelope["details"], redact) } : {}),
        ...(validationErrors === undefined ? {} : { validationErrors }),
        ...(retryAfter === undefined ? {} : { retryAfter }),
        ...(chunked === undefined ? {} : { useChunkedUpload: chunked }),
      }),
    );
  }

  /** Send once (a same-origin 307/308 replayed once, with method and body): the answer or an Attempt. */
  async function sendOnce(method: string, path: string, body: string | undefined, attempts: number, timeoutMs: number): Promise<Answer> {
    let url = `${root}${path}`;
    for (let hop = 0; ; hop++) {
      const headers: Record<string, string> = { accept: "application/json", "user-agent": userAgent, authorization };
      if (body !== undefined) headers["content-type"] = "application/json";
      const timer = deadline(timeoutMs);
      let response: FetchResponse;
      let answer: Answer | PlatformError;
      try {
        response = await doFetch(url, { method, headers, redirect: "manual", signal: timer.signal, ...(body === undefined ? {} : { body }) });
        if (response.type === "opaqueredirect" || [301, 302, 303, 307, 308].includes(response.status)) {
          const location = response.headers.get("location");
          await response.text().catch(() => "");
          const target = location === null ? undefined : parseUrl(location, url);
          const replayable = (response.status === 307 || response.status === 308) && target !== undefined && target.origin === origin && hop === 0;
          if (!replayable) {
            const where = target === undefined ? "an unknown place" : target.origin === origin ? target.pathname : "another origin";
            throw new PlatformError({ method, path, status: response.status, code: "client/redirect", serverMessage: `redirected to ${where}`, hint: hintFor(response.status, "client/redirect"), attempts });
          }
          opts.onNotice?.({
            code: "client/redirected",
            message: `the platform redirected ${method} ${path} to ${target.pathname} (${response.status}); the request was replayed there with its method and body. The toolkit's paths end with a slash, so this is a bug of the toolkit or the platform: please report it`,
          });
          url = target.href;
          continue;
        }
        answer = await read(method, path, response, attempts).catch((e: unknown) => {
          if (e instanceof PlatformError) return e;
          throw e;
        });
      } catch (e) {
        if (e instanceof PlatformError) throw e;
        const timedOut = timer.expired();
        const code = timedOut ? "client/timeout" : "client/network";
        const reason = timedOut ? `no answer within ${timeoutMs} ms` : redact(causeOf(e));
        const notSent = !timedOut && NEVER_CONNECTED.has(causeOf(e));
        throw new Attempt(new PlatformError({ method, path, status: 0, code, serverMessage: reason, hint: hintFor(0, code, { attempts }), attempts }), true, true, notSent);
      } finally {
        timer.done();
      }
      // A 429 is the edge's rate limiter (the API text): the request never reached the API.
      if (answer instanceof PlatformError) throw new Attempt(answer, answer.status === 429 || answer.status >= 500, RETRIED.includes(answer.status), answer.status === 429);
      return answer;
    }
  }

  /** The wait before attempt `attempt + 1`, or undefined when the budget does not allow it. */
  function backoff(attempt: number, error: PlatformError, started: number): number | undefined {
    const jitter = 0.5 + Math.random() * 0.5;
    const computed = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** attempt) * jitter;
    const wait = error.retryAfter !== undefined ? error.retryAfter * 1000 : computed;
    return Date.now() + wait > started + retry.budgetMs ? undefined : wait;
  }

  /** A read: retried on 429, 5xx, network errors and timeouts, within the retry count and the budget. */
  async function get(path: string): Promise<unknown> {
    return (await request("GET", path, undefined, true)).body;
  }

  async function request(method: string, path: string, body: string | undefined, retryable: boolean): Promise<Answer> {
    const started = Date.now();
    for (let attempt = 0; ; attempt++) {
      const left = started + retry.budgetMs - Date.now();
      try {
        return await sendOnce(method, path, body, attempt + 1, Math.max(1, Math.min(retry.timeoutMs, left)));
      } catch (e) {
        if (!(e instanceof Attempt)) throw e;
        if (!retryable || !e.retryable || attempt >= retry.retries) throw e.error;
        const wait = backoff(attempt, e.error, started);
        if (wait === undefined) throw e.error;
        await sleep(wait);
      }
    }
  }

  /**
   * A write: sent once. When it provably never reached the API (no connection, the edge's 429) it
   * is sent once more. When its outcome is uncertain (a timeout, a dropped answer, a 5xx), `check`
   * reads the platform first: if the write took effect that is the answer; only if the read
   * establishes it did not is the write sent once more; if the read cannot tell (a list that may
   * lag behind writes), the call fails with `client/write-unverified`, saying what to check.
   */
  async function write<T>(method: string, path: string, payload: unknown, accept: (answer: Answer) => T, check: () => Promise<Check<T>>, what: string): Promise<T> {
    const started = Date.now();
    const body = JSON.stringify(payload);
    let first: PlatformError;
    let notSent: boolean;
    try {
      return accept(await sendOnce(method, path, body, 1, retry.timeoutMs));
    } catch (e) {
      if (!(e instanceof Attempt)) throw e;
      if (!e.uncertain) throw e.error;
      first = e.error;
      notSent = e.notSent;
    }
    const failed = `the write failed with ${first.status === 0 ? "no answer" : first.status} (${first.code})`;
    const unverified = (why: string, last: PlatformError = first): PlatformError =>
      new PlatformError({
        method,
        path,
        status: last.status,
        attempts: last.attempts,
        code: "client/write-unverified",
        serverMessage: `${failed} and ${why}`,
        hint: `Whether the write took effect is unknown: check the platform (${what}) before running the command again.`,
        details: { check: what },
        ...(first.retryAfter === undefined ? {} : { retryAfter: first.retryAfter }),
      });
    if (!notSent) {
      let state: Check<T>;
      try {
        state = await check();
      } catch (e) {
        throw unverified(`reading it back failed with ${e instanceof PlatformError ? `${e.status === 0 ? "no answer" : e.status} (${e.code})` : "an error"}`);
      }
      if ("done" in state) return state.done;
      if ("unknown" in state) throw unverified(state.unknown);
    }
    const wait = first.retryAfter !== undefined ? first.retryAfter * 1000 : 0;
    if (Date.now() + wait > started + retry.budgetMs) throw first;
    if (wait > 0) await sleep(wait);
    try {
      return accept(await sendOnce(method, path, body, 2, retry.timeoutMs));
    } catch (e) {
      if (!(e instanceof Attempt)) throw e;
      // The second attempt's outcome is uncertain too: never a third send, and never silence.
      if (e.uncertain && !e.notSent) throw unverified(`its one resubmission failed with ${e.error.status === 0 ? "no answer" : e.error.status} (${e.error.code})`, e.error);
      throw e.error;
    }
  }

  const application = (given: number | undefined): number | undefined => given ?? defaultApplication;

  async function listAgents(o: { applicationId?: number } = {}): Promise<PlatformAgent[]> {
    const app = application(o.applicationId);
    const path = app === undefined ? "/agents/" : `/agents/?applicationId=${encodeURIComponent(String(app))}`;
    const body = await get(path);
    if (!Array.isArray(body) || !body.every(isAgent)) throw unexpected("GET", path, "a JSON array of agents ({ id, name })");
    return body;
  }

  async function exportAgent(agentId: string): Promise<unknown> {
    const path = `/agents/${segment("an agent id", agentId)}/export/`;
    const body = await get(path);
    if (body === null || typeof body !== "object" || Array.isArray(body)) throw unexpected("GET", path, "an agent bundle (a JSON object)");
    return body;
  }

  async function agentSpec(agentId: string): Promise<unknown> {
    const path = `/agents/${segment("an agent id", agentId)}/export/`;
    const spec = specInBundle(await exportAgent(agentId), agentId);
    if (spec === undefined) throw unexpected("GET", path, `a bundle holding the agent ${JSON.stringify(agentId)} and its spec`);
    return spec;
  }

  return {
    schema: () => get("/agents/schema/"),
    async validate(spec) {
      // validate changes nothing on the platform, so it is retried as a read.
      try {
        const answer = await request("POST", "/agents/schema/validate/", JSON.stringify({ spec }), true);
        return { valid: true, body: answer.body };
      } catch (e) {
        if (e instanceof PlatformError && e.status === 400 && e.validationErrors !== undefined)
          return { valid: false, error: e.serverMessage ?? "", code: e.code, validationErrors: e.validationErrors, details: e.details };
        throw e;
      }
    },
    listAgents,
    async createAgent(input) {
      const applicationId = application(input.applicationId);
      if (typeof input.name !== "string" || input.name === "") throw new PlatformConfigError("createAgent needs the agent's name");
      if (applicationId === undefined) throw new PlatformConfigError("createAgent needs an application id: without one the platform's list cannot show whether the agent was made");
      const payload = { name: input.name, applicationId, ...(input.type === undefined ? {} : { type: input.type }), spec: input.spec };
      const accept = (answer: Answer): PlatformAgent => {
        if (!isAgent(answer.body)) throw unexpected("POST", "/agents/", "the new agent ({ id, name })");
        return answer.body;
      };
      const where = `whether application ${applicationId} has an agent named ${JSON.stringify(input.name)} (GET /agents/?applicationId=${applicationId})`;
      return write(
        "POST",
        "/agents/",
        payload,
        accept,
        async () => {
          const made = (await listAgents({ applicationId })).find((a) => a.name === input.name);
          // Absent from the list does not prove it was not made: the list may lag behind writes.
          return made === undefined ? { unknown: `application ${applicationId}'s list does not show an agent named ${JSON.stringify(input.name)}, which does not prove it was not made: the list may not show a new agent yet` } : { done: made };
        },
        where,
      );
    },
    async updateSpec(agentId, spec) {
      const path = `/agents/${segment("an agent id", agentId)}/spec/`;
      // PUT replaces the complete draft: once the export shows it was not saved, sending it again is the same request.
      await write(
        "PUT",
        path,
        spec,
        () => true,
        async () => (sameJson(await agentSpec(agentId), spec) ? { done: true } : { notDone: true }),
        `the draft of agent ${agentId} (GET /agents/${agentId}/export/)`,
      );
    },
    exportAgent,
    agentSpec,
    async importAgents(bundle, o = {}) {
      const applicationId = application(o.applicationId);
      if (applicationId === undefined) throw new PlatformConfigError("importAgents needs an application id: it is sent with the bundle, and without one the platform's list cannot show whether the agents were imported");
      const others = otherApplications(bundle, applicationId);
      if (others.length > 0)
        throw new PlatformConfigError(
          `the bundle names another application than ${applicationId}: ${others.map((x) => `${x.where} (application ${String(x.applicationId)})`).join(", ")}; conflicts are checked and the import is read back in application ${applicationId}, so each entry must be of it`,
        );
      const names = bundleNames(bundle);
      // The API text: the JSON body of a POST carries scoping fields such as applicationId.
      const payload = bundle !== null && typeof bundle === "object" && !Array.isArray(bundle) ? { ...(bundle as Record<string, unknown>), applicationId } : bundle;
      return write(
        "POST",
        "/agents/import/",
        payload,
        (answer) => answer.body,
        async (): Promise<Check<unknown>> => {
          if (names.length === 0) return { unknown: "the bundle names no agent to look for" };
          const listed = new Set((await listAgents({ applicationId })).map((a) => a.name));
          const present = names.filter((n) => listed.has(n)).length;
          if (present === names.length) return { done: { verified: "the import took effect: all its agents are listed" } };
          // None listed does not prove nothing was imported: the list may lag behind writes.
          return { unknown: `${present} of the bundle's ${names.length} agents are listed in application ${applicationId}, which does not prove the rest were not imported: the list may not show new agents yet` };
        },
        `whether application ${applicationId} lists the bundle's agents (${names.map((n) => JSON.stringify(n)).join(", ")}; GET /agents/?applicationId=${applicationId})`,
      );
    },
    execution: (agentId, executionId) => get(`/agents/${segment("an agent id", agentId)}/executions/${segment("an execution id", executionId)}/`),
    usage: () => get("/usage/"),
  };
}

function unexpected(method: string, path: string, wanted: string): PlatformError {
  return new PlatformError({ method, path, status: 200, code: "client/unexpected-response", serverMessage: `expected ${wanted}`, hint: hintFor(200, "client/unexpected-response") });
}

function isAgent(v: unknown): v is PlatformAgent {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  return (typeof o["id"] === "string" || typeof o["id"] === "number") && typeof o["name"] === "string";
}

/** The spec of `agentId` in an exported bundle: the entry with that id, or the one entry there is. */
export function specInBundle(bundle: unknown, agentId: string): unknown {
  if (bundle === null || typeof bundle !== "object") return undefined;
  const agents = (bundle as Record<string, unknown>)["agents"];
  if (!Array.isArray(agents)) return undefined;
  const entries = agents.filter((a): a is Record<string, unknown> => a !== null && typeof a === "object" && !Array.isArray(a));
  const entry = entries.find((a) => String(a["id"]) === agentId) ?? (agents.length === 1 ? entries[0] : undefined);
  return entry !== undefined && Object.hasOwn(entry, "spec") ? entry["spec"] : undefined;
}

/** The entries of a bundle (subagents included) whose applicationId is not `applicationId`, with their JSON Pointers. */
export function otherApplications(bundle: unknown, applicationId: number): { where: string; name: string | undefined; applicationId: unknown }[] {
  const out: { where: string; name: string | undefined; applicationId: unknown }[] = [];
  if (bundle === null || typeof bundle !== "object" || Array.isArray(bundle)) return out;
  const top = bundle as Record<string, unknown>;
  if (Object.hasOwn(top, "applicationId") && top["applicationId"] !== applicationId) out.push({ where: "/applicationId", name: undefined, applicationId: top["applicationId"] });
  const visit = (entries: unknown, base: string): void => {
    if (!Array.isArray(entries)) return;
    entries.forEach((e, i) => {
      if (e === null || typeof e !== "object" || Array.isArray(e)) return;
      const entry = e as Record<string, unknown>;
      const where = `${base}/${i}`;
      if (Object.hasOwn(entry, "applicationId") && entry["applicationId"] !== applicationId)
        out.push({ where: `${where}/applicationId`, name: typeof entry["name"] === "string" ? entry["name"] : undefined, applicationId: entry["applicationId"] });
      visit(entry["subagents"], `${where}/subagents`);
    });
  };
  visit(top["agents"], "/agents");
  return out;
}

/** The names of a bundle's top-level agents. */
function bundleNames(bundle: unknown): string[] {
  if (bundle === null || typeof bundle !== "object") return [];
  const agents = (bundle as Record<string, unknown>)["agents"];
  if (!Array.isArray(agents)) return [];
  return agents.flatMap((a) => (a !== null && typeof a === "object" && typeof (a as Record<string, unknown>)["name"] === "string" ? [(a as Record<string, string>)["name"]!] : []));
}

function readValidationErrors(v: unknown, redact: (s: string) => string): ValidationErrors | undefined {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return undefined;
  const o = v as Record<string, unknown>;
  const strings = (a: unknown): string[] => (Array.isArray(a) ? a.filter((s): s is string => typeof s === "string").map(redact) : []);
  const fieldErrors: Record<string, string[]> = {};
  const fields = o["fieldErrors"];
  if (fields !== null && typeof fields === "object" && !Array.isArray(fields))
    for (const [k, messages] of Object.entries(fields)) Object.defineProperty(fieldErrors, redact(k), { value: strings(messages), enumerable: true, writable: true, configurable: true });
  return { formErrors: strings(o["formErrors"]), fieldErrors };
}

function redactValue(v: unknown, redact: (s: string) => string): unknown {
  if (typeof v === "string") return redact(v);
  if (Array.isArray(v)) return v.map((x) => redactValue(x, redact));
  if (v !== null && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) Object.defineProperty(out, redact(k), { value: redactValue(x, redact), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return v;
}

function causeOf(e: unknown): string {
  const cause = (e as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === "string") return cause.code;
  if (cause && typeof cause.message === "string") return cause.message;
  return e instanceof Error ? e.message : String(e);
}
