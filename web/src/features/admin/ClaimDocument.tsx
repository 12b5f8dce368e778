import { FileImage } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PLAIN_BUTTON } from '../../components/buttons.ts';
import { FormAlert } from '../../components/FormField.tsx';
import { readClaimDocument } from './api.ts';

/**
 * A claim's document photo (docs/product.md §2.27). It has no public address: `GET /api/admin/claims/:id/document`
 * answers admins only, so it is read with the session's token on request and shown from memory, which is freed when
 * the item leaves the screen.
 */
export function ClaimDocument({ claimId, label }: { claimId: string; label: string }) {
  const [state, setState] = useState<{ url?: string; loading?: boolean; error?: string }>({});

  useEffect(() => {
    const url = state.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [state.url]);

  const show = async () => {
    setState({ loading: true });
    try {
      const file = await readClaimDocument(claimId);
      setState({ url: URL.createObjectURL(file) });
    } catch (error) {
      setState({ error: (error as Error).message });
    }
  };

  if (state.url) {
    return (
      <a href={state.url} target="_blank" rel="noopener noreferrer" className="block max-w-sm">
        <img src={state.url} alt={label} className="max-h-80 w-full rounded-lg border border-slate-200 object-contain" />
        <span className="sr-only">(opens the full size in a new tab)</span>
      </a>
    );
  }
  return (
    <div className="space-y-2">
      <button type="button" onClick={() => void show()} disabled={state.loading} aria-busy={state.loading} className={PLAIN_BUTTON}>
        <FileImage size={16} aria-hidden="true" />
        {state.loading ? 'Loading the document…' : 'View document'}
      </button>
      {state.error && <FormAlert>{state.error}</FormAlert>}
    </div>
  );
}
