import { setTimeout as sleep } from 'node:timers/promises'

import { RateLimiterRes } from 'rate-limiter-flexible'

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
  /** Attempts an address may make without a success; the next is refused... */
  attemptsPerAddress: 5,
  /** ...counted over this window (a success starts the count afresh)... */
  addressWindowSeconds: 10 * 60,
  /** ...and refused for this long once over. */
  addressBlockSeconds: 10 * 60,
  /** From the attempt after this many, each answer waits a second more (at most three). */
  slowAfter: 2,
  slowStepMs: 1000,
  slowMaxMs: 3000,
  /**
   * Failed attempts on one account, from all addresses, per hour, past which the account is
   * taken to be under a spread-out attack (the ceiling trips; the administrator is told once).
   * Then an address that has already failed twice is refused, and every client without the
   * known-device cookie (lib/http/knownDevice.ts) must wait its turn: the account lets one such
   * attempt through per turn, whatever the number of addresses, and refuses the rest with 429
   * and the wait. A holder of the cookie (the owner's browser) is not held back.
   */
  accountFailures: 50,
  /** Earlier attempts an address may have made while the account is under attack. */
  underAttackAttempts: 2,
  accountWindowSeconds: 60 * 60,
  /** One turn under attack: 20 s, growing by 20 s per 20 attempts past the ceiling... */
  turnSeconds: 20,
  turnGrowsEvery: 20,
  /** ...up to 5 minutes. 40 guesses take at least 13 minutes. */
  turnMaxSeconds: 5 * 60,
} as const

export const RESET_LIMITS = {
  /** Password-reset requests per address per hour; more are refused (429). */
  perAddress: 5,
  /**
   * Reset mails per account (the address asked for, known or not) per hour; more requests are
   * answered as usual and send nothing, so nobody can get the owner refused.
   */
  perAccount: 3,
  windowSeconds: 60 * 60,
} as const

export type Client = {
  /** The client address (lib/http/request.ts clientIp); undefined for server-side calls. */
  address: string | undefined
  /** The account asked for: an email address as sent, compared lowercased. */
  account: string
  /** The request carried a valid known-device cookie for this account. */
  knownDevice?: boolean
}

const addressAttempts = () =>
  limiter(
    'login-address',
    LOGIN_LIMITS.attemptsPerAddress,
    LOGIN_LIMITS.addressWindowSeconds,
    LOGIN_LIMITS.addressBlockSeconds,
  )
const accountFailures = () =>
  limiter('login-account', LOGIN_LIMITS.accountFailures, LOGIN_LIMITS.accountWindowSeconds)
const resetsPerAddress = () =>
  limiter('reset-address', RESET_LIMITS.perAddress, RESET_LIMITS.windowSeconds)
/** The length of the account's turn once it has seen `failures` attempts within the hour. */
export function turnSeconds(failures: number): number {
  const over = Math.max(0, failures - LOGIN_LIMITS.accountFailures)
  return Math.min(
    LOGIN_LIMITS.turnSeconds * (1 + Math.floor(over / LOGIN_LIMITS.turnGrowsEvery)),
    LOGIN_LIMITS.turnMaxSeconds,
  )
}

/** One attempt per turn for the account while it is under attack; the turn grows with the attack. */
const accountTurn = (failures: number) => limiter('login-turn', 1, turnSeconds(failures))
const resetsPerAccount = () =>
  limiter('reset-account', RESET_LIMITS.perAccount, RESET_LIMITS.windowSeconds)

const accountKey = (account: string) => account.trim().toLowerCase().slice(0, 320) || '-'

const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60))
  return `${count} minute${count === 1 ? '' : 's'}`
}

/** The dashboard's "account locked" answer, now given to the address that is throttled. */
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

/**
 * Spends a point; answers the counter's state, `refused` when over. A counter that cannot be
 * reached fails open, as the other rate limits do: the login itself needs the same database.
 */
async function spend(
  counter: ReturnType<typeof limiter>,
  key: string,
): Promise<{ consumed: number; refused: boolean; retryAfter: number }> {
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
      return { consumed: 0, refused: false, retryAfter: 0 }
    }
    throw error
  }
}

/**
 * Called before a password is checked. Refuses (429, the dashboard's "account locked" text)
 * an address over its budget, one that has already failed while the account is under a
 * spread-out attack, and, while it is, any client without the known-device cookie that comes
 * before the account's next turn; otherwise waits as long as the address's failures earn, then
 * lets the check go on. Every attempt counts until `loginSucceeded` clears the address's count.
 * `tripped` is true for the one attempt that took the account over its ceiling.
 */
export async function admitLogin({
  address,
  account,
  knownDevice,
}: Client): Promise<{ tripped: boolean }> {
  const group = address ? addressGroup(address) : undefined
  const byAddress = group
    ? await spend(addressAttempts(), group)
    : { consumed: 0, refused: false, retryAfter: 0 }
  if (byAddress.refused) throw loginLocked(byAddress.retryAfter)
  const key = accountKey(account)
  const byAccount = await spend(accountFailures(), key)
  const tripped = byAccount.consumed === LOGIN_LIMITS.accountFailures + 1
  if (byAccount.refused && group && byAddress.consumed > LOGIN_LIMITS.underAttackAttempts) {
    await addressAttempts()
      .block(group, LOGIN_LIMITS.addressBlockSeconds)
      .catch(() => undefined)
    throw loginLocked(LOGIN_LIMITS.addressBlockSeconds)
  }
  if (byAccount.refused && !knownDevice) {
    const turn = await spend(accountTurn(byAccount.consumed), key)
    if (turn.refused) throw loginLocked(turn.retryAfter)
  }
  const delay =
    byAddress.consumed > LOGIN_LIMITS.slowAfter
      ? Math.min(
          (byAddress.consumed - LOGIN_LIMITS.slowAfter) * LOGIN_LIMITS.slowStepMs,
          LOGIN_LIMITS.slowMaxMs,
        )
      : 0
  if (delay > 0) await sleep(delay)
  return { tripped }
}

/** A correct password: the address starts afresh and its attempt no longer counts against the account. */
export async function loginSucceeded({ address, account }: Client): Promise<void> {
  try {
    if (address) await addressAttempts().delete(addressGroup(address))
    await accountFailures().reward(accountKey(account), 1)
  } catch (error) {
    if (!isConnectionError(error)) throw error
    reportConnectionError('login throttle not cleared', error)
  }
}

/**
 * Forgets the account's failures and turn (`npm run admin:password` after a lock-out): the owner
 * can log in at once, and keeps the known-device cookie that login gives for the rest of an attack.
 */
export async function clearAccountThrottle(account: string): Promise<void> {
  const key = accountKey(account)
  await accountFailures().delete(key)
  await accountTurn(LOGIN_LIMITS.accountFailures + 1).delete(key)
}

/**
 * Called before a reset mail is asked for: refuses (429) an address over its budget, and answers
 * whether the account's budget of mails allows one more. Over it, the request is answered as
 * usual and sends nothing: a refusal per account would let anyone keep the owner from resetting.
 * Known and unknown addresses count alike (the count is keyed by what was asked for).
 */
export async function admitPasswordReset({
  address,
  account,
}: Client): Promise<{ sendMail: boolean }> {
  if (address) {
    const byAddress = await spend(resetsPerAddress(), addressGroup(address))
    if (byAddress.refused) throw resetRefused(byAddress.retryAfter)
  }
  const byAccount = await spend(resetsPerAccount(), accountKey(account))
  return { sendMail: !byAccount.refused }
}
