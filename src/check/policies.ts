// The repository's policies (agentspec.config.json's `policies`) on a document: each policy's
// condition evaluated on each node of a spec (or once on the spec), a bundle's agents' specs
// included; a finding `policy/<name>` where it holds. Run by the document checker beside the
// secrets and the risky webhooks; never throws on data (a compiled condition does not).
import type { CodeTable } from "../core/code.js";
import type { Finding } from "../core/issue.js";
import { isObject, own } from "../core/json.js";
import type { CompiledPolicy } from "../config/types.js";

/** The findings of `policies` on one spec, pointers under `base` (`""` for a spec document). */
function specPolicyFindings(spec: unknown, policies: readonly CompiledPolicy[], base: string, out: Finding[]): void {
  if (!isObject(spec)) return;
  const nodes = own(spec, "nodes");
  for (const p of policies) {
    if (p.on === "spec") {
      if (p.condition.evaluate({ self: spec, spec })) out.push(finding(p, base));
      continue;
    }
    if (!Array.isArray(nodes)) continue;
    for (let i = 0; i < nodes.length; i++) {
      const node: unknown = nodes[i];
      if (isObject(node) && p.condition.evaluate({ self: node, spec })) out.push(finding(p, `${base}/nodes/${i}`));
    }
  }
}

// The description rides in the params: SARIF's rule help reads it there (a policy is no code the toolkit defines).
const finding = (p: CompiledPolicy, pointer: string): Finding =>
  ({ code: p.code, severity: p.severity, pointer, params: p.description === undefined ? { policy: p.name } : { policy: p.name, description: p.description } }) as unknown as Finding;

/** The policy findings of a parsed document of `kind` (specs, and a bundle's agents' specs). */
export function policyFindings(value: unknown, kind: "spec" | "bundle" | "test", policies: readonly CompiledPolicy[] | undefined): Finding[] {
  if (policies === undefined || policies.length === 0) return [];
  const out: Finding[] = [];
  if (kind === "spec") specPolicyFindings(value, policies, "", out);
  else if (kind === "bundle" && isObject(value)) {
    const agents = own(value, "agents");
    if (Array.isArray(agents)) agents.forEach((agent, i) => specPolicyFindings(isObject(agent) ? own(agent, "spec") : undefined, policies, `/agents/${i}/spec`, out));
  }
  return out;
}

/** The table that words the policies' findings: each its own message. */
export function policyWording(policies: readonly CompiledPolicy[]): CodeTable {
  const table: Record<string, { severity: "error" | "warning"; message: () => string }> = {};
  for (const p of policies) table[p.code] = { severity: p.severity, message: () => p.message };
  return table as CodeTable;
}
