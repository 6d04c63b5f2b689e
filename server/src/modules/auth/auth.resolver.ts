import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { User } from '../users/user.entity';
import { changePassword, currentUser, login, logout, register } from './auth.service';
import { ChangePasswordInput, ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from './auth.types';
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

  @Mutation(() => String, { description: 'Sets a new password with the token from the reset link (single use, 1 hour).' })
  resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() ctx: RequestContext): Promise<string> {
    return resetPassword(ctx, input);
  }
}
