// The chat's own controls around rendered markdown, added to the DOM after React has set the
// sanitised HTML: a keyboard-scrollable region around each table and code block (they scroll
// sideways inside the bubble, never the page) and a copy button above each code block. The
// sanitiser's allow-list stays as it is: these elements are created here, never parsed from text.

export interface EnhanceLabels {
  table: string;
  code: string;
  copyCode: string;
  copied: string;
}

/** Marks what this module adds, so it is recognised (and left alone) on the next pass. */
export const SCROLL_ATTR = 'data-md-scroll';
export const CODE_TOOLS_ATTR = 'data-md-code-tools';
/** How long the copy button reads "Copié" after a copy. */
export const COPIED_MS = 2000;

function scrollRegion(label: string): HTMLDivElement {
  const region = document.createElement('div');
  region.setAttribute(SCROLL_ATTR, '');
  region.className = 'md-scroll';
  region.tabIndex = 0;
  region.setAttribute('role', 'region');
  region.setAttribute('aria-label', label);
  return region;
}

function wrap(element: Element, label: string): HTMLDivElement {
  const parent = element.parentElement;
  if (parent?.hasAttribute(SCROLL_ATTR)) {
    parent.setAttribute('aria-label', label);
    return parent as HTMLDivElement;
  }
  const region = scrollRegion(label);
  element.replaceWith(region);
  region.append(element);
  return region;
}

/**
 * Wraps the tables and code blocks under `root` and gives each code block a copy button that
 * calls `copy` with the code's text. Safe to call again (labels are updated, nothing is wrapped
 * twice). Returns the clean-up (listeners and timers).
 */
export function enhanceRenderedMarkdown(
  root: HTMLElement,
  labels: EnhanceLabels,
  /** Copies the text; resolves false when it could not (the caller tells the member). */
  copy: (text: string) => Promise<boolean>,
): () => void {
  const timers: number[] = [];
  const cleanups: Array<() => void> = [];
  root.querySelectorAll('.md-table').forEach((table) => wrap(table, labels.table));
  root.querySelectorAll('pre').forEach((pre) => {
    const region = wrap(pre, labels.code);
    let tools = region.previousElementSibling;
    if (!tools?.hasAttribute(CODE_TOOLS_ATTR)) {
      tools = document.createElement('div');
      tools.setAttribute(CODE_TOOLS_ATTR, '');
      tools.className = 'md-code-tools';
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'md-copy';
      // The new text ("Copié") is announced where the button is.
      button.setAttribute('aria-live', 'polite');
      tools.append(button);
      region.before(tools);
    }
    const button = tools.querySelector('button') as HTMLButtonElement;
    const idle = () => {
      button.textContent = labels.copyCode;
      button.removeAttribute('data-copied');
    };
    idle();
    const onClick = () => {
      void copy(pre.textContent ?? '').then((copied) => {
        if (!copied) return;
        button.textContent = labels.copied;
        button.setAttribute('data-copied', '');
        timers.push(window.setTimeout(idle, COPIED_MS));
      });
    };
    button.addEventListener('click', onClick);
    cleanups.push(() => button.removeEventListener('click', onClick));
  });
  return () => {
    cleanups.forEach((c) => c());
    timers.forEach((t) => window.clearTimeout(t));
  };
}
