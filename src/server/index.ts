export { createAgentSpecHandler, createCoreHandler, BodyStop, type CoreHandler, type HandlerOptions, type Incoming, type Outgoing } from "./handler.js";
export { PoolFullError, type AnswerRunner } from "./runner.js";
export { answerImport, answerValidate, type Answer, type AnswerOptions, type BodyErrorEnvelope } from "./answers.js";
export { toNodeListener, toIncoming, writeOutgoing, toFetchRequest, writeFetchResponse, type FetchHandler } from "./node-http.js";
export { agentSpecFastify, type AgentSpecFastifyOptions, type FastifyLike, type FastifyReplyLike } from "./fastify.js";
export { createValidationPool, type ValidationPool, type ValidationPoolOptions } from "./pool.js";
