// Forward-only migrations. schema.sql always describes the latest version and creates a fresh
// database at SCHEMA_VERSION directly; an older database runs every step above its version, in order.
// A step changes what CREATE TABLE IF NOT EXISTS cannot (added columns, changed constraints).
import { ACTIVITY_BY_NIC_2004, ACTIVITY_BY_NIC_2008 } from '../entities/activity.ts'
import { BUILD_GST_ARRAYS } from './derived.ts'

export interface Migration {
  version: number
  sql: string
  /** A query that answers a row when the step has work to do (default: always): a costly step skips a file that has its result already. */
  when?: string
}

/** An SQL expression of a company's activity group from its NIC code's division, read in that edition. */
const activityCase = (edition: '2008' | '2004') =>
  `CASE ${(edition === '2008' ? ACTIVITY_BY_NIC_2008 : ACTIVITY_BY_NIC_2004).map(([from, to, group]) => `WHEN CAST(substr(nic_code, 1, 2) AS INTEGER) BETWEEN ${from} AND ${to} THEN '${group}'`).join(' ')} ELSE 'Business Services' END`

/** A trigram index made again in its current form (schema.sql) and rebuilt from its table. */
const remadeTrigram = (fts: string, columns: string, table: string) =>
  `DROP TABLE IF EXISTS ${fts}; CREATE VIRTUAL TABLE ${fts} USING fts5(${columns}, content='${table}', content_rowid='rowid', tokenize='trigram', columnsize=0); INSERT INTO ${fts}(${fts}) VALUES ('rebuild');`

