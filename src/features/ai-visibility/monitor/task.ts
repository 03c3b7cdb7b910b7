import type { TaskConfig } from 'payload'

import { env } from '@/env'
import { JOB_QUEUES } from '@/lib/jobs/queues'
import { absoluteUrl } from '@/lib/site'

import { runCheck } from '../check'
import { type MonitorCheck, recheckDueMonitors } from './recheck'

/** The checker as the weekly re-check runs it: the same allowlist and User-Agent as the API. */
export const checkForMonitor: MonitorCheck = (domain) =>
  runCheck(domain, {
    allowedHosts: env().AI_CHECK_ALLOWED_HOSTS,
    userAgent: `AIVisibilityChecker/1.0 (+${absoluteUrl('/ai-checker')})`,
  })

/**
 * Re-checks the confirmed monitors whose last check is a week old, a bounded number per run,
 * and emails their addresses when a site got worse. Queued every hour by Payload's scheduler
 * (the job runner calls handleSchedules), so a week's monitors are spread over its hours; at
 * most one run is queued or running at a time.
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
