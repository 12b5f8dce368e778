import { applyD1Migrations, env } from 'cloudflare:test';
import { startFromPreparedStorage } from './support/prepared-storage.ts';
import { installMailbox } from './support/mailbox.ts';

// The files of a run share one workerd (vitest.config.ts): the first brings D1 up to the current schema (the rest find
// every migration applied), and every file starts from the storage the migrations left, as if it had its own.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await startFromPreparedStorage();

// Mail goes to a fake mail API whose messages tests can read (support/mailbox.ts).
installMailbox();
