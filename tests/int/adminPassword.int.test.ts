/**
 * `npm run admin:password`: its rules through the functions it calls (setAdminPassword,
 * clearLoginThrottles), and the script itself once, run as the npm script runs it (the launcher,
 * then `payload run`) against the test database through DATABASE_URL.
 */
import { spawn } from 'node:child_process'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { requireServerEnv } from '@/env'
import { setAdminPassword } from '@/lib/adminPassword'
import { signKnownDevice, verifyKnownDevice } from '@/lib/http/knownDevice'

import { repoRoot } from '../../scripts/lib/testDatabase'
import { pastTimestamp } from '../support/clock'
import { clearCollections, testPayload } from '../support/payload'

const OWNER = { email: 'pw-owner@example.com', name: 'Owner', password: 'old-owner-password-1' }
const OTHER = { email: 'pw-other@example.com', name: 'Other', password: 'old-other-password-1' }

let payload: Payload

/**
 * The script boots a second Payload through the launcher and tsx. That takes seconds alone, and
 * minutes on a machine that also builds the app and runs the browser tests (`npm test`): a guard
 * against a hang, not a budget.
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

describe('setting a password', () => {
  it("sets the owner's password when no e-mail is named, and ends their sessions", async () => {
    const { token } = await payload.login({
      collection: 'admins',
      data: { email: OWNER.email, password: OWNER.password },
    })
    expect(token).toEqual(expect.any(String))
    expect(await setAdminPassword(payload, { password: 'new-owner-password-2' })).toEqual({
      email: OWNER.email,
    })
    expect(await canLogIn(OWNER.email, 'new-owner-password-2')).toBe(true)
    expect(await canLogIn(OWNER.email, OWNER.password)).toBe(false)
    const session = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    expect(session.user).toBeNull()
    // The other administrator is untouched.
    expect(await canLogIn(OTHER.email, OTHER.password)).toBe(true)
  })

  it('sets the password of the administrator an e-mail names, and refuses a short one', async () => {
    await expect(
      setAdminPassword(payload, { password: 'short', email: OTHER.email }),
    ).rejects.toThrow('at least 12 characters')
    expect(await canLogIn(OTHER.email, OTHER.password)).toBe(true)
    await expect(
      setAdminPassword(payload, {
        password: 'new-other-password-2',
        email: ' PW-Other@Example.com ',
      }),
    ).resolves.toEqual({ email: OTHER.email })
    expect(await canLogIn(OTHER.email, 'new-other-password-2')).toBe(true)
    await expect(
      setAdminPassword(payload, { password: 'long-enough-password', email: 'nobody@example.com' }),
    ).rejects.toThrow('No administrator has the e-mail nobody@example.com.')
  })
})

describe('npm run admin:password', () => {
  it(
    'sets the password an e-mail names, clears every block of the login throttle and voids the known-device cookies',
    async () => {
      const victim = { email: `pw-victim-${Date.now()}@example.com`, name: 'Victim' }
      const created = await payload.create({
        collection: 'admins',
        data: { ...victim, password: 'victim-password-1' },
        overrideAccess: true,
      })
      const secret = requireServerEnv().PAYLOAD_SECRET
      const cookie = signKnownDevice(
        { email: victim.email, version: created.knownDeviceVersion ?? 1 },
        secret,
      )
      const address = '198.51.100.77'
      const attempt = (password: string) =>
        payload
          .login({
            collection: 'admins',
            data: { email: victim.email, password },
            context: { clientAddress: address },
          })
          .then(() => 'in')
          .catch((error: { status?: number }) => error.status)
      // Past the address's budget and the account's hour, the right password is refused too.
      for (let n = 0; n < 12; n += 1) await attempt(`guess-${n}`)
      expect(await attempt('victim-password-1')).toBe(429)
      const run = await adminPassword([victim.email], { ADMIN_PASSWORD: 'victim-password-2' })
      expect(run.code).toBe(0)
      expect(run.output).toContain('every failed login is forgotten')
      expect(await attempt('victim-password-2')).toBe('in')
      const [changed] = (
        await payload.find({
          collection: 'admins',
          where: { email: { equals: victim.email } },
          showHiddenFields: true,
          overrideAccess: true,
        })
      ).docs
      expect(changed!.knownDeviceVersion).toBe((created.knownDeviceVersion ?? 1) + 1)
      expect(
        verifyKnownDevice(
          cookie,
          { email: victim.email, version: changed!.knownDeviceVersion ?? 1 },
          secret,
        ),
      ).toBe(false)
    },
    RUNS_THE_SCRIPT_MS,
  )
})
