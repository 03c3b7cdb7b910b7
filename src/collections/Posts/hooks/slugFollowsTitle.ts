import type { FieldHook } from 'payload'

import { slugFromTitle } from '@/lib/slug'
import type { Post } from '@/payload-types'

import { isDraftSave } from '../rules'
import { wasEverPublished } from '../everPublished'

/**
 * The slug: as given, or made from the title when none is given. While a post has never been
 * published and its slug is still the one its title made (nobody typed one), a draft save that
 * changes the title makes the slug again, so that a slug made from a first, too long or
 * mistyped title does not stay once the title is put right, nor one from a title typed and
 * cleared again. A published post's slug is an address and changes only when someone changes it.
 */
export const slugFollowsTitle: FieldHook<Post, string | null | undefined> = async ({
  value,
  data,
  originalDoc,
  operation,
  req,
}) => {
  const title = typeof data?.title === 'string' ? data.title : undefined
  if (typeof value !== 'string' || value.trim() === '') {
    return title === undefined ? value : slugFromTitle(title)
  }
  const slug = value.trim()
  const before = originalDoc
  if (
    operation !== 'update' ||
    !before ||
    title === undefined ||
    title === before.title ||
    slug !== before.slug ||
    slug !== slugFromTitle(before.title ?? '') ||
    !isDraftSave(req)
  ) {
    return slug
  }
  const made = slugFromTitle(title)
  if (made === slug || (await wasEverPublished(req, before.id))) return slug
  // A title cleared takes its slug with it (a draft may have none), so that the next title makes
  // one again; null, since drafts without a slug must not collide as equal empty strings.
  return made === '' ? null : made
}
