import { useEffect, useState } from 'react';
import { useI18n } from '../../shared/i18n/i18n';
import { fetchBlob } from '../../shared/api/client';
import { Icon } from '../../shared/ui/Icon';
import * as ic from '../../shared/ui/icons';
import { Spinner } from '../../shared/ui/Spinner';
import { imagePath } from './api';

/**
 * An uploaded screenshot. Only its owner may read it, with the session in the Authorization
 * header, which an <img src> cannot send: it is fetched, shown from a blob: URL (the CSP allows
 * blob: images) and that URL is released when the image leaves the screen.
 */
export function AuthImage({ name, alt }: { name: string; alt: string }) {
  const { t } = useI18n();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    let objectUrl: string | null = null;
    setUrl(null);
    setFailed(false);
    fetchBlob(imagePath(name), { signal: abort.signal })
      .then((blob) => {
        if (abort.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!abort.signal.aborted) setFailed(true);
      });
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [name]);

  if (failed) {
    return (
      <span className="thumb thumb--missing" role="img" aria-label={`${alt}: ${t('appeals.image_unavailable')}`}>
        <Icon d={ic.info} size={20} />
      </span>
    );
  }
  if (!url) {
    return (
      <span className="thumb thumb--loading">
        <Spinner size="sm" />
      </span>
    );
  }
  // A new tab shows it full size; the blob: URL lives as long as this page keeps it.
  return (
    <a className="thumb" href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={alt} />
    </a>
  );
}
