import type { Access, CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { readAccess, readVersionsAccess } from '@/access/readAccess'
import { checkMonitorEmail } from '@/lib/validation/aiMonitor'

/** Monitors come only from the double opt-in sign-up, never from REST or the panel. */
const nobody: Access = () => false

/**
 * Weekly re-checks of a domain for one email address (the "Email me when this changes" form
 * under the checker's results). `pending` until the address confirms; the scheduled task re-checks
 * `confirmed` ones and emails when the result got worse. What the checker found is written by
 * the task, so it is read-only in the panel; the administrator may change the status.
 */
export const Monitors: CollectionConfig = {
  slug: 'monitors',
  labels: { singular: 'Visibility monitor', plural: 'Visibility monitors' },
  admin: {
    group: 'AI visibility',
    useAsTitle: 'domain',
    defaultColumns: ['domain', 'email', 'status', 'lastScore', 'lastCheckedAt'],
    description:
      'Weekly re-checks of a domain, emailed to an address that confirmed. Created by the sign-up form only.',
  },
  defaultSort: '-createdAt',
  access: {
    create: nobody,
    read: readAccess(),
    readVersions: readVersionsAccess,
    update: authenticated,
    delete: authenticated,
  },
  // One monitor per domain and address: a repeated sign-up finds the one there is.
  indexes: [{ fields: ['domain', 'email'], unique: true }],
  fields: [
    {
      name: 'domain',
      type: 'text',
      required: true,
      maxLength: 300,
      admin: { readOnly: true, description: 'As the checker normalised it.' },
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      admin: { readOnly: true },
      validate: (value: unknown) => checkMonitorEmail(value),
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
        ],
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Waiting for confirmation', value: 'pending' },
        { label: 'Confirmed', value: 'confirmed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
    },
    {
      name: 'confirmedAt',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'confirmationSentAt',
      type: 'date',
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'When the last confirmation email went out. A sign-up repeated within the hour sends no other.',
      },
    },
    {
      name: 'lastScore',
      type: 'number',
      min: 0,
      max: 100,
      admin: { readOnly: true },
    },
    {
      name: 'lastCheckedAt',
      type: 'date',
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastResult',
      type: 'json',
      admin: {
        readOnly: true,
        description: 'The last check in brief: the status of each check and the refused crawlers.',
      },
    },
    {
      name: 'lastError',
      type: 'text',
      admin: { readOnly: true, description: 'Why the last re-check could not run, if it failed.' },
    },
    {
      name: 'lastAlertAt',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
