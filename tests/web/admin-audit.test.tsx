import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../web/src/features/admin/admin-types.ts';
import { ADMIN, adminSectionTests, renderAdmin } from './support/admin.tsx';
import { callsTo, currentUrl, type Input } from './support/trpc.tsx';

const SUSPENDED: AuditEntry = {
  id: 'a1',
  at: '2026-11-21T10:35:00.000Z',
  action: 'business.suspend',
  entity: 'business',
  entityId: 'b-spam',
  businessId: 'b-spam',
  before: { isVerified: true, suspendedAt: null },
  after: { isVerified: false, suspendedAt: '2026-11-21T10:35:00.000Z' },
  reason: 'Sells counterfeit goods',
  actor: { id: ADMIN.id, name: ADMIN.name, email: ADMIN.email },
};
const HOURS: AuditEntry = {
  id: 'a2',
  at: '2026-11-20T04:00:00.000Z',
  action: 'hours.update',
  entity: 'hours',
  entityId: 'b-udupi',
  businessId: 'b-udupi',
  before: null,
  after: null,
  reason: null,
  actor: null,
};

function renderAudit(path = '/admin/audit') {
  return renderAdmin(path, {
    'admin.audit': (input: Input) => ({
      data: {
        entries: input.actor ? [SUSPENDED] : [SUSPENDED, HOURS],
        pagination: { page: 1, limit: 50, total: 2, totalPages: 1 },
      },
    }),
  });
}

adminSectionTests(() => import('../../web/src/features/admin/AuditSection.tsx'));

describe('Admin audit log', () => {
  it('shows each entry: what, when, on which record, by whom, what changed and why', async () => {
    const { fetchImpl } = renderAudit();
    const entries = await screen.findAllByRole('article');
    expect(callsTo(fetchImpl, 'admin.audit')).toEqual([{ page: 1 }]);
    const suspend = entries[0] as HTMLElement;
    expect(within(suspend).getByText('business.suspend')).toBeTruthy();
    expect(within(suspend).getByText('21 Nov 2026, 4:05 pm')).toBeTruthy();
    expect(within(suspend).getByText(`${ADMIN.name} (${ADMIN.email})`, { exact: false })).toBeTruthy();
    expect(
      within(suspend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['isVerified: true →  to false', 'suspendedAt: nothing →  to 2026-11-21T10:35:00.000Z']);
    expect(within(suspend).getByText('Reason: Sells counterfeit goods')).toBeTruthy();
    expect(within(entries[1] as HTMLElement).getByText(/an account since erased, or the system/)).toBeTruthy();
  });

  it('filters by kind of record and by who made the change, in the address', async () => {
    const { fetchImpl } = renderAudit();
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByLabelText('Kind of record'), { target: { value: 'business' } });
    await waitFor(() => expect(callsTo(fetchImpl, 'admin.audit')).toContainEqual({ page: 1, entity: 'business' }));

    fireEvent.click(screen.getAllByRole('button', { name: /Only their changes/ })[0] as HTMLElement);
    await waitFor(() => expect(callsTo(fetchImpl, 'admin.audit')).toContainEqual({ page: 1, entity: 'business', actor: ADMIN.id }));
    expect(currentUrl()).toBe(`/admin/audit?entity=business&actor=${ADMIN.id}`);
    expect(await screen.findByText(`Made by ${ADMIN.name}`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Everyone' }));
    await waitFor(() => expect(currentUrl()).toBe('/admin/audit?entity=business'));
  });
});
