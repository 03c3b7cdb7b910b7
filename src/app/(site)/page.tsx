import Link from 'next/link'

import { getPublishedPosts } from '@/data/posts'

export const revalidate = 60

export default async function HomePage() {
  const posts = await getPublishedPosts()
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-4xl font-bold">Optimize your business for AI</h1>
      <p className="mt-2 text-lg">Your partner in AI solutions</p>
      <ul className="mt-8 space-y-2">
        {posts.slice(0, 2).map((post) => (
          <li key={post.id}>
            <Link href={`/blog/${post.slug}`}>{post.title}</Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
