import ts from "typescript";

/** The names a module exports, split by meaning: a class is both a value and a type. */
export interface ExportedNames {
  readonly values: string[];
  readonly types: string[];
}

/** How both the surface comparison and the API reports read declaration files. */
export const declarationReadingOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/**
 * Reads the exports of each entry file (a `.ts` source or a published `.d.ts`) with the
 * TypeScript checker, following re-exports (`export *`, aliases) to what they name.
 */
export function extractExports(entryFiles: readonly string[]): Map<string, ExportedNames> {
  const program = ts.createProgram({ rootNames: [...entryFiles], options: declarationReadingOptions });
  const checker = program.getTypeChecker();
  const result = new Map<string, ExportedNames>();
  for (const file of entryFiles) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`TypeScript found no module in ${file}`);
    const values = new Set<string>();
    const types = new Set<string>();
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      // An alias TypeScript cannot resolve (a dependency missing) still names something: count it as both.
      const unresolved = target.declarations === undefined || target.declarations.length === 0;
      const flags = unresolved ? ts.SymbolFlags.Value | ts.SymbolFlags.Type : target.flags;
      if (flags & ts.SymbolFlags.Value) values.add(symbol.name);
      if (flags & ts.SymbolFlags.Type) types.add(symbol.name);
    }
    result.set(file, { values: [...values].sort(), types: [...types].sort() });
  }
  return result;
}
