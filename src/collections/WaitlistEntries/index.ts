import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
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
    read: authenticated,
    update: authenticated,
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
