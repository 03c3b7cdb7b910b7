import sharp from 'sharp'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { PUT as updatePost } from '@/app/api/admin/blog/[id]/route'
import { GET as listAdminPosts, POST as createPost } from '@/app/api/admin/blog/route'
import { GET as publicPost } from '@/app/api/blog/[slug]/route'
import type { Media, Post } from '@/payload-types'

import { clearCollections, testPayload } from '../support/payload'

const OWNER = { email: 'rich@example.com', name: 'Rita Rich', password: 'rich-text-password-1' }

type Json = Record<string, unknown>
type LexicalNode = { type: string; children?: LexicalNode[] } & Json

let payload: Payload
let token: string
let picture: Media
let other: Media

function call(method: string, path: string, body?: unknown) {
  const headers = new Headers({ Authorization: `Bearer ${token}` })
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  return new Request(`http://localhost${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

const idParams = (id: number) => ({ params: Promise.resolve({ id: String(id) }) })

const markdownWith = (imageUrl: string) =>
  [
    '## Why it matters',
    '',
    'Plain text with **bold** and *italic* words and a [link](https://example.com/guide).',
    '',
    '- first point',
    '- second point',
    '',
    '1. one',
    '2. two',
    '',
    '> A quote worth keeping.',
    '',
    '```ts',
    'const answer = 42',
    '```',
    '',
    `![A chart](${imageUrl})`,
    '',
    '### The end',
    '',
  ].join('\n')

async function dashboardCreate(body: Json): Promise<Json> {
  const response = await createPost(call('POST', '/api/admin/blog', body))
  expect(response.status).toBe(201)
  return ((await response.json()) as { post: Json }).post
}

async function dashboardRead(id: number): Promise<Json> {
  const listed = (await (await listAdminPosts(call('GET', '/api/admin/blog'))).json()) as {
    posts: Json[]
  }
  const post = listed.posts.find((candidate) => candidate.id === id)
  expect(post).toBeDefined()
  return post!
}

function nodes(node: LexicalNode, found: LexicalNode[] = []): LexicalNode[] {
  found.push(node)
  for (const child of node.children ?? []) nodes(child, found)
  return found
}

const bodyOf = async (id: number) =>
  (await payload.findByID({ collection: 'posts', id, depth: 0, overrideAccess: true })) as Post

async function uploadMedia(name: string, alt: string): Promise<Media> {
  const data = await sharp({
    create: { width: 32, height: 18, channels: 3, background: '#4f46e5' },
  })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/png', name, size: data.byteLength },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  await clearCollections(payload, ['admins'])
  await payload.create({ collection: 'admins', data: OWNER, overrideAccess: true })
  const login = await payload.login({
    collection: 'admins',
    data: { email: OWNER.email, password: OWNER.password },
  })
  token = login.token!
  picture = await uploadMedia('rich-text-chart.png', 'A chart')
  other = await uploadMedia('rich-text-other.png', 'Another picture')
})

beforeEach(async () => {
  await clearCollections(payload, ['posts'])
})

