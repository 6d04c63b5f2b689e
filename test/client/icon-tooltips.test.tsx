import { act, fireEvent, screen } from '@testing-library/react';
import { TOOLTIP_DELAY_MS } from '../../common/constants';
import { renderApp } from './render';

afterEach(() => jest.useRealTimers());

describe('icon-only controls use the site tooltip (regression: the tooltip delays had no effect)', () => {
  it('the header icons have no native title; their tooltip opens after the tooltip delay and is not read twice', async () => {
    renderApp('/');
    const theme = await screen.findByRole('button', { name: 'Switch to dark theme' }, { timeout: 8000 });
    const basket = screen.getByRole('button', { name: /Basket/ });
    const shortlist = screen.getByRole('link', { name: /Shortlist/ });
    for (const control of [theme, basket, shortlist]) expect(control).not.toHaveAttribute('title');

    jest.useFakeTimers();
    fireEvent.pointerEnter(theme.parentElement!);
    const hint = theme.parentElement!.querySelector('.tooltip')!;
    expect(hint).not.toBeVisible();
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(hint).toBeVisible();
    expect(hint).toHaveTextContent('Switch to dark theme');
    // The hint is the button's own name: not linked as a description as well.
    expect(theme).not.toHaveAttribute('aria-describedby');
    expect(hint).toHaveAttribute('aria-hidden', 'true');
  });
});
