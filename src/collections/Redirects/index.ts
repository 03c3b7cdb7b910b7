import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  Field,
  FieldHook,
} from 'payload'

import { authenticated } from '@/access/authenticated'
import { normalizePath, validateFrom, validateTo } from '@/lib/redirects/paths'
import { CACHE_TAGS, expire } from '@/lib/revalidate'

import type { Redirect } from '@/payload-types'

type RedirectDoc = Pick<Redirect, 'from'>

/**
 * A saved redirect answers at once: the cached list of redirects and the pages at its old
 * address (a cached 404) expire, and through them the caching proxy is purged.
 */
const expireRedirects = (...froms: (string | null | undefined)[]) =>
  expire({
    tags: [CACHE_TAGS.redirects],
    paths: froms.filter((from): from is string => Boolean(from)),
  })

const afterChange: CollectionAfterChangeHook<Redirect> = ({ doc, previousDoc, context }) => {
  if (!context.disableRevalidate) expireRedirects(doc.from, previousDoc?.from)
  return doc
}

const afterDelete: CollectionAfterDeleteHook<Redirect> = ({ doc, context }) => {
  if (!context.disableRevalidate) expireRedirects(doc?.from)
  return doc
}

const trimmed: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim() : value)

/** The plugin's fields, with addresses checked and `from` stored in one spelling. */
function withChecks(defaultFields: Field[]): Field[] {
  return defaultFields.map((field) => {
    if (!('name' in field)) return field
    if (field.name === 'from' && field.type === 'text') {
      return {
        ...field,
        admin: { description: 'The old address, a path on this site: /old-page.' },
        hooks: {
          beforeValidate: [
            ({ value }) => (typeof value === 'string' ? normalizePath(value) : value),
          ],
        },
        validate: (value: unknown) => validateFrom(value),
      }
    }
    if (field.name === 'to' && field.type === 'group') {
      return {
        ...field,
        fields: field.fields.map((sub) => {
          if (!('name' in sub)) return sub
          if (sub.name === 'type' && sub.type === 'radio') return { ...sub, defaultValue: 'custom' }
          if (sub.name === 'url' && sub.type === 'text') {
            return {
              ...sub,
              label: 'Address',
              admin: {
                ...sub.admin,
                description: 'A path on this site (/blog) or a full address (https://…).',
              },
              hooks: { beforeValidate: [trimmed] },
              validate: (value: unknown, { data }: { data: unknown }) =>
                validateTo(value, (data as RedirectDoc | undefined)?.from),
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
      read: authenticated,
      create: authenticated,
      update: authenticated,
      delete: authenticated,
    },
    admin: {
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'to.url', 'updatedAt'],
      description:
        'Old addresses that answer with a permanent redirect (308). A redirect applies only where the site has no page of its own at that address.',
    },
    hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
    fields: ({ defaultFields }) => withChecks(defaultFields),
  },
})
