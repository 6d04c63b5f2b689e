import { useEffect } from 'react';

/**
 * The page's <meta name="description"> (and its Open Graph twin) while it is shown; crawlers
 * that run scripts and link previews read it. The title comes from usePageTitle / PageIntro.
 */
export function usePageDescription(description: string): void {
  useEffect(() => {
    for (const [attribute, name] of [
      ['name', 'description'],
      ['property', 'og:description'],
    ] as const) {
      let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
      if (!tag) {
        tag = document.createElement('meta');
        tag.setAttribute(attribute, name);
        document.head.append(tag);
      }
      tag.content = description;
    }
  }, [description]);
}
