import { after } from 'next/server'
import type { JobsConfig, Payload, TaskType } from 'payload'

import { env } from '@/env'
import { processWide } from '@/lib/processWide'

import { JOB_QUEUES } from './queues'
import { allJobRunners, jobRunner } from './runner'

// Set from instrumentation, read by the config's functions, which Next may bundle apart: one set
// of flags per process.
const flags = processWide(Symbol.for('agency-site.autorunFlags'), () => ({
  enabled: false,
  stopped: false,
}))

type Autorun = NonNullable<Exclude<JobsConfig['autoRun'], unknown[]>>

/**
 * Payload's `jobs.autoRun` hook, for the web server only: Payload calls it once in any process
 * whose `getPayload` asks for crons (its REST handlers do, so tests and scripts that call them
 * would run jobs behind their back); the web server opts in at boot (`enableAutoRun`). There
 * it starts the app's job runner (./runner.ts) and asks Payload for no cron of its own: Payload's
 * autorun takes a fixed number of jobs at fixed times, 4 every 5 s, however long the queue.
 *
 * The runner's queues: every one with JOBS_AUTORUN, otherwise only `site`, leaving the emails to
 * the `npm run jobs` worker. Runs are silent: each task logs its own failures on one line
 * (jobs/failures.ts).
 */
export function webServerAutoRun(allQueues: boolean): Autorun {
  return (payload) => {
    startAutoRun(payload, allQueues)
    return []
  }
}

/** Lets this process run jobs: the web server, before Payload starts. */
export function enableAutoRun(): void {
  flags.enabled = true
}

/**
 * Starts the job runner in a process that enabled it (idempotent). The web server also calls
 * it once Payload is up: Payload skips its crons, and so the hook above, when a request's
 * `getPayload` (which asks for none) initialised Payload after the web server's first attempt
 * failed (a database still starting).
 */
export function startAutoRun(payload: Payload, allQueues = env().JOBS_AUTORUN): void {
  if (!flags.enabled || flags.stopped) return
  const queues = allQueues ? [JOB_QUEUES.default, JOB_QUEUES.site] : [JOB_QUEUES.site]
  jobRunner(payload, queues)?.start()
}

/**
 * The server is stopping: no job starts any more, the running ones finish (a graceful stop
 * waits for them through the responses' `after`), claimed ones are given back.
 */
export async function stopAutoRun(): Promise<void> {
  flags.stopped = true
  await Promise.all(allJobRunners().map((runner) => runner.stop()))
}

/**
 * Runs `tasks` of the default queue once the response has been sent (Next's `after`), so the
 * email a request queued goes out at once rather than at the runner's next look; by then the
 * request's transaction has committed, and a graceful stop waits for it (requests in flight at
 * SIGTERM included).
 *
 * Only in the web server, and not where it leaves the emails to the worker (JOBS_AUTORUN=false).
 * Outside a request (a job run by the runner) `after` throws and nothing is needed: the runner
 * is already running the queue.
 */
export function runAfterResponse(payload: Payload, tasks: TaskType[]): void {
  if (!flags.enabled || !env().JOBS_AUTORUN) return
  try {
    after(() => runQueued(payload, tasks))
  } catch {
    // Not inside a request: the runner runs the job.
  }
}

/**
 * Runs the queued jobs of `tasks` on the default queue: the process's running job runner is
 * woken (and this resolves once it has looked at the queue again and run what was due);
 * without one, the due jobs of those tasks run now, JOB_CONCURRENCY at a time, until none is
 * left. One pass at a time per process, however many requests ask.
 */
export function runQueued(payload: Payload, tasks: TaskType[]): Promise<void> {
  if (flags.stopped) return Promise.resolve()
  const running = allJobRunners().find(
    (runner) => runner.running && runner.queues.includes(JOB_QUEUES.default),
  )
  const runner = running ?? jobRunner(payload, [JOB_QUEUES.default])
  return runner ? runner.runSoon(tasks) : Promise.resolve()
}
