/**
 * `npm run db:backup` and `npm run db:restore`, run as the npm scripts run them (the launcher,
 * then `payload run`), against real PostgreSQL servers: the test database through DATABASE_URL,
 * and embedded servers in throwaway data directories.
 */
import { execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findTool } from '../../scripts/lib/backup'
import { png } from '../support/png'
import { testPayload } from '../support/payload'
import { freePort, repoRoot } from '../../scripts/lib/testDatabase'

const work = path.join(repoRoot, '.data', 'test', `backup-${process.pid}`)
const sourceUrl = () => process.env.DATABASE_URL!
const sourceMedia = () => path.resolve(repoRoot, process.env.MEDIA_DIR!)

type Run = { code: number | null; output: string }

/** Runs the launcher as the npm scripts do; `undefined` removes a variable (DATABASE_URL). */
function launch(args: string[], env: Record<string, string | undefined>): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env }
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name]
    else childEnv[name] = value
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/launch.ts', ...args], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })))
}

/** npm run db:backup */
const backup = (env: Record<string, string | undefined>) => launch(['backup'], env)
/** npm run db:restore <from> */
const restore = (from: string, env: Record<string, string | undefined>) =>
  launch(['payload', 'run', 'scripts/db-restore.ts', from], env)

/** An embedded server of its own for one run of a script. */
async function embedded(name: string): Promise<Record<string, string | undefined>> {
  return {
    DATABASE_URL: undefined,
    EMBEDDED_PG_DIR: path.join(work, name, 'postgres'),
    EMBEDDED_PG_PORT: String(await freePort()),
    MEDIA_DIR: path.join(work, name, 'media'),
  }
}

async function query<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(sql, values)).rows
  } finally {
    await client.end()
  }
}

/** A new empty database on the test server. */
async function emptyDatabase(): Promise<string> {
  const name = `restored_${randomBytes(4).toString('hex')}`
  await query(sourceUrl(), `CREATE DATABASE ${name}`)
  const url = new URL(sourceUrl())
  url.pathname = `/${name}`
  return url.toString()
}

async function backupFolders(dir: string): Promise<string[]> {
  return existsSync(dir) ? (await fs.readdir(dir)).map((name) => path.join(dir, name)) : []
}

// The collections a backup must carry, with Payload's own bookkeeping; the job queue and rate
// limits change underneath a running app and are not compared.
const TABLES = [
  'posts',
  'posts_texts',
  'contact_messages',
  'waitlist_entries',
  'media',
  'payload_migrations',
]

const tableRows = (url: string, table: string) => query(url, `SELECT * FROM ${table} ORDER BY id`)

let payload: Payload
const created = { posts: [] as number[], media: [] as { filename: string; bytes: Buffer }[] }

beforeAll(async () => {
  payload = await testPayload()
  const tag = randomBytes(3).toString('hex')
  for (let index = 0; index < 2; index += 1) {
    const bytes = png(16 + index, 9, { text: `backup ${tag} ${index}` })
    const media = await payload.create({
      collection: 'media',
      data: { alt: `Backup image ${index}` },
      file: { data: bytes, mimetype: 'image/png', name: `backup-${tag}-${index}.png`, size: 0 },
      overrideAccess: true,
    })
    created.media.push({ filename: media.filename!, bytes })
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: `Backed-up post ${tag} ${index}`,
        slug: `backed-up-${tag}-${index}`,
        content: `Body of post ${index}, with **markdown** and ünïcödé.`,
        heroImage: media.url!,
        tags: ['backup', `tag-${index}`],
        status: 'published',
      } as never,
      overrideAccess: true,
    })
    created.posts.push(post.id as number)
  }
  await payload.create({
    collection: 'contact-messages',
    data: {
      fullName: 'Grace Hopper',
      workEmail: `grace-${tag}@example.com`,
      company: 'Navy',
      companySize: '11-50',
      message: 'Please keep this lead safe.',
      source: 'contact-page',
    } as never,
    overrideAccess: true,
  })
  await payload.create({
    collection: 'waitlist-entries',
    data: { name: 'Ada Lovelace', email: `ada-${tag}@example.com` },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await fs.rm(work, { recursive: true, force: true })
})

