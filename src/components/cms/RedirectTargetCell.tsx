import type { DefaultServerCellComponentProps } from 'payload'

import type { Redirect } from '@/payload-types'

/**
 * The redirects list's "Address" column. A redirect to a post (what a renamed post leaves
 * behind) has no address of its own, which Payload shows as "<No Address>": this shows the
 * address it leads to, the post's own, and says when that post is not on the site (the
 * redirect then answers 404).
 */
export async function RedirectTargetCell({
  cellData,
  rowData,
  payload,
}: DefaultServerCellComponentProps) {
  const to = (rowData as Redirect).to
  if (to?.type !== 'reference') return <span>{typeof cellData === 'string' ? cellData : ''}</span>
  const value = to.reference?.value
  const id = typeof value === 'object' && value !== null ? value.id : value
  const { docs } =
    typeof id === 'number'
      ? await payload.find({
          collection: 'posts',
          where: { id: { equals: id } },
          select: { slug: true, _status: true, deletedAt: true },
          depth: 0,
          limit: 1,
          trash: true,
          overrideAccess: true,
        })
      : { docs: [] }
  const post = docs[0]
  if (!post) return <span>A post deleted for good (answers 404)</span>
  const live = post._status === 'published' && !post.deletedAt
  return (
    <span>
      /blog/{post.slug}
      {live
        ? ''
        : post.deletedAt
          ? ' (post in the trash: answers 404)'
          : ' (post not published: answers 404)'}
    </span>
  )
}
