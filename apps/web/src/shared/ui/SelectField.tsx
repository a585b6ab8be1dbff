import { useId, type SelectHTMLAttributes } from 'react';
import { cx } from '../lib/cx';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValueChange(value: string): void;
  error?: string | null;
  placeholder?: string;
}

/** A native select: the phone's own picker is the most usable one on small screens. */
export function SelectField({ label, value, options, onValueChange, error, placeholder, className, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={cx('field', error && 'field--error', className)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__row">
        <select
          id={id}
          className="field__input field__select"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => onValueChange(e.target.value)}
          {...rest}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-err`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
