import { setTimeout as sleep } from 'node:timers/promises'

import { RateLimiterRes } from 'rate-limiter-flexible'

import { requireServerEnv } from '@/env'
import { sharedPool } from '@/lib/db/pool'
import { isConnectionError, reportConnectionError } from '@/lib/db/retry'

import { addressGroup } from './addressGroup'
import { ApiError } from './errors'
import { limiter } from './limiters'

/**
 * Throttling of password guesses and reset mail, per client address and per account, in the
 * shared rate_limits table (so every instance counts together). It replaces a lock on the
 * account itself, which anyone could trigger to keep the owner out from everywhere.
 *
 * A security control, not a courtesy limit: RATE_LIMIT=off leaves it on.
 */
export const LOGIN_LIMITS = {
  /** Attempts an address may make on an existing account without a success; the next is refused... */
  attemptsPerAddress: 5,
  /** ...counted over this window (a success starts the count afresh)... */
  addressWindowSeconds: 10 * 60,
  /** ...and refused for this long once over. The same, counted apart, for unknown accounts. */
  addressBlockSeconds: 10 * 60,
  /** From the attempt after this many, each answer waits a second more (at most three). */
  slowAfter: 2,
  slowStepMs: 1000,
  slowMaxMs: 3000,
  /**
   * Every browser without the account's known-device cookie (lib/http/knownDevice.ts), from
   * all addresses together: this many attempts are answered at once...
   */
  accountFreeAttempts: 3,
  /** ...then one per turn of this length, the others refused with 429 and the wait... */
  accountTurnSeconds: 8 * 60,
  /** ...and never more than this many in the hour from the first. */
  accountAttemptsPerHour: 10,
  accountWindowSeconds: 60 * 60,
  /** Failures a known-device cookie may make in an hour before it is treated as any browser. */
  deviceFailures: 10,
} as const

export const RESET_LIMITS = {
  /** Password-reset requests per address per hour; more are refused (429). */
  perAddress: 5,
  /**
   * Reset mails per administrator per hour; more requests are answered as usual and send
   * nothing, so nobody can get the owner refused. Requests naming another host count apart.
   */
  perAccount: 3,
  windowSeconds: 60 * 60,
} as const

export type Client = {
  /** The client address (lib/http/request.ts clientIp); undefined for server-side calls. */
  address: string | undefined
  /** The account asked for: an email address as sent, compared lowercased. */
  account: string
  /** Whether an administrator has that address: guesses at unknown ones are counted apart. */
  accountExists: boolean
  /** The request's valid known-device cookie for this account (its value), if any. */
  knownDevice?: string
}

/**
 * An attempt let through, with the count it went to (a success takes back what it spent), or
 * refused with the answer to give; `tripped` marks the first refusal of an account's full hour,
 * of which the administrator is told.
 */
export type Admission =
  | { admitted: true; counted: 'device' | 'account' | 'unknown'; turn?: boolean }
  | { admitted: false; refusal: ApiError; tripped: boolean }

const refused = (refusal: ApiError, tripped = false): Admission => ({
  admitted: false,
  refusal,
  tripped,
})

/** Every counter of logins and resets: `clearLoginThrottles` forgets them all. */
const PREFIXES = {
  address: 'login-address',
  unknown: 'login-unknown',
  account: 'login-account',
  turn: 'login-turn',
  device: 'login-device',
  alert: 'login-alert',
  resetAddress: 'reset-address',
  resetUnknown: 'reset-unknown',
  resetAccount: 'reset-account',
  resetForeign: 'reset-foreign',
} as const

const addressAttempts = () =>
  limiter(
    PREFIXES.address,
    LOGIN_LIMITS.attemptsPerAddress,
    LOGIN_LIMITS.addressWindowSeconds,
    LOGIN_LIMITS.addressBlockSeconds,
  )
const unknownAccountAttempts = () =>
  limiter(
    PREFIXES.unknown,
    LOGIN_LIMITS.attemptsPerAddress,
    LOGIN_LIMITS.addressWindowSeconds,
    LOGIN_LIMITS.addressBlockSeconds,
  )
const accountAttempts = () =>
  limiter(PREFIXES.account, LOGIN_LIMITS.accountAttemptsPerHour, LOGIN_LIMITS.accountWindowSeconds)
