// The fix of the credential codes: the credential moved out of the file, a `{{secrets.NAME}}`
// template in its place. The platform's API text names no secrets template (its templates read
// `vars`, `state`, `input`…): the fix is offered in editors only, never applied by `check --fix`
// (docs/decisions.md, "Secrets: the fix writes {{secrets.NAME}}, offered, never applied").
import type { Fixes } from "../code.js";
import { CHOICE, type FixFor, type FixSite } from "../fix.js";
import type { SecretParams, secretCodes } from "./secrets.js";

const toTemplate: FixFor<SecretParams> = (p, at: FixSite) => {
  let value: unknown;
  try {
    value = JSON.parse(at.text.slice(at.span[0], at.span[1]));
  } catch {
    return [];
  }
  const end = p.at + p.length;
  // The text must still hold the credential where the finding says (its prefix, its length).
  if (typeof value !== "string" || end > value.length || !value.startsWith(p.prefix, p.at)) return [];
  const template = `{{secrets.${p.name}}}`;
  return [at.replace(`Move the credential out of the file: write ${template}`, CHOICE, value.slice(0, p.at) + template + value.slice(end))];
};

/** The fixes of the credential codes. */
export const secretFixes: Fixes<typeof secretCodes> = {
  "secret/known-format": toTemplate,
  "secret/credential-value": toTemplate,
  "secret/url-credentials": toTemplate,
};
