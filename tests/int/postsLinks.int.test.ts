import config from '@payload-config'
import { REST_PATCH } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PUT as updatePost } from '@/app/api/admin/blog/[id]/route'
import { GET as listAdminPosts, POST as createPost } from '@/app/api/admin/blog/route'
import { GET as publicPost } from '@/app/api/blog/[slug]/route'
import type { Post } from '@/payload-types'

import { clearCollections, testPayload } from '../support/payload'

const OWNER = { email: 'links@example.com', name: 'Lina Links', password: 'links-password-12' }

type Json = Record<string, unknown>
type LexicalNode = { type: string; children?: LexicalNode[] } & Json

let payload: Payload
let token: string
let run = 0

const restPatch = REST_PATCH(config)
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${++run}`

function dashboard(method: string, path: string, body?: unknown) {
  const headers = new Headers({ Authorization: `Bearer ${token}` })
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  return new Request(`http://localhost${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

async function dashboardCreate(slug: string, content: string, status = 'published') {
  const response = await createPost(
    dashboard('POST', '/api/admin/blog', { title: slug, slug, content, status, readTime: 3 }),
  )
  expect(response.status).toBe(201)
  return ((await response.json()) as { post: { id: number } }).post.id
}

async function dashboardSave(id: number, fields: Json) {
  const response = await updatePost(dashboard('PUT', `/api/admin/blog/${id}`, fields), {
    params: Promise.resolve({ id: String(id) }),
  })
  expect(response.status).toBe(200)
}

async function dashboardContent(id: number): Promise<string> {
  const response = await listAdminPosts(dashboard('GET', '/api/admin/blog'))
  const { posts } = (await response.json()) as { posts: { id: number; content: string }[] }
  return posts.find((post) => post.id === id)!.content
}

/** PATCH /api/posts/{id} as /cms sends it: Payload's REST API, signed in as the administrator. */
async function restSave(id: number, data: Json, query = '') {
  const request = new Request(`http://localhost/api/posts/${id}${query}`, {
    method: 'PATCH',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  })
  const response = await restPatch(request, {
    params: Promise.resolve({ slug: ['posts', String(id)] }),
  })
  expect(response.status).toBe(200)
}

async function publicHtml(slug: string): Promise<string> {
  const response = await publicPost(new Request(`http://localhost/api/blog/${slug}`), {
    params: Promise.resolve({ slug }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { post: { content: string } }).post.content
}

const stored = (id: number, draft = false) =>
  payload.findByID({
    collection: 'posts',
    id,
    depth: 0,
    draft,
    overrideAccess: true,
  }) as Promise<Post>

const text = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})

const link = (label: string, fields: Json) => ({
  type: 'link',
  version: 3,
  fields,
  children: [text(label)],
  direction: 'ltr',
  format: '',
  indent: 0,
})

/** A /cms rich text of one paragraph. */
const paragraph = (...children: Json[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      { type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children },
    ],
  },
})

const internal = (id: number, newTab = false) => ({
  linkType: 'internal',
  newTab,
  doc: { relationTo: 'posts', value: id },
})

function links(node: LexicalNode, found: LexicalNode[] = []): LexicalNode[] {
  if (node.type === 'link') found.push(node)
  for (const child of node.children ?? []) links(child, found)
  return found
}

const linksOf = (post: Post) => links(post.body!.root as unknown as LexicalNode)

beforeAll(async () => {
  payload = await testPayload()
  await clearCollections(payload, ['admins', 'posts'])
  await payload.create({ collection: 'admins', data: OWNER, overrideAccess: true })
  const login = await payload.login({
    collection: 'admins',
    data: { email: OWNER.email, password: OWNER.password },
  })
  token = login.token!
})

