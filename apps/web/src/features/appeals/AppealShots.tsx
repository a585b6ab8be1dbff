import type { ChangeEvent } from 'react';
import { APPEAL_MAX_IMAGES, UPLOAD_MIME_TYPES } from '@nyota/contract/appeals-constants';
import { useI18n } from '../../shared/i18n/i18n';
import { Icon } from '../../shared/ui/Icon';
import * as ic from '../../shared/ui/icons';
import { Spinner } from '../../shared/ui/Spinner';
import { AuthImage } from './AuthImage';
import { UPLOAD_MAX_MB, UPLOAD_PROBLEM_TEXT } from './upload-checks';
import type { Screenshot, useScreenshots } from './use-screenshots';

/** A plus sign (24x24 path), as the shared icons draw. */
const PLUS = 'M12 5v14M5 12h14';

/** The appeal's screenshots: each one's state and remove button, the add button while room is left, and the problems of the last pick. */
export function AppealShots({
  screenshots: { images, problems, remove },
  onFiles,
}: {
  screenshots: ReturnType<typeof useScreenshots>;
  onFiles(e: ChangeEvent<HTMLInputElement>): void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="appeal-shots">
      <legend>{t('appeals.screenshots')}</legend>
      <p className="field__hint">{t('appeals.screenshots_hint', { count: APPEAL_MAX_IMAGES, max: UPLOAD_MAX_MB })}</p>
      <ul className="shots">
        {images.map((image, i) => (
          <ShotItem key={image.key} image={image} n={i + 1} onRemove={() => remove(image.key)} />
        ))}
        {images.length < APPEAL_MAX_IMAGES && (
          <li>
            <label className="shot-add">
              <input
                type="file"
                className="visually-hidden"
                accept={UPLOAD_MIME_TYPES.join(',')}
                multiple
                onChange={onFiles}
                data-testid="appeal-file"
              />
              <Icon d={PLUS} />
              <span>{t('appeals.add_image')}</span>
            </label>
          </li>
        )}
      </ul>
      {problems.map((p) => (
        <p key={p} className="field__error" role="alert">
          {t(UPLOAD_PROBLEM_TEXT[p], { max: UPLOAD_MAX_MB })}
        </p>
      ))}
    </fieldset>
  );
}

function ShotItem({ image, n, onRemove }: { image: Screenshot; n: number; onRemove(): void }) {
  const { t } = useI18n();
  const alt = t('appeals.image_alt', { n });
  return (
    <li className="shot" data-state={image.state} data-testid="appeal-shot">
      {image.preview ? (
        <span className="thumb">
          <img src={image.preview} alt={alt} />
        </span>
      ) : image.name ? (
        <AuthImage name={image.name} alt={alt} />
      ) : null}
      {image.state === 'uploading' && (
        <span className="shot__state">
          <Spinner size="sm" label={t('appeals.uploading')} />
        </span>
      )}
      {image.state === 'failed' && (
        <span className="shot__state shot__state--failed" role="alert">
          {t('appeals.upload_failed')}
        </span>
      )}
      <button type="button" className="shot__remove icon-btn" aria-label={t('appeals.remove_image', { n })} onClick={onRemove}>
        <Icon d={ic.close} size={18} />
      </button>
    </li>
  );
}
