import type { CollectionBeforeOperationHook, FieldHook } from 'payload'

/**
 * Writers that still send `status` (draft | published) get Payload's `_status`: publishing and
 * unpublishing are Payload's own. `_status`, when sent too, wins.
 */
export const statusFromLegacyField: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = args.data as Record<string, unknown> | undefined
  if (
    data &&
    data._status === undefined &&
    (data.status === 'draft' || data.status === 'published')
  ) {
    data._status = data.status
  }
  if (data) delete data.status
  return args
}

export const statusOfPublishedVersion: FieldHook = ({ siblingData }) =>
  (siblingData as { _status?: string })._status ?? 'draft'
