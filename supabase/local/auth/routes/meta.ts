import { json } from '../request';
import type { AuthRequest } from '../route';

/** GET /.well-known/jwks.json: the public signing keys, cached as Supabase's edge does. */
export async function jwks({ ctx }: AuthRequest): Promise<Response> {
  return json(ctx.keys.jwks(), 200, { 'cache-control': 'public, max-age=600' });
}

/** GET /settings: what the project allows, as auth-ui and dashboards read it. */
export async function settings({ ctx }: AuthRequest): Promise<Response> {
  return json({
    external: { anonymous_users: false, email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: !ctx.config.confirmEmail,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

export async function health(): Promise<Response> {
  return json({ version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
}
