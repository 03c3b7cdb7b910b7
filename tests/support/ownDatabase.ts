import { vi } from 'vitest'

import { databasesOn } from '../../scripts/lib/embedded'

/**
 * A new copy of the migrated database that nothing else connects to (the integration set-up's
 * INT_PRISTINE_DATABASE_URL): for each test process (tests/support/intWorker.ts), and for a file
 * that changes the database's shape (a migration run down and up again), which must not leave
 * it to the files after it in its process. Its URL, to point DATABASE_URL at before the app is
 * imported.
 */
export async function databaseOfItsOwn(label: string): Promise<string> {
  const pristine = process.env.INT_PRISTINE_DATABASE_URL
  if (!pristine) throw new Error('INT_PRISTINE_DATABASE_URL is set by the integration set-up')
  const at = (database: string) => {
    const url = new URL(pristine)
    url.pathname = `/${database}`
    return url.toString()
  }
  const template = new URL(pristine).pathname.slice(1)
  const name = `${template}_${label}_${process.pid}`
  const databases = databasesOn(at)
  await databases.dropDatabase(name)
  // A copy cannot start while another is being made from the same template, as another test
  // process may be doing.
  // Only that error (55006, the template in use) is tried again; any other ends the wait.
  let failed: unknown
  await vi.waitFor(
    async () => {
      try {
        await databases.ensureDatabase(name, template)
      } catch (error) {
        if ((error as { code?: string }).code === '55006') throw error
        failed = error
      }
    },
    { timeout: 60_000, interval: 250 },
  )
  if (failed) throw failed
  return at(name)
}
