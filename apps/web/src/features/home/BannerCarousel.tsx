import { useCallback, useId, useRef } from 'react';
import { Link } from 'react-router';
import { HOME_SLIDE_HEIGHT, HOME_SLIDE_WIDTH, type HomeSlide } from '@nyota/contract/home-slides';
import { useI18n, type Language } from '../../shared/i18n/i18n';
import { useIsMobile, useMediaQuery } from '../../shared/lib/layout';
import { homeSlides } from '../../shared/lib/home-slides';
import { cx } from '../../shared/lib/cx';
import * as ic from '../../shared/ui/icons';
import { Icon } from '../../shared/ui/Icon';
import { nextAutoPosition, slidesPerView } from './carousel-logic';
import { useAutoplay } from './use-autoplay';
import { REDUCED_MOTION_QUERY, useCarousel } from './use-carousel';
import './carousel.css';

/**
 * The home banner (wallet seed, home): the slides the server configured for its market, 1 in view
 * on phones and 3 on desktop. A scroll-snap track, so a swipe is the browser's own; buttons and
 * dots move it from a keyboard. See docs/product-rules/home-page.md for the rules.
 */
export function BannerCarousel() {
  const slides = homeSlides;
  const { t, lang } = useI18n();
  const perView = slidesPerView(useIsMobile());
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const rootRef = useRef<HTMLElement>(null);
  const trackId = useId();
  const { trackRef, position, positions, goTo } = useCarousel(slides.length, perView, reducedMotion);
  const advance = useCallback(() => goTo(nextAutoPosition(position, positions)), [goTo, position, positions]);
  const autoplay = useAutoplay(rootRef, advance, { canMove: positions > 1, position, reducedMotion });

  if (slides.length === 0) return null;
  return (
    <section
      ref={rootRef}
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('home.banner_label')}
      data-testid="banner-carousel"
      data-position={position}
      {...autoplay.holdHandlers}
    >
      <div ref={trackRef} id={trackId} className="carousel__track">
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className="carousel__slide"
            data-slide
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.banner_slide', { n: i + 1, total: slides.length })}
            data-testid={`banner-slide-${slide.id}`}
          >
            <SlideFace slide={slide} lang={lang} first={i === 0} />
          </div>
        ))}
      </div>
      {positions > 1 && (
        <CarouselControls
          trackId={trackId}
          position={position}
          positions={positions}
          goTo={goTo}
          stopped={autoplay.stopped}
          onToggle={autoplay.toggle}
        />
      )}
    </section>
  );
}

interface ControlsProps {
  trackId: string;
  position: number;
  positions: number;
  goTo: (position: number) => void;
  stopped: boolean;
  onToggle: () => void;
}

/** Pause/play, one dot per resting position, previous and next: every move without a swipe. */
function CarouselControls({ trackId, position, positions, goTo, stopped, onToggle }: ControlsProps) {
  const { t } = useI18n();
  return (
    <div className="carousel__controls">
      <button
        type="button"
        className="icon-btn carousel__btn"
        onClick={onToggle}
        aria-label={t(stopped ? 'home.banner_play' : 'home.banner_pause')}
        data-autoplay-toggle
        data-testid="banner-autoplay"
      >
        <Icon d={stopped ? ic.play : ic.pause} size={20} />
      </button>
      <div className="carousel__dots">
        {Array.from({ length: positions }, (_, p) => (
          <button
            key={p}
            type="button"
            className={cx('carousel__dot', p === position && 'carousel__dot--on')}
            aria-label={t('home.banner_show', { n: p + 1 })}
            aria-controls={trackId}
            aria-current={p === position ? 'true' : undefined}
            onClick={() => goTo(p)}
            data-testid={`banner-dot-${p}`}
          />
        ))}
      </div>
      <button
        type="button"
        className="icon-btn carousel__btn"
        onClick={() => goTo(position - 1)}
        disabled={position === 0}
        aria-label={t('home.banner_prev')}
        aria-controls={trackId}
        data-testid="banner-prev"
      >
        <Icon d={ic.back} size={20} />
      </button>
      <button
        type="button"
        className="icon-btn carousel__btn"
        onClick={() => goTo(position + 1)}
        disabled={position === positions - 1}
        aria-label={t('home.banner_next')}
        aria-controls={trackId}
        data-testid="banner-next"
      >
        <Icon d={ic.chevron} size={20} />
      </button>
    </div>
  );
}

/** The picture is decoration (its title is text on it), so it is the one thing not read out. */
function SlideFace({ slide, lang, first }: { slide: HomeSlide; lang: Language; first: boolean }) {
  const face = (
    <>
      <img
        className="carousel__img"
        src={slide.image}
        alt=""
        width={HOME_SLIDE_WIDTH}
        height={HOME_SLIDE_HEIGHT}
        // The first slide is the page's largest paint; the rest wait until they come near the view.
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'low'}
        decoding="async"
      />
      <span className="carousel__title" data-testid="banner-title">
        {slide.title[lang]}
      </span>
    </>
  );
  return slide.to ? (
    <Link to={slide.to} className="carousel__face">
      {face}
    </Link>
  ) : (
    <div className="carousel__face">{face}</div>
  );
}
