/**
 * Enums and composite types of every schema: the generator lists those of its schema, and needs the others to
 * type columns and arguments of those types.
 */
import type { CompositeTypeModel, EnumModel } from '../model';
import { KNOWN_TYPE, rows, type Queryable } from './query';

export async function readEnums(db: Queryable): Promise<EnumModel[]> {
  return rows<EnumModel>(
    db,
    `select n.nspname as schema, t.typname as name,
            (select coalesce(json_agg(e.enumlabel order by e.enumsortorder), '[]')
               from pg_enum e where e.enumtypid = t.oid) as values
       from pg_type t
       join pg_namespace n on n.oid = t.typnamespace
      where t.typtype = 'e'
      order by n.nspname, t.typname`,
  );
}

export async function readCompositeTypes(db: Queryable): Promise<CompositeTypeModel[]> {
  return rows<CompositeTypeModel>(
    db,
    `select n.nspname as schema, t.typname as name,
            (select coalesce(json_agg(json_build_object(
                      'name', a.attname,
                      'type', case when ${KNOWN_TYPE('at', 'ac')} then at.typname end
                    ) order by a.attnum), '[]')
               from pg_attribute a
               join pg_type at on at.oid = a.atttypid
               left join pg_class ac on ac.oid = at.typrelid
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as attributes
       from pg_type t
       join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
       join pg_namespace n on n.oid = t.typnamespace
      order by n.nspname, t.typname`,
  );
}
