import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BasketPanel } from './BasketPanel';

/** Header basket button; the panel (and, later, the basket query) exists only while open. */
export function BasketButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button basket-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={intl.formatMessage({ id: 'header.basket' })}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M5 8h14l-1.2 11.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8Z" />
          <path d="M9 8V6a3 3 0 0 1 6 0v2" />
        </svg>
      </button>
      {open ? <BasketPanel onClose={() => setOpen(false)} /> : null}
    </>
  );
}
