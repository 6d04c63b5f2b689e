import { useEffect, useState, useSyncExternalStore } from 'react';
import { currentAnnouncement, subscribeAnnouncements } from '../lib/announce';

/** The page's live region for announce(): present and empty from the first paint, so a later text is a change that is read. */
export function Announcer() {
  const current = useSyncExternalStore(subscribeAnnouncements, currentAnnouncement, currentAnnouncement);
  // Emptied first and filled a moment later: the same words twice are still a change.
  const [ready, setReady] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setReady(current.serial), 50);
    return () => clearTimeout(timer);
  }, [current]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="announcer">
      {ready === current.serial ? current.text : ''}
    </div>
  );
}
