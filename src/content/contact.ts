/** Copy of /contact around its form, read by the page and by its Markdown version. */
export const CONTACT = {
  title: "Let's talk",
  lead: 'We build AI solutions that accelerate your business.',
  /** The Markdown version's list of ways to reach the team. */
  email: 'Email',
  book: 'Book a call',
}
