import { Link } from 'react-router';
import { AGE_LIMIT } from '@nyota/contract/constants';
import { useI18n, type MessageKey } from '../../shared/i18n/i18n';

const INFO_LINKS: readonly [string, MessageKey][] = [
  ['/links/1', 'footer.about'],
  ['/links/2', 'footer.privacy'],
  ['/links/3', 'footer.responsible'],
  ['/safer-play', 'rg.title'],
  ['/links/4', 'footer.terms'],
  ['/links/5', 'footer.fair'],
  ['/links/6', 'footer.bonus_terms'],
];

const HELP_LINKS: readonly [string, MessageKey][] = [
  ['/faq/1', 'footer.faq_account'],
  ['/faq/2', 'footer.faq_payments'],
  ['/faq/3', 'footer.faq_games'],
  ['/contactus', 'footer.contact'],
];

/** Footer: information pages, help, and the 18+ / responsible gaming notice. */
export function HomeFooter() {
  const { t } = useI18n();
  return (
    <footer className="footer">
      <div className="footer__cols">
        <nav aria-label={t('footer.info')}>
          <h2 className="footer__h">{t('footer.info')}</h2>
          <ul>
            {INFO_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{t(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.help')}>
          <h2 className="footer__h">{t('footer.help')}</h2>
          <ul>
            {HELP_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{t(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="footer__age" data-testid="age-notice">
        <span className="age-badge" aria-hidden="true">
          {AGE_LIMIT}+
        </span>
        <p>
          {t('footer.age_notice', { age: AGE_LIMIT })} <Link to="/links/3">{t('footer.responsible_link')}</Link>
        </p>
      </div>
      <p className="footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
