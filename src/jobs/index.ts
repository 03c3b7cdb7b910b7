import type { CollectionConfig, Config, TaskConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { JOB_QUEUES } from '@/lib/jobs/queues'

import { makeJobClaimsAtomic } from './claim'
import { withFailureLog } from './failures'
import { alertLoginAttack } from './tasks/alertLoginAttack'
import { expireBlog } from './tasks/expireBlog'
import { notifyTeam } from './tasks/notifyTeam'
import { sendMonitorConfirmation } from './tasks/sendMonitorConfirmation'
import { sendWaitlistConfirmation } from './tasks/sendWaitlistConfirmation'
import { welcomeWaitlistEntry } from './tasks/welcomeWaitlistEntry'

export { makeJobClaimsAtomic }
export { startJobRunner, stopJobRunner } from '@/lib/jobs/runner'

/**
 * Which jobs the web server runs (src/instrumentation.ts starts lib/jobs/runner.ts): every queue with
 * JOBS_AUTORUN, otherwise only the `site` queue, leaving emails to the `npm run jobs` worker.
 */
export function webServerQueues(autoRun: boolean): { allQueues: boolean; queue?: string } {
  return autoRun ? { allQueues: true } : { allQueues: false, queue: JOB_QUEUES.site }
}

/**
 * Payload's job queue. Jobs are run by lib/jobs/runner.ts in the web server, as soon as they are queued
 * and every few seconds, not by Payload's once-a-minute autorun. Several runners never run one
 * job twice (see ./claim.ts).
 */
export function jobsConfig(
  /** Tasks of features above this layer (the AI visibility re-check), wired in payload.config.ts. */
  featureTasks: TaskConfig<'recheckMonitors'>[] = [],
): NonNullable<Config['jobs']> {
  return {
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
