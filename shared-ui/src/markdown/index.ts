import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

export { markdownCss } from './styles';

/**
 * The one place chat messages become HTML: markdown-it (raw HTML off, line breaks on, GFM tables,
 * strikethrough and linkify) followed by sanitize-html with the spec's allow-list. Everything
 * markdown-it emits outside that list (tables, <s>, <hr>) is rewritten into allowed tags with
 * classes the stylesheet knows, so the output never carries a tag or attribute beyond the list.
 * One controlled step runs after the sanitiser: the rewritten tables get their ARIA table roles
 * back (addTableRoles), and nothing else.
 */

export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'span',
  'div',
] as const;

export const ALLOWED_ATTRIBUTES = ['href', 'class', 'target', 'rel'] as const;
export const ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;

const LINK_REL = 'noopener noreferrer';
// Used only to resolve relative hrefs before checking their scheme.
const URL_BASE = 'https://chat.invalid/';

const markdown = new MarkdownIt('default', {
  html: false,
  breaks: true,
  linkify: true,
  typographer: false,
});

type Attributes = Record<string, string>;

function alignClass(attribs: Attributes): string {
  const match = /text-align:\s*(left|center|right)/.exec(attribs.style ?? '');
  return match ? ` md-align-${match[1]}` : '';
}

function toClass(tagName: 'div' | 'span', className: string) {
  return (_tag: string, attribs: Attributes) => ({
    tagName,
    attribs: { class: `${className}${alignClass(attribs)}` },
  });
}

/** True when the href resolves to one of the allowed schemes (checked with the URL parser). */
export function isSafeHref(href: string): boolean {
  try {
    const { protocol } = new URL(href, URL_BASE);
    return (ALLOWED_SCHEMES as readonly string[]).includes(protocol.slice(0, -1));
  } catch {
    return false;
  }
}

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'class'],
    '*': ['class'],
  },
  allowedClasses: {
    code: ['language-*'],
    div: [
      'md-table',
      'md-thead',
      'md-tbody',
      'md-tr',
      'md-hr',
      'md-align-left',
      'md-align-center',
      'md-align-right',
    ],
    span: ['md-th', 'md-td', 'md-strike', 'md-align-left', 'md-align-center', 'md-align-right'],
  },
  allowedSchemes: [...ALLOWED_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (_tag, attribs) => {
      const href = attribs.href;
      const safe: Attributes = { target: '_blank', rel: LINK_REL };
      if (href !== undefined && isSafeHref(href)) safe.href = href;
      return { tagName: 'a', attribs: safe };
    },
    s: toClass('span', 'md-strike'),
    del: toClass('span', 'md-strike'),
    table: toClass('div', 'md-table'),
    thead: toClass('div', 'md-thead'),
    tbody: toClass('div', 'md-tbody'),
    tr: toClass('div', 'md-tr'),
    th: toClass('span', 'md-th'),
    td: toClass('span', 'md-td'),
    hr: toClass('div', 'md-hr'),
  },
};

/** Sanitises HTML with the chat's allow-list (also used to prove the renderer's output is stable). */
export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions);
}

/** The ARIA role each table class stands for (tables become div/span in the sanitiser). */
export const TABLE_ROLES = {
  'md-table': 'table',
  'md-thead': 'rowgroup',
  'md-tbody': 'rowgroup',
  'md-tr': 'row',
  'md-th': 'columnheader',
  'md-td': 'cell',
} as const;

// An opening tag exactly as sanitize-html writes it for a table part: the tag, one class
// attribute holding the table class and at most one alignment class, nothing else. Text and
// attribute values cannot contain such a sequence in sanitised output ('<' and '"' are escaped).
const TABLE_PART =
  /<(div|span) class="(md-table|md-thead|md-tbody|md-tr|md-th|md-td)( md-align-(?:left|center|right))?">/g;

/**
 * Adds role="table|rowgroup|row|columnheader|cell" to the table parts of SANITISED html, so
 * screen readers keep the table's semantics. It only ever inserts one of those roles into an
 * opening tag that carries exactly a table class: no other tag, attribute or value can come out.
 */
export function addTableRoles(sanitisedHtml: string): string {
  return sanitisedHtml.replace(
    TABLE_PART,
    (_match, tag: string, part: keyof typeof TABLE_ROLES, align: string | undefined) =>
      `<${tag} class="${part}${align ?? ''}" role="${TABLE_ROLES[part]}">`,
  );
}

const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/g;

/**
 * Moves every heading of SANITISED html `levels` levels down (h1 -> h2 with 1; h6 stays h6), for
 * markdown shown under a page's own h1 (the legal pages): the page keeps one h1 and an outline.
 * Only heading tag names change; attributes and text are untouched.
 */
export function demoteHeadings(sanitisedHtml: string, levels = 1): string {
  return sanitisedHtml.replace(
    HEADING_TAG,
    (_match, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + levels)}`,
  );
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The escaped raw text, shown when rendering fails. */
export function renderPlainText(text: string): string {
  return `<p>${escapeHtml(text).replace(/\r?\n/g, '<br />')}</p>`;
}

/** Markdown to sanitised HTML (table roles added); never throws (falls back to the escaped raw text). */
export function renderMarkdown(
  text: string,
  render: (src: string) => string = (src) => markdown.render(src),
): string {
  try {
    return addTableRoles(sanitizeMessageHtml(render(text)));
  } catch {
    return renderPlainText(text);
  }
}
