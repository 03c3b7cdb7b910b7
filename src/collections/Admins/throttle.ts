import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { env, requireServerEnv } from '@/env'
import { ApiError } from '@/lib/http/errors'
import {
  knownDeviceFromCookies,
  knownDeviceSetCookie,
  signKnownDevice,
  verifyKnownDevice,
} from '@/lib/http/knownDevice'
import {
  admitLogin,
  admitPasswordReset,
  type Client,
  LOGIN_LIMITS,
  loginSucceeded,
} from '@/lib/http/loginThrottle'
import { clientIpFromHeaders } from '@/lib/http/request'
import { runAfterResponse } from '@/lib/jobs/autorun'

/**
 * The client of a login or reset request, however it arrives: Payload's REST API (and the
 * /cms panel, which posts to it), GraphQL, or the dashboard's own login through the Local API,
 * which passes the address it read in `context.clientAddress` and its known-device cookie in
 * `context.knownDevice`. A Local API call from the server itself (a script) has neither and is
 * counted per account only.
 */
function clientOf(req: PayloadRequest, email: unknown): Client {
  const given = req.context?.clientAddress
  const address =
    typeof given === 'string'
      ? given
      : req.headers?.get('x-forwarded-for')
        ? clientIpFromHeaders(req.headers)
        : undefined
  const account = typeof email === 'string' ? email : ''
  const cookie =
    typeof req.context?.knownDevice === 'string'
      ? req.context.knownDevice
      : knownDeviceFromCookies(req.headers?.get('cookie'))
  const knownDevice =
    cookie !== undefined &&
    account !== '' &&
    verifyKnownDevice(cookie, account, requireServerEnv().PAYLOAD_SECRET)
  return { address, account, knownDevice }
}

/** Payload answers an APIError with its status and message; ours keeps its retry time in data. */
function asPayloadError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  return new APIError(error.message, error.status, { ...error.details, code: error.code }, true)
}

/**
 * The failed logins on `account` just went over the account-wide ceiling: one log line and one
 * email job per trip. Queued outside the login's transaction, which a failed login rolls back.
 */
async function reportTrip(req: PayloadRequest, account: string): Promise<void> {
  const failures = LOGIN_LIMITS.accountFailures
  req.payload.logger.warn(
    `[login] more than ${failures} failed logins on "${account}" within an hour: ` +
      'the account is under attack; browsers without its known-device cookie now wait their turn',
  )
  try {
    await req.payload.jobs.queue({ task: 'alertLoginAttack', input: { account, failures } })
    runAfterResponse(req.payload, ['alertLoginAttack'])
  } catch (error) {
    req.payload.logger.error({ err: error, msg: '[login] could not queue the attack alert' })
  }
}

export const throttleAuthOperations: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const email = (args as { data?: { email?: unknown } }).data?.email
  try {
    if (operation === 'login') {
      const { tripped } = await admitLogin(clientOf(req, email))
      if (tripped) await reportTrip(req, typeof email === 'string' ? email : '')
    }
    if (operation === 'forgotPassword') {
      const { sendMail } = await admitPasswordReset(clientOf(req, email))
      if (!sendMail) {
        // Answered as usual, with no mail and no new reset token (dropReset below), so the
        // owner's earlier link stays valid.
        req.context.resetSuppressed = true
        return { ...args, disableEmail: true }
      }
    }
  } catch (error) {
    throw asPayloadError(error)
  }
  return args
}

/** A reset request over the account's quota changes nothing stored. */
export const dropSuppressedReset: CollectionBeforeChangeHook = ({ data, req }) => {
  if (!req.context?.resetSuppressed) return data
  const { resetPasswordToken: _token, resetPasswordExpiration: _expiration, ...rest } = data
  return rest
}

/**
 * A correct password: clears the address's count, and gives the browser the known-device cookie
 * (REST logins, which /cms uses; the dashboard's route sets its own) that lets it in while the
 * account is under attack.
 */
export const clearLoginThrottle: CollectionAfterLoginHook = async ({ req, user }) => {
  const email = (user as { email?: unknown }).email
  await loginSucceeded(clientOf(req, email))
  if (typeof email === 'string') {
    req.responseHeaders ??= new Headers()
    req.responseHeaders.append(
      'Set-Cookie',
      knownDeviceSetCookie(
        signKnownDevice(email, requireServerEnv().PAYLOAD_SECRET),
        env().SITE_URL.startsWith('https://'),
      ),
    )
  }
  return user
}
