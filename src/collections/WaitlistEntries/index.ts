import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'

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
    { name: 'name', type: 'text', required: true },
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
        ],
      },
    },
  ],
}
