import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { readAccess, readVersionsAccess } from '@/access/readAccess'
import { env } from '@/env'

import {
  bumpKnownDeviceOnPasswordChange,
  bumpKnownDeviceOnReset,
  clearLoginThrottle,
  dropSuppressedReset,
  throttleAuthOperations,
} from './throttle'

export const Admins: CollectionConfig = {
  slug: 'admins',
  labels: { singular: 'Administrator', plural: 'Administrators' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'createdAt'] },
  auth: {
    // No lock on the account itself: anyone could keep the owner out with five wrong passwords.
    // Guesses are throttled per client address and per account instead (throttle.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 60 * 60 * 8,
    // Payload's cookie is always HttpOnly, Path=/ and expires with the token. Lax rather than
    // Strict: a link into /cms from an email or another site must open the panel logged in.
    // Secure whenever the public site is https, so the token never travels in clear text.
    cookies: {
      sameSite: 'Lax',
      secure: env().SITE_URL.startsWith('https://'),
    },
  },
  hooks: {
    beforeOperation: [throttleAuthOperations],
    beforeValidate: [bumpKnownDeviceOnReset],
    beforeChange: [dropSuppressedReset, bumpKnownDeviceOnPasswordChange],
    afterLogin: [clearLoginThrottle],
  },
  access: {
    admin: ({ req: { user } }) => Boolean(user),
    create: authenticated,
    read: readAccess(),
    readVersions: readVersionsAccess,
    update: authenticated,
    delete: authenticated,
  },
  fields: [
    // Payload's own email check, the one its login form at /cms applies: an address it refuses
    // could never log in there.
    { name: 'email', type: 'email', required: true, unique: true },
    { name: 'name', type: 'text', required: true, defaultValue: 'Admin' },
    {
      // Carried by this administrator's known-device cookies (lib/http/knownDevice.ts); a
      // password change moves it on, which voids them all. Never shown or set by hand.
      name: 'knownDeviceVersion',
      type: 'number',
      defaultValue: 1,
      hidden: true,
    },
  ],
}
