/**
 * npm run bench:edge [-- --url http://127.0.0.1:3000 --pid 1234 --runs 5]
 *
 * What an oversized or odd request costs the server, on a production build started as
 * `npm start` does (or, with --url, a server already running, whose process --pid names for the
 * memory figures: a build of an earlier commit to compare with):
 *
 * - a 64 MB JSON body to Payload's REST doors (/api/contact-messages, /api/posts,
 *   /api/admins/login), sent whole with its Content-Length and sent chunked: the time until the
 *   answer's status line, how much of the body had been written by then, and the server's
 *   resident memory at its peak over its level before;
 * - TRACE: the status;
 * - the image optimiser: an address the site renders (first answer, then from the cache) and
 *   random variations of it (fragments, dot segments, extra parameters, other widths).
 *
 * Prints medians and worst cases beside the limits the site sets (docs/security.md).
 */
import { readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { parseArgs } from 'node:util'

import { launchApp } from './lib/launcher'

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    pid: { type: 'string' },
    runs: { type: 'string', default: '5' },
  },
})
const RUNS = Number(args.runs)
const BODY = 64 * 1024 * 1024
const DOORS = ['/api/contact-messages', '/api/posts', '/api/admins/login']

/** The resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/** The Next.js server among the processes under `root` (the launcher starts it in a child). */
function serverPid(root: number): number {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // the process ended meanwhile
    }
  }
  const under = (pid: number): boolean => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at)) {
      if (at === root) return true
    }
    return false
  }
  const server = [...parents.keys()].find(
    (pid) => under(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('next'),
  )
  if (!server) throw new Error(`no Next.js server found under process ${root}`)
  return server
}

type Sent = { status: string; ms: number; sentMb: number; peakMb: number }

