import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import { env, requireServerEnv } from '@/env'
import type { ApiError } from '@/lib/http/errors'
import {
  knownDeviceFromCookies,
  knownDeviceSetCookie,
  signKnownDevice,
  verifyKnownDevice,
} from '@/lib/http/knownDevice'
import {
  admitLogin,
  admitPasswordReset,
  type Admission,
  type Client,
  LOGIN_LIMITS,
  loginSucceeded,
} from '@/lib/http/loginThrottle'
import { siteOrigins } from '@/lib/http/origin'
import { clientIpFromHeaders } from '@/lib/http/request'
import { runAfterResponse } from '@/lib/jobs/autorun'

/**
 * A refusal of the login throttle, answered with its status, message and wait. Payload does not
 * log it (`loggingLevels` in payload.config.ts): the hook logs one line at info instead, the
 * same for every door, with no stack.
 */
export class LoginThrottled extends APIError {
  constructor(error: ApiError) {
    super(error.message, error.status, { ...error.details, code: error.code }, true)
    // Set by hand: a minifier may rename the class, and Payload's logging goes by this name.
    this.name = 'LoginThrottled'
  }
}

type AdminRecord = { email: string; knownDeviceVersion: number }

/** The administrator with this email address, if any, with the version their cookies carry. */
async function findAdmin(req: PayloadRequest, account: string): Promise<AdminRecord | undefined> {
  const email = account.trim().toLowerCase()
  if (!email) return undefined
  const { docs } = await req.payload.find({
    collection: 'admins',
    where: { email: { equals: email } },
    select: { email: true, knownDeviceVersion: true },
    showHiddenFields: true,
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const admin = docs[0]
  return admin
    ? { email: admin.email, knownDeviceVersion: admin.knownDeviceVersion ?? 1 }
    : undefined
}

/**
 * The client of a login or reset request, however it arrives: Payload's REST API (and the
 * /cms panel, which posts to it), or the dashboard's own login through the Local API, which
 * passes the address it read in `context.clientAddress` and its known-device cookie in
 * `context.knownDevice`. A Local API call from the server itself (a script) has neither and is
 * counted per account only.
 */
async function clientOf(req: PayloadRequest, email: unknown): Promise<Client> {
  const given = req.context?.clientAddress
  const address =
    typeof given === 'string'
      ? given
      : req.headers?.get('x-forwarded-for')
        ? clientIpFromHeaders(req.headers)
        : undefined
  const account = typeof email === 'string' ? email : ''
  const admin = await findAdmin(req, account)
  const cookie =
    typeof req.context?.knownDevice === 'string'
      ? req.context.knownDevice
      : knownDeviceFromCookies(req.headers?.get('cookie'))
  const valid =
    admin !== undefined &&
    cookie !== undefined &&
    verifyKnownDevice(
      cookie,
      { email: admin.email, version: admin.knownDeviceVersion },
      requireServerEnv().PAYLOAD_SECRET,
    )
  return {
    address,
    account,
    accountExists: admin !== undefined,
    knownDevice: valid ? cookie : undefined,
  }
}

/**
 * Whether the request named a host other than the site's (SITE_URL, TRUSTED_ORIGINS): no reset
 * mail goes out for it. Requests from the server itself carry no Host.
 */
function foreignHost(req: PayloadRequest): boolean {
  const host = req.headers?.get('host')
  if (!host) return false
  return !siteOrigins(env()).some((origin) => new URL(origin).host === host.toLowerCase())
}

/**
 * The failed logins on `account` filled its hour: one log line and one email job per hour.
 * Queued outside the login's transaction, which a failed login rolls back.
 */
async function reportTrip(req: PayloadRequest, account: string): Promise<void> {
  const failures = LOGIN_LIMITS.accountAttemptsPerHour
  req.payload.logger.warn(
    `[login] ${failures} failed logins on "${account}" within an hour: the account is under ` +
      'attack; browsers without its known-device cookie are refused until the hour ends',
  )
  try {
    await req.payload.jobs.queue({ task: 'alertLoginAttack', input: { account, failures } })
    runAfterResponse(req.payload, ['alertLoginAttack'])
  } catch (error) {
    req.payload.logger.error({ err: error, msg: '[login] could not queue the attack alert' })
  }
}

function refuse(req: PayloadRequest, what: string, account: string, refusal: ApiError): never {
  req.payload.logger.info(`[${what}] refused for "${account.slice(0, 320)}": ${refusal.message}`)
  throw new LoginThrottled(refusal)
}

export const throttleAuthOperations: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const email = (args as { data?: { email?: unknown } }).data?.email
  if (operation === 'login') {
    const client = await clientOf(req, email)
    const admission = await admitLogin(client)
    if (!admission.admitted) {
      if (admission.tripped) await reportTrip(req, client.account)
      refuse(req, 'login', client.account, admission.refusal)
    }
    req.context.loginClient = client
    req.context.loginAdmission = admission
  }
  if (operation === 'forgotPassword') {
    const client = await clientOf(req, email)
    let sendMail: boolean
    try {
      ;({ sendMail } = await admitPasswordReset(client, { foreignHost: foreignHost(req) }))
    } catch (error) {
      refuse(req, 'reset', client.account, error as ApiError)
    }
    if (!sendMail) {
      // Answered as usual, with no mail and no new reset token (dropSuppressedReset below), so
      // the owner's earlier link stays valid.
      req.context.resetSuppressed = true
      return { ...args, disableEmail: true }
    }
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
 * The known-device version moves on with every password change, which voids every cookie given
 * before (lib/http/knownDevice.ts); nobody sets it by hand. An update sends the new password in
 * `password` (the panel, REST, `npm run admin:password`).
 */
export const bumpKnownDeviceOnPasswordChange: CollectionBeforeChangeHook = ({
  data,
  operation,
  originalDoc,
}) => {
  if (operation === 'create') return { ...data, knownDeviceVersion: 1 }
  const current = (originalDoc as { knownDeviceVersion?: number | null } | undefined)
    ?.knownDeviceVersion
  const version = typeof current === 'number' ? current : 1
  const changed = typeof data.password === 'string' && data.password !== ''
  return { ...data, knownDeviceVersion: changed ? version + 1 : version }
}

/**
 * A reset by e-mail link sets the password without the update hooks: Payload runs only the
 * validate hooks, on the stored record carrying its new hash, ignores what they return and
 * saves that record; so the version is moved on in place.
 */
export const bumpKnownDeviceOnReset: CollectionBeforeValidateHook = ({ data, operation }) => {
  const record = data as
    { hash?: unknown; salt?: unknown; knownDeviceVersion?: unknown } | undefined
  if (
    operation !== 'update' ||
    typeof record?.hash !== 'string' ||
    typeof record.salt !== 'string'
  ) {
    return data
  }
  const current = typeof record.knownDeviceVersion === 'number' ? record.knownDeviceVersion : 1
  record.knownDeviceVersion = current + 1
  return data
}

/**
 * A correct password: takes back what the attempt spent of the throttle, and gives the browser
 * the known-device cookie (REST logins, which /cms uses; the dashboard's route sets its own)
 * that lets it in during a guessing attack.
 */
export const clearLoginThrottle: CollectionAfterLoginHook = async ({ req, user }) => {
  const email = (user as { email?: unknown }).email
  const client = (req.context.loginClient as Client | undefined) ?? (await clientOf(req, email))
  await loginSucceeded(client, req.context.loginAdmission as Admission | undefined)
  const admin = typeof email === 'string' ? await findAdmin(req, email) : undefined
  if (admin) {
    req.responseHeaders ??= new Headers()
    req.responseHeaders.append(
      'Set-Cookie',
      knownDeviceSetCookie(
        signKnownDevice(
          { email: admin.email, version: admin.knownDeviceVersion },
          requireServerEnv().PAYLOAD_SECRET,
        ),
        env().SITE_URL.startsWith('https://'),
      ),
    )
  }
  return user
}
