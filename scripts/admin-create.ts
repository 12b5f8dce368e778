/**
 * `npm run admin:create -- --email someone@example.com [--name "…"] [--reset-password] [--remote] [--state DIR]`: the
 * first admin (docs/product.md §3.24, README "The first admin"). Creates a verified admin with a random one-time
 * password, printed once and stored only as its scrypt hash, or makes an existing account a verified, enabled admin
 * whose password stands (a new one-time password with --reset-password, which also signs it out everywhere).
 *
 * Both databases are reached the same way, through `wrangler d1 execute`: the local one of `--state` (default
 * .wrangler/state, migrated first) or, with --remote, the deployed one of wrangler.toml. The CLI takes no bound
 * parameters, so values are written as SQL literals; the writes of one run go in one --command, which D1 runs as one
 * batch (all or nothing), with the audit entry every admin write leaves.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { signUpSchema } from '../worker/contracts/auth.ts';
import { email as emailSchema } from '../worker/contracts/common.ts';
import { SITE } from '../worker/contracts/site.ts';
import { newId } from '../worker/lib/ids.ts';
import { hashPassword } from '../worker/services/passwords.ts';
import { applyMigrations, DEFAULT_STATE_DIR, ROOT } from './lib/local.ts';

const USAGE = 'Usage: npm run admin:create -- --email someone@example.com [--name "Full Name"] [--reset-password] [--remote] [--state DIR]';

/** Where the statements go: the local state folder, or the deployed database. */
type Target = { remote: true } | { remote: false; stateDir: string };

type Value = string | number | null;