const accountTurn = () => limiter(PREFIXES.turn, 1, LOGIN_LIMITS.accountTurnSeconds)
const deviceFailures = () =>
  limiter(PREFIXES.device, LOGIN_LIMITS.deviceFailures, LOGIN_LIMITS.accountWindowSeconds)
const alertOnce = () => limiter(PREFIXES.alert, 1, LOGIN_LIMITS.accountWindowSeconds)
const resetsPerAddress = () =>
  limiter(PREFIXES.resetAddress, RESET_LIMITS.perAddress, RESET_LIMITS.windowSeconds)
const resetsPerAddressUnknown = () =>
  limiter(PREFIXES.resetUnknown, RESET_LIMITS.perAddress, RESET_LIMITS.windowSeconds)
const resetsPerAccount = () =>
  limiter(PREFIXES.resetAccount, RESET_LIMITS.perAccount, RESET_LIMITS.windowSeconds)
const resetsPerAccountForeign = () =>
  limiter(PREFIXES.resetForeign, RESET_LIMITS.perAccount, RESET_LIMITS.windowSeconds)

const accountKey = (account: string) => account.trim().toLowerCase().slice(0, 320) || '-'
/** One known-device cookie: its account and the time it was issued. */
const deviceKey = (account: string, cookie: string) =>
  `${accountKey(account)}:${cookie.split('.')[0]?.slice(0, 12)}`

const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60))
  return `${count} minute${count === 1 ? '' : 's'}`
}

/** The dashboard's "account locked" answer, now given to the attempt that is throttled. */
export function loginLocked(retryAfterSeconds: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds))
  return new ApiError(
    429,
    `Too many failed login attempts. Try again in ${minutes(retryAfter)}.`,
    { retryAfter },
    'account_locked',
  )
}

function resetRefused(retryAfterSeconds: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds))
  return new ApiError(
    429,
    `Too many password reset requests. Try again in ${minutes(retryAfter)}.`,
    { retryAfter },
    'rate_limited',
  )
}

type Spent = { consumed: number; refused: boolean; retryAfter: number }
const NOTHING_SPENT: Spent = { consumed: 0, refused: false, retryAfter: 0 }

/**
 * Spends a point; answers the counter's state, `refused` when over. A counter that cannot be
 * reached fails open, as the other rate limits do: the login itself needs the same database.
 */
async function spend(counter: ReturnType<typeof limiter>, key: string): Promise<Spent> {
  try {
    const res = await counter.consume(key)
    return { consumed: res.consumedPoints, refused: false, retryAfter: 0 }
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return {
        consumed: error.consumedPoints,
        refused: true,
        retryAfter: error.msBeforeNext / 1000,
      }
    }
    if (isConnectionError(error)) {
      reportConnectionError('login throttle skipped', error)
      return NOTHING_SPENT
    }
    throw error
  }
}

/** Gives a point back (an attempt refused, or one that succeeded); failures are ignored. */
async function giveBack(counter: ReturnType<typeof limiter>, key: string): Promise<void> {
  await counter.reward(key, 1).catch((error: unknown) => {
    if (!isConnectionError(error)) throw error
    reportConnectionError('login throttle not cleared', error)
  })
}

async function slowDown(addressAttemptsSoFar: number): Promise<void> {
  const delay =
    addressAttemptsSoFar > LOGIN_LIMITS.slowAfter
      ? Math.min(
          (addressAttemptsSoFar - LOGIN_LIMITS.slowAfter) * LOGIN_LIMITS.slowStepMs,
          LOGIN_LIMITS.slowMaxMs,
        )
      : 0
  if (delay > 0) await sleep(delay)
}

/**
 * Called before a password is checked: counts the attempt and answers whether the check may go
 * on, or the 429 to give (the dashboard's "account locked" text):
 *
 * - A valid known-device cookie is never held: only its own failures count, and past
 *   `deviceFailures` in an hour (a stolen cookie used to guess) it is treated as any browser.
 * - An unknown account is counted per address apart from real ones, so guesses at made-up
 *   addresses never get the owner's address refused.
 * - An existing account: the address's budget (5 in 10 minutes, slowed from the third), then
 *   the account's, shared by every address: three attempts at once, then one per turn, at most
 *   ten in the hour. A refusal by turn takes its point back, so the ten are answered attempts.
 */
