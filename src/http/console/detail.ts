// The console's detail pages: a company (record, board with links, GST registrations sharing its
// PAN, NIC description), a director (every appointment with links), a GST registration (activities,
// HSN/SAC codes with their descriptions).
import type { H3Event } from 'h3'
import type { companyView, directorView, gstView } from '../../core/registry/views.ts'
import type { AuthUser } from '../auth.ts'
import type { AppContext } from '../context.ts'
import { h, type Part } from '../html.ts'
import { date, label, SECOND_SPELLINGS, show } from './format.ts'
import { facts, page, postButton, table } from './layout.ts'

const recordFacts = (record: Record<string, unknown>, skip: string[] = [], labels: Record<string, string> = {}) =>
  facts(
    Object.entries(record)
      .filter(([k, v]) => !skip.includes(k) && !SECOND_SPELLINGS.has(k) && !Array.isArray(v))
      .map(([k, v]): [Part, Part] => [labels[k] ?? label(k), show(k, v)]),
  )

const orderButton = (event: H3Event, type: string, id: string) =>
  postButton(event, '/console/selection', 'Order this record (credits)', { type, [`sel:${id}`]: '1', action: 'order', payment: 'credits' }, 'small')

export function companyPage(ctx: AppContext, event: H3Event, user: AuthUser, view: ReturnType<typeof companyView>) {
  const { record, board, gst } = view
  const boardRows = board.map((m) => [h`<a href="/console/directors/${m.din}">${m.name}</a>`, h`<code>${m.din}</code>`, m.designation, date(m.date_of_appointment)])
  const gstRows = gst.map((g) => [h`<a href="/console/gst/${g.GSTIN}">${g.GSTIN}</a>`, g.TradeName || g.LegalName, g.state, g.Status, date(g.dateOfRegistration)])
  return page(
    ctx,
    event,
    user,
    record.companyName,
    h`<p><code>${record.CIN}</code> · ${record.llpStatus} · ${record.NICDescription} ${orderButton(event, 'company', record.CIN)}</p>
${recordFacts(record, [], record.companyType === 'LLP' ? { CIN: 'LLPIN' } : {})}
<h2>Board</h2>${table(['Director', 'DIN', 'Designation', 'Appointed'], boardRows, 'No directors are recorded for this company.', { sortable: true })}
<h2>GST registrations with PAN ${record.PAN}</h2>${table(['GSTIN', 'Name', 'State', 'Status', 'Registered'], gstRows, 'No GST registration shares this PAN.', { sortable: true })}`,
  )
}

export function directorPage(ctx: AppContext, event: H3Event, user: AuthUser, record: ReturnType<typeof directorView>) {
  const rows = record.companies.map((c) => [
    h`<a href="/console/companies/${c.CIN}">${c.companyName}</a>`,
    h`<code>${c.CIN}</code>`,
    c.Designation,
    date(c.dateOfAppointment),
    c.dateOfCessation ? date(c.dateOfCessation) : 'Current',
  ])
  return page(
    ctx,
    event,
    user,
    record.Name,
    h`<p>Director <code>${record.DIN}</code> ${orderButton(event, 'director', record.DIN)}</p>${recordFacts(record, ['Name', 'companies'])}
<h2>Appointments</h2>${table(['Company', 'CIN', 'Designation', 'Appointed', 'Ceased'], rows, 'No appointments are recorded for this director.', { sortable: true })}`,
  )
}

export function gstPage(ctx: AppContext, event: H3Event, user: AuthUser, view: ReturnType<typeof gstView>) {
  const { record, hsn, sac, company } = view
  const codes = (list: { code: string; description: string | null }[]) => list.map((c) => [h`<code>${c.code}</code>`, c.description ?? 'Not in the reference table'])
  return page(
    ctx,
    event,
    user,
    record.TradeName || record.LegalName,
    h`<p><code>${record.GSTIN}</code> · ${record.Status}${company ? h` · company <a href="/console/companies/${company.cin}">${company.name}</a>` : ''} ${orderButton(event, 'gst', record.GSTIN)}</p>
${recordFacts(record)}
<h2>Business activities</h2>${record.BusinessActivities.length ? h`<ul>${record.BusinessActivities.map((a) => h`<li>${a}</li>`)}</ul>` : h`<p class="empty">No activities declared.</p>`}
<h2>HSN codes (goods)</h2>${table(['Code', 'Description'], codes(hsn), 'No HSN codes declared.')}
<h2>SAC codes (services)</h2>${table(['Code', 'Description'], codes(sac), 'No SAC codes declared.')}`,
  )
}
