/**
 * The int project runs its files in INT_WORKERS processes at once, each on a database of its
 * own: the global set-up migrates one and copies it for the others (vitest.globalSetup.ts), and
 * every test file starts by pointing DATABASE_URL and MEDIA_DIR at its worker's (intWorker.ts).
 * Files in one worker run one after another, as they all did before on one database.
 */
export const INT_WORKERS = 2

export const workerDatabaseName = (migrated: string, worker: number) => `${migrated}_w${worker}`
