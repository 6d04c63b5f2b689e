import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AMENITY_FILTER_KEYS, type AmenityFilter } from '../../../../common/constants';
import { Icon } from '../../components/icons';
import { useFormatPrice } from '../../lib/currencies';
import { PANEL_PARAMS, type SearchCriteria } from './search.params';

/** Weekly price steps (GBP) offered for the range; shown in the chosen currency. */
const PRICE_STEPS = [1000, 2000, 3000, 4000, 5000, 6000, 8000, 10000, 15000];
const BEDROOM_STEPS = [1, 2, 3, 4, 5, 6];

const AMENITY_LABELS = {
  beachfront: 'amenity.beachfront',
  'infinity-pool': 'amenity.infinityPool',
  island: 'amenity.island',
  'private-pool': 'amenity.privatePool',
  pool: 'amenity.pool',
  family: 'amenity.family',
} as const satisfies Record<AmenityFilter, string>;

/**
 * The Filters panel: price range, minimum bedrooms and amenities. Applying writes them to the
 * URL (so they survive reload and sharing), which drives the server-side filter.
 */
export function FilterPanel({
  criteria,
  params,
  onApply,
  onClose,
}: {
  criteria: SearchCriteria;
  params: URLSearchParams;
  onApply: (next: URLSearchParams) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const formatPrice = useFormatPrice();
  const dialog = useRef<HTMLDialogElement>(null);
  const [minPrice, setMinPrice] = useState(criteria.minPrice ?? 0);
  const [maxPrice, setMaxPrice] = useState(criteria.maxPrice ?? 0);
  const [bedrooms, setBedrooms] = useState(criteria.bedrooms ?? 0);
  const [amenities, setAmenities] = useState<AmenityFilter[]>(criteria.amenities);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (typeof el.showModal === 'function' && !el.open) el.showModal();
    else el.setAttribute('open', '');
    return () => {
      if (el.open && typeof el.close === 'function') el.close();
    };
  }, []);

  const apply = (clear = false) => {
    const next = new URLSearchParams(params);
    PANEL_PARAMS.forEach((key) => next.delete(key));
    if (!clear) {
      if (minPrice) next.set('minPrice', String(minPrice));
      if (maxPrice) next.set('maxPrice', String(maxPrice));
      if (bedrooms) next.set('bedrooms', String(bedrooms));
      if (amenities.length) next.set('amenities', amenities.join(','));
    }
    onApply(next);
  };

  return (
    <dialog
      ref={dialog}
      className="side-panel"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <form
        className="side-panel__inner"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <div className="side-panel__head">
          <h2 id={`${id}-title`}>
            <FormattedMessage id="search.filters" />
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={intl.formatMessage({ id: 'search.filters.close' })}>
            <Icon name="close" />
          </button>
        </div>
        <div className="side-panel__body filter-panel">
          <fieldset>
            <legend>
              <FormattedMessage id="search.filters.price" />
            </legend>
            <div className="filter-panel__row">
              <label>
                <span className="field-label">
                  <FormattedMessage id="search.filters.minPrice" />
                </span>
                <select value={minPrice} onChange={(e) => setMinPrice(Number(e.target.value))}>
                  <option value={0}>{intl.formatMessage({ id: 'search.filters.noMin' })}</option>
                  {PRICE_STEPS.map((p) => (
                    <option key={p} value={p} disabled={!!maxPrice && p > maxPrice}>
                      {formatPrice(p)}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <span className="field-label">
                  <FormattedMessage id="search.filters.maxPrice" />
                </span>
                <select value={maxPrice} onChange={(e) => setMaxPrice(Number(e.target.value))}>
                  <option value={0}>{intl.formatMessage({ id: 'search.filters.noMax' })}</option>
                  {PRICE_STEPS.map((p) => (
                    <option key={p} value={p} disabled={p < minPrice}>
                      {formatPrice(p)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <p className="filter-panel__hint">
              <FormattedMessage id="search.filters.perWeek" />
            </p>
          </fieldset>
          <fieldset>
            <legend>
              <FormattedMessage id="search.filters.bedrooms" />
            </legend>
            <label>
              <span className="visually-hidden">
                <FormattedMessage id="search.filters.bedrooms" />
              </span>
              <select value={bedrooms} onChange={(e) => setBedrooms(Number(e.target.value))}>
                <option value={0}>{intl.formatMessage({ id: 'search.filters.any' })}</option>
                {BEDROOM_STEPS.map((n) => (
                  <option key={n} value={n}>
                    {intl.formatMessage({ id: 'search.filters.bedroomsAtLeast' }, { count: n })}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
          <fieldset>
            <legend>
              <FormattedMessage id="search.filters.amenities" />
            </legend>
            {AMENITY_FILTER_KEYS.map((key) => (
              <label key={key} className="checkbox">
                <input
                  type="checkbox"
                  checked={amenities.includes(key)}
                  onChange={(e) => setAmenities((list) => (e.target.checked ? [...list, key] : list.filter((a) => a !== key)))}
                />
                <FormattedMessage id={AMENITY_LABELS[key]} />
              </label>
            ))}
          </fieldset>
        </div>
        <div className="basket__summary filter-panel__actions">
          <button type="button" className="button button--outline" onClick={() => apply(true)}>
            <FormattedMessage id="search.filters.clear" />
          </button>
          <button type="submit" className="button button--primary">
            <FormattedMessage id="search.filters.apply" />
          </button>
        </div>
      </form>
    </dialog>
  );
}