describe('database backups', () => {
  it('round-trips posts, messages, waitlist, media records and files through both kinds of database', async () => {
    // 1. The test database, through DATABASE_URL.
    const first = await backup({ BACKUP_DIR: path.join(work, 'backups-1') })
    expect(first.output).toContain('db:backup: wrote')
    expect(first.code).toBe(0)
    const [backup1] = await backupFolders(path.join(work, 'backups-1'))
    expect(path.basename(backup1!)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)
    const manifest = JSON.parse(await fs.readFile(path.join(backup1!, 'manifest.json'), 'utf8'))
    expect(manifest).toMatchObject({ pgDump: expect.stringMatching(/^15\./) })
    expect(manifest.media).toMatchObject({ location: 'disk' })
    for (const { filename, bytes } of created.media) {
      expect((await fs.readFile(path.join(backup1!, 'media', filename))).equals(bytes)).toBe(true)
    }

    // 2. Into a new embedded server, given the dump file itself, then backed up from there.
    const embeddedEnv = await embedded('embedded')
    const intoEmbedded = await restore(path.join(backup1!, 'database.dump'), embeddedEnv)
    expect(intoEmbedded.output).toContain('db:restore: database restored')
    expect(intoEmbedded.code).toBe(0)
    const second = await backup({
      ...embeddedEnv,
      BACKUP_DIR: path.join(work, 'backups-2'),
    })
    expect(second.output).toContain('embedded PostgreSQL')
    expect(second.code).toBe(0)
    const [backup2] = await backupFolders(path.join(work, 'backups-2'))

    // 3. Into an empty database with an empty media folder, given the backup's folder.
    const targetUrl = await emptyDatabase()
    const targetMedia = path.join(work, 'restored-media')
    const restored = await restore(backup2!, { DATABASE_URL: targetUrl, MEDIA_DIR: targetMedia })
    expect(restored.output).toContain('db:restore: done')
    expect(restored.code).toBe(0)

    for (const table of TABLES) {
      const expected = await tableRows(sourceUrl(), table)
      expect(expected.length, table).toBeGreaterThan(0)
      expect(await tableRows(targetUrl, table), table).toEqual(expected)
    }
    const posts = await query<{ title: string; hero_image: string }>(
      targetUrl,
      'SELECT title, hero_image FROM posts WHERE id = ANY($1) ORDER BY id',
      [created.posts],
    )
    expect(posts.map((post) => post.hero_image)).toEqual(
      created.media.map(({ filename }) => `/api/media/file/${filename}`),
    )
    for (const { filename, bytes } of created.media) {
      expect((await fs.readFile(path.join(targetMedia, filename))).equals(bytes)).toBe(true)
    }
    // Every file of the source's media folder, byte for byte.
    for (const name of await fs.readdir(sourceMedia())) {
      const original = await fs.readFile(path.join(sourceMedia(), name))
      expect((await fs.readFile(path.join(targetMedia, name))).equals(original), name).toBe(true)
    }

    // The app starts on it: its record of applied migrations is the source's (compared above
    // with the other tables), so the set-up `npm start` runs finds none to apply.
    expect((await tableRows(targetUrl, 'payload_migrations')).length).toBe(
      (await fs.readdir(path.join(repoRoot, 'migrations'))).filter((name) =>
        /^\d.*\.ts$/.test(name),
      ).length,
    )

    // 4. A second restore into the now full database is refused and changes nothing.
    const before = await tableRows(targetUrl, 'posts')
    const again = await restore(backup2!, { DATABASE_URL: targetUrl, MEDIA_DIR: targetMedia })
    expect(again.code).not.toBe(0)
    expect(again.output).toMatch(/db:restore: the database restored_\w+ on [\d.:]+ is not empty/)
    expect(again.output).toContain('never overwrites')
    expect(await tableRows(targetUrl, 'posts')).toEqual(before)
  }, 300_000)

  it('backs up the embedded database beside the app running on it, and leaves it running', async () => {
    const dataDir = path.join(work, 'live', 'postgres')
    const port = await freePort()
    const app = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/support/embeddedChild.ts', dataDir, String(port)],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = ''
        app.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString()
          const match = /READY (\S+)/.exec(output)
          if (match) resolve(match[1]!)
        })
        app.once('exit', (code) => reject(new Error(`the app exited early with ${code}`)))
      })
      await query(
        url,
        "CREATE TABLE leads (email text); INSERT INTO leads VALUES ('live@example.com')",
      )

      const backups = path.join(work, 'backups-live')
      const run = await backup({
        DATABASE_URL: undefined,
        EMBEDDED_PG_DIR: dataDir,
        EMBEDDED_PG_PORT: String(port),
        MEDIA_DIR: path.join(work, 'live', 'media'),
        BACKUP_DIR: backups,
      })
      expect(run.output).toContain(
        `using the embedded PostgreSQL of the running app (process ${app.pid})`,
      )
      expect(run.code).toBe(0)
      expect(await query(url, 'SELECT email FROM leads')).toEqual([{ email: 'live@example.com' }])

      const [folder] = await backupFolders(backups)
      const pgRestore = await findTool('pg_restore', 15, undefined)
      const { stdout } = await promisify(execFile)(pgRestore.file, [
        '--list',
        path.join(folder!, 'database.dump'),
      ])
      expect(stdout).toMatch(/TABLE DATA public leads/)
    } finally {
      app.kill('SIGTERM')
      await new Promise((resolve) => app.once('exit', resolve))
    }
  }, 120_000)

  it('refuses a pg_dump older than the server, naming the package to install', async () => {
    // What db:backup asks for before it writes anything: a pg_dump as new as the server.
    const bin = path.join(work, 'old-bin')
    await fs.mkdir(bin, { recursive: true })
    await fs.writeFile(
      path.join(bin, 'pg_dump'),
      '#!/bin/sh\necho "pg_dump (PostgreSQL) 14.12"\n',
      { mode: 0o755 },
    )
    const refused = findTool('pg_dump', 15, bin)
    await expect(refused).rejects.toThrow('pg_dump of PostgreSQL 15 or newer is needed')
    await expect(refused).rejects.toThrow('apt-get install postgresql-client-15')
  })
})
