/**
 * npm run bench:http [-- --against <folder>] [--duration 10] [--connections 16] [--rounds 3]
 *                    [--gzip] [--only /,article] [--profile <dir>] [--cpu-prof <dir>]
 *                    [--reuse-build]
 *
 * CPU time of the server per request and requests per second of a production build served by
 * `next start` (scripts/lib/benchTree.ts: throwaway embedded PostgreSQL, the demo content, the
 * build in .next-bench-http, built with the floor page), measured with wrk one URL at a time:
 * the floor page (/bench-floor, a prerendered page with no data and no client code of its own:
 * the least a cached page can cost through `next start`), the home page, /privacy-policy,
 * /contact, an article and GET /api/blog; and nginx serving the same bytes from files, the floor
 * of any HTTP server on this machine.
 *
 * With --against, another checkout of the app (another commit, its own node_modules installed,
 * e.g. a `git worktree add` of it) is built and served beside this one, on its own database with
 * its own demo content, and measured in the same run: each round measures each URL on both
 * servers one after the other, in alternating order, so that what else runs on the machine
 * weighs on both alike. CPU time is the server process's own (user + system, from /proc), not
 * wall time, so a busy machine slows the figures less than it slows requests per second.
 * Each figure is the median of the rounds. --profile writes a V8 CPU profile of each server
 * during each URL's first round into that folder (`A-1.cpuprofile`: server A, the second URL),
 * recorded through the inspector, so start-up is left out; --cpu-prof writes each server's
 * whole-life profile (node --cpu-prof) there when it stops. --gzip asks as a browser does
 * (`Accept-Encoding: gzip`); --only measures the URLs named by path or by a word of their label;
 * --reuse-build serves the builds already there even when the sources changed since.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import {
  BENCH_DIST_DIR,
  BENCH_PORTS,
  cpuMs,
  profileDuring,
  serveTree,
  type ServedTree,
} from './lib/benchTree'
import { freePort, startTestDatabase, type TestDatabase } from './lib/testDatabase'

import { log, root } from './lib/runtime'

const { values: args } = parseArgs({
  options: {
    against: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '3' },
    'cpu-prof': { type: 'string' },
    profile: { type: 'string' },
    'reuse-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    gzip: { type: 'boolean', default: false },
  },
})
const duration = Number(args.duration)
const connections = Number(args.connections)
const rounds = Math.max(1, Number(args.rounds))

type Target = { label: string; path: string }
type Run = { cpuMsPerRequest: number; rps: number; bad: number }

/** Runs wrk against `url` and reads its request count, requests/s and failed answers. */
function wrk(
  url: string,
  seconds = duration,
): Promise<{ requests: number; rps: number; bad: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'wrk',
      [
        '-t2',
        `-c${connections}`,
        `-d${seconds}s`,
        '--timeout',
        '10s',
        ...(args.gzip ? ['-H', 'Accept-Encoding: gzip'] : []),
        url,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => {
      const requests = Number(/(\d+) requests in/.exec(output)?.[1])
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1])
      if (code !== 0 || !Number.isFinite(requests) || requests === 0) {
        return reject(new Error(`wrk ${url} failed (${code}):\n${output}`))
      }
      const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0)
      const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
        .exec(output)
        ?.slice(1)
        .reduce((sum, value) => sum + Number(value), 0)
      resolve({ requests, rps, bad: non2xx + (errors ?? 0) })
    })
  })
}

async function measure(pid: number, url: string): Promise<Run> {
  const before = await cpuMs(pid)
  const { requests, rps, bad } = await wrk(url)
  const used = (await cpuMs(pid)) - before
  log(`  ${requests} requests, ${rps.toFixed(0)}/s, ${(used / requests).toFixed(3)} CPU ms each`)
  return { cpuMsPerRequest: used / requests, rps, bad }
}

/**
 * CPU ms per second the server spends with no request (timers, the job queue's polling): part
 * of every figure, and a larger part the fewer requests a run gets through.
 */
async function idleCpu(pid: number, seconds = 5): Promise<number> {
  const before = await cpuMs(pid)
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
  return ((await cpuMs(pid)) - before) / seconds
}

/**
 * A few seconds of load on each URL, so that no figure includes a first render, a cold cache or
 * code V8 has not optimised yet.
 */
async function warm(baseUrl: string, targets: Target[]): Promise<void> {
  for (const { path: target } of targets) {
    const response = await fetch(baseUrl + target)
    if (!response.ok) throw new Error(`${baseUrl}${target} answered ${response.status}`)
    await response.arrayBuffer()
    await wrk(baseUrl + target, 3)
  }
}

