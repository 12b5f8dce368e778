/**
 * The admin area in its tests: a signed-in admin, AdminPage under the app's admin guard at /admin/:section?, and the
 * queue's items of every kind as `admin.queue` answers them (worker/contracts/admin-queue.ts).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type {
  ClaimQueueItem,
  ContactQueueItem,
  EditQueueItem,
  ListingQueueItem,
  PhotoQueueItem,
  QueueItem,
  QueuePage,
  QueueType,
  ReportQueueItem,
} from '../../../worker/contracts/admin-queue.ts';
import { QUEUE_TYPES } from '../../../worker/contracts/admin-queue.ts';
import { RequireRole } from '../../../web/src/app/guards.tsx';
import { AdminPage } from '../../../web/src/features/admin/AdminPage.tsx';
import { AuthProvider } from '../../../web/src/lib/auth.tsx';
import { storeSession, USER } from './fixtures.tsx';
import { renderWithApp, trpcFetch, type Handlers, type Input } from './trpc.tsx';

export const ADMIN = { ...USER, _id: 'admin-1', id: 'admin-1', name: 'Nandini Rao', email: 'nandini@citypages.in', role: 'admin' };

/** Calls are answered once: a refused one must show its message, not be sent again behind the test's back. */
const ONCE = { queries: { retry: false }, mutations: { retry: false } };

/** Renders the admin area at `path` (e.g. '/admin/users?role=owner'), signed in as ADMIN. */
export function renderAdmin(path: string, handlers: Handlers = {}) {
  storeSession();
  localStorage.setItem('user', JSON.stringify(ADMIN));
  const fetchImpl = trpcFetch({ 'auth.me': () => ({ data: ADMIN }), ...handlers });
  const view = renderWithApp(
    <AuthProvider>
      <Routes>
        <Route element={<RequireRole roles={['admin']} />}>
          <Route path="/admin/:section?" element={<AdminPage />} />
        </Route>
      </Routes>
    </AuthProvider>,
    { path, fetch: fetchImpl, showUrl: true, queryDefaults: ONCE },
  );
  return { fetchImpl, ...view };
}

/**
 * The hooks of an admin section's test file: the toasts spied on, the section's module loaded before the tests (its
 * first import, slow on a busy machine, would eat the waits), and the session, spies and stubbed globals gone after each.
 */
export function adminSectionTests(load: () => Promise<unknown>) {
  beforeEach(() => {
    vi.spyOn(toast, 'success');
    vi.spyOn(toast, 'error');
  });
  beforeAll(async () => {
    await load();
  });
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

/** An item of the section's list, by its card's heading. */
export const card = (name: string) => screen.getByRole('article', { name });

/** An open dialog, by its title. */
export const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });

/** Whether the section's polite live region said `text` last. */
export const announced = (text: string) => screen.getAllByRole('status').some((region) => region.textContent === text);

/** What a control is described by (its error, its hints), as a screen reader reads it after the control. */
export const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** Types `value` into the box labelled `label` inside `scope` (a dialog). */
export const typeIn = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** A moment this long before now, as the queue writes it: `ago(3 * DAY)` shows as '3 days'. */
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const person = (id: string, name: string) => ({ id, name, email: `${name.split(' ')[0]?.toLowerCase()}@example.in` });

export const LISTING_ITEM: ListingQueueItem = {
  id: 'b-new',
  type: 'listing',
  createdAt: ago(3 * DAY + HOUR),
  businessId: 'b-new',
  businessName: 'Vidyarthi Bhavan',
  summary: 'New listing: Vidyarthi Bhavan in Basavanagudi',
  updatedAt: '2026-11-20T05:00:00.000Z',
  listing: {
    nameKn: 'ವಿದ್ಯಾರ್ಥಿ ಭವನ',
    nameHi: null,
    category: 'Restaurants',
    description: 'Masala dosa since 1943, on Gandhi Bazaar Main Road.',
    address: '32, Gandhi Bazaar Main Road',
    locality: 'Basavanagudi',
    pincode: '560004',
    phone: '+918026677588',
    whatsapp: null,
    email: null,
    website: null,
    statusReason: null,
  },
  owner: person('u-owner', 'Ravi Kumar'),
};

export const SECOND_LISTING: ListingQueueItem = {
  ...LISTING_ITEM,
  id: 'b-new-2',
  businessId: 'b-new-2',
  businessName: 'Brahmin’s Coffee Bar',
  summary: 'New listing: Brahmin’s Coffee Bar in Shankarapuram',
  createdAt: ago(2 * DAY),
  updatedAt: '2026-11-21T05:00:00.000Z',
};

