import type { ReactNode } from 'react';
import { Icon } from './Icon';
import * as ic from './icons';

export function EmptyState({
  icon = ic.info,
  title,
  children,
  action,
}: {
  icon?: string;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="empty" aria-label={title}>
      <span className="empty__icon">
        <Icon d={icon} size={32} />
      </span>
      <h2 className="empty__title">{title}</h2>
      {children && <div className="empty__body">{children}</div>}
      {action && <div className="empty__action">{action}</div>}
    </section>
  );
}
