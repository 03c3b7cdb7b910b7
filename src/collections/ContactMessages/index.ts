import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { readAccess, readVersionsAccess } from '@/access/readAccess'
import { COMPANY_SIZES, MESSAGE_SOURCES, MESSAGE_STATUSES } from '@/lib/validation/contactMessage'

import { queueTeamNotification } from './hooks/queueTeamNotification'
import {
  companyRule,
  companySizeRule,
  fullNameRule,
  howDidYouHearRule,
  messageRule,
  planInterestRule,
  workEmailRule,
} from './rules'

/** Enquiries from every form. Visitors create them only through POST /api/contact-message. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'workEmail', 'planInterest', 'status', 'createdAt'],
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [queueTeamNotification] },
  access: {
    create: authenticated,
    read: readAccess(),
    readVersions: readVersionsAccess,
    update: authenticated,
    delete: authenticated,
  },
  fields: [
    // Each rule is the form's (rules.ts): the form a message came from decides its minimums.
    { name: 'fullName', type: 'text', required: true, validate: fullNameRule },
    { name: 'workEmail', type: 'email', required: true, validate: workEmailRule },
    { name: 'company', type: 'text', validate: companyRule },
    {
      name: 'companySize',
      type: 'select',
      options: COMPANY_SIZES.map((value) => ({ label: value, value })),
      validate: companySizeRule,
    },
    { name: 'howDidYouHear', type: 'text', validate: howDidYouHearRule },
    { name: 'isAgency', type: 'checkbox', defaultValue: false },
    { name: 'planInterest', type: 'text', validate: planInterestRule },
    { name: 'message', type: 'textarea', validate: messageRule },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: MESSAGE_STATUSES.map((value) => ({ label: value, value })),
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'contact-page',
      options: MESSAGE_SOURCES.map((value) => ({ label: value, value })),
    },
    {
      // Set when every attempt to email the team about this message failed.
      name: 'notificationFailed',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        readOnly: true,
        description: 'The team email about this message could not be sent.',
      },
    },
    {
      // Hash of the content and day (src/data/contactMessages.ts): a resent enquiry is stored once.
      name: 'submissionKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
    },
  ],
}
