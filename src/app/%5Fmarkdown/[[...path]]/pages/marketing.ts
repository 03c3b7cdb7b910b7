import { AI_VISIBILITY, STORIES, TIMELINE } from '@/content/aiVisibility'
import {
  CLOSING_OFFERS,
  FEATURES,
  HOME,
  HOW_IT_WORKS,
  STACK_GROUPS,
  onboardingHref,
} from '@/content/home'
import { BESPOKE_INCLUDES, PLAN_CADENCE, PROMISES, formatGbp } from '@/content/offers'
import { SHOWCASE, SOLUTIONS, solutionStart } from '@/content/showcase'
import { START, TIMEFRAMES } from '@/content/timeframes'
import { ALLIES, PROMPTS, STATES, VIBE_CODING } from '@/content/vibeCoding'
import { WORK_WITH_US } from '@/content/workWithUs'
import { getOffers } from '@/data/offers'
import { getPublishedPosts } from '@/data/posts'
import { getSiteSettings } from '@/data/settings'
import { EXCERPT_FALLBACK } from '@/lib/blog/format'
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
import { entryPricePerMonth, rowKey } from '@/lib/offers'

import { bespokeList, planBlocks, pricedPlanBlocks } from './offers'

/** The marketing pages' Markdown, from the copy and the data their sections render. */

const titled = (copy: { title: string; highlight?: string }) =>
  copy.highlight ? `${copy.title} ${copy.highlight}` : copy.title

/** A list of titled items: the title in bold, a dash, then its text. */
const items = (entries: { title: string; text: string }[], ordered = false) =>
  list(
    entries.map((entry) => [strong(entry.title), '—', entry.text]),
    ordered,
  )

export async function homeMarkdown(): Promise<string> {
  const [settings, offers, posts] = await Promise.all([
    getSiteSettings(),
    getOffers(),
    getPublishedPosts(),
  ])
  const entry = `${formatGbp(entryPricePerMonth(offers))}/month`
  const { hero, insights, closing, nextSteps } = HOME
  return blocks([
    paragraph(hero.pill),
    heading(2, titled(hero)),
    paragraph(strong(hero.sub)),
    paragraph(hero.lead),
    paragraph(link(hero.workWithUs, '/work-with-us'), '·', link(hero.book, settings.schedulingUrl)),
    list([
      `${hero.stats.businesses}: ${PROMISES.businessesServed}`,
      `${hero.stats.prototype}: ${hero.stats.prototypeValue}`,
      `${hero.stats.from}: ${entry}`,
    ]),
    section(
      HOME.features,
      items(FEATURES.map((feature) => ({ title: feature.title, text: feature.description }))),
    ),
    section(
      HOME.howItWorks,
      items(
        HOW_IT_WORKS.map((step) => ({ title: step.title, text: step.description })),
        true,
      ),
    ),
    section(
      HOME.stack,
      ...STACK_GROUPS.flatMap((group) => [
        heading(3, group.title),
        list(group.items.map((item) => `${item.name}: ${item.category}`)),
      ]),
    ),
    section(
      HOME.pricing,
      planBlocks(offers.plans),
      heading(3, HOME.pricing.bespokeTitle),
      paragraph(`${BESPOKE_INCLUDES}. ${HOME.pricing.bespokeLead}`),
      bespokeList(offers.bespokeSolutions),
    ),
    posts.length > 0 &&
      section(
        insights,
        list(
          posts
            .slice(0, insights.count)
            .map((post) => [
              link(post.title, `/blog/${post.slug}`),
              post.excerpt || EXCERPT_FALLBACK,
            ]),
        ),
        paragraph(link(insights.viewAll, '/blog')),
      ),
    section(HOME.dashboard),
    section(HOME.assistant, list(HOME.assistant.points)),
    section(
      closing,
      list(
        CLOSING_OFFERS.map((offer) => [
          link(offer.title, onboardingHref(offer.type)),
          offer.description,
        ]),
      ),
      paragraph(link(closing.start, onboardingHref())),
    ),
    section(
      nextSteps,
      heading(3, nextSteps.demo.title),
      paragraph(nextSteps.demo.text),
      list(nextSteps.demo.points),
      paragraph(link(nextSteps.demo.action, '/ai-checker')),
      heading(3, nextSteps.call.title),
      paragraph(nextSteps.call.text),
      list(nextSteps.call.points),
      paragraph(link(nextSteps.call.action, settings.schedulingUrl)),
      paragraph(
        `${nextSteps.startsAt} ${entry} · ${PROMISES.businessesServed} ${nextSteps.benefit}`,
      ),
    ),
  ])
}

export async function workWithUsMarkdown(): Promise<string> {
  const [settings, offers] = await Promise.all([getSiteSettings(), getOffers()])
  const { hero, plans, bespoke, steps } = WORK_WITH_US
  return blocks([
    paragraph(hero.eyebrow),
    heading(2, titled(hero)),
    paragraph(hero.lead),
    paragraph(link(hero.book, settings.schedulingUrl)),
    section(plans, planBlocks(offers.plans)),
    section(bespoke, bespokeList(offers.bespokeSolutions)),
    section(steps, items(steps.items, true), paragraph(link(steps.book, settings.schedulingUrl))),
  ])
}

