import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { publishedOrAuthenticated } from '@/access/publishedOrAuthenticated'
import { MAX_HERO_IMAGE_LENGTH } from '@/lib/images'
import { LIVE_PREVIEW_BREAKPOINTS } from '@/lib/preview/breakpoints'
import { SLUG_PATTERN, slugify } from '@/lib/slug'
import { DEFAULT_READ_TIME, POST_STATUSES } from '@/lib/validation/post'

import { followSlug, rememberSlug } from './hooks/followSlug'
import { keepOldAddress } from './hooks/keepOldAddress'
import { renderContent } from './hooks/renderContent'
import { revalidateDeletedPost, revalidatePost } from './hooks/revalidatePost'
import { holdFuturePublish, queueFuturePublish } from './hooks/scheduleFuturePublish'
import { setPublishedAt } from './hooks/setPublishedAt'
import { statusFromLegacyField, statusOfPublishedVersion } from './hooks/status'
import { syncBody } from './hooks/syncBody'
import { syncHeroImage } from './hooks/syncHeroImage'
import { postPreviewUrl } from './preview'
import { BODY_FIELD, postBodyEditor } from './richText'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'publishedAt', 'updatedAt'],
    // Beside the editor, at the widths visitors read on; it follows each autosave.
    livePreview: { url: postPreviewUrl, breakpoints: LIVE_PREVIEW_BREAKPOINTS },
    preview: (doc, { req }) => postPreviewUrl({ data: doc, req }),
  },
  // Edits in /cms are drafts (saved as the editor types) until Publish; every save is a
  // version that can be compared and restored. Scheduling is Payload's schedulePublish job.
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
    maxPerDoc: 50,
  },
  defaultSort: '-createdAt',
  access: {
    read: publishedOrAuthenticated,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  hooks: {
    beforeOperation: [statusFromLegacyField],
    beforeChange: [
      syncBody,
      syncHeroImage,
      renderContent,
      holdFuturePublish,
      setPublishedAt,
      rememberSlug,
    ],
    afterChange: [revalidatePost, queueFuturePublish, followSlug, keepOldAddress],
    afterDelete: [revalidateDeletedPost],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Lowercase letters, digits and hyphens.' },
      hooks: {
        beforeValidate: [
          ({ value, data }) =>
            typeof value === 'string' && value.trim() !== ''
              ? value.trim()
              : typeof data?.title === 'string'
                ? slugify(data.title)
                : value,
        ],
      },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && SLUG_PATTERN.test(value)
          ? true
          : 'Use lowercase letters a–z, digits and hyphens only.',
    },
    { name: 'excerpt', type: 'textarea' },
    {
      name: BODY_FIELD,
      label: 'Content',
      type: 'richText',
      // Not required here: the dashboard sends Markdown only, and the hook derives this from it.
      // The Markdown below is required, so an empty post is refused either way.
      editor: postBodyEditor,
    },
    {
      // The dashboard's Markdown, kept in step with the rich text by the syncBody hook.
      name: 'content',
      label: 'Content',
      type: 'textarea',
      required: true,
      admin: { hidden: true },
    },
    {
      name: 'contentHtml',
      type: 'textarea',
      admin: { hidden: true, readOnly: true },
    },
    {
      name: 'heroMedia',
      label: 'Hero image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Pick an image from Media or upload one here.' },
    },
    {
      // The URL the dashboard and the public API read; written from the Media pick when there is one.
      name: 'heroImage',
      label: 'Hero image URL',
      type: 'text',
      // Room for an image data URI of up to 5 MB; the column is unbounded varchar.
      maxLength: MAX_HERO_IMAGE_LENGTH,
      admin: {
        condition: (data) => !data?.heroMedia,
        description: 'Or an image hosted elsewhere (https://…).',
      },
    },
    { name: 'category', type: 'text' },
    { name: 'tags', type: 'text', hasMany: true },
    {
      type: 'collapsible',
      label: 'SEO',
      fields: [
        { name: 'metaTitle', type: 'text', admin: { description: 'Defaults to the post title.' } },
        {
          name: 'metaDescription',
          type: 'textarea',
          admin: { description: 'Defaults to the excerpt.' },
        },
      ],
    },
    {
      // The dashboard's draft | published, kept for REST and Local API writers: the same value
      // as Payload's `_status`, of which it is an alias (never stored).
      name: 'status',
      type: 'select',
      virtual: true,
      options: POST_STATUSES.map((value) => ({ label: value, value })),
      admin: { hidden: true },
      hooks: { afterRead: [statusOfPublishedVersion] },
    },
    {
      name: 'readTime',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_READ_TIME,
      min: 1,
      admin: { position: 'sidebar', step: 1, description: 'Minutes.' },
      validate: (value: number | null | undefined) =>
        Number.isInteger(value) && (value as number) >= 1
          ? true
          : 'A whole number of minutes, at least 1.',
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'Set on first publish. Publishing with a future time schedules the post for then.',
      },
    },
    {
      name: 'author',
      type: 'group',
      fields: [{ name: 'name', type: 'text', defaultValue: 'Admin' }],
    },
  ],
}