/** The head of a POST of BODY bytes of JSON, with its length or chunked. */
function head(url: URL, path: string, chunked: boolean): string {
  return [
    `POST ${path} HTTP/1.1`,
    `Host: ${url.host}`,
    'Content-Type: application/json',
    chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${BODY}`,
    '',
    '',
  ].join('\r\n')
}

/** Writes BODY bytes as fast as the socket takes them, until `stop()`; answers what was written. */
function pump(socket: net.Socket, chunked: boolean, stop: () => boolean): { sent: number } {
  const written = { sent: 0 }
  const chunk = Buffer.alloc(64 * 1024, 0x20)
  const frame = (data: Buffer) =>
    chunked
      ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
      : data
  const framed = frame(chunk)
  const next = () => {
    while (!stop() && written.sent < BODY && !socket.destroyed) {
      written.sent += chunk.length
      if (!socket.write(framed)) return void socket.once('drain', next)
    }
    if (chunked && written.sent >= BODY && !stop()) socket.write('0\r\n\r\n')
  }
  next()
  return written
}

/**
 * One POST of BODY bytes until the answer's status line arrives (or 30 s pass); the server's
 * memory is sampled meanwhile, and a little after the answer, when a body read whole would show.
 */
function post(url: string, path: string, chunked: boolean, pid: number): Promise<Sent> {
  const target = new URL(url)
  const before = rssMb(pid)
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10)
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const socket = net.connect(Number(target.port), target.hostname)
    let answered = false
    let received = ''
    let written = { sent: 0 }
    const finish = (status: string) => {
      answered = true
      const ms = performance.now() - started
      setTimeout(() => {
        clearInterval(sampler)
        peak = Math.max(peak, rssMb(pid))
        socket.destroy()
        resolve({ status, ms, sentMb: written.sent / 1024 / 1024, peakMb: peak - before })
      }, 300)
    }
    const timer = setTimeout(() => answered || finish('no answer within 30 s'), 30_000)
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1')
      if (answered || !received.includes('\r\n')) return
      clearTimeout(timer)
      finish(received.split('\r\n')[0]!.replace(/^HTTP\/1\.1 /, ''))
    })
    socket.on('error', (error) => answered || reject(error))
    socket.on('connect', () => {
      socket.write(head(target, path, chunked))
      written = pump(socket, chunked, () => answered)
    })
  })
}

/** The status of one request (node:http: fetch refuses TRACE). */
function status(url: string, path: string, method = 'GET', headers = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .request(new URL(path, url), { method, headers }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      .on('error', reject)
      .end()
  })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
const fixed = (value: number, digits = 0) => value.toFixed(digits)

async function bodyFigures(url: string, pid: number): Promise<void> {
  // Payload and the routes loaded before anything is measured.
  await status(url, '/api/blog')
  await status(url, '/api/admins/login', 'POST', { 'content-type': 'application/json' })
  console.log(
    `\n64 MB JSON bodies (${RUNS} runs each; server pid ${pid}, ${fixed(rssMb(pid))} MB resident)`,
  )
  console.log(
    'door                   sent as  answer                 median ms  worst ms  written  memory peak',
  )
  for (const door of DOORS) {
    for (const chunked of [false, true]) {
      const runs: Sent[] = []
      for (let run = 0; run < RUNS; run += 1) runs.push(await post(url, door, chunked, pid))
      console.log(
        [
          door.padEnd(22),
          (chunked ? 'chunked' : 'length').padEnd(8),
          [...new Set(runs.map((run) => run.status))].join(' / ').slice(0, 22).padEnd(22),
          fixed(median(runs.map((run) => run.ms))).padStart(9),
          fixed(Math.max(...runs.map((run) => run.ms))).padStart(9),
          `${fixed(median(runs.map((run) => run.sentMb)), 1)} MB`.padStart(8),
          `+${fixed(Math.max(...runs.map((run) => run.peakMb)), 1)} MB`.padStart(12),
        ].join(' '),
      )
    }
  }
  const trace = [await status(url, '/', 'TRACE'), await status(url, '/api/posts', 'TRACE')]
  console.log(`\nTRACE /: ${trace[0]}, TRACE /api/posts: ${trace[1]}`)
}

/** Random variations of an optimiser address the site renders. */
function variationsOf(rendered: string, count: number): string[] {
  return Array.from({ length: count }, (_, n) => {
    const random = Math.random().toString(36).slice(2, 8)
    const forms = [
      rendered.replace('&w=', `%2523${random}&w=`),
      rendered.replace('url=%2F', `url=%2Fimages%2F${random}%2F..%2F..%2F`),
      `${rendered}&${random}=1`,
      rendered.replace(/&w=\d+/, `&w=${600 + (n % 40)}`),
      rendered.replace('url=%2F', 'url=%2F.%2F'),
    ]
    return forms[n % forms.length]!
  })
}

async function imageFigures(url: string): Promise<void> {
  const html = await (await fetch(`${url}/blog`)).text()
  const rendered = /\/_next\/image\?url=[^"\s]+/.exec(html)?.[0]?.replaceAll('&amp;', '&')
  if (!rendered) return void console.log('\nno optimised image on /blog: image figures skipped')
  const timed = async (path: string) => {
    const started = performance.now()
    const response = await fetch(`${url}${path}`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    })
    await response.arrayBuffer()
    const cache = response.headers.get('x-nextjs-cache') ?? ''
    return { status: response.status, ms: performance.now() - started, cache }
  }
  const first = await timed(rendered)
  const second = await timed(rendered)
  console.log(`\nimage optimiser, ${rendered}`)
  console.log(
    `  as rendered: ${first.status} ${first.cache} in ${fixed(first.ms)} ms, ` +
      `again ${second.status} ${second.cache} in ${fixed(second.ms, 1)} ms`,
  )
  const answers: Awaited<ReturnType<typeof timed>>[] = []
  for (const variation of variationsOf(rendered, 20)) answers.push(await timed(variation))
  const codes = [...new Set(answers.map((answer) => answer.status))].join(', ')
  const times = answers.map((answer) => answer.ms)
  console.log(
    `  20 random variations: status ${codes}, median ${fixed(median(times), 1)} ms, worst ${fixed(Math.max(...times), 1)} ms`,
  )
}

async function bench(url: string, pid: number): Promise<void> {
  await bodyFigures(url, pid)
  await imageFigures(url)
}

async function main(): Promise<void> {
  if (args.url) {
    if (!args.pid) throw new Error('--url needs --pid: the server process, for its memory')
    await bench(args.url, Number(args.pid))
    return
  }
  const app = await launchApp('bench-edge')
  try {
    await bench(app.baseUrl, serverPid(app.child.pid!))
  } finally {
    app.child.kill('SIGTERM')
    await app.exited
    await app.cleanup()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
