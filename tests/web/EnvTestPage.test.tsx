import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnvTestPage } from '../../web/src/features/env-test/EnvTestPage.tsx';
import { renderWithApp, trpcFetch, type Answer } from './support/trpc.tsx';

const renderPage = (fetchImpl: typeof fetch) => renderWithApp(<EnvTestPage />, { fetch: fetchImpl });

describe('EnvTestPage', () => {
  it('shows the API address and the live health result', async () => {
    const fetchImpl = trpcFetch({ 'health.check': () => ({ data: { database: 'ok', time: '2026-11-23T05:00:00.000Z' } }) });
    renderPage(fetchImpl);

    expect(screen.getByTestId('api-base').textContent).toBe(`${window.location.origin}/api`);
    expect(screen.getByRole('status').textContent).toBe('Checking…');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Healthy · database ok'));
    expect(screen.getByRole('status').textContent).toContain('2026-11-23T05:00:00.000Z');
    expect(String(fetchImpl.mock.calls[0]?.[0])).toContain('/api/trpc/health.check');
  });

  it('shows the server message when the database is down, and checks again on request', async () => {
    const answers: Answer[] = [
      { error: { message: 'Database unavailable', httpStatus: 503 } },
      { data: { database: 'ok', time: '2026-11-23T05:01:00.000Z' } },
    ];
    const fetchImpl = trpcFetch({ 'health.check': () => answers.shift() ?? { error: { message: 'No more answers', httpStatus: 500 } } });
    renderPage(fetchImpl);

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Unhealthy: Database unavailable'));
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Healthy'));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
