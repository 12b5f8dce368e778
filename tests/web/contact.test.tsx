import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactPage } from '../../web/src/features/contact/ContactPage.tsx';
import { renderWithApp, trpcFetch, type Answer } from './support/trpc.tsx';

const renderPage = (fetchImpl: typeof fetch) =>
  renderWithApp(<ContactPage />, { fetch: fetchImpl, queryDefaults: { queries: { retry: false }, mutations: { retry: false } } });

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

function fill(values: Record<'Name' | 'Email' | 'Subject' | 'Message', string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(input(label), { target: { value } });
}

const VALID = { Name: 'Asha Rao', Email: 'Asha@Example.com', Subject: 'Add Kalyan Nagar', Message: 'Please add more bakeries.' };

describe('ContactPage', () => {
  it('shows the contact details and opening hours from the site settings', () => {
    renderPage(trpcFetch({}));
    expect(screen.getByText('Mon to Fri').nextElementSibling?.textContent).toBe('9:00 AM to 6:00 PM');
    expect(screen.getByText('Sat to Sun').nextElementSibling?.textContent).toBe('10:00 AM to 4:00 PM');
    expect(screen.getByRole('link', { name: 'hello@citypages.in' }).getAttribute('href')).toBe('mailto:hello@citypages.in');
    expect(screen.getByRole('link', { name: /Open in Google Maps/ }).getAttribute('href')).toContain(
      'https://www.google.com/maps/search/?api=1&query=4th%20Floor',
    );
  });

  it('requires all four fields, with the shared schema messages, and sends nothing', () => {
    const fetchImpl = trpcFetch({});
    renderPage(fetchImpl);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required'])
      expect(screen.getByText(message)).toBeTruthy();
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Name'));
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail, and editing a field clears only its own error', () => {
    renderPage(trpcFetch({}));
    fill({ ...VALID, Email: 'asha@example', Subject: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();

    fireEvent.change(input('Email'), { target: { value: 'asha@example.com' } });
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
    expect(screen.getByText('Subject is required')).toBeTruthy();
  });

  it('sends the message, shows Sending..., then clears the form with a thank-you', async () => {
    let answer: (reply: Answer) => void = () => undefined;
    const fetchImpl = trpcFetch({ 'site.contact': () => new Promise<Answer>((resolve) => (answer = resolve)) });
    renderPage(fetchImpl);
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/trpc/site.contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      0: { name: 'Asha Rao', email: 'asha@example.com', subject: 'Add Kalyan Nagar', message: 'Please add more bakeries.' },
    });

    answer({ data: { id: 'm1' } });
    expect(await screen.findByText('Thank you for your message! We will get back to you soon.')).toBeTruthy();
    expect(['Name', 'Email', 'Subject', 'Message'].map((label) => input(label).value)).toEqual(['', '', '', '']);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it("shows the server's message when rate-limited and keeps what was typed", async () => {
    const fetchImpl = trpcFetch({
      'site.contact': () => ({ error: { message: 'Too many requests. Please try again later.', httpStatus: 429 } }),
    });
    renderPage(fetchImpl);
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy());
    expect(input('Subject').value).toBe('Add Kalyan Nagar');
    expect(screen.queryByText(/Thank you/)).toBeNull();
  });
});
