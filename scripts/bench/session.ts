import { createServerClient } from '@supabase/ssr';

/**
 * Signs in through @supabase/ssr itself and returns the Cookie header a browser would then send (the session
 * cookie, chunked as the library chunks it), so the app reads a real session.
 */
export async function sessionCookie(supabaseUrl: string, anonKey: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const client = createServerClient(supabaseUrl, anonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => (value ? jar.set(name, value) : jar.delete(name))),
    },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`signing in as ${email}: ${error.message}`);
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