describe('posts as Markdown in the dashboard and rich text in /cms', () => {
  it('gives a post saved from the dashboard rich text and returns its Markdown byte for byte', async () => {
    const content = markdownWith(picture.url!) + '\n\n  trailing  spaces and\ttabs stay  \n'
    const created = await dashboardCreate({
      title: 'Dashboard post',
      slug: 'dashboard-post',
      content,
      status: 'published',
      readTime: 5,
    })
    expect(created.content).toBe(content)
    expect((await dashboardRead(created.id as number)).content).toBe(content)

    const stored = await bodyOf(created.id as number)
    const all = nodes(stored.body!.root as unknown as LexicalNode)
    const types = all.map((node) => node.type)
    expect(types).toEqual(
      expect.arrayContaining(['heading', 'list', 'listitem', 'link', 'quote', 'block', 'upload']),
    )
    const upload = all.find((node) => node.type === 'upload')!
    expect(upload.relationTo).toBe('media')
    expect(upload.value).toBe(picture.id)
    const code = all.find((node) => node.type === 'block')!
    expect(code.fields).toMatchObject({
      blockType: 'Code',
      code: 'const answer = 42',
      language: 'ts',
    })
  })

  it('turns rich text written in /cms into Markdown for the dashboard and HTML for the article', async () => {
    const created = await dashboardCreate({
      title: 'Written in cms',
      slug: 'written-in-cms',
      content: 'Placeholder.',
      status: 'published',
      readTime: 5,
    })
    const id = created.id as number
    // What /cms sends: the rich text it edited, built here from Markdown by the shipped importer.
    const source = await payload.create({
      collection: 'posts',
      data: {
        title: 'Scratch',
        slug: 'scratch-rich-text',
        content: markdownWith(picture.url!),
        status: 'draft',
        readTime: 3,
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'posts',
      id,
      data: { body: source.body },
      overrideAccess: true,
    })

    const markdown = (await dashboardRead(id)).content as string
    expect(markdown).toContain('## Why it matters')
    expect(markdown).toContain('**bold**')
    expect(markdown).toMatch(/\*italic\*|_italic_/)
    expect(markdown).toContain('[link](https://example.com/guide)')
    expect(markdown).toMatch(/^- first point$/m)
    expect(markdown).toMatch(/^1\. one$/m)
    expect(markdown).toContain('> A quote worth keeping.')
    expect(markdown).toContain('```ts\nconst answer = 42\n```')
    expect(markdown).toContain(`![A chart](${picture.url})`)

    const response = await publicPost(new Request('http://localhost/api/blog/written-in-cms'), {
      params: Promise.resolve({ slug: 'written-in-cms' }),
    })
    const html = ((await response.json()) as { post: { content: string } }).post.content
    expect(html).toContain('<h2>Why it matters</h2>')
    expect(html).toContain('<a href="https://example.com/guide">link</a>')
    expect(html).toContain(`<img src="${picture.url}" alt="A chart">`)
    expect(html).toContain('<code class="language-ts">const answer = 42')
  })

  it('keeps a one-line fence without a language a code block through /cms', async () => {
    const created = await dashboardCreate({
      title: 'One-line fence',
      slug: 'one-line-fence',
      content: 'Run this:\n\n```\nnpm install\n```\n',
      status: 'draft',
      readTime: 5,
    })
    const id = created.id as number
    const code = nodes((await bodyOf(id)).body!.root as unknown as LexicalNode).find(
      (node) => node.type === 'block',
    )
    expect(code?.fields).toMatchObject({ code: 'npm install', language: 'text' })
    const stored = await bodyOf(id)
    const edited = structuredClone(stored.body!) as unknown as { root: LexicalNode }
    edited.root.children!.push({
      type: 'paragraph',
      version: 1,
      children: [{ type: 'text', version: 1, text: 'Done.', format: 0 }],
    })
    await payload.update({
      collection: 'posts',
      id,
      data: { body: edited as unknown as Post['body'] },
      overrideAccess: true,
    })
    expect((await dashboardRead(id)).content).toBe(
      'Run this:\n\n```text\nnpm install\n```\n\nDone.',
    )
  })

  it('keeps the dashboard Markdown when /cms saves the post without changing its text', async () => {
    const content = '# Title line\n\nSome   text with  odd   spacing.\n\n* star list\n'
    const created = await dashboardCreate({
      title: 'Untouched',
      slug: 'untouched-text',
      content,
      status: 'draft',
      readTime: 5,
    })
    const id = created.id as number
    const stored = await bodyOf(id)
    // /cms sends every field back, the rich text included, when only the title changed.
    await payload.update({
      collection: 'posts',
      id,
      data: { title: 'Untouched, renamed', body: stored.body, content: stored.content },
      overrideAccess: true,
    })
    expect((await dashboardRead(id)).content).toBe(content)
  })

  it('sanitises HTML from rich text the same way as Markdown from the dashboard', async () => {
    const created = await dashboardCreate({
      title: 'Hostile',
      slug: 'hostile-rich-text',
      content: 'Safe.',
      status: 'published',
      readTime: 5,
    })
    const id = created.id as number
    const stored = await bodyOf(id)
    const hostile = structuredClone(stored.body!) as unknown as { root: LexicalNode }
    hostile.root.children = [
      {
        type: 'paragraph',
        version: 1,
        children: [
          { type: 'text', version: 1, text: '<script>alert(1)</script>', format: 0 },
          {
            type: 'link',
            version: 3,
            fields: { linkType: 'custom', url: 'javascript:alert(1)', newTab: false },
            children: [{ type: 'text', version: 1, text: 'click', format: 0 }],
          },
        ],
      },
    ]
    await payload.update({
      collection: 'posts',
      id,
      data: { body: hostile as unknown as Post['body'] },
      overrideAccess: true,
    })
    const post = await bodyOf(id)
    expect(post.contentHtml).not.toContain('<script')
    expect(post.contentHtml).not.toContain('javascript:')
  })
})

describe('hero images from Media', () => {
  it('selects the Media file behind a URL the dashboard saves, and answers a /cms pick as its URL', async () => {
    const created = await dashboardCreate({
      title: 'Hero post',
      slug: 'hero-from-media',
      content: 'Body.',
      heroImage: picture.url,
      status: 'published',
      readTime: 5,
    })
    const id = created.id as number
    expect(created.heroImage).toBe(picture.url)
    expect((await bodyOf(id)).heroMedia).toBe(picture.id)

    // /cms picks another image from Media.
    await payload.update({
      collection: 'posts',
      id,
      data: { heroMedia: other.id },
      overrideAccess: true,
    })
    expect((await dashboardRead(id)).heroImage).toBe(other.url)

    // The dashboard pastes a hosted URL: the pick is cleared, the URL kept as given.
    const hosted = 'https://cdn.example.com/hero.png'
    const response = await updatePost(
      call('PUT', `/api/admin/blog/${id}`, {
        title: 'Hero post',
        slug: 'hero-from-media',
        content: 'Body.',
        heroImage: hosted,
        status: 'published',
        readTime: 5,
      }),
      idParams(id),
    )
    expect(response.status).toBe(200)
    expect((await bodyOf(id)).heroMedia).toBeNull()
    expect((await dashboardRead(id)).heroImage).toBe(hosted)

    // /cms clears nothing it did not pick; removing a pick removes the image.
    await payload.update({
      collection: 'posts',
      id,
      data: { heroMedia: picture.id },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'posts',
      id,
      data: { heroMedia: null },
      overrideAccess: true,
    })
    expect((await dashboardRead(id)).heroImage).toBeNull()
  })
})
