import { formatAdminURL } from 'payload/shared'

/**
 * Where and how Payload's edit form would save a new document as a draft, for a save the form
 * did not start itself (the first draft of a post, saved as the editor pauses). Payload 3.90.2
 * builds this action inside its document view (@payloadcms/next views/Document and
 * @payloadcms/ui views/Edit: the collection's REST route with `locale`, `depth=0`,
 * `fallback-locale=null` and `draft=true`) and passes it to no component, so it is rebuilt here
 * with the same query and submitted through the form's own `submit`.
 *
 * Relies on the query Payload's document view sends with a draft save. Checked against payload
 * and @payloadcms/ui 3.90.2. Guarded by "Create New creates nothing until the editor types, then
 * saves the first draft" in tests/e2e/cmsRules.e2e.ts. Goes once the document info (or the form)
 * hands its save action to custom buttons.
 */
export function firstDraftSubmit({
  api,
  collectionSlug,
  locale,
}: {
  api: string
  collectionSlug: string
  locale: string
}) {
  const search = `?locale=${locale}&depth=0&fallback-locale=null&draft=true`
  return {
    action: formatAdminURL({ apiRoute: api, path: `/${collectionSlug}${search}` }),
    method: 'POST' as const,
    overrides: { _status: 'draft' },
    skipValidation: true,
    disableSuccessStatus: true,
  }
}
