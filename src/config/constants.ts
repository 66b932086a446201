// The config's fixed vocabularies and patterns, shared by the checker and the JSON Schema.

/** The config's properties, in the order the docs list them. */
export const CONFIG_PROPERTIES = ["$schema", "root", "strict", "rules", "overrides", "ignores", "files", "maxWarnings", "cache", "threads", "diff", "remote", "policies"] as const;

/** The classes of a change, worst first. */
export const CHANGE_CLASSES = ["breaking", "behaviour", "cosmetic"] as const;

/**
 * The words `diff.failOn` and `agentspec diff --fail-on` both take: a class (that class and every
 * worse one fail the run), or `any` (every change: the same as `cosmetic`).
 */
export const FAIL_ON = [...CHANGE_CLASSES, "any"] as const;

/** A glob is relative to the config's folder and stays inside it (no leading "/", no drive, no ".." segment). */
export const GLOB_PATTERN = "^(?!/)(?![A-Za-z]:)(?!\\.\\.(?:/|$))(?!.*/\\.\\.(?:/|$)).+$";

/** An http(s) URL with a host, and no query, fragment or credentials. */
export const BASE_URL_PATTERN = "^https?://[^\\s/?#@]+(?:/[^\\s?#]*)?$";

/** A policy's name: lower-case words joined by "-" (its code is `policy/<name>`). */
export const POLICY_NAME_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$";

/** What a policy is evaluated on: each node of a spec, or the spec once. */
export const POLICY_TARGETS = ["node", "spec"] as const;

/** A policy's severity, in the words of the config's rule settings. */
export const POLICY_SEVERITIES = ["error", "warn"] as const;
