import { IsDefined, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { MAX_ACCOUNT_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH } from '../../../../common/constants';
import { EMAIL_MAX_LENGTH } from '../../../../common/email';
import { IsNormalizedEmail, TrimmedLength, v } from '../../validation';

// When several rules of a field fail, the one reported follows RULE_PRIORITY in validation.ts
// (kind, then the field's own rule, then size), not the order of the decorators.

/** At least MIN_NAME_LENGTH characters that are not white space ("  a " is too short). */
const NAME_PATTERN = new RegExp(`(?:\\S[\\s\\S]*){${MIN_NAME_LENGTH}}`);

/** Composed field rules for the e-mail and password fields of every account form. */
function EmailField(): PropertyDecorator {
  return (target, key) => {
    IsNormalizedEmail(v('auth.email'))(target, key as string);
    MaxLength(EMAIL_MAX_LENGTH, v('validation.maxLength'))(target, key as string);
    Field()(target, key);
  };
}

export function PasswordField(messageKey: 'auth.password' | 'auth.currentPassword' = 'auth.password'): PropertyDecorator {
  return (target, key) => {
    MinLength(MIN_PASSWORD_LENGTH, v(messageKey))(target, key as string);
    IsString(v(messageKey))(target, key as string);
    MaxLength(MAX_PASSWORD_LENGTH, v('validation.maxLength'))(target, key as string);
    Field()(target, key);
  };
}

/** Registration: name at least 2 characters, a valid email, password at least 6. */
@InputType()
export class RegisterInput {
  @Field()
  @MaxLength(MAX_ACCOUNT_NAME_LENGTH, v('validation.maxLength'))
  @IsString(v('auth.name'))
  @Matches(NAME_PATTERN, v('auth.name'))
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
  @IsString(v('auth.resetTokenInvalid'))
  @MinLength(16, v('auth.resetTokenInvalid'))
  @MaxLength(200, v('auth.resetTokenInvalid'))
  token: string;

  @PasswordField()
  newPassword: string;
}

@InputType({ description: 'The token of the e-mailed confirmation link.' })
export class VerifyEmailInput {
  @Field({ description: 'The last part of the link’s address.' })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.text'))
  @TrimmedLength(1, 200, v('auth.verifyTokenInvalid'))
  token: string;
}

@ObjectType({ description: 'The answer to opening a confirmation link.' })
export class EmailVerification {
  @Field()
  emailVerified: boolean;

  @Field({ description: 'True when the address had been confirmed before (the link was opened again).' })
  alreadyVerified: boolean;

  @Field()
  message: string;
}
