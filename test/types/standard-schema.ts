// Compiled by `npm run typecheck`: agentspecStandardSchema is what `@standard-schema/spec` 1.1 calls
// a StandardSchemaV1 and a StandardJSONSchemaV1 (the toolkit writes the interfaces out itself, so
// its published types need no other package; this holds them to the spec's own).
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { agentspecStandardSchema } from "../../src/index.js";
import type { AgentSpecDocument } from "../../src/index.js";

export const asStandard: StandardSchemaV1<AgentSpecDocument, AgentSpecDocument> = agentspecStandardSchema;
export const asJsonSchema: StandardJSONSchemaV1<AgentSpecDocument, AgentSpecDocument> = agentspecStandardSchema;
type Output = StandardSchemaV1.InferOutput<typeof agentspecStandardSchema>;
export const output: AgentSpecDocument = null as unknown as Output;
// @ts-expect-error the output is a spec document, not a string
export const notString: string = null as unknown as Output;
