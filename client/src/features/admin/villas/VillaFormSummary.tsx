import type { Ref } from 'react';
import { FormattedMessage } from 'react-intl';

/** A message on the villa form: the field's name (its `name` attribute) and label, and the text. */
export interface Problem {
  name: string;
  label: string;
  text: string;
}

/**
 * Above the villa form: every message on it, in the form's order, each a link to its field, or
 * why saving failed. Announced when it appears.
 */
export function VillaFormSummary({ problems, failure, onFocusField, ref }: { problems: Problem[]; failure: string | null; onFocusField: (name: string) => void; ref: Ref<HTMLDivElement> }) {
  if (!problems.length && !failure) return null;
  return (
    <div ref={ref} className="villa-editor__summary" role="alert" tabIndex={-1}>
      <h3>{problems.length ? <FormattedMessage id="admin.villa.summary" values={{ count: problems.length }} /> : <FormattedMessage id="admin.villa.saveFailed" />}</h3>
      {failure ? <p>{failure}</p> : null}
      {problems.length ? (
        <ul>
          {problems.map((problem) => (
            <li key={problem.name}>
              <button type="button" className="link-button" onClick={() => onFocusField(problem.name)}>
                {problem.label}
              </button>
              {/* The server's messages name the field already ("Title (German) must…"). */}
              {problem.text.startsWith(problem.label) ? problem.text.slice(problem.label.length) : `: ${problem.text}`}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
