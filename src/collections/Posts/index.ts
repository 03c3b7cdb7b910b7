import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { readAccess, readVersionsAccess } from '@/access/readAccess'
import { MAX_HERO_IMAGE_LENGTH } from '@/lib/images'
import { LIVE_PREVIEW_BREAKPOINTS } from '@/lib/preview/breakpoints'
import { DEFAULT_READ_TIME, POST_STATUSES } from '@/lib/validation/post'
import { POST_LIMITS, POST_TEXT_RULES } from '@/lib/validation/postRules'

import { discardEmptyDraft } from './discardEmptyDraft'
import { followSlug, rememberSlug } from './hooks/followSlug'
import { keepOldAddress } from './hooks/keepOldAddress'
import { EDITOR_FIELD, recordEditor } from './hooks/recordEditor'
import { renderContent } from './hooks/renderContent'
import { revalidateDeletedPost, revalidatePost } from './hooks/revalidatePost'
import { holdFuturePublish, queueFuturePublish } from './hooks/scheduleFuturePublish'
import { setPublishedAt } from './hooks/setPublishedAt'
import { slugFollowsTitle } from './hooks/slugFollowsTitle'
import { statusFromLegacyField, statusOfPublishedVersion } from './hooks/status'
import { syncBody } from './hooks/syncBody'
import { syncHeroImage } from './hooks/syncHeroImage'
import { postPreviewUrl } from './preview'
import { BODY_FIELD, postBodyEditor } from './richText'
import {
  bodyRule,
  contentRule,
  limitedText,
  noteDraftSave,
  noteTextField,
  readTimeRule,
  tagsRule,
} from './rules'

/** A field left out of the version compare view. */
const NO_DIFF = '@/components/cms/NoDiff#NoDiff'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'publishedAt', 'updatedAt'],
    // Beside the editor, at the widths visitors read on; it follows each autosave.
    livePreview: { url: postPreviewUrl, breakpoints: LIVE_PREVIEW_BREAKPOINTS },
    preview: (doc, { req }) => postPreviewUrl({ data: doc, req }),
    components: {
      edit: {
        // Deletes a post left empty (typed, then cleared) when the editor leaves it.
        beforeDocumentControls: ['@/components/cms/DiscardEmptyDraft.client#DiscardEmptyDraft'],
        SaveDraftButton: '@/components/cms/SaveFirstDraft.client#SaveFirstDraft',
        PublishButton: '@/components/cms/PublishFirst.client#PublishFirst',
      },
      // Payload's Versions tab, with who saved each version.
      views: {
        edit: {
          versions: { Component: '@/components/cms/VersionsWithEditors#VersionsWithEditors' },
        },
      },
    },
  },
  // Edits in /cms are drafts (saved as the editor types) until Publish; every save is a
  // version that can be compared and restored. Scheduling is Payload's schedulePublish job.
  // Drafts are validated (lengths and patterns; required fields wait for Publish, rules.ts),
  // which also keeps Payload from creating an empty draft when Create New opens: the first
  // save comes once the editor types (SaveFirstDraft).
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: true, validate: true },
    maxPerDoc: 50,
  },
  // A delete, from /cms or the dashboard, moves the post to the trash (deletedAt), from which
  // /cms restores it or deletes it for good. Every read leaves trashed posts out unless it asks.
  trash: true,
  endpoints: [discardEmptyDraft],
  defaultSort: '-createdAt',
  // Editors read every post, draft and trashed ones included; visitors read posts through the
  // site's pages and /api/blog, never through Payload's REST.
  access: {
    read: readAccess(),
    readVersions: readVersionsAccess,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  hooks: {
    beforeOperation: [statusFromLegacyField, noteDraftSave, noteTextField],
    beforeChange: [
      recordEditor,
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
    { name: 'title', type: 'text', required: true, ...limitedText(POST_TEXT_RULES.title) },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Lowercase letters, digits and hyphens.' },
      hooks: { beforeValidate: [slugFollowsTitle] },
      ...limitedText(POST_TEXT_RULES.slug),
    },
    { name: 'excerpt', type: 'textarea', ...limitedText(POST_TEXT_RULES.excerpt) },
    {
      name: BODY_FIELD,
      label: 'Content',
      type: 'richText',
      // Not required here: the dashboard sends Markdown only, and the hook derives this from it.
      // It answers for the Markdown's rules, so /cms shows a missing content on this field.
      editor: postBodyEditor,
      validate: bodyRule,
    },
    {
      // The dashboard's Markdown, kept in step with the rich text by the syncBody hook.
      name: 'content',
      label: 'Content',
      type: 'textarea',
      required: true,
      validate: contentRule,
      // The rich text beside it is made from this Markdown on every save (and the other way
      // round): the version compare view shows the rich text's diff once, not both.
      admin: { hidden: true, components: { Diff: NO_DIFF } },
    },
    {
      name: 'contentHtml',
      type: 'textarea',
      // Rendered from the content on every save: a diff of it repeats the content's.
      admin: { hidden: true, readOnly: true, components: { Diff: NO_DIFF } },
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
    { name: 'category', type: 'text', ...limitedText(POST_TEXT_RULES.category) },
    { name: 'tags', type: 'text', hasMany: true, maxRows: POST_LIMITS.tags, validate: tagsRule },
    {
      type: 'collapsible',
      label: 'SEO',
      fields: [
        {
          name: 'metaTitle',
          type: 'text',
          ...limitedText(POST_TEXT_RULES.metaTitle),
          admin: { description: 'Defaults to the post title.' },
        },
        {
          name: 'metaDescription',
          type: 'textarea',
          ...limitedText(POST_TEXT_RULES.metaDescription),
          admin: { description: 'Defaults to the excerpt.' },
        },
      ],
    },
    {
      // The dashboard's draft | published, kept for REST and Local API writers: the same value
      // as Payload's `_status`, of which it is an alias (never stored). Left out of the version
      // compare view, which would show Payload's Status twice.
      name: 'status',
      type: 'select',
      virtual: true,
      options: POST_STATUSES.map((value) => ({ label: value, value })),
      admin: { hidden: true, components: { Diff: NO_DIFF } },
      hooks: { afterRead: [statusOfPublishedVersion] },
    },
    {
      name: 'readTime',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_READ_TIME,
      min: POST_LIMITS.readTimeMin,
      max: POST_LIMITS.readTimeMax,
      admin: { position: 'sidebar', step: 1, description: 'Minutes.' },
      validate: readTimeRule,
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
    EDITOR_FIELD,
    {
      name: 'author',
      type: 'group',
      fields: [{ name: 'name', type: 'text', defaultValue: 'Admin' }],
    },
  ],
}
