import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useFormatPrice } from '../../lib/currencies';
import { formatDate } from '../../lib/dates';
import { propertyStayUrl } from '../../lib/urls';

/** A flexible search card's free stays in the month, each a link to the villa with those dates chosen, at the total checkout charges. */
export function StayWeeks({ villaId, villaTitle, stays }: { villaId: string; villaTitle: string; stays: readonly { checkIn: string; checkOut: string; total: number }[] }) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  if (!stays.length) return null;
  return (
    <ul className="stay-weeks" aria-label={intl.formatMessage({ id: 'search.stays.label' }, { villa: villaTitle })} data-testid="stay-weeks">
      {stays.map((stay) => (
        <li key={stay.checkIn}>
          <Link to={propertyStayUrl(villaId, stay)} className="stay-weeks__link">
            <span>{intl.formatMessage({ id: 'property.seasons.range' }, { from: formatDate(intl, stay.checkIn), to: formatDate(intl, stay.checkOut) })}</span>
            <strong data-testid="stay-total">{formatPrice(stay.total)}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}
