import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gstProblem } from '@contracts/claims.ts';
import { UPLOAD_MESSAGES } from '@contracts/media.ts';
import { RequireRole, RequireUser } from '../../web/src/app/guards.tsx';
import { ClaimBusinessPage } from '../../web/src/features/owner/ClaimBusinessPage.tsx';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import { fieldError, input, refused, type } from './support/account.tsx';
import { callsTo, currentUrl, renderWithApp, trpcFetch, type Handlers } from './support/trpc.tsx';
import { storeSession, USER } from './support/fixtures.tsx';
import { FakeXhr, fakeXhrInEachTest } from './support/xhr.ts';

const BUSINESS = {
  _id: 'b7',
  name: 'Corner House',
  address: '43 Residency Road, Ashok Nagar',
  email: 'hello@cornerhouse.in',
  contactInfo: { phone: '+918022220000', email: 'hello@cornerhouse.in', website: null },
};

/** A claim as `owner.claims` and the claim procedures answer it. */
function claim(overrides: Record<string, unknown> = {}) {
  return {
    id: 'c1',
    businessId: 'b7',
    businessName: 'Corner House',
    method: 'email',
    status: 'awaiting-code',
    sentTo: 'h•••@cornerhouse.in',
    codeExpiresAt: '2026-11-03T10:30:00.000Z',
    evidenceType: null,
    evidenceNumber: null,
    hasDocument: false,
    message: null,
    note: null,
    createdAt: '2026-11-03T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

const pendingClaim = (overrides: Record<string, unknown> = {}) =>
  claim({ method: 'document', status: 'pending', sentTo: null, codeExpiresAt: null, ...overrides });

/** /claim/b7 as the app guards it, signed in as a plain user; verifying a code makes the caller an owner on the server. */
function renderClaim(handlers: Handlers = {}) {
  storeSession();
  const account = { role: 'user' };
  const fetchImpl = trpcFetch({
    'auth.me': () => ({ data: { ...USER, role: account.role } }),
    'business.byId': () => ({ data: BUSINESS }),
    'owner.claims': () => ({ data: [] }),
    'owner.claim': () => ({ data: claim() }),
    'owner.verifyClaim': ({ code }) => {
      if (code !== '123456') return refused('code', 'That code is not right. 4 attempts left.');
      account.role = 'owner';
      return { data: { claim: claim({ status: 'approved', sentTo: null }), business: { id: 'b7', name: 'Corner House' } } };
    },
    'owner.resendClaimCode': () => ({ data: claim() }),
    'owner.withdrawClaim': () => ({ data: pendingClaim({ status: 'withdrawn' }) }),
    ...handlers,
  });
  renderWithApp(
    <AuthProvider>
      <Routes>
        <Route element={<RequireUser />}>
          <Route path="/claim/:id" element={<ClaimBusinessPage />} />
        </Route>
        <Route element={<RequireRole roles={['owner', 'admin']} />}>
          <Route path="/owner/businesses/:id" element={<h1>Portal listing page</h1>} />
        </Route>
      </Routes>
    </AuthProvider>,
    { path: '/claim/b7', fetch: fetchImpl, showUrl: true, queryDefaults: { queries: { retry: false }, mutations: { retry: false } } },
  );
  return fetchImpl;
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

const photo = (size = 2048) => {
  const file = new File([new Uint8Array(16)], 'licence.jpg', { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

fakeXhrInEachTest();

beforeEach(() => {
  vi.spyOn(toast, 'success');
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('claiming by a code mailed to the listing', () => {
  it('sends the code, takes digits only, and hands the listing over on the right code', async () => {
    const fetchImpl = renderClaim();
    expect(await screen.findByRole('heading', { level: 1, name: 'Corner House' })).toBeTruthy();
    expect(document.title).toBe('Claim Corner House | CityPages');
    expect(screen.getByText('43 Residency Road, Ashok Nagar')).toBeTruthy();
    click('Send me the code');

    expect(
      await screen.findByText(
        'We have sent a 6-digit code to the e-mail address of Corner House (h•••@cornerhouse.in). Enter it within 30 minutes to manage the listing.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchImpl, 'owner.claim')).toEqual([{ businessId: 'b7', method: 'email' }]);

    type('6-digit code', 'ab12');
    expect(input('6-digit code').value).toBe('12');
    click('Verify and manage the listing');
    await waitFor(() => expect(fieldError('6-digit code')).toBe('Please enter the 6-digit code from the e-mail'));
    expect(callsTo(fetchImpl, 'owner.verifyClaim')).toEqual([]);

    type('6-digit code', '111111');
    click('Verify and manage the listing');
    await waitFor(() => expect(fieldError('6-digit code')).toBe('That code is not right. 4 attempts left.'));

    type('6-digit code', '123456');
    click('Verify and manage the listing');
    expect(await screen.findByRole('heading', { name: 'Portal listing page' })).toBeTruthy();
    expect(currentUrl()).toBe('/owner/businesses/b7');
    expect(callsTo(fetchImpl, 'owner.verifyClaim')).toEqual([
      { id: 'c1', code: '111111' },
      { id: 'c1', code: '123456' },
    ]);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ role: 'owner' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('You now manage Corner House.'));
  });

  it('opens on the code of a claim already waiting for one, and sends a new code on request', async () => {
    const fetchImpl = renderClaim({ 'owner.claims': () => ({ data: [claim()] }) });
    expect(await screen.findByLabelText('6-digit code')).toBeTruthy();
    click('Send a new code');
    expect(
      await screen.findByText(
        'We have sent a new code to the e-mail address of Corner House (h•••@cornerhouse.in). Only the newest code works.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchImpl, 'owner.resendClaimCode')).toEqual([{ id: 'c1' }]);
    expect(callsTo(fetchImpl, 'owner.claim')).toEqual([]);
  });

  it('shows the server’s refusal of a new code', async () => {
    renderClaim({
      'owner.claims': () => ({ data: [claim()] }),
      'owner.resendClaimCode': () => ({ error: { message: 'Too many codes. Please try again in an hour.', httpStatus: 429 } }),
    });
    await screen.findByLabelText('6-digit code');
    click('Send a new code');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many codes. Please try again in an hour.');
  });

  it('offers only the evidence when the listing has no e-mail address', async () => {
    renderClaim({ 'business.byId': () => ({ data: { ...BUSINESS, email: null, contactInfo: { ...BUSINESS.contactInfo, email: null } } }) });
    expect(await screen.findByText(/Corner House has no e-mail address with us to send a code to/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send me the code' })).toBeNull();
  });
});

describe('claiming with evidence', () => {
  it('checks the number as the server does, then sends it for review', async () => {
    const fetchImpl = renderClaim({
      'owner.claim': (sent) => ({ data: pendingClaim({ evidenceType: 'gst', evidenceNumber: String(sent.evidenceNumber).toUpperCase() }) }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Corner House' });
    click('Send for review');
    await waitFor(() =>
      expect(fieldError('GST number')).toBe(
        "Please give the business's GST or Udyam number, or a photo of a document that shows you run it.",
      ),
    );

    type('GST number', '29ABCDE1234F1ZX');
    click('Send for review');
    await waitFor(() => expect(fieldError('GST number')).toBe(gstProblem('29ABCDE1234F1ZX')));
    expect(callsTo(fetchImpl, 'owner.claim')).toEqual([]);

    type('GST number', '27aapfu0939f1zv');
    type('Message to our team (optional)', 'I am the proprietor.');
    click('Send for review');
    const waiting = await screen.findByRole('region', { name: 'Your claim is waiting for our team' });
    expect(within(waiting).getByText('27AAPFU0939F1ZV')).toBeTruthy();
    expect(callsTo(fetchImpl, 'owner.claim')).toEqual([
      { businessId: 'b7', method: 'document', evidenceType: 'gst', evidenceNumber: '27aapfu0939f1zv', message: 'I am the proprietor.' },
    ]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your claim is waiting for our team to check it.'));
  });

  it('uploads a document photo with its progress, as multipart to the REST route', async () => {
    const fetchImpl = renderClaim();
    await screen.findByRole('heading', { level: 1, name: 'Corner House' });
    fireEvent.change(screen.getByLabelText('Photo of a document (optional)'), { target: { files: [photo()] } });
    click('Send for review');

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const request = FakeXhr.sent[0] as FakeXhr;
    expect([request.method, request.url, request.headers.authorization]).toEqual(['POST', '/api/owner/claims', 'Bearer tok-1']);
    expect(request.body?.get('businessId')).toBe('b7');
    expect(request.body?.get('method')).toBe('document');
    expect(request.body?.get('evidenceType')).toBeNull();
    expect((request.body?.get('document') as File).name).toBe('licence.jpg');

    request.progress(512, 1024);
    expect(await screen.findByText('Sending the photo… 50%')).toBeTruthy();
    await request.respond(201, { status: 'success', data: { claim: pendingClaim({ evidenceType: 'document', hasDocument: true }) } });
    const waiting = await screen.findByRole('region', { name: 'Your claim is waiting for our team' });
    expect(within(waiting).getByText('Attached')).toBeTruthy();
    expect(callsTo(fetchImpl, 'owner.claim')).toEqual([]);
  });

  it('refuses a photo over 5 MB before sending, and shows the server’s refusal of another', async () => {
    renderClaim();
    await screen.findByRole('heading', { level: 1, name: 'Corner House' });
    const field = screen.getByLabelText('Photo of a document (optional)');
    fireEvent.change(field, { target: { files: [photo(6 * 1024 * 1024)] } });
    click('Send for review');
    await waitFor(() => expect(fieldError('Photo of a document (optional)')).toBe(UPLOAD_MESSAGES.tooLarge));
    expect(FakeXhr.sent).toEqual([]);

    fireEvent.change(field, { target: { files: [photo()] } });
    click('Send for review');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await (FakeXhr.sent[0] as FakeXhr).respond(400, {
      status: 'error',
      message: UPLOAD_MESSAGES.unsupportedType,
      errors: [{ field: 'document', message: UPLOAD_MESSAGES.unsupportedType }],
    });
    await waitFor(() => expect(fieldError('Photo of a document (optional)')).toBe(UPLOAD_MESSAGES.unsupportedType));
  });
});

describe('a claim waiting for our team', () => {
  it('shows what was sent, and can be withdrawn to start again', async () => {
    const fetchImpl = renderClaim({
      'owner.claims': () => ({ data: [pendingClaim({ evidenceType: 'udyam', evidenceNumber: 'UDYAM-KR-03-0012345', hasDocument: true })] }),
    });
    const waiting = await screen.findByRole('region', { name: 'Your claim is waiting for our team' });
    expect(within(waiting).getByText('Udyam number')).toBeTruthy();
    expect(within(waiting).getByText('UDYAM-KR-03-0012345')).toBeTruthy();
    expect(within(waiting).getByText('Attached')).toBeTruthy();
    click('Withdraw claim');

    expect(await screen.findByText(/Your claim of 3 Nov 2026: withdrawn\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send me the code' })).toBeTruthy();
    expect(callsTo(fetchImpl, 'owner.withdrawClaim')).toEqual([{ id: 'c1' }]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Claim withdrawn'));
  });
});

describe('a business that cannot be claimed', () => {
  it('says so when the business is not public', async () => {
    renderClaim({ 'business.byId': () => ({ error: { message: 'Business not found', httpStatus: 404 } }) });
    expect(await screen.findByText('This business cannot be claimed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});
