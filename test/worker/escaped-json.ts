/**
 * JSON with every non-ASCII character written as \uXXXX: six bytes a UTF-16 unit, the widest an
 * honest client sends a form's text in (the body limits' worst case).
 */
export const escapedJson = (value: object) =>
  JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
