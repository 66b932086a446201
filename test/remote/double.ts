// A double of the platform on loopback: a real HTTP server on 127.0.0.1, port 0, that follows the
// API text (the agent operations, /api/v1, trailing slashes answered with 308, the JSON error
// envelope, ApiKey and Bearer credentials, RateLimit-* headers, 410 for versionless paths, 403
// edge 1010 without a User-Agent) and injects the faults a test queues.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { agentSpecSchema, toErrorEnvelope, validateSpec } from "../../src/index.js";

export interface Agent {
  id: string;
  name: string;
  type: string;
  applicationId?: number;
  spec: unknown;
  /** The subagents its export holds (bundle entries). */
  subagents?: unknown[];
}

/** One injected fault, consumed by the first request it matches. */
export type Fault =
  | { status: number; code?: string; error?: string; html?: boolean; headers?: Record<string, string>; body?: Record<string, unknown> }
  /** Answer 308 to `location` (default: the same path). */
  | { redirect: string; status?: 301 | 307 | 308 }
  /** Apply the operation, then answer nothing for `ms` and drop the connection (the write took effect). */
  | { hangAfter: number }
  /** Answer nothing for `ms`, then drop the connection, without applying the operation. */
  | { hangBefore: number }
  /** Drop the connection at once, without applying the operation. */
  | { reset: true }
  /** Apply the operation, then answer `status` (a 5xx after the write took effect). */
  | { statusAfter: number }
  /** Apply the operation, then drop the connection at once (the answer is lost after the write took effect). */
  | { dropAfter: true };

export interface Recorded {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface DoubleOptions {
  /** Accepted API keys (default ["key-full"]); "key-widget" is a Widget-only key. */
  keys?: string[];
  /** Accepted access tokens (Bearer). */
  tokens?: string[];
  /** The schema GET /agents/schema/ serves (default the toolkit's). */
  schema?: unknown;
  /** Validation beyond the toolkit's, as the platform's own rules: field path → messages. */
  serverRules?: (spec: unknown) => { path: string; message: string }[];
  usage?: unknown;
  /** Whether creating an agent whose name the application has already is a 409 (default true); false lets a careless client make duplicates. */
  uniqueNames?: boolean;
  /** How long an agent made by a write stays out of GET /agents/ (a list that lags behind writes; default 0). */
  listLagMs?: number;
}

interface Queued {
  fault: Fault;
  match: (method: string, path: string) => boolean;
}

/** A running double: its base URL, its state, the requests it saw, and the faults to inject. */
export class PlatformDouble {
  readonly agents = new Map<string, Agent>();
  readonly requests: Recorded[] = [];
  readonly executions = new Map<string, unknown>();
  private readonly faults: Queued[] = [];
  private readonly sockets = new Set<Socket>();
  private nextId = 100;
  /** When each agent made by a write was made (the list hides it for listLagMs). */
  private readonly madeAt = new Map<string, number>();
  private server!: Server;
  baseUrl = "";

