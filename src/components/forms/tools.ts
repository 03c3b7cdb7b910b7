import { COMPANY_SIZES } from '@/lib/validation/contactFields'

/**
 * The enquiry forms as WebMCP tools: the name and description each form declares in its HTML
 * (`toolname`, `tooldescription`) and a description of each field (`toolparamdescription`), so
 * that an agent in the visitor's browser can fill the form in. The agent does not send it: the
 * forms carry no `toolautosubmit`, so the browser leaves the visitor to check what was filled
 * in and press the button, as a message goes out in their name. Each tool lists its fields in
 * the order the form shows them.
 */
export type FormTool = {
  name: string
  description: string
  params: Record<string, string>
}

const PERSON = {
  fullName: "The sender's full name, at least 2 characters.",
  workEmail: "The sender's work email address; the team replies there.",
  company: "The sender's company name, at least 2 characters.",
}

export const FORM_TOOLS = {
  contact: {
    name: 'send_contact_message',
    description:
      "Sends a message to the agency's team about a project or a question. The team replies by email within 24 hours.",
    params: {
      ...PERSON,
      companySize: `Number of employees, one of: ${COMPANY_SIZES.join(', ')}.`,
      howDidYouHear: 'Optional: how the sender heard about the agency.',
      message: 'What the sender needs: the project, goals and timeline, at least 10 characters.',
      isAgency: 'Ticked when the sender is an agency looking to partner.',
    },
  },
  requestInfo: {
    name: 'request_more_info',
    description:
      'Asks the team for more information about a plan or a bespoke solution. The team replies by email within 24 hours.',
    params: {
      name: "The sender's name.",
      email: "The sender's email address; the team replies there.",
      company: "Optional: the sender's company name.",
      message: 'What the sender would like to know.',
      planInterest: 'The plan or solution the request is about, as the page set it.',
    },
  },
  onboarding: {
    name: 'start_project',
    description:
      'Starts a project with the agency: what to build and who is asking. The team replies with the next steps.',
    params: {
      buildType:
        'What to build: dashboard (business dashboard), chatbot (AI assistant), analytics (predictive analytics) or general.',
      ...PERSON,
      details: 'Optional: what it should do, who will use it, and by when.',
    },
  },
  waitlist: {
    name: 'join_waitlist',
    description:
      "Adds the visitor to the waitlist of Clavius, the agency's coming AI search platform, to hear when it launches.",
    params: {
      name: "The visitor's name.",
      email: "The visitor's email address, for the launch news.",
    },
  },
} as const satisfies Record<string, FormTool>