describe('internal links between posts', () => {
  it('writes an internal link from /cms as the post address in Markdown and HTML', async () => {
    const target = unique('robots-guide')
    const targetId = await dashboardCreate(target, 'All about robots.txt.')
    const slug = unique('links-from-cms')
    const id = await dashboardCreate(slug, 'Placeholder.')

    await restSave(id, {
      body: paragraph(text('Read the '), link('robots guide', internal(targetId)), text('.')),
    })

    const post = await stored(id)
    expect(post.content).toBe(`Read the [robots guide](/blog/${target}).`)
    expect(await dashboardContent(id)).toBe(`Read the [robots guide](/blog/${target}).`)
    expect(post.contentHtml).toContain(`<a href="/blog/${target}">robots guide</a>`)
    expect(await publicHtml(slug)).toContain(`<a href="/blog/${target}">robots guide</a>`)
    expect(linksOf(post)[0]?.fields).toMatchObject(internal(targetId))
  })

  it('reads a post address in dashboard Markdown back as an internal link to that post', async () => {
    const target = unique('markdown-target')
    const targetId = await dashboardCreate(target, 'Target.')
    const id = await dashboardCreate(unique('markdown-source'), 'Placeholder.')

    await dashboardSave(id, {
      title: 'Markdown source',
      slug: unique('markdown-source'),
      content: `See [other post](/blog/${target}), [nowhere](/blog/${unique('missing')}) and [docs](https://example.com/docs).`,
      status: 'published',
      readTime: 3,
    })

    const [toPost, missing, external] = linksOf(await stored(id))
    expect(toPost?.fields).toMatchObject({
      linkType: 'internal',
      newTab: false,
      doc: { relationTo: 'posts', value: targetId },
    })
    expect(missing?.fields).toMatchObject({ linkType: 'custom' })
    expect(external?.fields).toMatchObject({
      linkType: 'custom',
      url: 'https://example.com/docs',
      newTab: false,
    })
    const html = (await stored(id)).contentHtml
    expect(html).toContain(`<a href="/blog/${target}">other post</a>`)
    expect(html).toContain('<a href="https://example.com/docs">docs</a>')
  })

  it('keeps "open in new tab" through Markdown and opens such links in a new tab', async () => {
    const target = unique('new-tab-target')
    const targetId = await dashboardCreate(target, 'Target.')
    const slug = unique('new-tab-source')
    const id = await dashboardCreate(slug, 'Placeholder.')

    await restSave(id, {
      body: paragraph(
        link('inside', internal(targetId, true)),
        text(' '),
        link('outside', { linkType: 'custom', url: 'https://example.com/a', newTab: true }),
        text(' '),
        link('same tab', { linkType: 'custom', url: 'https://example.com/b', newTab: false }),
      ),
    })

    const markdown = await dashboardContent(id)
    expect(markdown).toBe(
      `[inside](/blog/${target} "new tab") [outside](https://example.com/a "new tab") [same tab](https://example.com/b)`,
    )
    const html = await publicHtml(slug)
    expect(html).toContain(
      `<a href="/blog/${target}" target="_blank" rel="noopener noreferrer">inside</a>`,
    )
    expect(html).toContain(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">outside</a>',
    )
    expect(html).toContain('<a href="https://example.com/b">same tab</a>')

    // The dashboard saves the Markdown back unchanged but for a new sentence.
    await dashboardSave(id, {
      title: slug,
      slug,
      content: `${markdown}\n\nMore.`,
      status: 'published',
      readTime: 3,
    })
    const [inside, outside, sameTab] = linksOf(await stored(id))
    expect(inside?.fields).toMatchObject(internal(targetId, true))
    expect(outside?.fields).toMatchObject({ url: 'https://example.com/a', newTab: true })
    expect(sameTab?.fields).toMatchObject({ url: 'https://example.com/b', newTab: false })
  })

  it('keeps other link titles as titles and a target no one can set', async () => {
    const slug = unique('link-titles')
    const id = await dashboardCreate(
      slug,
      '[titled](https://example.com "Docs") [bad](javascript:alert(1) "new tab")',
    )
    const html = (await stored(id)).contentHtml!
    expect(html).toContain('<a href="https://example.com" title="Docs">titled</a>')
    expect(html).not.toContain('javascript:')
  })

  it('follows the linked post when its slug changes, drafts of the linking posts included', async () => {
    const target = unique('moving-target')
    const targetId = await dashboardCreate(target, 'Target.')
    const plainSlug = unique('links-plain')
    const plain = await dashboardCreate(plainSlug, `Go to [the target](/blog/${target}).`)
    const draftedSlug = unique('links-drafted')
    const drafted = await dashboardCreate(
      draftedSlug,
      `Live: [the target](/blog/${target} "new tab").`,
    )
    // /cms edits the published post without publishing: a draft on top of it.
    await restSave(
      drafted,
      {
        body: paragraph(text('Draft: '), link('the target', internal(targetId)), text('.')),
      },
      '?draft=true',
    )
    const unrelated = await dashboardCreate(
      unique('links-unrelated'),
      `Not this: [similar](/blog/${target}-2).`,
    )

    const moved = unique('moved-target')
    await dashboardSave(targetId, {
      title: 'Moved',
      slug: moved,
      content: 'Target.',
      status: 'published',
      readTime: 3,
    })

    expect((await stored(plain)).content).toBe(`Go to [the target](/blog/${moved}).`)
    expect(await publicHtml(plainSlug)).toContain(`<a href="/blog/${moved}">the target</a>`)
    expect(linksOf(await stored(plain))[0]?.fields).toMatchObject(internal(targetId))

    const live = await stored(drafted)
    expect(live._status).toBe('published')
    expect(live.content).toBe(`Live: [the target](/blog/${moved} "new tab").`)
    expect(await publicHtml(draftedSlug)).toContain(`href="/blog/${moved}" target="_blank"`)
    const draft = await stored(drafted, true)
    expect(draft._status).toBe('draft')
    expect(draft.content).toBe(`Draft: [the target](/blog/${moved}).`)
    expect(await dashboardContent(drafted)).toBe(`Draft: [the target](/blog/${moved}).`)

    expect((await stored(unrelated)).content).toBe(`Not this: [similar](/blog/${target}-2).`)
  })

  it('follows a slug changed in a /cms draft only once the draft is published', async () => {
    const target = unique('draft-slug-target')
    const targetId = await dashboardCreate(target, 'Target.')
    const source = await dashboardCreate(unique('draft-slug-source'), `[t](/blog/${target})`)
    const moved = unique('draft-slug-moved')

    await restSave(targetId, { slug: moved }, '?draft=true')
    expect((await stored(source)).content).toBe(`[t](/blog/${target})`)

    await restSave(targetId, { _status: 'published' })
    expect((await stored(source)).content).toBe(`[t](/blog/${moved})`)
  })
})
