import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Dialog, DialogButtons } from '../../components/Dialog';

/**
 * The frame of the panel's modal confirmations (alertdialog): title, description, any fields,
 * what failed, then the safe choice (focused first) and the action. Escape or the backdrop
 * takes the safe choice. Given `onSubmit`, the frame is a form and its action submits it.
 */
export function AlertDialog({
  open = true,
  title,
  description,
  keepLabel,
  onKeep,
  busy = false,
  failure,
  action,
  onSubmit,
  children,
}: {
  open?: boolean;
  title: ReactNode;
  description: ReactNode;
  keepLabel: ReactNode;
  onKeep: () => void;
  busy?: boolean;
  failure?: string | null;
  action: ReactNode;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const body = (
    <>
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-description`}>{description}</p>
      {children}
      {failure ? (
        <p className="admin-status admin-status--error" role="alert">
          {failure}
        </p>
      ) : null}
      <DialogButtons className="admin-dialog__actions" dismissLabel={keepLabel} dismissRef={keep} onDismiss={onKeep} busy={busy}>
        {action}
      </DialogButtons>
    </>
  );

  return (
    <Dialog open={open} onClose={onKeep} initialFocus={keep} className="admin-dialog" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`}>
      {!open ? null : onSubmit ? (
        <form className="admin-dialog__inner" noValidate onSubmit={onSubmit}>
          {body}
        </form>
      ) : (
        <div className="admin-dialog__inner">{body}</div>
      )}
    </Dialog>
  );
}

/** A yes-or-cancel confirmation before something that cannot be undone. */
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
  return (
    <AlertDialog
      open={open}
      title={title}
      description={description}
      keepLabel={<FormattedMessage id="admin.delete.cancel" />}
      onKeep={onCancel}
      action={
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      }
    />
  );
}
