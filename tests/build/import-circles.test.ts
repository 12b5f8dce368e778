import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * Arrows point one way (docs/decisions/033-operations-declared-once.md, ../shared/architecture.md): a module never
 * imports, however indirectly, one that imports it. madge reads the imports as TypeScript resolves them, type-only
 * imports too, since a circle of types is still a circle a reader must hold in their head.
 */
const ROOT = join(import.meta.dirname, '../..');
const MADGE = join(ROOT, 'node_modules/.bin/madge');

async function circlesIn(folder: string, tsConfig: string, extensions: string): Promise<string[][]> {
  const { stdout } = await promisify(execFile)(
    MADGE,
    ['--circular', '--json', '--no-spinner', '--extensions', extensions, '--ts-config', tsConfig, folder],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
  ).catch((failure: { stdout?: string; code?: number }) => {
    // madge exits 1 when it finds a circle, with the circles on stdout.
    if (failure.code === 1 && failure.stdout) return { stdout: failure.stdout };
    throw failure;
  });
  return JSON.parse(stdout) as string[][];
}

describe('imports', () => {
  it('form no circle in the Worker', async () => {
    expect(await circlesIn('worker', 'tsconfig.worker.json', 'ts')).toEqual([]);
  }, 120_000);

  it('form no circle in the web app', async () => {
    expect(await circlesIn('web/src', 'tsconfig.web.json', 'ts,tsx')).toEqual([]);
  }, 120_000);
});
