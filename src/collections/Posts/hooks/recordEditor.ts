import type { CollectionBeforeChangeHook, RelationshipField } from 'payload'

import type { Post } from '@/payload-types'

/**
 * The administrator who saved this version of the post. Versions copy every field, so each one
 * keeps its own; /cms's Versions tab shows it. Read-only in the panel: the hook below writes it.
 */
export const EDITOR_FIELD: RelationshipField = {
  name: 'editedBy',
  label: 'Saved by',
  type: 'relationship',
  relationTo: 'admins',
  maxDepth: 1,
  admin: { position: 'sidebar', readOnly: true },
}

/**
 * Sets `editedBy` to the signed-in administrator on every save: /cms, the dashboard and REST.
 * A save without one (a scheduled publish run by the job runner, the seed) keeps the value of
 * the version it starts from, the editor who prepared it.
 */
export const recordEditor: CollectionBeforeChangeHook<Post> = ({ data, req }) => {
  const user = req.user
  if (user?.collection === 'admins') data.editedBy = user.id
  return data
}
