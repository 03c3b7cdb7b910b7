/**
 * Several instances starting together on an empty database: each runs the launcher's set-up
 * (`payload run src/seed/bootstrap.ts`), and between them they must apply the migrations once,
 * create one administrator and seed one copy of the demo posts. Processes take a few seconds to
 * load, more than migrating takes, so the test holds the set-up lock until all three wait on it,
 * then lets them go at the same moment.
 */
import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SETUP_LOCK_KEY } from '@/seed/setupLock'

import { migrations } from '../../migrations'
import { bootstrap } from '../../scripts/lib/runtime'

let admin: pg.Client
let name: string
let url: string

async function count(query: string, values: unknown[] = []): Promise<number> {
  const database = new pg.Client({ connectionString: url })
  await database.connect()
  try {
    const { rows } = await database.query<{ n: string }>(query, values)
    return Number(rows[0]!.n)
  } finally {
    await database.end()
  }
}

/** Set-ups blocked on the advisory lock in the test database. */
const waiting = () =>
  count(
    `SELECT count(*) AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
     WHERE l.locktype = 'advisory' AND NOT l.granted AND d.datname = $1`,
    [name],
  )

describe('set-up of several instances at once', () => {
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    name = `bootstrap_race_${randomBytes(4).toString('hex')}`
    await admin.query(`CREATE DATABASE "${name}"`)
    const target = new URL(process.env.DATABASE_URL!)
    target.pathname = `/${name}`
    url = target.toString()
  })

  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.end()
  })

  it('three set-ups started together make one schema, one administrator, four posts', async () => {
    const holder = new pg.Client({ connectionString: url })
    await holder.connect()
    await holder.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY])

    // bootstrap() hands its children this process's environment when it spawns them.
    const saved = { DATABASE_URL: process.env.DATABASE_URL, SEED_DEMO: process.env.SEED_DEMO }
    process.env.DATABASE_URL = url
    process.env.SEED_DEMO = 'true'
    let runs: Promise<void>[]
    try {
      runs = [bootstrap(), bootstrap(), bootstrap()]
    } finally {
      process.env.DATABASE_URL = saved.DATABASE_URL
      process.env.SEED_DEMO = saved.SEED_DEMO
    }
    const settled = Promise.allSettled(runs)
    await expect.poll(waiting, { timeout: 180_000, interval: 250 }).toBeGreaterThanOrEqual(3)
    expect(await waiting()).toBe(3)
    await holder.end()
    const results = await settled
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])

    // Every migration recorded once, all in the first batch: one run applied them.
    expect(await count(`SELECT count(*) AS n FROM payload_migrations WHERE name <> 'dev'`)).toBe(
      migrations.length,
    )
    expect(await count(`SELECT count(DISTINCT name) AS n FROM payload_migrations`)).toBe(
      migrations.length,
    )
    expect(await count(`SELECT count(*) AS n FROM payload_migrations WHERE batch <> 1`)).toBe(0)
    expect(await count('SELECT count(*) AS n FROM admins')).toBe(1)
    expect(await count('SELECT count(*) AS n FROM posts')).toBe(4)
    expect(await count('SELECT count(DISTINCT slug) AS n FROM posts')).toBe(4)
    expect(await count('SELECT count(*) AS n FROM media')).toBe(4)
  }, 300_000)
})
