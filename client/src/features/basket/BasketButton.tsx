import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { BASKET_REFRESH_MS } from '../../../../common/constants';
import { Tooltip } from '../../components/Tooltip';
import { BasketCountQuery } from './basket.operations';

/** The panel's code is downloaded when the visitor reaches for the button, not with every page. */
const loadPanel = () => import('./BasketPanel').then((module) => ({ default: module.BasketPanel }));
const BasketPanel = lazy(loadPanel);

/** Polling pauses while the tab is hidden: nobody sees the count then. */
const skipWhileHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Header basket button with the item count, refreshed every 2 s; the panel (and the full
 * basket query) exists only while open.
 */
export function BasketButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const { data } = useQuery(BasketCountQuery, { ssr: false, pollInterval: BASKET_REFRESH_MS, skipPollAttempt: skipWhileHidden });
  const count = data?.cart?.itemCount ?? 0;
  const label = intl.formatMessage({ id: 'header.basketCount' }, { count });
  return (
    <>
      <Tooltip content={label} side="bottom" align="end" isLabel>
        <button
          type="button"
          className="icon-button header-count basket-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={() => setOpen(true)}
        >
          {/* The name comes from this text, not aria-label, so the visible count never contradicts it (WCAG 2.5.3). */}
          <span className="visually-hidden">{label}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6">
            <path d="M5 8h14l-1.2 11.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8Z" />
            <path d="M9 8V6a3 3 0 0 1 6 0v2" />
          </svg>
          {count > 0 ? (
            <span className="header-count__badge" aria-hidden="true" data-testid="basket-count">
              {count}
            </span>
          ) : null}
        </button>
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <BasketPanel onClose={() => setOpen(false)} knownCount={count} />
        </Suspense>
      ) : null}
    </>
  );
}
