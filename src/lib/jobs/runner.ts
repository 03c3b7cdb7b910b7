import type { Payload } from 'payload'

import { PAYLOAD_POOL_MAX } from '@/lib/db/pool'

import {
  canClaim,
  claimDueJobs,
  lookAtQueue,
  releaseClaimed,
  releaseStale,
  type ClaimedJob,
} from './claims'
import { logRepeatedFailure } from './failureLog'

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

/**
 * Failed runs of one task in a row after which the runner holds that task back: its due jobs
 * wait (their back-off only grows) while the others run, so a mail server that is down costs a
 * few failed attempts per hold rather than one per queued email. The hold lasts HOLD_FIRST_MS,
 * doubling up to HOLD_MAX_MS while the task keeps failing (a mail server that is back is tried
 * within that time); one success ends it.
 */
export const HOLD_AFTER_FAILURES = 8
const HOLD_FIRST_MS = 5_000
const HOLD_MAX_MS = 15_000

type Hold = { failures: number; until: number; next: number }

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
  private roundsDone = 0
  private waiters: Waiter[] = []
  private scheduledAt = 0
  private staleCheckedAt = 0
  /** The pass in progress, while one runs. */
  private current: Promise<void> | undefined
  /** Per task: failed runs in a row, and how long it is held back. */
  private readonly holds = new Map<string, Hold>()

  constructor(
    private readonly payload: Payload,
    readonly queues: readonly string[],
  ) {}

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
    if (!this.looping) return this.serial(() => this.pass(tasks))
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

  /** One pass at a time: the loop's, and those `runSoon` runs without the loop. */
  private async serial(work: () => Promise<void>): Promise<void> {
    while (this.current) await this.current
    const running = work()
      .catch((error: unknown) => logRepeatedFailure(this.payload.logger, 'job runner', error))
      .finally(() => {
        this.current = undefined
      })
    this.current = running
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
        const held = this.heldTasks()
        const look = await lookAtQueue(this.payload, { queues: this.queues, exceptTasks: held })
        due = look.due
        if (due) await this.serial(() => this.pass())
        else if (look.nextInMs !== undefined) sleepMs = Math.min(sleepMs, look.nextInMs + 5)
        if (!due && held.length > 0) sleepMs = Math.min(sleepMs, this.holdEndsInMs() + 5)
      } catch (error) {
        due = false
        logRepeatedFailure(this.payload.logger, 'job runner', error)
      }
      this.roundsDone = round
      this.settle(round)
      // After a pass, look again at once: jobs came due or were queued meanwhile.
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

  /** The tasks held back now. */
  private heldTasks(): string[] {
    const now = Date.now()
    return [...this.holds].filter(([, hold]) => hold.until > now).map(([task]) => task)
  }

  private holdEndsInMs(): number {
    const now = Date.now()
    const ends = [...this.holds.values()].map((hold) => hold.until).filter((until) => until > now)
    return ends.length > 0 ? Math.min(...ends) - now : 0
  }

  /** Counts a run of `task`; failures in a row hold the task back (HOLD_AFTER_FAILURES). */
  private record(task: string, succeeded: boolean): void {
    if (succeeded) {
      this.holds.delete(task)
      return
    }
    const hold = this.holds.get(task) ?? { failures: 0, until: 0, next: HOLD_FIRST_MS }
    hold.failures++
    this.holds.set(task, hold)
    if (hold.failures >= HOLD_AFTER_FAILURES && hold.until <= Date.now()) {
      hold.until = Date.now() + hold.next
      hold.next = Math.min(hold.next * 2, HOLD_MAX_MS)
      hold.failures = 0
      this.payload.logger.warn(
        `job runner: ${HOLD_AFTER_FAILURES} runs of ${task} failed in a row; its jobs wait ${Math.round((hold.until - Date.now()) / 1000)} s`,
      )
    }
  }

  /** Claims and runs due jobs (of `tasks`, when given) until none is left or the runner stops. */
  private async pass(tasks?: readonly string[]): Promise<void> {
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
        exceptTasks: this.heldTasks(),
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
        if (job && this.heldTasks().includes(String(job.taskSlug))) skipped.push(job)
        else if (job) await this.runOne(job)
        else if (exhausted) return
        else await claimMore()
      }
    }
    await Promise.all(Array.from({ length: JOB_CONCURRENCY }, worker))
    // Claimed here but not started: their task is held back, or the runner is stopping.
    const left = [...skipped, ...waiting.splice(0)].map((job) => job.id)
    if (left.length > 0) await releaseClaimed(this.payload, left)
    if (claimError) throw claimError
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    try {
      const { jobStatus } = await this.payload.jobs.runByID({ id: job.id, silent: true })
      const status = jobStatus?.[String(job.id)]?.status
      if (status) this.record(String(job.taskSlug), status === 'success')
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
const RUNNERS = Symbol.for('agency-site.jobRunners')
const registry = globalThis as unknown as { [RUNNERS]?: Map<Payload, Map<string, JobRunner>> }

/** The runner of `payload` for `queues`, created on first use. */
export function jobRunner(payload: Payload, queues: readonly string[]): JobRunner | undefined {
  if (!canClaim(payload)) return undefined
  const byPayload = (registry[RUNNERS] ??= new Map())
  const runners = byPayload.get(payload) ?? new Map<string, JobRunner>()
  byPayload.set(payload, runners)
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
  return [...(registry[RUNNERS]?.values() ?? [])].flatMap((runners) => [...runners.values()])
}
