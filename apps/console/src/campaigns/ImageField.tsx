/**
 * A campaign's image: a path or https URL typed in, or an image uploaded from this computer
 * (png, jpeg or webp up to 512 KiB; the server checks the bytes and answers its /media path),
 * with a preview. Used by every campaign form: the offers editor and the promotions editor.
 */
import { useState } from 'react';
import { MEDIA_MAX_BYTES } from '@nyota/contract/staff/schemas-promotions';
import { call } from '../api';
import { useT } from '../i18n';

/** The file as base64 without the data-URL prefix. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function ImageField({ path, value, onChange }: { path: string; value: unknown; onChange: (url: string | null) => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const url = typeof value === 'string' ? value : '';

  async function upload(file: File | undefined) {
    if (!file) return;
    setError(null);
    // Checked here too, so a large photo is not sent over a slow line only to be refused.
    if (file.size > MEDIA_MAX_BYTES) return setError(t('image.tooLarge', { max: String(MEDIA_MAX_BYTES / 1024) }));
    setBusy(true);
    try {
      const stored = await call('uploadMedia', { data: await base64Of(file) });
      onChange(stored.url);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="image-field" data-testid={`image-${path}`}>
      <label>
        {t('offers.imageUrl')}
        <input name={`${path}.imageUrl`} value={url} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)} />
      </label>
      <label className="button">
        {busy ? t('image.uploading') : t('image.upload')}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="visually-hidden"
          disabled={busy}
          aria-label={t('image.upload')}
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      {error && (
        <span className="error" role="alert">
          {error}
        </span>
      )}
      {url !== '' && <img src={url} alt={t('image.preview')} className="thumb" />}
    </div>
  );
}
