/** The sentence a bespoke card prefills the request modal with. */
export function bespokeInterestMessage(name: string): string {
  return `Hi, I'm interested in your ${name} solution and would like to know more.`
}

export type RequestInfoVariant = 'home' | 'work-with-us'
