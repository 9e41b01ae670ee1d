// Row types mirroring schema.sql, one per table: those of the declared entities (the registry's and
// the account-side records the API answers with) derived from src/entities/, the rest written here.
// test/db/schema-drift.test.ts keeps them honest.
import type { Generated, Selectable } from 'kysely'
import type { BLOCKED_IP_FIELDS } from '../entities/blocked-ip.ts'
import type { COMPANY_FIELDS } from '../entities/company.ts'
import type { APPOINTMENT_FIELDS, DIRECTOR_FIELDS } from '../entities/director.ts'
import type { RowOf } from '../entities/field.ts'
import type { GST_FIELDS } from '../entities/gst.ts'
import type { ORDER_FIELDS, ORDER_ITEM_FIELDS } from '../entities/order.ts'
import type { QuotaClass } from '../entities/quota-classes.ts'
import type { SCREENER_FIELDS } from '../entities/screener.ts'
import type { OFFER_FIELDS, SUBSCRIPTION_FIELDS } from '../entities/subscription.ts'
import type { USER_FIELDS } from '../entities/user.ts'
import type { WATCHLIST_FIELDS, WATCHLIST_ITEM_FIELDS } from '../entities/watchlist.ts'

export interface SettingsTable {
  key: string
  value: string
}

/** The account-side tables the API answers from come from their declarations too. */
export type UsersTable = RowOf<typeof USER_FIELDS>

export interface ApiKeysTable {
  id: string
  user_id: string
  key_hash: string
  prefix: string
  created_at: string
  last_used_at: string | null
  revoked_at: string | null
}

export interface SessionsTable {
  id: string
  user_id: string
  kind: 'api' | 'browser'
  created_at: string
  expires_at: string
  revoked_at: string | null
  api_key_id: string | null
}

export interface TokenBlacklistTable {
  jti: string
  expires_at: string
}

/** The registry tables come from the entity declarations (src/entities/). */
export type CompaniesTable = RowOf<typeof COMPANY_FIELDS>

export type DirectorsTable = RowOf<typeof DIRECTOR_FIELDS>

export type DirectorAppointmentsTable = RowOf<typeof APPOINTMENT_FIELDS>

export type GstRegistrationsTable = RowOf<typeof GST_FIELDS>

export interface RefStatesTable {
  name: string
  gst_code: string
  cin_code: string
  roc_code: string
  regional_director: string
  pin_prefixes: string
}

export interface RefNicTable {
  code: string
  description: string
  section: string
  division: string
}

export interface RefHsnTable {
  code: string
  description: string
  chapter: number
  section: string
}

export interface RefSacTable {
  code: string
  description: string
}

export type ScreenersTable = RowOf<typeof SCREENER_FIELDS>

export type WatchlistsTable = RowOf<typeof WATCHLIST_FIELDS>

export type WatchlistItemsTable = RowOf<typeof WATCHLIST_ITEM_FIELDS>

export type OrdersTable = RowOf<typeof ORDER_FIELDS>

export type OrderItemsTable = RowOf<typeof ORDER_ITEM_FIELDS>

export interface IdempotencyKeysTable {
  user_id: string
  key: string
  request_hash: string
  status: number
  response: string
  created_at: string
}

export interface CreditLedgerTable {
  id: Generated<number>
  user_id: string
  delta: number
  reason: string
  order_id: string | null
  created_at: string
}

export type SubscriptionsTable = RowOf<typeof SUBSCRIPTION_FIELDS>

export type OfferActivationsTable = RowOf<typeof OFFER_FIELDS>

export interface UsageCountersTable {
  user_id: string
  class: string
  day: string
  count: number
}

export interface QuotaOverridesTable {
  user_id: string
  class: QuotaClass
  daily_limit: number | null
}

export interface RateLimitsTable {
  key: string
  window_start: string
  count: number
  total: number
}

export interface AuthFailuresTable {
  ip: string
  window_start: string
  count: number
}

export type BlockedIpsTable = RowOf<typeof BLOCKED_IP_FIELDS>

/** One distinct element of a GST array field (src/db/derived.ts). */
export interface GstArrayValuesTable {
  id: number
  field: string
  value: string
}

/** An element of a registration's array field: value and the registration's rowid. */
export interface GstArrayItemsTable {
  value_id: number
  gst: number
}

/** A day of the living registry materialised, with what it added (src/living/). */
export interface RegistryDaysTable {
  day: string
  companies: number
  llps: number
  directors: number
  appointments: number
  cessations: number
  gst: number
  gst_changes: number
  status_changes: number
}

/** What the living registry inserted or changed, to take a day back. */
export interface RegistryJournalTable {
  seq: Generated<number>
  day: string
  op: 'insert' | 'update'
  tbl: string
  key: string
  col: string | null
  old: string | null
}

/** Where a record users brought came from (src/db/origins.ts). */
export interface RecordOriginsTable {
  tbl: 'companies' | 'directors' | 'gst_registrations'
  key: string
  origin: string
}

export interface Database {
  settings: SettingsTable
  users: UsersTable
  api_keys: ApiKeysTable
  sessions: SessionsTable
  token_blacklist: TokenBlacklistTable
  companies: CompaniesTable
  directors: DirectorsTable
  director_appointments: DirectorAppointmentsTable
  gst_registrations: GstRegistrationsTable
  gst_array_values: GstArrayValuesTable
  gst_array_items: GstArrayItemsTable
  registry_days: RegistryDaysTable
  registry_journal: RegistryJournalTable
  record_origins: RecordOriginsTable
  ref_states: RefStatesTable
  ref_nic: RefNicTable
  ref_hsn: RefHsnTable
  ref_sac: RefSacTable
  screeners: ScreenersTable
  watchlists: WatchlistsTable
  watchlist_items: WatchlistItemsTable
  orders: OrdersTable
  order_items: OrderItemsTable
  idempotency_keys: IdempotencyKeysTable
  credit_ledger: CreditLedgerTable
  subscriptions: SubscriptionsTable
  offer_activations: OfferActivationsTable
  usage_counters: UsageCountersTable
  quota_overrides: QuotaOverridesTable
  rate_limits: RateLimitsTable
  auth_failures: AuthFailuresTable
  blocked_ips: BlockedIpsTable
}

export type User = Selectable<UsersTable>
export type Company = Selectable<CompaniesTable>
export type GstRegistration = Selectable<GstRegistrationsTable>
export type Director = Selectable<DirectorsTable>
export type Screener = Selectable<ScreenersTable>
export type Watchlist = Selectable<WatchlistsTable>
export type WatchlistItem = Selectable<WatchlistItemsTable>
export type Order = Selectable<OrdersTable>
export type OrderItem = Selectable<OrderItemsTable>
export type BlockedIp = Selectable<BlockedIpsTable>
