import { after } from 'next/server'
import type { JobsConfig, Payload, TaskType } from 'payload'

import { env } from '@/env'

import { logRepeatedFailure } from './failureLog'
import { JOB_QUEUES } from './queues'

/**
 * How often Payload's autorun looks at a queue: for retries whose backoff has run out, jobs
 * queued by another instance and the scheduled tasks that are due (croner reads the leading
 * seconds field).
 */
export const JOB_CRON = '*/5 * * * * *'
/**
 * Jobs claimed and run in parallel at a time, by the autorun's looks and by the runs after a
 * response, each job's updates in a transaction of its own. Kept well under Payload's pool of 10,
 * which the site's requests share: with batches of 50, job updates timed out waiting for a
 * connection (leaving their jobs `processing`, released only after STALE_AFTER_MINUTES) and a
 * burst of contact submissions answered 503.
 */
export const JOB_BATCH_SIZE = 4

// Set from instrumentation, read by the config's functions, which Next may bundle apart: the
// flags live on globalThis, one set per process.
const ENABLED = Symbol.for('agency-site.autorunEnabled')
const STOPPED = Symbol.for('agency-site.autorunStopped')
const flags = globalThis as unknown as { [ENABLED]?: boolean; [STOPPED]?: boolean }

/** The runs after responses in this process: one at a time, and the next one shared. */
type Queue = { tail: Promise<void>; next?: Set<TaskType>; running: boolean }
const RUNS = Symbol.for('agency-site.runsAfterResponse')
const runs = globalThis as unknown as { [RUNS]?: Queue }

type Autorun = NonNullable<Exclude<JobsConfig['autoRun'], unknown[]>>

/**
 * Payload's autorun (`jobs.autoRun`), for the web server only: Payload starts it in any process
 * whose `getPayload` asks for crons, which its REST handlers do, so tests and scripts that call
 * them would run jobs behind their back. The web server opts in at boot (`enableAutoRun`).
 *
 * Its queues: every one with JOBS_AUTORUN, otherwise only `site`, leaving the emails to the
 * `npm run jobs` worker. Payload logs every failed attempt with the whole job (input, log,
 * stacks): runs are silent and each task logs its own failures on one line (jobs/failures.ts).
 */
export function webServerAutoRun(allQueues: boolean): Autorun {
  return () => {
    if (!flags[ENABLED]) return []
    const queues = allQueues ? [JOB_QUEUES.default, JOB_QUEUES.site] : [JOB_QUEUES.site]
    return queues.map((queue) => ({ queue, cron: JOB_CRON, limit: JOB_BATCH_SIZE, silent: true }))
  }
}

/** Lets this process run Payload's autorun: the web server, before Payload starts. */
export function enableAutoRun(): void {
  flags[ENABLED] = true
}

/**
 * Payload's `jobs.shouldAutoRun`: no new autorun batch once the server is stopping, nor while a
 * run after a response is in flight (that run takes the same jobs; two batches of 50 at once
 * left requests waiting for a pooled connection).
 */
export function autoRunAllowed(): boolean {
  return !flags[STOPPED] && !runs[RUNS]?.running
}

export function stopAutoRun(): void {
  flags[STOPPED] = true
}

/**
 * Runs `tasks` of the default queue once the response has been sent (Next's `after`), so the
 * email a request queued goes out at once rather than at the autorun's next look; by then the
 * request's transaction has committed, and a graceful stop waits for it (requests in flight at
 * SIGTERM included). Only the
 * tasks the request queued: a due scheduled publish or a monitors' re-check stays with the
 * autorun, outside any request.
 *
 * Only in the web server, and not where it leaves the emails to the worker (JOBS_AUTORUN=false).
 * Outside a request (a job run by the autorun) `after` throws and nothing is needed: the
 * autorun takes the job within seconds.
 */
export function runAfterResponse(payload: Payload, tasks: TaskType[]): void {
  if (!flags[ENABLED] || !env().JOBS_AUTORUN) return
  try {
    after(() => runQueued(payload, tasks))
  } catch {
    // Not inside a request: the autorun runs the job.
  }
}

/**
 * Runs the queued jobs of `tasks` on the default queue, as a response's `after` does: batches of
 * JOB_BATCH_SIZE until none is left, or the server stops. One run at a time per process: a burst
 * of requests, each starting a run of its own, took every pooled connection and answered 503.
 * Calls made while a run is in flight share the one run that follows it.
 */
export function runQueued(payload: Payload, tasks: TaskType[]): Promise<void> {
  const queue = (runs[RUNS] ??= { tail: Promise.resolve(), running: false })
  if (queue.next) {
    for (const task of tasks) queue.next.add(task)
    return queue.tail
  }
  const next = new Set(tasks)
  queue.next = next
  queue.tail = queue.tail.then(async () => {
    queue.next = undefined
    queue.running = true
    try {
      // A batch that claims nothing found none left, or lost the ones it picked to an autorun
      // batch that started just before; a second look tells the two apart.
      for (let idle = 0; idle < 2 && !flags[STOPPED];) {
        const result = await payload.jobs.run({
          queue: JOB_QUEUES.default,
          limit: JOB_BATCH_SIZE,
          silent: true,
          where: { taskSlug: { in: [...next] } },
        })
        idle = 'noJobsRemaining' in result && result.noJobsRemaining ? idle + 1 : 0
      }
    } catch (error) {
      logRepeatedFailure(payload.logger, 'jobs after a response', error)
    } finally {
      queue.running = false
    }
  })
  return queue.tail
}
