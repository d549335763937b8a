import { realpathSync } from "node:fs";
import { relative, sep } from "node:path";
import ts from "typescript";
import { declarationReadingOptions } from "../api-surface/extract-exports.js";
import { isInternalEntry, publishedPackages } from "./api-report.js";

/** The exported types whose optional members are settings an app passes in: options, props, configs. */
const OPTIONS_TYPE_NAME = /(Options|Props|Config|Configuration|Params|Parameters|Settings|Limits|Input)$/;

/** Doc text that states a default: a `@default` tag, or "Default: …" / "defaults to …" in the prose. */
const STATES_DEFAULT = /\bdefault/i;

interface OptionMember {
  readonly label: string;
  readonly documentation: string;
  readonly defaults: Set<string>;
}

/**
 * Every optional member of a public options/props type (by name: `…Options`, `…Props`, `…Config`, …)
 * of the packages under `root/packages` must have a JSDoc, and where the package's own source gives
 * it a literal default (`options.member ?? 5`, `const { member = "x" } = options`, or a constant that
 * holds a literal) that JSDoc must state a default. Reads the sources (the `source` export condition),
 * so the answer never depends on a stale build. Returns one line per problem.
 */
export function findOptionDocProblems(root: string): string[] {
  const packages = publishedPackages(root);
  const program = ts.createProgram({
    rootNames: packages.flatMap((pkg) => pkg.entries.flatMap((entry) => (entry.source === undefined ? [] : [entry.source]))),
    options: { ...declarationReadingOptions, customConditions: ["source"] },
  });
  const checker = program.getTypeChecker();
  const ownFiles = new Map<string, boolean>();
  const isOwn = (fileName: string): boolean => {
    let own = ownFiles.get(fileName);
    if (own === undefined) {
      const path = realpathSync(fileName);
      own = packages.some((pkg) => path.startsWith(pkg.directory + sep)) && !path.includes(`${sep}node_modules${sep}`);
      ownFiles.set(fileName, own);
    }
    return own;
  };
  const where = (node: ts.Node): string => {
    const file = node.getSourceFile();
    return `${relative(root, realpathSync(file.fileName))}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };

  const members = new Map<ts.Declaration, OptionMember>();
  for (const pkg of packages) {
    for (const { entry, source } of pkg.entries) {
      if (source === undefined || isInternalEntry(entry)) continue;
      const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(source)!);
      if (!moduleSymbol) throw new Error(`TypeScript found no module in ${source}`);
      for (const exported of checker.getExportsOfModule(moduleSymbol)) {
        const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        if (!(target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) || !OPTIONS_TYPE_NAME.test(exported.name)) continue;
        for (const property of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(target))) {
          if (!(property.flags & ts.SymbolFlags.Optional)) continue;
          for (const declaration of property.declarations ?? []) {
            if (members.has(declaration) || !isOwn(declaration.getSourceFile().fileName)) continue;
            const own = (ts.getNameOfDeclaration(declaration) && checker.getSymbolAtLocation(ts.getNameOfDeclaration(declaration)!)) ?? property;
            const tags = own.getJsDocTags(checker).map((tag) => `@${tag.name} ${ts.displayPartsToString(tag.text)}`);
            members.set(declaration, {
              label: `${ownerName(declaration)}.${property.name} (${where(declaration)})`,
              documentation: [ts.displayPartsToString(own.getDocumentationComment(checker)), ...tags].join("\n").trim(),
              defaults: new Set(),
            });
          }
        }
      }
    }
  }

  const record = (property: ts.Symbol | undefined, value: ts.Expression, at: ts.Node): void => {
    const literal = literalValue(value, checker, 0);
    if (literal === undefined) return;
    for (const declaration of property?.declarations ?? []) members.get(declaration)?.defaults.add(`${literal} (${where(at)})`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
      const left = withoutWrappers(node.left);
      if (ts.isPropertyAccessExpression(left)) record(checker.getSymbolAtLocation(left.name), node.right, node);
    } else if (ts.isBindingElement(node) && node.initializer && ts.isObjectBindingPattern(node.parent)) {
      const name = node.propertyName ?? node.name;
      if (ts.isIdentifier(name) || ts.isStringLiteral(name)) {
        record(checker.getTypeAtLocation(node.parent).getProperty(name.text), node.initializer, node);
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const file of program.getSourceFiles()) {
    if (!file.isDeclarationFile && isOwn(file.fileName) && !/\.test\.tsx?$/.test(file.fileName)) visit(file);
  }

  const problems: string[] = [];
  for (const member of members.values()) {
    const defaults = member.defaults.size > 0 && !STATES_DEFAULT.test(member.documentation);
    if (member.documentation === "" || defaults) {
      const missing = member.documentation === "" ? "no JSDoc" : "its JSDoc does not state its default";
      problems.push(`${member.label}: ${missing}${defaults ? `; the source defaults it to ${[...member.defaults].join(", ")}` : ""}`);
    }
  }
  return problems.sort();
}

/** The expression inside parentheses, `as`, `satisfies` and `!`. */
function withoutWrappers(expression: ts.Expression): ts.Expression {
  let node = expression;
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node)) {
    node = node.expression;
  }
  return node;
}

/** The interface or type alias a member is written in, for the problem line. */
function ownerName(declaration: ts.Declaration): string {
  for (let node: ts.Node | undefined = declaration.parent; node; node = node.parent) {
    if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isClassDeclaration(node)) && node.name) return node.name.text;
  }
  return "(anonymous)";
}

/**
 * The source text of a default that is a literal (a number, string or boolean, a sum of numbers, or a
 * constant holding one), else undefined: `?? []`, `?? null` or a computed fallback state nothing worth
 * repeating in a JSDoc.
 */
function literalValue(expression: ts.Expression, checker: ts.TypeChecker, depth: number): string | undefined {
  const node = withoutWrappers(expression);
  if (ts.isNumericLiteral(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.getText();
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) return node.getText();
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    return literalValue(node.operand, checker, depth) === undefined ? undefined : node.getText();
  }
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.AsteriskToken, ts.SyntaxKind.PlusToken, ts.SyntaxKind.MinusToken, ts.SyntaxKind.SlashToken].includes(node.operatorToken.kind)) {
    const left = literalValue(node.left, checker, depth);
    const right = literalValue(node.right, checker, depth);
    return left === undefined || right === undefined ? undefined : `${left} ${node.operatorToken.getText()} ${right}`;
  }
  if ((ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) && depth < 3) {
    let symbol = checker.getSymbolAtLocation(ts.isIdentifier(node) ? node : node.name);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    const constant =
      declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const;
    if (constant) return literalValue(declaration.initializer, checker, depth + 1);
    if (declaration && ts.isPropertyAssignment(declaration)) return literalValue(declaration.initializer, checker, depth + 1);
  }
  return undefined;
}
