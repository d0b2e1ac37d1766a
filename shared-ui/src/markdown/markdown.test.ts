/** @jest-environment jsdom */
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  TABLE_ROLES,
  addTableRoles,
  demoteHeadings,
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

/** The role a table part may carry: the one its md-* class stands for (none elsewhere). */
function expectedRole(element: Element): string | undefined {
  const part = Object.keys(TABLE_ROLES).find((c) => element.classList.contains(c));
  return part ? TABLE_ROLES[part as keyof typeof TABLE_ROLES] : undefined;
}

/**
 * Every rule of testdata/xss/README.md, returned as a list of broken rules. The only attribute
 * beyond the allow-list is the ARIA role of a table part, and only the one its class names.
 */
function violations(html: string, { roles = true } = {}): string[] {
  const found: string[] = [];
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (!allowedTags.has(tag)) found.push(`tag <${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (name === 'role') {
        if (value !== expectedRole(element)) found.push(`role ${value} on <${tag}>`);
        continue;
      }
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
  const again = sanitizeMessageHtml(html);
  if ((roles ? addTableRoles(again) : again) !== html) {
    found.push('re-rendering changed the output');
  }
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
      expect(violations(sanitizeMessageHtml(input), { roles: false })).toEqual([]);
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
    expect(html).toContain('<div class="md-table" role="table">');
    expect(html).toContain('<span class="md-th md-align-left" role="columnheader">Exercice</span>');
    expect(html).toContain('<span class="md-td md-align-right" role="cell">5</span>');
    expect(html).toContain('<span class="md-strike">barré</span>');
    expect(violations(html)).toEqual([]);
  });

  it('gives rendered tables their ARIA table roles after sanitising', () => {
    const html = renderMarkdown('| Exercice | Séries |\n|:--|--:|\n| Squat | 5 |');
    const template = document.createElement('template');
    template.innerHTML = html;
    const roles = Array.from(template.content.querySelectorAll('[role]')).map(
      (el) => `${el.getAttribute('role')} ${el.textContent?.replace(/\s+/g, '')}`,
    );
    expect(roles).toEqual([
      'table ExerciceSériesSquat5',
      'rowgroup ExerciceSéries',
      'row ExerciceSéries',
      'columnheader Exercice',
      'columnheader Séries',
      'rowgroup Squat5',
      'row Squat5',
      'cell Squat',
      'cell 5',
    ]);
    expect(html).toContain('<span class="md-td md-align-right" role="cell">5</span>');
    expect(violations(html)).toEqual([]);
  });

  it('adds roles only: no role, attribute or tag can be smuggled through the table transform', () => {
    const attempts = [
      '<div class="md-table" role="button" onclick="alert(1)">a</div>',
      '<table role="presentation" onmouseover="alert(1)"><tr><td role="link">x</td></tr></table>',
      '<div class="md-table md-evil" data-x="1">a</div><span class="md-td">b</span>',
      '<p>&lt;div class="md-table"&gt; <code>&lt;span class="md-th"&gt;</code></p>',
      '<a href="https://x.example/?q=%3Cdiv%20class=%22md-table%22%3E">x</a>',
      '<div title=\'<div class="md-table">\' class="md-tr">r</div>',
    ];
    for (const input of attempts) {
      for (const html of [renderMarkdown(input), addTableRoles(sanitizeMessageHtml(input))]) {
        expect([input, violations(html)]).toEqual([input, []]);
        const template = document.createElement('template');
        template.innerHTML = html;
        for (const el of Array.from(template.content.querySelectorAll('*'))) {
          const names = el.getAttributeNames().filter((n) => n !== 'class' && n !== 'role');
          expect([input, el.tagName, names]).toEqual([
            input,
            el.tagName,
            el.tagName === 'A' ? expect.any(Array) : [],
          ]);
        }
      }
    }
    // Markdown that merely talks about tables gets no roles: only real table parts do.
    expect(renderMarkdown('`<div class="md-table">` et \\<span class="md-td">')).not.toContain(
      'role=',
    );
    // The transform itself never touches text or anything but those exact opening tags.
    expect(
      addTableRoles('<p>md-table</p><div class="md-hr"></div><span class="md-strike">s</span>'),
    ).toBe('<p>md-table</p><div class="md-hr"></div><span class="md-strike">s</span>');
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

describe('demoteHeadings', () => {
  it('moves every heading one level down (h6 stays), and nothing else', () => {
    const html = renderMarkdown('# Un\n\n## Deux\n\n###### Six\n\nTexte h1 <h1>');
    expect(demoteHeadings(html)).toBe(
      '<h2>Un</h2>\n<h3>Deux</h3>\n<h6>Six</h6>\n<p>Texte h1 &lt;h1&gt;</p>\n',
    );
  });
});
