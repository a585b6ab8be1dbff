/** One field of the mall form with the contract's refusal of it shown right beside it. */
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { whole, type Problems } from './mall-draft';

export function FieldProblem({ problems, path }: { problems: Problems; path: string }) {
  const t = useT();
  const problem = problems.get(path);
  if (problem === undefined) return null;
  const msg = problem.kind === 'other' ? t('mall.form.badValue') : t(`mall.form.${problem.kind}`, { limit: problem.limit });
  return (
    <span className="error" role="alert" data-testid={`mall-problem-${path}`}>
      {t('mall.form.bad', { msg })}
    </span>
  );
}

/** A whole-number box; `path` is the field's place in the document, also its name. */
export function NumField({
  label,
  path,
  value,
  set,
  problems,
}: {
  label: ReactNode;
  path: string;
  value: number;
  set: (n: number) => void;
  problems: Problems;
}) {
  return (
    <label>
      {label}
      <input
        name={path}
        inputMode="numeric"
        aria-invalid={problems.has(path)}
        value={String(value)}
        onChange={(e) => {
          const n = whole(e.target.value);
          if (n !== null) set(n);
        }}
      />
      <FieldProblem problems={problems} path={path} />
    </label>
  );
}

export function TextField({
  label,
  path,
  value,
  set,
  problems,
}: {
  label: ReactNode;
  path: string;
  value: string;
  set: (s: string) => void;
  problems: Problems;
}) {
  return (
    <label>
      {label}
      <input name={path} aria-invalid={problems.has(path)} value={value} onChange={(e) => set(e.target.value)} />
      <FieldProblem problems={problems} path={path} />
    </label>
  );
}
