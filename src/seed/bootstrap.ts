/**
 * Run by the launcher before the app serves (through `payload run`, so the Payload config loads
 * as the CLI loads it): applies pending migrations, creates the first administrator, and seeds
 * demo content into an empty database. All of it runs under one PostgreSQL advisory lock, so
 * instances starting together on one database take turns and only the first does the work.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { env, requireServerEnv } from '@/env'
import { ensureBucket, objectStorage } from '@/lib/storage'

import { seedDemoContent } from './demoContent'
import { ensureFirstAdmin, LEGACY_ADMIN_EMAIL, renameLegacyAdmin } from './firstAdmin'
import { withSetupLock } from './setupLock'

async function setUp() {
  const settings = env()
  const payload = await getPayload({ config })
  await payload.db.migrate()
  if (settings.BOOTSTRAP_MIGRATE_ONLY) return payload.destroy()

  const storage = objectStorage(settings)
  if (storage && (await ensureBucket(storage)) === 'created') {
    console.log(`Created the media bucket ${storage.bucket}.`)
  }

  const renamed = await renameLegacyAdmin(payload, settings.ADMIN_EMAIL)
  if (renamed) {
    console.log(
      `\n  The administrator ${LEGACY_ADMIN_EMAIL} is now ${renamed}: Payload's login form at /cms` +
        ' needs a dot in the domain. The password is unchanged.\n',
    )
  }

  const admin = await ensureFirstAdmin(payload, {
    email: settings.ADMIN_EMAIL,
    name: settings.ADMIN_NAME,
    password: settings.ADMIN_PASSWORD,
  })
  if (admin.created) {
    const lines = [`Administrator created: ${admin.email}`]
    if (admin.generatedPassword) {
      lines.push(`Generated password (shown once, keep it safe): ${admin.generatedPassword}`)
      lines.push('Set ADMIN_PASSWORD before the first start to choose it yourself.')
    }
    console.log(`\n${lines.map((line) => `  ${line}`).join('\n')}\n`)
    if (settings.SEED_DEMO) {
      const count = await seedDemoContent(payload)
      console.log(`Seeded ${count} demo blog posts.`)
    }
  }
  await payload.destroy()
}

async function main() {
  await withSetupLock(requireServerEnv().DATABASE_URL, setUp, () =>
    console.log('Another instance is setting up the database; waiting for it.'),
  )
}

// `payload run` imports this module and exits when the import settles: await at top level.
try {
  await main()
} catch (error) {
  console.error(error)
  process.exit(1)
}
