import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { isAlive } from '../../scripts/lib/embedded'

/**
 * A quarter of one core for the browser a test worker started, through the kernel's CPU
 * controller (cgroup v2's `cpu.max`, or v1's CFS quota): its processes then run 4x slower than
 * unlimited, and the rest of the machine loses nothing while they wait. Chromium's own CPU
 * throttling (CDP's Emulation.setCPUThrottlingRate) slows the page by spinning on its main thread
 * for three quarters of the time, which keeps a core busy that `npm test`'s other suites need.
 *
 * `cpuLimit()` returns null where the controller cannot be used (no cgroup file system, not
 * root, a read-only mount): the caller then throttles through CDP.
 */
export type CpuLimit = {
  /** Puts every process the worker started (the browser and its children) in the group. */
  adopt(): void
  /** Slows the group to a quarter of a core, or lets it run freely. */
  slow(slowed: boolean): void
}

/** How many times slower the slow device's CPU is, through either means. */
export const SLOWDOWN = 4
const NAME_PREFIX = 'agency-site-slow-device-'
/** A short period: a slowed page runs in 5 ms slices, not in bursts a tenth of a second apart. */
const PERIOD_US = 20_000
const QUOTA_US = PERIOD_US / SLOWDOWN

type Controller = {
  /** The folder groups are made in. */
  parent: string
  /** Writes the limit: a quota per period, or none. */
  write(group: string, quotaUs: number | null): void
}

function controller(): Controller | null {
  const unified = '/sys/fs/cgroup'
  try {
    if (
      readFileSync(path.join(unified, 'cgroup.subtree_control'), 'utf8')
        .split(/\s+/)
        .includes('cpu')
    ) {
      return {
        parent: unified,
        write: (group, quotaUs) =>
          writeFileSync(path.join(group, 'cpu.max'), `${quotaUs ?? 'max'} ${PERIOD_US}`),
      }
    }
  } catch {
    // Not cgroup v2 with the cpu controller delegated here: try v1.
  }
  const v1 = '/sys/fs/cgroup/cpu'
  try {
    readFileSync(path.join(v1, 'cpu.cfs_quota_us'), 'utf8')
    return {
      parent: v1,
      write: (group, quotaUs) => {
        writeFileSync(path.join(group, 'cpu.cfs_period_us'), String(PERIOD_US))
        writeFileSync(path.join(group, 'cpu.cfs_quota_us'), String(quotaUs ?? -1))
      },
    }
  } catch {
    return null
  }
}

/** Groups left by workers that are gone (a worker killed before it could remove its own). */
function removeStale(parent: string) {
  for (const name of readdirSync(parent)) {
    const pid = Number(name.slice(NAME_PREFIX.length))
    if (!name.startsWith(NAME_PREFIX) || isAlive(pid)) continue
    try {
      rmdirSync(path.join(parent, name))
    } catch {
      // Still holds a process: left for the next run.
    }
  }
}

/** Every process descended from `root`, read from /proc. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The fields after the command name (which may hold spaces): state, then the parent.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // Gone since the listing.
    }
  }
  const found: number[] = []
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child)
      walk(child)
    }
  }
  walk(root)
  return found
}

/**
 * Whether the kernel holds the group to its quota: a busy loop run in it for 0.3 s must have
 * been throttled. A file system that takes the settings without enforcing them (some sandboxes
 * emulate cgroups) would otherwise leave the "slow" device at full speed.
 */
function enforced(group: string, found: Controller): boolean {
  found.write(group, QUOTA_US)
  spawnSync('sh', [
    '-c',
    `echo $$ > '${group}/cgroup.procs' && exec timeout 0.3 sh -c 'while :; do :; done'`,
  ])
  found.write(group, null)
  const stat = readFileSync(path.join(group, 'cpu.stat'), 'utf8')
  return Number(/^nr_throttled (\d+)/m.exec(stat)?.[1] ?? 0) > 0
}

let made: CpuLimit | null | undefined

/** This worker's group, made on first use; null where the kernel's controller is out of reach. */
export function cpuLimit(): CpuLimit | null {
  if (made !== undefined) return made
  made = null
  const found = controller()
  if (!found) return null
  const group = path.join(found.parent, `${NAME_PREFIX}${process.pid}`)
  try {
    removeStale(found.parent)
    mkdirSync(group, { recursive: true })
    if (!enforced(group, found)) {
      rmdirSync(group)
      return null
    }
  } catch {
    return null
  }
  process.once('exit', () => {
    try {
      rmdirSync(group)
    } catch {
      // The browser's processes are still ending: removeStale takes the group next time.
    }
  })
  made = {
    adopt() {
      // A process started later (a renderer for a new page) is forked by one already in the
      // group, and so starts in it.
      for (const pid of descendants(process.pid)) {
        try {
          writeFileSync(path.join(group, 'cgroup.procs'), String(pid))
        } catch {
          // Ended since it was listed.
        }
      }
    },
    slow(slowed) {
      found.write(group, slowed ? QUOTA_US : null)
    },
  }
  return made
}
