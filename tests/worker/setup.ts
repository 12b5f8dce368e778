import { applyD1Migrations, env } from 'cloudflare:test';
import { installMailbox } from './support/mailbox.ts';

// Each test file gets its own isolated storage; bring its D1 up to the current schema first.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Mail goes to a fake mail API whose messages tests can read (support/mailbox.ts).
installMailbox();
