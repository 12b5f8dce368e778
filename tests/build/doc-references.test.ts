import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The docs and the code's comments name scripts and files so that a reader can go and look; once a script is renamed
 * or a file moved, the name sends them nowhere. This test reads README.md, docs/**.md and every comment of worker/,
 * web/src/, scripts/ and tests/, and lists every stale name at once, by file and line.
 */
const ROOT = join(import.meta.dirname, '../..');

const SCRIPTS = new Set(
  Object.keys((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts),
);

/** Folders git ignores (.gitignore lines ending in '/') are made by a build or a run: a path into them is not checked. */
const GENERATED = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\//, ''))
  .filter((line) => line.endsWith('/') && !line.startsWith('#') && !line.includes('*'));

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', 'screenshots']);
const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.css']);

function filesUnder(folder: string, keep: (path: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) found.push(...filesUnder(path, keep));
    } else if (keep(path)) found.push(path);
  }
  return found.sort();
}

interface Passage {
  /** Where in the file the text starts, for line numbers. */
  offset: number;
  text: string;
}

/**
 * A source file's comments, exactly: the text between one token and the next holds nothing but whitespace and
 * comments, so each comment is found once, and a string, a regular expression or JSX text is never taken for one.
 */
function commentsOf(path: string, text: string): Passage[] {
  if (extname(path) === '.css') return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({ offset: match.index, text: match[0] }));
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : extname(path) === '.ts' ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const comments: Passage[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.JsxText || node.kind === ts.SyntaxKind.JsxTextAllWhiteSpaces) return;
    if (ts.isToken(node)) {
      const start = node.getFullStart();
      const trivia = text.slice(start, node.getStart(source));
      for (const match of trivia.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)) comments.push({ offset: start + match.index, text: match[0] });
      return;
    }
    for (const child of node.getChildren(source)) if (!ts.isJSDoc(child)) visit(child);
  };
  visit(source);
  return comments;
}

/** `npm run` and a script's name, up to the first character a name does not hold (a trailing ':' or '.' ends a sentence). */
const NPM_RUN = /\bnpm run\s+([\w:.-]+)/g;
/** A repository path: one of the top folders at a word's start, then everything up to a space, quote, bracket or pipe. */
const PATH = /(?<![\w./@-])(?:\.\.\/shared\/|(?:worker|web|scripts|tests|docs|migrations|bench|\.ci)\/)[^\s`'"()[\]|,;]*/g;
/** Parts that stand for a name rather than spell one: `<feature>`, `N` or `NNN`, globs, `${…}`, an ellipsis. */
const PLACEHOLDER = /[<>*{}$…]|\bN+\b/;

/**
 * Whether a path names something in the repository. A record or a migration may be named by its number alone
 * (`docs/decisions/016`, `migrations/0021`): that names the one file of the folder whose name starts with it.
 */
function exists(path: string): boolean {
  if (existsSync(join(ROOT, path))) return true;
  const numbered = /^(.*)\/(\d+)$/.exec(path);
  if (!numbered || !existsSync(join(ROOT, numbered[1]!))) return false;
  return readdirSync(join(ROOT, numbered[1]!)).some((name) => name.startsWith(`${numbered[2]}-`) || name.startsWith(`${numbered[2]}_`));
}

interface Stale {
  where: string;
  reference: string;
  why: string;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (markdown: string) => new Set([...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1]!)));

/** A Markdown link's target: a file of the repository, relative to the page, unless it is an address (`https:`) or an anchor alone. */
const LINK = /\]\(([^)\s]+)\)/g;

/** How many references were checked, so that a pattern that stops matching does not pass for a clean repository. */
const checked = { scripts: 0, paths: 0, links: 0 };

function staleIn(file: string, passages: Passage[], text: string): Stale[] {
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)];
  const lineAt = (offset: number) => lineStarts.findLastIndex((start) => start <= offset) + 1;
  const stale: Stale[] = [];
  const report = (offset: number, reference: string, why: string) => stale.push({ where: `${file}:${lineAt(offset)}`, reference, why });
  for (const passage of passages) {
    for (const match of passage.text.matchAll(NPM_RUN)) {
      const script = match[1]!.replace(/[.:]+$/, '');
      checked.scripts++;
      if (!SCRIPTS.has(script)) report(passage.offset + match.index, `npm run ${script}`, 'no such script in package.json');
    }
    for (const match of passage.text.matchAll(PATH)) {
      const written = match[0];
      if (PLACEHOLDER.test(written)) continue;
      const path = written
        .replace(/#.*$/, '')
        .replace(/(?::\d+)+$/, '')
        .replace(/[.,:;!?]+$/, '');
      if (GENERATED.some((folder) => `${path}/`.startsWith(folder))) continue;
      checked.paths++;
      if (!exists(path)) report(passage.offset + match.index, written, `${path} does not exist`);
    }
    if (!file.endsWith('.md')) continue;
    for (const match of passage.text.matchAll(LINK)) {
      const target = match[1]!;
      if (/^[a-z]+:/i.test(target) || target.startsWith('#') || PLACEHOLDER.test(target)) continue;
      const [linked = '', anchor] = target.split('#');
      const path = relative(ROOT, join(ROOT, dirname(file), linked));
      checked.links++;
      if (!existsSync(join(ROOT, path))) report(passage.offset + match.index, target, `${path} does not exist`);
      else if (anchor && path.endsWith('.md') && !anchorsOf(readFileSync(join(ROOT, path), 'utf8')).has(anchor)) {
        report(passage.offset + match.index, target, `${path} has no heading #${anchor}`);
      }
    }
  }
  return stale;
}

const DECISIONS = 'docs/decisions';
const records = () =>
  readdirSync(join(ROOT, DECISIONS))
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort();

describe('names in the docs and comments', () => {
  // Every source file parsed for its comments: seconds, more on a machine busy with the other projects' files.
  it('name only npm scripts and repository files that exist', { timeout: 120_000 }, () => {
    const docs = ['README.md', ...filesUnder('docs', (path) => path.endsWith('.md'))];
    const sources = ['worker', 'web/src', 'scripts', 'tests'].flatMap((folder) =>
      filesUnder(folder, (path) => SOURCE_EXTENSIONS.has(extname(path))),
    );
    const stale: Stale[] = [];
    for (const file of docs) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      stale.push(...staleIn(file, [{ offset: 0, text }], text));
    }
    for (const file of sources) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      stale.push(...staleIn(file, commentsOf(file, text), text));
    }
    expect(stale.map(({ where, reference, why }) => `${where}: ${reference} (${why})`)).toEqual([]);
    expect(checked.scripts, 'npm scripts named').toBeGreaterThan(20);
    expect(checked.paths, 'paths named').toBeGreaterThan(500);
    expect(checked.links, 'Markdown links').toBeGreaterThan(20);
  });

  it('give every decision record its status at the top, and list every record in the README', () => {
    const unstated = records().filter((name) => {
      const top = readFileSync(join(ROOT, DECISIONS, name), 'utf8')
        .split('\n')
        .slice(0, 10)
        .join('\n');
      const status = /^\*\*Status:\*\* (accepted|superseded by \[(\d{3})\]\((\d{3})-[^)]+\.md\))/im.exec(top);
      return !status || (status[2] !== undefined && status[2] !== status[3]);
    });
    expect(unstated, 'records without "**Status:** Accepted" or "**Status:** Superseded by [NNN](NNN-….md)"').toEqual([]);
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const listed = [...readme.matchAll(/^\| (\d{3}) +\|/gm)].map((match) => match[1]);
    expect(listed).toEqual(records().map((name) => name.slice(0, 3)));
  });
});
