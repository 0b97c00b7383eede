import type { AcceleratorContent } from './page-types.ts'
import { program } from './program.ts'

/** The accelerator's seven months (the spec's Program Structure), phase by phase. */
export const programStructure = {
  heading: 'Program Structure',
  lead: `${program.months} months, each building on the last, ending in a project you deploy and present.`,
  phases: [
    {
      months: 'Month 1',
      title: 'Core JavaScript and the DOM',
      topics: [
        'Variables, functions and scope',
        'Arrays and objects',
        'Events and the DOM',
        'Git and the command line',
      ],
    },
    {
      months: 'Month 2',
      title: 'Web development and Node basics',
      topics: [
        'Semantic HTML and modern CSS',
        'Fetch, promises and async/await',
        'Node.js modules and npm',
        'Your first server',
      ],
    },
    {
      months: 'Months 3-4',
      title: 'Backend and databases',
      topics: [
        'REST APIs with Express',
        'PostgreSQL and SQL',
        'Authentication and sessions',
        'Testing and error handling',
      ],
    },
    {
      months: 'Month 5',
      title: 'React and full-stack integration',
      topics: [
        'Components, props and state',
        'Hooks and forms',
        'Calling your API with Axios',
        'Tailwind and ShadCN/UI',
      ],
    },
    {
      months: 'Month 6',
      title: 'Advanced development and AI features',
      topics: [
        'Performance and accessibility',
        'Deployment and CI',
        'Calling AI model APIs',
        'Building AI-assisted features',
      ],
    },
    {
      months: 'Month 7',
      title: 'Final projects and career launch',
      topics: [
        'A team capstone project',
        'Demo day presentation',
        'Portfolio and CV review',
        'Interview practice',
      ],
    },
  ],
} as const satisfies AcceleratorContent['programStructure']
