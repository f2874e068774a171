-- The writes of one transfer, as the product sends them, in one call: what PostgreSQL itself
-- would cost if a transfer were one round trip (npm run bench:writes-ceiling). Not used by
-- the product.
create or replace function ceiling_transfer(p_family uuid, p_sender uuid, p_recipient_public int, p_product uuid, p_qty bigint, p_key text, p_hash text)
returns jsonb language plpgsql as $$
declare
  v_ok int; v_claimed text; v_s record; v_r record; v_connected bool; v_prod record; v_tid uuid; v_sid uuid; v_rid uuid; v_bal bigint; v_n int;
begin
  select 1 into v_ok from refresh_tokens t join users u on u.id = t.user_id where t.family_id = p_family and t.user_id = p_sender and t.revoked_at is null and t.expires_at > now() and u.deleted_at is null limit 1;
  if v_ok is null then return '{"error":"UNAUTHORIZED"}'; end if;
  insert into idempotency_keys (user_id, route, key, request_hash) select p_sender, 'POST /api/transfers', p_key, p_hash
    where pg_try_advisory_xact_lock(hashtextextended(p_sender::text || ':POST /api/transfers:' || p_key, 0))
    on conflict (user_id, route, key) do update set created_at = now()
    where idempotency_keys.status_code is null and idempotency_keys.request_hash = excluded.request_hash and idempotency_keys.created_at < now() - make_interval(secs => 120)
    returning key into v_claimed;
  if v_claimed is null then return '{"error":"TAKEN"}'; end if;
  select id, public_id, type, coalesce(company_name, first_name || ' ' || last_name) as name, language into v_s from users where id = p_sender;
  select id, public_id, type, coalesce(company_name, first_name || ' ' || last_name) as name, language into v_r from users where public_id = p_recipient_public and deleted_at is null;
  select exists (select 1 from user_relations where status = 'accepted' and ((requester_id = v_s.id and addressee_id = v_r.id) or (requester_id = v_r.id and addressee_id = v_s.id))) into v_connected;
  if not v_connected then raise exception 'NOT_CONNECTED'; end if;
  select id, name, unit into v_prod from products where id = p_product and active;
  insert into transfers (sender_id, recipient_id, product_id, quantity, note) values (v_s.id, v_r.id, p_product, p_qty, null) returning id into v_tid;
  -- balances in (user, product) order, guarded
  with d (user_id, product_id, available, held) as (values (v_s.id, p_product, -p_qty, 0::bigint), (v_r.id, p_product, p_qty, 0::bigint)),
  b as (
    insert into balances (user_id, product_id, available, held)
    select d.user_id, d.product_id, greatest(d.available, 0), greatest(d.held, 0) from d
    where (d.available >= 0 and d.held >= 0) or exists (select 1 from balances x where x.user_id = d.user_id and x.product_id = d.product_id)
    order by d.user_id, d.product_id
    on conflict (user_id, product_id) do update set
      available = balances.available + (select d.available from d where d.user_id = excluded.user_id and d.product_id = excluded.product_id),
      held = balances.held + (select d.held from d where d.user_id = excluded.user_id and d.product_id = excluded.product_id),
      updated_at = now()
    where balances.available + (select d.available from d where d.user_id = excluded.user_id and d.product_id = excluded.product_id) >= 0
      and balances.held + (select d.held from d where d.user_id = excluded.user_id and d.product_id = excluded.product_id) >= 0
    returning user_id, product_id, available, held),
  r as (
    update balance_rules set armed = balance_rules.threshold <= b.available,
      crossings = balance_rules.crossings + case when balance_rules.armed then 1 else 0 end
    from b join d on d.user_id = b.user_id and d.product_id = b.product_id
    where balance_rules.user_id = b.user_id and balance_rules.product_id = b.product_id and d.available <> 0
      and balance_rules.armed <> (balance_rules.threshold <= b.available)
    returning balance_rules.user_id)
  select count(*), max(case when b.user_id = v_s.id then b.available end) into v_n, v_bal from b left join r on r.user_id = b.user_id;
  if v_n <> 2 then raise exception 'INSUFFICIENT_BALANCE'; end if;
  with j as (insert into journal (kind, reference_id) values ('transfer', v_tid) returning id)
  insert into ledger_entries (journal_id, user_id, account, product_id, quantity, card_id)
  select j.id, e.user_id, e.account, e.product_id, e.quantity, e.card_id from j cross join (values (v_s.id, 'available', p_product, -p_qty, null::uuid), (v_r.id, 'available', p_product, p_qty, null::uuid)) as e(user_id, account, product_id, quantity, card_id);
  insert into transactions (user_id, type, status_id, product_id, quantity, counterparty_id, reference_id) values (v_s.id, 'transfer', 2, p_product, -p_qty, v_r.id, v_tid) returning id into v_sid;
  insert into transactions (user_id, type, status_id, product_id, quantity, counterparty_id, reference_id) values (v_r.id, 'transfer', 2, p_product, p_qty, v_s.id, v_tid) returning id into v_rid;
  insert into notifications (user_id, template, params, transaction_id) values (v_r.id, 'fuel_received', jsonb_build_object('name', v_s.name, 'id', v_s.public_id, 'quantity', p_qty / 1000, 'unit', v_prod.unit, 'product_am', v_prod.name->>'am', 'product_en', v_prod.name->>'en', 'product_ru', v_prod.name->>'ru'), v_rid);
  insert into jobs (kind, payload) values ('push', jsonb_build_object('userId', v_r.id, 'title', 'Fuel Cabinet', 'body', 'Writer 3 (ID 3000003) Ձեզ ուղարկել է 1 լ Ռեգուլյար 92։', 'url', '/am/transactions/' || v_rid));
  insert into notifications (user_id, template, params, transaction_id) values (v_s.id, 'fuel_sent', jsonb_build_object('name', v_r.name, 'id', v_r.public_id, 'quantity', p_qty / 1000, 'unit', v_prod.unit, 'product_am', v_prod.name->>'am', 'product_en', v_prod.name->>'en', 'product_ru', v_prod.name->>'ru'), v_sid);
  insert into jobs (kind, payload) values ('push', jsonb_build_object('userId', v_s.id, 'title', 'Fuel Cabinet', 'body', 'Դուք ուղարկել եք 1 լ Ռեգուլյար 92․ ստացողը՝ Writer 4 (ID 3000004)։', 'url', '/am/transactions/' || v_sid));
  update idempotency_keys set status_code = 200, reply = jsonb_build_object('transfer_id', v_tid, 'transaction_id', v_sid, 'balance', v_bal) where user_id = p_sender and route = 'POST /api/transfers' and key = p_key;
  return jsonb_build_object('transfer_id', v_tid, 'transaction_id', v_sid, 'balance', v_bal, 'recipient', v_r.name, 'product', v_prod.name);
end $$;
