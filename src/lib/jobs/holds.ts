import type { Payload } from 'payload'

/**
 * Failed runs of one task in a row after which the job runner holds that task back: its due
 * jobs wait (their back-off only grows) while the others run, so a mail server that is down
 * costs a few failed attempts per hold rather than one per queued email. The hold lasts
 * HOLD_FIRST_MS, doubling up to HOLD_MAX_MS while the task keeps failing (a mail server that is
 * back is tried within that time); one success ends it.
 */
export const HOLD_AFTER_FAILURES = 8
const HOLD_FIRST_MS = 5_000
const HOLD_MAX_MS = 15_000

type Hold = { failures: number; until: number; next: number }

/** Per task: failed runs in a row, and until when it is held back. */
export class TaskHolds {
  private readonly holds = new Map<string, Hold>()

  constructor(private readonly logger: Pick<Payload['logger'], 'warn'>) {}

  /** The tasks held back now. */
  held(): string[] {
    const now = Date.now()
    return [...this.holds].filter(([, hold]) => hold.until > now).map(([task]) => task)
  }

  /** Milliseconds until the first hold ends (0 when none holds). */
  endsInMs(): number {
    const now = Date.now()
    const ends = [...this.holds.values()].map((hold) => hold.until).filter((until) => until > now)
    return ends.length > 0 ? Math.min(...ends) - now : 0
  }

  /** Counts a run of `task`. */
  record(task: string, succeeded: boolean): void {
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
      this.logger.warn(
        `job runner: ${HOLD_AFTER_FAILURES} runs of ${task} failed in a row; its jobs wait ${Math.round((hold.until - Date.now()) / 1000)} s`,
      )
    }
  }
}
