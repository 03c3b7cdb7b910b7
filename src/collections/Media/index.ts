import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { readVersionsAccess } from '@/access/readAccess'
import { env } from '@/env'
import { IMAGE_MIME_TYPES } from '@/lib/images'

import { readMedia } from './access/readMedia'
import { missingFileNotFound } from './handlers/missingFileNotFound'
import { refuseUnsafeImage } from './hooks/refuseUnsafeImage'
import { relativeFileUrls } from './hooks/relativeFileUrls'

export const mediaDir = () => {
  const dir = env().MEDIA_DIR
  return dir
    ? path.resolve(/* turbopackIgnore: true */ dir)
    : path.join(process.cwd(), '.data', 'media')
}

export const Media: CollectionConfig = {
  slug: 'media',
  access: {
    read: readMedia,
    readVersions: readVersionsAccess,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  admin: {
    useAsTitle: 'filename',
    // The storage adapter's own columns (prefix, object key) are left out: they say nothing to
    // an editor.
    defaultColumns: ['filename', 'alt', 'folder', 'updatedAt'],
  },
  // Editors sort uploads into folders, and a delete moves a file to the trash first: /cms
  // restores it or deletes it (and its file) for good.
  folders: true,
  trash: true,
  upload: {
    staticDir: mediaDir(),
    mimeTypes: [...IMAGE_MIME_TYPES],
    // Files are served with a long cache life; names are unique per upload.
    cacheTags: true,
    handlers: [missingFileNotFound(mediaDir)],
  },
  hooks: { beforeOperation: [refuseUnsafeImage], afterRead: [relativeFileUrls] },
  fields: [{ name: 'alt', type: 'text' }],
}
