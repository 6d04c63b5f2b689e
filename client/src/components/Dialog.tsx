import { useEffect, useRef, type DialogHTMLAttributes, type ReactNode, type Ref, type RefObject } from 'react';

export interface DialogProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onCancel' | 'onClose' | 'onClick'> {
  /** Whether the dialog shows; a dialog that is only mounted while open leaves it at true. */
  open?: boolean;
  /** Asked to close: Escape (the dialog's cancel event) or a click on the backdrop. */
  onClose: () => void;
  /** What takes focus on opening; otherwise the browser's choice (the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * False while something outside the dialog must be usable over it: a payment provider's 3-D
   * Secure challenge, which Stripe.js adds to the page's body (a modal dialog would make it inert).
   */
  modal?: boolean;
  children: ReactNode;
}

/**
 * A modal over native <dialog>: showModal() gives the focus trap, the inert page and the
 * backdrop. Escape and a click on the backdrop ask the owner to close (the owner decides,
 * so its state stays the one truth), and closing hands focus back to what had it before.
 * Where showModal() is missing (older browsers, jsdom) the dialog still shows, via `open`.
 */
export function Dialog({ open = true, modal = true, onClose, initialFocus, children, ...rest }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!el.open) {
      if (modal && typeof el.showModal === 'function') el.showModal();
      else if (!modal && typeof el.show === 'function') el.show();
      else el.setAttribute('open', '');
    }
    initialFocus?.current?.focus();
    return () => {
      if (el.open) {
        if (typeof el.close === 'function') el.close();
        else el.removeAttribute('open');
      }
      if (opener?.isConnected) opener.focus();
    };
  }, [open, modal, initialFocus]);

  return (
    <dialog
      ref={dialog}
      {...rest}
      onCancel={(event) => {
        // The owner closes the dialog by changing its state, not the browser behind its back.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) onClose();
      }}
    >
      {children}
    </dialog>
  );
}

/**
 * A dialog's row of buttons: the way back (`onDismiss`, disabled while `busy`; the ref lets the
 * dialog focus it first), then the dialog's own action. `className` is the row's layout.
 */
export function DialogButtons({
  className,
  dismissLabel,
  dismissRef,
  onDismiss,
  busy,
  children,
}: {
  className: string;
  dismissLabel: ReactNode;
  dismissRef?: Ref<HTMLButtonElement>;
  onDismiss: () => void;
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <button ref={dismissRef} type="button" className="button button--outline" onClick={onDismiss} disabled={busy}>
        {dismissLabel}
      </button>
      {children}
    </div>
  );
}
