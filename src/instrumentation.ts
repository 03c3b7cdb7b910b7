/**
 * When the web server boots: records each connection's address for the rate limits
 * (lib/http/peerAddress.ts), starts Payload with its job autorun (team emails, scheduled posts)
 * so queued jobs run even before the first request, and stops the autorun on SIGTERM
 * (instrumentation.node.ts).
 *
 * Next.js compiles this file for the Edge runtime too; the Node.js-only code is imported only
 * when NEXT_RUNTIME is 'nodejs', as Next.js documents, so that compile never sees it. Next.js
 * inlines NEXT_RUNTIME and NEXT_PHASE at build time, which is why they are read here directly
 * rather than through src/env.ts. Nothing starts while `next build` loads the app.
 */
export async function register(): Promise<void> {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { registerNode } = await import('./instrumentation.node')
    await registerNode()
  }
}
