/** @jest-environment jsdom */
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  isSafeHref,
  renderMarkdown,
  sanitizeMessageHtml,
} from '.';
import { loadXssCorpus } from './xss-corpus.test-helper';

// The real sanitize-html, loaded by Node (see real-sanitize-html.ts).
jest.mock('sanitize-html', () =>
  jest.requireActual<typeof import('./real-sanitize-html')>('./real-sanitize-html').load(),
);

const allowedTags = new Set<string>(ALLOWED_TAGS);
const allowedAttributes = new Set<string>(ALLOWED_ATTRIBUTES);

/** Every rule of testdata/xss/README.md, returned as a list of broken rules. */
function violations(html: string): string[] {
  const found: string[] = [];
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (!allowedTags.has(tag)) found.push(`tag <${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (!allowedAttributes.has(name)) found.push(`attribute ${name} on <${tag}>`);
      if (name === 'href') {
        const { protocol } = new URL(value, 'https://example.test/');
        if (!['http:', 'https:', 'mailto:'].includes(protocol)) found.push(`href ${value}`);
      }
    }
    if (tag === 'a' && element.getAttribute('rel') !== 'noopener noreferrer') {
      found.push('link without rel="noopener noreferrer"');
    }
  }
  if (sanitizeMessageHtml(html) !== html) found.push('re-rendering changed the output');
  return found;
}

const corpus = loadXssCorpus();

describe('message renderer', () => {
  it('reads the whole public corpus (223 DOMPurify fixtures plus the markdown-it files)', () => {
    expect(corpus.filter((p) => p.source === 'dompurify')).toHaveLength(223);
    expect(corpus.filter((p) => p.source !== 'dompurify').length).toBeGreaterThan(20);
  });

  it.each(corpus.map((p, i) => [i, p.source, p.title.slice(0, 60), p.input] as const))(
    'payload %i (%s: %s) rendered as markdown comes out inert',
    (_i, _source, _title, input) => {
      expect(violations(renderMarkdown(input))).toEqual([]);
    },
  );

  it.each(corpus.map((p, i) => [i, p.source, p.title.slice(0, 60), p.input] as const))(
    'payload %i (%s: %s) passed straight to the sanitiser comes out inert',
    (_i, _source, _title, input) => {
      expect(violations(sanitizeMessageHtml(input))).toEqual([]);
    },
  );

  it('renders emphasis, lists, code and single line breaks', () => {
    const html = renderMarkdown('**Force** et *volume*\nligne 2\n\n- squat\n- soulevé\n\n`code`');
    expect(html).toContain('<strong>Force</strong>');
    expect(html).toContain('<em>volume</em>');
    expect(html).toContain('<br />');
    expect(html).toContain('<li>squat</li>');
    expect(html).toContain('<code>code</code>');
  });

  it('keeps the language class of fenced code and drops other classes', () => {
    expect(renderMarkdown('```ts\nconst a = 1;\n```')).toContain('<code class="language-ts">');
  });

  it('renders GFM tables and strikethrough with allowed tags only', () => {
    const html = renderMarkdown('| Exercice | Séries |\n|:--|--:|\n| Squat | 5 |\n\n~~barré~~');
    expect(html).toContain('<div class="md-table">');
    expect(html).toContain('<span class="md-th md-align-left">Exercice</span>');
    expect(html).toContain('<span class="md-td md-align-right">5</span>');
    expect(html).toContain('<span class="md-strike">barré</span>');
    expect(violations(html)).toEqual([]);
  });

  it('linkifies bare URLs and forces rel and target on every link', () => {
    const html = renderMarkdown(
      'Voir https://example.com/programme et [mail](mailto:coach@example.com)',
    );
    expect(html).toContain(
      '<a target="_blank" rel="noopener noreferrer" href="https://example.com/programme">',
    );
    expect(html).toContain('href="mailto:coach@example.com"');
  });

  it('escapes raw HTML instead of rendering it', () => {
    const html = renderMarkdown('<img src=x onerror=alert(1)> <b>gras</b>');
    expect(html).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &lt;b&gt;gras&lt;/b&gt;</p>\n');
  });

  it('removes javascript, data and protocol-relative links', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x']) {
      const html = sanitizeMessageHtml(`<a href="${href}">x</a>`);
      expect(html).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    }
  });

  it('drops data attributes and forbidden tags with their content', () => {
    const html = sanitizeMessageHtml(
      '<div data-x="1" class="md-table" style="color:red">a</div><script>alert(1)</script><style>p{}</style><iframe></iframe><form><input></form>',
    );
    expect(html).toBe('<div class="md-table">a</div>');
  });

  it('shows the escaped raw text when rendering fails', () => {
    const failing = () => {
      throw new Error('boom');
    };
    expect(renderMarkdown('<b>x</b>\nligne', failing)).toBe(
      '<p>&lt;b&gt;x&lt;/b&gt;<br />ligne</p>',
    );
  });

  it('accepts only http, https and mailto hrefs', () => {
    expect(isSafeHref('https://a.example')).toBe(true);
    expect(isSafeHref('mailto:a@b.example')).toBe(true);
    expect(isSafeHref('JaVaScRiPt:alert(1)')).toBe(false);
    expect(isSafeHref('vbscript:x')).toBe(false);
  });
});
