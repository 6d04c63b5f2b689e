import { messageTemplate } from '../mail/mail-template';

/** Staff read each contact form as a mail to the company address. */
export const enquiryMail = messageTemplate({
  kind: 'enquiry',
  audience: 'staff',
  subject: 'mail.enquiry.subject',
  text: 'mail.enquiry.text',
  sample: () => ({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', subject: 'Villa for a family of six', message: 'We would like a villa with a pool near the beach for the last two weeks of August.', language: 'en' }),
});

export const flightInquiryMail = messageTemplate({
  kind: 'flight-inquiry',
  audience: 'staff',
  subject: 'mail.flightInquiry.subject',
  text: 'mail.flightInquiry.text',
  sample: () => ({
    name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', language: 'en', passengers: 4,
    departureCity: 'London', departureCountry: 'United Kingdom', destinationCity: 'Palma', destinationCountry: 'Spain',
    departureDate: '2027-05-01', returnDate: '2027-05-08', message: '-',
  }),
});
