import { z } from 'zod'

import './zod'

import { checkImageDataUri, isDataUri } from '@/lib/images'
import { slugify } from '@/lib/slug'

import { POST_LIMITS, POST_MESSAGES, POST_TEXT_RULES, type TextRule } from './postRules'

/**
 * The post editor's one schema, in two shapes over the same rules:
 * `postFormSchema` for the form (tags as one comma-separated line, publishedAt from a
 * datetime-local input) and `postBodySchema` for the JSON body the handlers accept.
 */
export const POST_STATUSES = ['draft', 'published'] as const
export type PostStatus = (typeof POST_STATUSES)[number]
export const DEFAULT_READ_TIME = 5
export const MAX_TAGS = POST_LIMITS.tags

const M = POST_MESSAGES

/** A trimmed text built from its rule (postRules.ts), so the Posts collection refuses the same. */
function text(rule: TextRule) {
  let schema = z.string().trim()
  if (rule.required) schema = schema.min(1, rule.required)
  schema = schema.max(rule.max, rule.tooLong)
  return rule.pattern ? schema.regex(rule.pattern.regex, rule.pattern.message) : schema
}

const title = text(POST_TEXT_RULES.title)
const slug = text(POST_TEXT_RULES.slug)
// Content is Markdown kept byte for byte: checked, never trimmed.
const content = z
  .string({ error: M.contentRequired })
  .max(POST_LIMITS.content, M.contentTooLong)
  .refine((value) => value.trim().length > 0, M.contentRequired)
const readTime = z
  .number({ error: M.readTimeNumber })
  .int(M.readTimeWhole)
  .min(POST_LIMITS.readTimeMin, M.readTimeMin)
  .max(POST_LIMITS.readTimeMax, M.readTimeMax)
const status = z.enum(POST_STATUSES, { error: 'Status must be draft or published' })

// A hosted http(s) URL, a path on this site (uploads answer /api/media/file/…) or a base64 data
// URI of an accepted raster type; nothing else (no javascript:, no SVG) reaches an <img src>.
// The server also sniffs a data URI's bytes before saving it.
const isImageUrl = (value: string) =>
  value === '' || /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/\S+$/i.test(value)
const heroImage = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (isDataUri(value)) {
      const checked = checkImageDataUri(value)
      if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.reason })
      return
    }
    if (value.length > 2048) {
      ctx.addIssue({ code: 'custom', message: 'Keep the image URL under 2048 characters' })
    } else if (!isImageUrl(value)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Use an http(s) image URL, an image data URI or upload an image',
      })
    }
  })

const excerpt = text(POST_TEXT_RULES.excerpt)
const category = text(POST_TEXT_RULES.category)
const metaTitle = text(POST_TEXT_RULES.metaTitle)
const metaDescription = text(POST_TEXT_RULES.metaDescription)
const tag = z.string().trim().min(1).max(POST_LIMITS.tag, M.tagTooLong)

/** Tags are split on commas and trimmed; empty pieces are dropped. */
export function parseTags(line: string): string[] {
  return line
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)
}

const optional = <T extends z.ZodType>(schema: T) => schema.nullish()

export const postBodySchema = z.object({
  title,
  slug,
  content,
  excerpt: optional(excerpt),
  heroImage: optional(heroImage),
  category: optional(category),
  tags: z.array(tag).max(MAX_TAGS, M.tooManyTags).nullish(),
  metaTitle: optional(metaTitle),
  metaDescription: optional(metaDescription),
  status: status.default('draft'),
  readTime: readTime.default(DEFAULT_READ_TIME),
  // An ISO time; unset keeps the stored one, null clears it (publish sets it again).
  publishedAt: z.iso
    .datetime({ offset: true, error: 'Published at must be a date and time' })
    .nullish(),
})

export type PostBody = z.infer<typeof postBodySchema>

export const postFormSchema = z.object({
  title,
  slug,
  content,
  excerpt,
  heroImage,
  category,
  tags: z
    .string()
    .refine((line) => parseTags(line).length <= MAX_TAGS, M.tooManyTags)
    .refine(
      (line) => parseTags(line).every((piece) => piece.length <= POST_LIMITS.tag),
      M.tagTooLong,
    ),
  metaTitle,
  metaDescription,
  status,
  readTime,
  // The value of <input type="datetime-local">: '' or 'yyyy-MM-ddTHH:mm', in the browser's zone.
  publishedAt: z
    .string()
    .refine(
      (value) => value === '' || !Number.isNaN(new Date(value).getTime()),
      'Enter a valid date and time',
    ),
})

export type PostFormValues = z.infer<typeof postFormSchema>

export const emptyPostForm: PostFormValues = {
  title: '',
  slug: '',
  content: '',
  excerpt: '',
  heroImage: '',
  category: '',
  tags: '',
  metaTitle: '',
  metaDescription: '',
  status: 'draft',
  readTime: DEFAULT_READ_TIME,
  publishedAt: '',
}

/** A new post's empty slug comes from its title. */
export function slugForNewPost(values: Pick<PostFormValues, 'slug' | 'title'>): string {
  return values.slug.trim() === '' ? slugify(values.title) : values.slug
}

/** The form's values as the handlers' JSON body. Runs in the browser, so datetime-local reads as local time. */
export function formToBody(values: PostFormValues): PostBody {
  return {
    title: values.title,
    slug: values.slug,
    content: values.content,
    excerpt: values.excerpt,
    heroImage: values.heroImage,
    category: values.category,
    tags: parseTags(values.tags),
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    status: values.status,
    readTime: values.readTime,
    publishedAt: values.publishedAt ? new Date(values.publishedAt).toISOString() : null,
  }
}
