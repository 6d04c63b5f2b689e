import * as z from 'zod/mini';
import { MIN_PASSWORD_LENGTH } from '../../../../common/constants';
import { formRule } from '../../lib/form';

/** Changing the password: the current one, the new one (the password rules) and its confirmation; message ids. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, 'account.password.currentRequired')),
    newPassword: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, 'auth.error.password')),
    confirmPassword: z.string(),
  })
  .check(formRule('confirmPassword', (values: { newPassword: string; confirmPassword: string }) => values.confirmPassword === values.newPassword, 'auth.error.passwordsDontMatch'));

export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;
