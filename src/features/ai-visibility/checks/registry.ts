import { agentCard } from './agentCard'
import { apiCatalog } from './apiCatalog'
import { botChallenges } from './botChallenges'
import { contentUsage } from './contentUsage'
import { licensing } from './licensing'
import { linkHeaders } from './linkHeaders'
import { mcpServerCard } from './mcpServerCard'
import { oauthProtectedResource } from './oauthProtectedResource'
import { webmcp } from './webmcp'
import { aiSearchCrawlers } from './aiSearchCrawlers'
import { caching } from './caching'
import { citation } from './citation'
import { claudebot } from './claudebot'
import { entity } from './entity'
import { freshness } from './freshness'
import { furtherPages } from './furtherPages'
import { gptbot } from './gptbot'
import { llmsTxt } from './llmsTxt'
import { markdown } from './markdown'
import { metaTags } from './metaTags'
import { pageBasics } from './pageBasics'
import { pageDirectives } from './pageDirectives'
import { perplexitybot } from './perplexitybot'
import { redirects } from './redirects'
import { robotsShadowing } from './robotsShadowing'
import { robotsTxt } from './robotsTxt'
import { serverAccess } from './serverAccess'
import { serverText } from './serverText'
import { sitemap } from './sitemap'
import { socialCards } from './socialCards'
import { structuredData } from './structuredData'
import { trainingCrawlers } from './trainingCrawlers'
import { usageSignals } from './usageSignals'

/**
 * Every check, in the order a result lists them (the spec's six first). A new check is a module
 * in this folder and one line here; its group says which score it counts towards.
 */
export const CHECKS = [
  robotsTxt,
  gptbot,
  claudebot,
  perplexitybot,
  structuredData,
  metaTags,
  aiSearchCrawlers,
  serverText,
  pageDirectives,
  serverAccess,
  furtherPages,
  sitemap,
  llmsTxt,
  pageBasics,
  socialCards,
  trainingCrawlers,
  robotsShadowing,
  usageSignals,
  markdown,
  freshness,
  citation,
  entity,
  redirects,
  caching,
  // Agent readiness: whether agents can act on the site.
  mcpServerCard,
  apiCatalog,
  linkHeaders,
  contentUsage,
  webmcp,
  botChallenges,
  agentCard,
  oauthProtectedResource,
  licensing,
] as const

export type RegisteredCheck = (typeof CHECKS)[number]
export type CheckId = RegisteredCheck['id']
