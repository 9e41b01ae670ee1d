-- firmbase database: the single source of truth for every table.
-- Applied idempotently at every open; `PRAGMA user_version` is the schema version.
-- Changes after a release go to src/db/migrations.ts (forward only) AND here.
-- Timestamps are ISO 8601 UTC text; dates are YYYY-MM-DD text; money is INR (REAL).

CREATE TABLE IF NOT EXISTS settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

-- ── accounts ────────────────────────────────────────────────────────────────
CREATE TABLE IF NOT EXISTS users (
  id            TEXT PRIMARY KEY,
  name          TEXT NOT NULL,
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT,
  role          TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  status        TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  plan          TEXT NOT NULL DEFAULT 'free',
  created_at    TEXT NOT NULL
) STRICT;

CREATE TABLE IF NOT EXISTS api_keys (
  id           TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key_hash     TEXT NOT NULL UNIQUE,
  prefix       TEXT NOT NULL,
  created_at   TEXT NOT NULL,
  last_used_at TEXT,
  revoked_at   TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS api_keys_user ON api_keys(user_id);

CREATE TABLE IF NOT EXISTS sessions (
  id         TEXT PRIMARY KEY,
  user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind       TEXT NOT NULL CHECK (kind IN ('api', 'browser')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  api_key_id TEXT -- the API key that opened an API session: revoking the key ends its sessions (null: a browser session, or opened before schema 12)
) STRICT;
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id);
CREATE INDEX IF NOT EXISTS sessions_api_key ON sessions(api_key_id) WHERE api_key_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS sessions_expires ON sessions(expires_at);

CREATE TABLE IF NOT EXISTS token_blacklist (
  jti        TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
) STRICT;

-- ── registry data ───────────────────────────────────────────────────────────
-- Rowid tables keyed by unique indexes rather than PRIMARY KEY constraints: the seeder loads the rows
-- in generation order with no index at all and sorts each index once at the end, which is far cheaper
-- than inserting random keys into a B-tree row by row. Lookups by key go through the unique index.
CREATE TABLE IF NOT EXISTS companies (
  cin                       TEXT NOT NULL,
  name                      TEXT NOT NULL,
  company_type              TEXT NOT NULL,
  class                     TEXT,
  category                  TEXT,
  sub_category              TEXT,
  status                    TEXT NOT NULL,
  date_of_incorporation     TEXT NOT NULL,
  authorised_capital        INTEGER NOT NULL,
  paid_up_capital           INTEGER NOT NULL,
  address                   TEXT NOT NULL,
  city                      TEXT NOT NULL,
  state                     TEXT NOT NULL,
  pincode                   TEXT NOT NULL,
  email                     TEXT,
  phone                     TEXT,
  nic_code                  TEXT NOT NULL,
  nic_description           TEXT NOT NULL,
  main_division             TEXT NOT NULL,
  main_division_description TEXT NOT NULL,
  roc_code                  TEXT NOT NULL,
  regional_director         TEXT NOT NULL,
  listed                    TEXT NOT NULL,
  pan                       TEXT NOT NULL,
  district                  TEXT NOT NULL DEFAULT '', -- India Post district of the registered office ('' before schema 3)
  subscribed_capital        INTEGER NOT NULL DEFAULT 0, -- shares taken up (≥ paid-up), the contribution for an LLP
  registration_number       TEXT, -- the RoC's registration number (the CIN's last six digits), none for an LLP
  company_origin            TEXT NOT NULL DEFAULT 'Domestic', -- Domestic (incorporated in India) or Foreign
  status_date               TEXT, -- the day the living registry moved the status (struck off, dormant…), null as seeded
  principal_business_activity TEXT -- MCA's activity group of the CIN's NIC code (Business Services…), as a Ministry file gives it
) STRICT;
CREATE UNIQUE INDEX IF NOT EXISTS companies_cin ON companies(cin);
-- Filter columns are indexed together with the CIN: results come out in CIN order (the default sort),
-- so a page of a broad filter reads 10 entries instead of sorting every match.
CREATE INDEX IF NOT EXISTS companies_name ON companies(name COLLATE NOCASE);
-- Place and industry indexes end with the status (and a place's with the class, type and listing, a
-- state's with the capitals and the date of incorporation too): a count of a place or NIC code with
-- those (the usual selective search, `State == … AND llpStatus == 'Active'`, `State == … AND
-- classOfCompany == 'Private'`, a state with a capital range, a state's companies registered in a
-- window) reads the index only, never the wide rows.
CREATE INDEX IF NOT EXISTS companies_state_cin ON companies(state COLLATE NOCASE, cin, status COLLATE NOCASE, class, company_type, listed, paid_up_capital, authorised_capital, date_of_incorporation);
CREATE INDEX IF NOT EXISTS companies_city_cin ON companies(city COLLATE NOCASE, cin, status COLLATE NOCASE, class, company_type, listed);
CREATE INDEX IF NOT EXISTS companies_district_cin ON companies(district COLLATE NOCASE, cin, status COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS companies_roc_cin ON companies(roc_code COLLATE NOCASE, cin);
-- Companies without an e-mail address (real records imported without one), by state: a partial index.
CREATE INDEX IF NOT EXISTS companies_no_email ON companies(state COLLATE NOCASE, cin) WHERE email IS NULL;
CREATE INDEX IF NOT EXISTS companies_status_cin ON companies(status COLLATE NOCASE, cin);
CREATE INDEX IF NOT EXISTS companies_nic_cin ON companies(nic_code, cin, status COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS companies_division_cin ON companies(main_division, cin);
CREATE INDEX IF NOT EXISTS companies_activity_cin ON companies(principal_business_activity COLLATE NOCASE, cin, status COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS companies_incorporation ON companies(date_of_incorporation);
-- Recently registered with a state walks companies_incorporation checking the state, or lists the
-- state's rows (companies_state_cin) once, whichever reads fewer (src/core/registry/recent.ts): no
-- (state, date) index since schema 9.
-- Capitals with the CIN: a range is counted for companies and for LLPs apart (by CIN) from the index alone.
CREATE INDEX IF NOT EXISTS companies_paid_up ON companies(paid_up_capital, cin);
CREATE INDEX IF NOT EXISTS companies_authorised ON companies(authorised_capital, cin);
CREATE INDEX IF NOT EXISTS companies_pincode_cin ON companies(pincode COLLATE NOCASE, cin);
-- The kinds of company (12 combinations of these four columns in a seeded dataset), each in CIN order:
-- filters on listed, class, category or sub-category read one range per matching kind and merge them
-- (src/db/kinds.ts, src/core/registry/filters.ts) instead of walking every CIN for a rare kind.
CREATE INDEX IF NOT EXISTS companies_kind_cin ON companies(listed, class, category, sub_category, cin);
-- A PAN is one entity's: fixtures and the living registry check a new one against the companies' (schema 14).
CREATE INDEX IF NOT EXISTS companies_pan ON companies(pan);

CREATE TABLE IF NOT EXISTS directors (
  din           TEXT NOT NULL,
  name          TEXT NOT NULL,
  first_name    TEXT NOT NULL,
  last_name     TEXT NOT NULL,
  nationality   TEXT NOT NULL,
  date_of_birth TEXT
) STRICT;
CREATE UNIQUE INDEX IF NOT EXISTS directors_din ON directors(din);
CREATE INDEX IF NOT EXISTS directors_first_name ON directors(first_name COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS directors_last_name ON directors(last_name COLLATE NOCASE);
-- Directors by birth date: the living registry finds each day those who reach their leaving age (schema 22).
CREATE INDEX IF NOT EXISTS directors_born ON directors(date_of_birth);

CREATE TABLE IF NOT EXISTS director_appointments (
  din                TEXT NOT NULL REFERENCES directors(din),
  cin                TEXT NOT NULL REFERENCES companies(cin),
  designation        TEXT NOT NULL,
  date_of_appointment TEXT NOT NULL,
  date_of_cessation  TEXT
) STRICT;
CREATE UNIQUE INDEX IF NOT EXISTS appointments_din_cin ON director_appointments(din, cin);
CREATE INDEX IF NOT EXISTS appointments_cin ON director_appointments(cin);
-- With the CIN: recent appointments filtered by the company's state never read the appointment rows.
CREATE INDEX IF NOT EXISTS appointments_date_cin ON director_appointments(date_of_appointment, cin);

CREATE TABLE IF NOT EXISTS gst_registrations (
  gstin                TEXT NOT NULL,
  pan                  TEXT NOT NULL,
  cin                  TEXT REFERENCES companies(cin),
  legal_name           TEXT NOT NULL,
  trade_name           TEXT NOT NULL,
  status               TEXT NOT NULL,
  taxpayer_type        TEXT NOT NULL,
  constitution         TEXT NOT NULL,
  date_of_registration TEXT NOT NULL,
  state                TEXT NOT NULL,
  address              TEXT NOT NULL,
  pincode              TEXT NOT NULL,
  core_business        TEXT NOT NULL,
  business_activities  TEXT NOT NULL, -- JSON array of strings
  hsn_codes            TEXT NOT NULL, -- JSON array of strings
  sac_codes            TEXT NOT NULL, -- JSON array of strings
  district             TEXT NOT NULL DEFAULT '', -- India Post district of the address ('' before schema 3)
  turnover             INTEGER -- aggregate-turnover slab, rupees it starts at (null: a Tax Deductor, or seeded before schema 7)
) STRICT;
CREATE UNIQUE INDEX IF NOT EXISTS gst_gstin ON gst_registrations(gstin);
CREATE INDEX IF NOT EXISTS gst_pan ON gst_registrations(pan);
CREATE INDEX IF NOT EXISTS gst_cin ON gst_registrations(cin);
CREATE INDEX IF NOT EXISTS gst_state_gstin ON gst_registrations(state COLLATE NOCASE, gstin, status COLLATE NOCASE, taxpayer_type);
CREATE INDEX IF NOT EXISTS gst_status_gstin ON gst_registrations(status COLLATE NOCASE, gstin);
CREATE INDEX IF NOT EXISTS gst_type_gstin ON gst_registrations(taxpayer_type COLLATE NOCASE, gstin);
CREATE INDEX IF NOT EXISTS gst_registration_date ON gst_registrations(date_of_registration);
CREATE INDEX IF NOT EXISTS gst_state_registration ON gst_registrations(state COLLATE NOCASE, date_of_registration);
CREATE INDEX IF NOT EXISTS gst_trade_name ON gst_registrations(trade_name COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS gst_pincode_gstin ON gst_registrations(pincode COLLATE NOCASE, gstin);
CREATE INDEX IF NOT EXISTS gst_district_gstin ON gst_registrations(district COLLATE NOCASE, gstin);

-- Substring search (FQL CONTAINS, partial-name filters) without table scans: trigram indexes over
-- the names, external-content so the text is stored once. The seeder rebuilds them after loading.
-- columnsize=0: no per-row token counts (%_docsize), which only ranking (bm25) reads; a third less to build.
CREATE VIRTUAL TABLE IF NOT EXISTS companies_fts USING fts5(name, content='companies', content_rowid='rowid', tokenize='trigram', columnsize=0);
CREATE VIRTUAL TABLE IF NOT EXISTS gst_fts USING fts5(legal_name, trade_name, content='gst_registrations', content_rowid='rowid', tokenize='trigram', columnsize=0);
CREATE VIRTUAL TABLE IF NOT EXISTS directors_fts USING fts5(name, content='directors', content_rowid='rowid', tokenize='trigram', columnsize=0);

-- The GST array fields (hsn_codes, sac_codes, business_activities), one row per distinct value and one
-- per (value, registration): FQL ==, IN and CONTAINS on them find the few matching values first, then
-- the registrations through the key, instead of reading every row's JSON. Built from the rows after a
-- seed (src/db/derived.ts); `gst` is the registration's rowid, like the trigram indexes'.
CREATE TABLE IF NOT EXISTS gst_array_values (
  id    INTEGER PRIMARY KEY,
  field TEXT NOT NULL,
  value TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX IF NOT EXISTS gst_array_values_field ON gst_array_values(field, value);
CREATE TABLE IF NOT EXISTS gst_array_items (
  value_id INTEGER NOT NULL,
  gst      INTEGER NOT NULL,
  PRIMARY KEY (value_id, gst)
) STRICT, WITHOUT ROWID;

-- The living registry (src/living/): each day after the dataset's as-of date that has been
-- materialised, with what it added, and a journal of every row it inserted or value it changed, newest
-- last, so that moving the clock back takes days off again exactly. Emptied by a new seed.
CREATE TABLE IF NOT EXISTS registry_days (
  day           TEXT PRIMARY KEY,
  companies     INTEGER NOT NULL,
  llps          INTEGER NOT NULL,
  directors     INTEGER NOT NULL,
  appointments  INTEGER NOT NULL,
  cessations    INTEGER NOT NULL,
  gst           INTEGER NOT NULL,
  gst_changes   INTEGER NOT NULL,
  status_changes INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS registry_journal (
  seq   INTEGER PRIMARY KEY,
  day   TEXT NOT NULL,
  op    TEXT NOT NULL CHECK (op IN ('insert', 'update')),
  tbl   TEXT NOT NULL,
  key   TEXT NOT NULL,
  col   TEXT,
  old   TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS registry_journal_day ON registry_journal(day);

-- Where a record users brought came from (src/db/origins.ts): a fixture file and the record's
-- path in it, a line of the Ministry's file, an answer of the real service; and which of its fields were
-- generated. A record without a row here was generated (the seed, the living registry). Emptied by a new seed.
CREATE TABLE IF NOT EXISTS record_origins (
  tbl     TEXT NOT NULL CHECK (tbl IN ('companies', 'directors', 'gst_registrations')),
  key     TEXT NOT NULL,
  origin  TEXT NOT NULL, -- JSON: {source, file?, line?, path?, upstream?, generated?}
  PRIMARY KEY (tbl, key)
) STRICT, WITHOUT ROWID;

-- ── reference tables ────────────────────────────────────────────────────────
CREATE TABLE IF NOT EXISTS ref_states (
  name              TEXT PRIMARY KEY,
  gst_code          TEXT NOT NULL,
  cin_code          TEXT NOT NULL,
  roc_code          TEXT NOT NULL,
  regional_director TEXT NOT NULL,
  pin_prefixes      TEXT NOT NULL -- JSON array
) STRICT;

CREATE TABLE IF NOT EXISTS ref_nic (
  code        TEXT PRIMARY KEY,
  description TEXT NOT NULL,
  section     TEXT NOT NULL,
  division    TEXT NOT NULL
) STRICT;

CREATE TABLE IF NOT EXISTS ref_hsn (
  code        TEXT PRIMARY KEY,
  description TEXT NOT NULL,
  chapter     INTEGER NOT NULL,
  section     TEXT NOT NULL
) STRICT;

CREATE TABLE IF NOT EXISTS ref_sac (
  code        TEXT PRIMARY KEY,
  description TEXT NOT NULL
) STRICT;

-- ── user content ────────────────────────────────────────────────────────────
CREATE TABLE IF NOT EXISTS screeners (
  id          TEXT PRIMARY KEY,
  owner_id    TEXT REFERENCES users(id) ON DELETE CASCADE, -- NULL: built-in, visible to all
  name        TEXT NOT NULL,
  type        TEXT NOT NULL CHECK (type IN ('company', 'gst')),
  query       TEXT NOT NULL,
  description TEXT,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS screeners_owner ON screeners(owner_id);

CREATE TABLE IF NOT EXISTS watchlists (
  id         TEXT PRIMARY KEY,
  user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name       TEXT NOT NULL,
  type       TEXT NOT NULL CHECK (type IN ('company', 'director', 'gst')),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS watchlists_user ON watchlists(user_id);

CREATE TABLE IF NOT EXISTS watchlist_items (
  watchlist_id TEXT NOT NULL REFERENCES watchlists(id) ON DELETE CASCADE,
  identifier   TEXT NOT NULL,
  name         TEXT NOT NULL,
  type         TEXT NOT NULL,
  added_at     TEXT NOT NULL,
  PRIMARY KEY (watchlist_id, identifier)
) STRICT, WITHOUT ROWID;

-- ── money ───────────────────────────────────────────────────────────────────
-- Orders and subscriptions outlive their user (audit): user_id becomes NULL on deletion.
CREATE TABLE IF NOT EXISTS orders (
  id               TEXT PRIMARY KEY,
  user_id          TEXT REFERENCES users(id) ON DELETE SET NULL,
  order_name       TEXT NOT NULL,
  payment_option   TEXT NOT NULL,
  total_amount     REAL NOT NULL,
  credits_used     INTEGER NOT NULL DEFAULT 0,
  status           TEXT NOT NULL,
  payment_status   TEXT NOT NULL,
  gateway_order_id TEXT,
  customer_name    TEXT,
  customer_email   TEXT,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS orders_user ON orders(user_id, created_at);

CREATE TABLE IF NOT EXISTS order_items (
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  type     TEXT NOT NULL CHECK (type IN ('company', 'director', 'gst', 'fullcompany')),
  name     TEXT NOT NULL,
  number   TEXT NOT NULL,
  price    REAL NOT NULL,
  PRIMARY KEY (order_id, position)
) STRICT, WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS idempotency_keys (
  user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key          TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status       INTEGER NOT NULL,
  response     TEXT NOT NULL,
  created_at   TEXT NOT NULL,
  PRIMARY KEY (user_id, key)
) STRICT;

-- Append-only; a user's balance is the sum of their entries.
CREATE TABLE IF NOT EXISTS credit_ledger (
  id         INTEGER PRIMARY KEY,
  user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  delta      INTEGER NOT NULL,
  reason     TEXT NOT NULL,
  order_id   TEXT,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS credit_ledger_user ON credit_ledger(user_id);

CREATE TABLE IF NOT EXISTS subscriptions (
  id         TEXT PRIMARY KEY,
  user_id    TEXT REFERENCES users(id) ON DELETE SET NULL,
  plan       TEXT NOT NULL,
  features   TEXT NOT NULL, -- JSON array
  starts_at  TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS subscriptions_user ON subscriptions(user_id);

CREATE TABLE IF NOT EXISTS offer_activations (
  id           TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  offer_id     TEXT NOT NULL,
  offer_name   TEXT NOT NULL,
  features     TEXT NOT NULL, -- JSON array
  activated_at TEXT NOT NULL,
  expires_at   TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS offer_activations_user ON offer_activations(user_id);

-- ── quotas and abuse ────────────────────────────────────────────────────────
CREATE TABLE IF NOT EXISTS usage_counters (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  class   TEXT NOT NULL,
  day     TEXT NOT NULL,
  count   INTEGER NOT NULL,
  PRIMARY KEY (user_id, class, day)
) STRICT, WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS quota_overrides (
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  class       TEXT NOT NULL, -- a class of src/entities/quota-classes.ts (checked in code: a new class needs no table rebuild)
  daily_limit INTEGER, -- NULL: unlimited
  PRIMARY KEY (user_id, class)
) STRICT, WITHOUT ROWID;

-- Rolling-window attempts keyed by limit and address (login, registration): window_start is the
-- time of the attempts it counts (those of one millisecond share a row).
CREATE TABLE IF NOT EXISTS rate_limits (
  key          TEXT NOT NULL,
  window_start TEXT NOT NULL,
  count        INTEGER NOT NULL,
  total        INTEGER NOT NULL, -- attempts of this key up to and including this row: a window's count is two index probes
  PRIMARY KEY (key, window_start)
) STRICT, WITHOUT ROWID;

-- Failed authentications: one counter per address and 15-minute window, however fast they come.
CREATE TABLE IF NOT EXISTS auth_failures (
  ip           TEXT NOT NULL,
  window_start TEXT NOT NULL,
  count        INTEGER NOT NULL,
  PRIMARY KEY (ip, window_start)
) STRICT, WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS blocked_ips (
  ip         TEXT PRIMARY KEY,
  reason     TEXT NOT NULL,
  source     TEXT NOT NULL CHECK (source IN ('admin', 'failed_auth', 'malicious')),
  blocked_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) STRICT;
