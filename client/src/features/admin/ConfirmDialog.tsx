import { useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Dialog } from '../../components/Dialog';

/**
 * A modal confirmation (alertdialog): focus starts on Cancel, the safe choice; Escape or
 * the backdrop cancels.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      initialFocus={cancel}
      className="admin-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
    >
      {open ? (
        <div className="admin-dialog__inner">
          <h2 id={`${id}-title`}>{title}</h2>
          <p id={`${id}-description`}>{description}</p>
          <div className="admin-dialog__actions">
            <button ref={cancel} type="button" className="button button--outline" onClick={onCancel}>
              <FormattedMessage id="admin.delete.cancel" />
            </button>
            <button type="button" className="button button--danger" onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
