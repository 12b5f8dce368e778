import { Download } from 'lucide-react';
import { useState } from 'react';
import { useMessages } from '../../i18n/language.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import { AccountSection, DANGER_BUTTON, PLAIN_BUTTON } from './AccountSection.tsx';
import { useDataExport } from './api.ts';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';

const EXPORT_FILE_NAME = 'citypages-my-data.json';

/** Hands a document to the browser as a file download, without a round trip to the server. */
function saveAsFile(document: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  window.document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the address only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url));
}

/** docs/product.md §2.22, the rights India's Digital Personal Data Protection Act gives: a copy of the data, and erasure. */
export function DataTab() {
  return (
    <>
      <DownloadData />
      <DeleteAccount />
    </>
  );
}

/** A copy of the user's data, fetched afresh on each click (api.ts) and saved as a file. */
function DownloadData() {
  const t = useMessages('account');
  const download = useDataExport({
    onSuccess: (data) => saveAsFile(data, EXPORT_FILE_NAME),
    onError: (error) => notify.error(serverMessage(error, t.exportFailed())),
  });
  return (
    <AccountSection title={t.downloadMyData()} description={t.downloadDescription()}>
      <button
        type="button"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        aria-busy={download.isPending}
        className={PLAIN_BUTTON}
      >
        <Download size={16} aria-hidden="true" />
        {download.isPending ? t.preparing() : t.downloadMyData()}
      </button>
    </AccountSection>
  );
}

function DeleteAccount() {
  const t = useMessages('account');
  const [confirming, setConfirming] = useState(false);
  return (
    <AccountSection title={t.deleteMyAccount()} description={t.deleteAccountDescription()}>
      <button type="button" onClick={() => setConfirming(true)} aria-haspopup="dialog" className={DANGER_BUTTON}>
        {t.deleteMyAccount()}
      </button>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
    </AccountSection>
  );
}
