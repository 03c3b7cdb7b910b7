/**
 * Starts the app as `npm start` does (scripts/launch.ts start: embedded PostgreSQL, migrations,
 * seed, build when needed, the server) in a throwaway data directory on free ports. It serves
 * the shared test build (scripts/lib/testBuild.ts), which the other suites serve too.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { childEnv } from './scriptEnv'
import { testBuildEnv } from './testBuild'
import { freePort, repoRoot } from './testDatabase'

export type LaunchedApp = {
  child: ChildProcess
  baseUrl: string
  pgPort: number
  pgDir: string
  output: string[]
  exited: Promise<number | null>
  /** Removes the data directory (after the launcher has exited). */
  cleanup(): Promise<void>
}

/** The administrator the launcher creates. */
export const LAUNCH_ADMIN = { email: 'admin@launch.test', password: 'launch-Admin-password-1' }

/** Waits until the launched app answers its readiness check (a build may come first). */
async function waitUntilReady(child: ChildProcess, baseUrl: string, output: string[]) {
  const deadline = Date.now() + 15 * 60_000
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the launcher exited with ${child.exitCode}:\n${output.join('')}`)
    }
    try {
      const response = await fetch(`${baseUrl}/api/health/ready`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the app did not become ready:\n${output.join('')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

export async function launchApp(
  label: string,
  env: Record<string, string> = {},
): Promise<LaunchedApp> {
  const port = await freePort()
  const pgPort = await freePort()
  const base = path.join(repoRoot, '.data', 'test', `${label}-${process.pid}`)
  const pgDir = path.join(base, 'postgres')
  const output: string[] = []
  const launcherEnv: NodeJS.ProcessEnv = childEnv({
    ...testBuildEnv(),
    DATABASE_URL: env.DATABASE_URL,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    EMBEDDED_PG_DIR: pgDir,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    ADMIN_EMAIL: LAUNCH_ADMIN.email,
    ADMIN_PASSWORD: LAUNCH_ADMIN.password,
    SEED_DEMO: 'true',
    MEDIA_DIR: path.join(base, 'media'),
    RATE_LIMIT: 'off',
    NODE_ENV: 'production',
    ...env,
  })
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/launch.ts', 'start'], {
    cwd: repoRoot,
    env: launcherEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const collect = (chunk: Buffer) => output.push(chunk.toString())
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  const baseUrl = `http://127.0.0.1:${port}`

  await waitUntilReady(child, baseUrl, output)
  return {
    child,
    baseUrl,
    pgPort,
    pgDir,
    output,
    exited,
    cleanup: () => fs.rm(base, { recursive: true, force: true }),
  }
}
