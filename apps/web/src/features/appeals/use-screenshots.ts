import { useEffect, useRef, useState } from 'react';
import { uploadScreenshot } from './api';
import type { FormImage } from './appeal-form';
import { pickImages, type UploadProblem } from './upload-checks';

export interface Screenshot extends FormImage {
  key: number;
  /** A local preview (blob: URL of the chosen file); null for an image already on the server. */
  preview: string | null;
}

/**
 * The appeal's screenshots: chosen files are checked (upload-checks.ts), shown at once from the
 * device and uploaded one request each; images of an earlier submission (appeal again) start as
 * uploaded. Removing one cancels its upload and releases its preview.
 */
export function useScreenshots(initial: readonly string[]) {
  const nextKey = useRef(initial.length);
  const [images, setImages] = useState<Screenshot[]>(() =>
    initial.map((name, key) => ({ key, name, state: 'done', preview: null })),
  );
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const uploads = useRef(new Map<number, AbortController>());
  const previews = useRef(new Map<number, string>());

  useEffect(
    () => () => {
      for (const a of uploads.current.values()) a.abort();
      for (const url of previews.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );

  function update(key: number, patch: Partial<Screenshot>) {
    setImages((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  }

  function add(files: readonly File[]) {
    const { accepted, problems: found } = pickImages(files, images.length);
    setProblems(found);
    const added = accepted.map((file): Screenshot & { file: File } => {
      const key = nextKey.current++;
      const preview = URL.createObjectURL(file);
      previews.current.set(key, preview);
      return { key, file, name: null, state: 'uploading', preview };
    });
    setImages((list) => [...list, ...added.map(({ file: _file, ...image }) => image)]);
    for (const { key, file } of added) {
      const abort = new AbortController();
      uploads.current.set(key, abort);
      uploadScreenshot(file, abort.signal)
        .then((stored) => update(key, { state: 'done', name: stored.name }))
        .catch(() => {
          if (!abort.signal.aborted) update(key, { state: 'failed' });
        })
        .finally(() => uploads.current.delete(key));
    }
  }

  function remove(key: number) {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    const preview = previews.current.get(key);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(key);
    setProblems([]);
    setImages((list) => list.filter((i) => i.key !== key));
  }

  return { images, problems, add, remove };
}
