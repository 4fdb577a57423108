import { useReducedMotion } from '@mantine/hooks';
import { CAROUSEL_INTERVAL_MS, type CountryCode } from '@paysight/contract/core';
import { useEffect, useState, type FocusEvent } from 'react';
import classes from './login-carousel.module.css';
import { nextSlide, slideImage, type LoginSlide } from './login-slides';

export interface LoginCarouselProps {
  slides: readonly LoginSlide[];
  /** Picks the slide images: lakhs for India, dollars for the US. */
  countryCode: CountryCode;
  intervalMs?: number;
}

/** 'auto' plays unless the visitor prefers reduced motion; the button switches to 'paused' or 'playing'. */
type Rotation = 'auto' | 'paused' | 'playing';

/**
 * The login page's carousel (SPEC §2.5, §9): advances every 5 s, with an indicator per slide. It
 * pauses while the pointer is over it or keyboard focus is inside it (WAI-ARIA carousel pattern),
 * does not rotate by itself for visitors who prefer reduced motion, and has a pause/play button.
 */
export function LoginCarousel({ slides, countryCode, intervalMs = CAROUSEL_INTERVAL_MS }: LoginCarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [rotation, setRotation] = useState<Rotation>('auto');
  const reducedMotion = useReducedMotion();

  const count = slides.length;
  // The slides change with the mode (a stored enterprise role is read once mounted).
  const active = count > 0 ? index % count : 0;
  const wantsRotation = rotation === 'playing' || (rotation === 'auto' && !reducedMotion);
  const rotating = count > 1 && wantsRotation && !hovered && (rotation === 'playing' || !focused);

  // Each slide gets the full interval, also one the visitor picked.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex(nextSlide(active, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, active, count, intervalMs]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (count === 0) return null;
  return (
    <section
      className={classes.root}
      aria-roledescription="carousel"
      aria-label="What you get with Paysight"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={classes.track} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className={classes.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== active || undefined}
            inert={i !== active}
            data-active={i === active || undefined}
          >
            <div className={classes.frame}>
              <img src={slideImage(countryCode, slide.id)} alt="" width={400} height={300} loading="lazy" decoding="async" />
            </div>
            <h2 className={classes.title}>{slide.title}</h2>
            <p className={classes.description}>{slide.description}</p>
          </div>
        ))}
      </div>

      {count > 1 && (
        <div className={classes.controls}>
          <button
            type="button"
            className={classes.playPause}
            aria-label={wantsRotation ? 'Pause slides' : 'Play slides'}
            onClick={() => setRotation(wantsRotation ? 'paused' : 'playing')}
          >
            {wantsRotation ? (
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <rect x="2" y="1.5" width="2.6" height="9" rx="0.8" fill="currentColor" />
                <rect x="7.4" y="1.5" width="2.6" height="9" rx="0.8" fill="currentColor" />
              </svg>
            ) : (
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <path d="M3 1.8v8.4a.6.6 0 0 0 .9.5l7-4.2a.6.6 0 0 0 0-1L3.9 1.3a.6.6 0 0 0-.9.5z" fill="currentColor" />
              </svg>
            )}
          </button>
          <div className={classes.indicators}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={classes.indicator}
                aria-label={`Slide ${i + 1}`}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
