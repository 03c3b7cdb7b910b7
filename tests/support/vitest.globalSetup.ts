import { randomBytes } from 'node:crypto'
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'

import { bootstrap } from '../../scripts/lib/runtime'
import { startTestDatabase, type TestDatabase } from '../../scripts/lib/testDatabase'

/**
 * The integration projects (vitest.config.ts) each name this set-up, and Vitest runs it once
 * for each of them: the first makes the database, the others use it, and the last teardown
 * removes it. Kept on the process, as each project may load this module anew.
 */
type Shared = { database: Promise<TestDatabase>; users: number }
const shared = globalThis as { intDatabase?: Shared }

/**
 * One migrated throwaway database for the run, and a copy of it that nothing connects to, from
 * which every test process makes a database of its own (tests/support/intWorker.ts); tests read
 * DATABASE_URL from the environment.
 */
export async function setup(): Promise<void> {
  if (shared.intDatabase) {
    shared.intDatabase.users += 1
    await shared.intDatabase.database
    return
  }
  shared.intDatabase = { database: create(), users: 1 }
  await shared.intDatabase.database
}

async function create(): Promise<TestDatabase> {
  const database = await startTestDatabase('int')
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex')
  process.env.SITE_URL = 'http://localhost:3000'
  process.env.SEED_DEMO = 'false'
  process.env.MEDIA_DIR = `.data/test/media-${process.pid}`
  await bootstrap(true)
  const migrated = new URL(database.url).pathname.slice(1)
  await database.server.ensureDatabase(`${migrated}_pristine`, migrated)
  process.env.INT_PRISTINE_DATABASE_URL = database.server.url(`${migrated}_pristine`)
  return database
}

export async function teardown(): Promise<void> {
  if (!shared.intDatabase) return
  shared.intDatabase.users -= 1
  if (shared.intDatabase.users > 0) return
  const { database } = shared.intDatabase
  shared.intDatabase = undefined
  await (await database).dispose()
  // The test processes' media folders, named after the run's.
  const media = path.resolve(process.env.MEDIA_DIR!)
  const base = path.basename(media)
  for (const name of await readdir(path.dirname(media)).catch(() => [])) {
    if (name === base || name.startsWith(`${base}-`)) {
      await rm(path.join(path.dirname(media), name), { recursive: true, force: true })
    }
  }
}
