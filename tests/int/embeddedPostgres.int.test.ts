import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres } from '../../scripts/lib/embedded'

import { freePort, repoRoot } from '../../scripts/lib/testDatabase'

const dataDir = path.join(repoRoot, '.data', 'test', `lifecycle-${process.pid}`)

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function postmasterPid(): Promise<number> {
  const text = await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')
  return Number(text.split('\n')[0])
}

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

function startChild(port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'tests/support/embeddedChild.ts'),
      dataDir,
      String(port),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /READY (\S+)/.exec(output)
      if (match) resolve({ child, url: match[1]! })
    })
    child.once('exit', (code) => reject(new Error(`child exited early with ${code}`)))
  })
}

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true })
  for (const suffix of ['.owner', '.password', '.log'])
    await fs.rm(`${dataDir}${suffix}`, { force: true })
})

describe('embedded PostgreSQL', () => {
  it('starts, keeps data across a stop and a start, and stops cleanly', async () => {
    const port = await freePort()
    const first = await startEmbeddedPostgres({ dataDir, port })
    await first.ensureDatabase('app')
    await first.ensureDatabase('app') // an existing database is fine, and no client leaks
    await query(
      first.url('app'),
      "CREATE TABLE IF NOT EXISTS kept (value text); INSERT INTO kept VALUES ('hello')",
    )
    const pid = await postmasterPid()
    await first.stop()
    expect(isAlive(pid)).toBe(false)
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false)

    const second = await startEmbeddedPostgres({ dataDir, port })
    expect(await query(second.url('app'), 'SELECT value FROM kept')).toEqual([{ value: 'hello' }])
    await second.stop()
  })

  it('stops the server a SIGKILLed run left behind, and starts again', async () => {
    const port = await freePort()
    const { child, url } = await startChild(port)
    expect(await query(url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }])
    const orphan = await postmasterPid()

    child.kill('SIGKILL')
    await new Promise((resolve) => child.once('exit', resolve))
    expect(isAlive(orphan)).toBe(true) // PostgreSQL outlives its killed parent

    const restarted = await startEmbeddedPostgres({ dataDir, port })
    expect(isAlive(orphan)).toBe(false)
    expect(await postmasterPid()).not.toBe(orphan)
    expect(await query(restarted.url('app'), 'SELECT 1 AS ok')).toEqual([{ ok: 1 }])
    await restarted.stop()
  })

  it('refuses a data directory of another PostgreSQL major, saying what to do', async () => {
    const foreign = path.join(repoRoot, '.data', 'test', `foreign-major-${process.pid}`)
    await fs.mkdir(foreign, { recursive: true })
    await fs.writeFile(path.join(foreign, 'PG_VERSION'), '17\n')
    try {
      await expect(
        startEmbeddedPostgres({ dataDir: foreign, port: await freePort() }),
      ).rejects.toThrow(
        /created by PostgreSQL 17; this app runs PostgreSQL 15.*Delete .*EMBEDDED_PG_DIR/,
      )
      // Nothing of it is removed or rewritten.
      expect(await fs.readFile(path.join(foreign, 'PG_VERSION'), 'utf8')).toBe('17\n')
      expect(await fs.readdir(foreign)).toEqual(['PG_VERSION'])
    } finally {
      await fs.rm(foreign, { recursive: true, force: true })
      for (const suffix of ['.owner', '.password', '.log'])
        await fs.rm(`${foreign}${suffix}`, { force: true })
    }
  })

  it('refuses to take over a server whose owner is still running', async () => {
    const port = await freePort()
    const { child } = await startChild(port)
    try {
      await expect(startEmbeddedPostgres({ dataDir, port })).rejects.toThrow(/in use by process/)
    } finally {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
  })
})
