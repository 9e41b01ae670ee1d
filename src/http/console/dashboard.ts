// The console's dashboard: plan, features and credits; today's use of each quota class as bars;
// charts of the dataset and of the account's searches and orders over the last two weeks.
import type { H3Event } from 'h3'
import { userProfile } from '../../core/accounts/profile.ts'
import { QUOTA_CLASSES, usageByDay } from '../../core/access/usage.ts'
import { QUOTA_CLASSES as QUOTA_DECLARATIONS, type QuotaClass } from '../../entities/quota-classes.ts'
import { datasetStats, registryDays } from '../../core/registry/stats.ts'
import type { AuthUser } from '../auth.ts'
import type { AppContext } from '../context.ts'
import { h } from '../html.ts'
import { limitFor } from '../quota.ts'
import { date, num } from './format.ts'
import { chart, facts, page } from './layout.ts'

const QUOTA_LABELS = Object.fromEntries(QUOTA_DECLARATIONS.map((c) => [c.name, c.label])) as Record<QuotaClass, string>

export function dashboardPage(ctx: AppContext, event: H3Event, user: AuthUser) {
  const now = ctx.clock.now()
  const p = userProfile(ctx.db, user.userId, now)
  const usage = usageByDay(ctx.db, ctx.ledger, user.userId, now, 14)
  const stats = datasetStats(ctx.db)
  const bars = QUOTA_CLASSES.map((cls) => {
    const used = usage.today[cls]
    const limit = limitFor(ctx, user.userId, cls, now)
    const id = `quota-${cls}`
    return h`<div class="quota"><label for="${id}">${QUOTA_LABELS[cls]}</label>${
      limit === null
        ? h`<progress id="${id}" value="0" max="1" aria-valuetext="unlimited"></progress>`
        : h`<progress id="${id}" value="${Math.min(used, limit)}" max="${limit}"></progress>`
    }<span data-quota="${cls}">${num(used)} of ${limit === null ? 'unlimited' : num(limit)}</span></div>`
  })
  const topStates = stats.byState.slice(0, 10)
  const living = ctx.living.state()
  const recent = registryDays(ctx.db, living.live_through ?? new Date(now).toISOString().slice(0, 10))
  const shortDay = (d: string) => date(d).replace(/ \d{4}$/, '')
  return page(
    ctx,
    event,
    user,
    'Dashboard',
    h`${facts([
      ['Plan', p.plan === 'free' ? 'Free' : p.plan],
      ['Features', p.features.length ? p.features.join(', ') : 'None: upgrade for recent filings and API access'],
      ['Credits', h`<span data-credits>${num(p.credits)}</span>`],
      ['Today (UTC)', date(new Date(now).toISOString())],
    ])}
<section aria-labelledby="quota-h"><h2 id="quota-h">Today’s quotas</h2><p><small>Counters start again at midnight UTC.</small></p>${bars}</section>
<section aria-labelledby="account-h"><h2 id="account-h">Your activity, last 14 days</h2><div class="grid-charts">${chart(
      'searches-chart',
      'Searches per day',
      'bar',
      usage.labels.map(shortDay),
      [{ label: 'Searches', data: usage.searches }],
    )}${chart('orders-chart', 'Orders per day', 'bar', usage.labels.map(shortDay), [{ label: 'Orders', data: usage.orders }])}</div></section>
<section aria-labelledby="dataset-h"><h2 id="dataset-h">The dataset: ${num(stats.companies)} companies</h2><div class="grid-charts">${chart(
      'years-chart',
      'Incorporations per year',
      'line',
      stats.byYear.map((r) => r.label),
      [{ label: 'Companies incorporated', data: stats.byYear.map((r) => r.value) }],
    )}${chart(
      'states-chart',
      'Companies by state (top 10)',
      'bar',
      topStates.map((r) => r.label),
      [{ label: 'Companies', data: topStates.map((r) => r.value) }],
    )}${chart(
      'status-chart',
      'Status mix',
      'doughnut',
      stats.byStatus.map((r) => r.label),
      [{ label: 'Companies', data: stats.byStatus.map((r) => r.value) }],
    )}</div></section>
<section aria-labelledby="days-h"><h2 id="days-h">The registry, last 30 days</h2><p><small>${
      living.live
        ? `Live: each day after ${date(living.as_of ?? '')} adds its incorporations, registrations and strike-offs${living.catching_up ? ' (days still landing)' : ''}; through ${date(recent.labels.at(-1)!)}.`
        : `Static: the registry stays as of ${date(living.as_of ?? '')}.`
    }</small></p>${chart('days-chart', 'Day by day', 'bar', recent.labels.map(shortDay), [
      { label: 'Companies and LLPs incorporated', data: recent.incorporations },
      { label: 'GST registrations', data: recent.registrations },
      { label: 'Status changes (strike-offs, dormancy, liquidation)', data: recent.statusChanges },
    ])}</section>`,
    { charts: true },
  )
}
