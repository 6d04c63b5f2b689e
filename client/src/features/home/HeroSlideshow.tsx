import { useEffect, useRef, useState } from 'react';
import { HERO_FADE_MS, HERO_IMAGE_COUNT, HERO_INTERVAL_MS } from '../../../../common/constants';
import { heroImageUrl } from '../../lib/urls';

const HERO_IMAGES = Array.from({ length: HERO_IMAGE_COUNT }, (_, i) => heroImageUrl(i + 1));

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Five hero images, changing every 5 s with a 1 s cross-fade. Decorative (the tagline says what
 * matters), so the images have empty alt text. With reduced motion the first image stays.
 *
 * The first image is the home page's largest paint: it is fetched at high priority, and the
 * others are only added (and the slideshow started) once it has loaded. Stacked in the hero they
 * count as on screen, so lazy loading would not hold them back and they would share the
 * connection with the first.
 */
export function HeroSlideshow() {
  const [index, setIndex] = useState(0);
  const [others, setOthers] = useState(false);
  const first = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = first.current;
    if (!img || prefersReducedMotion()) return;
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
  }, []);
  return (
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
  );
}
