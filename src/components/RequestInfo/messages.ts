/** The sentence a bespoke card prefills the request modal with. */
export function bespokeInterestMessage(name: string): string {
  return `Hi, I'm interested in your ${name} solution and would like to know more.`
}

export type RequestInfoVariant = 'home' | 'work-with-us'

/** The page that holds the request form for visitors without JavaScript. */
export const REQUEST_INFO_PATH = '/request-info'

/**
 * The address of the request form's own page for one button: which plan or solution it is
 * about, which version of the form (the work-with-us one requires a message) and whether the
 * message starts prefilled, as a bespoke card's does. Nothing the visitor typed goes in it.
 */
export function requestInfoHref({
  planInterest,
  variant,
  bespoke,
}: {
  planInterest?: string
  variant: RequestInfoVariant
  bespoke: boolean
}): string {
  const query = new URLSearchParams()
  if (planInterest) query.set('plan', planInterest)
  if (variant !== 'home') query.set('from', variant)
  if (bespoke) query.set('bespoke', '1')
  const search = query.toString()
  return search ? `${REQUEST_INFO_PATH}?${search}` : REQUEST_INFO_PATH
}
