import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AMENITY_GROUPS } from '../../../../common/amenities';
import type { AmenityFilter } from '../../../../common/constants';
import { buildSearchQuery, parseSearchQuery } from '../../../../common/search-url';
import { SidePanel } from '../../components/SidePanel';
import { useFormatPrice } from '../../lib/currencies';
import type { MessageId } from '../../lib/forms';
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
            <StepSelect
              label="search.filters.minPrice"
              none="search.filters.noMin"
              steps={PRICE_STEPS}
              value={minPrice}
              onChange={setMinPrice}
              format={formatPrice}
              disabled={(p) => !!maxPrice && p > maxPrice}
            />
            <StepSelect
              label="search.filters.maxPrice"
              none="search.filters.noMax"
              steps={PRICE_STEPS}
              value={maxPrice}
              onChange={setMaxPrice}
              format={formatPrice}
              disabled={(p) => p < minPrice}
            />
          </div>
          <p className="filter-panel__hint">
            <FormattedMessage id="search.filters.perWeek" />
          </p>
        </fieldset>
        <fieldset>
          <legend>
            <FormattedMessage id="search.filters.bedrooms" />
          </legend>
          <StepSelect
            label="search.filters.bedrooms"
            hiddenLabel
            none="search.filters.any"
            steps={BEDROOM_STEPS}
            value={bedrooms}
            onChange={setBedrooms}
            format={(n) => intl.formatMessage({ id: 'search.filters.bedroomsAtLeast' }, { count: n })}
          />
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

/** One of the panel's selects: "no limit" (0) first, then the steps, each shown by `format`. */
function StepSelect({
  label,
  hiddenLabel = false,
  none,
  steps,
  value,
  onChange,
  format,
  disabled,
}: {
  label: MessageId;
  hiddenLabel?: boolean;
  none: MessageId;
  steps: readonly number[];
  value: number;
  onChange: (value: number) => void;
  format: (step: number) => string;
  disabled?: (step: number) => boolean;
}) {
  const intl = useIntl();
  return (
    <label>
      <span className={hiddenLabel ? 'visually-hidden' : 'field-label'}>
        <FormattedMessage id={label} />
      </span>
      <select className="control" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        <option value={0}>{intl.formatMessage({ id: none })}</option>
        {steps.map((step) => (
          <option key={step} value={step} disabled={disabled?.(step)}>
            {format(step)}
          </option>
        ))}
      </select>
    </label>
  );
}
