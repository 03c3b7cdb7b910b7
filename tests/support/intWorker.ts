import { databaseOfItsOwn } from './ownDatabase'

// Runs before each file of the integration projects, in its process. The first time in a
// process, it points DATABASE_URL and MEDIA_DIR at a copy of the migrated database and a media
// folder of the process's own; a process that runs further files (the project without
// isolation) keeps them. A database per process, rather than per Vitest worker slot, holds
// however the processes come and go.
if (process.env.INT_PROCESS_DATABASE !== String(process.pid)) {
  process.env.DATABASE_URL = await databaseOfItsOwn('process')
  process.env.MEDIA_DIR = `${process.env.MEDIA_DIR}-${process.pid}`
  process.env.INT_PROCESS_DATABASE = String(process.pid)
}
