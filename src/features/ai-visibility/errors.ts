import { ApiError } from '@/lib/http/errors'

const CODES = { 400: 'invalid_domain', 502: 'site_unreachable', 504: 'site_timeout' } as const

/** A check that cannot produce a result; `status` is the HTTP status the API answers with. */
export class CheckError extends ApiError {
  constructor(
    override readonly status: 400 | 502 | 504,
    message: string,
  ) {
    super(status, message, undefined, CODES[status])
    this.name = 'CheckError'
  }
}
