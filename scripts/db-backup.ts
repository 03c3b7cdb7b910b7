/**
 * npm run db:backup — writes `<BACKUP_DIR>/<timestamp>/` with a pg_dump (custom format) of the
 * database in use (DATABASE_URL, or the embedded one the launcher starts for this run), the media
 * files beside it when they are on local disk, and a manifest. The dump is taken first and the
 * files after, so every media document in the dump has its file in the copy.
 */
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { mediaDir } from '../src/collections/Media'
import { env, requireServerEnv } from '../src/env'
import { objectStorage } from '../src/lib/storage'

import {
  BackupError,
  copyFiles,
  describeDatabase,
  DUMP_FILE,
  findTool,
  formatBytes,
  libpqConnection,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  runTool,
  serverVersion,
  timestampName,
  type Manifest,
} from './lib/backup'
import { root } from './lib/runtime'

const say = (line: string) => console.log(`db:backup: ${line}`)

/** A new folder named after the time; a second backup within the same second gets a suffix. */
async function newFolder(base: string): Promise<string> {
  await fs.mkdir(base, { recursive: true })
  const name = timestampName(new Date())
  for (let attempt = 1; ; attempt += 1) {
    const folder = path.join(base, attempt === 1 ? name : `${name}-${attempt}`)
    try {
      await fs.mkdir(folder, { mode: 0o700 })
      return folder
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}

async function main(): Promise<void> {
  const { DATABASE_URL, BACKUP_DIR, PG_BIN_DIR } = requireServerEnv()
  const database = describeDatabase(DATABASE_URL)
  const server = await serverVersion(DATABASE_URL)
  const pgDump = await findTool('pg_dump', server.major, PG_BIN_DIR)

  const folder = await newFolder(path.resolve(root, BACKUP_DIR))
  try {
    say(`dumping ${database.name} on ${database.host} (PostgreSQL ${server.version})`)
    const dumpFile = path.join(folder, DUMP_FILE)
    const connection = libpqConnection(DATABASE_URL)
    await fs.writeFile(dumpFile, '', { mode: 0o600 }) // the dump holds every lead: owner only
    await runTool(
      pgDump.file,
      ['--format=custom', '--no-password', `--file=${dumpFile}`, `--dbname=${connection.uri}`],
      connection.env,
    )

    const storage = objectStorage(env())
    let media: Manifest['media']
    if (storage) {
      media = { location: 'bucket', bucket: storage.bucket }
      say(
        `media files stay in the bucket ${storage.bucket}: back it up with the storage's own tools`,
      )
    } else {
      const from = mediaDir()
      const copied = existsSync(from)
        ? await copyFiles(from, path.join(folder, MEDIA_FOLDER))
        : { files: 0, bytes: 0 }
      media = { location: 'disk', ...copied }
      say(`copied ${copied.files} media files (${formatBytes(copied.bytes)}) from ${from}`)
    }

    const manifest: Manifest = {
      createdAt: new Date().toISOString(),
      database: { ...database, serverVersion: server.version },
      pgDump: pgDump.version,
      media,
    }
    await fs.writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    const { size } = await fs.stat(dumpFile)
    say(`wrote ${path.relative(process.cwd(), folder) || folder} (dump ${formatBytes(size)})`)
  } catch (error) {
    // Half a backup must not pass for one.
    await fs.rm(folder, { recursive: true, force: true })
    throw error
  }
}

// `payload run` exits when the import settles: await at top level.
try {
  await main()
} catch (error) {
  console.error(error instanceof BackupError ? `db:backup: ${error.message}` : error)
  process.exit(1)
}
