import { AsyncResource } from 'node:async_hooks'

import type { Payload } from 'payload'

import { logRepeatedFailure } from './failureLog'

/**
 * The job runner inside the web server. Payload's autorun looks at the queue once a minute and
 * takes 10 jobs; here the queue is drained in batches as soon as a job is queued (`triggerJobs`)
 * and looked at every few seconds besides, for retries whose backoff has run out and for jobs
 * queued by another instance. Claims stay atomic (jobs/claim.ts), so any number of instances and
 * `npm run jobs` workers can share one queue.
 *
 * On shutdown (`stopJobRunner`) no new batch starts; the running one gets a bounded time to
 * finish, and jobs still unfinished then are handed back to the queue for the next runner.
 */
export type RunnerOptions = {
  /** Every queue, or only this one (the `site` queue when a separate worker sends emails). */
  allQueues: boolean
  queue?: string
  /** How often the queue is looked at without a trigger. */
  intervalMs?: number
  /** Jobs claimed and run in parallel per batch. */
  batchSize?: number
}

type Runner = {
  payload: Payload
  options: Required<Omit<RunnerOptions, 'queue'>> & { queue?: string }
  timer?: NodeJS.Timeout
  draining?: Promise<void>
  again: boolean
  stopped: boolean
  /** Ids of jobs claimed by the batch in flight, to release if it cannot finish. */
  inFlight: Set<number | string>
  /**
   * The async context the runner was started in (instrumentation: no request). Batches run in
   * it, never in the context of the request whose triggerJobs kicked them: a job must not look
   * as if it ran inside a request that has ended (Next's revalidateTag would record an expiry
   * on that request's finished store and nothing would ever apply it).
   */
  scope: AsyncResource
  /** When this runner last queued the scheduled tasks that are due (Payload's `schedule`). */
  scheduledAt: number
}

export const JOB_INTERVAL_MS = 5_000
export const JOB_BATCH_SIZE = 50
/** How often the runner queues due scheduled tasks: their crons are no finer than a minute. */
export const SCHEDULE_INTERVAL_MS = 60_000

// The runner is started from instrumentation and triggered from route handlers, which Next
// bundles separately: one shared instance per process lives on globalThis.
const KEY = Symbol.for('agency-site.jobRunner')
const holder = globalThis as unknown as { [KEY]?: Runner }

/**
 * Queues the tasks whose `schedule` is due on this runner's queues, as Payload's autorun would
 * (Payload keeps at most one such job waiting or running per task and queue).
 */
async function queueScheduled(runner: Runner): Promise<void> {
  if (Date.now() - runner.scheduledAt < SCHEDULE_INTERVAL_MS) return
  runner.scheduledAt = Date.now()
  try {
    await runner.payload.jobs.handleSchedules({
      allQueues: runner.options.allQueues,
      queue: runner.options.queue,
    })
  } catch (error) {
    logRepeatedFailure(runner.payload.logger, 'job runner: scheduling failed', error)
  }
}

async function drain(runner: Runner): Promise<void> {
  const { payload, options } = runner
  await queueScheduled(runner)
  do {
    runner.again = false
    for (;;) {
      if (runner.stopped) return
      runner.inFlight.clear()
      const result = await payload.jobs.run({
        allQueues: options.allQueues,
        queue: options.queue,
        limit: options.batchSize,
        // Payload logs every failed attempt with the whole job (input, log, stacks): each task
        // logs its own failures on one line instead (jobs/failures.ts).
        silent: true,
      })
      const ran = Object.keys(result.jobStatus ?? {}).length
      // A short batch means nothing else is due right now.
      if (result.noJobsRemaining || ran < options.batchSize) break
    }
  } while (runner.again && !runner.stopped)
}

function kick(runner: Runner): void {
  if (runner.stopped) return
  if (runner.draining) {
    runner.again = true
    return
  }
  runner.draining = runner.scope
    .runInAsyncScope(() => drain(runner))
    .catch((error: unknown) => {
      logRepeatedFailure(runner.payload.logger, 'job runner: a batch failed', error)
    })
    .finally(() => {
      runner.draining = undefined
    })
}

/** Claims made by this process's runner in its current batch (recorded by jobs/claim.ts). */
export function noteClaimed(ids: (number | string)[]): void {
  const runner = holder[KEY]
  if (runner && runner.draining) for (const id of ids) runner.inFlight.add(id)
}

export function startJobRunner(payload: Payload, options: RunnerOptions): void {
  if (holder[KEY] && !holder[KEY].stopped) return
  const runner: Runner = {
    payload,
    options: {
      allQueues: options.allQueues,
      queue: options.queue,
      intervalMs: options.intervalMs ?? JOB_INTERVAL_MS,
      batchSize: options.batchSize ?? JOB_BATCH_SIZE,
    },
    again: false,
    stopped: false,
    inFlight: new Set(),
    scope: new AsyncResource('agency-site.jobRunner'),
    scheduledAt: 0,
  }
  holder[KEY] = runner
  runner.timer = setInterval(() => kick(runner), runner.options.intervalMs)
  runner.timer.unref()
  kick(runner)
}

/**
 * Asks the runner to look at the queue now. Called when a job is queued, usually inside the
 * transaction that stores it, so the run waits a moment for the commit; a job it still misses
 * is found by the next periodic look. Without a runner in this process, does nothing.
 */
export function triggerJobs(delayMs = 50): void {
  const runner = holder[KEY]
  if (!runner || runner.stopped) return
  setTimeout(() => kick(runner), delayMs).unref()
}

/** Whether this process runs jobs (the web server does; tests and scripts do not). */
export function jobRunnerActive(): boolean {
  return Boolean(holder[KEY] && !holder[KEY].stopped)
}

/**
 * Stops taking jobs, waits up to `timeoutMs` for the batch in flight, then releases the claims
 * of jobs still running so another runner (or this app's next start) runs them again.
 */
export async function stopJobRunner(timeoutMs = 8_000): Promise<{ finished: boolean }> {
  const runner = holder[KEY]
  if (!runner) return { finished: true }
  runner.stopped = true
  clearInterval(runner.timer)
  if (!runner.draining) return { finished: true }
  let timer: NodeJS.Timeout | undefined
  const finished = await Promise.race([
    runner.draining.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs)
    }),
  ])
  clearTimeout(timer)
  if (!finished && runner.inFlight.size > 0) {
    // These jobs' handlers are cut off when the process exits. Handing them back now lets the
    // next runner retry them at once instead of after the stale-claim timeout; an email whose
    // send had already reached the SMTP server may then go out twice (at least once, never lost).
    const ids = [...runner.inFlight]
    await runner.payload.db.pool
      .query(
        'UPDATE payload_jobs SET processing = false WHERE id = ANY($1) AND completed_at IS NULL',
        [ids],
      )
      .catch((error: unknown) => {
        runner.payload.logger.error({ err: error, msg: 'job runner: could not release claims' })
      })
    runner.payload.logger.info(`job runner: handed ${ids.length} unfinished job(s) back`)
  }
  return { finished }
}
