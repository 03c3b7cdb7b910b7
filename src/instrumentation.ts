/**
 * Records each connection's address for the rate limits (lib/http/peerAddress.ts), then starts
 * Payload with its crons when the web server boots, so queued jobs (team emails, scheduled
 * posts) run even before the first request reaches the CMS. Which queues the server runs
 * depends on JOBS_AUTORUN (src/jobs/index.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return
  // Before the first request: rate limits must see the address each connection came from.
  const { recordPeerAddresses } = await import('@/lib/http/peerAddress')
  recordPeerAddresses()
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  // Not awaited: a slow database must not hold up the server; requests initialise Payload too.
  getPayload({ config, cron: true }).catch((error: unknown) => {
    console.error('[jobs] could not start the job runner:', error)
  })
}