export const EDIT_ITEM: EditQueueItem = {
  id: 'b-udupi',
  type: 'edit',
  createdAt: ago(5 * HOUR),
  businessId: 'b-udupi',
  businessName: 'Udupi Grand',
  summary: 'Udupi Grand: new name and phone',
  updatedAt: '2026-11-22T05:00:00.000Z',
  changes: [
    { field: 'name', oldValue: 'Udupi Grand', newValue: 'Udupi Grand Veg', requestedAt: '2026-11-22T05:00:00.000Z' },
    { field: 'phone', oldValue: null, newValue: '+918023456789', requestedAt: '2026-11-22T05:00:00.000Z' },
  ],
  owner: person('u-owner', 'Ravi Kumar'),
};

export const CLAIM_ITEM: ClaimQueueItem = {
  id: 'claim-1',
  type: 'claim',
  createdAt: ago(DAY),
  businessId: 'b-mtr',
  businessName: 'MTR',
  summary: 'Meera Iyer claims MTR',
  claimant: person('u-meera', 'Meera Iyer'),
  owner: null,
  evidenceType: 'gst',
  evidenceNumber: '29ABCDE1234F1Z5',
  message: 'I am the manager; our GST certificate is attached.',
  documentUrl: '/api/admin/claims/claim-1/document',
};

export const PHOTO_ITEM: PhotoQueueItem = {
  id: 'media-1',
  type: 'photo',
  createdAt: ago(30 * 60 * 1000),
  businessId: 'b-udupi',
  businessName: 'Udupi Grand',
  summary: 'New photo of Udupi Grand',
  url: 'https://citypages.example/media/b-udupi/front.jpg',
  alt: 'The shop front',
  isPrimary: false,
  uploadedBy: person('u-owner', 'Ravi Kumar'),
};

export const REPORT_ITEM: ReportQueueItem = {
  id: 'review-9',
  type: 'report',
  createdAt: ago(4 * DAY),
  businessId: 'b-udupi',
  businessName: 'Udupi Grand',
  summary: 'Review of Udupi Grand reported 3 times',
  review: {
    id: 'review-9',
    rating: 1,
    title: 'Worst ever',
    content: 'Buy cheap watches at example.com',
    status: 'visible',
    createdAt: '2026-11-01T05:00:00.000Z',
    updatedAt: '2026-11-01T05:00:00.000Z',
    author: person('u-spam', 'Spam Bot'),
  },
  reportCount: 3,
  reports: [
    { id: 'r1', reason: 'Spam', createdAt: '2026-11-02T05:00:00.000Z', reporter: { id: 'u1', name: 'Asha Rao' } },
    { id: 'r2', reason: 'Not about this business', createdAt: '2026-11-03T05:00:00.000Z', reporter: { id: 'u2', name: 'Kiran' } },
    { id: 'r3', reason: 'spam ', createdAt: '2026-11-04T05:00:00.000Z', reporter: { id: 'u3', name: 'Meera Iyer' } },
  ],
};

export const CONTACT_ITEM: ContactQueueItem = {
  id: 'msg-1',
  type: 'contact',
  createdAt: ago(2 * HOUR),
  businessId: null,
  businessName: null,
  summary: 'Message from Kiran: Wrong pincode',
  name: 'Kiran',
  email: 'kiran@example.in',
  subject: 'Wrong pincode',
  message: 'The pincode of Malleswaram is 560003.',
};

/** Every kind once (and two listings), oldest first as the queue lists them. */
export const ALL_ITEMS: QueueItem[] = [REPORT_ITEM, LISTING_ITEM, SECOND_LISTING, CLAIM_ITEM, EDIT_ITEM, CONTACT_ITEM, PHOTO_ITEM];

/**
 * A queue the test can change: `admin.queue` answers the waiting items of the asked type, oldest first, with the count
 * of each type, and `decide` takes an item out as the Worker does once it is decided.
 */
export function liveQueue(items: QueueItem[] = ALL_ITEMS) {
  let waiting = [...items];
  const answer = (input: Input): { data: QueuePage } => {
    const type = input.type as QueueType | undefined;
    const shown = type ? waiting.filter((item) => item.type === type) : waiting;
    const counts = Object.fromEntries(QUEUE_TYPES.map((kind) => [kind, waiting.filter((item) => item.type === kind).length])) as Record<
      QueueType,
      number
    >;
    return { data: { items: shown, counts, pagination: { page: 1, limit: 20, total: shown.length, totalPages: 1 } } };
  };
  return {
    handler: answer,
    decide: (id: string) => {
      waiting = waiting.filter((item) => item.id !== id && !(item.type === 'report' && item.review.id === id));
    },
  };
}
