import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { HERO_FADE_MS, HERO_IMAGE_COUNT, HERO_INTERVAL_MS } from '../../../../common/constants';
import { heroImageUrl } from '../../lib/urls';

const HERO_IMAGES = Array.from({ length: HERO_IMAGE_COUNT }, (_, i) => heroImageUrl(i + 1));

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion; false on the server, where nothing moves anyway. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia?.(REDUCED_MOTION);
      query?.addEventListener?.('change', changed);
      return () => query?.removeEventListener?.('change', changed);
    },
    () => !!window.matchMedia?.(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Five hero images, changing every 5 s with a 1 s cross-fade. Decorative (the tagline says what
 * matters), so the images have empty alt text. With reduced motion the first image stays; a
 * button pauses and restarts the slideshow either way (moving content that lasts more than 5 s
 * can be stopped).
 *
 * The first image is the home page's largest paint: it is fetched at high priority, and the
 * others are only added (and the slideshow started) once it has loaded. Stacked in the hero they
 * count as on screen, so lazy loading would not hold them back and they would share the
 * connection with the first.
 */
export function HeroSlideshow() {
  const intl = useIntl();
  const reduced = useReducedMotion();
  // null: as the visitor's motion preference says; otherwise what the button last chose.
  const [paused, setPaused] = useState<boolean | null>(null);
  const playing = paused === null ? !reduced : !paused;
  const [index, setIndex] = useState(0);
  const [others, setOthers] = useState(false);
  const first = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = first.current;
    if (!img || !playing) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      setOthers(true);
      timer = setInterval(() => setIndex((i) => (i + 1) % HERO_IMAGES.length), HERO_INTERVAL_MS);
    };
    if (img.complete) start();
    else {
      img.addEventListener('load', start, { once: true });
      img.addEventListener('error', start, { once: true });
    }
    return () => {
      img.removeEventListener('load', start);
      img.removeEventListener('error', start);
      clearInterval(timer);
    };
  }, [playing]);
  return (
    <>
      <div className="hero__slides" aria-hidden="true">
        {(others ? HERO_IMAGES : HERO_IMAGES.slice(0, 1)).map((src, i) => (
          <img
            key={src}
            ref={i === 0 ? first : undefined}
            src={src}
            alt=""
            width={1600}
            height={900}
            className={`fade-slide${i === index ? ' is-active' : ''}`}
            style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
            decoding={i === 0 ? undefined : 'async'}
          />
        ))}
      </div>
      <button type="button" className="hero__pause" onClick={() => setPaused(playing)} data-testid="hero-pause">
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        <span className="visually-hidden">{intl.formatMessage({ id: playing ? 'home.hero.pause' : 'home.hero.play' })}</span>
      </button>
    </>
  );
}
