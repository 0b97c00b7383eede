// The staff's stylesheet: the inbox's utilities, which the site's stylesheet leaves out. Only
// inbox pages link the CSS this entry produces; no page loads this script.
import 'virtual:inbox-styles.css'
