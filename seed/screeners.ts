// Built-in saved screeners (owner NULL): visible to every user, never deletable.
export interface BuiltinScreener {
  id: string
  name: string
  type: 'company' | 'gst'
  query: string
  description: string
}

export function builtinScreeners(asOf: string): BuiltinScreener[] {
  const monthAgo = new Date(Date.parse(`${asOf}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10)
  return [
    {
      id: 'scr_builtin_it_karnataka',
      name: 'Active IT companies in Karnataka',
      type: 'company',
      query: "State == 'Karnataka' AND llpStatus == 'Active' AND mainDivision IN ['62', '63']",
      description: 'Software and IT services companies registered in Karnataka that are active.',
    },
    {
      id: 'scr_builtin_large_maharashtra',
      name: 'Large companies in Maharashtra',
      type: 'company',
      query: "State == 'Maharashtra' AND paidUpCapital >= 10000000 AND llpStatus == 'Active'",
      description: 'Active companies in Maharashtra with paid-up capital of ₹1 crore or more.',
    },
    {
      id: 'scr_builtin_new_incorporations',
      name: 'Incorporated in the last 30 days',
      type: 'company',
      query: `dateOfIncorporation >= '${monthAgo}'`,
      description: 'Companies and LLPs incorporated in the 30 days before the dataset date.',
    },
    {
      id: 'scr_builtin_listed',
      name: 'Listed public companies',
      type: 'company',
      query: "Listed == 'Listed' AND classOfCompany == 'Public'",
      description: 'Public companies whose CIN marks them as listed.',
    },
    {
      id: 'scr_builtin_gst_gujarat',
      name: 'Active GST registrations in Gujarat',
      type: 'gst',
      query: "state == 'Gujarat' AND Status == 'Active'",
      description: 'Every active GSTIN registered in Gujarat.',
    },
    {
      id: 'scr_builtin_composition',
      name: 'Composition taxpayers',
      type: 'gst',
      query: "TaxpayerType == 'Composition' AND Status == 'Active'",
      description: 'Active registrations under the composition scheme.',
    },
  ]
}
