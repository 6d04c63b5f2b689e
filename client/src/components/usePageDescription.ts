import { useEffect } from 'react';
import { useServerHead } from '../lib/server-render';

const TAGS = [
  ['name', 'description'],
  ['property', 'og:description'],
] as const;

/**
 * The page's <meta name="description"> (and its Open Graph twin) while it is shown; crawlers
 * that run scripts and link previews read it. Leaving the page restores what was there before,
 * so a page without a description never shows another page's. The title comes from usePageTitle.
 * On the server it becomes the page's meta description.
 */
export function usePageDescription(description: string): void {
  useServerHead({ description });
  useEffect(() => {
    const restore = TAGS.map(([attribute, name]) => {
      let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
      const created = !tag;
      if (!tag) {
        tag = document.createElement('meta');
        tag.setAttribute(attribute, name);
        document.head.append(tag);
      }
      const previous = tag.content;
      tag.content = description;
      const element = tag;
      return () => (created ? element.remove() : (element.content = previous));
    });
    return () => restore.forEach((undo) => undo());
  }, [description]);
}
