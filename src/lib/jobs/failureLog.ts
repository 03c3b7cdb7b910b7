import type { Payload } from 'payload'

/**
 * Bounded logging of failures that repeat: a job whose email cannot be sent fails again on every
 * retry, and 5,000 queued notifications against a dead SMTP server fail thousands of times a
 * minute, each the same way. The first failure of a kind (the task or source, and the error's
 * message) is logged in full, on one line; further ones of that kind are counted, and once a
 * minute one line says how many there were. A kind that did not recur for a whole minute is
 * forgotten, so its next failure is logged in full again.
 */
type Logger = Pick<Payload['logger'], 'error'>

export const SUMMARY_INTERVAL_MS = 60_000

type Kind = { logger: Logger; label: string; message: string; repeats: number }

const kinds = new Map<string, Kind>()
let timer: NodeJS.Timeout | undefined

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  // One line, bounded: a message may carry a server's multi-line answer.
  return text.replace(/\s+/g, ' ').trim().slice(0, 300)
}

function flush(): void {
  for (const [key, kind] of kinds) {
    if (kind.repeats === 0) {
      kinds.delete(key)
      continue
    }
    kind.logger.error(
      `${kind.label}: ${kind.repeats} more failure(s) in the last ${SUMMARY_INTERVAL_MS / 1_000} s: ${kind.message}`,
    )
    kind.repeats = 0
  }
  if (kinds.size === 0 && timer) {
    clearInterval(timer)
    timer = undefined
  }
}

/** Logs `line` the first time a failure of this kind happens, and counts it afterwards. */
function note(logger: Logger, label: string, error: unknown, line: (message: string) => string) {
  const message = messageOf(error)
  const key = `${label}\n${message}`
  const kind = kinds.get(key)
  if (kind) {
    kind.repeats++
    return
  }
  kinds.set(key, { logger, label, message, repeats: 0 })
  logger.error(line(message))
  if (!timer) {
    timer = setInterval(flush, SUMMARY_INTERVAL_MS)
    timer.unref()
  }
}

/** One failed attempt of a job: its id, task, attempt number and error message. */
export function logJobFailure(
  logger: Logger,
  failure: { jobId: number | string; task: string; attempt: number; error: unknown },
): void {
  note(
    logger,
    `job task ${failure.task}`,
    failure.error,
    (message) =>
      `job ${failure.jobId} (${failure.task}) attempt ${failure.attempt} failed: ${message}`,
  )
}

/** A failure of a dependency outside any job (a dropped SMTP connection, a failed batch). */
export function logRepeatedFailure(logger: Logger, source: string, error: unknown): void {
  note(logger, source, error, (message) => `${source}: ${message}`)
}
