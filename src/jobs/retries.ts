import type { TaskConfig } from 'payload'

type RetryConfig = Exclude<NonNullable<TaskConfig['retries']>, number>

/** Every email is tried 5 times in all: once, then 4 retries. */
export const SEND_ATTEMPTS = 5

/**
 * Retries wait 5, 10, 20 and 40 minutes (exponential backoff), so an SMTP outage of well over an
 * hour is bridged. The autorun cron ticks every minute, which bounds how early a retry can run.
 */
export const SEND_RETRIES: RetryConfig = {
  attempts: SEND_ATTEMPTS - 1,
  backoff: { type: 'exponential', delay: 5 * 60_000 },
}
