import { translate } from '../../i18n/messages';
import { mailTemplate } from '../mail/mail-template';
import type { TripGuide } from './trip.types';

export interface ArrivalGuideMailData {
  name: string;
  villa: string;
  checkIn: string;
  checkOut: string;
  /** The guest's trip page. */
  url: string;
  guide: TripGuide;
}

/** The arrival guide, PRE_ARRIVAL_DAYS before arrival: times, address and map, keys, host, Wi-Fi and house rules. */
export const arrivalGuideMail = mailTemplate<ArrivalGuideMailData>({
  kind: 'arrival-guide',
  audience: 'guest',
  sample: (config) => ({
    name: 'Ada Lovelace',
    villa: 'Villa Aurora',
    checkIn: '2027-05-01',
    checkOut: '2027-05-08',
    url: `${config.publicUrl}/account/trips/00000000-0000-4000-8000-000000000001`,
    guide: {
      checkInTime: '16:00',
      checkOutTime: '10:00',
      address: 'Odos Kassiopis 12, 49081 Kassiopi, Corfu, Greece',
      mapUrl: 'https://www.openstreetmap.org/?mlat=39.7878&mlon=19.9196',
      hostPhone: '+30 26630 81234',
      wifiName: 'VillaAurora',
      wifiPassword: 'sea-view-2027',
      keyCollection: 'Maria meets you at the villa; call her half an hour before you arrive.',
      houseRules: 'No parties. Quiet after 23:00.',
    },
  }),
  compose: ({ locale, config }, data) => {
    const t = (key: Parameters<typeof translate>[1], values: Record<string, string | number> = {}) => translate(locale, key, values);
    const { guide } = data;
    const details = [
      { label: t('mail.arrivalGuide.checkIn'), value: t('mail.arrivalGuide.time', { date: data.checkIn, time: guide.checkInTime }) },
      { label: t('mail.arrivalGuide.checkOut'), value: t('mail.arrivalGuide.timeUntil', { date: data.checkOut, time: guide.checkOutTime }) },
      { label: t('mail.arrivalGuide.address'), value: guide.address },
      ...(guide.mapUrl ? [{ label: t('mail.arrivalGuide.map'), value: guide.mapUrl }] : []),
      { label: t('mail.arrivalGuide.keys'), value: guide.keyCollection },
      { label: t('mail.arrivalGuide.phone'), value: guide.hostPhone },
      ...(guide.wifiName ? [{ label: t('mail.arrivalGuide.wifi'), value: t('mail.arrivalGuide.wifiValue', { name: guide.wifiName, password: guide.wifiPassword }) }] : []),
      ...(guide.houseRules ? [{ label: t('mail.arrivalGuide.rules'), value: guide.houseRules }] : []),
    ];
    const values = { name: data.name, villa: data.villa, checkIn: data.checkIn, url: data.url, company: config.company.name };
    return {
      subject: t('mail.arrivalGuide.subject', values),
      text: t('mail.arrivalGuide.text', values),
      details,
      action: { label: t('mail.arrivalGuide.action'), url: data.url },
    };
  },
});
