// The dev console (Lit) loads its development build in tests, and Lit then warns once that it is in
// dev mode: known, so switched off by its code the way Lit documents; its other warnings still show.
const lit = globalThis as { litIssuedWarnings?: Set<string> };
(lit.litIssuedWarnings ??= new Set()).add("dev-mode");
