import { businessToday, isIsoDate } from '../../../../common/dates';
import { clientIpHash, inTransaction, type RequestContext } from '../../graphql/context';
import { badInput } from '../../errors';
import { clientAddress, consumeAttempt } from '../../rate-limits';
import { DEFAULT_LOCALE } from '../../../../common/locale';
import { translate } from '../../i18n/messages';
import { enqueueMail } from '../mail/mail.service';
import { renderMail, type MailTemplate } from '../mail/mail-template';
import { enquiryMail, flightInquiryMail } from './enquiries.mails';
import { Enquiry, FlightInquiry } from './enquiry.entity';
import type { EnquiryInput, FlightInquiryInput, SubmissionResult } from './enquiry.types';


const trimmed = (value: string) => value.trim();

/** Staff read each form as a mail to the company address in the company's language; the guest's language is one of `params`. */
async function mailStaff<P extends Record<string, string | number>>(tx: RequestContext, template: MailTemplate<P>, params: P): Promise<unknown> {
  return enqueueMail(tx, await renderMail(template, { locale: DEFAULT_LOCALE, config: tx.config }, tx.config.company.email, params));
}

/** Each form is limited per client address (RATE_LIMIT_ENQUIRY, RATE_LIMIT_FLIGHT_INQUIRY), so a bot cannot flood staff. */
export async function submitEnquiry(ctx: RequestContext, input: EnquiryInput): Promise<SubmissionResult> {
  await consumeAttempt(ctx, [{ limit: 'enquiry', subject: clientAddress(ctx) }]);
  return inTransaction(ctx, async (tx) => {
    const ipHash = clientIpHash(tx);
    const enquiry = tx.manager.getRepository(Enquiry).create({
      name: trimmed(input.name),
      email: trimmed(input.email),
      phone: trimmed(input.phone),
      subject: trimmed(input.subject),
      message: trimmed(input.message),
      locale: tx.locale,
      ipHash,
    });
    await tx.manager.getRepository(Enquiry).save(enquiry);
    const { name, email, phone, subject, message, locale: language } = enquiry;
    await mailStaff(tx, enquiryMail, { name, email, phone, subject, message, language });
    return { message: translate(tx.locale, 'enquiry.sent') };
  });
}

/** The rules the form's fields cannot check alone: real dates, departure after today, return on or after it. */
function assertFlightDates(input: FlightInquiryInput, today: string): void {
  if (!isIsoDate(input.departureDate)) throw badInput('flight.departureDate', 'departureDate');
  if (!isIsoDate(input.returnDate)) throw badInput('flight.returnDate', 'returnDate');
  if (input.departureDate <= today) throw badInput('flight.departureInPast', 'departureDate');
  if (input.returnDate < input.departureDate) throw badInput('flight.returnBeforeDeparture', 'returnDate');
}

export async function submitFlightInquiry(ctx: RequestContext, input: FlightInquiryInput): Promise<SubmissionResult> {
  assertFlightDates(input, businessToday());
  await consumeAttempt(ctx, [{ limit: 'flightInquiry', subject: clientAddress(ctx) }]);
  return inTransaction(ctx, async (tx) => {
    const ipHash = clientIpHash(tx);
    const message = input.message?.trim();
    const inquiry = tx.manager.getRepository(FlightInquiry).create({
      name: trimmed(input.name),
      email: trimmed(input.email),
      phone: trimmed(input.phone),
      passengers: input.passengers,
      departureCountry: trimmed(input.departureCountry),
      departureCity: trimmed(input.departureCity),
      destinationCountry: trimmed(input.destinationCountry),
      destinationCity: trimmed(input.destinationCity),
      departureDate: input.departureDate,
      returnDate: input.returnDate,
      message: message ? message : null,
      locale: tx.locale,
      ipHash,
    });
    await tx.manager.getRepository(FlightInquiry).save(inquiry);
    const { name, email, phone, passengers, departureCountry, departureCity, destinationCountry, destinationCity, departureDate, returnDate, locale: language } = inquiry;
    await mailStaff(tx, flightInquiryMail, {
      name, email, phone, passengers, departureCountry, departureCity, destinationCountry, destinationCity, departureDate, returnDate, language, message: inquiry.message ?? '-',
    });
    return { message: translate(tx.locale, 'flight.sent') };
  });
}

/**
 * What was sent under this address, newest first (the guest's data export). Both forms are
 * matched by e-mail, as the account deletion removes them; the hashed client address stays out.
 */
export async function contactRequestsFrom(ctx: Pick<RequestContext, 'manager'>, email: string): Promise<{ enquiries: Omit<Enquiry, 'ipHash'>[]; flightInquiries: Omit<FlightInquiry, 'ipHash'>[] }> {
  const byEmail = <T extends Enquiry | FlightInquiry>(entity: new () => T) =>
    ctx.manager.getRepository(entity).createQueryBuilder('r').where('lower(r.email) = lower(:email)', { email }).orderBy('r.created_at', 'DESC').addOrderBy('r.id').getMany();
  const withoutIp = <T extends { ipHash: string }>({ ipHash: _ipHash, ...fields }: T) => fields;
  const [enquiries, flightInquiries] = [await byEmail(Enquiry), await byEmail(FlightInquiry)];
  return { enquiries: enquiries.map(withoutIp), flightInquiries: flightInquiries.map(withoutIp) };
}
