import de from '../../client/src/i18n/de.json';
import en from '../../client/src/i18n/en.json';

describe('message catalogues', () => {
  it('have identical keys in English and German', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty messages', () => {
    for (const catalogue of [en, de]) {
      for (const [id, text] of Object.entries(catalogue)) expect({ id, empty: text.trim() === '' }).toEqual({ id, empty: false });
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const id of Object.keys(en) as (keyof typeof en)[]) {
      expect({ id, args: placeholders(de[id]) }).toEqual({ id, args: placeholders(en[id]) });
    }
  });
});
