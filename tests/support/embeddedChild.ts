// Started by tests/int/embeddedPostgres.int.test.ts: runs an embedded PostgreSQL as an app would,
// then waits until it is killed.
import { startEmbeddedPostgres } from '../../scripts/lib/embedded'

const [dataDir, port] = process.argv.slice(2)
const server = await startEmbeddedPostgres({ dataDir: dataDir!, port: Number(port) })
await server.ensureDatabase('app')
console.log(`READY ${server.url('app')}`)
process.on('SIGTERM', () => {
  void server.stop().then(() => process.exit(0))
})
setInterval(() => undefined, 60_000)
