import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { ApiError } from '@/lib/http/errors'
import { checkImageUpload } from '@/lib/imageSafety'

/**
 * Every upload, whether from the dashboard, Payload's REST API or the /cms panel (GraphQL takes
 * no files), meets the same policy before Payload looks at the file: at most 5 MB, a raster
 * type proven by its bytes, at most 40 megapixels, no HTML or script text inside
 * (lib/imageSafety.ts). The detected type then decides the stored type and extension, whatever
 * the file was called or declared: `photo.html` holding a PNG is stored as `photo.png`.
 */
export const refuseUnsafeImage: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file?.data) return args
  // An anonymous request is refused by access control next; it gets no image parsing first.
  if (!req.user && (args as { overrideAccess?: boolean }).overrideAccess === false) return args
  let checked: Awaited<ReturnType<typeof checkImageUpload>>
  try {
    checked = await checkImageUpload(file.data)
  } catch (error) {
    if (error instanceof ApiError) throw new APIError(error.message, error.status, undefined, true)
    throw error
  }
  const base = (file.name ?? '').replace(/\.[^.]*$/, '') || 'image'
  file.mimetype = checked.mimeType
  file.name = `${base}.${checked.extension}`
  file.size = file.data.byteLength
  return args
}
