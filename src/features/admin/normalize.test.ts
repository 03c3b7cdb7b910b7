import { describe, expect, it } from 'vitest'

import { listOf, toAdminMessage, toAdminPost } from './normalize'

describe('dashboard lists', () => {
  it('keeps a complete message as it is', () => {
    const message = {
      id: 3,
      fullName: 'Ada Lovelace',
      workEmail: 'ada@example.com',
      company: 'Engines',
      planInterest: 'Core',
      message: 'Hello there',
      status: 'reviewed',
      createdAt: '2025-01-05T15:07:00.000Z',
    }
    expect(toAdminMessage(message)).toEqual(message)
  })

  it('fills the fields an older server leaves out and ignores unknown ones', () => {
    expect(
      toAdminMessage({ id: '7', name: 'Bo', email: 'bo@example.com', extra: { a: 1 } }),
    ).toEqual({
      id: 7,
      fullName: 'Bo',
      workEmail: 'bo@example.com',
      company: 'Not provided',
      planInterest: null,
      message: '',
      status: 'new',
      createdAt: '',
    })
  })

  it('drops items without an id and answers without a list', () => {
    expect(
      listOf({ messages: [{ fullName: 'x' }, null, 5, { id: 1 }] }, 'messages', toAdminMessage),
    ).toHaveLength(1)
    expect(listOf({ messages: 'nope' }, 'messages', toAdminMessage)).toEqual([])
    expect(listOf(null, 'posts', toAdminPost)).toEqual([])
  })

  it('gives a post with unexpected types safe values', () => {
    expect(
      toAdminPost({
        id: 2,
        title: 42,
        tags: 'a,b',
        status: 'archived',
        readTime: 'x',
        publishedAt: 0,
      }),
    ).toMatchObject({
      id: 2,
      title: '42',
      tags: [],
      status: 'draft',
      readTime: 5,
      excerpt: null,
      createdAt: '',
      publishedAt: null,
      unpublishedChanges: false,
    })
    expect(toAdminPost({ id: 3, unpublishedChanges: true })?.unpublishedChanges).toBe(true)
    expect(toAdminPost({ id: 4, unpublishedChanges: 'yes' })?.unpublishedChanges).toBe(false)
  })
})
