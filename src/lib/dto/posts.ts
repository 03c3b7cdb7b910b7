/** A blog post as the public reads it: what the blog pages, the feed and GET /api/blog show. */
export type PublicPost = {
  id: number
  slug: string
  title: string
  excerpt: string | null
  content: string
  heroImage: string | null
  readTime: number
  publishedAt: string | null
  createdAt: string
  updatedAt: string
  seoTitle: string
  seoDescription: string | null
  category: string | null
  tags: string[]
  author: { name: string }
}
