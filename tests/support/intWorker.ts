import { workerDatabaseName } from './intWorkers'

// Runs before each file of the int project, in its worker: the first worker keeps the migrated
// database and media folder of the global set-up, every other one gets its copy and a folder of
// its own. Computed from the set-up's values each time, so running it twice changes nothing.
const worker = Number(process.env.VITEST_POOL_ID ?? '1')
const base = {
  database: (process.env.INT_DATABASE_URL ??= process.env.DATABASE_URL),
  media: (process.env.INT_MEDIA_DIR ??= process.env.MEDIA_DIR),
}
if (worker > 1 && base.database) {
  const url = new URL(base.database)
  url.pathname = `/${workerDatabaseName(url.pathname.slice(1), worker)}`
  process.env.DATABASE_URL = url.toString()
  process.env.MEDIA_DIR = `${base.media}-w${worker}`
}
