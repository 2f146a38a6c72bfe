/**
 * `npm run size:report`: the production files over FILE_MAX lines and the functions over
 * FUNCTION_MAX lines (found with the TypeScript compiler's parser, so arrow functions, methods and
 * components count the same as `function` declarations). A `// size: <reason>` comment right
 * above a function (or above the statement that declares it) exempts it: the reason is printed
 * instead. Tests, benches and scripts are not production code; neither are type declarations.
 * Prints the lists and the counts; exits 0 (a report, not a gate).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export const FILE_MAX = 300;
export const FUNCTION_MAX = 80;

/** The production tiers (everything the build or the provider runs). */
const PRODUCTION = /^(app|components|lib|server|provider)\/|^(proxy|instrumentation[\w-]*)\.ts$/;
const SOURCE = /\.(ts|tsx|mts|mjs)$/;

export interface LongFunction {
  name: string;
  /** 1-based line of its first line. */
  line: number;
  lines: number;
  /** The text of its `// size:` comment, when it has one (it is then exempt). */
  exemptBecause?: string;
}

export function isProductionFile(file: string): boolean {
  return PRODUCTION.test(file) && SOURCE.test(file) && !file.endsWith('.d.ts');
}

export function lineCount(text: string): number {
  if (text.length === 0) return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

type FunctionNode =
  | ts.FunctionDeclaration
  | ts.FunctionExpression
  | ts.ArrowFunction
  | ts.MethodDeclaration
  | ts.ConstructorDeclaration
  | ts.GetAccessorDeclaration
  | ts.SetAccessorDeclaration;

function isFunctionNode(node: ts.Node): node is FunctionNode {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** The name a reader looks for: the declaration's, else the variable or property it is bound to. */
function nameOf(node: FunctionNode, source: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return node.name.getText(source);
  let parent: ts.Node = node.parent;
  // `export const X = memo(function …)`, `forwardRef((…) => …)`: the binding names it.
  while (ts.isCallExpression(parent) || ts.isParenthesizedExpression(parent)) {
    parent = parent.parent;
  }
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText(source);
  }
  if (ts.isExportAssignment(parent)) return 'default';
  return '<anonymous>';
}

/**
 * The node whose leading comments may hold the `// size:` line: the function itself, or the
 * statement or property that binds it (`const x = () => …`, `key: () => …`).
 */
function commentOwners(node: FunctionNode): ts.Node[] {
  const owners: ts.Node[] = [node];
  let parent: ts.Node = node.parent;
  while (ts.isCallExpression(parent) || ts.isParenthesizedExpression(parent)) {
    owners.push(parent);
    parent = parent.parent;
  }
  if (ts.isPropertyAssignment(parent)) owners.push(parent);
  if (ts.isVariableDeclaration(parent)) {
    owners.push(parent);
    const list = parent.parent;
    if (ts.isVariableDeclarationList(list)) owners.push(list, list.parent);
  }
  if (ts.isExportAssignment(parent)) owners.push(parent);
  return owners;
}

const SIZE_COMMENT = /^\/\/\s*size:\s*(\S.*)$/;

function exemption(node: FunctionNode, source: ts.SourceFile): string | undefined {
  const text = source.getFullText();
  for (const owner of commentOwners(node)) {
    for (const range of ts.getLeadingCommentRanges(text, owner.pos) ?? []) {
      const match = SIZE_COMMENT.exec(text.slice(range.pos, range.end).trim());
      if (match) return match[1].trim();
    }
  }
  return undefined;
}

/** The functions of one source text longer than `limit` lines (nested ones counted on their own). */
export function longFunctions(
  text: string,
  fileName: string,
  limit: number = FUNCTION_MAX,
): LongFunction[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (isFunctionNode(node) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > limit) {
        const because = exemption(node, source);
        found.push({
          name: nameOf(node, source),
          line: first + 1,
          lines,
          ...(because ? { exemptBecause: because } : {}),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export interface SizeReport {
  longFiles: { file: string; lines: number }[];
  longFunctions: (LongFunction & { file: string })[];
}

export function sizeReport(files: { file: string; text: string }[]): SizeReport {
  const report: SizeReport = { longFiles: [], longFunctions: [] };
  for (const { file, text } of files) {
    if (!isProductionFile(file)) continue;
    const lines = lineCount(text);
    if (lines > FILE_MAX) report.longFiles.push({ file, lines });
    for (const fn of longFunctions(text, file)) report.longFunctions.push({ file, ...fn });
  }
  report.longFiles.sort((a, b) => b.lines - a.lines);
  report.longFunctions.sort((a, b) => b.lines - a.lines);
  return report;
}

function print(report: SizeReport): void {
  const counted = report.longFunctions.filter((f) => !f.exemptBecause);
  const exempt = report.longFunctions.filter((f) => f.exemptBecause);
  console.log(`Production files over ${FILE_MAX} lines: ${report.longFiles.length}`);
  for (const f of report.longFiles) console.log(`  ${String(f.lines).padStart(5)}  ${f.file}`);
  console.log(`\nFunctions over ${FUNCTION_MAX} lines: ${counted.length}`);
  for (const f of counted) {
    console.log(`  ${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}`);
  }
  console.log(`\nExempt by a '// size:' comment: ${exempt.length}`);
  for (const f of exempt) {
    console.log(
      `  ${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name} (${f.exemptBecause})`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(isProductionFile);
  print(
    sizeReport(
      tracked.map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') })),
    ),
  );
}
