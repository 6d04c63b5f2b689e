import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { LoginInput } from './auth.types';
import { issueToken, refreshToken, revokeToken } from './token.service';
import { RefreshTokenInput, TokenPair } from './token.types';

/** Token sign-in for non-browser clients; the twins of POST /api/auth/token, /refresh and /revoke. */
@Resolver()
export class TokenResolver {
  @Mutation(() => TokenPair, { description: 'Signs in for a token client (no session, no cookie). Wrong email or password: UNAUTHENTICATED; suspended: FORBIDDEN; too many failures: RATE_LIMITED.' })
  issueToken(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: RequestContext): Promise<TokenPair> {
    return issueToken(ctx, input);
  }

  @Mutation(() => TokenPair, { description: 'Spends the refresh token and answers a new pair. Unknown, expired, spent or revoked: UNAUTHENTICATED (a spent one also ends the sign-in).' })
  refreshToken(@Arg('input', () => RefreshTokenInput) input: RefreshTokenInput, @Ctx() ctx: RequestContext): Promise<TokenPair> {
    return refreshToken(ctx, input);
  }

  @Mutation(() => String, { description: 'Ends the sign-in the refresh token belongs to, with its access tokens. Always answers the same text.' })
  revokeToken(@Arg('input', () => RefreshTokenInput) input: RefreshTokenInput, @Ctx() ctx: RequestContext): Promise<string> {
    return revokeToken(ctx, input);
  }
}
