import type { AcceleratorContent } from './page-types.ts'

/**
 * The accelerator's stack (the spec's Core Technologies), each with the logos /accelerator shows.
 */
export const coreTechnologies = {
  heading: 'Core Technologies',
  lead: 'One coherent stack, taught end to end, from the browser to the database.',
  items: [
    {
      name: 'HTML, CSS, JavaScript',
      detail:
        'Semantic markup, modern layout and the language itself, including async code and the DOM.',
      logos: [
        { name: 'HTML5', icon: 'logos:html-5' },
        { name: 'CSS3', icon: 'logos:css-3' },
        { name: 'JavaScript', icon: 'logos:javascript' },
      ],
    },
    {
      name: 'React 19 with Axios',
      detail: 'Components, hooks, forms and routing, talking to your own APIs with Axios.',
      logos: [
        { name: 'React', icon: 'logos:react' },
        { name: 'Axios', icon: 'simple-icons:axios' },
      ],
    },
    {
      name: 'Node.js & Express',
      detail: 'REST APIs with routing, middleware, validation, authentication and error handling.',
      logos: [
        { name: 'Node.js', icon: 'logos:nodejs-icon' },
        { name: 'Express', icon: 'simple-icons:express' },
      ],
    },
    {
      name: 'PostgreSQL',
      detail: 'Relational modelling, SQL queries, joins, indexes and migrations.',
      logos: [{ name: 'PostgreSQL', icon: 'logos:postgresql' }],
    },
    {
      name: 'Tailwind & ShadCN/UI',
      detail:
        'Utility-first styling and accessible, ready-made components for polished interfaces.',
      logos: [
        { name: 'Tailwind CSS', icon: 'logos:tailwindcss-icon' },
        { name: 'shadcn/ui', icon: 'simple-icons:shadcnui' },
      ],
    },
  ],
} as const satisfies AcceleratorContent['coreTechnologies']
