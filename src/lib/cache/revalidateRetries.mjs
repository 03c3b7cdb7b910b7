/**
 * A cache handler whose revalidateTag is tried again when it fails.
 *
 * The Redis handler gives every command a short timeout so that a slow Redis costs a page a
 * miss, not a wait. A revalidation can hit that timeout too (an event loop busy rendering for a
 * second is enough, since the timer fires before the reply is read), and the library's composite
 * handler drops such a failure without a word: the pages it should have expired would go on
 * showing the old content until their own revalidate time, an hour for most. Expiring a tag is
 * idempotent, so trying it again is safe; a failure that outlasts the attempts is logged.
 *
 * Plain JavaScript for the same reason as cacheHandler.mjs: Next loads it outside the bundle.
 */
export function withRevalidateRetries(
  handler,
  { attempts = 3, delayMs = 100, warn = console.warn } = {},
) {
  return {
    ...handler,
    async revalidateTag(tag, ...rest) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await handler.revalidateTag(tag, ...rest)
        } catch (error) {
          if (attempt >= attempts) {
            warn(
              `[cache] could not expire ${JSON.stringify(tag)} after ${attempts} attempts: ${error?.message ?? error}`,
            )
            throw error
          }
          await new Promise((resolve) => setTimeout(resolve, delayMs * attempt))
        }
      }
    },
  }
}
