import type { Manifest } from 'vite'

/** A client manifest shaped like the one `vite build` writes, for the worker under test. */
const manifest: Manifest = {
  'src/client/entry.ts': {
    file: 'assets/entry-test.js',
    src: 'src/client/entry.ts',
    isEntry: true,
    imports: ['_react-test.js'],
  },
  '_react-test.js': { file: 'assets/react-test.js' },
  'src/client/styles.ts': {
    file: 'assets/styles-test.js',
    src: 'src/client/styles.ts',
    isEntry: true,
    css: ['assets/styles-test.css'],
  },
}

export default manifest
