/**
 * npm run db:restore <backup folder or its database.dump> — restores a backup made by
 * `npm run db:backup` into the database in use (DATABASE_URL, or the embedded one the launcher
 * starts for this run), which must be empty: a database holding anything is refused, never
 * overwritten. The restore is one transaction (a failure leaves the database empty), and brings
 * back Payload's migrations table, so the app starts on it as it was. The media files of the
 * backup are then copied into MEDIA_DIR.
 */
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { scriptEnv } from './lib/scriptEnv'

import { mediaDir } from '../src/collections/Media'
import { env, requireServerEnv } from '../src/env'
import { objectStorage } from '../src/lib/storage'

import {
  BackupError,
  copyFiles,
  countObjects,
  describeDatabase,
  DUMP_FILE,
  findTool,
  formatBytes,
  libpqConnection,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  runTool,
  serverVersion,
  type Manifest,
} from './lib/backup'

const say = (line: string) => console.log(`db:restore: ${line}`)

/** The dump, the media folder beside it and the manifest, from a folder or a dump file. */
async function locate(
  argument: string | undefined,
): Promise<{ dump: string; media?: string; manifest?: Manifest }> {
  if (!argument) {
    throw new BackupError(
      'give the backup to restore: npm run db:restore backups/<timestamp> (or its database.dump)',
    )
  }
  // npm runs scripts from the package root; a relative path means one from where npm was run.
  const given = path.resolve(scriptEnv().INIT_CWD ?? process.cwd(), argument)
  if (!existsSync(given)) throw new BackupError(`${argument} does not exist`)
  const isFolder = (await fs.stat(given)).isDirectory()
  const folder = isFolder ? given : path.dirname(given)
  const dump = isFolder ? path.join(folder, DUMP_FILE) : given
  if (!existsSync(dump)) throw new BackupError(`${argument} holds no ${DUMP_FILE}`)
  const media = path.join(folder, MEDIA_FOLDER)
  const manifestFile = path.join(folder, MANIFEST_FILE)
  return {
    dump,
    media: existsSync(media) ? media : undefined,
    manifest: existsSync(manifestFile)
      ? (JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Manifest)
      : undefined,
  }
}

async function main(): Promise<void> {
  const backup = await locate(process.argv[2])
  const { DATABASE_URL, PG_BIN_DIR } = requireServerEnv()
  const database = describeDatabase(DATABASE_URL)

  const objects = await countObjects(DATABASE_URL)
  if (objects > 0) {
    throw new BackupError(
      `the database ${database.name} on ${database.host} is not empty (${objects} tables, ` +
        `types and other objects), and a restore never overwrites one. Restore into a new ` +
        `database: with the embedded PostgreSQL, stop the app and move its data directory ` +
        `(.data/postgres) aside or set EMBEDDED_PG_DIR to a new one; with DATABASE_URL, create ` +
        `an empty database (createdb) and point DATABASE_URL at it.`,
    )
  }

  // pg_restore must read the server's version and the archive of the pg_dump that wrote it.
  const server = await serverVersion(DATABASE_URL)
  const dumpMajor = Number.parseInt(backup.manifest?.pgDump ?? '', 10) || 0
  const pgRestore = await findTool('pg_restore', Math.max(server.major, dumpMajor), PG_BIN_DIR)

  say(
    `restoring ${path.relative(process.cwd(), backup.dump) || backup.dump} into ` +
      `${database.name} on ${database.host} (PostgreSQL ${server.version})`,
  )
  const connection = libpqConnection(DATABASE_URL)
  await runTool(
    pgRestore.file,
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      // The restoring role owns everything: the embedded server's `postgres` and a hosted
      // database's user differ.
      '--no-owner',
      '--no-privileges',
      `--dbname=${connection.uri}`,
      backup.dump,
    ],
    connection.env,
  )
  say('database restored')

  if (backup.media) {
    const to = mediaDir()
    const copied = await copyFiles(backup.media, to)
    say(`copied ${copied.files} media files (${formatBytes(copied.bytes)}) into ${to}`)
    if (objectStorage(env())) {
      say('S3_BUCKET is set: run `npm run media:sync` to copy these files into the bucket')
    }
  } else if (backup.manifest?.media.location === 'bucket') {
    say(
      `media files were not in the backup: they are in the bucket ${backup.manifest.media.bucket}`,
    )
  }
  say('done: `npm start` serves the restored site')
}

// `payload run` exits when the import settles: await at top level.
try {
  await main()
} catch (error) {
  console.error(error instanceof BackupError ? `db:restore: ${error.message}` : error)
  process.exit(1)
}
