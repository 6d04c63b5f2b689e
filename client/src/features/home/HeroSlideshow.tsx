import { useEffect, useState } from 'react';
import { HERO_FADE_MS, HERO_IMAGE_COUNT, HERO_INTERVAL_MS } from '../../../../common/constants';

const HERO_IMAGES = Array.from({ length: HERO_IMAGE_COUNT }, (_, i) => `/images/hero/${i + 1}.svg`);

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Five hero images, changing every 5 s with a 1 s cross-fade. Decorative (the tagline says what
 * matters), so the images have empty alt text. With reduced motion the first image stays.
 */
export function HeroSlideshow() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % HERO_IMAGES.length), HERO_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="hero__slides" aria-hidden="true">
      {HERO_IMAGES.map((src, i) => (
        <img
          key={src}
          src={src}
          alt=""
          width={1600}
          height={900}
          className={`hero__slide${i === index ? ' is-active' : ''}`}
          style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : undefined}
          decoding="async"
        />
      ))}
    </div>
  );
}
