// The few Web platform globals the client uses (fetch, AbortController, timers), typed here so the
// layer compiles without the DOM library or Node's types: it runs wherever `fetch` exists.

/** The headers of a response, as fetch gives them. */
export interface HeadersLike {
  get(name: string): string | null;
}

/** What the client reads of a fetch response. */
export interface FetchResponse {
  readonly status: number;
  /** "opaqueredirect" in a browser when a redirect was not followed. */
  readonly type?: string;
  readonly headers: HeadersLike;
  text(): Promise<string>;
}

/** What the client hands fetch. */
export interface FetchInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  redirect: "manual";
  signal?: unknown;
}

/** A fetch function: the global one, or the caller's (a proxy agent, a test's recorder). */
export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponse>;

interface AbortControllerLike {
  readonly signal: unknown;
  abort(reason?: unknown): void;
}

interface WebGlobals {
  fetch?: FetchLike;
  AbortController?: new () => AbortControllerLike;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const web = (): WebGlobals => globalThis as unknown as WebGlobals;

/** The global fetch, bound; undefined where there is none. */
export function globalFetch(): FetchLike | undefined {
  const f = web().fetch;
  return typeof f === "function" ? (url, init) => f.call(globalThis, url, init) : undefined;
}

/** Wait `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    web().setTimeout(resolve, Math.max(0, ms));
  });
}

/** A signal that aborts after `ms`, and `done()` to clear its timer. */
export function deadline(ms: number): { signal: unknown; expired: () => boolean; done: () => void } {
  const Controller = web().AbortController;
  let expired = false;
  if (Controller === undefined) return { signal: undefined, expired: () => expired, done: () => {} };
  const controller = new Controller();
  const timer = web().setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  return { signal: controller.signal, expired: () => expired, done: () => web().clearTimeout(timer) };
}

/** What the client reads of a parsed URL. */
export interface UrlLike {
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly username: string;
  readonly password: string;
}

/** Parse `text` (against `base`) as a URL; undefined when it is not one. */
export function parseUrl(text: string, base?: string): UrlLike | undefined {
  const Url = (globalThis as unknown as { URL: new (text: string, base?: string) => UrlLike }).URL;
  try {
    return base === undefined ? new Url(text) : new Url(text, base);
  } catch {
    return undefined;
  }
}
