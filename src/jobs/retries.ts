import type { TaskConfig } from 'payload'

type RetryConfig = Exclude<NonNullable<TaskConfig['retries']>, number>

/** Every email is tried 9 times in all: once, then 8 retries. */
export const SEND_ATTEMPTS = 9

/** The first retry's wait; each further one doubles it. */
export const SEND_RETRY_DELAY_MS = 30_000

/**
 * Retries wait 30 s, 1, 2, 4, 8, 16, 32 and 64 minutes (exponential backoff, kept per job), so
 * a short SMTP hiccup costs seconds and an outage of two hours is still bridged. The autorun
 * looks at the queue every few seconds, so a retry runs soon after its wait is over.
 */
export const SEND_RETRIES: RetryConfig = {
  attempts: SEND_ATTEMPTS - 1,
  backoff: { type: 'exponential', delay: SEND_RETRY_DELAY_MS },
}
