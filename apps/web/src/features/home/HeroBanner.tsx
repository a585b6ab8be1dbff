import { Link } from 'react-router';
import { SessionState } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { openDialog } from '../../shared/lib/dialogs';
import { useSession } from '../../shared/session/session-store';
import { Button, buttonClass } from '../../shared/ui/Button';

/** The lobby's banner: CSS night sky and an SVG star, no images to download. */
export function HeroBanner() {
  const { t } = useI18n();
  const loggedIn = useSession((s) => s.state === SessionState.LOGGED_IN);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <h1 id="hero-title" className="hero__title">
          {t('home.hero_title')}
        </h1>
        <p className="hero__sub">{t('home.hero_body')}</p>
        {loggedIn ? (
          <Link to="/deposit" className={buttonClass('primary')} data-testid="hero-deposit">
            {t('menu.deposit')}
          </Link>
        ) : (
          <Button onClick={() => openDialog('signup')} data-testid="hero-signup">
            {t('home.hero_cta')}
          </Button>
        )}
      </div>
      <svg className="hero__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="44" fill="var(--c-accent)" opacity=".12" />
        <circle cx="60" cy="60" r="30" fill="var(--c-accent)" opacity=".14" />
        <path d="M60 18l11 28 30 2-23 19 7 29-25-16-25 16 7-29-23-19 30-2z" fill="var(--c-accent)" />
        <path d="M60 36l5 13 14 1-11 9 4 14-12-8-12 8 4-14-11-9 14-1z" fill="var(--c-accent-strong)" />
      </svg>
    </section>
  );
}
