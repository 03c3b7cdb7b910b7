import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  Field,
  FieldHook,
} from 'payload'

import { authenticated } from '@/access/authenticated'
import { readAccess, readVersionsAccess } from '@/access/readAccess'
import { encodeNonAscii, normalizePath } from '@/lib/redirects/paths'
import { CACHE_TAGS, expire } from '@/lib/revalidate'

import type { Redirect } from '@/payload-types'

import { type CheckOptions, checkFrom, checkTo } from './checks'

/**
 * A saved redirect answers at once: the cached list of redirects expires, and with it every
 * page that looked an address up in it (a cached "not found" at its old address included).
 * A redirect a job writes (a scheduled publish that renames a post) has no request to expire
 * in; the post's own expiry, queued for after the commit, clears the list then, as it is tagged
 * with posts too.
 */
const afterChange: CollectionAfterChangeHook<Redirect> = ({ doc, context }) => {
  if (!context.disableRevalidate) expire([CACHE_TAGS.redirects])
  return doc
}

const afterDelete: CollectionAfterDeleteHook<Redirect> = ({ doc, context }) => {
  if (!context.disableRevalidate) expire([CACHE_TAGS.redirects])
  return doc
}

/** Trimmed, and characters beyond ASCII percent-encoded: a target goes out as a header. */
const asHeaderValue: FieldHook = ({ value }) =>
  typeof value === 'string' ? encodeNonAscii(value.trim()) : value

/** The plugin's fields, with addresses checked and `from` stored in one spelling. */
function withChecks(defaultFields: Field[]): Field[] {
  return defaultFields.map((field) => {
    if (!('name' in field)) return field
    if (field.name === 'from' && field.type === 'text') {
      return {
        ...field,
        admin: {
          description:
            'The old address, a path on this site: /old-page. Not a page the site has (a page or a published post): a page always wins over a redirect, so such a redirect is refused.',
        },
        hooks: {
          beforeValidate: [
            ({ value }) => (typeof value === 'string' ? normalizePath(value) : value),
          ],
        },
        validate: (value: unknown, options: CheckOptions) => checkFrom(value, options),
      }
    }
    if (field.name === 'to' && field.type === 'group') {
      return {
        ...field,
        fields: field.fields.map((sub) => {
          if (!('name' in sub)) return sub
          if (sub.name === 'type' && sub.type === 'radio') return { ...sub, defaultValue: 'custom' }
          if (sub.name === 'reference' && sub.type === 'relationship') {
            // The relationship's admin options are a union the spread cannot narrow.
            const admin = {
              ...sub.admin,
              description:
                "Leads to the post's current address while it is published; until then the old address answers 404.",
            } as typeof sub.admin
            return { ...sub, admin } as Field
          }
          if (sub.name === 'url' && sub.type === 'text') {
            return {
              ...sub,
              label: 'Address',
              admin: {
                ...sub.admin,
                description:
                  'A path on this site (/blog) or a full address (https://…), without a backslash, user@ or spaces.',
                // In the list, a redirect to a post shows the post's address here.
                components: { Cell: '@/components/cms/RedirectTargetCell#RedirectTargetCell' },
              },
              hooks: { beforeValidate: [asHeaderValue] },
              validate: (value: unknown, options: CheckOptions) => checkTo(value, options),
            }
          }
          return sub
        }),
      }
    }
    return field
  })
}

/**
 * Payload's redirects plugin: editors keep old addresses alive from /cms. Only the
 * administrator reads or writes the list; the site reads it through the Local API.
 */
export const redirects = redirectsPlugin({
  collections: ['posts'],
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    access: {
      read: readAccess(),
      readVersions: readVersionsAccess,
      create: authenticated,
      update: authenticated,
      delete: authenticated,
    },
    admin: {
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'to.url', 'updatedAt'],
      description:
        'Old addresses that answer with a permanent redirect (308) to a new one. A page always wins, so a redirect from a page the site has is refused. A post whose published slug changes keeps its old address here, leading to the post.',
    },
    hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
    fields: ({ defaultFields }) => withChecks(defaultFields),
  },
})
