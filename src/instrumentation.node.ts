/**
 * The Node.js half of src/instrumentation.ts, which imports it only in the Node.js runtime, so
 * that the Edge compile never sees Payload or `process` events.
 *
 * Starts Payload with its crons (`cron: true`), which starts the app's job runner, so queued jobs
 * and scheduled tasks run before the first request too. On SIGTERM Next.js stops accepting
 * connections, lets the requests in flight finish, waits for the work they left to `after` (the
 * emails they queued), then exits; from the signal on the runner starts no new job, lets the
 * running ones finish and gives back those it had claimed. A job cut off by the exit stays
 * claimed and is run again later (src/lib/jobs/claims.ts).
 */
export async function registerNode(): Promise<void> {
  // Before the first request: rate limits must see the address each connection came from, and
  // every request meets the edge gate (methods and body sizes) before Next.js reads it.
  const { recordPeerAddresses } = await import('@/lib/http/peerAddress')
  recordPeerAddresses()
  const { installEdgeGate } = await import('@/lib/http/edgeGate')
  installEdgeGate()
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
    void autorun.stopAutoRun()
    console.log('[shutdown] SIGTERM: finishing requests in flight and the jobs they queued')
  })

  // Not awaited: a slow or absent database must not hold up the server. Payload is retried
  // until the database answers; requests initialise it on their own too.
  const start = async (): Promise<void> => {
    while (!stopping) {
      try {
        autorun.startAutoRun(await getPayload({ config, cron: true }))
        return
      } catch (error) {
        console.error('[jobs] could not start Payload and its job runner, retrying in 5 s:', error)
        await new Promise((resolve) => setTimeout(resolve, 5_000))
      }
    }
  }
  void start()
}
