-- The backend's tables (issue 20): one per DemoTable (demoTables.ts), in snake_case. Each row is one
-- JSON document under an ascending key, so reading a table by key lists its rows in the order they
-- were added. A test fails when this list and DEMO_TABLES disagree.
--
-- json, not jsonb: jsonb refuses strings a handler can hold (a NUL character, half of a surrogate pair
-- cut by a truncation), so one such note would fail its request's whole write. json keeps the text
-- exactly as JSON.stringify wrote it, as IndexedDB keeps the value in the tab. No query reads inside
-- rows yet; a later migration can move a field into a column or an index of its own.
create table users (key bigint primary key, row json not null);
create table sessions (key bigint primary key, row json not null);
create table temp_tokens (key bigint primary key, row json not null);
create table login_tokens (key bigint primary key, row json not null);
create table password_resets (key bigint primary key, row json not null);
create table licences (key bigint primary key, row json not null);
create table outbox (key bigint primary key, row json not null);
create table countries (key bigint primary key, row json not null);
create table products (key bigint primary key, row json not null);
create table organisations (key bigint primary key, row json not null);
create table recording_sessions (key bigint primary key, row json not null);
create table streams (key bigint primary key, row json not null);
create table stuck_reports (key bigint primary key, row json not null);
create table pois (key bigint primary key, row json not null);
create table notes (key bigint primary key, row json not null);
create table watched_pois (key bigint primary key, row json not null);
create table user_settings (key bigint primary key, row json not null);
create table tags (key bigint primary key, row json not null);
create table transcripts (key bigint primary key, row json not null);
create table heard_captions (key bigint primary key, row json not null);
create table summaries (key bigint primary key, row json not null);
create table action_items (key bigint primary key, row json not null);
create table quizzes (key bigint primary key, row json not null);
create table flashcards (key bigint primary key, row json not null);
create table tutor_messages (key bigint primary key, row json not null);
create table study_jobs (key bigint primary key, row json not null);
create table quiz_generations (key bigint primary key, row json not null);
create table shares (key bigint primary key, row json not null);
create table shared_pois (key bigint primary key, row json not null);
create table bookmarks (key bigint primary key, row json not null);
create table favourites (key bigint primary key, row json not null);
create table subscriptions (key bigint primary key, row json not null);
create table payment_methods (key bigint primary key, row json not null);
create table card_setups (key bigint primary key, row json not null);
create table invoices (key bigint primary key, row json not null);
create table coupons (key bigint primary key, row json not null);
create table devices (key bigint primary key, row json not null);
create table device_pairings (key bigint primary key, row json not null);

-- The snapshot's schema version and id counters: one row (id 1), absent until the first whole save.
create table meta (
  id smallint primary key check (id = 1),
  schema_version integer not null,
  counters json not null
);

-- Rows a whole save would have written over although they could not be opened (set aside, or skipped
-- at load): copied here first, row by row, with the time and the table they came from.
create table kept_aside (
  id bigserial primary key,
  kept_at timestamptz not null,
  source text not null,
  key bigint not null,
  row json not null
);
