import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CAROUSEL_CARD_WIDTH_PX } from '../../../common/constants';
import { Icon } from './icons';
import './carousel.css';

/**
 * How far from either end still counts as the end. The track's padding lets scroll-snap settle
 * a couple of pixels in, which must not enable "previous" on the first slide.
 */
const EDGE_TOLERANCE_PX = 4;

/**
 * A row of cards CAROUSEL_CARD_WIDTH_PX wide (narrower on small screens) that moves one card
 * per step with previous/next buttons, and does not loop: the buttons are disabled at either
 * end. The row also scrolls by touch or trackpad.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const intl = useIntl();
  const track = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setAtStart(el.scrollLeft <= EDGE_TOLERANCE_PX);
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - EDGE_TOLERANCE_PX);
  }, []);

  useEffect(() => {
    update();
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [update, children]);

  const step = (direction: 1 | -1) => {
    const el = track.current;
    const first = el?.firstElementChild as HTMLElement | null;
    if (!el || !first) return;
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * (first.offsetWidth + gap), behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div className="carousel" role="region" aria-roledescription={intl.formatMessage({ id: 'carousel.roleDescription' })} aria-label={label}>
      {/* Focusable so keyboard users can scroll it with the arrow keys even when its cards hold no links (reviews). */}
      <ul className="carousel__track" ref={track} tabIndex={0} onScroll={update} style={{ ['--card-width' as string]: `${CAROUSEL_CARD_WIDTH_PX}px` }}>
        {Children.map(children, (child) => (
          <li className="carousel__slide">{child}</li>
        ))}
      </ul>
      <div className="carousel__controls">
        <button type="button" className="icon-button" onClick={() => step(-1)} disabled={atStart} aria-label={intl.formatMessage({ id: 'carousel.previous' })}>
          <Icon name="chevronLeft" />
        </button>
        <button type="button" className="icon-button" onClick={() => step(1)} disabled={atEnd} aria-label={intl.formatMessage({ id: 'carousel.next' })}>
          <Icon name="chevronRight" />
        </button>
      </div>
    </div>
  );
}
