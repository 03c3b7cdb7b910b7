import type { PostStatus } from '@/lib/validation/post'

/** Spec §3 'Blog post (administrator edit)': `content` is the Markdown as saved. */
export type AdminPost = {
  id: number
  title: string
  slug: string
  excerpt: string | null
  content: string
  heroImage: string | null
  category: string | null
  tags: string[]
  metaTitle: string | null
  metaDescription: string | null
  status: PostStatus
  readTime: number
  createdAt: string
  publishedAt: string | null
}

import type { MessageStatus } from '@/lib/validation/contactMessage'

export { MESSAGE_STATUSES, type MessageStatus } from '@/lib/validation/contactMessage'

/** What the administrator shows in place of an empty company (spec §3). */
export const COMPANY_NOT_PROVIDED = 'Not provided'

/** Spec §3 'Contact message (as read by the administrator)'. */
export type AdminMessage = {
  id: number
  fullName: string
  workEmail: string
  company: string
  planInterest: string | null
  message: string
  status: MessageStatus
  createdAt: string
  /** Present when every attempt to email the team about this message failed. */
  notificationFailed?: true
}

/** Spec §3 'Administrator'. */
export type AdminUser = { id: number; name: string; email: string }
