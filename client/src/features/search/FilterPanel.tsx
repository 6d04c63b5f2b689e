import { useState, type ComponentProps } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { AMENITY_GROUPS } from '../../../../common/amenities';
import { AMENITY_FILTER_KEYS } from '../../../../common/constants';
import { buildSearchQuery, parseSearchQuery } from '../../../../common/search-url';
import { SidePanel } from '../../components/SidePanel';
import { useFormatPrice } from '../../lib/currencies';
import { useZodForm } from '../../lib/form';
import type { MessageId } from '../../lib/message-id';
import type { SearchCriteria } from './search.params';

/** Weekly price steps (GBP) offered for the range; shown in the chosen currency. */
const PRICE_STEPS = [1000, 2000, 3000, 4000, 5000, 6000, 8000, 10000, 15000];
const BEDROOM_STEPS = [1, 2, 3, 4, 5, 6];

/** The panel's choices; 0 is no bound. Any combination is a search. */
const filterSchema = z.object({ minPrice: z.number(), maxPrice: z.number(), bedrooms: z.number(), amenities: z.array(z.enum(AMENITY_FILTER_KEYS)) });
type FilterValues = z.infer<typeof filterSchema>;

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
  const [defaultValues] = useState<FilterValues>(() => ({ minPrice: criteria.minPrice ?? 0, maxPrice: criteria.maxPrice ?? 0, bedrooms: criteria.bedrooms ?? 0, amenities: criteria.amenities }));
  const { control, input, register, submit } = useZodForm(filterSchema, { defaultValues });
  const [minPrice, maxPrice] = useWatch({ control, name: ['minPrice', 'maxPrice'] });

  /** The search with the panel's choices, or (null) without any. */
  const apply = (chosen: FilterValues | null) => {
    const panel = chosen ? { minPrice: chosen.minPrice || undefined, maxPrice: chosen.maxPrice || undefined, bedrooms: chosen.bedrooms || undefined, amenities: chosen.amenities } : {};
    onApply(buildSearchQuery({ ...parseSearchQuery(params), minPrice: undefined, maxPrice: undefined, bedrooms: undefined, amenities: undefined, ...panel }));
  };

  return (
    <SidePanel
      title={<FormattedMessage id="search.filters" />}
      closeLabel={intl.formatMessage({ id: 'search.filters.close' })}
      onClose={onClose}
      onSubmit={submit(apply)}
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
              select={input('minPrice', { valueAsNumber: true })}
              format={formatPrice}
              disabled={(p) => !!maxPrice && p > maxPrice}
            />
            <StepSelect
              label="search.filters.maxPrice"
              none="search.filters.noMax"
              steps={PRICE_STEPS}
              select={input('maxPrice', { valueAsNumber: true })}
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
            select={input('bedrooms', { valueAsNumber: true })}
            format={(n) => intl.formatMessage({ id: 'search.filters.bedroomsAtLeast' }, { count: n })}
          />
        </fieldset>
        <fieldset>
          <legend>
            <FormattedMessage id="search.filters.amenities" />
          </legend>
          {AMENITY_GROUPS.map(({ value: key, messageId }) => (
            <label key={key} className="checkbox">
              <input type="checkbox" value={key} {...register('amenities')} />
              <FormattedMessage id={messageId} />
            </label>
          ))}
        </fieldset>
      </div>
      <div className="basket__summary filter-panel__actions">
        <button type="button" className="button button--outline" onClick={() => apply(null)}>
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
  select,
  format,
  disabled,
}: {
  label: MessageId;
  hiddenLabel?: boolean;
  none: MessageId;
  steps: readonly number[];
  /** The select's binding to the form. */
  select: ComponentProps<'select'>;
  format: (step: number) => string;
  disabled?: (step: number) => boolean;
}) {
  const intl = useIntl();
  return (
    <label>
      <span className={hiddenLabel ? 'visually-hidden' : 'field-label'}>
        <FormattedMessage id={label} />
      </span>
      <select className="control" {...select}>
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
