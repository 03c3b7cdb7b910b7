import type { CollectionConfig, Config, TaskConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { webServerAutoRun } from '@/lib/jobs/autorun'

import { makeJobClaimsAtomic } from '@/lib/upstream/jobClaims'
import { withFailureLog } from './failures'
import { alertLoginAttack } from './tasks/alertLoginAttack'
import { expireBlog } from './tasks/expireBlog'
import { notifyTeam } from './tasks/notifyTeam'
import { sendMonitorConfirmation } from './tasks/sendMonitorConfirmation'
import { sendWaitlistConfirmation } from './tasks/sendWaitlistConfirmation'
import { welcomeWaitlistEntry } from './tasks/welcomeWaitlistEntry'

export { makeJobClaimsAtomic }

/**
 * Payload's job queue, its tasks run by Payload's runner: driven in the web server by the app's
 * job runner (lib/jobs/runner.ts, started through Payload's autoRun hook, lib/jobs/autorun.ts),
 * which claims the due jobs many at a time, runs them a few at a time and sleeps until the next
 * one is due; woken right after a response for the emails the request queued; the same runner
 * in `npm run jobs` workers (./worker.ts). Several runners never run one job twice
 * (lib/upstream/jobClaims.ts).
 */
export function jobsConfig(
  /** Tasks of features above this layer (the AI visibility re-check), wired in payload.config.ts. */
  featureTasks: TaskConfig<'recheckMonitors'>[] = [],
  /** JOBS_AUTORUN: the web server runs the emails' queue too, not only its own `site` queue. */
  { webServerSendsEmails = true }: { webServerSendsEmails?: boolean } = {},
): NonNullable<Config['jobs']> {
  return {
    autoRun: webServerAutoRun(webServerSendsEmails),
    tasks: [
      withFailureLog(notifyTeam),
      withFailureLog(sendWaitlistConfirmation),
      withFailureLog(expireBlog),
      withFailureLog(welcomeWaitlistEntry),
      withFailureLog(alertLoginAttack),
      withFailureLog(sendMonitorConfirmation),
      ...featureTasks.map(withFailureLog),
    ],
    // Completed jobs stay as the record of what was sent and when.
    deleteJobOnComplete: false,
    // Administrators read the job log (attempts, errors) in the CMS under System.
    jobsCollectionOverrides: ({ defaultJobsCollection }): CollectionConfig => ({
      ...defaultJobsCollection,
      labels: { singular: 'Job', plural: 'Jobs' },
      admin: {
        ...defaultJobsCollection.admin,
        hidden: false,
        defaultColumns: [
          'taskSlug',
          'totalTried',
          'hasError',
          'completedAt',
          'waitUntil',
          'createdAt',
        ],
      },
      access: { ...defaultJobsCollection.access, read: authenticated },
    }),
  }
}
