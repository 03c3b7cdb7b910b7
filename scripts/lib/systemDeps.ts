/**
 * The Debian packages `npm test` needs beyond Node: Chromium's headless shell (end-to-end tests),
 * PostgreSQL's client tools (pg_dump and pg_restore of the backup test), Redis and Varnish (the
 * cluster tests). Missing ones are installed with apt-get when we run as root on a machine with apt;
 * otherwise the run stops at once with the one command that installs them.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { childEnv, scriptEnv } from './scriptEnv'

type Requirement = { name: string; debianPackage: string; found: () => boolean }

function onPath(command: string): boolean {
  const dirs = (scriptEnv().PATH ?? '').split(':').concat(['/usr/sbin', '/usr/bin'])
  return dirs.some((dir) => dir && existsSync(path.join(dir, command)))
}

function inPostgresqlLib(command: string): boolean {
  const lib = '/usr/lib/postgresql'
  if (!existsSync(lib)) return false
  return readdirSync(lib).some((version) => existsSync(path.join(lib, version, 'bin', command)))
}

const REQUIREMENTS: Requirement[] = [
  {
    name: "Chromium's headless shell",
    debianPackage: 'chromium-headless-shell',
    found: () => {
      const configured = scriptEnv().CHROMIUM_PATH
      return configured ? existsSync(configured) : onPath('chromium-headless-shell')
    },
  },
  {
    name: 'pg_dump and pg_restore',
    debianPackage: 'postgresql-client',
    found: () =>
      (onPath('pg_dump') && onPath('pg_restore')) ||
      (inPostgresqlLib('pg_dump') && inPostgresqlLib('pg_restore')),
  },
  { name: 'redis-server', debianPackage: 'redis-server', found: () => onPath('redis-server') },
  { name: 'Varnish', debianPackage: 'varnish', found: () => onPath('varnishd') },
]

/** The Debian packages of what is missing. */
export function missingPackages(): string[] {
  return REQUIREMENTS.filter((requirement) => !requirement.found()).map(
    (requirement) => requirement.debianPackage,
  )
}

function runQuietly(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: childEnv({ DEBIAN_FRONTEND: 'noninteractive' }),
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

/**
 * Installs what is missing (root with apt-get), or throws with the command to run. Answers the
 * packages installed.
 */
export async function ensureSystemPackages(log: (message: string) => void): Promise<string[]> {
  const missing = missingPackages()
  if (missing.length === 0) return []
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`
  const canInstall = process.getuid?.() === 0 && onPath('apt-get')
  if (!canInstall) {
    throw new Error(
      `npm test needs ${missing.join(', ')} (Debian packages). Install them, then run npm test again:\n\n` +
        `  sudo sh -c '${command}'\n`,
    )
  }
  log(`installing ${missing.join(', ')} (apt-get)…`)
  await runQuietly('apt-get', ['update', '-qq'])
  await runQuietly('apt-get', ['install', '-y', '-qq', ...missing])
  const still = missingPackages()
  if (still.length > 0) throw new Error(`still missing after apt-get install: ${still.join(', ')}`)
  return missing
}
