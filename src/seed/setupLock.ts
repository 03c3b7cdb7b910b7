import pg from 'pg'

/**
 * The key of the advisory lock that set-up runs under. Arbitrary but fixed: advisory locks are
 * per database, so it only has to differ from other locks this app takes.
 */
export const SETUP_LOCK_KEY = 7_305_002_111

/**
 * Runs `work` while holding a PostgreSQL session advisory lock on its own connection, so that of
 * several instances starting at once on one database, one applies migrations, creates the first
 * administrator and seeds while the others wait, then find that work done. The lock goes with
 * the connection: a set-up that crashes never leaves it held.
 */
export async function withSetupLock<T>(
  databaseUrl: string,
  work: () => Promise<T>,
  onWait: () => void = () => undefined,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [SETUP_LOCK_KEY],
    )
    if (!rows[0]?.locked) {
      onWait()
      await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY])
    }
    return await work()
  } finally {
    await client.end()
  }
}
