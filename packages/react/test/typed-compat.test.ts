import { fileURLToPath } from "node:url";
import ts from "typescript";
import { expect, it } from "vitest";

const compatFile = fileURLToPath(new URL("./compat/chat-components.compat.tsx", import.meta.url));

/** Type-checks one file as an app would (strict, bundler resolution), our packages from source. */
function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ["source"],
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    types: [],
  });
  const source = program.getSourceFile(file);
  if (source === undefined) throw new Error(`not in the program: ${file}`);
  // This file's diagnostics and the program-wide ones only: checking every source of our packages
  // too (getPreEmitDiagnostics) took most of the time, for errors this test filtered out anyway.
  return [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSyntacticDiagnostics(source),
    ...program.getSemanticDiagnostics(source),
  ]
    .map((diagnostic) => {
      const where = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : undefined;
      return `${where ? `${where.line + 1}:${where.character + 1} ` : ""}${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
    });
}

it("CopilotKit code using every prop and slot of the chat sub-components type-checks against @wingman/react", () => {
  expect(typeErrors(compatFile)).toEqual([]);
}, 180_000);
