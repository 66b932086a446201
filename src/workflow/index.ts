export { simulate, prepareSpec, DEFAULT_MAX_STEPS, type PreparedSpec } from "./simulate.js";
export { checkExpectations, type Expectation, type Mismatch } from "./expect.js";
export { coverageOf, percentOf, type Coverage, type TransitionCoverage, type Uncovered } from "./coverage.js";
export {
  agentSpecTestSchema,
  runTestFile,
  testFileSchemaFindings,
  testFileSpecFindings,
  validateTestFileText,
  locateTestFindings,
  TEST_FILE_SUFFIX,
  type CaseOutcome,
  type TestCase,
  type TestFile,
} from "./test-file.js";
export { createExecutor, type Executor, type ExecutorStep, type WebhookCall } from "./executor.js";
export { SpecError } from "./types.js";
export type { NodeError, NodeResult, Scenario, SimulateOptions, Simulation, SimulationStatus, Step, TransitionTrace } from "./types.js";
