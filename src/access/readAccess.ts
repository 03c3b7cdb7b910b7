import type { Access, AccessArgs, Where } from 'payload'

/** What a visitor may read of a collection: a filter, or `false` for nothing. */
export type VisitorScope = (args: AccessArgs) => Where | false | Promise<Where | false>

/** Documents outside Payload's trash. */
export const NOT_TRASHED: Where = { deletedAt: { exists: false } }

/**
 * The read rule of every collection and global, closed by default. A signed-in editor reads
 * everything, the trash, drafts and versions included, as /cms shows them. Anyone else reads
 * nothing through Payload's own doors (REST lists, by id, `/versions`, `/count`, `depth`,
 * `select`, `populate`, joins, whatever `trash=true`, `draft=true` or a `where` on `deletedAt`
 * asks), unless the collection names a visitor scope, and even then never a trashed document:
 * for a collection with `trash`, the scope is narrowed to documents outside it. Public pages
 * and the site's own API read through src/data (Local API, `overrideAccess`), which decides
 * what is published there.
 */
export function readAccess({
  visitors,
  trash = false,
}: { visitors?: VisitorScope; trash?: boolean } = {}): Access {
  return async (args) => {
    if (args.req.user) return true
    if (!visitors) return false
    const scope = await visitors(args)
    if (scope === false) return false
    return trash ? { and: [scope, NOT_TRASHED] } : scope
  }
}

/** Versions (drafts, autosaves, the history) are for editors only. */
export const readVersionsAccess: Access = ({ req: { user } }) => Boolean(user)
