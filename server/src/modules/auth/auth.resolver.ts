import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { User } from '../users/user.entity';
import { changePassword, currentUser, login, logout, register } from './auth.service';
import { ChangePasswordInput, EmailVerification, ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput, VerifyEmailInput } from './auth.types';
import { resendEmailVerification, verifyEmail } from './email-verification.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null when signed out.' })
  me(@Ctx() ctx: RequestContext): User | null {
    return currentUser(ctx);
  }

  @Mutation(() => User, { description: 'Creates an account and signs it in (new session id). Email taken: CONFLICT.' })
  register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: RequestContext): Promise<User> {
    return register(ctx, input);
  }

  @Mutation(() => User, { description: 'Signs in (new session id). Wrong email or password: UNAUTHENTICATED; suspended: FORBIDDEN; too many failures: RATE_LIMITED.' })
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: RequestContext): Promise<User> {
    return login(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Ends the current session.' })
  logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    return logout(ctx);
  }

  @Authorized()
  @Mutation(() => String, { description: "Changes the signed-in user's password and ends their other sessions. Answers the confirmation text." })
  changePassword(@Arg('input', () => ChangePasswordInput) input: ChangePasswordInput, @Ctx() ctx: RequestContext): Promise<string> {
    return changePassword(ctx, input);
  }

  @Mutation(() => String, { description: 'Mails a reset link if the account exists. Always answers the same generic text.' })
  forgotPassword(@Arg('input', () => ForgotPasswordInput) input: ForgotPasswordInput, @Ctx() ctx: RequestContext): Promise<string> {
    return requestPasswordReset(ctx, input);
  }

  @Mutation(() => EmailVerification, { description: 'Confirms the address of an account with the token of the link mailed at sign-up (7 days). Opening it again answers alreadyVerified.' })
  verifyEmail(@Arg('input', () => VerifyEmailInput) input: VerifyEmailInput, @Ctx() ctx: RequestContext): Promise<EmailVerification> {
    return verifyEmail(ctx, input.token);
  }

  @Authorized()
  @Mutation(() => EmailVerification, {
    description: "Mails the signed-in user a new confirmation link for their address (rate limited per account: RATE_LIMITED). An address already confirmed answers alreadyVerified and sends nothing.",
  })
  resendEmailVerification(@Ctx() ctx: RequestContext): Promise<EmailVerification> {
    return resendEmailVerification(ctx);
  }

  @Mutation(() => String, { description: 'Sets a new password with the token from the reset link (single use, 1 hour).' })
  resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() ctx: RequestContext): Promise<string> {
    return resetPassword(ctx, input);
  }
}

/** Whether an account's address is confirmed, on the User type. */
@Resolver(() => User)
export class UserEmailVerifiedResolver {
  @FieldResolver(() => Boolean, {
    description: 'True once the owner has opened the confirmation link mailed to the address at sign-up. The account works either way; the data export and account deletion only match enquiries and newsletter sign-ups by a verified address.',
  })
  emailVerified(@Root() user: User): boolean {
    return user.emailVerifiedAt != null;
  }
}
