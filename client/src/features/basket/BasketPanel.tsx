import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The basket side panel (spec section 2). A skeleton for now: the basket query and its items
 * arrive with the basket feature; until then it shows the empty state.
 */
export function BasketPanel({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (typeof el.showModal === 'function' && !el.open) el.showModal();
    else el.setAttribute('open', '');
    return () => {
      if (el.open && typeof el.close === 'function') el.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="side-panel"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes the panel.
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="side-panel__inner">
        <div className="side-panel__head">
          <h2 id={titleId}>
            <FormattedMessage id="basket.title" values={{ count: 0 }} />
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={intl.formatMessage({ id: 'basket.close' })}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <div className="side-panel__body side-panel__empty">
          <p>
            <FormattedMessage id="basket.empty" />
          </p>
          <button type="button" className="button button--primary" onClick={onClose}>
            <FormattedMessage id="basket.continue" />
          </button>
        </div>
      </div>
    </dialog>
  );
}