type Nginx = { baseUrl: string; pid: number; stop(): Promise<void> }

/** nginx (one process, no master) serving each target's body, as this build answered it, from a file. */
async function startNginx(baseUrl: string, targets: Target[]): Promise<Nginx> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-http-nginx-'))
  const port = await freePort()
  const locations: string[] = []
  for (const [index, { path: target }] of targets.entries()) {
    const response = await fetch(baseUrl + target)
    const type = response.headers.get('content-type') ?? 'text/html'
    await fs.writeFile(path.join(dir, `body-${index}`), Buffer.from(await response.arrayBuffer()))
    locations.push(`location = /${index} { default_type "${type}"; alias ${dir}/body-${index}; }`)
  }
  const config = `
daemon off; master_process off; worker_processes 1; pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off; client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir}; scgi_temp_path ${dir}; keepalive_requests 100000;
  server { listen 127.0.0.1:${port}; ${locations.join('\n  ')} }
}`
  await fs.writeFile(path.join(dir, 'nginx.conf'), config)
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/0`)).ok) break
    } catch {
      if (tries > 40) throw new Error('nginx did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    baseUrl: url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGQUIT')
      await new Promise((resolve) => child.once('exit', resolve))
      await fs.rm(dir, { recursive: true, force: true })
    },
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

async function articlePath(baseUrl: string): Promise<string> {
  const { posts } = (await (await fetch(`${baseUrl}/api/blog`)).json()) as {
    posts: { slug: string }[]
  }
  const slug = posts[0]?.slug
  if (!slug) throw new Error(`no published post at ${baseUrl}`)
  return `/blog/${slug}`
}

function printTable(
  targets: Target[],
  servers: ServedTree[],
  runs: Map<string, Run[]>,
  nginxRuns: Run[][],
  loads: [string, string],
) {
  const key = (server: number, target: number) => `${server}:${target}`
  const fig = (server: number, target: number) => {
    const list = runs.get(key(server, target)) ?? []
    return {
      cpu: median(list.map((run) => run.cpuMsPerRequest)),
      rps: median(list.map((run) => run.rps)),
      bad: list.reduce((sum, run) => sum + run.bad, 0),
    }
  }
  console.log('')
  console.log(
    `bench:http: wrk, ${connections} connections, ${duration} s per URL and server, ${rounds} round(s) (median shown), ${os.cpus().length} CPUs`,
  )
  console.log(`load average (1/5/15 min) before: ${loads[0]}; after: ${loads[1]}`)
  for (const [index, server] of servers.entries()) {
    console.log(`${String.fromCharCode(65 + index)}: ${server.root} (${server.label})`)
  }
  console.log('')
  const names = servers.map((_, index) => String.fromCharCode(65 + index))
  const header = [
    'what',
    'path',
    ...names.map((name) => `${name} CPU ms/req`),
    ...names.map((name) => `${name} req/s`),
    ...(servers.length > 1 ? ['A/B CPU', 'A/B req/s'] : []),
    'nginx CPU ms/req',
    'nginx req/s',
    'failed',
  ]
  console.log(`| ${header.join(' | ')} |`)
  console.log(`|${header.map(() => '---').join('|')}|`)
  for (const [t, target] of targets.entries()) {
    const figures = servers.map((_, s) => fig(s, t))
    const nginx = nginxRuns[t] ?? []
    const row = [
      target.label,
      target.path,
      ...figures.map((f) => f.cpu.toFixed(3)),
      ...figures.map((f) => f.rps.toFixed(0)),
      ...(servers.length > 1
        ? [
            `${(figures[0]!.cpu / figures[1]!.cpu).toFixed(2)}×`,
            `${(figures[0]!.rps / figures[1]!.rps).toFixed(2)}×`,
          ]
        : []),
      nginx.length ? median(nginx.map((run) => run.cpuMsPerRequest)).toFixed(3) : '—',
      nginx.length ? median(nginx.map((run) => run.rps)).toFixed(0) : '—',
      String(figures.reduce((sum, f) => sum + f.bad, 0)),
    ]
    console.log(`| ${row.join(' | ')} |`)
  }
}

type Profiling = { wholeLife?: string; perUrl?: string; inspectPorts: number[] }

/** Each checkout built and served, the first on this checkout's bench port, the other on its own. */
async function startServers(
  database: TestDatabase,
  profiling: Profiling,
  servers: ServedTree[],
): Promise<void> {
  const trees = [root, ...(args.against ? [path.resolve(args.against)] : [])]
  for (const [index, tree] of trees.entries()) {
    profiling.inspectPorts.push(await freePort())
    const nodeOptions = [
      profiling.wholeLife &&
        `--cpu-prof --cpu-prof-dir=${path.join(profiling.wholeLife, String(index))}`,
      profiling.perUrl && `--inspect=127.0.0.1:${profiling.inspectPorts[index]}`,
    ]
    servers.push(
      await serveTree({
        label: index === 0 ? 'this checkout' : path.basename(tree),
        root: tree,
        port: await freePort(BENCH_PORTS[index]),
        distDir: BENCH_DIST_DIR,
        database: database.server,
        env: { BENCH_FLOOR: '1' },
        reuseBuild: args['reuse-build'],
        serverNodeOptions: nodeOptions.filter(Boolean).join(' '),
      }),
    )
  }
}

/** The URLs of each server (an article's address differs between checkouts), as --only picks. */
async function chooseTargets(servers: ServedTree[]): Promise<Target[][]> {
  const targetsOf = async (server: ServedTree): Promise<Target[]> => [
    { label: 'floor page', path: '/bench-floor' },
    { label: 'home page', path: '/' },
    { label: 'privacy policy', path: '/privacy-policy' },
    { label: 'contact', path: '/contact' },
    { label: 'an article', path: await articlePath(server.baseUrl) },
    { label: 'GET /api/blog', path: '/api/blog' },
  ]
  const lists = await Promise.all(servers.map(targetsOf))
  const only = args.only?.split(',')
  const named = (target: Target) =>
    !only || only.some((word) => target.path === word || target.label.split(' ').includes(word))
  const keep = lists[0]!.map(named)
  return lists.map((list) => list.filter((_, index) => keep[index]))
}

/** Every URL on every server, each round in alternating order, and on nginx after them. */
async function measureRounds(
  servers: ServedTree[],
  perServer: Target[][],
  nginx: Nginx,
  profiling: Profiling,
) {
  const runs = new Map<string, Run[]>()
  const nginxRuns: Run[][] = perServer[0]!.map(() => [])
  for (let round = 0; round < rounds; round++) {
    for (const [t, target] of perServer[0]!.entries()) {
      const order = servers.map((_, s) => s)
      if ((round + t) % 2 === 1) order.reverse()
      for (const s of order) {
        const name = String.fromCharCode(65 + s)
        const url = servers[s]!.baseUrl + perServer[s]![t]!.path
        log(`round ${round + 1}/${rounds}: ${target.label} on ${name}`)
        const run = () => measure(servers[s]!.pid, url)
        const file = profiling.perUrl && path.join(profiling.perUrl, `${name}-${t}.cpuprofile`)
        const result =
          file && round === 0
            ? await profileDuring(profiling.inspectPorts[s]!, file, run)
            : await run()
        runs.set(`${s}:${t}`, [...(runs.get(`${s}:${t}`) ?? []), result])
      }
      nginxRuns[t]!.push(await measure(nginx.pid, `${nginx.baseUrl}/${t}`))
    }
  }
  return { runs, nginxRuns }
}

async function main(): Promise<void> {
  const database = await startTestDatabase('bench_http')
  const servers: ServedTree[] = []
  let nginx: Nginx | undefined
  const profiling: Profiling = {
    wholeLife: args['cpu-prof'] ? path.resolve(args['cpu-prof']) : undefined,
    perUrl: args.profile ? path.resolve(args.profile) : undefined,
    inspectPorts: [],
  }
  try {
    await startServers(database, profiling, servers)
    const perServer = await chooseTargets(servers)
    for (const [index, server] of servers.entries()) await warm(server.baseUrl, perServer[index]!)
    nginx = await startNginx(servers[0]!.baseUrl, perServer[0]!)
    const idle = await Promise.all(servers.map((server) => idleCpu(server.pid)))
    const loadBefore = loadAverage()
    const { runs, nginxRuns } = await measureRounds(servers, perServer, nginx, profiling)
    printTable(perServer[0]!, servers, runs, nginxRuns, [loadBefore, loadAverage()])
    console.log(
      `\nidle (no request): ${idle.map((ms, s) => `${String.fromCharCode(65 + s)} ${ms.toFixed(1)} CPU ms/s`).join(', ')}`,
    )
  } finally {
    await nginx?.stop()
    for (const server of servers) await server.stop()
    await database.dispose()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
