import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… waits for what a screen draws once its lazy chunk and data arrive; on a busy machine that can pass the
// library's 1 s default (see BUSY_MACHINE_TIMEOUTS in vitest.config.ts).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
