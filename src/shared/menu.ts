/** Marks the header's disclosure menu for the script that closes it on Escape or focus leaving. */
export const menuAttribute = 'data-menu'
