export { createAgentSpecHandler, PoolFullError, type AnswerRunner, type HandlerOptions } from "./handler.js";
export { answerImport, answerValidate, type Answer, type AnswerOptions, type BodyErrorEnvelope } from "./answers.js";
export { toNodeListener, toFetchRequest, writeFetchResponse, type FetchHandler } from "./node-http.js";
export { agentSpecFastify, type AgentSpecFastifyOptions, type FastifyLike, type FastifyReplyLike } from "./fastify.js";
export { createValidationPool, type ValidationPool, type ValidationPoolOptions } from "./pool.js";