export const migrations: Migration[] = [
  // 2: recently registered — appointments_date became appointments_date_cin (schema.sql creates it).
  { version: 2, sql: 'DROP INDEX IF EXISTS appointments_date;' },
  // 3: the assistant's conversation tables went: firmbase emulates no assistant, so nothing ever
  // wrote them and account deletion had nothing there to erase.
  { version: 3, sql: 'DROP TABLE IF EXISTS ai_messages; DROP TABLE IF EXISTS ai_conversations;' },
  // 4: auth_failures became a counter per address and 15-minute window (it was a row per failure).
  {
    version: 4,
    sql: `ALTER TABLE auth_failures RENAME TO auth_failures_rows;
      DROP INDEX IF EXISTS auth_failures_ip;
      CREATE TABLE auth_failures (ip TEXT NOT NULL, window_start TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (ip, window_start)) STRICT, WITHOUT ROWID;
      INSERT INTO auth_failures (ip, window_start, count)
        SELECT ip, strftime('%Y-%m-%dT%H:', at) || printf('%02d', cast(strftime('%M', at) AS INTEGER) / 15 * 15) || ':00.000Z', count(*)
        FROM auth_failures_rows GROUP BY 1, 2;
      DROP TABLE auth_failures_rows;`,
  },
  // 5: every address has its district (empty in datasets seeded before; a reseed fills it).
  { version: 5, sql: "ALTER TABLE companies ADD COLUMN district TEXT NOT NULL DEFAULT ''; ALTER TABLE gst_registrations ADD COLUMN district TEXT NOT NULL DEFAULT '';" },
  // 6: reads that never scan: a trigram index over director names, and the GST array fields one row
  // per element (src/db/derived.ts), both built from the rows already there.
  {
    version: 6,
    sql: `CREATE VIRTUAL TABLE IF NOT EXISTS directors_fts USING fts5(name, content='directors', content_rowid='rowid', tokenize='trigram');
      INSERT INTO directors_fts(directors_fts) VALUES ('rebuild');
      CREATE TABLE IF NOT EXISTS gst_array_values (id INTEGER PRIMARY KEY, field TEXT NOT NULL, value TEXT NOT NULL) STRICT;
      CREATE UNIQUE INDEX IF NOT EXISTS gst_array_values_field ON gst_array_values(field, value);
      CREATE TABLE IF NOT EXISTS gst_array_items (value_id INTEGER NOT NULL, gst INTEGER NOT NULL, PRIMARY KEY (value_id, gst)) STRICT, WITHOUT ROWID;
      ${BUILD_GST_ARRAYS}`,
  },
  // 7: GST registrations' aggregate-turnover slab (null in datasets seeded before; a reseed fills it).
  { version: 7, sql: 'ALTER TABLE gst_registrations ADD COLUMN turnover INTEGER;' },
  // 8: attempt windows keep a running total per key, so counting a window no longer sums every attempt
  // in it. The rows are at most an hour old and carry no total: the table is dropped and schema.sql
  // creates it anew (the login and registration limits start afresh once, at the upgrade).
  { version: 8, sql: 'DROP TABLE IF EXISTS rate_limits;' },
  // 9: company-filter by listed, class, category or sub-category reads the kind index in CIN order
  // (schema.sql: companies_kind_cin), built here from the rows already there; recently registered
  // companies with a state no longer need (state, date), so seeding builds one index fewer.
  {
    version: 9,
    // ANALYZE: the planner weighs the new index with statistics, like every index of a fresh seed.
    sql: 'CREATE INDEX IF NOT EXISTS companies_kind_cin ON companies(listed, class, category, sub_category, cin); ANALYZE companies_kind_cin; DROP INDEX IF EXISTS companies_state_incorporation;',
  },
  {
    version: 10,
    // The place and NIC indexes carry the status (schema.sql), so counting a place or code with a
    // status reads only the index; rebuilt here from the rows already there, with their statistics.
    sql: `DROP INDEX IF EXISTS companies_state_cin; CREATE INDEX companies_state_cin ON companies(state COLLATE NOCASE, cin, status COLLATE NOCASE);
      DROP INDEX IF EXISTS companies_city_cin; CREATE INDEX companies_city_cin ON companies(city COLLATE NOCASE, cin, status COLLATE NOCASE);
      DROP INDEX IF EXISTS companies_nic_cin; CREATE INDEX companies_nic_cin ON companies(nic_code, cin, status COLLATE NOCASE);
      ANALYZE companies_state_cin; ANALYZE companies_city_cin; ANALYZE companies_nic_cin;`,
  },
  // 11: the fields the real service's docs name and firmbase lacked: subscribed capital, the RoC
  // registration number and the company's origin, filled from the rows already there (a reseed draws
  // partly-paid shares for some companies; here subscribed equals paid-up).
  {
    version: 11,
    sql: `ALTER TABLE companies ADD COLUMN subscribed_capital INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE companies ADD COLUMN registration_number TEXT;
      ALTER TABLE companies ADD COLUMN company_origin TEXT NOT NULL DEFAULT 'Domestic';
      UPDATE companies SET subscribed_capital = paid_up_capital, registration_number = CASE WHEN company_type = 'Company' THEN substr(cin, 16, 6) END;`,
  },
  // 12: an API session remembers the key that opened it, so revoking the key ends them (sessions opened
  // before cannot be traced to a key and end with their refresh token, as they did).
  { version: 12, sql: 'ALTER TABLE sessions ADD COLUMN api_key_id TEXT;' },
  // 13: quota classes are declared in code (src/entities/quota-classes.ts), not in a CHECK that a new
  // class would need a table rebuild to change: this is the last such rebuild.
  {
    version: 13,
    sql: `CREATE TABLE quota_overrides_13 (user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, class TEXT NOT NULL, daily_limit INTEGER, PRIMARY KEY (user_id, class)) STRICT, WITHOUT ROWID;
      INSERT INTO quota_overrides_13 SELECT user_id, class, daily_limit FROM quota_overrides;
      DROP TABLE quota_overrides;
      ALTER TABLE quota_overrides_13 RENAME TO quota_overrides;`,
  },
  // 14: the living registry — the day a status moved, the days materialised and their journal — and an
  // index on companies' PANs (a new entity's PAN must be no one else's).
  {
    version: 14,
    sql: `ALTER TABLE companies ADD COLUMN status_date TEXT;
      CREATE INDEX IF NOT EXISTS companies_pan ON companies(pan);
      CREATE TABLE IF NOT EXISTS registry_days (day TEXT PRIMARY KEY, companies INTEGER NOT NULL, llps INTEGER NOT NULL, directors INTEGER NOT NULL, appointments INTEGER NOT NULL, cessations INTEGER NOT NULL, gst INTEGER NOT NULL, gst_changes INTEGER NOT NULL, status_changes INTEGER NOT NULL) STRICT, WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS registry_journal (seq INTEGER PRIMARY KEY, day TEXT NOT NULL, op TEXT NOT NULL CHECK (op IN ('insert', 'update')), tbl TEXT NOT NULL, key TEXT NOT NULL, col TEXT, old TEXT) STRICT;
      CREATE INDEX IF NOT EXISTS registry_journal_day ON registry_journal(day);`,
  },
  // 15: the first search for a value as quick as its repeat: a count of a state or city with a class,
  // type or listing, and of a GST state with a status or taxpayer type, reads its index only; districts
  // and RoCs get indexes of their own (a district's count read the table). Figures: docs/benchmarks.md.
  {
    version: 15,
    sql: `DROP INDEX IF EXISTS companies_state_cin; CREATE INDEX companies_state_cin ON companies(state COLLATE NOCASE, cin, status COLLATE NOCASE, class, company_type, listed);
      DROP INDEX IF EXISTS companies_city_cin; CREATE INDEX companies_city_cin ON companies(city COLLATE NOCASE, cin, status COLLATE NOCASE, class, company_type, listed);
      DROP INDEX IF EXISTS gst_state_gstin; CREATE INDEX gst_state_gstin ON gst_registrations(state COLLATE NOCASE, gstin, status COLLATE NOCASE, taxpayer_type);
      CREATE INDEX IF NOT EXISTS companies_district_cin ON companies(district COLLATE NOCASE, cin, status COLLATE NOCASE);
      CREATE INDEX IF NOT EXISTS companies_roc_cin ON companies(roc_code COLLATE NOCASE, cin);
      ANALYZE companies_state_cin; ANALYZE companies_city_cin; ANALYZE gst_state_gstin; ANALYZE companies_district_cin; ANALYZE companies_roc_cin;`,
  },
  // 16: capital indexes carry the CIN, so a range of capitals is counted for companies and LLPs apart
  // (the search's two parts, by CIN) from the index alone; the main division gets an index (a
  // division's count read the table).
  {
    version: 16,
    sql: `DROP INDEX IF EXISTS companies_paid_up; CREATE INDEX companies_paid_up ON companies(paid_up_capital, cin);
      DROP INDEX IF EXISTS companies_authorised; CREATE INDEX companies_authorised ON companies(authorised_capital, cin);
      CREATE INDEX IF NOT EXISTS companies_division_cin ON companies(main_division, cin);
      ANALYZE companies_paid_up; ANALYZE companies_authorised; ANALYZE companies_division_cin;`,
  },
  // 17: a state's index carries the capitals and the date of incorporation too: a state with a capital
  // condition, or the companies of a state registered in a window, are counted from it
  // (`paidUpCapital NOT BETWEEN … AND State == …` read each match's row).
  {
    version: 17,
    sql: `DROP INDEX IF EXISTS companies_state_cin; CREATE INDEX companies_state_cin ON companies(state COLLATE NOCASE, cin, status COLLATE NOCASE, class, company_type, listed, paid_up_capital, authorised_capital, date_of_incorporation);
      ANALYZE companies_state_cin;`,
  },
  // 18: companies without an e-mail address, by state (a small partial index), and GST registrations by
  // taxpayer type: `email IS NULL AND State == …` read the state's rows, a taxpayer type the table.
  {
    version: 18,
    sql: `CREATE INDEX IF NOT EXISTS companies_no_email ON companies(state COLLATE NOCASE, cin) WHERE email IS NULL;
      CREATE INDEX IF NOT EXISTS gst_type_gstin ON gst_registrations(taxpayer_type COLLATE NOCASE, gstin);
      ANALYZE companies_no_email; ANALYZE gst_type_gstin;`,
  },
  // 19: what schema.sql gave up without a step, so that an upgraded file is the fresh one
  // (test/db/upgrades.test.ts): the directors' name index, which no plan used, goes.
  { version: 19, sql: 'DROP INDEX IF EXISTS directors_name;' },
  // 20: trigram indexes made before they dropped their per-row token counts (columnsize=0, read only by
  // ranking, which no query does) are made again in the current form; files made since skip the rebuild.
  {
    version: 20,
    when: "SELECT 1 FROM sqlite_master WHERE name IN ('companies_fts_docsize', 'gst_fts_docsize', 'directors_fts_docsize')",
    sql: [
      remadeTrigram('companies_fts', 'name', 'companies'),
      remadeTrigram('gst_fts', 'legal_name, trade_name', 'gst_registrations'),
      remadeTrigram('directors_fts', 'name', 'directors'),
    ].join('\n'),
  },
  // 21: MCA's principal business activity group of each company (schema.sql), filled for the companies
  // already there from the NIC code's division in the edition it is read in — NIC 2008 from 2020, or
  // before when the record carries NIC 2008's description of it; NIC 2004 otherwise — as the generator
  // draws it (src/entities/activity.ts).
  {
    version: 21,
    sql: `ALTER TABLE companies ADD COLUMN principal_business_activity TEXT;
      UPDATE companies SET principal_business_activity = CASE
        WHEN substr(date_of_incorporation, 1, 4) >= '2020'
          OR EXISTS (SELECT 1 FROM ref_nic r WHERE r.code = companies.nic_code AND r.description = companies.nic_description) THEN ${activityCase('2008')}
        ELSE ${activityCase('2004')} END;
      CREATE INDEX IF NOT EXISTS companies_activity_cin ON companies(principal_business_activity COLLATE NOCASE, cin, status COLLATE NOCASE);
      ANALYZE companies_activity_cin;`,
  },
  // 22: directors by birth date: each living day finds the few who reach their leaving age on it.
  { version: 22, sql: 'CREATE INDEX IF NOT EXISTS directors_born ON directors(date_of_birth); ANALYZE directors_born;' },
]

export const SCHEMA_VERSION = migrations[migrations.length - 1].version
