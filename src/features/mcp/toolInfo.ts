/**
 * The MCP tools' names, titles and descriptions: what `tools/list` answers and what the /agents
 * page tells people, from one place.
 */
export const TOOL_INFO = {
  search_posts: {
    title: 'Search the blog',
    description:
      'Finds published blog posts that contain every word of the query in their title, ' +
      'excerpt, tags or text (case-insensitive), newest first. Answers each post’s slug, ' +
      'title, excerpt and address; read one in full with read_post.',
  },
  read_post: {
    title: 'Read a blog post',
    description:
      'Returns one published blog post by its slug: its title, dates, author, tags and the ' +
      'whole text in Markdown (the same as the article’s .md address).',
  },
  get_offers: {
    title: 'Offers and prices',
    description:
      'Lists what the agency sells with prices in GBP: the monthly development plans, the ' +
      'bespoke solutions, the AI visibility plans, executive coaching and the self-paced ' +
      'course, with the address of each page.',
  },
  check_ai_visibility: {
    title: 'AI Visibility Checker',
    description:
      'Runs the free AI Visibility Checker on a public domain (e.g. "example.com"): whether ' +
      'AI crawlers may read it (robots.txt, server answers), its structured data, meta tags, ' +
      'llms.txt and more, as a score from 0 to 100 with every check and what to fix. A ' +
      'domain checked in the last 10 minutes is answered from that check unless refresh is ' +
      'true. Rate-limited per client address, like the checker on the site.',
  },
} as const