/** A value as an SQL literal. SQLite strings have no backslash escapes: doubling the quote is the whole of it. */
function literal(value: Value): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Not a whole number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** Runs SQL through wrangler and answers each statement's rows; wrangler's own JSON error becomes the thrown message. */
function execute(target: Target, sql: string): Promise<Record<string, unknown>[][]> {
  const where = target.remote ? ['--remote'] : ['--local', '--persist-to', target.stateDir];
  const args = ['d1', 'execute', 'DB', ...where, '-c', 'wrangler.toml', '--json', '--command', sql];
  return new Promise((resolve, reject) => {
    execFile(
      'wrangler',
      args,
      {
        cwd: ROOT,
        env: { ...process.env, PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}` },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        let answer: unknown;
        try {
          answer = JSON.parse(stdout);
        } catch {
          reject(new Error(`wrangler d1 execute failed${error ? ` (${error.message})` : ''}:\n${stdout}${stderr}`));
          return;
        }
        if (error || !Array.isArray(answer)) {
          const text = (answer as { error?: { text?: string } }).error?.text ?? stdout;
          reject(new Error(`wrangler d1 execute failed: ${text}`));
          return;
        }
        resolve(answer.map((result: { results?: Record<string, unknown>[] }) => result.results ?? []));
      },
    );
  });
}

interface Account {
  id: string;
  name: string;
  role: string;
  email_verified: number;
  disabled_at: number | null;
}

/** One-time: shown once, stored only hashed; 120 random bits, in characters any keyboard can type. */
const oneTimePassword = () => randomBytes(15).toString('base64url');

/** The audit entry of this run: no actor (the command line), the reason saying where it came from. */
function auditSql(action: string, userId: string, before: unknown, after: unknown, now: number, onlyIfChanged: boolean): string {
  const values = [newId(), now, null, action, 'user', userId, null, before === null ? null : JSON.stringify(before), JSON.stringify(after)];
  const columns = 'id, at, actor_id, action, entity, entity_id, business_id, before, after, reason';
  const row = [...values, 'npm run admin:create'].map(literal).join(', ');
  // changes() is the rows the statement before changed: no entry for an account that vanished since it was read.
  return onlyIfChanged
    ? `INSERT INTO audit_log (${columns}) SELECT ${row} WHERE changes() = 1`
    : `INSERT INTO audit_log (${columns}) VALUES (${row})`;
}

/** An option checked by the app's own rules, its first message thrown as is. */
function checked<T>(schema: z.ZodType<T>, value: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid option');
  return result.data;
}

export interface AdminCreateOptions {
  email: string;
  name?: string | undefined;
  resetPassword: boolean;
  target: Target;
}

/** What happened, as lines for the terminal; the one-time password appears in them exactly once. */
export async function adminCreate(options: AdminCreateOptions): Promise<string[]> {
  const email = checked(emailSchema, options.email);
  const name = options.name === undefined ? undefined : checked(signUpSchema.shape.name, options.name);
  const { target } = options;
  if (!target.remote) await applyMigrations(target.stateDir);
  const [found = []] = await execute(
    target,
    `SELECT id, name, role, email_verified, disabled_at FROM users WHERE email = ${literal(email)}`,
  );
  const account = found[0] as Account | undefined;
  const now = Date.now();
  const signIn = 'Sign in at /signin, then change it at once on the account page (/account): it is not shown again.';

  if (!account) {
    const id = newId();
    const password = oneTimePassword();
    const row = [id, name ?? `${SITE.name} Admin`, email, await hashPassword(password), 'admin', 1, now, now].map(literal).join(', ');
    await execute(
      target,
      [
        `INSERT INTO users (id, name, email, password_hash, role, email_verified, created_at, updated_at) VALUES (${row})`,
        auditSql('user.create', id, null, { role: 'admin', verified: true }, now, false),
      ].join(';\n'),
    );
    return [`Created the admin ${email} (account ${id}).`, `One-time password: ${password}`, signIn];
  }

  const before = { role: account.role, verified: account.email_verified === 1, disabled: account.disabled_at !== null };
  const after = { role: 'admin', verified: true, disabled: false };
  const promoted = before.role !== after.role || !before.verified || before.disabled;
  const lines = name === undefined ? [] : [`--name is for a new account: ${email} keeps the name ${account.name}.`];
  if (!promoted && !options.resetPassword) {
    return [...lines, `${email} is already a verified admin: nothing changed. Their password stands (--reset-password for a new one).`];
  }
  const password = options.resetPassword ? oneTimePassword() : null;
  const set = [
    `role = 'admin'`,
    'email_verified = 1',
    'disabled_at = NULL',
    ...(password ? [`password_hash = ${literal(await hashPassword(password))}`] : []),
    `updated_at = ${literal(now)}`,
  ].join(', ');
  await execute(
    target,
    [
      // A new password ends every session, as resetting one in the app does.
      ...(password
        ? [`UPDATE sessions SET revoked_at = ${literal(now)} WHERE user_id = ${literal(account.id)} AND revoked_at IS NULL`]
        : []),
      `UPDATE users SET ${set} WHERE id = ${literal(account.id)}`,
      auditSql(
        promoted ? 'user.promote' : 'user.reset-password',
        account.id,
        promoted ? before : null,
        promoted ? after : { password: 'reset' },
        now,
        true,
      ),
    ].join(';\n'),
  );
  return [
    ...lines,
    promoted
      ? `${email} (account ${account.id}) is now a verified admin${before.disabled ? ', and enabled again' : ''}.`
      : `${email} has a new password.`,
    ...(password
      ? [`One-time password: ${password}`, signIn, 'Every device it was signed in on has been signed out.']
      : ['Their existing password stands.']),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'reset-password': { type: 'boolean', default: false },
      remote: { type: 'boolean', default: false },
      state: { type: 'string' },
    },
  });
  if (!values.email) {
    console.error(USAGE);
    process.exit(1);
  }
  if (values.remote && values.state) {
    console.error('--state is for the local database; --remote uses the one in wrangler.toml.');
    process.exit(1);
  }
  try {
    const lines = await adminCreate({
      email: values.email,
      name: values.name,
      resetPassword: values['reset-password'],
      target: values.remote ? { remote: true } : { remote: false, stateDir: values.state ?? DEFAULT_STATE_DIR },
    });
    for (const line of lines) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
