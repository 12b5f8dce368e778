import { Copy, Download, Share2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { SITE } from '@contracts/site.ts';
import { profileShareText } from './share-data.ts';
import { Modal } from '../../components/Modal.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { notify } from '../../lib/notify.ts';

/** docs/product.md §3.12: the QR image is 300 px with a margin of 2 modules; the downloaded card adds 40 px padding. */
export const QR_SIZE = 300;
export const QR_MARGIN = 2;
export const CARD_PADDING = 40;

const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60';

type QrState = { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'failed' };

interface ShareDialogProps {
  businessName: string;
  url: string;
  onClose: () => void;
}

/**
 * docs/product.md §3.12 share dialog: a modal with the page's QR code (made in the browser; the library loads only when the
 * dialog opens), a downloadable QR card, copy link and the device's own share sheet where there is one.
 */
export function ShareDialog({ businessName, url, onClose }: ShareDialogProps) {
  const t = useMessages('business-share');
  const profile = useMessages('business');
  const linkId = useId();
  const qr = useQrCode(url);
  const canShare = typeof navigator.share === 'function';

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t.linkCopied());
    } catch {
      notify.error(t.copyFailed());
    }
  }

  async function shareNatively() {
    try {
      await navigator.share({ ...profileShareText(businessName, profile.shareText({ name: businessName })), url });
    } catch (error) {
      // Closing the share sheet rejects with AbortError: that is the visitor's choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) notify.error(t.shareUnavailable());
    }
  }

  async function download() {
    if (qr.status !== 'ready') return;
    try {
      await downloadQrCard(qr.dataUrl, businessName);
    } catch {
      notify.error(t.qrImageFailed());
    }
  }

  return (
    <Modal title={t.shareTitle({ name: businessName })} onClose={onClose}>
      <div className="mt-4 flex justify-center">
        {qr.status === 'ready' && (
          <img
            src={qr.dataUrl}
            alt={t.qrAlt({ name: businessName })}
            width={QR_SIZE}
            height={QR_SIZE}
            className="h-auto w-full max-w-[300px] rounded-lg border border-slate-200"
          />
        )}
        {qr.status === 'loading' && (
          <div
            role="status"
            className="flex aspect-square w-full max-w-[300px] items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-600"
          >
            {t.creatingQr()}
          </div>
        )}
        {qr.status === 'failed' && (
          <p
            role="alert"
            className="flex aspect-square w-full max-w-[300px] items-center justify-center rounded-lg bg-slate-100 p-4 text-center text-sm text-slate-600"
          >
            {t.qrFailed()}
          </p>
        )}
      </div>
      <p className="mt-2 text-center text-sm text-slate-600">{t.scanToOpen()}</p>
      <label htmlFor={`${linkId}-link`} className="mt-5 block text-sm font-medium text-slate-800">
        {t.pageLink()}
      </label>
      <input
        id={`${linkId}-link`}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-700"
      />
      <div className="mt-5 grid gap-2 sm:grid-cols-2">
        <button type="button" onClick={copyLink} className={`${BUTTON} bg-blue-700 text-white hover:bg-blue-800`}>
          <Copy size={16} aria-hidden="true" />
          {t.copyLink()}
        </button>
        <button
          type="button"
          onClick={download}
          disabled={qr.status !== 'ready'}
          className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-50`}
        >
          <Download size={16} aria-hidden="true" />
          {t.download()}
        </button>
        {canShare && (
          <button
            type="button"
            onClick={shareNatively}
            className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-50 sm:col-span-2`}
          >
            <Share2 size={16} aria-hidden="true" />
            {t.shareVia()}
          </button>
        )}
      </div>
    </Modal>
  );
}

function useQrCode(url: string): QrState {
  const [state, setState] = useState<QrState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    import('qrcode')
      .then((qrcode) => qrcode.default.toDataURL(url, { width: QR_SIZE, margin: QR_MARGIN }))
      .then((dataUrl) => current && setState({ status: 'ready', dataUrl }))
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [url]);
  return state;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('QR image did not load'));
    image.src = src;
  });
}

/** Breaks the caption into lines that fit the QR's width. */
function wrapText(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && context.measureText(candidate).width > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** docs/product.md §3.12: a PNG card with 40 px padding around the QR, the business name and the site's short domain beneath. */
export async function downloadQrCard(qrDataUrl: string, businessName: string): Promise<void> {
  const qr = await loadImage(qrDataUrl);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  const nameFont = 'bold 20px system-ui, sans-serif';
  const domainFont = '16px system-ui, sans-serif';
  context.font = nameFont;
  const lines = wrapText(context, businessName, QR_SIZE);
  const nameLineHeight = 26;
  const gap = 16;
  canvas.width = QR_SIZE + CARD_PADDING * 2;
  canvas.height = CARD_PADDING + QR_SIZE + gap + lines.length * nameLineHeight + 24 + CARD_PADDING;

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(qr, CARD_PADDING, CARD_PADDING, QR_SIZE, QR_SIZE);
  context.textAlign = 'center';
  context.textBaseline = 'top';
  context.fillStyle = '#0f172a';
  context.font = nameFont;
  let y = CARD_PADDING + QR_SIZE + gap;
  for (const line of lines) {
    context.fillText(line, canvas.width / 2, y);
    y += nameLineHeight;
  }
  context.fillStyle = '#475569';
  context.font = domainFont;
  context.fillText(SITE.shortDomain, canvas.width / 2, y + 4);

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('PNG could not be made');
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = `${
    businessName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'business'
  }-qr-code.png`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the blob is small, so let it live a while.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
