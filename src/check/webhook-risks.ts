// The risky-webhook rules on a document: a spec's nodes, a bundle's agents' specs (their pointers
// under the entry). Run by the document checker beside the secrets pass.
import type { Finding } from "../core/issue.js";
import { isObject, own } from "../core/json.js";
import { webhookRisks } from "../rules/webhook-risks.js";
import { runRules } from "../validate/validate.js";
import { webhookRiskCodes } from "../core/codes/webhook-risks.js";
import { SpecIndex } from "../core/spec-index.js";

/** The risky-webhook findings of a parsed document of `kind`. */
export function webhookRiskFindings(value: unknown, kind: "spec" | "bundle" | "test"): Finding[] {
  if (kind === "spec") return runRules(value, webhookRisks, false, [], new SpecIndex(value), webhookRiskCodes).flat();
  if (kind !== "bundle" || !isObject(value)) return [];
  const agents = own(value, "agents");
  if (!Array.isArray(agents)) return [];
  const out: Finding[] = [];
  agents.forEach((agent, i) => {
    const spec = isObject(agent) ? own(agent, "spec") : undefined;
    if (isObject(spec)) for (const f of runRules(spec, webhookRisks, false, [], new SpecIndex(spec), webhookRiskCodes).flat()) out.push({ ...f, pointer: `/agents/${i}/spec${f.pointer}` } as Finding);
  });
  return out;
}
