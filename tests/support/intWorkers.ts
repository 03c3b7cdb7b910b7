/**
 * The integration projects run their files in INT_WORKERS processes at once. Every process works
 * on a database and a media folder of its own (tests/support/intWorker.ts), so files in one
 * process run one after another, and no two processes meet in one database.
 */
export const INT_WORKERS = 2
