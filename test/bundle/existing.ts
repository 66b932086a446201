import type { AgentSummary } from "../../src/bundle/index.js";

/** The agents already on the platform in the golden fixtures' world. */
export const EXISTING: AgentSummary[] = [
  { id: "agt_existing_1", name: "Billing", applicationId: 7, type: "CUSTOM" },
  { id: "agt_existing_2", name: "Company helper", type: "CUSTOM" },
];
