import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { ApiError } from '@/lib/http/errors'
import {
  admitLogin,
  admitPasswordReset,
  type Client,
  loginSucceeded,
} from '@/lib/http/loginThrottle'
import { clientIpFromHeaders } from '@/lib/http/request'

/**
 * The client of a login or reset request, however it arrives: Payload's REST API (and the
 * /cms panel, which posts to it), GraphQL, or the dashboard's own login through the Local API,
 * which passes the address it read in `context.clientAddress`. A Local API call from the server
 * itself (a script) has neither and is counted per account only.
 */
function clientOf(req: PayloadRequest, email: unknown): Client {
  const given = req.context?.clientAddress
  const address =
    typeof given === 'string'
      ? given
      : req.headers?.get('x-forwarded-for')
        ? clientIpFromHeaders(req.headers)
        : undefined
  return { address, account: typeof email === 'string' ? email : '' }
}

/** Payload answers an APIError with its status and message; ours keeps its retry time in data. */
function asPayloadError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  return new APIError(error.message, error.status, { ...error.details, code: error.code }, true)
}

export const throttleAuthOperations: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const email = (args as { data?: { email?: unknown } }).data?.email
  try {
    if (operation === 'login') await admitLogin(clientOf(req, email))
    if (operation === 'forgotPassword') await admitPasswordReset(clientOf(req, email))
  } catch (error) {
    throw asPayloadError(error)
  }
  return args
}

export const clearLoginThrottle: CollectionAfterLoginHook = async ({ req, user }) => {
  await loginSucceeded(clientOf(req, (user as { email?: unknown }).email))
  return user
}
