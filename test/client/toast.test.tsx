import { act, render, screen, fireEvent } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { TOAST_DURATION_MS, TOOLTIP_DELAY_MS } from '../../common/constants';
import en from '../../client/src/i18n/en.json';
import { Toaster } from '../../client/src/components/Toaster';
import { resetToasts, toast } from '../../client/src/components/toast.store';
import { Tooltip } from '../../client/src/components/Tooltip';

function renderToaster() {
  return render(
    <IntlProvider locale="en" messages={en}>
      <Toaster />
    </IntlProvider>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  resetToasts();
});
afterEach(() => jest.useRealTimers());

test('shows one toast at a time: a new one replaces the previous', () => {
  renderToaster();
  act(() => void toast({ title: 'First' }));
  act(() => void toast({ title: 'Second', description: 'More' }));
  expect(screen.queryByText('First')).toBeNull();
  expect(screen.getByText('Second')).toBeInTheDocument();
  expect(screen.getByText('More')).toBeInTheDocument();
});

test('a toast hides itself after 5000 ms by default', () => {
  renderToaster();
  act(() => void toast({ title: 'Saved' }));
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 10));
  expect(screen.getByText('Saved')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(20));
  expect(screen.queryByText('Saved')).toBeNull();
});

test('destructive toasts are alerts; default ones are status messages; the close button hides them', () => {
  renderToaster();
  act(() => void toast({ title: 'Broken', variant: 'destructive' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Broken');
  act(() => void toast({ title: 'Fine' }));
  expect(screen.getByRole('status')).toHaveTextContent('Fine');
  fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
  expect(screen.queryByText('Fine')).toBeNull();
});

test('each toast is an item of the list, and only its text is announced, not its close button', () => {
  renderToaster();
  act(() => void toast({ title: 'Saved', description: 'All good' }));
  const [item] = screen.getAllByRole('listitem');
  const status = screen.getByRole('status');
  expect(item).toContainElement(status);
  expect(status).toHaveTextContent('SavedAll good');
  expect(status).not.toContainElement(screen.getByRole('button', { name: 'Close notification' }));
});

test('a tooltip opens after 700 ms of hover and at once when moving from another within 300 ms', () => {
  render(
    <>
      <Tooltip content="Hint A">
        <button type="button">A</button>
      </Tooltip>
      <Tooltip content="Hint B">
        <button type="button">B</button>
      </Tooltip>
    </>,
  );
  const a = screen.getByRole('button', { name: 'A' });
  fireEvent.pointerEnter(a);
  act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 10));
  expect(screen.queryByRole('tooltip')).toBeNull();
  act(() => jest.advanceTimersByTime(20));
  expect(screen.getByRole('tooltip')).toHaveTextContent('Hint A');
  expect(a).toHaveAccessibleDescription('Hint A');
  fireEvent.pointerLeave(a);
  fireEvent.pointerEnter(screen.getByRole('button', { name: 'B' }));
  expect(screen.getByRole('tooltip')).toHaveTextContent('Hint B');
});
