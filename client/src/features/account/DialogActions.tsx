import type { ReactNode, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { DialogButtons } from '../../components/Dialog';
import type { MessageId } from '../../lib/message-id';

/**
 * The foot of the account's dialogs: what went wrong, if anything, then the way back (`dismiss`,
 * disabled while `busy`) beside the dialog's own action.
 */
export function DialogActions({
  failure,
  dismiss,
  dismissRef,
  onDismiss,
  busy,
  children,
}: {
  failure: ReactNode;
  dismiss: MessageId;
  dismissRef?: Ref<HTMLButtonElement>;
  onDismiss: () => void;
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {failure ? (
        <div className="account-dialog__alert account-dialog__alert--error" role="alert">
          {failure}
        </div>
      ) : null}
      <DialogButtons className="account-dialog__actions" dismissLabel={<FormattedMessage id={dismiss} />} dismissRef={dismissRef} onDismiss={onDismiss} busy={busy}>
        {children}
      </DialogButtons>
    </>
  );
}
