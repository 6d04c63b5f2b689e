import { Router } from 'express';
import { translate } from '../../i18n/messages';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { userJson } from '../users/user.json';
import { changePassword, login, logout, register } from './auth.service';
import { ChangePasswordInput, ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput, VerifyEmailInput } from './auth.types';
import { resendEmailVerification, verifyEmail } from './email-verification.service';
import { authorize, requireUser } from '../users/authorization';
import { requestPasswordReset, resetPassword } from './password-reset.service';

/** /api/auth/*: the current user, register, login, logout and password change, the real password reset, and confirming the address (and mailing a new link). */
export function authRoutes(): Router {
  return Router()
    .get('/auth/me', requireUser, handler(async (ctx) => userJson(authorize(ctx))))
    .post('/auth/register', handler(async (ctx, req) => userJson(await register(ctx, await parseInput(RegisterInput, req.body))), { status: 201 }))
    .post('/auth/login', handler(async (ctx, req) => userJson(await login(ctx, await parseInput(LoginInput, req.body)))))
    .post('/auth/logout', handler(async (ctx) => (await logout(ctx), { message: translate(ctx.locale, 'auth.loggedOut') })))
    .post('/auth/change-password', requireUser, handler(async (ctx, req) => ({ message: await changePassword(ctx, await parseInput(ChangePasswordInput, req.body)) })))
    .post('/auth/forgot-password', handler(async (ctx, req) => ({ message: await requestPasswordReset(ctx, await parseInput(ForgotPasswordInput, req.body)) })))
    .post('/auth/verify-email/resend', requireUser, handler(async (ctx) => resendEmailVerification(ctx)))
    .post('/auth/verify-email', handler(async (ctx, req) => verifyEmail(ctx, (await parseInput(VerifyEmailInput, req.body)).token)))
    .post('/auth/reset-password', handler(async (ctx, req) => ({ message: await resetPassword(ctx, await parseInput(ResetPasswordInput, req.body)) })));
}
