/**
 * Starts Payload with its crons when the web server boots, so queued jobs (team emails,
 * scheduled posts) run even before the first request reaches the CMS. JOBS_AUTORUN=false leaves
 * them to the `npm run jobs` worker.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { env } = await import('./env')
  if (!env().JOBS_AUTORUN) return
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  // Not awaited: a slow database must not hold up the server; requests initialise Payload too.
  getPayload({ config, cron: true }).catch((error: unknown) => {
    console.error('[jobs] could not start the job runner:', error)
  })
}
