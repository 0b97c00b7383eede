/** Bytes as lower-case hex, two digits each (a signature, a digest). */
export const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
