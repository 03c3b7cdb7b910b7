import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { publishedOrAuthenticated } from '@/access/publishedOrAuthenticated'
import { MAX_HERO_IMAGE_LENGTH } from '@/lib/images'
import { SLUG_PATTERN, slugify } from '@/lib/slug'
import { DEFAULT_READ_TIME, POST_STATUSES } from '@/lib/validation/post'

import { renderContent } from './hooks/renderContent'
import { revalidateDeletedPost, revalidatePost } from './hooks/revalidatePost'
import { schedulePublication } from './hooks/schedulePublication'
import { setPublishedAt } from './hooks/setPublishedAt'
import { syncBody } from './hooks/syncBody'
import { syncHeroImage } from './hooks/syncHeroImage'
import { BODY_FIELD, postBodyEditor } from './richText'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'publishedAt', 'updatedAt'],
  },
  defaultSort: '-createdAt',
  access: {
    read: publishedOrAuthenticated,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  hooks: {
    beforeChange: [syncBody, syncHeroImage, renderContent, setPublishedAt],
    afterChange: [revalidatePost, schedulePublication],
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
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: POST_STATUSES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
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
        description: 'Set on first publish. A future time schedules the post.',
      },
    },
    {
      name: 'author',
      type: 'group',
      fields: [{ name: 'name', type: 'text', defaultValue: 'Admin' }],
    },
  ],
}
