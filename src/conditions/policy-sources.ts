// The sources of a policy's condition (agentspec.config.json's `policies`), apart from its compiler
// so that the config's JSON Schema lists them without loading the engine.

/** The sources a policy's condition reads: `self` (the node, or the spec for a policy on the spec) and `spec` (the whole spec). */
export const POLICY_SOURCES = ["self", "spec"] as const;

/** A source a policy's condition reads. */
export type PolicySource = (typeof POLICY_SOURCES)[number];
