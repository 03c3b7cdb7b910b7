/**
 * The cluster the tests run against: a throwaway PostgreSQL, the cluster of scripts/lib/cluster.ts
 * (two instances, worker, Redis, s3rver, Varnish) and an SMTP sink that records every email.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { startCluster, type Cluster } from './cluster'
import { startSmtpSink, type ReceivedMail } from './smtpSink'
import { TEST_DIST_DIR, ensureTestBuild, testBuildEnv } from './testBuild'
import { freePort, repoRoot, startTestDatabase, type TestDatabase } from './testDatabase'

export const ADMIN = {
  email: 'admin@cluster.test',
  password: 'cluster-Admin-password-1',
  name: 'Cluster Admin',
}

export type Mail = ReceivedMail

export type TestCluster = Cluster & {
  mails: Mail[]
  runDir: string
  token: string
  dispose(): Promise<void>
}

export async function startTestCluster(): Promise<TestCluster> {
  const mails: Mail[] = []
  const smtp = await startSmtpSink(await freePort(), (mail) => mails.push(mail))
  let database: TestDatabase | undefined
  let cluster: Cluster | undefined
  const runDir = path.join(repoRoot, '.data', 'test', `cluster-${process.pid}`)
  try {
    await ensureTestBuild()
    database = await startTestDatabase('cluster')
    cluster = await startCluster({
      runDir,
      // The build every suite serves (scripts/lib/testBuild.ts), made for the end-to-end server's
      // origin: the proxy takes a port of its own, so that the cluster runs beside that server.
      distDir: TEST_DIST_DIR,
      sharedBuild: true,
      databaseUrl: database.url,
      output: 'files',
      // The worker looks for jobs every 2 s instead of every minute, to keep the suite short.
      workerCron: '*/2 * * * * *',
      log: () => {},
      env: {
        NEXT_OUTPUT: testBuildEnv().NEXT_OUTPUT!,
        PAYLOAD_SECRET: randomBytes(24).toString('hex'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        SEED_DEMO: 'true',
        SMTP_URL: smtp.url,
        RATE_LIMIT: 'off',
      },
    })
    const login = await fetch(`${cluster.instances[0]!.url}/api/admins/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    })
    if (!login.ok) throw new Error(`admin login failed: ${login.status}`)
    const { token } = (await login.json()) as { token: string }
    const started = cluster
    const db = database
    return {
      ...started,
      mails,
      runDir,
      token,
      async dispose() {
        await started.stop()
        await db.dispose()
        await smtp.close()
        await fs.rm(runDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await cluster?.stop()
    await database?.dispose()
    await smtp.close()
    throw error
  }
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/**
 * Polls `check` (a request) every 25 ms until it holds, and answers when the request that first
 * saw it was sent, in ms after the start: how long the caches kept the old state, without the
 * time it takes to render the new one (which is the machine's speed, not the cache's).
 */
export async function timeUntil(check: () => Promise<boolean>, timeoutMs = 5000): Promise<number> {
  const started = performance.now()
  for (;;) {
    const sent = performance.now()
    if (await check()) return sent - started
    if (performance.now() - started > timeoutMs) {
      throw new Error(`still not true after ${timeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

export async function getText(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Headers }> {
  const response = await fetch(url, { headers, redirect: 'manual' })
  return { status: response.status, body: await response.text(), headers: response.headers }
}
