import { getOffers } from '@/data/offers'
import { getPublishedPosts } from '@/data/posts'
import { getSiteSettings } from '@/data/settings'
import { EXCERPT_FALLBACK } from '@/lib/blog/format'
import { absoluteUrl } from '@/lib/site'
import { ORGANIZATION_FOUNDED } from '@/lib/seo/structuredData'
import { AI_VISIBILITY_CLAIMS, BESPOKE_INCLUDES, PROMISES, formatGbp } from '@/content/offers'
import { courseTotalMinutes, lowestPaidPrice, lowestPrice, type PricedPlan } from '@/lib/offers'

/**
 * /llms.txt (llmstxt.org): what the agency offers and where to read more, for language models.
 * Built from the same offers and posts as the pages; refreshed when either changes.
 */
export const dynamic = 'force-static'

/** A Markdown list link; brackets and parentheses would end the link early. */
function link(text: string, path: string, description: string): string {
  return `- [${text.replace(/[[\]]/g, '')}](${absoluteUrl(path).replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}): ${description}`
}

const period = (plan: PricedPlan) =>
  plan.period === 'month' ? '/month' : plan.period === 'session' ? ' per session' : ''
const price = (plan: PricedPlan) =>
  `${plan.pricePrefix ? `${plan.pricePrefix} ` : ''}${formatGbp(plan.price)}${period(plan)}`

/** 'A and B', 'A, B and C'. */
function listJoin(items: string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

export async function GET() {
  const [settings, posts, offers] = await Promise.all([
    getSiteSettings(),
    getPublishedPosts(),
    getOffers(),
  ])
  const brand = settings.brandName
  const { plans, bespokeSolutions, aiVisibilityPlans, coachingPackages, courseModules } = offers

  const lines = [
    `# ${brand}`,
    '',
    `> ${brand} is a UK AI agency: we build AI-native websites, apps and bespoke business tools, make businesses visible and recommended in AI assistants, and coach leaders to put AI to work. Your partner in AI solutions.`,
    '',
    `Founded in ${ORGANIZATION_FOUNDED} and based in the United Kingdom; prices are in GBP. ` +
      `Monthly development plans start at ${formatGbp(lowestPrice(plans))} a month, bespoke tools from ${formatGbp(lowestPrice(bespokeSolutions))}, ` +
      `and AI visibility optimisation from ${formatGbp(lowestPaidPrice(aiVisibilityPlans))} a month, set up in ${AI_VISIBILITY_CLAIMS.setupMinutes} minutes and live within ${AI_VISIBILITY_CLAIMS.liveWithinHours} hours. ` +
      `Bespoke projects begin with a working prototype within ${PROMISES.prototypeWithinHours} hours, paid for only if it is approved. ` +
      `${PROMISES.businessesServed} businesses already benefit. Enquiries: ${settings.salesEmail}; we reply within ${PROMISES.replyWithinHours} hours. ` +
      `The main call to action is a free ${PROMISES.consultationMinutes}-minute call.`,
    '',
    '## Monthly plans',
    ...plans.map((plan) =>
      link(
        `${plan.name} plan: ${formatGbp(plan.price)}/month${plan.mostPopular ? ' (most popular)' : ''}`,
        '/work-with-us',
        `${plan.description ?? ''} ${(plan.features ?? []).join('; ')}.`,
      ),
    ),
    link(
      'Work with us',
      '/work-with-us',
      `Compare the ${listJoin(plans.map((plan) => `${plan.name} (${formatGbp(plan.price)})`))} plans, book a discovery call or request more information.`,
    ),
    '',
    '## Bespoke solutions',
    ...bespokeSolutions.map((solution) =>
      link(
        `${solution.name}: ${formatGbp(solution.price)}`,
        '/work-with-us',
        `${solution.description ?? ''} ${BESPOKE_INCLUDES}.`,
      ),
    ),
    '',
    '## AI visibility',
    link(
      'AI visibility optimisation',
      '/ai-visibility',
      `Make your business visible, understood and recommended by AI assistants. Plans: ${aiVisibilityPlans.map((plan) => `${plan.name} ${price(plan)}`).join(', ')}.`,
    ),
    link(
      'AI Visibility Checker',
      '/ai-checker',
      'A free tool: enter a domain to get an AI visibility score from 0 to 100, with checks of robots.txt access for AI crawlers, structured data and meta tags, and recommendations.',
    ),
    '',
    '## Executive AI coaching',
    link(
      'Executive AI coaching',
      '/coaching',
      `One-to-one AI coaching for executives, professionals, entrepreneurs and business owners: ${coachingPackages.map((plan) => `${plan.name.toLowerCase()} ${price(plan)}`).join('; ')}. ` +
        `A self-paced course of ${courseModules.length} modules (${courseTotalMinutes(courseModules)} minutes) is also available.`,
    ),
    link(
      'AI vibe coding',
      '/vibe-coding',
      'Building software in flow with AI tools such as GPT-4o, Claude, Cursor and GitHub Copilot.',
    ),
    '',
    '## Blog',
    link(
      'Blog',
      '/blog',
      'Guides and insights on AI visibility, AI-native websites and AI in business.',
    ),
    ...posts.map((post) =>
      link(post.title, `/blog/${post.slug}`, post.excerpt || EXCERPT_FALLBACK),
    ),
    '',
    '## Company',
    link(
      'Contact',
      '/contact',
      `Tell us about your project; we reply within ${PROMISES.replyWithinHours} hours.`,
    ),
    link(
      'Home',
      '/',
      'Overview of what we build, the stack we use, pricing and the latest insights.',
    ),
    link('Privacy policy', '/privacy-policy', 'How we handle personal data.'),
    link('Terms of service', '/terms-of-service', 'The terms for projects and use of the site.'),
    '',
    '## Optional',
    link('RSS feed', '/api/blog/rss', 'Every published article, newest first.'),
    link('Sitemap', '/sitemap.xml', 'Every public page and article.'),
    '',
  ]

  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
