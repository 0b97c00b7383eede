// The shape of an interface icon as data: what the build's icon plugin writes
// (scripts/lucide-icons-plugin.ts, which plain Node loads and so cannot import a .tsx file) and
// what `Icon` (icon.tsx) draws.

/** An element of an icon: its tag, its attributes as React names them, its child elements. */
export type IconNode = [tag: string, attributes: Record<string, string>, children: IconNode[]]

/** A lucide icon as `virtual:lucide/<name>` gives it (scripts/lucide-icons-plugin.ts). */
export type IconSvg = { viewBox: string; children: IconNode[] }
