/**
 * Where Wingman's packages write diagnostics: the console. An app silences or redirects them by
 * replacing the console's methods; a named export keeps the call sites greppable.
 */
export const logger: Console = console;
