import { MIN_MESSAGE_LENGTH, MIN_NAME_LENGTH, MIN_PHONE_LENGTH, MIN_SUBJECT_LENGTH } from '../../../../common/constants';
import { isValidEmail, type FieldErrors } from '../../lib/forms';

export interface EnquiryValues extends Record<string, string> {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const EMPTY_ENQUIRY: EnquiryValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** Spec section 5, Enquiry; the values are message ids. */
export function validateEnquiry(values: EnquiryValues): FieldErrors<EnquiryValues> {
  const errors: FieldErrors<EnquiryValues> = {};
  if (values.name.trim().length < MIN_NAME_LENGTH) errors.name = 'enquire.error.name';
  if (!isValidEmail(values.email)) errors.email = 'enquire.error.email';
  if (values.phone.trim().length < MIN_PHONE_LENGTH) errors.phone = 'enquire.error.phone';
  if (values.subject.trim().length < MIN_SUBJECT_LENGTH) errors.subject = 'enquire.error.subject';
  if (values.message.trim().length < MIN_MESSAGE_LENGTH) errors.message = 'enquire.error.message';
  return errors;
}
