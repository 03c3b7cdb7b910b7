/**
 * A throwaway PostgreSQL for one test run: the same embedded server the app uses, in its own
 * data directory and on a free port, so runs never disturb the app's database or each other.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'

import { startEmbeddedPostgres, type EmbeddedServer } from './embedded'

export const repoRoot = path.resolve(import.meta.dirname, '../..')

/** A free port on 127.0.0.1: `preferred` when it is free, else any. */
export function freePort(preferred = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (preferred && error.code === 'EADDRINUSE') resolve(freePort())
      else reject(error)
    })
    server.listen(preferred, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export type TestDatabase = { server: EmbeddedServer; url: string; dispose(): Promise<void> }

export async function startTestDatabase(label: string): Promise<TestDatabase> {
  const dataDir = path.join(repoRoot, '.data', 'test', `${label}-${process.pid}`)
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort() })
  const name = `${label}_${Date.now()}_${randomBytes(3).toString('hex')}`
  await server.ensureDatabase(name)
  return {
    server,
    url: server.url(name),
    async dispose() {
      await server.stop()
      await fs.rm(dataDir, { recursive: true, force: true })
      for (const suffix of ['.owner', '.password', '.log']) {
        await fs.rm(`${dataDir}${suffix}`, { force: true })
      }
    },
  }
}
