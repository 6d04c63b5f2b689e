import { act, render } from '@testing-library/react';
import { floatingStateAfterScroll, useFloatingControls } from '../../client/src/lib/useFloatingControls';

function Page() {
  useFloatingControls();
  return null;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('floating chat button and reviews tab on phones (regression: they covered content)', () => {
  it('wait tucked away at the top and while reading down, come out on the way back up and at the end', () => {
    expect(floatingStateAfterScroll(0, 0, 800, 4000)).toBe('tucked');
    expect(floatingStateAfterScroll(0, 300, 800, 4000)).toBe('tucked');
    expect(floatingStateAfterScroll(900, 600, 800, 4000)).toBe('out');
    expect(floatingStateAfterScroll(3000, 3180, 800, 4000)).toBe('out');
    // Jitter of a few pixels changes nothing.
    expect(floatingStateAfterScroll(600, 603, 800, 4000)).toBeUndefined();
  });

  it('keeps the state on the document root for the CSS, and cleans up', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    scrollTo(0);
    const { unmount } = render(<Page />);
    expect(document.documentElement.dataset.floating).toBe('tucked');
    scrollTo(1200);
    expect(document.documentElement.dataset.floating).toBe('tucked');
    scrollTo(900);
    expect(document.documentElement.dataset.floating).toBe('out');
    scrollTo(1500);
    expect(document.documentElement.dataset.floating).toBe('tucked');
    unmount();
    expect(document.documentElement.dataset.floating).toBeUndefined();
  });
});
