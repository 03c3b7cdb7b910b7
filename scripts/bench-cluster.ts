/**
 * npm run bench:cluster
 *
 * Starts the cluster of the tests (two instances, worker, Redis, s3rver, Varnish) and prints,
 * side by side:
 *  1. requests/s of a cached article through the proxy, against nginx serving the same bytes
 *     as a static file (goal: at least 0.5×);
 *  2. requests/s of one instance alone, against two behind the proxy with its cache bypassed;
 *  3. the delay from a publish on instance A (its answer) until each instance and the proxy show
 *     the post (median and max of 10; goal under 100 ms).
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) size the load runs; each
 * comparison runs twice, alternating, and keeps the better run of each side.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { spawnNodeTool, waitFor } from './lib/runtime'
import { scriptEnv } from './lib/scriptEnv'
import { waitForHttp } from './lib/services'
import { bearer, getText, startTestCluster, timeUntil, type TestCluster } from './lib/testCluster'
import { freePort } from './lib/testDatabase'

const { BENCH_SECONDS: SECONDS, BENCH_CONNECTIONS: CONNECTIONS } = scriptEnv()
const PUBLISHES = 10

type Load = { rps: number; p50: number; p99: number; errors: number; non2xx: number }

/** autocannon's JSON summary of a load run against `url`. */
async function loadOnce(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const args = ['-j', '-c', String(CONNECTIONS), '-d', String(SECONDS)]
  // As browsers ask: the proxy and nginx both answer gzip.
  const all = { 'Accept-Encoding': 'gzip', ...headers }
  for (const [name, value] of Object.entries(all)) args.push('-H', `${name}=${value}`)
  const child = spawnNodeTool('autocannon', [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await waitFor(child)
  const result = JSON.parse(output) as {
    requests: { average: number }
    latency: { p50: number; p99: number }
    errors: number
    non2xx: number
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

/**
 * Runs the two load tests of a comparison twice, alternating, and keeps each one's better run:
 * the machine is shared, and a build elsewhere should not decide a comparison.
 */
async function compare(
  first: [string, Record<string, string>?],
  second: [string, Record<string, string>?],
): Promise<[Load, Load]> {
  const runs: [Load[], Load[]] = [[], []]
  for (let round = 0; round < 2; round += 1) {
    runs[0].push(await loadOnce(first[0], first[1]))
    runs[1].push(await loadOnce(second[0], second[1]))
  }
  const best = (list: Load[]) => list.reduce((x, y) => (y.rps > x.rps ? y : x))
  return [best(runs[0]), best(runs[1])]
}

/** nginx serving one directory on a free port, from a prefix of its own. */
async function startStaticNginx(dir: string) {
  const port = await freePort()
  const conf = path.join(dir, 'nginx.conf')
  await fs.writeFile(
    conf,
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  types { text/html html; }
  # The .gz beside the page, as a browser accepting gzip gets from Varnish too.
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
  }
}
`,
  )
  await fs.mkdir(path.join(dir, 'tmp'), { recursive: true })
  const child = spawn('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' })
  await waitForHttp(`http://127.0.0.1:${port}/article.html`, 10_000)
  return { url: `http://127.0.0.1:${port}`, child }
}

const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!
const fmt = (value: number) => value.toFixed(0).padStart(8)

function row(label: string, result: Load) {
  const problems = result.errors + result.non2xx
  return `  ${label.padEnd(44)}${fmt(result.rps)} req/s   p50 ${result.p50} ms   p99 ${result.p99} ms${
    problems ? `   (${problems} errors/non-2xx)` : ''
  }`
}

/** Where a publish must show: each instance, then the proxy in front of them. */
function viewers(cluster: TestCluster): [label: string, origin: string][] {
  return [
    ...cluster.instances.map((instance, index): [string, string] => [
      `instance ${String.fromCharCode(65 + index)}${index === 0 ? ' (the one published on)' : ''}`,
      instance.url,
    ]),
    ['proxy', cluster.proxyUrl],
  ]
}

async function publishDelays(cluster: TestCluster) {
  const [a] = cluster.instances.map((instance) => instance.url) as [string]
  const seen = viewers(cluster)
  const delays = { request: [] as number[], seen: seen.map(() => [] as number[]) }
  for (let index = 0; index < PUBLISHES; index += 1) {
    const title = `Bench publish ${Date.now()} ${index}`
    const created = await fetch(`${a}/api/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(cluster.token) },
      body: JSON.stringify({ title, content: 'Timing.', status: 'draft', readTime: 1 }),
    })
    const { doc } = (await created.json()) as { doc: { id: number } }
    // The list is cached everywhere before the publish.
    for (const [, origin] of [...seen, ...seen]) await getText(`${origin}/blog`)
    const sent = performance.now()
    const published = await fetch(`${a}/api/admin/blog/${doc.id}/publish`, {
      method: 'POST',
      headers: bearer(cluster.token),
    })
    if (!published.ok) throw new Error(`publish answered ${published.status}`)
    delays.request.push(performance.now() - sent)
    // Timed from the publish's answer (the administrator sees it done) until each shows the post.
    const shown = await Promise.all(
      seen.map(([, origin]) =>
        timeUntil(async () => (await getText(`${origin}/blog`)).body.includes(title), 10_000),
      ),
    )
    shown.forEach((delay, index) => delays.seen[index]!.push(delay))
  }
  return {
    request: delays.request,
    seen: seen.map(([label], index) => ({ label, values: delays.seen[index]! })),
  }
}

async function main(): Promise<number> {
  console.log('Starting the cluster (builds first when the sources changed)…')
  const cluster = await startTestCluster()
  const staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-bench-static-'))
  // nginx's workers run as an unprivileged user when started as root.
  await fs.chmod(staticDir, 0o755)
  let nginx: Awaited<ReturnType<typeof startStaticNginx>> | undefined
  try {
    const [a] = cluster.instances.map((instance) => instance.url) as [string, string]
    const posts = (await (await fetch(`${a}/api/blog`)).json()) as { posts: { slug: string }[] }
    const article = `/blog/${posts.posts[0]!.slug}`
    const cached = `${cluster.proxyUrl}${article}`
    await getText(cached)
    const { body, headers } = await getText(cached)
    if (headers.get('x-cache') !== 'HIT') throw new Error(`${cached} is not served from the cache`)
    await fs.mkdir(path.join(staticDir, 'www'), { recursive: true })
    await fs.writeFile(path.join(staticDir, 'www', 'article.html'), body)
    await fs.writeFile(path.join(staticDir, 'www', 'article.html.gz'), gzipSync(body))
    nginx = await startStaticNginx(staticDir)

    console.log(
      `\nLoad: ${CONNECTIONS} connections for ${SECONDS} s each (best of two, alternating), ${os.cpus().length} cores, article ${article} (${Buffer.byteLength(body)} bytes)\n`,
    )
    const [proxyCached, staticFile] = await compare([cached], [`${nginx.url}/article.html`])
    // A request with credentials goes past the proxy's cache to an instance (round robin).
    const bypass = { Authorization: 'Bench no-cache' }
    const [oneInstance, twoBehindProxy] = await compare([`${a}${article}`], [cached, bypass])

    console.log('1. Cached article through the proxy vs the same bytes as a static file')
    console.log(row('Varnish, cached article', proxyCached))
    console.log(row('nginx, static file', staticFile))
    console.log(`  ratio ${(proxyCached.rps / staticFile.rps).toFixed(2)}× (goal ≥ 0.5×)\n`)
    console.log('2. The app without the proxy cache')
    console.log(row('one instance, direct', oneInstance))
    console.log(row('two instances behind the proxy, cache bypassed', twoBehindProxy))
    console.log(`  ratio ${(twoBehindProxy.rps / oneInstance.rps).toFixed(2)}×\n`)

    const delays = await publishDelays(cluster)
    console.log(
      `3. Publish on A → visible, from its answer (${PUBLISHES} publishes, goal < 100 ms)`,
    )
    for (const { label, values } of [
      { label: 'the publish request itself', values: delays.request },
      ...delays.seen,
    ]) {
      console.log(
        `  ${label.padEnd(32)} median ${median(values).toFixed(0)} ms   max ${Math.max(...values).toFixed(0)} ms`,
      )
    }
    return 0
  } finally {
    if (nginx) {
      nginx.child.kill('SIGTERM')
      await waitFor(nginx.child)
    }
    await fs.rm(staticDir, { recursive: true, force: true })
    await cluster.dispose()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
