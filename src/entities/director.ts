// Directors (one row per DIN) and their appointments (one row per DIN and company), in table order.
import type { Field } from './field.ts'

export const DIRECTOR_FIELDS = [
  { column: 'din', key: 'DIN', type: 'text', label: 'DIN', pattern: '^[0-9]{8}$' },
  { column: 'name', key: 'Name', type: 'text', label: 'Name', filter: { param: 'name', aliases: ['directorName'], match: 'name', doc: 'Part of the name' } },
  { column: 'first_name', key: 'firstName', type: 'text', label: 'First name', filter: { param: 'firstName', match: 'exact' } },
  { column: 'last_name', key: 'lastName', type: 'text', label: 'Last name', filter: { param: 'lastName', match: 'exact' } },
  { column: 'nationality', key: 'nationality', type: 'text', label: 'Nationality' },
  { column: 'date_of_birth', key: 'dateOfBirth', type: 'date', nullable: true, label: 'Born' },
] as const satisfies readonly Field[]

/** Key managerial personnel (Companies Act s. 2(51)): on record beside the board, never counted in it (s. 149). */
export const KMP_DESIGNATIONS: readonly string[] = ['Company Secretary', 'CFO', 'CEO']

export const APPOINTMENT_FIELDS = [
  { column: 'din', key: 'DIN', type: 'text', label: 'DIN', filter: { param: 'DIN', match: 'exact', doc: 'Exact DIN' } },
  { column: 'cin', key: 'CIN', type: 'text', label: 'CIN', filter: { param: 'CIN', match: 'exact', doc: 'The company' } },
  { column: 'designation', key: 'Designation', type: 'text', label: 'Designation', filter: { param: 'designation', match: 'exact' } },
  { column: 'date_of_appointment', key: 'dateOfAppointment', type: 'date', label: 'Appointed' },
  { column: 'date_of_cessation', key: 'dateOfCessation', type: 'date', nullable: true, label: 'Ceased' },
] as const satisfies readonly Field[]

/** A director's appointments in their record: these keys of each appointment, and the company's name after its CIN. */
export const DIRECTOR_APPOINTMENT_KEYS = ['CIN', 'Designation', 'dateOfAppointment', 'dateOfCessation'] as const

/** The director filter's results: an appointment with its director's and company's names (`directorName` repeats `Name`). */
export const DIRECTOR_RESULT_KEYS = ['DIN', 'Name', 'directorName', 'Designation', 'CIN', 'companyName', 'dateOfAppointment', 'dateOfCessation'] as const

/** The director filter's one parameter of no director or appointment column: the company's state. */
export const DIRECTOR_FILTER_STATE = { param: 'state', doc: 'Company’s state' } as const
