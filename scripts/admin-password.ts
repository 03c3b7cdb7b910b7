/**
 * npm run admin:password [-- someone@example.com]
 *
 * Sets the administrator's password on the server, for when reset e-mail is not set up: asks for
 * it twice (hidden) on a terminal, or reads ADMIN_PASSWORD. The first administrator unless an
 * e-mail address names another (positional: `payload run` passes on positional arguments only).
 * Ends that administrator's sessions and voids their known-device cookies (the password change
 * moves their version on), and forgets every count and block of the login throttle, of every
 * address and account (lib/http/loginThrottle.ts), so that the next login goes through at once.
 * Runs through `payload run` under the launcher, so it works with the embedded PostgreSQL like
 * the other commands.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { setAdminPassword } from '@/lib/adminPassword'
import { clearLoginThrottles } from '@/lib/http/loginThrottle'

import { readPasswordFromTerminal } from './lib/adminPasswordInput'
import { scriptEnv } from './lib/scriptEnv'

async function main(): Promise<number> {
  const email = process.argv.slice(2).find((arg) => !arg.startsWith('-'))
  const password = scriptEnv().ADMIN_PASSWORD ?? (await readPasswordFromTerminal())
  if (!password) {
    console.error('admin:password: set ADMIN_PASSWORD, or run it in a terminal to be asked.')
    return 1
  }
  const payload = await getPayload({ config })
  try {
    const { email: changed } = await setAdminPassword(payload, { password, email })
    await clearLoginThrottles()
    console.log(
      `admin:password: the password of ${changed} is set; its sessions have ended, the browsers ` +
        'it logged in with before are no longer known, and every failed login is forgotten.',
    )
    return 0
  } catch (error) {
    console.error(`admin:password: ${(error as Error).message}`)
    return 1
  } finally {
    await payload.destroy()
  }
}

// `payload run` exits when the import settles: await at top level.
try {
  const code = await main()
  if (code !== 0) process.exit(code)
} catch (error) {
  console.error(error)
  process.exit(1)
}
