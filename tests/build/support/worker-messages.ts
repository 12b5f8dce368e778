import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/*
 * What the Worker can say to a resident or an owner in words: every string or template in its source that reads as a
 * sentence, outside the admin area (which stays in English, issue 38) and the database's SQL. A template's values
 * become `{}`, as web/src/messages/<language>/server.json writes them with names.
 */

const ROOT = join(import.meta.dirname, '../../..');

/** Files whose words are not the server's messages: the admin area's, SQL, the Worker's own texts and page data. */
const NOT_MESSAGES = [
  /\/admin\//,
  /\/admin-[^/]*\.ts$/,
  /^worker\/routes\/dev\.ts$/,
  /^worker\/db\//,
  // The search lexicon's register names, edited by admins only.
  /^worker\/contracts\/trade-words\.ts$/,
  // The site's identity and the server renderer's types.
  /^worker\/contracts\/(site|ssr)\.ts$/,
  // The log's own placeholders, read by the people who run the Worker.
  /^worker\/lib\/log\.ts$/,
  // The OpenAPI document's summaries and descriptions, read by developers in English like the API's messages.
  /^worker\/openapi\//,
];

const SQL = /\b(SELECT|FROM|WHERE|CASE|CAST|EXISTS|INSERT|UPDATE|DELETE|DESC)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

/** A text with its values as `{}`: 'Password must be at least {} characters'. */
export const shapeOf = (text: string) => text.replace(/\{\w*\}/g, '{}');

/** Every sentence the Worker's source holds, as its shape, with the file it is in. */
export function workerMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const path of sourceFiles(join(ROOT, 'worker'))) {
    const file = relative(ROOT, path);
    if (NOT_MESSAGES.some((pattern) => pattern.test(file))) continue;
    const source = ts.createSourceFile(file, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
      // What the Worker logs is for the people who run it.
      if (ts.isCallExpression(node) && /^(?:console\.\w+|logLine|logFailure)$/.test(node.expression.getText())) return;
      let text: string | null = null;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
      else if (ts.isTemplateExpression(node)) text = node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
      if (text !== null && /^[A-Z‘'"{]/.test(text) && /[a-z]{2,} \S/.test(text) && !SQL.test(text)) {
        found.set(shapeOf(text), file);
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
