/**
 * `npm run jobs`: a job worker beside the web servers (which then run only their own `site`
 * queue, JOBS_AUTORUN=false). It runs the default queue (the emails, the monitors' re-check)
 * with the web server's job runner (lib/jobs/runner.ts): due jobs claimed many at a time, run a
 * few at a time, and nothing but a look every few seconds while none is due; Payload's
 * scheduled tasks are queued on time. Several workers and web servers never run one job twice.
 * On SIGTERM or SIGINT it starts no new job, finishes the running ones and gives back the rest.
 *
 * `payload run` closes Payload and exits once this module has run: it runs until a signal.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { JOB_QUEUES } from '@/lib/jobs/queues'
import { jobRunner } from '@/lib/jobs/runner'

const payload = await getPayload({ config })
const runner = jobRunner(payload, [JOB_QUEUES.default])
if (!runner) throw new Error('The job worker needs the PostgreSQL adapter.')
runner.start()
payload.logger.info('job worker: running the default queue')

// The runner's own timers let a process exit: this one keeps the worker alive until a signal.
const alive = setInterval(() => {}, 60_000)
const signal = await new Promise<NodeJS.Signals>((resolve) => {
  for (const name of ['SIGTERM', 'SIGINT'] as const) process.once(name, () => resolve(name))
})
payload.logger.info(`job worker: ${signal}, finishing the running jobs`)
await runner.stop()
clearInterval(alive)
