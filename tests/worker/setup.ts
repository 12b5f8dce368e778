import { applyD1Migrations, env } from 'cloudflare:test';

// Each test file gets its own isolated storage; bring its D1 up to the current schema first.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
