import {
  COMPANY_NOT_PROVIDED,
  MESSAGE_STATUSES,
  type AdminMessage,
  type AdminPost,
  type MessageStatus,
} from '@/lib/dto/admin'
import { POST_STATUSES, type PostStatus } from '@/lib/validation/post'

/**
 * The dashboard's lists as it can show them, whatever an instance answers: during a rolling
 * deploy an older or newer server may leave a field out, add one, or send another type. An item
 * without a usable id cannot be acted on and is left out; every other missing field gets the
 * value that shows "nothing here" (no excerpt, no company, no date), never a crash.
 */

type Raw = Record<string, unknown>

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

const textOrNull = (value: unknown): string | null => text(value) || null

/** Dates travel as ISO strings; a number or anything else is no date. */
const date = (value: unknown): string => (typeof value === 'string' ? value : '')

const id = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback

export function toAdminPost(raw: unknown): AdminPost | null {
  if (!isRecord(raw)) return null
  const postId = id(raw.id)
  if (postId === undefined) return null
  const readTime = Number(raw.readTime)
  return {
    id: postId,
    title: text(raw.title) || 'Untitled',
    slug: text(raw.slug),
    excerpt: textOrNull(raw.excerpt),
    content: text(raw.content),
    heroImage: textOrNull(raw.heroImage),
    category: textOrNull(raw.category),
    tags: Array.isArray(raw.tags) ? raw.tags.map(text).filter(Boolean) : [],
    metaTitle: textOrNull(raw.metaTitle),
    metaDescription: textOrNull(raw.metaDescription),
    status: oneOf<PostStatus>(POST_STATUSES, raw.status, 'draft'),
    readTime: Number.isInteger(readTime) && readTime >= 1 ? readTime : 5,
    createdAt: date(raw.createdAt),
    publishedAt: date(raw.publishedAt) || null,
    // Only a clear yes: an older server that does not say reads as no pending draft.
    unpublishedChanges: raw.unpublishedChanges === true,
  }
}

export function toAdminMessage(raw: unknown): AdminMessage | null {
  if (!isRecord(raw)) return null
  const messageId = id(raw.id)
  if (messageId === undefined) return null
  return {
    id: messageId,
    fullName: text(raw.fullName) || text(raw.name),
    workEmail: text(raw.workEmail) || text(raw.email),
    company: text(raw.company) || COMPANY_NOT_PROVIDED,
    planInterest: textOrNull(raw.planInterest),
    message: text(raw.message),
    status: oneOf<MessageStatus>(MESSAGE_STATUSES, raw.status, 'new'),
    createdAt: date(raw.createdAt),
    ...(raw.notificationFailed === true ? { notificationFailed: true as const } : {}),
  }
}

/** The list under `key` of an answer, each item normalised; anything else is an empty list. */
export function listOf<T>(answer: unknown, key: string, toItem: (raw: unknown) => T | null): T[] {
  const list = isRecord(answer) ? answer[key] : undefined
  if (!Array.isArray(list)) return []
  return list.map(toItem).filter((item): item is T => item !== null)
}
