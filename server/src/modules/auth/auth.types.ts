import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { MAX_ACCOUNT_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH } from '../../../../common/constants';
import { EMAIL_MAX_LENGTH } from '../../../../common/email';
import { IsNormalizedEmail, v } from '../../validation';

// class-validator reports a field's constraints bottom-up; the first one reported is the
// message shown, so the spec's message goes last (bottom) and length caps first (top).

/** At least MIN_NAME_LENGTH characters that are not white space ("  a " is too short). */
const NAME_PATTERN = new RegExp(`(?:\\S[\\s\\S]*){${MIN_NAME_LENGTH}}`);

/**
 * Composed field rules, applied in the same bottom-up order as stacked decorators: the spec's
 * message (applied first) is the one reported, the length cap after it.
 */
function EmailField(): PropertyDecorator {
  return (target, key) => {
    IsNormalizedEmail({ message: v('auth.email') })(target, key as string);
    MaxLength(EMAIL_MAX_LENGTH, { message: v('validation.maxLength') })(target, key as string);
    Field()(target, key);
  };
}

function PasswordField(messageKey: 'auth.password' | 'auth.currentPassword' = 'auth.password'): PropertyDecorator {
  return (target, key) => {
    MinLength(MIN_PASSWORD_LENGTH, { message: v(messageKey) })(target, key as string);
    IsString({ message: v(messageKey) })(target, key as string);
    MaxLength(MAX_PASSWORD_LENGTH, { message: v('validation.maxLength') })(target, key as string);
    Field()(target, key);
  };
}

/** Registration (spec section 3 and 5): name at least 2, valid email, password at least 6. */
@InputType()
export class RegisterInput {
  @Field()
  @MaxLength(MAX_ACCOUNT_NAME_LENGTH, { message: v('validation.maxLength') })
  @IsString({ message: v('auth.name') })
  @Matches(NAME_PATTERN, { message: v('auth.name') })
  name: string;

  @EmailField()
  email: string;

  @PasswordField()
  password: string;
}

/** Login: valid email, password at least 6. */
@InputType()
export class LoginInput {
  @EmailField()
  email: string;

  @PasswordField()
  password: string;
}

/** Password change: only currentPassword and newPassword are sent (the confirmation stays in the client). */
@InputType()
export class ChangePasswordInput {
  @PasswordField('auth.currentPassword')
  currentPassword: string;

  @PasswordField()
  newPassword: string;
}

@InputType()
export class ForgotPasswordInput {
  @EmailField()
  email: string;
}

/** The token from the e-mailed /reset-password/{token} link, and the new password. */
@InputType()
export class ResetPasswordInput {
  @Field()
  @IsString({ message: v('auth.resetTokenInvalid') })
  @MinLength(16, { message: v('auth.resetTokenInvalid') })
  @MaxLength(200, { message: v('auth.resetTokenInvalid') })
  token: string;

  @PasswordField()
  newPassword: string;
}
