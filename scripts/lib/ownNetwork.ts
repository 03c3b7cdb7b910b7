/**
 * A command run in a network namespace of its own (Linux, as root): it has its own 127.0.0.1,
 * so its servers may take ports that processes outside it hold, and nothing outside can reach
 * them. `npm test` runs the cluster so, beside the end-to-end server that holds the port the
 * test build's absolute URLs name.
 */
import { execFileSync } from 'node:child_process'

import { binPath, type Command } from './stages'

const UNSHARE = '/usr/bin/unshare'

/** Whether this machine lets us make one: root (or the capability), unshare and ip (iproute2). */
function ownNetworkAllowed(): boolean {
  try {
    execFileSync(UNSHARE, ['--net', '--', 'ip', 'link', 'set', 'lo', 'up'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** `command` wrapped to run in a network namespace of its own; undefined where none can be. */
export function inOwnNetwork(command: Command): Command | undefined {
  if (!ownNetworkAllowed()) return undefined
  // A new namespace's loopback interface starts down.
  const script = 'ip link set lo up && exec "$@"'
  return {
    bin: UNSHARE,
    args: ['--net', '--', 'sh', '-c', script, 'sh', binPath(command.bin), ...command.args],
  }
}
