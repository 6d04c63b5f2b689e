import { MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH } from '../../../../common/constants';
import { isValidEmail, type FieldErrors } from '../../lib/forms';

/** Spec section 5; the values are message ids. */
export interface LoginValues extends Record<string, string> {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  const errors: FieldErrors<LoginValues> = {};
  if (!isValidEmail(values.email)) errors.email = 'auth.error.email';
  if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'auth.error.password';
  return errors;
}

export interface RegisterValues extends Record<string, string> {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateRegister(values: RegisterValues): FieldErrors<RegisterValues> {
  const errors: FieldErrors<RegisterValues> = {};
  if (values.name.trim().length < MIN_NAME_LENGTH) errors.name = 'auth.error.name';
  if (!isValidEmail(values.email)) errors.email = 'auth.error.email';
  if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'auth.error.password';
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'auth.error.passwordsDontMatch';
  return errors;
}

export interface ForgotValues extends Record<string, string> {
  email: string;
}

export function validateForgot(values: ForgotValues): FieldErrors<ForgotValues> {
  return isValidEmail(values.email) ? {} : { email: 'auth.error.email' };
}

export interface ResetValues extends Record<string, string> {
  password: string;
  confirmPassword: string;
}

export function validateReset(values: ResetValues): FieldErrors<ResetValues> {
  const errors: FieldErrors<ResetValues> = {};
  if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'auth.error.password';
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'auth.error.passwordsDontMatch';
  return errors;
}
