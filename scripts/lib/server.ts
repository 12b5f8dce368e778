import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ensureDevVars, ROOT } from './local.ts';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Polls /api/health until the Worker answers with a healthy database, or gives up after `timeoutMs`. */
export async function waitForHealth(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Worker did not become healthy at ${url} within ${timeoutMs} ms (${lastError})`);
}

/**
 * Starts `wrangler dev` on the built SPA and the local D1/R2 state, in development mode, with .dev.vars in place.
 * Output is passed through unless `quiet`.
 */
export async function serve(options: { port: number; stateDir: string; quiet?: boolean }): Promise<RunningServer> {
  // Sessions need a signing secret: a fresh clone (CI, a new laptop) gets one before the Worker starts.
  ensureDevVars();
  const url = `http://localhost:${options.port}`;
  const child = spawn(
    join(ROOT, 'node_modules/.bin/wrangler'),
    [
      'dev',
      '-c',
      'wrangler.toml',
      '--port',
      String(options.port),
      '--persist-to',
      options.stateDir,
      '--var',
      'ENVIRONMENT:development',
      '--var',
      `SITE_ORIGIN:${url}`,
      '--show-interactive-dev-session=false',
    ],
    { cwd: ROOT, stdio: options.quiet ? ['ignore', 'ignore', 'pipe'] : ['ignore', 'inherit', 'inherit'], detached: true },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      // wrangler starts workerd as a child: signal the whole group.
      try {
        process.kill(-(child.pid as number), 'SIGTERM');
      } catch {
        resolve();
      }
    });

  try {
    await waitForHealth(url, 120_000, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return { url, process: child, stop };
}
