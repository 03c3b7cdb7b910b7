import type { TaskConfig } from 'payload'

import { expireBlogNow } from '@/lib/revalidate'

/**
 * Expires the blog's cached pages, feeds and API answers on the web server, for a change made
 * where no request could (Payload's scheduled publish, run by a job). Queued on the `site`
 * queue, in the change's own transaction, so it runs after the commit on a process that holds
 * the cache (shared through Redis, and purged from the proxy, in a cluster).
 */
export const expireBlog: TaskConfig<'expireBlog'> = {
  slug: 'expireBlog',
  label: 'Expire the blog cache',
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [{ name: 'slugs', type: 'text', hasMany: true }],
  outputSchema: [{ name: 'cache', type: 'text' }],
  handler: async ({ input }) => {
    const { cache } = await expireBlogNow(input.slugs ?? [])
    return { output: { cache } }
  },
}
