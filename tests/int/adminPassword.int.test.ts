/**
 * `npm run admin:password`, run as the npm script runs it (the launcher, then `payload run`),
 * against the test database through DATABASE_URL: the owner's password changes, the old one
 * stops working and their sessions end.
 */
import { spawn } from 'node:child_process'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { repoRoot } from '../../scripts/lib/testDatabase'
import { pastTimestamp } from '../support/clock'
import { clearCollections, testPayload } from '../support/payload'

const OWNER = { email: 'pw-owner@example.com', name: 'Owner', password: 'old-owner-password-1' }
const OTHER = { email: 'pw-other@example.com', name: 'Other', password: 'old-other-password-1' }

let payload: Payload

/**
 * Each test starts the script: a second Payload, booted through the launcher and tsx. That takes
 * seconds alone, and minutes on a machine that also builds the app and runs the browser tests
 * (`npm test`): a guard against a hang, not a budget.
 */
const RUNS_THE_SCRIPT_MS = 300_000

function adminPassword(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/launch.ts',
      'payload',
      'run',
      'scripts/admin-password.ts',
      ...args,
    ],
    { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })))
}

const canLogIn = async (email: string, password: string) =>
  payload
    .login({ collection: 'admins', data: { email, password } })
    .then(() => true)
    .catch(() => false)

beforeAll(async () => {
  payload = await testPayload()
  await clearCollections(payload, ['admins'])
  const owner = await payload.create({ collection: 'admins', data: OWNER, overrideAccess: true })
  await pastTimestamp(owner.createdAt)
  await payload.create({ collection: 'admins', data: OTHER, overrideAccess: true })
})

describe('npm run admin:password', () => {
  it(
    "sets the owner's password from ADMIN_PASSWORD and ends their sessions",
    async () => {
      const { token } = await payload.login({
        collection: 'admins',
        data: { email: OWNER.email, password: OWNER.password },
      })
      expect(token).toEqual(expect.any(String))
      const run = await adminPassword([], { ADMIN_PASSWORD: 'new-owner-password-2' })
      expect(run.output).toContain(`the password of ${OWNER.email} is set`)
      expect(run.code).toBe(0)
      expect(await canLogIn(OWNER.email, 'new-owner-password-2')).toBe(true)
      expect(await canLogIn(OWNER.email, OWNER.password)).toBe(false)
      const session = await payload.auth({
        headers: new Headers({ Authorization: `JWT ${token}` }),
      })
      expect(session.user).toBeNull()
      // The other administrator is untouched.
      expect(await canLogIn(OTHER.email, OTHER.password)).toBe(true)
    },
    RUNS_THE_SCRIPT_MS,
  )

  it(
    'sets the password of the administrator an e-mail names, and refuses a short one',
    async () => {
      const short = await adminPassword([OTHER.email], { ADMIN_PASSWORD: 'short' })
      expect(short.code).toBe(1)
      expect(short.output).toContain('at least 12 characters')
      expect(await canLogIn(OTHER.email, OTHER.password)).toBe(true)
      const run = await adminPassword([OTHER.email], {
        ADMIN_PASSWORD: 'new-other-password-2',
      })
      expect(run.code).toBe(0)
      expect(await canLogIn(OTHER.email, 'new-other-password-2')).toBe(true)
    },
    RUNS_THE_SCRIPT_MS,
  )

  it(
    'forgets the failed logins of an account under a guessing attack',
    async () => {
      const victim = { email: `pw-victim-${Date.now()}@example.com`, name: 'Victim' }
      await payload.create({
        collection: 'admins',
        data: { ...victim, password: 'victim-password-1' },
        overrideAccess: true,
      })
      // Past the account's ceiling, a login without the known-device cookie waits its turn.
      for (let n = 0; n <= 50; n += 1) await canLogIn(victim.email, `guess-${n}`)
      expect(await canLogIn(victim.email, 'victim-password-1')).toBe(false)
      const run = await adminPassword([victim.email], { ADMIN_PASSWORD: 'victim-password-2' })
      expect(run.code).toBe(0)
      expect(run.output).toContain('its failed logins are forgotten')
      expect(await canLogIn(victim.email, 'victim-password-2')).toBe(true)
    },
    RUNS_THE_SCRIPT_MS,
  )
})
