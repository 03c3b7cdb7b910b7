import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/lib/slug'

/**
 * A post's rules, said once: the dashboard's zod schema (./post.ts) and the Posts collection's
 * field validators are both built from these, so every door (the dashboard, /cms, REST, the Local
 * API of seeds and jobs) refuses the same values with the same words. No zod here: the
 * collection's validators call the checks below directly.
 */
export const POST_LIMITS = {
  title: 200,
  slug: SLUG_MAX_LENGTH,
  excerpt: 500,
  category: 80,
  metaTitle: 200,
  metaDescription: 500,
  tag: 50,
  tags: 20,
  content: 200_000,
  readTimeMin: 1,
  readTimeMax: 600,
} as const

export const POST_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Keep the title under ${POST_LIMITS.title} characters`,
  slugRequired: 'Slug is required',
  slugTooLong: `Keep the slug under ${POST_LIMITS.slug} characters`,
  slugPattern: 'Use lowercase letters a–z, digits and single hyphens only',
  contentRequired: 'Content is required',
  contentTooLong: 'Content is too long',
  excerptTooLong: `Keep the excerpt under ${POST_LIMITS.excerpt} characters`,
  categoryTooLong: `Keep the category under ${POST_LIMITS.category} characters`,
  metaTitleTooLong: `Keep the meta title under ${POST_LIMITS.metaTitle} characters`,
  metaDescriptionTooLong: `Keep the meta description under ${POST_LIMITS.metaDescription} characters`,
  tagTooLong: `Keep each tag under ${POST_LIMITS.tag} characters`,
  tooManyTags: `Use at most ${POST_LIMITS.tags} tags`,
  readTimeNumber: 'Read time must be a number',
  readTimeWhole: 'Read time must be a whole number of minutes',
  readTimeMin: `Read time must be at least ${POST_LIMITS.readTimeMin} minute`,
  readTimeMax: `Read time must be at most ${POST_LIMITS.readTimeMax} minutes`,
} as const

/** A text rule: measured after trimming, as the dashboard's form trims before it checks. */
export type TextRule = {
  max: number
  tooLong: string
  required?: string
  pattern?: { regex: RegExp; message: string }
}

export const POST_TEXT_RULES = {
  title: {
    max: POST_LIMITS.title,
    tooLong: POST_MESSAGES.titleTooLong,
    required: POST_MESSAGES.titleRequired,
  },
  slug: {
    max: POST_LIMITS.slug,
    tooLong: POST_MESSAGES.slugTooLong,
    required: POST_MESSAGES.slugRequired,
    pattern: { regex: SLUG_PATTERN, message: POST_MESSAGES.slugPattern },
  },
  excerpt: { max: POST_LIMITS.excerpt, tooLong: POST_MESSAGES.excerptTooLong },
  category: { max: POST_LIMITS.category, tooLong: POST_MESSAGES.categoryTooLong },
  metaTitle: { max: POST_LIMITS.metaTitle, tooLong: POST_MESSAGES.metaTitleTooLong },
  metaDescription: {
    max: POST_LIMITS.metaDescription,
    tooLong: POST_MESSAGES.metaDescriptionTooLong,
  },
} as const satisfies Record<string, TextRule>

/** `true`, or the reason a value breaks the rule. */
export type RuleResult = true | string

/**
 * A text value against its rule. `enforceRequired` is false for a draft, which may be
 * incomplete; lengths and patterns hold for drafts too.
 */
export function checkText(value: unknown, rule: TextRule, enforceRequired: boolean): RuleResult {
  const text = typeof value === 'string' ? value.trim() : ''
  if (text === '') return rule.required && enforceRequired ? rule.required : true
  if (text.length > rule.max) return rule.tooLong
  if (rule.pattern && !rule.pattern.regex.test(text)) return rule.pattern.message
  return true
}

/** Markdown is kept byte for byte, so its length counts untrimmed; blank is empty. */
export function checkContent(value: unknown, enforceRequired: boolean): RuleResult {
  const text = typeof value === 'string' ? value : ''
  if (text.length > POST_LIMITS.content) return POST_MESSAGES.contentTooLong
  if (text.trim() === '') return enforceRequired ? POST_MESSAGES.contentRequired : true
  return true
}

export function checkTags(value: unknown): RuleResult {
  if (value === null || value === undefined) return true
  const tags = Array.isArray(value) ? value : [value]
  if (tags.length > POST_LIMITS.tags) return POST_MESSAGES.tooManyTags
  const tooLong = tags.some((tag) => typeof tag === 'string' && tag.trim().length > POST_LIMITS.tag)
  return tooLong ? POST_MESSAGES.tagTooLong : true
}

export function checkReadTime(value: unknown): RuleResult {
  if (typeof value !== 'number' || Number.isNaN(value)) return POST_MESSAGES.readTimeNumber
  if (!Number.isInteger(value)) return POST_MESSAGES.readTimeWhole
  if (value < POST_LIMITS.readTimeMin) return POST_MESSAGES.readTimeMin
  if (value > POST_LIMITS.readTimeMax) return POST_MESSAGES.readTimeMax
  return true
}
