import { z } from 'zod'

import './zod'

import { checkImageDataUri, isDataUri } from '@/lib/images'
import { SLUG_PATTERN, slugify } from '@/lib/slug'

/**
 * The post editor's one schema, in two shapes over the same rules:
 * `postFormSchema` for the form (tags as one comma-separated line, publishedAt from a
 * datetime-local input) and `postBodySchema` for the JSON body the handlers accept.
 */
export const POST_STATUSES = ['draft', 'published'] as const
export type PostStatus = (typeof POST_STATUSES)[number]
export const DEFAULT_READ_TIME = 5
export const MAX_TAGS = 20

const title = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Keep the title under 200 characters')
const slug = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(120, 'Keep the slug under 120 characters')
  .regex(SLUG_PATTERN, 'Use lowercase letters a–z, digits and single hyphens only')
// Content is Markdown kept byte for byte: checked, never trimmed.
const content = z
  .string({ error: 'Content is required' })
  .max(200_000, 'Content is too long')
  .refine((value) => value.trim().length > 0, 'Content is required')
const readTime = z
  .number({ error: 'Read time must be a number' })
  .int('Read time must be a whole number of minutes')
  .min(1, 'Read time must be at least 1 minute')
  .max(600, 'Read time must be at most 600 minutes')
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

const excerpt = z.string().trim().max(500, 'Keep the excerpt under 500 characters')
const category = z.string().trim().max(80, 'Keep the category under 80 characters')
const metaTitle = z.string().trim().max(200, 'Keep the meta title under 200 characters')
const metaDescription = z.string().trim().max(500, 'Keep the meta description under 500 characters')
const tag = z.string().trim().min(1).max(50, 'Keep each tag under 50 characters')

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
  tags: z.array(tag).max(MAX_TAGS, `Use at most ${MAX_TAGS} tags`).nullish(),
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
    .refine((line) => parseTags(line).length <= MAX_TAGS, `Use at most ${MAX_TAGS} tags`)
    .refine(
      (line) => parseTags(line).every((piece) => piece.length <= 50),
      'Keep each tag under 50 characters',
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
