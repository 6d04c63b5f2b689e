import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SidePanel } from '../../components/SidePanel';
import { BasketLines } from './BasketLines';
import { BasketPanelQuery } from './basket.operations';
import './basket.css';

/**
 * The basket side panel: a modal dialog from the right. The basket is fetched when it opens;
 * removals answer the new basket, which updates the cache in place. A failed removal says
 * nothing: the line stays, to be removed again.
 */
export function BasketPanel({ onClose, knownCount = 0 }: { onClose: () => void; knownCount?: number }) {
  const intl = useIntl();
  const { data, loading } = useQuery(BasketPanelQuery, { fetchPolicy: 'cache-and-network' });

  const cart = data?.cart;
  // Until the basket arrives, the title carries the header's count.
  const count = cart?.itemCount ?? knownCount;

  let body;
  if (!cart && loading) {
    body = (
      <p className="side-panel__status" role="status">
        <FormattedMessage id="basket.loading" />
      </p>
    );
  } else if (!cart || count === 0) {
    body = (
      <div className="side-panel__body side-panel__empty">
        <p>
          <FormattedMessage id="basket.empty" />
        </p>
        <button type="button" className="button button--primary" onClick={onClose}>
          <FormattedMessage id="basket.continue" />
        </button>
      </div>
    );
  } else {
    body = <BasketLines cart={cart} onClose={onClose} />;
  }

  return (
    <SidePanel title={<FormattedMessage id="basket.title" values={{ count }} />} closeLabel={intl.formatMessage({ id: 'basket.close' })} onClose={onClose}>
      {body}
    </SidePanel>
  );
}
