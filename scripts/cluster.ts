/**
 * npm run cluster
 *
 * The production shape without Docker: PostgreSQL (DATABASE_URL, or an embedded server in
 * .data/cluster/postgres), Redis, s3rver, two `next start` instances of one build
 * in .next-cluster with JOBS_AUTORUN=false, the job worker and Varnish in front on port 8080 (or
 * a free one).
 * Ctrl-C or SIGTERM stops everything it started.
 */
import { startCluster, type Cluster } from './lib/cluster'
import { ensureSecret, loadDotEnv } from './lib/runtime'
import { distDir, scriptEnv } from './lib/scriptEnv'

let cluster: Cluster | undefined
let stopping: Promise<void> | undefined

async function shutdown(code: number): Promise<never> {
  stopping ??= (async () => {
    console.log('[cluster] stopping…')
    await cluster?.stop()
  })()
  await stopping
  process.exit(code)
}

async function main() {
  loadDotEnv()
  await ensureSecret()
  // Signals stop everything in order: the instances, then the services they use.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(0))
  }
  const env = scriptEnv()
  cluster = await startCluster({
    runDir: '.data/cluster',
    distDir: distDir('.next-cluster'),
    databaseUrl: env.DATABASE_URL,
    instances: env.CLUSTER_INSTANCES,
    proxyPort: env.CLUSTER_PORT,
    env: { PAYLOAD_SECRET: env.PAYLOAD_SECRET! },
  })
  console.log(
    `[cluster] serving ${cluster.proxyUrl} (instances ${cluster.instances
      .map((instance) => instance.url)
      .join(', ')}; dashboard ${cluster.proxyUrl}/admin/login). Ctrl-C stops everything.`,
  )
  const exits = [...cluster.instances.map((instance) => instance.process)]
  await Promise.race(exits.map((child) => new Promise((resolve) => child.once('exit', resolve))))
  if (stopping) return
  console.error('[cluster] an instance stopped; stopping the cluster')
  await shutdown(1)
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  await shutdown(1)
})
