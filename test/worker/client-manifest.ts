import type { Manifest } from 'vite'

/** A client manifest shaped like the one `vite build` writes, for the worker under test. */
const manifest: Manifest = {
  'src/client/entry.ts': {
    file: 'assets/entry-test.js',
    src: 'src/client/entry.ts',
    isEntry: true,
    dynamicImports: ['src/client/hydrate.ts'],
  },
  'src/client/hydrate.ts': {
    file: 'assets/hydrate-test.js',
    src: 'src/client/hydrate.ts',
    isDynamicEntry: true,
    imports: ['src/client/entry.ts'],
  },
  'src/client/inbox-styles.ts': {
    file: 'assets/inbox-styles-test.js',
    src: 'src/client/inbox-styles.ts',
    isEntry: true,
    css: ['assets/inbox-styles-test.css'],
  },
  'src/client/inbox-keys.ts': {
    file: 'assets/inbox-keys-test.js',
    src: 'src/client/inbox-keys.ts',
    isEntry: true,
  },
  'src/client/local-times.ts': {
    file: 'assets/local-times-test.js',
    src: 'src/client/local-times.ts',
    isEntry: true,
  },
  'virtual:page-styles/accelerator': {
    file: 'assets/accelerator-test.js',
    src: 'virtual:page-styles/accelerator',
    isEntry: true,
    css: ['assets/accelerator-test.css'],
  },
  'src/client/styles.ts': {
    file: 'assets/styles-test.js',
    src: 'src/client/styles.ts',
    isEntry: true,
    css: ['assets/styles-test.css'],
  },
}

export default manifest
