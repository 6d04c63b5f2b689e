import * as z from 'zod/mini';
import { MIN_MESSAGE_LENGTH, MIN_NAME_LENGTH, MIN_PHONE_LENGTH, MIN_SUBJECT_LENGTH } from '../../../../common/constants';
import { isValidEmail } from '../../lib/fields';
import { rule, trimmedMin } from '../../lib/form';

/** An enquiry: every field is required, each at least its minimum length; message ids. */
export const enquirySchema = z.object({
  name: z.string().check(trimmedMin(MIN_NAME_LENGTH, 'enquire.error.name')),
  email: z.string().check(rule(isValidEmail, 'enquire.error.email')),
  phone: z.string().check(trimmedMin(MIN_PHONE_LENGTH, 'enquire.error.phone')),
  subject: z.string().check(trimmedMin(MIN_SUBJECT_LENGTH, 'enquire.error.subject')),
  message: z.string().check(trimmedMin(MIN_MESSAGE_LENGTH, 'enquire.error.message')),
});

export type EnquiryValues = z.infer<typeof enquirySchema>;

export const EMPTY_ENQUIRY: EnquiryValues = { name: '', email: '', phone: '', subject: '', message: '' };
