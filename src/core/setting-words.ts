// The words of a setting refused for a code that says what the schema refuses: one sentence for
// the config's `config/locked-rule` and the settler's TypeError alike (a module of its own, so that
// the code tables and the settler both import it without importing each other).

/** Why a code that says what the schema refuses does not take `value`. */
export const refusedSetting = (code: string, value: string): string =>
  `${JSON.stringify(code)} cannot be set to ${JSON.stringify(value)}: it reports what the platform's schema refuses, and no setting lets a spec the platform refuses pass (it takes "error" only)`;
