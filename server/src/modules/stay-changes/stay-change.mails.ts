import { messageTemplate } from '../mail/mail-template';

/**
 * "Your dates have changed": the stay's new and previous dates; the calendar file it carries
 * (same UID, higher SEQUENCE) replaces the entry the confirmation put in the guest's calendar.
 */
export const bookingDatesChangedMail = messageTemplate({
  kind: 'booking-dates-changed',
  audience: 'guest',
  subject: 'stayChange.mailSubject',
  text: 'stayChange.mailText',
  action: { label: 'stayChange.mailAction', url: 'url' },
  sample: (config) => ({
    name: 'Ada Lovelace',
    orderNumber: 'VB-2027-1001',
    company: config.company.name,
    villa: 'Villa Aurora',
    checkIn: '2027-05-08',
    checkOut: '2027-05-15',
    previousCheckIn: '2027-05-01',
    previousCheckOut: '2027-05-08',
    url: `${config.publicUrl}/account/trips/00000000-0000-4000-8000-000000000001`,
  }),
});
