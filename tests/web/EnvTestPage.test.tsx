import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EnvTestPage } from '../../web/src/features/env-test/EnvTestPage.tsx';
import { createQueryClient, createTrpcClient, TRPCProvider } from '../../web/src/lib/trpc.ts';

/** Answers the tRPC batch call the way the Worker does. */
function trpcResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify([body]), { status, headers: { 'content-type': 'application/json' } });
}

function renderPage(fetchImpl: typeof fetch) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={createTrpcClient(fetchImpl)} queryClient={queryClient}>
        <EnvTestPage />
      </TRPCProvider>
    </QueryClientProvider>,
  );
}

describe('EnvTestPage', () => {
  it('shows the API address and the live health result', async () => {
    const fetchImpl = vi.fn(async () => trpcResponse({ result: { data: { database: 'ok', time: '2026-11-23T05:00:00.000Z' } } }));
    renderPage(fetchImpl);

    expect(screen.getByTestId('api-base').textContent).toBe(`${window.location.origin}/api`);
    expect(screen.getByRole('status').textContent).toBe('Checking…');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Healthy · database ok'));
    expect(screen.getByRole('status').textContent).toContain('2026-11-23T05:00:00.000Z');
    expect(String(fetchImpl.mock.calls[0]?.[0 as never])).toContain('/api/trpc/health.check');
  });

  it('shows the server message when the database is down, and checks again on request', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        trpcResponse(
          { error: { message: 'Database unavailable', code: -32603, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, errors: [] } } },
          503,
        ),
      )
      .mockResolvedValueOnce(trpcResponse({ result: { data: { database: 'ok', time: '2026-11-23T05:01:00.000Z' } } }));
    renderPage(fetchImpl);

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Unhealthy: Database unavailable'));
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Healthy'));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
