import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../i18n/i18n';
import { Icon } from './Icon';
import * as ic from './icons';

export interface PageFrameProps {
  title: string;
  /** docs/product-rules/shell.md#page-frame: some pages (deposit) have no back button. */
  back?: boolean;
  action?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/** A page's title bar (back, title, optional action) and body. */
export function PageFrame({ title, back = true, action, children, ...rest }: PageFrameProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);

  // Move focus to the new page's title so keyboard and screen-reader users start there.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  // A page opened directly (no history entry of ours) goes back to the lobby instead of leaving the site.
  const goBack = () => void (location.key !== 'default' ? navigate(-1) : navigate('/'));

  return (
    <div className="page" data-testid={rest['data-testid']}>
      <header className="page__head">
        {back && (
          <button type="button" className="icon-btn" aria-label={t('common.back')} onClick={goBack} data-testid="page-back">
            <Icon d={ic.back} />
          </button>
        )}
        <h1 className="page__title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {action && <div className="page__action">{action}</div>}
      </header>
      <div className="page__body">{children}</div>
    </div>
  );
}
