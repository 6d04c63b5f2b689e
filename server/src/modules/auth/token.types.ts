import { IsString, MaxLength, MinLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { v } from '../../validation';

@ObjectType({ description: 'A token sign-in: send `Authorization: Bearer <accessToken>`; trade the refresh token for a new pair before the access token expires.' })
export class TokenPair {
  @Field({ description: 'Signed, short-lived (ACCESS_TOKEN_TTL, 15 minutes by default).' })
  accessToken: string;

  @Field({ description: 'Single use: refreshing spends it and answers a new one. Using a spent one again ends the sign-in.' })
  refreshToken: string;

  @Field(() => Int, { description: 'Seconds until the access token expires.' })
  expiresIn: number;
}

@InputType()
export class RefreshTokenInput {
  @Field()
  @IsString(v('auth.refreshToken'))
  @MinLength(16, v('auth.refreshToken'))
  @MaxLength(200, v('auth.refreshToken'))
  refreshToken: string;
}
