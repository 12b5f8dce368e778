import { Facts } from './Facts.tsx';

/** What the admin reads of a message from the contact page, in the queue and in the inbox alike. */
interface ContactMessageText {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A reply by e-mail, its subject line 'Re: {subject}' ready. */
function replyHref({ email, subject }: Pick<ContactMessageText, 'email' | 'subject'>): string {
  const topic = subject.trim();
  return `mailto:${email}${topic ? `?subject=${encodeURIComponent(`Re: ${topic}`)}` : ''}`;
}

/**
 * docs/product.md §2.27: a contact message's sender (their address opens a reply), its subject and its text, line
 * breaks and spacing as written; long words and links wrap rather than widen the card on a phone.
 */
export function ContactMessageDetails({ message }: { message: ContactMessageText }) {
  return (
    <>
      <Facts
        facts={[
          [
            'From',
            <>
              {message.name} ·{' '}
              <a href={replyHref(message)} className="text-blue-700 hover:underline">
                {message.email}
              </a>
            </>,
          ],
          ['Subject', message.subject],
        ]}
      />
      <p className="max-w-prose whitespace-pre-wrap break-words leading-relaxed">{message.message}</p>
    </>
  );
}
