/**
 * The Node.js half of src/instrumentation.ts, which imports it only in the Node.js runtime, so
 * that the Edge compile never sees Payload or `process` events.
 *
 * Starts Payload with its job autorun (`cron: true`), so queued jobs and scheduled tasks run
 * before the first request too. On SIGTERM Next.js stops accepting connections, lets the
 * requests in flight finish, waits for the work they left to `after` (the emails they queued),
 * then exits; from the signal on the autorun starts no new batch. A job cut off by the exit
 * stays claimed and is run again later (src/jobs/claim.ts).
 */
export async function registerNode(): Promise<void> {
  // Before the first request: rate limits must see the address each connection came from.
  const { recordPeerAddresses } = await import('@/lib/http/peerAddress')
  recordPeerAddresses()
  // A redirect answers with one Location header (lib/upstream/singleLocation.ts).
  const { keepOneLocation } = await import('@/lib/upstream/singleLocation')
  keepOneLocation()
  const [{ getPayload }, { default: config }, autorun] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/lib/jobs/autorun'),
  ])

  autorun.enableAutoRun()

  let stopping = false
  process.once('SIGTERM', () => {
    stopping = true
    autorun.stopAutoRun()
    console.log('[shutdown] SIGTERM: finishing requests in flight and the jobs they queued')
  })

  // Not awaited: a slow or absent database must not hold up the server. Payload is retried
  // until the database answers; requests initialise it on their own too.
  const start = async (): Promise<void> => {
    while (!stopping) {
      try {
        await getPayload({ config, cron: true })
        return
      } catch (error) {
        console.error('[jobs] could not start Payload and its job autorun, retrying in 5 s:', error)
        await new Promise((resolve) => setTimeout(resolve, 5_000))
      }
    }
  }
  void start()
}
