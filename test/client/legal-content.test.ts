import { LEGAL_DOCUMENTS, type LegalBlock } from '../../client/src/features/legal/legal.content';
import { legalPageAt, legalPaths } from '../../client/src/lib/legal-paths';

/** A block's shape: its kind and, for lists and tables, how many rows and cells. */
const shape = (block: LegalBlock) => {
  if (typeof block === 'string') return 'text';
  if ('list' in block) return `list ${block.list.length}`;
  if ('links' in block) return `links ${block.links.map((link) => link.to).join(' ')}`;
  return `table ${block.table.map((row) => row.length).join(',')}`;
};

describe('legal documents', () => {
  it.each(Object.keys(LEGAL_DOCUMENTS) as (keyof typeof LEGAL_DOCUMENTS)[])('%s says the same in German as in English, section for section', (page) => {
    const { en, de } = LEGAL_DOCUMENTS[page];
    expect(de.sections.map((section) => section.blocks.map(shape))).toEqual(en.sections.map((section) => section.blocks.map(shape)));
    for (const document of [en, de]) {
      expect(document.title).not.toBe('');
      expect(document.sections.every((section) => section.heading && section.blocks.length)).toBe(true);
    }
    expect(de.title).not.toBe(en.title);
  });

  it('finds each page by its address, with or without a trailing slash', () => {
    expect(legalPageAt(legalPaths.privacy)).toBe('privacy');
    expect(legalPageAt('/accessibility/')).toBe('accessibility');
    expect(legalPageAt('/about-us')).toBeNull();
  });
});
