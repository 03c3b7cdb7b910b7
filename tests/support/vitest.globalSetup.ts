import { randomBytes } from 'node:crypto'

import { bootstrap } from '../../scripts/lib/runtime'
import { startTestDatabase, type TestDatabase } from '../../scripts/lib/testDatabase'

import { INT_WORKERS, workerDatabaseName } from './intWorkers'

let database: TestDatabase | undefined

/**
 * One migrated throwaway database for the run, and a copy of it for every further worker of the
 * int project (tests/support/intWorker.ts points each worker at its own); tests read
 * DATABASE_URL from the environment.
 */
export async function setup(): Promise<void> {
  database = await startTestDatabase('int')
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex')
  process.env.SITE_URL = 'http://localhost:3000'
  process.env.SEED_DEMO = 'false'
  process.env.MEDIA_DIR = `.data/test/media-${process.pid}`
  await bootstrap(true)
  const migrated = new URL(database.url).pathname.slice(1)
  for (let worker = 2; worker <= INT_WORKERS; worker += 1) {
    await database.server.ensureDatabase(workerDatabaseName(migrated, worker), migrated)
  }
}

export async function teardown(): Promise<void> {
  await database?.dispose()
}
