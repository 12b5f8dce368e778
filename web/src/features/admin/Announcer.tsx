import { useState } from 'react';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';

/** What a section says of a change: a toast, and the same words in its polite live region (`Announcement`) for screen readers. */
export function useAnnouncer() {
  const [announcement, setAnnouncement] = useState('');
  return {
    announcement,
    success: (message: string) => {
      notify.success(message);
      setAnnouncement(message);
    },
    failure: (message: string) => {
      notify.error(message);
      setAnnouncement(message);
    },
  };
}

/** A section's live region: what it said last. */
export function Announcement({ text }: { text: string }) {
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  );
}

/**
 * A change of one item of a list made with one press, no dialog (restore, end featuring, move): the item's buttons
 * wait while it is sent, and a refusal goes to `refused` in the server's words.
 */
export function useOnePress(fallback: string, refused: (message: string) => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const press = async (id: string, send: () => Promise<unknown>) => {
    setBusy(id);
    try {
      await send();
    } catch (error) {
      refused(serverMessage(error, fallback));
    } finally {
      setBusy(null);
    }
  };
  return { busy, press };
}
