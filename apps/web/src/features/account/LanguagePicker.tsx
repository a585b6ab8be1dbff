import { useId } from 'react';
import { LANGUAGES, useI18n } from '../../shared/i18n/i18n';

/** English / Kiswahili as a radio group: one tap, no hidden menu. */
export function LanguagePicker() {
  const { t, lang, setLanguage } = useI18n();
  const name = useId();
  return (
    <fieldset className="choice-group">
      <legend className="field__label">{t('settings.language')}</legend>
      {LANGUAGES.map((l) => (
        <label key={l.code} className="choice">
          <input
            type="radio"
            name={name}
            value={l.code}
            checked={lang === l.code}
            onChange={() => void setLanguage(l.code)}
            data-testid={`lang-${l.code}`}
          />
          <span lang={l.code}>{l.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
