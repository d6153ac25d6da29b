import sanitizeHtml from 'sanitize-html';

/**
 * What a notice written in HTML may contain (spec §3 Post.mimeType text/html): text formatting,
 * lists, tables, links and images. No script, style, frame or form element, no event handler
 * attribute, no `style` attribute, and only http(s)/mailto/tel links (https images, or the site's
 * own /api/photo paths), so a stored notice can never run code in a visitor's browser.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'span',
    'div',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leaving the site open apart and cannot reach back into it (window.opener).
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

/**
 * The notice HTML with everything able to run code removed (spec §3 Post, notices). Called
 * when a notice is stored and again when it is rendered, so an old row written before a rule change
 * is still safe. Input and output are HTML strings; never throws.
 */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text of an HTML notice (popup previews, descriptions, search snippets). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
