import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../lib/message-id';

/** A group of the villa form's fields under its legend. */
export function FieldGroup({ legend, describedBy, children }: { legend: MessageId; describedBy?: string; children: ReactNode }) {
  return (
    <fieldset className="villa-editor__section" aria-describedby={describedBy}>
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      {children}
    </fieldset>
  );
}

/** A part of the editor saved on its own (photos, seasons, calendar), under its heading. */
export function EditorSection({ id, title, className, children }: { id: string; title: MessageId; className: string; children: ReactNode }) {
  return (
    <section className={`villa-editor__section ${className}`} aria-labelledby={id}>
      <h3 id={id}>
        <FormattedMessage id={title} />
      </h3>
      {children}
    </section>
  );
}