  constructor(private readonly opts: DoubleOptions = {}) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on("connection", (s) => {
      this.sockets.add(s);
      s.on("close", () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Queue a fault for the next request of `method` (any when omitted) whose path starts with `prefix`. */
  inject(fault: Fault, method?: string, prefix = "/api/v1/"): this {
    this.faults.push({ fault, match: (m, p) => (method === undefined || m === method) && p.startsWith(prefix) });
    return this;
  }

  /** Faults still queued. */
  pending(): number {
    return this.faults.length;
  }

  clearFaults(): void {
    this.faults.length = 0;
  }

  /** Add an agent as if made on the platform. */
  add(agent: Omit<Agent, "id" | "type"> & { id?: string; type?: string }): Agent {
    const made: Agent = { type: "CUSTOM", ...agent, id: agent.id ?? String(this.nextId++) };
    this.agents.set(made.id, made);
    return made;
  }

  /** The list catches up: every agent made so far is listed. */
  catchUp(): void {
    this.madeAt.clear();
  }

  /** Whether GET /agents/ shows the agent yet. */
  private listed(agent: Agent): boolean {
    const at = this.madeAt.get(agent.id);
    return at === undefined || Date.now() - at >= (this.opts.listLagMs ?? 0);
  }

  /** An agent made by a write (POST /agents/, import): the list shows it after listLagMs. */
  private make(agent: Omit<Agent, "id" | "type">): Agent {
    const made = this.add(agent);
    if ((this.opts.listLagMs ?? 0) > 0) this.madeAt.set(made.id, Date.now());
    return made;
  }

  private takeFault(method: string, path: string): Fault | undefined {
    const i = this.faults.findIndex((f) => f.match(method, path));
    return i < 0 ? undefined : this.faults.splice(i, 1)[0]!.fault;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://double");
    const method = req.method ?? "GET";
    this.requests.push({ method, path: url.pathname + url.search, headers: req.headers, body });
    res.setHeader("RateLimit-Limit", "600");
    res.setHeader("RateLimit-Remaining", "599");
    res.setHeader("RateLimit-Reset", "60");
    res.setHeader("RateLimit-Policy", "600;w=60");

    // The edge, before anything else: no User-Agent is refused with an HTML page (error 1010).
    if (req.headers["user-agent"] === undefined) return this.html(res, 403, "<html><body><h1>Access denied</h1><p>error code: 1010</p></body></html>");

    const fault = this.takeFault(method, url.pathname);
    if (fault !== undefined) {
      if ("reset" in fault) return void req.socket.destroy();
      if ("hangBefore" in fault) return void setTimeout(() => req.socket.destroy(), fault.hangBefore);
      if ("redirect" in fault) {
        res.writeHead(fault.status ?? 308, { location: fault.redirect === "" ? url.pathname + url.search : fault.redirect });
        return void res.end();
      }
      if ("status" in fault) {
        if (fault.html === true) return this.html(res, fault.status, `<html><body><h1>${fault.status}</h1></body></html>`, fault.headers);
        return this.json(res, fault.status, { error: fault.error ?? `injected ${fault.status}`, ...(fault.code === undefined ? {} : { code: fault.code }), ...fault.body }, fault.headers);
      }
    }
    const answer = this.route(method, url, req.headers, body);
    if (fault !== undefined && "hangAfter" in fault) return void setTimeout(() => req.socket.destroy(), fault.hangAfter);
    if (fault !== undefined && "dropAfter" in fault) return void req.socket.destroy();
    if (fault !== undefined && "statusAfter" in fault) return this.json(res, fault.statusAfter, { error: "the service could not complete the request" });
    this.json(res, answer.status, answer.body, answer.headers);
  }

  private html(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers });
    res.end(text);
  }

  private json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
    res.end(body === undefined ? "" : JSON.stringify(body));
  }

