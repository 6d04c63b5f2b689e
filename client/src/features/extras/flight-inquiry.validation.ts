import * as z from 'zod/mini';
import { MAX_PASSENGERS, MIN_NAME_LENGTH, MIN_PASSENGERS, MIN_PHONE_LENGTH } from '../../../../common/constants';
import { isValidEmail } from '../../lib/fields';
import { formRule, rule, trimmedMin } from '../../lib/form';

export interface FlightInquiryValues {
  name: string;
  email: string;
  phone: string;
  /** As typed. */
  passengers: string;
  departureCountry: string;
  departureCity: string;
  destinationCountry: string;
  destinationCity: string;
  departureDate: string;
  returnDate: string;
  message: string;
}

export const EMPTY_FLIGHT_INQUIRY: FlightInquiryValues = {
  name: '',
  email: '',
  phone: '',
  passengers: String(MIN_PASSENGERS),
  departureCountry: '',
  departureCity: '',
  destinationCountry: '',
  destinationCity: '',
  departureDate: '',
  returnDate: '',
  message: '',
};

const wholeNumber = (text: string) => Number.isInteger(Number(text));
const filled = (text: string) => text.trim() !== '';

/**
 * A flight inquiry: everything but the message is required, at least 1 passenger, the departure
 * after `today` (an ISO date) and the return on or after the departure. Name, e-mail and phone
 * follow the enquiry rules. A field shows its first failing rule; the messages are message ids.
 */
export function flightInquirySchema(today: string): z.ZodMiniType<FlightInquiryValues, FlightInquiryValues> {
  return z
    .object({
      name: z.string().check(trimmedMin(MIN_NAME_LENGTH, 'flight.error.name')),
      email: z.string().check(rule(isValidEmail, 'flight.error.email')),
      phone: z.string().check(trimmedMin(MIN_PHONE_LENGTH, 'flight.error.phone')),
      passengers: z
        .string()
        .check(
          rule((text: string) => wholeNumber(text) && Number(text) >= MIN_PASSENGERS, 'flight.error.passengers'),
          rule((text: string) => !wholeNumber(text) || Number(text) <= MAX_PASSENGERS, 'flight.error.passengersMax'),
        ),
      departureCountry: z.string().check(rule(filled, 'flight.error.departureCountry')),
      departureCity: z.string().check(rule(filled, 'flight.error.departureCity')),
      destinationCountry: z.string().check(rule(filled, 'flight.error.destinationCountry')),
      destinationCity: z.string().check(rule(filled, 'flight.error.destinationCity')),
      departureDate: z.string().check(rule(filled, 'flight.error.departureDate'), rule((date: string) => !date || date > today, 'flight.error.departureInPast')),
      returnDate: z.string().check(rule(filled, 'flight.error.returnDate')),
      message: z.string(),
    })
    .check(
      formRule<FlightInquiryValues>('returnDate', ({ departureDate, returnDate }) => !departureDate || !returnDate || returnDate >= departureDate, 'flight.error.returnBeforeDeparture'),
    );
}
