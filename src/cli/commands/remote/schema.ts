// agentspec remote schema --diff: the platform's AgentSpec schema against the one this toolkit
// bundles, in words: what the platform accepts that the toolkit does not know, and what it dropped.
import { childPointer } from "../../../core/pointer.js";

/** One difference, located by a JSON Pointer into the schemas. */
export interface SchemaChange {
  pointer: string;
  kind: "platform-newer" | "platform-dropped" | "changed";
  message: string;
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
const quote = (v: unknown): string => JSON.stringify(v) ?? String(v);
const keyOf = (v: unknown): string => JSON.stringify(v) ?? "undefined";

/** Where a pointer sits, in words: `/$defs/webhookConfig/properties/proxy` → `webhookConfig.proxy`. */
export function place(pointer: string): string {
  const parts = pointer.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if ((p === "$defs" || p === "definitions" || p === "properties") && i + 1 < parts.length) {
      out.push(parts[++i]!);
      continue;
    }
    if (p === "items") out.push("[]");
    else if (/^(anyOf|oneOf|allOf)$/.test(p) && i + 1 < parts.length) out.push(`${p}[${parts[++i]}]`);
    else out.push(p);
  }
  return out.join(".").replace(/\.\[\]/g, "[]") || "(the root)";
}

/**
 * The differences between the platform's schema and the local one: properties and enum values the
 * platform has and the toolkit lacks (the toolkit is older than the platform), those it dropped,
 * required lists, and types. Only structure is compared: descriptions and titles are not.
 */
export function diffSchemas(local: unknown, server: unknown, pointer = ""): SchemaChange[] {
  const out: SchemaChange[] = [];
  if (!isObj(local) || !isObj(server)) {
    if (keyOf(local) !== keyOf(server)) out.push({ pointer, kind: "changed", message: `${place(pointer)} is ${quote(server)} on the platform, ${quote(local)} here` });
    return out;
  }
  for (const key of ["properties", "$defs", "definitions"]) {
    const l = isObj(local[key]) ? local[key] : {};
    const s = isObj(server[key]) ? server[key] : {};
    const at = childPointer(pointer, key);
    for (const name of Object.keys(s)) {
      if (!Object.hasOwn(l, name)) out.push({ pointer: childPointer(at, name), kind: "platform-newer", message: `the platform's schema has ${key === "properties" ? "the property" : "the definition"} ${place(childPointer(at, name))}, which this toolkit does not know: this toolkit is older than the platform` });
    }
    for (const name of Object.keys(l)) {
      if (!Object.hasOwn(s, name)) out.push({ pointer: childPointer(at, name), kind: "platform-dropped", message: `the platform's schema no longer has ${key === "properties" ? "the property" : "the definition"} ${place(childPointer(at, name))}: specs using it may be refused` });
      else out.push(...diffSchemas(l[name], s[name], childPointer(at, name)));
    }
  }
  if (Array.isArray(local["enum"]) || Array.isArray(server["enum"])) {
    const l = Array.isArray(local["enum"]) ? local["enum"] : [];
    const s = Array.isArray(server["enum"]) ? server["enum"] : [];
    const lk = new Set(l.map(keyOf));
    const sk = new Set(s.map(keyOf));
    const at = childPointer(pointer, "enum");
    for (const v of s) if (!lk.has(keyOf(v))) out.push({ pointer: at, kind: "platform-newer", message: `the platform accepts ${quote(v)} at ${place(pointer)}, which this toolkit does not know: this toolkit is older than the platform` });
    for (const v of l) if (!sk.has(keyOf(v))) out.push({ pointer: at, kind: "platform-dropped", message: `the platform no longer accepts ${quote(v)} at ${place(pointer)}: specs using it may be refused` });
  }
  if (Array.isArray(local["required"]) || Array.isArray(server["required"])) {
    const l = new Set((Array.isArray(local["required"]) ? local["required"] : []).map(String));
    const s = new Set((Array.isArray(server["required"]) ? server["required"] : []).map(String));
    for (const name of s) if (!l.has(name)) out.push({ pointer: childPointer(pointer, "required"), kind: "platform-newer", message: `the platform requires ${place(childPointer(childPointer(pointer, "properties"), name))}, which this toolkit treats as optional: this toolkit is older than the platform` });
    for (const name of l) if (!s.has(name)) out.push({ pointer: childPointer(pointer, "required"), kind: "platform-dropped", message: `the platform no longer requires ${place(childPointer(childPointer(pointer, "properties"), name))}` });
  }
  for (const key of ["type", "const", "$ref", "additionalProperties", "minimum", "maximum", "minLength", "maxLength", "pattern", "format"]) {
    const has = [Object.hasOwn(local, key), Object.hasOwn(server, key)];
    if (!has[0] && !has[1]) continue;
    if (key === "additionalProperties" && isObj(local[key]) && isObj(server[key])) {
      out.push(...diffSchemas(local[key], server[key], childPointer(pointer, key)));
      continue;
    }
    if (keyOf(local[key]) !== keyOf(server[key]))
      out.push({ pointer: childPointer(pointer, key), kind: "changed", message: `${key} at ${place(pointer)} is ${has[1] ? quote(server[key]) : "absent"} on the platform, ${has[0] ? quote(local[key]) : "absent"} here` });
  }
  for (const key of ["items", "not", "if", "then", "else"]) if (isObj(local[key]) && isObj(server[key])) out.push(...diffSchemas(local[key], server[key], childPointer(pointer, key)));
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    const l = local[key];
    const s = server[key];
    if (!Array.isArray(l) && !Array.isArray(s)) continue;
    if (!Array.isArray(l) || !Array.isArray(s) || l.length !== s.length) {
      out.push({ pointer: childPointer(pointer, key), kind: "changed", message: `${place(pointer)} has ${Array.isArray(s) ? s.length : 0} ${key} branches on the platform, ${Array.isArray(l) ? l.length : 0} here` });
      continue;
    }
    l.forEach((branch, i) => out.push(...diffSchemas(branch, s[i], childPointer(childPointer(pointer, key), i))));
  }
  return out;
}
