/**
 * What `npm run db:backup` and `npm run db:restore` share: the layout of a backup folder,
 * PostgreSQL's client tools of a version that can read the server, and the connection details
 * handed to them.
 *
 * A backup is one folder, `<BACKUP_DIR>/<timestamp>/`, holding `database.dump` (pg_dump's custom
 * format), `media/` (a copy of MEDIA_DIR when media are on local disk) and `manifest.json`.
 */
import { execFile, spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import { childEnv, scriptEnv } from './scriptEnv'

export const DUMP_FILE = 'database.dump'
export const MEDIA_FOLDER = 'media'
export const MANIFEST_FILE = 'manifest.json'

export type Manifest = {
  createdAt: string
  database: { name: string; host: string; serverVersion: string }
  pgDump: string
  media: { location: 'disk'; files: number; bytes: number } | { location: 'bucket'; bucket: string }
}

/** Thrown with a message for the person running the command; no stack trace is needed. */
export class BackupError extends Error {}

type Tool = 'pg_dump' | 'pg_restore'
export type FoundTool = { file: string; version: string; major: number }

/** "pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)" → 15.18, major 15. */
export function parseToolVersion(output: string): { version: string; major: number } | undefined {
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(output)
  if (!match) return undefined
  return { version: match[2] ? `${match[1]}.${match[2]}` : match[1]!, major: Number(match[1]) }
}

/** PG_BIN_DIR alone when it is set; otherwise PATH, then Debian's versioned folders. */
function candidates(tool: Tool, binDir: string | undefined): string[] {
  if (binDir) return [path.join(path.resolve(binDir), tool)]
  const fromPath = (scriptEnv().PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, tool))
  const debianRoot = '/usr/lib/postgresql'
  const debian = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((name) => path.join(debianRoot, name, 'bin', tool))
    : []
  return [...new Set([...fromPath, ...debian])]
}

async function versionOf(file: string): Promise<FoundTool | undefined> {
  if (!existsSync(file)) return undefined
  try {
    const { stdout } = await promisify(execFile)(file, ['--version'], { timeout: 10_000 })
    const parsed = parseToolVersion(stdout)
    return parsed && { file, ...parsed }
  } catch {
    return undefined
  }
}

/**
 * The pg_dump or pg_restore to use against a server of major `minMajor`: of that major or newer
 * (older ones refuse a newer server or archive), the closest one first, since an archive can only
 * be read by a pg_restore at least as new as the pg_dump that wrote it.
 */
export async function findTool(
  tool: Tool,
  minMajor: number,
  binDir: string | undefined,
): Promise<FoundTool> {
  const found = (await Promise.all(candidates(tool, binDir).map(versionOf))).filter(
    (entry): entry is FoundTool => entry !== undefined,
  )
  const usable = found.filter((entry) => entry.major >= minMajor).sort((a, b) => a.major - b.major)
  if (usable[0]) return usable[0]
  const seen = found.length
    ? `found only ${found.map((entry) => `${entry.file} (${entry.version})`).join(', ')}`
    : binDir
      ? `PG_BIN_DIR=${binDir} holds none`
      : 'none is installed'
  throw new BackupError(
    `${tool} of PostgreSQL ${minMajor} or newer is needed (${seen}). Install it with ` +
      `\`apt-get install postgresql-client-${minMajor}\` (Debian 12 has postgresql-client-15; ` +
      `newer versions come from apt.postgresql.org), or set PG_BIN_DIR to the folder holding ${tool}.`,
  )
}

/**
 * The connection string for libpq without its password, which goes in PGPASSWORD instead, so
 * that it never shows in the process list.
 */
export function libpqConnection(url: string): { uri: string; env: Record<string, string> } {
  const parsed = new URL(url)
  const password = parsed.password ? decodeURIComponent(parsed.password) : ''
  parsed.password = ''
  return { uri: parsed.toString(), env: password ? { PGPASSWORD: password } : {} }
}

/** Database name and host:port, for messages and the manifest (never the credentials). */
export function describeDatabase(url: string): { name: string; host: string } {
  const parsed = new URL(url)
  return {
    name: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
    host: `${parsed.hostname}:${parsed.port || '5432'}`,
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export function serverVersion(url: string): Promise<{ version: string; major: number }> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ num: string; version: string }>(
      "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version",
    )
    return { version: rows[0]!.version, major: Math.floor(Number(rows[0]!.num) / 10_000) }
  })
}

/** Tables, sequences, views, types and functions of the database's own schemas. */
export function countObjects(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ count: string }>(`
      WITH own AS (
        SELECT oid FROM pg_namespace
        WHERE nspname NOT IN ('pg_catalog', 'information_schema')
          AND nspname NOT LIKE 'pg\\_toast%' AND nspname NOT LIKE 'pg\\_temp%'
      )
      SELECT (SELECT count(*) FROM pg_class WHERE relnamespace IN (SELECT oid FROM own))
           + (SELECT count(*) FROM pg_type WHERE typnamespace IN (SELECT oid FROM own)
                AND typrelid = 0 AND typcategory <> 'A')
           + (SELECT count(*) FROM pg_proc WHERE pronamespace IN (SELECT oid FROM own))
           + (SELECT count(*) FROM pg_namespace
                WHERE oid IN (SELECT oid FROM own) AND nspname <> 'public') AS count
    `)
    return Number(rows[0]!.count)
  })
}

/** Runs a client tool; a failure carries what it printed on stderr. */
export function runTool(file: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      env: childEnv(env),
      stdio: ['ignore', 'inherit', 'pipe'],
    })
    let stderr = ''
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code === 0) resolve()
      else
        reject(new BackupError(`${path.basename(file)} failed (exit ${code}):\n${stderr.trim()}`))
    })
  })
}

/** 2026-11-23T12-30-05Z: sortable, and valid as a folder name everywhere. */
export function timestampName(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')
}

/** Copies a folder's files into another (replacing files of the same name), and counts them. */
export async function copyFiles(
  from: string,
  to: string,
): Promise<{ files: number; bytes: number }> {
  await fs.cp(from, to, { recursive: true, preserveTimestamps: true })
  let files = 0
  let bytes = 0
  for (const entry of await fs.readdir(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    files += 1
    bytes += (await fs.stat(path.join(entry.parentPath, entry.name))).size
  }
  return { files, bytes }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
