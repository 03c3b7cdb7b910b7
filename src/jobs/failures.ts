import type { TaskConfig, TaskHandler, TaskType } from 'payload'

import { logJobFailure } from '@/lib/jobs/failureLog'

/**
 * The task with a handler that logs each failed attempt on one line (job id, task, attempt,
 * error message; repeats of one error summarised once a minute, lib/jobs/failureLog.ts) and
 * rethrows it, so Payload records and retries it as before. Payload's own failure log, which
 * dumps the whole job (input, every earlier attempt's error and stack) on every attempt, is
 * silenced in the autorun (lib/jobs/autorun.ts).
 */
export function withFailureLog<Slug extends TaskType>(task: TaskConfig<Slug>): TaskConfig<Slug> {
  const run = task.handler
  if (typeof run !== 'function') return task
  const logged: TaskHandler<Slug> = async (args) => {
    try {
      return await run(args)
    } catch (error) {
      logJobFailure(args.req.payload.logger, {
        jobId: args.job.id,
        task: task.slug,
        attempt: (args.job.totalTried ?? 0) + 1,
        error,
      })
      throw error
    }
  }
  return { ...task, handler: logged }
}
