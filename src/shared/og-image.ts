import { routeList } from './routes.ts'

/** The size of every link-preview image: Open Graph's and X's large summary card. */
export const ogImageSize = { width: 1200, height: 630 } as const

/** Where a route's preview image is served; any other path (a 404) shares the home page's. */
export function ogImagePath(path: string): string {
  const route = routeList.find((entry) => entry.path === path)?.path ?? '/'
  return `/og/${route === '/' ? 'home' : route.slice(1)}.png`
}

/** The words a preview image shows: the page's title without the brand, which it shows apart. */
export function ogHeadline(title: string, brand: string): string {
  return title
    .split(' · ')
    .filter((part) => part !== brand)
    .join(' · ')
}
