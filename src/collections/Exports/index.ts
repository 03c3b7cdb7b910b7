import { importExportPlugin } from '@payloadcms/plugin-import-export'
import {
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Endpoint,
  Forbidden,
  type PayloadHandler,
  type Plugin,
} from 'payload'

import { authenticated } from '@/access/authenticated'
import { readAccess } from '@/access/readAccess'

const nobody = () => false

/** Payload's own answer to a request its access rules refuse. */
const forbidden = () =>
  Response.json(
    { errors: [{ message: 'You are not allowed to perform this action.' }] },
    { status: 403 },
  )

/** Leads and sign-ups leave as CSV, built while the administrator waits: they are a few rows. */
const CSV_EXPORT = { format: 'csv', disableJobsQueue: true, disableSave: true } as const

/**
 * The plugin's endpoints (download, preview) are not guarded by the collection's access, and
 * its own check answers an anonymous request 400: they answer 403 to anyone not signed in, as
 * Payload does for its collections.
 */
const forAdministrators =
  (handler: PayloadHandler): PayloadHandler =>
  (req) =>
    req.user ? handler(req) : forbidden()

/**
 * The plugin builds the file in a beforeOperation hook, which runs before Payload checks access:
 * an anonymous create failed there with a 500. It is refused first, as access would refuse it.
 */
const refuseAnonymousCreate: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation === 'create' && !req.user) throw new Forbidden(req.t)
}

/**
 * The `exports` collection holds the export requests (and any file saved from one): the
 * administrators' alone, at every door. Exports are downloaded, never edited.
 */
function guardExports({ collection }: { collection: CollectionConfig }): CollectionConfig {
  return {
    ...collection,
    access: {
      read: readAccess(),
      create: authenticated,
      update: nobody,
      delete: authenticated,
      readVersions: nobody,
    },
    endpoints: (collection.endpoints || []).map((endpoint): Endpoint => ({
      ...endpoint,
      handler: forAdministrators(endpoint.handler),
    })),
    hooks: {
      ...collection.hooks,
      beforeOperation: [refuseAnonymousCreate, ...(collection.hooks?.beforeOperation ?? [])],
    },
  }
}

/**
 * The plugin always adds an `imports` collection. Imports stay off: a contact message or a
 * waitlist entry created from a file would email the team and the people on it, one by one.
 */
function closeImports({ collection }: { collection: CollectionConfig }): CollectionConfig {
  return {
    ...collection,
    access: {
      read: nobody,
      create: nobody,
      update: nobody,
      delete: nobody,
      readVersions: nobody,
    },
    admin: { ...collection.admin, hidden: true },
    endpoints: (collection.endpoints || []).map((endpoint): Endpoint => ({
      ...endpoint,
      handler: () => forbidden(),
    })),
  }
}

/** CSV exports of contact messages and waitlist entries from their lists in /cms. */
export const exportsPlugin: Plugin = importExportPlugin({
  collections: [
    { slug: 'contact-messages', export: CSV_EXPORT, import: false },
    { slug: 'waitlist-entries', export: CSV_EXPORT, import: false },
  ],
  overrideExportCollection: guardExports,
  overrideImportCollection: closeImports,
})
