import schema from "../../schema/agentspec-v2.schema.json" with { type: "json" };

/** The AgentSpec V2 JSON Schema (draft 2020-12), the file published as `agentspec-toolkit/schema.json`. */
export const agentSpecSchema: Readonly<Record<string, unknown>> = schema;
