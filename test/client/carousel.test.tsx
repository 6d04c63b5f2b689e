import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../client/src/i18n/en.json';
import { Carousel } from '../../client/src/components/Carousel';

/** Gives the track the scroll geometry a browser would, which jsdom does not lay out. */
function scrollTo(track: HTMLElement, scrollLeft: number) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 1000 });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 2200 });
  track.scrollLeft = scrollLeft;
  fireEvent.scroll(track);
}

function renderCarousel() {
  render(
    <IntlProvider locale="en" messages={en}>
      <Carousel label="Special offers">
        {['A', 'B', 'C', 'D', 'E'].map((name) => (
          <p key={name}>{name}</p>
        ))}
      </Carousel>
    </IntlProvider>,
  );
  return screen.getByRole('list');
}

describe('carousel buttons (no looping)', () => {
  it('keeps "previous" disabled on the first slide when scroll-snap settles a couple of pixels in', () => {
    const track = renderCarousel();
    scrollTo(track, 2);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('enables "previous" once a slide has moved and disables "next" at the end', () => {
    const track = renderCarousel();
    scrollTo(track, 320);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    scrollTo(track, 1198);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
