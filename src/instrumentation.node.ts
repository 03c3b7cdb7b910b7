/**
 * The Node.js half of src/instrumentation.ts, which imports it only in the Node.js runtime, so
 * that the Edge compile never sees Payload, the job runner or `process` events.
 *
 * On SIGTERM Next.js stops accepting connections, lets the requests in flight finish, then
 * exits. Here the job runner stops taking jobs at the same moment, and the exit waits (up to
 * JOB_STOP_MS) for the batch in flight; jobs still unfinished then go back to the queue. The
 * whole stop is bounded by SHUTDOWN_MS, after which the process exits anyway. A completed
 * graceful stop exits 0 (Next would report 143), so a supervisor sees a clean stop.
 */
const JOB_STOP_MS = 8_000
const SHUTDOWN_MS = 12_000

export async function registerNode(): Promise<void> {
  // Before the first request: rate limits must see the address each connection came from.
  const { recordPeerAddresses } = await import('@/lib/http/peerAddress')
  recordPeerAddresses()
  const [{ getPayload }, { default: config }, jobs, { env }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('./jobs'),
    import('./env'),
  ])

  let stopping = false
  process.once('SIGTERM', () => {
    stopping = true
    console.log('[shutdown] SIGTERM: finishing requests in flight and the running job')
    const jobsDone = jobs.stopJobRunner(JOB_STOP_MS)
    const exit = process.exit.bind(process)
    const hardStop = setTimeout(() => {
      console.error('[shutdown] requests still running after the time limit; exiting')
      exit(1)
    }, SHUTDOWN_MS)
    hardStop.unref()
    // Next calls process.exit once its HTTP server has closed; let the job batch end first.
    process.exit = ((code?: number | string | null) => {
      void jobsDone.then(({ finished }) => {
        console.log(
          `[shutdown] done${finished ? '' : ' (unfinished jobs handed back to the queue)'}`,
        )
        exit(code === 143 ? 0 : code)
      })
    }) as typeof process.exit
  })

  // Not awaited: a slow or absent database must not hold up the server. Payload is retried
  // until the database answers; requests initialise it on their own too.
  const start = async (): Promise<void> => {
    while (!stopping) {
      try {
        const payload = await getPayload({ config })
        if (!stopping) jobs.startJobRunner(payload, jobs.webServerQueues(env().JOBS_AUTORUN))
        return
      } catch (error) {
        console.error('[jobs] could not start the job runner, retrying in 5 s:', error)
        await new Promise((resolve) => setTimeout(resolve, 5_000))
      }
    }
  }
  void start()
}
