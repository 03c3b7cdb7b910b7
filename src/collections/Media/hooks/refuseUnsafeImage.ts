import { APIError, type CollectionBeforeValidateHook } from 'payload'

import { ApiError } from '@/lib/http/errors'
import { assertSafeImage } from '@/lib/imageSafety'

/**
 * Every upload, whether from the dashboard, Payload's REST API or the /cms panel, passes the same
 * checks: at most 40 megapixels, and no HTML or script text inside the image.
 */
export const refuseUnsafeImage: CollectionBeforeValidateHook = async ({ req, data }) => {
  const file = req.file
  if (file?.data && file.data.byteLength > 0) {
    try {
      await assertSafeImage(file.data)
    } catch (error) {
      if (error instanceof ApiError)
        throw new APIError(error.message, error.status, undefined, true)
      throw error
    }
  }
  return data
}
