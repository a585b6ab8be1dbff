import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { digitsOnly } from '@nyota/contract/rules';
import { translate } from '../i18n/i18n';
import { cx } from '../lib/cx';
import { Icon } from './Icon';
import * as ic from './icons';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** Already-translated error text, shown under the field. */
  error?: string | null;
  hint?: ReactNode;
  /** Strips everything but digits as the player types (mobile numbers, codes). */
  digits?: boolean;
  /** Content at the end of the input row (e.g. a "Get code" button). */
  end?: ReactNode;
  /** Adds a show/hide toggle to a password field. */
  revealable?: boolean;
}

export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  digits,
  end,
  revealable,
  type,
  maxLength,
  className,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const describedBy = [error ? `${id}-err` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('field', error && 'field--error', className)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__row">
        <input
          id={id}
          className="field__input"
          value={value}
          type={revealable && revealed ? 'text' : (type ?? 'text')}
          inputMode={digits ? 'numeric' : rest.inputMode}
          pattern={digits ? '[0-9]*' : undefined}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onValueChange(digits ? digitsOnly(e.target.value, maxLength) : e.target.value)}
          {...rest}
        />
        {revealable && (
          <button
            type="button"
            className="field__reveal"
            aria-pressed={revealed}
            aria-label={translate('form.show_password')}
            onClick={() => setRevealed((r) => !r)}
          >
            <Icon d={revealed ? ic.eyeOff : ic.eye} size={20} />
          </button>
        )}
        {end}
      </div>
      {error && (
        <p id={`${id}-err`} className="field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
