import { applyD1Migrations, env } from 'cloudflare:test';
import { startFromPreparedStorage } from './support/prepared-storage.ts';
import { installMailbox } from './support/mailbox.ts';
import { afterResponses, installEventQueue } from './support/event-queue.ts';

// What the previous file's requests left for after their responses finishes first: it must not write into this one's.
await afterResponses();

// The files of a run share one workerd (vitest.config.ts): the first brings D1 up to the current schema (the rest find
// every migration applied), and every file starts from the storage the migrations left, as if it had its own.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await startFromPreparedStorage();

// Mail goes to a fake mail API whose messages tests can read (support/mailbox.ts).
installMailbox();

// Views, taps and mail retries wait for the test to hand them to the queue's consumer (support/event-queue.ts).
installEventQueue();
