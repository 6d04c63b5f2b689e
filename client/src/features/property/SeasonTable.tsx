import { FormattedMessage, useIntl } from 'react-intl';
import type { Season } from '../../../../common/seasonal-pricing';
import { useFormatPrice } from '../../lib/currencies';
import { formatDate } from '../../lib/dates';
import { TableHead } from '../../components/TableHead';
import { PropertySection } from './PropertySection';

const COLUMNS = [{ label: 'property.seasons.dates' }, { label: 'property.seasons.perWeek', numeric: true }] as const;

/**
 * The villa's seasonal prices: each season's dates in the interface language and its
 * weekly price in the chosen currency, and the base price other nights cost. Nothing without
 * seasons.
 */
export function SeasonTable({ seasons, baseWeeklyPrice }: { seasons: readonly Season[]; baseWeeklyPrice: number }) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  if (!seasons.length) return null;
  return (
    <PropertySection headingId="seasons-title" title="property.seasons.title">
      <table className="property__seasons" data-testid="season-table">
        <TableHead columns={COLUMNS} />
        <tbody>
          {seasons.map((season) => (
            <tr key={season.from}>
              <td>
                <FormattedMessage id="property.seasons.range" values={{ from: formatDate(intl, season.from), to: formatDate(intl, season.to) }} />
              </td>
              <td className="num">{formatPrice(season.weeklyPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="property__seasons-note">
        <FormattedMessage id="property.seasons.note" values={{ price: formatPrice(baseWeeklyPrice) }} />
      </p>
    </PropertySection>
  );
}
