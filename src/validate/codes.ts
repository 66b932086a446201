import type { messages } from "./messages.js";
import type { bundleMessages } from "../bundle/messages.js";

// Derived from the message tables, where each code is defined once: a new code is in the union as
// soon as it has its wording. (A type-only import: the bundle table is not loaded with validation.)
/** Every code the toolkit reports, from the validators, the condition compiler, bundles and the command line. */
export type IssueCode = keyof typeof messages | keyof typeof bundleMessages;
