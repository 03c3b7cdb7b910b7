import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  NotFound,
  type Where,
} from 'payload'

/** PostgreSQL serial ids: whole numbers that fit the integer column. */
const MAX_SERIAL = 2_147_483_647

const fitsIdColumn = (value: unknown) => {
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value
  return typeof number !== 'number' || (Number.isInteger(number) && Math.abs(number) <= MAX_SERIAL)
}

/** Whether every value compared with `id` anywhere in the query fits the id column. */
function idsFit(where: Where | undefined, depth = 0): boolean {
  if (!where || typeof where !== 'object' || depth > 20) return true
  return Object.entries(where).every(([key, condition]) => {
    if (key === 'and' || key === 'or') {
      return Array.isArray(condition) && condition.every((part) => idsFit(part as Where, depth + 1))
    }
    if (key !== 'id' || !condition || typeof condition !== 'object') return true
    return Object.entries(condition as Record<string, unknown>).every(([operator, value]) =>
      operator === 'exists' ? true : [value].flat().every(fitsIdColumn),
    )
  })
}

/**
 * Bad input to Payload's REST and GraphQL APIs that Payload itself answers with a 500:
 * - an id that cannot exist (`/api/posts/abc` becomes NaN, a 40-digit id overflows the integer
 *   column): 404, before any query;
 * - an id filter that overflows the column (`where[id][equals]=99999999999`), or a limit or
 *   page past it (Payload turns them into SQL LIMIT/OFFSET): 400;
 * - a create or update whose body is not a JSON object (Payload drops a body it cannot parse):
 *   400.
 */
export const refuseMalformedInput: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const { id, where, data, limit, page } = args as {
    id?: unknown
    where?: Where
    data?: unknown
    limit?: unknown
    page?: unknown
  }
  if (typeof id === 'number' && !(Number.isInteger(id) && id >= 1 && id <= MAX_SERIAL)) {
    throw new NotFound(req.t)
  }
  for (const [name, value] of [
    ['limit', limit],
    ['page', page],
  ] as const) {
    if (
      value !== undefined &&
      !(Number.isInteger(value) && Number(value) >= 0 && Number(value) <= MAX_SERIAL)
    ) {
      throw new APIError(
        `${name} must be a whole number up to ${MAX_SERIAL}.`,
        400,
        undefined,
        true,
      )
    }
  }
  if (!idsFit(where)) {
    throw new APIError(`Ids are whole numbers up to ${MAX_SERIAL}.`, 400, undefined, true)
  }
  if (
    (operation === 'create' || operation === 'update') &&
    !req.file &&
    (typeof data !== 'object' || data === null || Array.isArray(data))
  ) {
    throw new APIError('The request body must be a JSON object.', 400, undefined, true)
  }
  return args
}

/** Adds the input checks to every collection given (all of them use serial ids). */
export function refuseMalformedInputs(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [refuseMalformedInput, ...(collection.hooks?.beforeOperation ?? [])],
    },
  }))
}
