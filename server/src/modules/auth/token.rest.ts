import { Router } from 'express';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { LoginInput } from './auth.types';
import { issueToken, refreshToken, revokeToken } from './token.service';
import { RefreshTokenInput } from './token.types';

/** /api/auth/token*: token sign-in for non-browser clients (apps, partners). */
export function tokenRoutes(): Router {
  return Router()
    .post('/auth/token', handler(async (ctx, req) => issueToken(ctx, await parseInput(LoginInput, req.body))))
    .post('/auth/token/refresh', handler(async (ctx, req) => refreshToken(ctx, await parseInput(RefreshTokenInput, req.body))))
    .post('/auth/token/revoke', handler(async (ctx, req) => ({ message: await revokeToken(ctx, await parseInput(RefreshTokenInput, req.body)) })));
}
