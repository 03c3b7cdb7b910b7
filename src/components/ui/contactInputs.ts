/**
 * How the site's forms ask for a visitor's name, email and company: the label, placeholder and
 * autofill hint each form gives the same detail. A form overrides a prop after the spread.
 */
export const contactInputs = {
  name: { label: 'Name', placeholder: 'Your name', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', placeholder: 'you@company.com', autoComplete: 'email' },
  company: { label: 'Company', placeholder: 'Your company name', autoComplete: 'organization' },
} as const
