import type { StackContent } from './page-types.ts'
import { program } from './program.ts'
import type { ClosingCall } from './types.ts'

/** The page's closing band, saying the program's length as the school states it. */
const closingWith = (weeks: number): ClosingCall => ({
  text: `Learn the whole stack, from the database to the screen, in ${weeks} part-time weeks.`,
  primary: { label: 'Explore the accelerator', href: '/accelerator' },
  secondary: { label: 'Talk to us', href: '/contact' },
})

export const stackContent = {
  meta: {
    title: 'The PERN Stack · Lumen Code Academy',
    description:
      'PostgreSQL, Express.js, React and Node.js: the PERN stack taught in the Lumen Code Academy accelerator, with Redux Toolkit, ShadCN/UI and Tailwind CSS.',
  },
  title: 'The PERN Stack',
  intro:
    'Four proven open-source technologies, all JavaScript above the database, that together cover a web application from the data to the screen.',
  actions: {
    primary: { label: 'Explore the accelerator', href: '/accelerator' },
    secondary: { label: 'Talk to us', href: '/contact' },
  },
  cards: [
    {
      name: 'PostgreSQL',
      role: 'Database',
      logo: { name: 'PostgreSQL', icon: 'logos:postgresql' },
      description:
        'A reliable relational database that keeps your data consistent as your application grows.',
      points: [
        'Model data with tables, keys and constraints',
        'Query with SQL: joins, aggregates, transactions',
        'Keep it fast with indexes and query plans',
      ],
    },
    {
      name: 'Express.js',
      role: 'API server',
      logo: { name: 'Express', icon: 'simple-icons:express' },
      description: 'A minimal Node.js web framework for building the API your front end talks to.',
      points: [
        'Design REST routes and status codes',
        'Validate input and handle errors in middleware',
        'Add authentication and protect routes',
      ],
    },
    {
      name: 'React',
      role: 'User interface',
      logo: { name: 'React', icon: 'logos:react' },
      description: 'The component library behind many of the web’s interfaces, here in version 19.',
      points: [
        'Compose interfaces from reusable components',
        'Manage state and effects with hooks',
        'Fetch and send data with Axios',
      ],
    },
    {
      name: 'Node.js',
      role: 'Runtime',
      logo: { name: 'Node.js', icon: 'logos:nodejs-icon' },
      description: 'JavaScript on the server, so one language runs the whole stack.',
      points: [
        'Use modules, npm and the standard library',
        'Understand the event loop and async I/O',
        'Script tasks, tests and deployments',
      ],
    },
  ],
  others: {
    heading: 'Other Technologies',
    intro: 'Tools that round out the stack, taught where they make the work easier.',
    items: [
      {
        kind: 'State management',
        name: 'Redux Toolkit',
        logo: { name: 'Redux Toolkit', icon: 'logos:redux' },
        text: 'Predictable shared state for larger React applications.',
      },
      {
        kind: 'Component library',
        name: 'ShadCN/UI',
        logo: { name: 'shadcn/ui', icon: 'simple-icons:shadcnui' },
        text: 'Accessible components you copy into your project and own.',
      },
      {
        kind: 'Utility CSS framework',
        name: 'Tailwind CSS',
        logo: { name: 'Tailwind CSS', icon: 'logos:tailwindcss-icon' },
        text: 'Style directly in markup with a consistent design scale.',
      },
    ],
  },
  closing: closingWith(program.weeks),
  closingWith,
} as const satisfies StackContent
