// The Fastify plugin: the operations as routes of a Fastify instance, under the plugin's prefix.
// It takes the body as a stream (its own content-type parser, scoped to the plugin), so the
// handler's ceiling, timeout and JSON checks apply exactly as on the other adapters.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createCoreHandler, type HandlerOptions } from "./handler.js";
import { toIncoming } from "./node-http.js";

/** The part of a Fastify instance the plugin uses (so this package does not depend on Fastify's types). */
export interface FastifyLike {
  readonly prefix: string;
  removeAllContentTypeParsers(): void;
  addContentTypeParser(type: string, fn: (request: unknown, payload: unknown, done: (err: Error | null, body?: unknown) => void) => void): void;
  route(options: { method: string[]; url: string; exposeHeadRoute?: boolean; handler: (request: { raw: IncomingMessage }, reply: FastifyReplyLike) => Promise<unknown> }): unknown;
}

/** The part of a Fastify reply the plugin uses. */
export interface FastifyReplyLike {
  readonly raw: ServerResponse;
  code(status: number): FastifyReplyLike;
  headers(values: Record<string, string>): FastifyReplyLike;
  send(payload?: unknown): FastifyReplyLike;
}

/** Options of the plugin: the handler's, without `basePath` (the plugin's prefix is the API root). */
export type AgentSpecFastifyOptions = Omit<HandlerOptions, "basePath">;

/**
 * The AgentSpec operations as a Fastify plugin: `app.register(agentSpecFastify, { prefix: "/api/v1" })`.
 * Not wrapped in fastify-plugin on purpose: its body parser stays inside the plugin's scope.
 */
export async function agentSpecFastify(fastify: FastifyLike, options: AgentSpecFastifyOptions & { prefix?: string }): Promise<void> {
  const { prefix: _prefix, ...rest } = options;
  const handle = createCoreHandler({ ...rest, basePath: fastify.prefix });
  fastify.removeAllContentTypeParsers();
  // Every body reaches the handler as the raw stream: it reads it under its own ceiling.
  fastify.addContentTypeParser("*", (_request, _payload, done) => done(null));
  fastify.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: "/*",
    exposeHeadRoute: false,
    async handler(request, reply) {
      const out = await handle(toIncoming(request.raw));
      return reply.code(out.status).headers(out.headers).send(out.body === null ? undefined : out.body);
    },
  });
}
