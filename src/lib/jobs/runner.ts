import type { Payload } from 'payload'

import { PAYLOAD_POOL_MAX } from '@/lib/db/pool'
import { processWide } from '@/lib/processWide'

import {
  canClaim,
  claimDueJobs,
  lookAtQueue,
  releaseClaimed,
  releaseStale,
  type ClaimedJob,
} from './claims'
import { logRepeatedFailure } from './failureLog'
import { TaskHolds } from './holds'

/**
 * Jobs one process runs at once: a bounded share of Payload's pool, which the site's requests
 * share. Each job holds at most one pooled connection at a time (its reads, then its own
 * update's transaction), and the claim one more: the jobs never take more than half the pool,
 * however long the queue.
 */
export const JOB_CONCURRENCY = Math.max(1, Math.floor(PAYLOAD_POOL_MAX * 0.4))

/**
 * Jobs claimed in one statement. A claimed job waits its turn here, so this stays small enough
 * that a batch is done within seconds (and far within the claims' stale time), large enough
 * that one claim serves many jobs.
 */
export const JOB_CLAIM_BATCH = JOB_CONCURRENCY * 8

/**
 * The longest the runner sleeps between two looks at the queue: how soon it sees a job another
 * process queued (this process's own jobs wake it at once, a retry's due time wakes it then).
 * A look is one indexed read.
 */
export const JOB_LOOK_INTERVAL_MS = 5_000

/** How often Payload's scheduler runs (it queues each scheduled task for its next time). */
const SCHEDULE_INTERVAL_MS = 60_000

/** A caller of `runSoon`, released once a round begun after its call is done. */
type Waiter = { round: number; resolve: () => void }

/**
 * Payload's job queue, run at the database's speed in one process: the due jobs are claimed
 * many at a time in one statement (lib/jobs/claims.ts) and each is run by Payload's runner
 * (`payload.jobs.runByID`: its retries, back-off, job log and failure hooks), JOB_CONCURRENCY at
 * a time, until none is due. Then it sleeps until the next retry is due, or for
 * JOB_LOOK_INTERVAL_MS at most, or until this process queues a job (`runSoon`). A queue whose
 * backlog waits for its retries costs one look every few seconds and nothing else.
 */
export class JobRunner {
  private looping = false
  private stopped = false
  private wake: (() => void) | undefined
  private woken = false
  /** Rounds of the loop (a look at the queue, and a pass when jobs are due). */
  private roundsStarted = 0
  private waiters: Waiter[] = []
  private scheduledAt = 0
  private staleCheckedAt = 0
  /** The pass in progress, while one runs. */
  private current: Promise<void> | undefined
  /** Tasks held back after failing again and again (./holds.ts). */
  private readonly holds: TaskHolds

  constructor(
    private readonly payload: Payload,
    readonly queues: readonly string[],
  ) {
    this.holds = new TaskHolds(payload.logger)
  }

  get running(): boolean {
    return this.looping && !this.stopped
  }

  /** Runs the loop until `stop` (idempotent). */
  start(): void {
    if (this.looping || this.stopped) return
    this.looping = true
    void this.loop()
  }

  /**
   * Runs the due jobs of `tasks` soon: with the loop running, wakes it and resolves once a round
   * begun after this call is done (every due job of its queues); without it, runs one pass of
   * those tasks now. Never rejects.
   */
  runSoon(tasks: readonly string[]): Promise<void> {
    if (this.stopped) return Promise.resolve()
    if (!this.looping) return this.serial(() => this.pass(tasks)).then(() => undefined)
    const round = this.roundsStarted + 1
    const done = new Promise<void>((resolve) => this.waiters.push({ round, resolve }))
    this.woken = true
    this.wake?.()
    return done
  }

  /** No new job starts; those running finish, those claimed are given back. */
  async stop(): Promise<void> {
    this.stopped = true
    this.wake?.()
    while (this.current) await this.current
    this.settle(Infinity)
  }

