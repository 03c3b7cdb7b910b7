/**
 * A cache handler class whose revalidateTag is repeated a little later.
 *
 * A page or route rendered while a change is being expired can be stored after the expiry with
 * the old content: it read its data before the data's tag was expired, and it is written with a
 * later time than the expiry of its own path, so it counts as fresh until its revalidate time
 * (an hour for most). Next expires a change's data tags and its paths in separate, concurrent
 * calls, so this happens whenever a visitor (or a caching proxy just purged by the path's
 * expiry) asks for the path in between, and route handlers such as /llms.txt carry no data tag
 * that would expire them again. Expiring the same tags again half a second and two seconds
 * later removes whatever such a render stored. Expiring a tag is idempotent; the repeat costs
 * a re-render of the pages that were rendered in that window.
 *
 * `afterEach` runs after the first expiry and after each repeat (the caching proxies are
 * purged there). Plain JavaScript: Next loads the cache handler outside the app's bundle.
 */
export const FOLLOW_UP_DELAYS_MS = [500, 2000]

export function withRevalidateFollowUps(
  Base,
  { delays = FOLLOW_UP_DELAYS_MS, afterEach = async () => {}, warn = console.warn } = {},
) {
  return class extends Base {
    async revalidateTag(tags, ...rest) {
      const again = () => super.revalidateTag(tags, ...rest)
      try {
        return await again()
      } finally {
        await afterEach()
        // Counted from the end of the first expiry: renders begun before it may still be
        // storing their old content.
        for (const delay of delays) {
          const timer = setTimeout(() => {
            void again()
              .catch((error) =>
                warn(
                  `[cache] could not expire ${JSON.stringify(tags)} again: ${error?.message ?? error}`,
                ),
              )
              .finally(afterEach)
          }, delay)
          timer.unref?.()
        }
      }
    }
  }
}
