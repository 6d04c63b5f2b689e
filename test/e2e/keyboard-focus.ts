import { expect, type Locator, type Page } from './fixtures';

/** What the page says about the focused element: where it is, what is drawn over its centre, and its focus ring. */
interface FocusReport {
  inViewport: boolean;
  covered: string | null;
  indicator: boolean;
  styles: string;
}

/**
 * The three checks of every keyboard step: `target` has the focus (WCAG 2.4.3), it lies in the
 * viewport with nothing drawn over its centre, such as the sticky header or a banner (2.4.11),
 * and a focus indicator is drawn: its outline or shadow, or its label's, differs from how it looks
 * unfocused (2.4.7). The comparison blurs and refocuses the element, which keeps :focus-visible
 * because the last input was the keyboard.
 */
export async function expectFocusUsable(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const report = await target.evaluate(async (el: HTMLElement): Promise<FocusReport> => {
    // After the page's own reaction to the focus (scrolling a control clear of a bar) has painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // The first box of an inline element (a link that wraps has two): its centre is on the text.
    const rect = el.getClientRects()[0] ?? el.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const inViewport = rect.width > 0 && rect.height > 0 && x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight;
    const hit = document.elementFromPoint(x, y);
    const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
    const ours = !!hit && (hit === el || el.contains(hit) || labels.some((label) => label.contains(hit)));
    const covered = ours ? null : (hit?.outerHTML.slice(0, 160) ?? 'nothing');
    // The ring may be drawn by the element, its label (a styled radio) or a wrapper (:focus-within, a card's :has()).
    const drawers = [el, ...labels, el.parentElement, el.closest('article, li')].filter((node): node is HTMLElement => !!node);
    const look = () => drawers.map((node) => { const s = getComputedStyle(node); return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}|${s.boxShadow}|${s.borderColor}`; }).join(' / ');
    const focused = look();
    el.blur();
    const unfocused = look();
    el.focus({ preventScroll: true });
    return { inViewport, covered, indicator: focused !== unfocused, styles: `${focused} vs ${unfocused}` };
  });
  const name = (await target.evaluate((el) => el.outerHTML.slice(0, 120))) as string;
  expect(report.inViewport, `${name} is in the viewport`).toBe(true);
  expect(report.covered, `${name} is not covered`).toBeNull();
  expect(report.indicator, `${name} shows a focus indicator (${report.styles})`).toBe(true);
  await expect(target).toBeFocused();
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, then checks it as
 * expectFocusUsable does; fails when it is not reached within `max` presses (not in the tab order).
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await target.waitFor();
  const handle = await target.elementHandle();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await handle!.evaluate((el) => el === document.activeElement)) {
      await expectFocusUsable(target);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${await target.evaluate((el) => el.outerHTML.slice(0, 160))} was not reached with ${max} presses of Tab`);
}

/** Presses `key` and checks that the focus is then usable on `target`. */
export async function pressThenFocused(page: Page, key: string, target: Locator): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusUsable(target);
}

/** The skip link: the first Tab reaches it, Enter moves the focus to the main content. */
export async function skipToMain(page: Page, name: string): Promise<void> {
  // Once the page is drawn in its language (a server-rendered page may switch after loading).
  await page.locator('main h1').first().waitFor();
  await page.getByRole('link', { name }).waitFor({ state: 'attached' });
  await pressThenFocused(page, 'Tab', page.getByRole('link', { name }));
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
}

/**
 * Types a day into the focused native date input, segment by segment as the keyboard does. Debian's
 * headless Chromium lays its date fields out month/day/year whatever the page's language.
 */
export async function typeDate(page: Page, field: Locator, iso: string): Promise<void> {
  await page.keyboard.type(`${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`);
  await expect(field).toHaveValue(iso);
}
