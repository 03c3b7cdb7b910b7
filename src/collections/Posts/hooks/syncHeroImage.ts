import type { CollectionBeforeChangeHook } from 'payload'

import { findMediaByUrl } from '../richText'

const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value

/**
 * /cms picks the hero image from Media (`heroMedia`); the dashboard and the public API speak a URL
 * (`heroImage`). A pick in /cms writes its URL; a URL from the dashboard that serves a Media file
 * selects that file, and any other URL (a hosted image, a data URI) clears the pick.
 */
export const syncHeroImage: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const { payload } = req
  const picked = idOf(data.heroMedia)
  const pickChanged =
    data.heroMedia !== undefined &&
    String(picked ?? '') !== String(idOf(originalDoc?.heroMedia) ?? '')
  if (pickChanged) {
    if (picked === null || picked === undefined || picked === '') {
      data.heroImage = null
      return data
    }
    const media = await payload.findByID({
      collection: 'media',
      id: picked as number,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    data.heroImage = media?.url ?? null
    return data
  }
  const url: unknown = data.heroImage !== undefined ? data.heroImage : originalDoc?.heroImage
  const urlChanged = data.heroImage !== undefined && data.heroImage !== originalDoc?.heroImage
  if (urlChanged || (url && !originalDoc?.heroMedia)) {
    const media = typeof url === 'string' && url ? await findMediaByUrl(payload, url) : null
    data.heroMedia = media?.id ?? null
  }
  return data
}
