// Directors (one row per DIN) and their appointments (one row per DIN and company), in table order.
import type { Field } from './field.ts'

export const DIRECTOR_FIELDS = [
  { column: 'din', key: 'DIN', type: 'text', label: 'DIN', pattern: '^[0-9]{8}$' },
  { column: 'name', key: 'Name', type: 'text', label: 'Name' },
  { column: 'first_name', key: 'firstName', type: 'text', label: 'First name' },
  { column: 'last_name', key: 'lastName', type: 'text', label: 'Last name' },
  { column: 'nationality', key: 'nationality', type: 'text', label: 'Nationality' },
  { column: 'date_of_birth', key: 'dateOfBirth', type: 'date', nullable: true, label: 'Born' },
] as const satisfies readonly Field[]

/** Key managerial personnel (Companies Act s. 2(51)): on record beside the board, never counted in it (s. 149). */
export const KMP_DESIGNATIONS: readonly string[] = ['Company Secretary', 'CFO', 'CEO']

export const APPOINTMENT_FIELDS = [
  { column: 'din', key: 'DIN', type: 'text', label: 'DIN' },
  { column: 'cin', key: 'CIN', type: 'text', label: 'CIN' },
  { column: 'designation', key: 'Designation', type: 'text', label: 'Designation' },
  { column: 'date_of_appointment', key: 'dateOfAppointment', type: 'date', label: 'Appointed' },
  { column: 'date_of_cessation', key: 'dateOfCessation', type: 'date', nullable: true, label: 'Ceased' },
] as const satisfies readonly Field[]
