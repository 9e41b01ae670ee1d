// The MCA activity group of a NIC code in its edition (src/entities/activity.ts holds the groups).
import { ACTIVITY_BY_NIC_2004, ACTIVITY_BY_NIC_2008, type ActivityGroup } from '../../src/entities/activity.ts'
import type { NicReading } from './nic-editions.ts'

/** The group of a NIC code as read in its edition (readNic, registeredNic). */
export function activityGroup(nic: Pick<NicReading, 'code' | 'edition'>): ActivityGroup {
  const division = Number(nic.code.slice(0, 2))
  const ranges = nic.edition === '2008' ? ACTIVITY_BY_NIC_2008 : ACTIVITY_BY_NIC_2004
  return ranges.find(([from, to]) => division >= from && division <= to)?.[2] ?? 'Business Services'
}