  /** The API itself: applies the operation and gives the answer. */
  private route(method: string, url: URL, headers: IncomingMessage["headers"], text: string): { status: number; body: unknown; headers?: Record<string, string> } {
    const path = url.pathname;
    const err = (status: number, error: string, code?: string, extra: Record<string, unknown> = {}) => ({ status, body: { error, ...(code === undefined ? {} : { code }), ...extra } });
    if (!path.endsWith("/")) return { status: 308, body: undefined, headers: { location: `${path}/${url.search}` } };
    if (path.startsWith("/api/") && !path.startsWith("/api/v1/")) return err(410, "versionless paths are retired; use /api/v1/", "api/versionless-retired");
    if (!path.startsWith("/api/v1/")) return err(404, "no such path", "api/unknown-path");
    const auth = headers["authorization"];
    if (auth === undefined) return err(401, "credentials are missing", "auth/credentials-missing");
    const [scheme, credential] = auth.split(" ", 2);
    const keys = this.opts.keys ?? ["key-full", "key-widget"];
    const tokens = this.opts.tokens ?? [];
    const known = (scheme === "ApiKey" && keys.includes(credential ?? "")) || (scheme === "Bearer" && tokens.includes(credential ?? ""));
    if (!known) return err(401, "unauthorized", "auth/unauthorized");
    if (credential === "key-widget") return err(403, "this key's scope does not cover this endpoint", "auth/forbidden");
    const rest = path.slice("/api/v1".length);
    let json: unknown;
    if (method === "POST" || method === "PUT") {
      try {
        json = JSON.parse(text);
      } catch {
        return err(400, "the body is not valid JSON", "validation/invalid-json", { validationErrors: { formErrors: ["the body is not valid JSON"], fieldErrors: {} } });
      }
    }
    let m: RegExpExecArray | null;
    if (rest === "/agents/schema/" && method === "GET") return { status: 200, body: this.opts.schema ?? agentSpecSchema };
    if (rest === "/agents/schema/validate/" && method === "POST") {
      const spec = (json as { spec?: unknown } | null)?.spec;
      const envelope = this.validateEnvelope(spec);
      return envelope === undefined ? { status: 200, body: { valid: true } } : { status: 400, body: envelope };
    }
    if (rest === "/agents/" && method === "GET") {
      const app = url.searchParams.get("applicationId");
      const list = [...this.agents.values()].filter((a) => this.listed(a) && (app === null ? a.applicationId === undefined : String(a.applicationId) === app));
      return { status: 200, body: list.map(({ id, name, type, applicationId }) => ({ id, name, type, ...(applicationId === undefined ? {} : { applicationId }) })) };
    }
    if (rest === "/agents/" && method === "POST") {
      const o = json as { name?: unknown; applicationId?: unknown; spec?: unknown; type?: unknown };
      if (typeof o?.name !== "string") return err(400, "name is required", undefined, { validationErrors: { formErrors: [], fieldErrors: { name: ["required"] } } });
      const envelope = this.validateEnvelope(o.spec);
      if (envelope !== undefined) return { status: 400, body: envelope };
      const app = typeof o.applicationId === "number" ? o.applicationId : undefined;
      if (this.opts.uniqueNames !== false && [...this.agents.values()].some((a) => a.name === o.name && a.applicationId === app)) return err(409, `an agent named ${o.name} exists already`, "agents/conflict");
      const made = this.make({ name: o.name, spec: o.spec, ...(app === undefined ? {} : { applicationId: app }) });
      return { status: 201, body: { id: made.id, name: made.name, type: made.type, ...(app === undefined ? {} : { applicationId: app }) } };
    }
    if (rest === "/agents/import/" && method === "POST") {
      // The application comes in the body (the API text's scoping field); an entry may name its own.
      const { agents, applicationId: scope } = (json ?? {}) as { agents?: unknown; applicationId?: unknown };
      if (!Array.isArray(agents)) return err(400, "not a bundle", undefined, { validationErrors: { formErrors: [], fieldErrors: { agents: ["required"] } } });
      const appOf = (a: { applicationId?: number }): number | undefined => a.applicationId ?? (typeof scope === "number" ? scope : undefined);
      if (this.opts.uniqueNames !== false)
        for (const a of agents as { name: string; applicationId?: number }[])
          if ([...this.agents.values()].some((x) => x.name === a.name && x.applicationId === appOf(a))) return err(409, `an agent named ${a.name} exists already`, "agents/conflict");
      const made = (agents as { name: string; applicationId?: number; spec: unknown }[]).map((a) => {
        const app = appOf(a);
        return this.make({ name: a.name, spec: a.spec, ...(app === undefined ? {} : { applicationId: app }) });
      });
      return { status: 201, body: { imported: made.map((a) => ({ id: a.id, name: a.name })) } };
    }
    if ((m = /^\/agents\/([^/]+)\/spec\/$/.exec(rest)) && method === "PUT") {
      const agent = this.agents.get(decodeURIComponent(m[1]!));
      if (agent === undefined) return err(404, "agent not found", "agents/not-found");
      const envelope = this.validateEnvelope(json);
      if (envelope !== undefined) return { status: 400, body: envelope };
      agent.spec = json;
      return { status: 200, body: { id: agent.id, saved: "draft" } };
    }
    if ((m = /^\/agents\/([^/]+)\/export\/$/.exec(rest)) && method === "GET") {
      const agent = this.agents.get(decodeURIComponent(m[1]!));
      if (agent === undefined) return err(404, "agent not found", "agents/not-found");
      const { id, name, type, applicationId, spec, subagents } = agent;
      return { status: 200, body: { format: "agentspec-bundle", formatVersion: 1, agents: [{ id, name, type, ...(applicationId === undefined ? {} : { applicationId }), spec, ...(subagents === undefined ? {} : { subagents }) }] } };
    }
    if ((m = /^\/agents\/([^/]+)\/executions\/([^/]+)\/$/.exec(rest)) && method === "GET") {
      const found = this.executions.get(`${decodeURIComponent(m[1]!)}/${decodeURIComponent(m[2]!)}`);
      return found === undefined ? err(404, "execution not found", "executions/not-found") : { status: 200, body: found };
    }
    if (rest === "/usage/" && method === "GET") return { status: 200, body: this.opts.usage ?? { budget: { total: 100, used: 40, remaining: 60 }, quantities: { documentPages: 12 } } };
    return err(404, "this path matches no operation; see the machine-readable description", "api/unknown-path");
  }

  private validateEnvelope(spec: unknown) {
    const local = toErrorEnvelope(validateSpec(spec).issues);
    const extra = this.opts.serverRules?.(spec) ?? [];
    if (local === undefined && extra.length === 0) return undefined;
    const envelope = local ?? { error: "The spec is not valid.", code: "validation/invalid-spec", validationErrors: { formErrors: [] as string[], fieldErrors: {} as Record<string, string[]> } };
    for (const e of extra) {
      const field = e.path.split(/[.[]/)[0]!;
      (envelope.validationErrors.fieldErrors[field] ??= []).push(`${e.path}: ${e.message}`);
    }
    return envelope;
  }
}

/** Start a double; stop it with `await double.stop()`. */
export function startDouble(opts?: DoubleOptions): Promise<PlatformDouble> {
  return new PlatformDouble(opts).start();
}
