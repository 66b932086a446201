// The codes of literal credentials in a document (src/core/secrets.ts finds them, the document
// checker reports them). A message names what the credential is, its first characters and its
// length: never the credential (contract §12).
import type { Descriptions } from "../code.js";
import { q } from "../wording.js";

/** What a credential finding is reported with: never the credential itself. */
export type SecretParams = {
  /** What it is: a provider's format, or the place it is in. */
  label: string;
  /** At most its first four characters. */
  prefix: string;
  length: number;
  /** Where it starts in the string (UTF-16), so a fix can replace it and nothing else. */
  at: number;
  /** The secret name the fix suggests. */
  name: string;
};

const shown = (p: SecretParams): string => `${q(`${String(p.prefix)}…`)}, ${String(p.length)} characters`;
const move = (p: SecretParams): string => `keep it in the platform's secrets and write ${q(`{{secrets.${String(p.name)}}}`)}`;

/** The codes of literal credentials. */
export const secretCodes = {
  "secret/known-format": {
    severity: "error",
    message: (p: SecretParams) => `a literal ${String(p.label)} (${shown(p)}) is written here: whoever reads the file can use it; ${move(p)}`,
  },
  "secret/credential-value": {
    severity: "error",
    message: (p: SecretParams) => `the ${String(p.label)} is a literal credential (${shown(p)}): whoever reads the file can use it; ${move(p)}`,
  },
  "secret/url-credentials": {
    severity: "error",
    message: (p: SecretParams) => `the url carries a literal ${String(p.label)} (${shown(p)}): it is sent, logged and stored with the url; ${move(p)}`,
  },
} as const;

/** One line per credential code. */
export const secretDescriptions: Descriptions<typeof secretCodes> = {
  "secret/known-format": "A string holds a credential in a provider's known format (cloud, source hosting, payment, messaging, AI provider keys, private keys, JWTs).",
  "secret/credential-value": "A header, query parameter or field named like a credential (`Authorization`, `*-key`, `*token*`, `password`) holds a literal value that reads as one.",
  "secret/url-credentials": "A URL's user information holds a literal password or token.",
};
