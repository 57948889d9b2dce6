-- Issue 12: the FAQ order an editor drags into place is saved in one statement, so a visitor never sees half
-- of a new order. SECURITY INVOKER: the caller's row-level security decides (only content managers may update
-- FAQs), and a row the caller may not change makes the whole call fail instead of saving a partial order.

create function public.set_faq_order(faq_ids uuid[], order_indexes integer[])
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  expected integer := coalesce(cardinality(faq_ids), 0);
  changed integer;
begin
  if expected = 0 or expected <> coalesce(cardinality(order_indexes), 0) then
    raise exception 'faq_ids and order_indexes must be non-empty and of the same length' using errcode = '22023';
  end if;
  if expected <> (select count(distinct id) from unnest(faq_ids) as t(id)) then
    raise exception 'faq_ids must not repeat' using errcode = '22023';
  end if;

  -- Checked first because rows already in place are not rewritten (no empty history entries), so the update's
  -- row count cannot tell a refused row from one that did not move.
  if expected <> (select count(*) from public.faqs f where f.id = any (faq_ids) and (select private.can_manage_content())) then
    raise exception 'some FAQs do not exist or may not be changed by this user' using errcode = '42501';
  end if;

  update public.faqs f
     set order_index = o.order_index
    from unnest(faq_ids, order_indexes) as o(id, order_index)
   where f.id = o.id
     and f.order_index is distinct from o.order_index;
  get diagnostics changed = row_count;
  return changed;
end;
$$;

comment on function public.set_faq_order(uuid[], integer[]) is
  'Sets order_index of the given FAQs in one transaction; RLS applies (security invoker).';

grant execute on function public.set_faq_order(uuid[], integer[]) to authenticated;
