// Where a webhook url's destination (its scheme and host) comes from a template: what the rules
// about templated destinations read.

/** A closed `{{ … }}` template of a url: its text and where it is. */
export interface UrlTemplate {
  text: string;
  from: number;
  to: number;
}

/** Whether a template reads the run's input (`{{input.…}}`, `{{ input }}`): text a user sends. */
export const readsInput = (template: string): boolean => /^\{\{\s*input\b/.test(template);

/**
 * The templates of `url` that give its scheme or host (a template that starts the url, or one inside
 * its scheme or its host, past any user information), with the part each gives; empty for a url
 * whose destination is literal.
 */
export function destinationTemplates(url: string): { part: "scheme" | "host" | "scheme and host"; template: UrlTemplate }[] {
  const templates: UrlTemplate[] = [];
  for (const m of url.matchAll(/\{\{[\s\S]*?\}\}/g)) templates.push({ text: m[0], from: m.index, to: m.index + m[0].length });
  if (templates.length === 0) return [];
  // Templates blanked, so their text is not read as delimiters.
  let plain = url;
  for (const t of templates) plain = plain.slice(0, t.from) + "x".repeat(t.to - t.from) + plain.slice(t.to);
  const schemeEnd = plain.indexOf("://");
  const out: { part: "scheme" | "host" | "scheme and host"; template: UrlTemplate }[] = [];
  const first = templates[0]!;
  // A url that starts with a template (`{{vars.base}}/orders`): the template gives scheme and host.
  if (first.from === 0) return [{ part: "scheme and host", template: first }];
  // No literal "://": not an absolute url (webhook/url-scheme's), no destination to read.
  if (schemeEnd === -1) return [];
  if (first.from < schemeEnd) out.push({ part: "scheme", template: first });
  const start = schemeEnd + 3;
  const rest = plain.slice(start);
  const authorityEnd = rest.search(/[/?#]/);
  const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd);
  const hostFrom = start + authority.lastIndexOf("@") + 1;
  const hostTo = start + authority.length;
  for (const t of templates) if (t.from < hostTo && t.to > hostFrom) out.push({ part: "host", template: t });
  return out;
}
