-- New objects start closed. 001200 revoked everything that existed then, but default privileges (Supabase's
-- own, and the local stack's) still grant every table, sequence and function a later migration creates to anon
-- and authenticated, so forgetting a grant would publish it. From here on a migration must grant what it means
-- to expose. These apply to objects created by the role running migrations (postgres).

alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
-- EXECUTE to PUBLIC is a global default (not per schema), so it is revoked globally: new functions in any
-- schema this role creates are callable only where a migration grants them.
alter default privileges revoke execute on functions from public;

-- The service role (server-side admin client) keeps working on whatever later migrations add.
alter default privileges in schema public grant all on tables to service_role;
alter default privileges in schema public grant all on sequences to service_role;
alter default privileges in schema public grant execute on functions to service_role;
