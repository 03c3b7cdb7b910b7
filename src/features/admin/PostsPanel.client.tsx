'use client'

import { useState } from 'react'

import { Button, buttonClasses } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { cn } from '@/lib/cn'

import { formatPostDate } from './format'
import { EyeIcon, FileTextIcon, PencilIcon, PlusIcon, TrashIcon } from './icons'
import { CONFIRM_DELETE, DELETE_GOES_TO_TRASH, TOASTS } from './messages'
import { apiRequest, describeError } from './request'
import { LoadingBlock } from './LoadingBlock'
import { UnpublishedChangesChip } from './UnpublishedChanges'
import type { AdminPost } from '@/lib/dto/admin'
import { Spinner } from '@/components/ui/icons'

type Props = {
  posts: AdminPost[] | null
  reload: () => Promise<void>
  onNew: () => void
  onEdit: (post: AdminPost) => void
}

/** The blog tab's list. */
export function PostsPanel({ posts, reload, onNew, onEdit }: Props) {
  return (
    <section aria-labelledby="posts-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="posts-heading" className="text-xl font-semibold text-ink-950">
            Blog Posts
          </h2>
          {posts ? (
            <p className="text-sm text-ink-500">
              {posts.length} {posts.length === 1 ? 'post' : 'posts'}
            </p>
          ) : null}
        </div>
        <Button size="sm" onClick={onNew}>
          <PlusIcon />
          New Post
        </Button>
      </div>

      {posts === null ? (
        <LoadingBlock label="Loading posts..." />
      ) : posts.length === 0 ? (
        <div className="mt-6 rounded-card border border-dashed border-ink-200 bg-white px-6 py-14 text-center">
          <div className="mx-auto grid size-12 place-items-center rounded-full bg-ink-50 text-ink-400">
            <FileTextIcon className="size-6" />
          </div>
          <p className="mt-4 font-semibold text-ink-900">No blog posts yet</p>
          <Button variant="outline" size="sm" className="mt-5" onClick={onNew}>
            Create your first post
          </Button>
        </div>
      ) : (
        <ul className="mt-6 space-y-3">
          {posts.map((post) => (
            <PostRow key={post.id} post={post} reload={reload} onEdit={() => onEdit(post)} />
          ))}
        </ul>
      )}
    </section>
  )
}

function StatusChip({ status }: { status: AdminPost['status'] }) {
  return (
    <span
      data-testid="post-status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        status === 'published'
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-amber-50 text-amber-800 ring-amber-200',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-1.5 rounded-full',
          status === 'published' ? 'bg-emerald-500' : 'bg-amber-500',
        )}
      />
      {status === 'published' ? 'Published' : 'Draft'}
    </span>
  )
}

const iconButton =
  'grid size-9 place-items-center rounded-full text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-950 disabled:opacity-50'

function PostRow({
  post,
  reload,
  onEdit,
}: {
  post: AdminPost
  reload: () => Promise<void>
  onEdit: () => void
}) {
  const [busy, setBusy] = useState<'status' | 'delete' | null>(null)
  const published = post.status === 'published'

  const toggleStatus = async () => {
    setBusy('status')
    try {
      await apiRequest(`/api/admin/blog/${post.id}/${published ? 'unpublish' : 'publish'}`, {
        method: 'POST',
      })
      toast.success(published ? TOASTS.unpublished : TOASTS.published)
      await reload()
    } catch (error) {
      toast.error(TOASTS.postStatusFailed, { description: describeError(error) })
    } finally {
      setBusy(null)
    }
  }

  const remove = async () => {
    // The browser's own confirm, as the dashboard always asked; it also says where the post goes.
    if (!window.confirm(`${CONFIRM_DELETE}\n\n${DELETE_GOES_TO_TRASH}`)) return
    setBusy('delete')
    try {
      await apiRequest(`/api/admin/blog/${post.id}`, { method: 'DELETE' })
      toast.success(TOASTS.deleted)
      await reload()
    } catch (error) {
      toast.error(TOASTS.deleteFailed, { description: describeError(error) })
      setBusy(null)
    }
  }

  return (
    <li
      data-testid="admin-post"
      data-slug={post.slug}
      className="flex flex-col gap-4 rounded-card border border-ink-100 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:p-5"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 break-words font-semibold text-ink-950">{post.title}</h3>
          <StatusChip status={post.status} />
          {post.unpublishedChanges ? <UnpublishedChangesChip /> : null}
        </div>
        <p
          className={cn(
            'mt-1 line-clamp-2 text-sm',
            post.excerpt ? 'text-ink-600' : 'italic text-ink-400',
          )}
        >
          {post.excerpt || 'No excerpt'}
        </p>
        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-ink-500">
          <div className="flex gap-1">
            <dt>Created</dt>
            <dd className="font-medium text-ink-700">{formatPostDate(post.createdAt)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Published</dt>
            <dd className="font-medium text-ink-700">
              {post.publishedAt ? formatPostDate(post.publishedAt) : 'Not yet'}
            </dd>
          </div>
        </dl>
      </div>

      <div className="flex shrink-0 items-center gap-1 border-t border-ink-100 pt-3 sm:border-0 sm:pt-0">
        <a
          href={`/blog/${post.slug}`}
          target="_blank"
          rel="noopener noreferrer"
          className={iconButton}
          aria-label={`View ${post.title}`}
          title="View"
        >
          <EyeIcon />
        </a>
        <button
          type="button"
          className={iconButton}
          onClick={onEdit}
          aria-label={`Edit ${post.title}`}
          title="Edit"
        >
          <PencilIcon />
        </button>
        <button
          type="button"
          onClick={toggleStatus}
          disabled={busy !== null}
          className={cn(buttonClasses(published ? 'outline' : 'primary', 'sm'), 'mx-1 min-w-28')}
        >
          {busy === 'status' ? <Spinner /> : null}
          {published ? 'Unpublish' : 'Publish'}
        </button>
        <button
          type="button"
          className={cn(iconButton, 'text-red-600 hover:bg-red-50 hover:text-red-700')}
          onClick={remove}
          disabled={busy !== null}
          aria-label={`Delete ${post.title}`}
          title="Delete"
        >
          {busy === 'delete' ? <Spinner /> : <TrashIcon />}
        </button>
      </div>
    </li>
  )
}
