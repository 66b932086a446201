// The platform client: fetch-based, no node:*, so it runs wherever fetch exists.
export { createPlatformClient, specInBundle, waitSeconds, DEFAULT_USER_AGENT } from "./client.js";
export type { PlatformClient, PlatformClientOptions, PlatformAgent, PlatformNotice, RetryOptions, ServerValidation } from "./client.js";
export { PlatformError, PlatformConfigError, hintFor } from "./errors.js";
export type { ClientCode, ValidationErrors } from "./errors.js";
export { sameJson } from "./json.js";
export type { FetchLike, FetchInit, FetchResponse, HeadersLike } from "./web.js";
export { validationIssues, pathSegments } from "./issues.js";
