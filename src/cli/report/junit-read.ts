// Reading JUnit XML back: the reports junit.ts writes, and nothing else. A small strict reader of
// the XML they use (a declaration, elements, double- or single-quoted attributes, text, the five
// named entities and character references); comments, CDATA, a DOCTYPE or processing instructions
// are refused, as is any element, attribute or count that junit.ts would not write. Every refusal
// says the line (and column) it is at. merge-reports reads the parts with it.
import type { JunitCase, JunitOutcome, JunitSuite } from "./junit.js";

/** Why a text is not a JUnit report junit.ts wrote: `xml` is false when it is XML, but not of that shape. */
export class JunitReadError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
    readonly xml: boolean,
  ) {
    super(message);
  }
}

interface Element {
  name: string;
  attrs: Map<string, string>;
  children: Element[];
  /** The text inside, entities read; undefined for <x/>. */
  text: string | undefined;
  offset: number;
}

const NAME = /[A-Za-z_][\w.-]*/y;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function place(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

/** The XML's root element; a text that is not XML of the kinds above throws JunitReadError (xml: false). */
function parseXml(text: string): Element {
  let i = 0;
  const fail = (what: string, at = i): never => {
    const p = place(text, at);
    throw new JunitReadError(what, p.line, p.column, false);
  };
  const spaces = (): void => {
    while (i < text.length && /[ \t\r\n]/.test(text[i]!)) i++;
  };
  const name = (): string => {
    NAME.lastIndex = i;
    const m = NAME.exec(text);
    if (m === null) return fail("a name was expected here");
    i += m[0].length;
    return m[0];
  };
  const chars = (end: string): string => {
    let out = "";
    while (i < text.length && !end.includes(text[i]!)) {
      const c = text[i]!;
      if (c === "&") {
        const m = /^&(?:#(\d+)|#x([0-9a-fA-F]+)|([a-z]+));/.exec(text.slice(i, i + 12));
        if (m === null) fail('"&" that starts no entity (write &amp;)');
        const code = m![1] !== undefined ? Number(m![1]) : m![2] !== undefined ? parseInt(m![2], 16) : undefined;
        if (m![3] !== undefined && !Object.hasOwn(ENTITIES, m![3])) fail(`unknown entity &${m![3]};`);
        if (code !== undefined && !(code <= 0x10ffff)) fail("a character reference beyond Unicode");
        out += code !== undefined ? String.fromCodePoint(code) : ENTITIES[m![3]!]!;
        i += m![0].length;
      } else if (c === "<") return fail('"<" inside an attribute value');
      else {
        out += c;
        i++;
      }
    }
    return out;
  };
  const element = (): Element => {
    const offset = i;
    i++; // <
    const tag = name();
    const attrs = new Map<string, string>();
    for (;;) {
      const before = i;
      spaces();
      if (text.startsWith("/>", i)) {
        i += 2;
        return { name: tag, attrs, children: [], text: undefined, offset };
      }
      if (text[i] === ">") {
        i++;
        break;
      }
      if (i === before) fail(`<${tag}>: a space, ">" or "/>" was expected here`);
      const attrAt = i;
      const key = name();
      spaces();
      if (text[i] !== "=") fail(`<${tag}>: attribute ${key} needs a value (${key}="…")`);
      i++;
      spaces();
      const quote = text[i];
      if (quote !== '"' && quote !== "'") fail(`<${tag}>: the value of ${key} must be quoted`);
      i++;
      const value = chars(quote!);
      if (text[i] !== quote) fail(`<${tag}>: the value of ${key} is not closed`);
      i++;
      if (attrs.has(key)) fail(`<${tag}>: attribute ${key} given twice`, attrAt);
      attrs.set(key, value);
    }
    const children: Element[] = [];
    let inner = "";
    for (;;) {
      if (i >= text.length) fail(`<${tag}> (line ${place(text, offset).line}) is not closed`);
      if (text.startsWith("</", i)) {
        i += 2;
        const closeAt = i;
        const end = name();
        if (end !== tag) fail(`<${tag}> (line ${place(text, offset).line}) is closed by </${end}>`, closeAt);
        spaces();
        if (text[i] !== ">") fail(`</${end}>: ">" was expected here`);
        i++;
        return { name: tag, attrs, children, text: inner, offset };
      }
      if (text.startsWith("<!--", i) || text.startsWith("<![CDATA[", i) || text.startsWith("<!", i) || text.startsWith("<?", i)) fail("comments, CDATA, declarations and processing instructions are not in agentspec's JUnit");
      if (text[i] === "<") children.push(element());
      else inner += chars("<");
    }
  };
  if (text.startsWith("\uFEFF")) i = 1;
  if (text.startsWith("<?xml", i)) {
    const end = text.indexOf("?>");
    if (end < 0) fail("the XML declaration is not closed");
    i = end + 2;
  }
  spaces();
  if (text[i] !== "<" || text.startsWith("<!", i) || text.startsWith("<?", i)) fail("an element was expected here");
  const root = element();
  spaces();
  if (i < text.length) fail("text after the root element");
  return root;
}

/** A shape error at an element: the report is XML, not agentspec's JUnit. */
function shape(text: string, el: Element, what: string): JunitReadError {
  const p = place(text, el.offset);
  return new JunitReadError(what, p.line, p.column, true);
}

function attrsOf(text: string, el: Element, required: readonly string[], optional: readonly string[] = []): Record<string, string> {
  for (const key of el.attrs.keys()) if (!required.includes(key) && !optional.includes(key)) throw shape(text, el, `<${el.name}> has an attribute agentspec does not write: ${key}`);
  for (const key of required) if (!el.attrs.has(key)) throw shape(text, el, `<${el.name}> needs the attribute ${key}`);
  return Object.fromEntries(el.attrs);
}

function only(text: string, el: Element, kids: readonly string[]): void {
  if ((el.text ?? "").trim() !== "") throw shape(text, el, `<${el.name}> holds text; agentspec writes only elements in it`);
  const other = el.children.find((c) => !kids.includes(c.name));
  if (other !== undefined) throw shape(text, other, `<${other.name}> in <${el.name}>: agentspec writes only ${kids.map((k) => `<${k}>`).join(", ")} there`);
}

function counted(text: string, el: Element, attrs: Record<string, string>, cases: readonly JunitCase[]): void {
  const kinds: [string, number][] = [
    ["tests", cases.length],
    ["failures", cases.filter((c) => c.outcome?.kind === "failure").length],
    ["errors", cases.filter((c) => c.outcome?.kind === "error").length],
    ["skipped", cases.filter((c) => c.outcome?.kind === "skipped").length],
  ];
  for (const [key, n] of kinds) {
    if (attrs[key] === undefined) continue;
    if (attrs[key] !== String(n)) throw shape(text, el, `<${el.name}> says ${key}="${attrs[key]}" but holds ${n}`);
  }
}

const OUTCOMES: readonly JunitOutcome["kind"][] = ["failure", "error", "skipped", "system-out"];

function testcase(text: string, el: Element): JunitCase {
  const a = attrsOf(text, el, ["name", "classname", "file"]);
  only(text, el, OUTCOMES);
  if (el.children.length > 1) throw shape(text, el.children[1]!, `<testcase> holds more than one outcome`);
  const c: JunitCase = { name: a["name"]!, classname: a["classname"]!, file: a["file"]! };
  const o = el.children[0];
  if (o === undefined) return c;
  const oa = attrsOf(text, o, [], o.name === "system-out" ? [] : ["message", "type"]);
  if (o.children.length > 0) throw shape(text, o.children[0]!, `<${o.children[0]!.name}> in <${o.name}>: agentspec writes only text there`);
  c.outcome = { kind: o.name as JunitOutcome["kind"], ...(oa["message"] === undefined ? {} : { message: oa["message"] }), ...(oa["type"] === undefined ? {} : { type: oa["type"] }), ...(o.text === undefined ? {} : { text: o.text }) };
  return c;
}

function testsuite(text: string, el: Element): JunitSuite {
  const a = attrsOf(text, el, ["name", "tests", "failures", "errors", "skipped", "file"]);
  only(text, el, ["properties", "testcase"]);
  const props = el.children.filter((c) => c.name === "properties");
  if (props.length > 1 || (props.length === 1 && el.children[0] !== props[0])) throw shape(text, props[props.length - 1]!, "<properties> comes once, first in its <testsuite>");
  let properties: [string, string][] | undefined;
  if (props[0] !== undefined) {
    attrsOf(text, props[0], []);
    only(text, props[0], ["property"]);
    properties = props[0].children.map((p) => {
      const pa = attrsOf(text, p, ["name", "value"]);
      if (p.text !== undefined && p.text !== "") throw shape(text, p, "<property> holds text; agentspec writes it empty");
      return [pa["name"]!, pa["value"]!];
    });
  }
  const cases = el.children.filter((c) => c.name === "testcase").map((c) => testcase(text, c));
  counted(text, el, a, cases);
  return { name: a["name"]!, file: a["file"]!, ...(properties?.length ? { properties } : {}), cases };
}

/** A JUnit report as junit.ts writes it: its name and suites. Anything else throws JunitReadError. */
export function readJunit(text: string): { name: string; suites: JunitSuite[] } {
  const root = parseXml(text);
  if (root.name !== "testsuites") throw shape(text, root, `the root element is <${root.name}>, not <testsuites>`);
  const a = attrsOf(text, root, ["name", "tests", "failures", "errors"]);
  only(text, root, ["testsuite"]);
  const suites = root.children.map((s) => testsuite(text, s));
  counted(text, root, a, suites.flatMap((s) => s.cases));
  return { name: a["name"]!, suites };
}
