// The site's one stylesheet. Every page links the CSS this entry produces; no page loads this script.
import 'virtual:uno.css'
