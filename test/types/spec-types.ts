// Compiled by `npm run typecheck`: each `@ts-expect-error` must meet a compile error on the next
// line, or the check fails. Every bad literal has a good twin that compiles, so an error can only
// come from the mistake named beside it.
import type {
  AgentBundle,
  AgentSpec,
  AgentSpecDocument,
  Condition,
  Issue,
  IssueCode,
  Node,
  NodeDocument,
  WebhookConfig,
} from "../../src/index.js";
import { exportBundle, validateSpec } from "../../src/index.js";
import type { allCodes } from "../../src/core/codes/all.js";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const holds = <T extends true>(): T => true as T;

const call = (config: WebhookConfig): Node => ({ id: "call", type: "action", actionType: "WEBHOOK", config });

// The good twin of the literals below.
export const good: AgentSpec = {
  version: 2,
  nodes: [
    {
      id: "call",
      type: "action",
      actionType: "WEBHOOK",
      config: { url: "https://api.example.com/hook", method: "POST", proxy: "brazil", timeout: 30 },
      transition: [{ to: "done", when: { source: "evaluation", path: "status", op: "eq", value: "ok" } }],
    },
    { id: "done", type: "end" },
  ],
};

export const proxyEu: AgentSpec = {
  nodes: [
    {
      id: "call",
      type: "action",
      actionType: "WEBHOOK",
      config: {
        url: "https://api.example.com/hook",
        method: "POST",
        // @ts-expect-error "eu" is not a route: direct, brazil or us
        proxy: "eu",
      },
    },
  ],
};

export const porxy: AgentSpec = {
  nodes: [
    {
      id: "call",
      type: "action",
      actionType: "WEBHOOK",
      config: {
        url: "https://api.example.com/hook",
        method: "POST",
        // @ts-expect-error a misspelt property of a webhook config
        porxy: "us",
      },
    },
  ],
};

export const wen: AgentSpec = {
  nodes: [
    {
      id: "call",
      type: "action",
      actionType: "WEBHOOK",
      config: { url: "https://api.example.com/hook", method: "POST" },
      // @ts-expect-error a misspelt property of a transition
      transition: [{ to: "call", wen: { source: "vars", path: "again", op: "exists" } }],
    },
  ],
};

export const opEquals: AgentSpec = {
  nodes: [
    {
      id: "call",
      type: "action",
      actionType: "WEBHOOK",
      config: { url: "https://api.example.com/hook", method: "POST" },
      // @ts-expect-error "equals" is not an operator ("eq" is)
      transition: [{ to: "call", when: { source: "evaluation", path: "status", op: "equals", value: "ok" } }],
    },
  ],
};

export const missingUrl: AgentSpec = {
  nodes: [
    {
      id: "call",
      type: "action",
      actionType: "WEBHOOK",
      // @ts-expect-error a webhook config needs `url`
      config: { method: "POST" },
    },
  ],
};

export const missingConfig: AgentSpec = {
  nodes: [
    // @ts-expect-error the WEBHOOK node's config is a webhook config: `url` and `method` are missing
    { id: "call", type: "action", actionType: "WEBHOOK", config: {} },
  ],
};

// @ts-expect-error an unknown property at the top of a spec
export const topLevelTypo: AgentSpec = { version: 2, nodes: [{ id: "a", type: "end" }], nodez: [] };

// @ts-expect-error version 2 only
export const version3: AgentSpec = { version: 3, nodes: [{ id: "a", type: "end" }] };

// @ts-expect-error at least one node
export const noNodes: AgentSpec = { nodes: [] };

// @ts-expect-error a node that is not a webhook has no config in the closed type
export const otherWithConfig: Node = { id: "a", type: "action", actionType: "LLM", config: { model: "x" } };

// @ts-expect-error a method the schema does not name
export const badMethod: WebhookConfig = { url: "https://api.example.com", method: "FETCH" };

// @ts-expect-error a header value is a string
export const badHeader: WebhookConfig = { url: "https://api.example.com", method: "GET", headers: { "X-Count": 3 } };

export const conditions: Condition[] = [
  { all: [{ source: "vars", path: "a", op: "exists" }, { not: { source: "input", path: "b", op: "in", value: [1, 2] } }] },
  { source: "node", of: { nodeId: "call" }, path: "evaluation.items", op: "length", value: { comparator: "gte", value: 1 } },
  // @ts-expect-error a length comparison's operand is { comparator, value }
  { source: "vars", path: "a", op: "length", value: 3 },
  // @ts-expect-error a combinator holds conditions
  { not: { source: "vars", path: "a" } },
  // @ts-expect-error a misspelt source
  { source: "var", path: "a", op: "exists" },
];

// A document read from disk may carry properties this version does not know: the open type takes them.
export const fromDisk: AgentSpecDocument = {
  version: 2,
  nodes: [{ id: "a", type: "action", actionType: "LLM", config: { model: "x" }, retries: 3 }],
  owner: "team-a",
};
export const openNode: NodeDocument = { id: "call", type: "action", actionType: "WEBHOOK", config: { url: "u", method: "GET", future: true } };

// Every closed spec is also a document: it goes wherever documents go.
export const asDocument: AgentSpecDocument = good;
export const bundle: AgentBundle = exportBundle([{ name: "Caller", spec: good, subagents: [{ name: "Inner", spec: { nodes: [call({ url: "https://x.example", method: "GET" })] } }] }]);

// Issue codes: the keys of the code definitions, where each code is worded; a typo in a comparison is a compile error.
holds<Equal<IssueCode, keyof typeof allCodes>>();
holds<Equal<Issue["code"], IssueCode>>();
holds<Equal<Issue<string>["code"], string>>();
// @ts-expect-error IssueCode is not just string
holds<Equal<IssueCode, string>>();
const issues: Issue[] = validateSpec(good).issues;
export const proxyIssues = issues.filter((i) => i.code === "webhook/invalid-proxy");
// @ts-expect-error no such code
export const typoIssues = issues.filter((i) => i.code === "webhook/invalid-prox");
export const known: IssueCode[] = ["json/syntax", "schema/required", "condition/bad-regex", "bundle/conflict-id", "io/no-match", "json/inexact-number", "io/invalid-utf8"];
// @ts-expect-error not a code the toolkit reports
export const unknownCode: IssueCode = "webhook/proxy";
// Issues of other checks are `Issue<string>`.
export const custom: Issue<string> = { code: "team/naming", severity: "warning", pointer: "/nodes/0/id", message: "ids are kebab-case" };
// @ts-expect-error the default Issue holds the toolkit's codes only
export const customAsToolkit: Issue = { code: "team/naming", severity: "warning", pointer: "", message: "" };
