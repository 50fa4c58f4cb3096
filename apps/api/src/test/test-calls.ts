import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One request a test file makes through supertest, read from its source. */
export interface TestCall {
  file: string;
  line: number;
  method: string;
  /** The path with each `${…}` replaced by a placeholder segment, without the query string. */
  path: string;
  /** The request carries no Authorization header (no `.set(bearer(…))` in its chain). */
  anonymous: boolean;
  /** The enclosing `it(…)` / `test(…)` mentions 401. */
  in401Test: boolean;
}

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);
/** Receivers of request calls: `api()` (test/http.ts) and supertest's `request(app)`. */
const RECEIVERS = new Set(['api', 'request']);

/** Every *.test.ts under a folder. */
export function testFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function literalPath(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `1${span.literal.text}`).join('');
  return null;
}

function isRequestReceiver(node: ts.Expression): boolean {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && RECEIVERS.has(node.expression.text);
}

/** True when a later link of the call's chain sets an Authorization header. */
function chainAuthenticates(call: ts.CallExpression, source: ts.SourceFile): boolean {
  let node: ts.Node = call;
  while (ts.isPropertyAccessExpression(node.parent) && ts.isCallExpression(node.parent.parent)) {
    const link = node.parent.parent;
    if (node.parent.name.text === 'set' && /bearer\(|authorization/i.test(link.getText(source))) return true;
    node = link;
  }
  return false;
}

/** The variable or function a call is written in, when it is not inside a test (a table of calls, a helper). */
function enclosingHelper(node: ts.Node): string | null {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if ((ts.isVariableDeclaration(current) || ts.isFunctionDeclaration(current)) && current.name && ts.isIdentifier(current.name)) {
      return current.name.text;
    }
  }
  return null;
}

function enclosingTest(node: ts.Node): ts.CallExpression | null {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isCallExpression(current)) {
      const callee = current.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)
          ? callee.expression.text
          : '';
      if (name === 'it' || name === 'test') return current;
    }
  }
  return null;
}

/** The text of every test (`it(…)`) of a file that mentions 401. */
function testsAbout401(source: ts.SourceFile): string[] {
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['it', 'test'].includes(node.expression.text)) {
      const text = node.getText(source);
      if (text.includes('401')) texts.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/**
 * The supertest calls of one test file whose path is written in the source. A call written in a helper or
 * a table outside the tests (`const calls = (id) => [() => api().post(…)]`) counts as in a 401 test when a
 * test that mentions 401 uses that helper.
 */
export function readTestCalls(file: string): TestCall[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const about401 = testsAbout401(source);
  const usedIn401Test = (name: string) => about401.some((text) => new RegExp(`\\b${name}\\b`).test(text));
  const calls: TestCall[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      METHODS.has(node.expression.name.text) &&
      isRequestReceiver(node.expression.expression) &&
      node.arguments.length > 0
    ) {
      const written = literalPath(node.arguments[0]);
      if (written?.startsWith('/')) {
        const test = enclosingTest(node);
        const helper = test ? null : enclosingHelper(node);
        calls.push({
          file,
          line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
          method: node.expression.name.text,
          path: written.split('?')[0],
          anonymous: !chainAuthenticates(node, source),
          in401Test: test ? test.getText(source).includes('401') : helper !== null && usedIn401Test(helper),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}
