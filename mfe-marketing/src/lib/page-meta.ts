import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/** Sets the document title and meta description of a page (they follow the language). */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    descriptionTag().content = description;
  }, [title, description]);
}
