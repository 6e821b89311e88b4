/**
 * Finds circles in the project's own imports: module A imports B, which (directly or through others)
 * imports A again. A circle makes the order modules run in depend on which one is imported first, and
 * a reader cannot understand either module alone. That holds for types too, so by default every import
 * counts; `{ typesToo: false }` leaves out `import type` and `export type`, which are erased and decide
 * nothing at run time (`import { type X } from` is kept by verbatimModuleSyntax as an import, so it
 * counts either way). Imports are read with TypeScript's own parser; specifiers are resolved the way the
 * project writes them (relative paths and the `#app/*`-style imports of package.json), and anything else
 * (a dependency, a `node:` module) is outside the graph.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "build", ".react-router", "test-results", "playwright-report", "data", ".git"]);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    if (SKIPPED_FOLDERS.has(name)) return [];
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Every module specifier a file imports or re-exports at run time, dynamic `import("…")` included. */
export function importedSpecifiers(code: string, fileName = "module.ts", { typesToo = true } = {}): string[] {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    const typeOnly = ts.isImportDeclaration(node)
      ? node.importClause?.isTypeOnly === true
      : ts.isExportDeclaration(node) && node.isTypeOnly;
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (typesToo || !typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

function resolveSpecifier(root: string, from: string, specifier: string, aliases: Record<string, string>): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  for (const [pattern, target] of Object.entries(aliases)) {
    const prefix = pattern.replace(/\*$/, "");
    if (pattern.endsWith("*") && specifier.startsWith(prefix))
      base = resolve(root, target.replace(/\*.*$/, "") + specifier.slice(prefix.length));
  }
  if (!base) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].map((path) =>
    path.replace(/\.js$/, ".ts"),
  );
  return candidates.find((path) => SOURCE.test(path) && existsSync(path) && statSync(path).isFile());
}

/** Each circle once, as the project-relative files it passes through, starting from its first in sort order. */
export function importCycles(root: string, folders: readonly string[], options: { typesToo?: boolean } = {}): string[][] {
  const packageJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { imports?: Record<string, string> };
  const aliases = packageJson.imports ?? {};
  const files = folders.flatMap((folder) => (existsSync(join(root, folder)) ? sourceFiles(join(root, folder)) : []));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importedSpecifiers(readFileSync(file, "utf8"), file, options)
      .map((specifier) => resolveSpecifier(root, file, specifier, aliases))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  // Tarjan's strongly connected components: every group of two or more modules that reach each other.
  let index = 0;
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (file: string) => {
    indices.set(file, index);
    lowLinks.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!indices.has(target)) {
        connect(target);
        lowLinks.set(file, Math.min(lowLinks.get(file)!, lowLinks.get(target)!));
      } else if (onStack.has(target)) lowLinks.set(file, Math.min(lowLinks.get(file)!, indices.get(target)!));
    }
    if (lowLinks.get(file) !== indices.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(relative(root, member));
    } while (member !== file);
    const selfImport = (graph.get(file) ?? []).includes(file);
    if (component.length > 1 || selfImport) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!indices.has(file)) connect(file);
  return cycles;
}
