/**
 * `default`: emails, run by the web server (JOBS_AUTORUN) or by the `npm run jobs` worker.
 * `site`: work only the web server can do, such as clearing its own Next.js cache when a
 * scheduled post goes live; the web server always runs this queue, the worker never does.
 */
export const JOB_QUEUES = { default: 'default', site: 'site' } as const