  /**
   * One pass at a time: the loop's, and those `runSoon` runs without the loop. Answers how many
   * jobs the pass started (0 when it failed).
   */
  private async serial(work: () => Promise<number>): Promise<number> {
    while (this.current) await this.current
    const running = work()
      .catch((error: unknown) => {
        logRepeatedFailure(this.payload.logger, 'job runner', error)
        return 0
      })
      .finally(() => {
        this.current = undefined
      })
    this.current = running.then(() => undefined)
    return running
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let sleepMs = JOB_LOOK_INTERVAL_MS
      let due = false
      const round = ++this.roundsStarted
      this.woken = false
      await this.housekeeping()
      try {
        const held = this.holds.held()
        const look = await lookAtQueue(this.payload, { queues: this.queues, exceptTasks: held })
        const ran = look.due ? await this.serial(() => this.pass()) : 0
        // After a pass that ran jobs, look again at once: more came due or were queued meanwhile.
        // One that started none (its claim failed, what was due went elsewhere) waits as an idle
        // look does.
        due = ran > 0
        if (!due && look.nextInMs !== undefined) sleepMs = Math.min(sleepMs, look.nextInMs + 5)
        if (!due && held.length > 0) sleepMs = Math.min(sleepMs, this.holds.endsInMs() + 5)
      } catch (error) {
        due = false
        logRepeatedFailure(this.payload.logger, 'job runner', error)
      }
      this.settle(round)
      if (!due && !this.woken && !this.stopped) await this.sleep(sleepMs)
    }
    this.settle(Infinity)
  }

  private settle(upTo: number): void {
    this.waiters = this.waiters.filter((waiter) => {
      if (waiter.round > upTo) return true
      waiter.resolve()
      return false
    })
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), ms)
      // A process with nothing else to do may exit while the runner sleeps.
      timer.unref()
      this.wake = () => {
        this.wake = undefined
        clearTimeout(timer)
        resolve()
      }
    })
  }

  /** Payload's scheduler and the release of stale claims, each once a minute. */
  private async housekeeping(): Promise<void> {
    const now = Date.now()
    try {
      if (now - this.staleCheckedAt >= SCHEDULE_INTERVAL_MS) {
        this.staleCheckedAt = now
        await releaseStale(this.payload)
      }
      if (now - this.scheduledAt >= SCHEDULE_INTERVAL_MS) {
        this.scheduledAt = now
        for (const queue of this.queues) await this.payload.jobs.handleSchedules({ queue })
      }
    } catch (error) {
      logRepeatedFailure(this.payload.logger, 'job scheduler', error)
    }
  }

  /**
   * Claims and runs due jobs (of `tasks`, when given) until none is left or the runner stops;
   * answers how many it started.
   */
  private async pass(tasks?: readonly string[]): Promise<number> {
    let started = 0
    const waiting: ClaimedJob[] = []
    /** Claimed jobs of a task held back meanwhile: given back at the end. */
    const skipped: ClaimedJob[] = []
    let exhausted = false
    let claimError: unknown
    let refill: Promise<void> | undefined
    const claimMore = () =>
      (refill ??= claimDueJobs(this.payload, {
        queues: this.queues,
        tasks,
        exceptTasks: this.holds.held(),
        limit: JOB_CLAIM_BATCH,
      })
        .then(
          (jobs) => {
            waiting.push(...jobs)
            if (jobs.length === 0) exhausted = true
          },
          (error: unknown) => {
            claimError = error
            exhausted = true
          },
        )
        .finally(() => {
          refill = undefined
        }))
    const worker = async () => {
      while (!this.stopped) {
        const job = waiting.shift()
        if (job && this.holds.held().includes(String(job.taskSlug))) skipped.push(job)
        else if (job) {
          started++
          await this.runOne(job)
        } else if (exhausted) return
        else await claimMore()
      }
    }
    await Promise.all(Array.from({ length: JOB_CONCURRENCY }, worker))
    // Claimed here but not started: their task is held back, or the runner is stopping.
    const left = [...skipped, ...waiting.splice(0)].map((job) => job.id)
    if (left.length > 0) await releaseClaimed(this.payload, left)
    if (claimError && started === 0) throw claimError
    if (claimError) logRepeatedFailure(this.payload.logger, 'job runner', claimError)
    return started
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    try {
      const { jobStatus } = await this.payload.jobs.runByID({ id: job.id, silent: true })
      const status = jobStatus?.[String(job.id)]?.status
      if (status) this.holds.record(String(job.taskSlug), status === 'success')
    } catch (error) {
      // Payload records a task's own failure on the job; this is the runner's (a lost
      // connection while it updated the job, which stays claimed until it is released as
      // stale).
      logRepeatedFailure(this.payload.logger, 'job runner', error)
    }
  }
}

// One runner per Payload instance and set of queues, shared by every copy of this module that
// Next bundles apart.
const registry = processWide(
  Symbol.for('agency-site.jobRunners'),
  () => new Map<Payload, Map<string, JobRunner>>(),
)

/** The runner of `payload` for `queues`, created on first use. */
export function jobRunner(payload: Payload, queues: readonly string[]): JobRunner | undefined {
  if (!canClaim(payload)) return undefined
  const runners = registry.get(payload) ?? new Map<string, JobRunner>()
  registry.set(payload, runners)
  const key = [...queues].sort().join(',')
  let runner = runners.get(key)
  if (!runner) {
    runner = new JobRunner(payload, queues)
    runners.set(key, runner)
  }
  return runner
}

/** Every runner of this process (to stop them on shutdown). */
export function allJobRunners(): JobRunner[] {
  return [...registry.values()].flatMap((runners) => [...runners.values()])
}
