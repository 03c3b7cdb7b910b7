import type { TaskConfig } from 'payload'

import { JOB_QUEUES } from '@/lib/jobs/queues'

import { recordResult } from '../results'
import { checkAsThisSite } from '../siteCheck'
import { type MonitorCheck, recheckDueMonitors } from './recheck'

/**
 * The weekly re-check: the checker as the API runs it, with the result kept like a visitor's,
 * so the alert links its shared result page and the next visitor's check sees what changed.
 */
export const checkForMonitor: MonitorCheck = async (domain) =>
  (await recordResult(await checkAsThisSite(domain))).result

/**
 * Re-checks the confirmed monitors whose last check is a week old, a bounded number per run,
 * and emails their addresses when a site got worse. Queued every hour by Payload's scheduler
 * (Payload's autorun and `npm run jobs` call handleSchedules), so a week's monitors are spread
 * over its hours; at most one run is queued or running at a time.
 */
export const recheckMonitors: TaskConfig<'recheckMonitors'> = {
  slug: 'recheckMonitors',
  label: 'Re-check AI visibility monitors',
  schedule: [{ cron: '0 * * * *', queue: JOB_QUEUES.default }],
  retries: 2,
  inputSchema: [{ name: 'limit', type: 'number' }],
  outputSchema: [
    { name: 'checked', type: 'number' },
    { name: 'alerted', type: 'number' },
    { name: 'failed', type: 'number' },
    // Alerts the outbox held back (the mailbox had its alerts of the day): sent by a later run.
    { name: 'held', type: 'number' },
  ],
  handler: async ({ input, req }) => {
    const summary = await recheckDueMonitors({
      payload: req.payload,
      check: checkForMonitor,
      limit: input.limit ?? undefined,
    })
    return { output: summary }
  },
}
