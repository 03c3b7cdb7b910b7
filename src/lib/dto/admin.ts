import type { MessageStatus } from '@/lib/validation/contactMessage'
import type { PostStatus } from '@/lib/validation/post'

/**
 * What the dashboard API answers and the dashboard reads: shared by the data layer that builds
 * these objects and the dashboard's components.
 */

/**
 * Set (true) in the 409 answer to a save from an editor opened before the post's newer draft
 * was saved: the save would have written over a draft its editor never showed.
 */
export const STALE_SAVE_FLAG = 'staleSave'

/** A post as the administrator edits it; `content` is the Markdown as saved. */
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
  /**
   * The post is live and has a newer version that is not (an edit saved as a draft in /cms, or
   * by the dashboard while that draft was pending). The other fields are that newer version's.
   */
  unpublishedChanges: boolean
}

export { MESSAGE_STATUSES, type MessageStatus } from '@/lib/validation/contactMessage'

/** What the administrator sees in place of an empty company. */
export const COMPANY_NOT_PROVIDED = 'Not provided'

/** A contact message as the administrator reads it. */
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

/** The logged-in administrator. */
export type AdminUser = { id: number; name: string; email: string }
