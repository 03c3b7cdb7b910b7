import type { CollectionConfig, Config } from 'payload'

import { authenticated } from '@/access/authenticated'

import { makeJobClaimsAtomic } from './claim'
import { JOB_QUEUES } from './queues'
import { notifyTeam } from './tasks/notifyTeam'
import { publishScheduledPost } from './tasks/publishScheduledPost'
import { sendWaitlistConfirmation } from './tasks/sendWaitlistConfirmation'

export { makeJobClaimsAtomic }
export { JOB_QUEUES }

/** How often queued jobs are looked at, in the web server (autorun) and in `npm run jobs`. */
export const JOBS_CRON = '* * * * *'

/**
 * Payload's job queue. The web server starts Payload with crons (src/instrumentation.ts) and runs
 * due jobs each minute: every queue with JOBS_AUTORUN, otherwise only the `site` queue, leaving
 * emails to the `npm run jobs` worker. Several runners never run one job twice (see ./claim.ts).
 */
export function jobsConfig({ autoRun }: { autoRun: boolean }): NonNullable<Config['jobs']> {
  return {
    tasks: [notifyTeam, sendWaitlistConfirmation, publishScheduledPost],
    autoRun: [
      autoRun
        ? { cron: JOBS_CRON, limit: 10, allQueues: true }
        : { cron: JOBS_CRON, limit: 10, queue: JOB_QUEUES.site },
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
