'use client'

import { Tabs } from 'radix-ui'
import { useState } from 'react'

import { Button } from '@/components/ui/button'

import { LogOutIcon } from './icons'
import { MessagesPanel } from './MessagesPanel.client'
import { TOASTS } from './messages'
import { PostEditor } from './PostEditor.client'
import { PostsPanel } from './PostsPanel.client'
import { apiRequest } from './request'
import { LoadingBlock } from './LoadingBlock'
import type { AdminMessage, AdminPost, AdminUser } from '@/lib/dto/admin'
import { toAdminMessage, toAdminPost } from './normalize'
import { useAdminList } from './useAdminList'
import { useAdminSession } from './useAdminSession'

/** /admin: the guard first, then the dashboard. */
export function AdminDashboard() {
  const { admin, logout } = useAdminSession()
  if (!admin) {
    return (
      <div className="grid min-h-dvh place-items-center bg-ink-50">
        <LoadingBlock label="Checking your session..." />
      </div>
    )
  }
  return <Dashboard admin={admin} onLogout={logout} />
}

const tabTrigger =
  'inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold text-ink-600 transition-colors ' +
  'hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-ink-950 data-[state=active]:shadow-sm sm:flex-none'

function Dashboard({ admin, onLogout }: { admin: AdminUser; onLogout: () => void }) {
  const [tab, setTab] = useState('posts')
  // null: the list; 'new' or a post: the editor in place of the list.
  const [editing, setEditing] = useState<AdminPost | 'new' | null>(null)
  const posts = useAdminList<AdminPost>(
    '/api/admin/blog',
    'posts',
    TOASTS.fetchPostsFailed,
    toAdminPost,
  )
  const messages = useAdminList<AdminMessage>(
    '/api/admin/contact-messages',
    'messages',
    TOASTS.fetchMessagesFailed,
    toAdminMessage,
  )
  // The list may be older than the post: the editor opens the post as it is now, so that a draft
  // saved in /cms since the list loaded is shown, and marked as one, before anything is saved.
  const edit = async (post: AdminPost) => {
    try {
      const answer = await apiRequest<{ post?: unknown }>(`/api/admin/blog/${post.id}`)
      setEditing(toAdminPost(answer?.post) ?? post)
    } catch {
      // The list's copy; a save the server finds out of date is refused with the reason.
      setEditing(post)
    }
  }
  const newCount = messages.items?.filter((message) => message.status === 'new').length ?? 0

  return (
    <div className="min-h-dvh bg-ink-50">
      <header className="border-b border-ink-100 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-5 py-4 sm:px-8">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-[0.14em] text-brand-700">
              Admin Dashboard
            </p>
            <h1 className="mt-0.5 truncate text-lg font-semibold text-ink-950 sm:text-xl">
              Welcome back, {admin.name}
            </h1>
          </div>
          <Button variant="outline" size="sm" onClick={onLogout}>
            <LogOutIcon />
            Logout
          </Button>
        </div>
      </header>

      <main className="mx-auto max-w-6xl px-5 py-6 sm:px-8 sm:py-10">
        <Tabs.Root value={tab} onValueChange={setTab}>
          <Tabs.List
            aria-label="Dashboard sections"
            className="flex w-full gap-1 rounded-full bg-ink-100 p-1 sm:inline-flex sm:w-auto"
          >
            <Tabs.Trigger value="posts" className={tabTrigger}>
              Blog Posts
            </Tabs.Trigger>
            <Tabs.Trigger value="messages" className={tabTrigger}>
              Contact Messages
              {newCount > 0 ? (
                <span
                  data-testid="new-messages-badge"
                  aria-label={`${newCount} new`}
                  className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 py-0.5 text-xs font-semibold leading-none text-white"
                >
                  {newCount}
                </span>
              ) : null}
            </Tabs.Trigger>
          </Tabs.List>

          {/* Kept mounted so that switching tabs does not throw away an open editor. */}
          <Tabs.Content
            value="posts"
            forceMount
            className="mt-6 focus-visible:outline-none data-[state=inactive]:hidden"
          >
            {editing ? (
              <PostEditor
                post={editing === 'new' ? null : editing}
                onDone={() => {
                  setEditing(null)
                  void posts.reload()
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <PostsPanel
                posts={posts.items}
                reload={posts.reload}
                onNew={() => setEditing('new')}
                onEdit={(post) => void edit(post)}
              />
            )}
          </Tabs.Content>
          <Tabs.Content value="messages" className="mt-6 focus-visible:outline-none">
            <MessagesPanel messages={messages.items} reload={messages.reload} />
          </Tabs.Content>
        </Tabs.Root>
      </main>
    </div>
  )
}
