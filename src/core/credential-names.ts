// The names of the places credentials go (headers, query parameters, fields): what the secrets
// checks and the webhook rules read alike. A module of its own, so that a rule does not load the
// table of provider formats.

const CREDENTIAL_NAME = /^(?:proxy-)?authorization$|token|secret|pass(?:word|wd|phrase)?$|^pwd$|[-_]pwd$|(?:^|[-_.])(?:api|access|private|client|auth|signing|subscription)?[-_]?key$|apikey|^sig(?:nature)?$|credential/i;

/** Whether a header, query parameter or field of this name carries credentials (`Authorization`, `*-key`, `*token*`, `password`…). */
export const isCredentialName = (name: string): boolean => CREDENTIAL_NAME.test(name);
