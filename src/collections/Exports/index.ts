import { importExportPlugin } from '@payloadcms/plugin-import-export'
import {
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Endpoint,
  type Field,
  Forbidden,
  type PayloadHandler,
  type PayloadRequest,
  type Plugin,
} from 'payload'

import { authenticated } from '@/access/authenticated'
import { readAccess } from '@/access/readAccess'

import { EXPORTABLE_COLLECTIONS, isExportable } from './columns'
import { neutralizeFormulas, quoteEveryField } from './csvSafety'

const nobody = () => false

/** Payload's own answer shape, with the `message` every 4xx of ours carries. */
const refusal = (status: number, message: string) =>
  Response.json({ message, errors: [{ message }] }, { status })

/** Payload's own answer to a request its access rules refuse. */
const forbidden = () => refusal(403, 'You are not allowed to perform this action.')

/**
 * Leads and sign-ups leave as CSV, built while the administrator waits (they are a few rows),
 * with every cell that a spreadsheet would run neutralised (csvSafety.ts). The export drawer
 * downloads; nothing is stored.
 */
const CSV_EXPORT = {
  format: 'csv',
  disableJobsQueue: true,
  disableSave: true,
  hooks: { before: neutralizeFormulas },
} as const

const EXPORTABLE_NAMES = 'contact messages and waitlist entries'

/**
 * What the download and preview endpoints accept: a collection of EXPORTABLE_COLLECTIONS, as
 * CSV. The plugin itself would export any collection the administrator can read (its
 * administrators and jobs included) and write JSON for a request that names no format.
 */
function refuseExportRequest(data: unknown): string | null {
  const request = (data ?? {}) as { collectionSlug?: unknown; format?: unknown }
  if (!isExportable(request.collectionSlug)) return `Only ${EXPORTABLE_NAMES} can be exported.`
  if (request.format !== 'csv') return 'Exports are CSV files: set format to "csv".'
  return null
}

/** A request body this small is an export request; a larger one is not. */
const MAX_REQUEST_BYTES = 64 * 1024

/**
 * The plugin's endpoints (download, preview) are guarded neither by the collection's access nor
 * by a list of collections: they answer 403 to anyone not signed in, 415 to a body that is not
 * JSON, 400 to a collection outside the list or a format other than CSV, and the download's CSV
 * is written again with every field quoted.
 */
const guardEndpoint =
  (endpoint: Endpoint): PayloadHandler =>
  async (req: PayloadRequest) => {
    if (!req.user) return forbidden()
    if (!/^application\/json\b/i.test(req.headers.get('content-type') ?? '')) {
      return refusal(415, 'Export requests are JSON.')
    }
    const text = (await req.text?.()) ?? ''
    if (Buffer.byteLength(text) > MAX_REQUEST_BYTES) {
      return refusal(413, 'The export request is too large.')
    }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return refusal(400, 'The export request must be JSON.')
    }
    const fields = endpoint.path === '/download' ? (body as { data?: unknown })?.data : body
    const refused = refuseExportRequest(fields)
    if (refused) return refusal(400, refused)
    // The plugin reads the body itself: it gets what was read here.
    req.text = () => Promise.resolve(text)
    req.json = () => Promise.resolve(body)
    const response = await endpoint.handler(req)
    const csv = /^text\/csv\b/i.test(response.headers.get('content-type') ?? '')
    if (endpoint.path !== '/download' || !response.ok || !csv || !response.body) return response
    return new Response(quoteEveryField(response.body), {
      status: response.status,
      headers: response.headers,
    })
  }

export const STORED_EXPORT_MESSAGE =
  'Exports are downloaded from the Export menu of a list in /cms; they are not stored.'

/**
 * Exports are downloaded, never stored: a stored export (a create through REST) would be a
 * second way out that the download's quoting does not cover, and the drawer never makes one.
 * An anonymous create is refused as access would refuse it (the plugin builds the file in this
 * hook's place, before Payload checks access).
 */
const refuseStoredExports: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation !== 'create') return
  const refused = new Forbidden(req.t)
  // A Forbidden, logged as the refusal it is (at info, without a stack).
  if (req.user) refused.message = STORED_EXPORT_MESSAGE
  throw refused
}

/**
 * The drawer's fields: the limit starts empty (every row) instead of the list's page size, and
 * "Fields to export" starts from the collection's columns (ExportColumns.client.tsx), which
 * also titles the drawer.
 */
function drawerFields(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if ('fields' in field && Array.isArray(field.fields)) {
      return Object.assign({}, field, { fields: drawerFields(field.fields) })
    }
    if (!('name' in field)) return field
    if (field.name === 'limit') {
      const { Field: _fromList, ...components } = field.admin?.components ?? {}
      return withComponents(field, components)
    }
    if (field.name === 'fields') {
      return withComponents(field, {
        ...field.admin?.components,
        Field: {
          path: '/collections/Exports/ExportColumns.client#ExportColumns',
          clientProps: { columns: EXPORTABLE_COLLECTIONS },
        },
      })
    }
    return field
  })
}

/**
 * A copy of `field` with its admin components replaced. Object.assign keeps the field's own type:
 * a spread of Payload's field union, compared with that union again, costs the type checker
 * close to a minute.
 */
function withComponents(field: Field, components: object): Field {
  const { admin } = field as { admin?: object }
  return Object.assign({}, field, { admin: { ...admin, components } })
}

/**
 * The `exports` collection drives the export drawer: the administrators' alone, at every door.
 */
function guardExports({ collection }: { collection: CollectionConfig }): CollectionConfig {
  return {
    ...collection,
    access: {
      read: readAccess(),
      // The drawer is this collection's create form: it needs the permission to be editable.
      create: authenticated,
      update: nobody,
      delete: authenticated,
      readVersions: nobody,
    },
    fields: drawerFields(collection.fields),
    endpoints: (collection.endpoints || []).map((endpoint): Endpoint => ({
      ...endpoint,
      handler: guardEndpoint(endpoint),
    })),
    hooks: {
      ...collection.hooks,
      beforeOperation: [refuseStoredExports, ...(collection.hooks?.beforeOperation ?? [])],
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
