import { AuthError, badRequest } from '../errors';
import { exchangeAuthCode } from '../pkce';
import { json, readJson, str } from '../request';
import type { AuthRequest } from '../route';
import { isBanned, issueSession, refreshSession } from '../sessions';
import { findUserByEmail, passwordMatches } from '../users';

const INVALID_CREDENTIALS = () => badRequest('invalid_credentials', 'Invalid login credentials');

/** POST /token?grant_type=password|refresh_token|pkce */
export async function token({ ctx, req, url, throttle }: AuthRequest): Promise<Response> {
  const body = await readJson(req);
  switch (url.searchParams.get('grant_type')) {
    case 'password': {
      const email = str(body, 'email').trim().toLowerCase();
      const password = str(body, 'password');
      if (!email || !password) throw INVALID_CREDENTIALS();
      // Counted before the password is checked (429 while the account is locked); forgotten once it proves right.
      const passed = throttle.begin(email);
      return json(
        await ctx.db.transaction(async (tx) => {
          const user = await findUserByEmail(tx, email);
          if (!user) throw INVALID_CREDENTIALS();
          if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
          if (!(await passwordMatches(tx, user.id, password))) throw INVALID_CREDENTIALS();
          passed();
          if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
          return issueSession(ctx, tx, user.id, 'password', req);
        }),
      );
    }
    case 'refresh_token': {
      // Committed even when refused: refusing a reused token revokes the session's other tokens.
      const result = await ctx.db.transaction((tx) => refreshSession(ctx, tx, str(body, 'refresh_token')));
      if (result instanceof AuthError) throw result;
      return json(result);
    }
    case 'pkce': {
      // Committed even when refused: a wrong verifier counts towards the code's limit of wrong tries.
      const result = await ctx.db.transaction(async (tx) => {
        const exchanged = await exchangeAuthCode(tx, str(body, 'auth_code'), str(body, 'code_verifier'));
        return exchanged instanceof AuthError ? exchanged : issueSession(ctx, tx, exchanged.userId, exchanged.method, req);
      });
      if (result instanceof AuthError) throw result;
      return json(result);
    }
    default:
      throw badRequest('validation_failed', 'unsupported_grant_type');
  }
}
