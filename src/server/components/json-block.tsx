// `<` is escaped so no string in the data can close the block early.
const serialize = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')

/**
 * A `<script>` holding JSON data, never code (island props, JSON-LD): browsers do not run it, so a
 * strict CSP allows it without a nonce.
 */
export function JsonBlock({ type, id, data }: { type: string; id?: string; data: unknown }) {
  return (
    <script
      type={type}
      id={id}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, `<` escaped by serialize
      dangerouslySetInnerHTML={{ __html: serialize(data) }}
    />
  )
}
