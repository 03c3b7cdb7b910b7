import { type CollectionBeforeOperationHook, type CollectionConfig, NotFound } from 'payload'

/** PostgreSQL serial ids: a whole number from 1 to 2^31 - 1. */
const MAX_SERIAL = 2_147_483_647

/**
 * Payload's REST API turns the id in `/api/posts/<id>` into a number with parseFloat, so
 * `/api/posts/abc` or an id past the integer column's range reaches PostgreSQL as NaN or an
 * overflow and fails with a 500. Such an id cannot exist: answer 404 before any query.
 */
export const refuseMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  if (typeof id === 'number' && !(Number.isInteger(id) && id >= 1 && id <= MAX_SERIAL)) {
    throw new NotFound(req.t)
  }
  return args
}

/** Adds the id check to every collection given (all of them use serial ids). */
export function refuseMalformedIds(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [refuseMalformedId, ...(collection.hooks?.beforeOperation ?? [])],
    },
  }))
}
