declare module 'virtual:lucide/*' {
  /** A lucide icon, drawn by `Icon` (src/client/icon.tsx): scripts/lucide-icons-plugin.ts. */
  const icon: import('./icon').IconSvg
  export default icon
}
