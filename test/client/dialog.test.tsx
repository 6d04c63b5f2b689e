import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog } from '../../client/src/components/Dialog';

/** An opener button and a dialog it shows, closed by its own button, Escape or the backdrop. */
function Harness({ withInitialFocus = false }: { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-label="Example" initialFocus={withInitialFocus ? second : undefined}>
        <p>Inside</p>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
        <button ref={second} type="button">
          Second
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens and closes with its owner’s state', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog', { name: 'Example' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Example' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Example' })).not.toBeInTheDocument();
  });

  it('asks its owner to close on Escape (the cancel event) and keeps the browser from closing it alone', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Example' });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Example' })).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByText('Inside'));
    const dialog = screen.getByRole('dialog', { name: 'Example' });
    await user.click(dialog);
    expect(screen.queryByRole('dialog', { name: 'Example' })).not.toBeInTheDocument();
  });

  it('hands focus back to the opener when it closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Done' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('puts focus on the element it is told to', async () => {
    const user = userEvent.setup();
    render(<Harness withInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
  });

  it('closes when its owner unmounts it, and focus returns then too', async () => {
    function Mounted() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open ? (
            <Dialog onClose={() => setOpen(false)} aria-label="Panel">
              <button type="button" onClick={() => setOpen(false)}>
                Close
              </button>
            </Dialog>
          ) : null}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Mounted />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
