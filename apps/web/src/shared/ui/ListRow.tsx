import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './Icon';
import * as ic from './icons';

interface RowProps {
  /** Path data from icons.ts. */
  icon: string;
  label: string;
  /** Extra text on the right (e.g. the current language). */
  detail?: ReactNode;
  'data-testid'?: string;
}

/** A full-width menu row (>= 48 px) linking to a route. */
export function ListLink({ to, icon, label, detail, ...rest }: RowProps & { to: string }) {
  return (
    <Link to={to} className="row" data-testid={rest['data-testid']}>
      <Icon d={icon} />
      <span className="row__label">{label}</span>
      {detail && <span className="row__detail">{detail}</span>}
      <Icon d={ic.chevron} size={18} />
    </Link>
  );
}

/** The same row as a button (actions such as logout). */
export function ListButton({ onClick, icon, label, detail, ...rest }: RowProps & { onClick(): void }) {
  return (
    <button type="button" className="row" onClick={onClick} data-testid={rest['data-testid']}>
      <Icon d={icon} />
      <span className="row__label">{label}</span>
      {detail && <span className="row__detail">{detail}</span>}
    </button>
  );
}
