// Written by `npm run gen:types` from the fixture document's shape (src/records/document.ts); do not edit.

/** An account */
export interface FixtureUser {
  /** Sign-in email (unique) */
  email: string
  /** Display name (default: from the email) */
  name?: string
  /** user (default) or admin */
  role?: 'user' | 'admin'
  /** free (default), premium, or a custom plan name with its features */
  plan?: string
  /** The plan’s features (a custom plan needs them) */
  features?: Array<'Recent_COMP' | 'Recent_DIR' | 'Recent_GST' | 'API_ACCESS'>
  /** Credits to start with */
  credits?: number
  /** Offers granting features for a time */
  offers?: Array<{
    /** Offer name */
    name: string
    features: Array<'Recent_COMP' | 'Recent_DIR' | 'Recent_GST' | 'API_ACCESS'>
    /** Days it lasts (default 30) */
    days?: number
  }>
  /** The account starts suspended */
  suspended?: boolean
  /** Console password (8 to 256 characters); none: API keys only */
  password?: string
  /** API keys the file chooses (fsk_…), so tests can hard-code them */
  apiKeys?: string[]
}

/** A company or LLP: any field of a company record; what is left out is generated */
export interface FixtureCompany {
  /** CIN */
  CIN?: string
  /** Company */
  companyName?: string
  /** Type */
  companyType?: 'Company' | 'LLP'
  /** Class */
  classOfCompany?: 'Private' | 'Public' | 'One Person Company' | null
  /** Category */
  companyCategory?: 'Company limited by shares' | 'Company limited by guarantee' | 'Unlimited company' | null
  /** Sub-category */
  companySubCategory?: 'Non-govt company' | 'Subsidiary of Foreign Company' | 'Union Govt company' | 'State Govt company' | null
  /** Status */
  llpStatus?:
    | 'Active'
    | 'Struck Off'
    | 'Under Process of Striking Off'
    | 'Amalgamated'
    | 'Under Liquidation'
    | 'Liquidated'
    | 'Dissolved'
    | 'Dissolved (Liquidated)'
    | 'Dissolved under section 54'
    | 'Dissolved under section 59(8)'
    | 'Converted to LLP'
    | 'Converted to LLP and Dissolved'
    | 'Under CIRP'
    | 'Dormant'
    | 'Active Non-Compliant'
    | 'Inactive for e-filing'
    | 'Not Available for e-Filing'
  /** Incorporated */
  dateOfIncorporation?: string
  /** Authorised capital */
  authorisedCapital?: number
  /** Authorised capital */
  authorizedCapital?: number
  /** Paid-up capital */
  paidUpCapital?: number
  /** Registered address */
  registeredAddress?: string
  /** City */
  City?: string
  /** State */
  State?: string
  /** PIN code */
  Pincode?: string
  /** Email */
  email?: string | null
  /** Phone */
  phone?: string | null
  /** NIC code */
  NICCode?: string | number
  /** Industry (NIC) */
  NICDescription?: string
  /** NIC division */
  mainDivision?: string
  /** Division */
  mainDivisionDescription?: string
  /** Registrar (ROC) */
  ROCCode?: string
  /** Regional director */
  regionalDirector?: string
  /** Listed */
  Listed?: 'Listed' | 'Unlisted'
  /** PAN */
  PAN?: string
  /** District */
  District?: string
  /** Subscribed capital */
  subscribedCapital?: number
  /** Registration number */
  registrationNumber?: string | null
  /** Origin */
  companyOrigin?: 'Domestic' | 'Foreign'
  /** Status since */
  statusDate?: string | null
  /** Principal business activity */
  principalBusinessActivity?: string | null
  /** Where the record came from (written by firmbase export; kept by an import) */
  $origin?: {
    /** fixture, mca-csv (the Ministry’s file), recorded (from the real service) or generated */
    source: 'fixture' | 'mca-csv' | 'recorded' | 'generated'
    /** The file it was read from */
    file?: string
    /** Its line in the Ministry’s file */
    line?: number
    /** Its path in a fixture file */
    path?: string
    /** The service it was recorded from */
    upstream?: string
    /** Fields its source did not give, generated */
    generated?: string[]
  }
  /** Its directors (a number: that many generated ones) */
  directors?:
    | number
    | Array<{
        /** DIN */
        DIN?: string
        /** Name */
        Name?: string
        /** First name */
        firstName?: string
        /** Last name */
        lastName?: string
        /** Nationality */
        nationality?: string
        /** Born */
        dateOfBirth?: string | null
        /** Designation */
        Designation?: string
        /** Appointed */
        dateOfAppointment?: string
        /** Ceased */
        dateOfCessation?: string | null
      }>
  /** Its GST registrations (a number: that many generated ones) */
  gst?:
    | number
    | Array<{
        /** GSTIN */
        GSTIN?: string
        /** PAN */
        PAN?: string
        /** CIN */
        CIN?: string | null
        /** Legal name */
        LegalName?: string
        /** Trade name */
        TradeName?: string
        /** Status */
        Status?: 'Active' | 'Cancelled' | 'Suspended' | 'Inactive'
        /** Taxpayer type */
        TaxpayerType?: string
        /** Constitution */
        ConstitutionBusiness?: string
        /** Registered */
        dateOfRegistration?: string
        /** State */
        state?: string
        /** Address */
        Address?: string
        /** PIN code */
        Pincode?: string
        /** Core business */
        COREBUSINESS?: string
        /** Business activities */
        BusinessActivities?: string[]
        /** HSN codes */
        hsnCodes?: string[]
        /** SAC codes */
        sacCodes?: string[]
        /** District */
        district?: string
        /** Turnover slab */
        Turnover?: number | null
      }>
}

