import { BUILD_TYPE_OPTIONS } from '@/components/pages/onboarding/buildTypes'
import {
  COACHING_AUDIENCES,
  COACHING_FAQ,
  COACHING_NOT_FOR,
  COACHING_PAGE,
  COACHING_PERSONAL_FEATURES,
  COACHING_PROCESS,
  COACHING_QUOTE,
  COACHING_REALITY,
  COACHING_SESSION_OPTIONS,
  COACHING_VISION,
} from '@/content/coaching'
import { CONTACT } from '@/content/contact'
import {
  PRIVACY_UPDATED,
  TERMS_UPDATED,
  lastUpdated,
  privacyIntro,
  privacySections,
  termsIntro,
  termsSections,
  type LegalSection,
} from '@/content/legal'
import { formatGbp } from '@/content/offers'
import { ONBOARDING } from '@/content/onboarding'
import { getOffers } from '@/data/offers'
import { getPublishedPosts } from '@/data/posts'
import { getSiteSettings } from '@/data/settings'
import {
  CHECKER_PAGE,
  FAQ as CHECKER_FAQ,
  STEPS as CHECKER_STEPS,
  WHY_IT_MATTERS,
} from '@/features/ai-visibility/content'
import { CHECK_TABLE } from '@/features/ai-visibility/scoring/score'
import { EXCERPT_FALLBACK, formatPublicDate, postDate } from '@/lib/blog/format'
import {
  blocks,
  heading,
  link,
  list,
  paragraph,
  section,
  strong,
  table,
} from '@/lib/seo/markdownBlocks'
import { coachingSaving, courseTotalMinutes, singleSession } from '@/lib/offers'

import { pricedPlanBlocks } from './offers'

/** The Markdown of the other public pages, from the copy and the data they render. */

const items = (entries: { title: string; text: string }[], ordered = false) =>
  list(
    entries.map((entry) => [strong(entry.title), '—', entry.text]),
    ordered,
  )

const faq = (entries: { question: string; answer: string }[]) =>
  entries.flatMap((entry) => [heading(3, entry.question), paragraph(entry.answer)])

export async function coachingMarkdown(): Promise<string> {
  const [settings, offers] = await Promise.all([getSiteSettings(), getOffers()])
  const page = COACHING_PAGE
  const modules = offers.courseModules
  const minutes = modules.map((module) => module.minutes)
  const single = formatGbp(singleSession(offers).price)
  const { course, personal } = page.twoWays
  return blocks([
    paragraph(page.hero.eyebrow),
    heading(2, `${page.hero.title} ${page.hero.highlight}`),
    paragraph(page.hero.lead),
    paragraph(
      link(page.hero.schedule, '/coaching#schedule'),
      '·',
      link(page.hero.seePackages, '/coaching#packages'),
    ),
    `> ${paragraph(COACHING_QUOTE.text)}\n>\n> ${paragraph(`${COACHING_QUOTE.name}, ${COACHING_QUOTE.detail}`)}`,
    section(page.reality, items(COACHING_REALITY)),
    section(
      page.twoWays,
      heading(3, `${course.label}: ${course.title}`),
      paragraph(course.text(modules.length, courseTotalMinutes(modules))),
      list(course.points(modules.length, Math.min(...minutes), Math.max(...minutes))),
      list(
        modules.map((module) => `${module.title} (${module.minutes} min)`),
        true,
      ),
      heading(3, `${personal.label}: ${personal.title}`),
      paragraph(personal.text(single)),
      list(COACHING_PERSONAL_FEATURES),
      paragraph(link(personal.viewPackages, '/coaching#packages')),
    ),
    section(page.process, items(COACHING_PROCESS, true)),
    section(page.vision, items(COACHING_VISION)),
    section(
      page.packages,
      pricedPlanBlocks(offers.coachingPackages),
      paragraph(page.packages.saving(formatGbp(coachingSaving(offers)))),
      paragraph(strong(page.packages.promiseLabel), page.packages.promise),
    ),
    section(
      page.audience,
      ...COACHING_AUDIENCES.flatMap((audience) => [
        heading(3, audience.title),
        paragraph(audience.intro),
        list(audience.outcomes),
      ]),
    ),
    section(page.notFor, list(COACHING_NOT_FOR)),
    section(page.sessionOptions, items(COACHING_SESSION_OPTIONS)),
    section(page.faq, ...faq(COACHING_FAQ)),
    section(
      page.schedule,
      paragraph(page.schedule.text(single)),
      paragraph(link(page.schedule.book, settings.schedulingUrl)),
    ),
    section(
      page.teams,
      paragraph(page.teams.text),
      paragraph(link(page.teams.email(settings.teamEmail), `mailto:${settings.teamEmail}`)),
    ),
  ])
}

