import fs from 'node:fs/promises'
import path from 'node:path'

import type { UploadConfig } from 'payload'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * A request for a file that is not on disk (a mistyped or deleted name) answers 404; Payload's
 * own file server answers 500 'Something went wrong.' for it. Only for files on the local disk:
 * with cloud storage (disableLocalStorage) the storage's handler answers.
 */
export function missingFileNotFound(staticDir: () => string): FileHandler {
  return (req, { params }) => {
    const upload = req.payload.collections.media?.config.upload
    if (!upload || upload.disableLocalStorage) return
    const directory = path.resolve(staticDir())
    const file = path.resolve(directory, params.filename)
    if (!file.startsWith(directory + path.sep)) return
    // Payload's type allows Promise<Response> or Promise<void>; it checks for a Response.
    return fs.stat(file).then(
      () => undefined,
      () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 }),
    ) as Promise<Response>
  }
}
