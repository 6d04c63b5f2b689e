import { MAX_PASSENGERS, MIN_NAME_LENGTH, MIN_PASSENGERS, MIN_PHONE_LENGTH } from '../../../../common/constants';
import { isValidEmail, type FieldErrors } from '../../lib/forms';

export interface FlightInquiryValues extends Record<string, string> {
  name: string;
  email: string;
  phone: string;
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

const REQUIRED_TEXT = ['departureCountry', 'departureCity', 'destinationCountry', 'destinationCity'] as const;

/**
 * Spec section 5, Flight inquiry: everything but the message is required, at least 1
 * passenger, the departure after today and the return on or after the departure. Name, e-mail
 * and phone follow the enquiry rules. `today` is an ISO date. The values are message ids.
 */
export function validateFlightInquiry(values: FlightInquiryValues, today: string): FieldErrors<FlightInquiryValues> {
  const errors: FieldErrors<FlightInquiryValues> = {};
  if (values.name.trim().length < MIN_NAME_LENGTH) errors.name = 'flight.error.name';
  if (!isValidEmail(values.email)) errors.email = 'flight.error.email';
  if (values.phone.trim().length < MIN_PHONE_LENGTH) errors.phone = 'flight.error.phone';
  const passengers = Number(values.passengers);
  if (!Number.isInteger(passengers) || passengers < MIN_PASSENGERS) errors.passengers = 'flight.error.passengers';
  else if (passengers > MAX_PASSENGERS) errors.passengers = 'flight.error.passengersMax';
  for (const field of REQUIRED_TEXT) if (!values[field].trim()) errors[field] = `flight.error.${field}`;
  if (!values.departureDate) errors.departureDate = 'flight.error.departureDate';
  else if (values.departureDate <= today) errors.departureDate = 'flight.error.departureInPast';
  if (!values.returnDate) errors.returnDate = 'flight.error.returnDate';
  else if (values.departureDate && values.returnDate < values.departureDate) errors.returnDate = 'flight.error.returnBeforeDeparture';
  return errors;
}
