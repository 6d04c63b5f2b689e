import { MIN_PASSWORD_LENGTH } from '../../../../common/constants';
import type { FieldErrors } from '../../lib/forms';

export interface PasswordChangeValues extends Record<string, string> {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Spec section 5, password change; the values are message ids. */
export function validatePasswordChange(values: PasswordChangeValues): FieldErrors<PasswordChangeValues> {
  const errors: FieldErrors<PasswordChangeValues> = {};
  if (values.currentPassword.length < MIN_PASSWORD_LENGTH) errors.currentPassword = 'account.password.currentRequired';
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = 'auth.error.password';
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'auth.error.passwordsDontMatch';
  return errors;
}
