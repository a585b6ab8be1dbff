/**
 * The receipt screenshots, served by the staff image route. A click opens one full screen, fitted;
 * a second click (or the button) shows it at actual size to read small digits, scrolling as needed.
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { imageUrl } from './appeal-format';

export function ReceiptImages({ appealId, names }: { appealId: string; names: string[] }) {
  const t = useT();
  const [open, setOpen] = useState<string | null>(null);
  const [actual, setActual] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="appeal-panel">
      <h3>{t('appeals.receipts')}</h3>
      <div className="receipt-thumbs">
        {names.map((n, i) => (
          <button
            key={n}
            className="receipt-thumb"
            title={t('appeals.zoomHint')}
            onClick={() => {
              setOpen(n);
              setActual(false);
            }}
          >
            <img src={imageUrl(appealId, n)} alt={`${t('appeals.receipts')} ${i + 1}`} data-testid="receipt-thumb" />
          </button>
        ))}
      </div>
      {open && (
        <div className="receipt-zoom" role="dialog" aria-modal="true" data-testid="receipt-zoom">
          <div className="receipt-zoom-bar">
            <button onClick={() => setActual((a) => !a)}>{actual ? t('appeals.zoom.fit') : t('appeals.zoom.actual')}</button>
            <button onClick={() => setOpen(null)}>{t('appeals.zoom.close')}</button>
          </div>
          <div className={actual ? 'receipt-zoom-body actual' : 'receipt-zoom-body'} onClick={() => setActual((a) => !a)}>
            <img src={imageUrl(appealId, open)} alt={t('appeals.receipts')} data-testid="receipt-large" />
          </div>
        </div>
      )}
    </div>
  );
}