export async function admitLogin(client: Client): Promise<Admission> {
  const { address, account, accountExists, knownDevice } = client
  const group = address ? addressGroup(address) : undefined
  if (knownDevice) {
    const device = await spend(deviceFailures(), deviceKey(account, knownDevice))
    if (!device.refused) return { admitted: true, counted: 'device' }
  }
  if (!accountExists) {
    const byAddress = group ? await spend(unknownAccountAttempts(), group) : NOTHING_SPENT
    if (byAddress.refused) return refused(loginLocked(byAddress.retryAfter))
    await slowDown(byAddress.consumed)
    return { admitted: true, counted: 'unknown' }
  }
  const byAddress = group ? await spend(addressAttempts(), group) : NOTHING_SPENT
  if (byAddress.refused) return refused(loginLocked(byAddress.retryAfter))
  const key = accountKey(account)
  const byAccount = await spend(accountAttempts(), key)
  if (byAccount.refused) {
    const first = !(await spend(alertOnce(), key)).refused
    return refused(loginLocked(byAccount.retryAfter), first)
  }
  const needsTurn = byAccount.consumed > LOGIN_LIMITS.accountFreeAttempts
  if (needsTurn) {
    const turn = await spend(accountTurn(), key)
    if (turn.refused) {
      await giveBack(accountAttempts(), key)
      return refused(loginLocked(turn.retryAfter))
    }
  }
  await slowDown(byAddress.consumed)
  return { admitted: true, counted: 'account', turn: needsTurn }
}

/**
 * A correct password: the address starts afresh, and the attempt no longer counts against the
 * account (nor takes its turn) or the known-device cookie it was counted on.
 */
export async function loginSucceeded(client: Client, admission?: Admission): Promise<void> {
  try {
    if (client.address) await addressAttempts().delete(addressGroup(client.address))
  } catch (error) {
    if (!isConnectionError(error)) throw error
    reportConnectionError('login throttle not cleared', error)
  }
  if (!admission?.admitted) return
  if (admission.counted === 'account') {
    await giveBack(accountAttempts(), accountKey(client.account))
    if (admission.turn) await giveBack(accountTurn(), accountKey(client.account))
  }
  if (admission.counted === 'device' && client.knownDevice) {
    await giveBack(deviceFailures(), deviceKey(client.account, client.knownDevice))
  }
}

/**
 * Forgets every count and block of logins and reset mail, of every address and account
 * (`npm run admin:password` after a lock-out): the next login goes through at once.
 */
export async function clearLoginThrottles(): Promise<number> {
  const pool = sharedPool(requireServerEnv().DATABASE_URL)
  const patterns = Object.values(PREFIXES).map((prefix) => `${prefix}:%`)
  const { rowCount } = await pool.query('DELETE FROM rate_limits WHERE key LIKE ANY($1::text[])', [
    patterns,
  ])
  return rowCount ?? 0
}

/**
 * Called before a reset mail is asked for: refuses (429) an address over its budget, and answers
 * whether a mail may go. Over the account's budget of mails, a request is answered as usual and
 * sends nothing: a refusal per account would let anyone keep the owner from resetting. What
 * cannot spend the owner's budgets is counted apart: requests for accounts that do not exist
 * (per address), requests that named another host than the site's (per address and per account;
 * their mail's link is on SITE_URL all the same), and the owner's own browser (its known-device
 * cookie) is never held by the account's budget.
 */
export async function admitPasswordReset(
  { address, account, accountExists, knownDevice }: Client,
  { foreignHost = false }: { foreignHost?: boolean } = {},
): Promise<{ sendMail: boolean }> {
  const apart = foreignHost || !accountExists
  if (address) {
    const counter = apart ? resetsPerAddressUnknown() : resetsPerAddress()
    const byAddress = await spend(counter, addressGroup(address))
    if (byAddress.refused) throw resetRefused(byAddress.retryAfter)
  }
  // Payload mails nothing for an address no administrator has.
  if (!accountExists) return { sendMail: false }
  if (knownDevice) return { sendMail: true }
  const counter = foreignHost ? resetsPerAccountForeign() : resetsPerAccount()
  const byAccount = await spend(counter, accountKey(account))
  return { sendMail: !byAccount.refused }
}