export async function aiVisibilityMarkdown(): Promise<string> {
  const [settings, offers] = await Promise.all([getSiteSettings(), getOffers()])
  const { hero, timeline, stories, pricing, closing } = AI_VISIBILITY
  return blocks([
    paragraph(hero.eyebrow),
    heading(2, titled(hero)),
    paragraph(hero.lead),
    list([link(hero.check, '/ai-checker'), link(hero.book, settings.schedulingUrl)]),
    section(
      timeline,
      items(
        TIMELINE.map((step) => ({ title: `${step.period}: ${step.title}`, text: step.text })),
        true,
      ),
    ),
    section(
      stories,
      ...STORIES.flatMap((story) => [
        heading(3, story.industry),
        paragraph(strong(story.question)),
        paragraph(story.text),
      ]),
    ),
    section(
      pricing,
      pricedPlanBlocks(offers.aiVisibilityPlans),
      items(pricing.promises.map((promise) => ({ title: promise.title, text: promise.text }))),
    ),
    section(
      closing,
      paragraph(closing.text),
      list([link(closing.check, '/ai-checker'), link(closing.book, settings.schedulingUrl)]),
    ),
  ])
}

export async function timeframesMarkdown(): Promise<string> {
  const [settings, offers] = await Promise.all([getSiteSettings(), getOffers()])
  const { hero, prototype, plans, bespoke, aiVisibility, agreed } = TIMEFRAMES
  return blocks([
    paragraph(hero.eyebrow),
    heading(2, titled(hero)),
    paragraph(hero.lead),
    list([link(hero.book, settings.schedulingUrl), link(hero.seePlans, '/work-with-us')]),
    section(
      prototype,
      items(
        START.map((step) => ({ title: `${step.when}: ${step.title}`, text: step.text })),
        true,
      ),
    ),
    section(
      plans,
      ...offers.plans.flatMap((plan) => [
        heading(3, `${plan.name}: ${formatGbp(plan.price)}/month`),
        list([
          `${plans.hours}: ${plan.hoursPerMonth ? plans.hoursPerMonth(plan.hoursPerMonth) : agreed}`,
          `${plans.meetings}: ${PLAN_CADENCE[rowKey(plan)]?.meetings ?? agreed}`,
          `${plans.access}: ${PLAN_CADENCE[rowKey(plan)]?.response ?? agreed}`,
          ...(plan.features ?? []),
        ]),
      ]),
    ),
    section(
      bespoke,
      table(
        bespoke.columns,
        offers.bespokeSolutions.map((solution) => [
          solution.description ? `${solution.name}: ${solution.description}` : solution.name,
          formatGbp(solution.price),
          solution.deliveryWeeks ? bespoke.weeks(solution.deliveryWeeks) : agreed,
        ]),
      ),
    ),
    section(
      aiVisibility,
      items(
        aiVisibility.promises.map((promise) => ({
          title: `${promise.label}: ${promise.title}`,
          text: promise.text,
        })),
      ),
      list([link(aiVisibility.explore, '/ai-visibility'), link(aiVisibility.check, '/ai-checker')]),
    ),
  ])
}

export async function showcaseMarkdown(): Promise<string> {
  const settings = await getSiteSettings()
  const { hero, analytics, dashboard, chatbot, closing } = SHOWCASE
  return blocks([
    paragraph(hero.eyebrow),
    heading(2, titled(hero)),
    paragraph(hero.lead),
    list(SOLUTIONS.map((solution) => [strong(solution.name), '—', solution.description])),
    section(
      analytics,
      list(analytics.points),
      paragraph(link(analytics.action, solutionStart('analytics'))),
    ),
    section(dashboard, paragraph(link(dashboard.action, solutionStart('dashboard')))),
    section(
      chatbot,
      list(chatbot.points),
      paragraph(link(chatbot.action, solutionStart('chatbot'))),
    ),
    section(
      closing,
      paragraph(closing.text),
      list([link(closing.start, '/onboarding-step'), link(closing.book, settings.schedulingUrl)]),
    ),
  ])
}

export async function vibeCodingMarkdown(): Promise<string> {
  const { hero, states, allies, prompts, closing } = VIBE_CODING
  return blocks([
    paragraph(hero.eyebrow),
    heading(2, hero.title),
    paragraph(hero.lead),
    `> ${paragraph(hero.quote)}\n>\n> ${paragraph(hero.quoteBy)}`,
    section(
      states,
      items(
        STATES.map((state) => ({ title: state.name, text: state.text })),
        true,
      ),
    ),
    section(
      allies,
      items(ALLIES.map((ally) => ({ title: `${ally.name} (${ally.role})`, text: ally.text }))),
    ),
    section(
      prompts,
      ...PROMPTS.flatMap((prompt) => [heading(3, prompt.title), paragraph(prompt.text)]),
    ),
    section(closing, paragraph(closing.text), paragraph(link(closing.action, '/contact'))),
  ])
}
