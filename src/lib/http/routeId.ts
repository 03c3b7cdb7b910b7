import { ApiError } from './errors'

/** Route ids are PostgreSQL serials; anything else cannot exist. */
export function parseId(raw: string, what: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw new ApiError(404, `${what} not found`)
  return id
}
