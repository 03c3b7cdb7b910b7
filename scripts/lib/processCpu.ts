/**
 * CPU time of a process tree, read from Linux's /proc: what the benchmarks report as the cost of
 * the app's server (its Node processes) and of its embedded PostgreSQL (the `postgres`
 * processes), apart.
 */
import { readdir, readFile } from 'node:fs/promises'

/** Clock ticks per second of /proc's times (USER_HZ, 100 on every Linux in use). */
const TICKS_PER_SECOND = 100

type Stat = { pid: number; ppid: number; comm: string; cpuMs: number }

async function readStat(pid: number): Promise<Stat | undefined> {
  try {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8')
    // `pid (comm) state ppid …`: comm may hold spaces and parentheses, so split after the last ')'.
    const close = text.lastIndexOf(')')
    const comm = text.slice(text.indexOf('(') + 1, close)
    const fields = text.slice(close + 2).split(' ')
    // Its own user and system time, and that of its children that have exited (PostgreSQL's
    // backends come and go with the connections; their time stays in the postmaster's).
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0)
    return { pid, ppid: Number(fields[1]), comm, cpuMs: (ticks * 1000) / TICKS_PER_SECOND }
  } catch {
    return undefined // gone meanwhile
  }
}

/** The processes descending from `root` (itself included). */
async function tree(root: number): Promise<Stat[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number)
  const stats = (await Promise.all(pids.map(readStat))).filter((stat): stat is Stat => !!stat)
  const children = new Map<number, Stat[]>()
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat])
  const found: Stat[] = []
  const pending = stats.filter((stat) => stat.pid === root)
  while (pending.length > 0) {
    const next = pending.pop()!
    found.push(next)
    pending.push(...(children.get(next.pid) ?? []))
  }
  return found
}

export type TreeCpu = { nodeMs: number; postgresMs: number }

/** CPU used so far (ms) by the Node processes and the PostgreSQL processes under `root`. */
export async function treeCpu(root: number): Promise<TreeCpu> {
  let nodeMs = 0
  let postgresMs = 0
  for (const stat of await tree(root)) {
    if (stat.comm.startsWith('postgres')) postgresMs += stat.cpuMs
    else if (stat.comm.startsWith('node') || stat.comm.startsWith('next')) nodeMs += stat.cpuMs
  }
  return { nodeMs, postgresMs }
}

/** The share of one core used between two readings taken `elapsedMs` apart, in per cent. */
export function coreShare(before: TreeCpu, after: TreeCpu, elapsedMs: number) {
  return {
    node: ((after.nodeMs - before.nodeMs) / elapsedMs) * 100,
    postgres: ((after.postgresMs - before.postgresMs) / elapsedMs) * 100,
  }
}
