/**
 * schema.org builders shared by every page, so the organisation, its services and its prices
 * are described the same way everywhere (prices from the `offers` global, passed in).
 */
import type { Offer } from '@/payload-types'
import type { SiteSettingsData } from '@/lib/siteSettings'
import { absoluteUrl } from '@/lib/site'

import { CURRENCY, SERVICES } from '@/content/offers'

type Thing = Record<string, unknown>

export const ORGANIZATION_FOUNDED = '2024'

export function organization(settings: SiteSettingsData): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization'),
    name: settings.brandName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    slogan: 'Your partner in AI solutions',
    foundingDate: ORGANIZATION_FOUNDED,
    email: settings.salesEmail,
    address: { '@type': 'PostalAddress', addressCountry: 'GB' },
    areaServed: 'GB',
    sameAs: [settings.professionalNetworkUrl],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: settings.salesEmail,
      areaServed: 'GB',
      availableLanguage: 'English',
      url: absoluteUrl('/contact'),
    },
  }
}

export function website(settings: SiteSettingsData): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl('/#website'),
    name: settings.brandName,
    url: absoluteUrl('/'),
    inLanguage: 'en-GB',
    publisher: { '@id': absoluteUrl('/#organization') },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl('/blog')}?search={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
}

/** BreadcrumbList from [name, path] pairs, starting at Home. */
export function breadcrumb(items: [name: string, path: string][]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [['Home', '/'] as [string, string], ...items].map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(path),
    })),
  }
}

const provider = () => ({ '@id': absoluteUrl('/#organization') })

export function offer(name: string, price: number, extra: Thing = {}): Thing {
  return { '@type': 'Offer', name, price: String(price), priceCurrency: CURRENCY, ...extra }
}

/** A Service with a price range or offers. */
export function service(input: {
  name: string
  description: string
  path: string
  priceRange?: { min: number; max: number }
  offers?: Thing[]
  serviceType?: string
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    serviceType: input.serviceType ?? input.name,
    url: absoluteUrl(input.path),
    provider: provider(),
    areaServed: { '@type': 'Country', name: 'United Kingdom' },
    ...(input.priceRange
      ? {
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: String(input.priceRange.min),
            highPrice: String(input.priceRange.max),
            priceCurrency: CURRENCY,
          },
        }
      : {}),
    ...(input.offers ? { offers: input.offers } : {}),
  }
}

/** The three services of the home page, with their price ranges. */
export function homeServices(offers: Offer): Thing[] {
  return SERVICES.map((item) =>
    service({
      name: item.name,
      description: item.description,
      path: '/',
      priceRange: offers.servicePriceRanges[item.priceRange],
    }),
  )
}

/** The monthly plans and bespoke solutions as an OfferCatalog (work-with-us). */
export function offerCatalog(offers: Offer): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: 'Plans and bespoke solutions',
    url: absoluteUrl('/work-with-us'),
    itemListElement: [
      ...offers.plans.map((plan) =>
        offer(`${plan.name} plan`, plan.price, {
          description: `${plan.hoursPerMonth ? `${plan.hoursPerMonth} hours a month. ` : ''}${(plan.features ?? []).join('; ')}.`,
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: String(plan.price),
            priceCurrency: CURRENCY,
            unitCode: 'MON',
          },
          seller: provider(),
        }),
      ),
      ...offers.bespokeSolutions.map((solution) =>
        offer(solution.name, solution.price, {
          description: solution.description ?? undefined,
          seller: provider(),
        }),
      ),
    ],
  }
}

export function faqPage(items: { question: string; answer: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/** A Course with its modules as syllabus sections (ISO 8601 durations). */
export function course(input: {
  name: string
  description: string
  path: string
  modules: { title: string; minutes: number; topics?: string[] | null }[]
  offers?: Thing[]
}): Thing {
  const totalMinutes = input.modules.reduce((total, module) => total + module.minutes, 0)
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: 'en-GB',
    provider: provider(),
    timeRequired: `PT${totalMinutes}M`,
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: `PT${totalMinutes}M`,
    },
    syllabusSections: input.modules.map((module, index) => ({
      '@type': 'Syllabus',
      name: `Module ${index + 1}: ${module.title}`,
      description: (module.topics ?? []).join('; '),
      timeRequired: `PT${module.minutes}M`,
    })),
    ...(input.offers ? { offers: input.offers } : {}),
  }
}
