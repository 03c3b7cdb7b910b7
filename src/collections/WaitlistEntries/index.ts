import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { readAccess, readVersionsAccess } from '@/access/readAccess'
import { checkWaitlistEmail, checkWaitlistName } from '@/lib/validation/waitlist'

import { queueWaitlistEmails } from './hooks/queueWaitlistEmails'

/** Sign-ups for the upcoming AI search platform. Emails are stored lowercased, so unique in any case. */
export const WaitlistEntries: CollectionConfig = {
  slug: 'waitlist-entries',
  labels: { singular: 'Waitlist entry', plural: 'Waitlist entries' },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'createdAt'] },
  defaultSort: '-createdAt',
  hooks: { afterChange: [queueWaitlistEmails] },
  access: {
    create: authenticated,
    read: readAccess(),
    readVersions: readVersionsAccess,
    // A sign-up is what the person typed, and its emails went out on creation: administrators
    // read, export and delete entries, they do not rewrite them.
    update: () => false,
    delete: authenticated,
  },
  fields: [
    // The form's rules (lib/validation/waitlist.ts), for entries written through REST or /cms too.
    {
      name: 'name',
      type: 'text',
      required: true,
      validate: (value: unknown) => checkWaitlistName(value),
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      validate: (value: unknown) => checkWaitlistEmail(value),
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
        ],
      },
    },
  ],
}
