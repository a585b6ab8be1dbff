import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { AGE_LIMIT } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { cx } from '../../shared/lib/cx';
import { market } from '../../shared/lib/market';
import './intro.css';

/** Whether the collapsed text is cut off, so "show more" is only offered when there is more. */
function useOverflows(ref: RefObject<HTMLElement | null>, expanded: boolean): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || expanded) return;
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    measure();
    // Width changes (rotation, the desktop drawer) and a language change move where the text is cut.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [ref, expanded]);
  return overflows;
}

/** "MTN, Airtel or Zamtel": the market's operators in the reader's language. */
function operatorList(or: string): string {
  const names = market.operators.map((o) => o.name);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${or} ${names.at(-1) ?? ''}`;
}

/** The intro text near the bottom of the home page (wallet seed, home), a few lines until opened. */
export function HomeIntro() {
  const { t } = useI18n();
  const id = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const overflows = useOverflows(bodyRef, expanded);
  const brand = market.brandName;
  return (
    <section className="intro" aria-labelledby={`${id}-h`} data-testid="home-intro">
      <h2 id={`${id}-h`} className="intro__h">
        {t('home.intro_title', { brand })}
      </h2>
      <div
        id={`${id}-body`}
        ref={bodyRef}
        className={cx('intro__body', !expanded && 'intro__body--clamped')}
        data-testid="intro-body"
      >
        <p>{t('home.intro_p1', { brand, country: market.country, operators: operatorList(t('home.intro_or')) })}</p>
        <p>{t('home.intro_p2')}</p>
        <p>{t('home.intro_p3', { age: AGE_LIMIT })}</p>
      </div>
      {(overflows || expanded) && (
        <button
          type="button"
          className="link-btn intro__toggle"
          aria-expanded={expanded}
          aria-controls={`${id}-body`}
          onClick={() => setExpanded((e) => !e)}
          data-testid="intro-toggle"
        >
          {t(expanded ? 'home.intro_less' : 'home.intro_more')}
        </button>
      )}
    </section>
  );
}
