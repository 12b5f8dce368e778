import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogue, NAMESPACES } from '../../web/src/i18n/catalogues.ts';

// findBy… waits for what a screen draws once its lazy chunk and data arrive; on a busy machine that can pass the
// library's 1 s default (see BUSY_MACHINE_TIMEOUTS in vitest.config.ts).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

// Components render English (the default language) at once, as on a page whose catalogues came with its code.
await Promise.all(NAMESPACES.map((namespace) => loadCatalogue('en', namespace)));