/** A director: any field of a director record, and their appointments */
export interface FixtureDirector {
  /** DIN */
  DIN?: string
  /** Name */
  Name?: string
  /** First name */
  firstName?: string
  /** Last name */
  lastName?: string
  /** Nationality */
  nationality?: string
  /** Born */
  dateOfBirth?: string | null
  /** Where the record came from (written by firmbase export; kept by an import) */
  $origin?: {
    /** fixture, mca-csv (the Ministry’s file), recorded (from the real service) or generated */
    source: 'fixture' | 'mca-csv' | 'recorded' | 'generated'
    /** The file it was read from */
    file?: string
    /** Its line in the Ministry’s file */
    line?: number
    /** Its path in a fixture file */
    path?: string
    /** The service it was recorded from */
    upstream?: string
    /** Fields its source did not give, generated */
    generated?: string[]
  }
  /** Appointments: the company by CIN or LLPIN (in this file or the database) */
  companies?: Array<{
    /** CIN */
    CIN: string
    /** Designation */
    Designation?: string
    /** Appointed */
    dateOfAppointment?: string
    /** Ceased */
    dateOfCessation?: string | null
    /** The company’s name (as a director record shows it; checked when given) */
    companyName?: string
  }>
}

/** A GST registration: any field of a GST record */
export interface FixtureGst {
  /** GSTIN */
  GSTIN?: string
  /** PAN */
  PAN?: string
  /** CIN */
  CIN?: string | null
  /** Legal name */
  LegalName?: string
  /** Trade name */
  TradeName?: string
  /** Status */
  Status?: 'Active' | 'Cancelled' | 'Suspended' | 'Inactive'
  /** Taxpayer type */
  TaxpayerType?: string
  /** Constitution */
  ConstitutionBusiness?: string
  /** Registered */
  dateOfRegistration?: string
  /** State */
  state?: string
  /** Address */
  Address?: string
  /** PIN code */
  Pincode?: string
  /** Core business */
  COREBUSINESS?: string
  /** Business activities */
  BusinessActivities?: string[]
  /** HSN codes */
  hsnCodes?: string[]
  /** SAC codes */
  sacCodes?: string[]
  /** District */
  district?: string
  /** Turnover slab */
  Turnover?: number | null
  /** Where the record came from (written by firmbase export; kept by an import) */
  $origin?: {
    /** fixture, mca-csv (the Ministry’s file), recorded (from the real service) or generated */
    source: 'fixture' | 'mca-csv' | 'recorded' | 'generated'
    /** The file it was read from */
    file?: string
    /** Its line in the Ministry’s file */
    line?: number
    /** Its path in a fixture file */
    path?: string
    /** The service it was recorded from */
    upstream?: string
    /** Fields its source did not give, generated */
    generated?: string[]
  }
}

/** A watchlist of an account */
export interface FixtureWatchlist {
  /** The owner’s email (a user of this file or the database) */
  owner: string
  /** Watchlist name */
  name: string
  /** What it holds (default: from its items) */
  type?: 'company' | 'director' | 'gst'
  /** Members by identifier */
  items?: string[]
}

/** A saved FQL search of an account */
export interface FixtureScreener {
  /** The owner’s email (a user of this file or the database) */
  owner: string
  /** Screener name */
  name: string
  /** company (default) or gst */
  type?: 'company' | 'gst'
  /** An FQL query */
  query: string
  /** What it finds */
  description?: string | null
}

/** firmbase fixtures: records to add to the registry and accounts (docs/guides/fixtures.md). */
export interface FixtureDocument {
  /** The JSON Schema of this file (for editors) */
  $schema?: string
  users?: FixtureUser[]
  companies?: FixtureCompany[]
  directors?: FixtureDirector[]
  gst?: FixtureGst[]
  watchlists?: FixtureWatchlist[]
  screeners?: FixtureScreener[]
}
