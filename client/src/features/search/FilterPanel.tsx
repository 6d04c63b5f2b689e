import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AMENITY_GROUPS } from '../../../../common/amenities';
import type { AmenityFilter } from '../../../../common/constants';
import { buildSearchQuery, parseSearchQuery } from '../../../../common/search-url';
import { SidePanel } from '../../components/SidePanel';
import { useFormatPrice } from '../../lib/currencies';
import type { SearchCriteria } from './search.params';

/** Weekly price steps (GBP) offered for the range; shown in the chosen currency. */
const PRICE_STEPS = [1000, 2000, 3000, 4000, 5000, 6000, 8000, 10000, 15000];
const BEDROOM_STEPS = [1, 2, 3, 4, 5, 6];

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
  const formatPrice = useFormatPrice();
  const [minPrice, setMinPrice] = useState(criteria.minPrice ?? 0);
  const [maxPrice, setMaxPrice] = useState(criteria.maxPrice ?? 0);
  const [bedrooms, setBedrooms] = useState(criteria.bedrooms ?? 0);
  const [amenities, setAmenities] = useState<AmenityFilter[]>(criteria.amenities);

  const apply = (clear = false) => {
    const panel = clear ? {} : { minPrice: minPrice || undefined, maxPrice: maxPrice || undefined, bedrooms: bedrooms || undefined, amenities };
    onApply(buildSearchQuery({ ...parseSearchQuery(params), minPrice: undefined, maxPrice: undefined, bedrooms: undefined, amenities: undefined, ...panel }));
  };

  return (
    <SidePanel
      title={<FormattedMessage id="search.filters" />}
      closeLabel={intl.formatMessage({ id: 'search.filters.close' })}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
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
              <select className="control" value={minPrice} onChange={(e) => setMinPrice(Number(e.target.value))}>
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
              <select className="control" value={maxPrice} onChange={(e) => setMaxPrice(Number(e.target.value))}>
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
            <select className="control" value={bedrooms} onChange={(e) => setBedrooms(Number(e.target.value))}>
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
          {AMENITY_GROUPS.map(({ value: key, messageId }) => (
            <label key={key} className="checkbox">
              <input
                type="checkbox"
                checked={amenities.includes(key)}
                onChange={(e) => setAmenities((list) => (e.target.checked ? [...list, key] : list.filter((a) => a !== key)))}
              />
              <FormattedMessage id={messageId} />
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
    </SidePanel>
  );
}
