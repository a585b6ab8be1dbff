import { useState } from 'react';

export interface Field<K extends string> {
  value: string;
  setValue(v: string): void;
  onBlur(): void;
  reset(v?: string): void;
  /** Current validity, for disabling submit buttons. */
  invalid: boolean;
  /** The message key to show, or null (only after blur or a change). */
  error: K | null;
}

/**
 * One form field's value and error. Per docs/product-rules/auth.md#field-validation, an error shows
 * only after the field was left (blur) or its value changed; `invalid` is always current so submit
 * buttons can be disabled early.
 */
export function useField<K extends string>(initial: string, validate: (value: string) => K | null): Field<K> {
  const [value, setRaw] = useState(initial);
  const [touched, setTouched] = useState(false);
  const problem = validate(value);
  return {
    value,
    setValue(v) {
      setRaw(v);
      setTouched(true);
    },
    onBlur() {
      setTouched(true);
    },
    reset(v = initial) {
      setRaw(v);
      setTouched(false);
    },
    invalid: problem !== null,
    error: touched ? problem : null,
  };
}
