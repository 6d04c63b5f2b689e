import * as z from 'zod/mini';
import { MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH } from '../../../../common/constants';
import { isValidEmail } from '../../lib/fields';
import { formRule, rule, trimmedMin } from '../../lib/form';

/** The sign-in, sign-up and password-reset forms; the messages are message ids. */

const email = z.string().check(rule(isValidEmail, 'auth.error.email'));
const password = z.string().check(z.minLength(MIN_PASSWORD_LENGTH, 'auth.error.password'));
/** The confirmation repeats the password exactly; it is checked here and never sent. */
const confirmed = <V extends { password: string; confirmPassword: string }>() =>
  formRule<V>('confirmPassword', (values) => values.confirmPassword === values.password, 'auth.error.passwordsDontMatch');

export const loginSchema = z.object({ email, password });
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({ name: z.string().check(trimmedMin(MIN_NAME_LENGTH, 'auth.error.name')), email, password, confirmPassword: z.string() })
  .check(confirmed());
export type RegisterValues = z.infer<typeof registerSchema>;

export const forgotSchema = z.object({ email });
export type ForgotValues = z.infer<typeof forgotSchema>;

export const resetSchema = z.object({ password, confirmPassword: z.string() }).check(confirmed());
export type ResetValues = z.infer<typeof resetSchema>;