export async function contactMarkdown(): Promise<string> {
  const settings = await getSiteSettings()
  return blocks([
    heading(2, CONTACT.title),
    paragraph(CONTACT.lead),
    list([
      [`${CONTACT.email}:`, link(settings.salesEmail, `mailto:${settings.salesEmail}`)],
      [`${CONTACT.book}:`, link(settings.schedulingUrl, settings.schedulingUrl)],
    ]),
  ])
}

function legalMarkdown(intro: string, updated: string, sections: LegalSection[]): string {
  return blocks([
    paragraph(intro),
    paragraph(lastUpdated(updated)),
    ...sections.flatMap((legal, index) => [
      heading(2, `${index + 1}. ${legal.title}`),
      ...legal.blocks.map((block) =>
        typeof block === 'string' ? paragraph(block) : list(block.list),
      ),
    ]),
  ])
}

export async function privacyMarkdown(): Promise<string> {
  const settings = await getSiteSettings()
  return legalMarkdown(privacyIntro(settings), PRIVACY_UPDATED, privacySections(settings))
}

export async function termsMarkdown(): Promise<string> {
  const settings = await getSiteSettings()
  return legalMarkdown(termsIntro(settings), TERMS_UPDATED, termsSections(settings))
}

/** The blog's articles, newest first, each with its date and summary. */
export async function blogMarkdown(): Promise<string> {
  const posts = await getPublishedPosts()
  return blocks(
    posts.flatMap((post) => [
      heading(2, post.title),
      paragraph(formatPublicDate(postDate(post))),
      paragraph(post.excerpt || EXCERPT_FALLBACK),
      paragraph(link(post.title, `/blog/${post.slug}`)),
    ]),
  )
}

export async function aiCheckerMarkdown(): Promise<string> {
  const { hero, whyItMatters, howItWorks, scoring, faq: faqCopy, waitlist } = CHECKER_PAGE
  const row = (check: (typeof CHECK_TABLE)[number]) => [
    check.label,
    check.weight > 0 ? String(check.weight) : scoring.advisory,
  ]
  return blocks([
    paragraph(hero.eyebrow),
    paragraph(hero.lead),
    section(whyItMatters, items(WHY_IT_MATTERS)),
    section(howItWorks, items(CHECKER_STEPS, true)),
    section(
      scoring,
      table(scoring.columns, [
        ...CHECK_TABLE.filter((check) => check.weight > 0).map(row),
        ...CHECK_TABLE.filter((check) => check.weight === 0).map(row),
      ]),
    ),
    section(faqCopy, ...faq(CHECKER_FAQ)),
    section(waitlist),
  ])
}

export async function onboardingMarkdown(): Promise<string> {
  return blocks([
    paragraph(ONBOARDING.eyebrow),
    heading(2, BUILD_TYPE_OPTIONS.general.heading),
    paragraph(ONBOARDING.lead),
    list(ONBOARDING.promises),
    ...Object.values(BUILD_TYPE_OPTIONS).flatMap((option) => [
      heading(3, option.label),
      paragraph(option.description),
    ]),
  ])
}
