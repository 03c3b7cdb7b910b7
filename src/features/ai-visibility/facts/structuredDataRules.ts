/**
 * The properties each schema.org type needs, after Google Search Central's structured-data
 * documentation (developers.google.com/search/docs/appearance/structured-data: the Organization,
 * Site names, Article, FAQ, Product snippet and merchant listing, Breadcrumb and Local business
 * pages). `required` are the properties Google marks required: without them the item is invalid.
 * `recommended` are the ones of Google's recommended list that name and describe the thing; the
 * rest of Google's lists (ratings, identifiers such as DUNS or GTIN, shipping details) depend on
 * the business and are left out, so that a plain, correct page is not warned about them.
 *
 * A property is named by its path from the typed node, dots for nested ones ('author.name'); a
 * list is satisfied when each of its items is. `a|b` is satisfied by either, and reported as `a`.
 */
export type StructuredDataRule = {
  /** The schema.org types the rule applies to, the first being the one it is named after. */
  types: readonly string[]
  required: readonly string[]
  recommended: readonly string[]
}

/** LocalBusiness and its commonest subtypes (schema.org has over a hundred). */
const LOCAL_BUSINESS_TYPES = [
  'LocalBusiness',
  'ProfessionalService',
  'Store',
  'Restaurant',
  'FoodEstablishment',
  'CafeOrCoffeeShop',
  'LegalService',
  'Attorney',
  'FinancialService',
  'AccountingService',
  'RealEstateAgent',
  'HomeAndConstructionBusiness',
  'HealthAndBeautyBusiness',
  'MedicalBusiness',
  'Dentist',
  'AutomotiveBusiness',
  'LodgingBusiness',
  'Hotel',
] as const

export const STRUCTURED_DATA_RULES: readonly StructuredDataRule[] = [
  // Google marks no Organization property required; these identify the brand.
  { types: ['Organization', 'Corporation'], required: [], recommended: ['name', 'url', 'logo'] },
  // Site names: name and url are required; alternateName only matters for a second name.
  { types: ['WebSite'], required: ['name', 'url'], recommended: [] },
  // Google marks no Article property required.
  {
    types: ['Article', 'NewsArticle', 'BlogPosting', 'TechArticle'],
    required: [],
    recommended: ['headline', 'image', 'datePublished', 'dateModified', 'author', 'author.name'],
  },
  {
    types: ['FAQPage'],
    required: [
      'mainEntity',
      'mainEntity.name',
      'mainEntity.acceptedAnswer',
      'mainEntity.acceptedAnswer.text',
    ],
    recommended: [],
  },
  // Product snippets: a name and one of offers, review or aggregateRating.
  {
    types: ['Product'],
    required: ['name', 'offers|review|aggregateRating'],
    recommended: ['image', 'description'],
  },
  {
    types: ['Offer'],
    required: ['price|priceSpecification.price', 'priceCurrency'],
    recommended: [],
  },
  {
    types: ['AggregateOffer'],
    required: ['lowPrice', 'priceCurrency'],
    recommended: ['highPrice'],
  },
  // Google has no Service rich result: schema.org's own core of a Service.
  { types: ['Service'], required: ['name'], recommended: ['description', 'provider'] },
  {
    types: ['BreadcrumbList'],
    required: [
      'itemListElement',
      'itemListElement.position',
      'itemListElement.name',
      // The last crumb may leave its item out: it is the page itself.
      'itemListElement.item',
    ],
    recommended: [],
  },
  {
    types: LOCAL_BUSINESS_TYPES,
    required: ['name', 'address'],
    recommended: ['url', 'telephone', 'openingHoursSpecification'],
  },
]

/**
 * Keys whose value is another party (an author, a publisher, a provider): such a node is a
 * reference to describe the party, not an item of the page, so it is not held to its type's rule.
 */
export const REFERENCE_KEYS: ReadonlySet<string> = new Set([
  'author',
  'publisher',
  'provider',
  'creator',
  'seller',
  'brand',
  'manufacturer',
  'organizer',
  'performer',
  'contributor',
  'editor',
  'copyrightHolder',
  'sourceOrganization',
  'parentOrganization',
  'subOrganization',
  'worksFor',
  'memberOf',
  'funder',
  'sponsor',
  'isPartOf',
  'mainEntityOfPage',
])
