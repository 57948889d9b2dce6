import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

/** Every Supabase client in the app: table names, columns and function arguments are checked at compile time. */
export type TypedClient = SupabaseClient<Database>;
export type { Database };
