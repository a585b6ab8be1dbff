import { useId, type ReactNode } from 'react';

export interface CheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
  error?: string | null;
  'data-testid'?: string;
}

/** A native checkbox with the whole label row as a 44 px target. */
export function Checkbox({ checked, onChange, children, error, ...rest }: CheckboxProps) {
  const id = useId();
  return (
    <div className="check">
      <input
        id={id}
        type="checkbox"
        className="check__box"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={rest['data-testid']}
      />
      <label htmlFor={id} className="check__label">
        {children}
      </label>
      {error && (
        <p id={`${id}-err`} className="field__error check__error">
          {error}
        </p>
      )}
    </div>
  );
}
