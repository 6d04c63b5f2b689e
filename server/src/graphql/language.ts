import { registerEnumType } from 'type-graphql';

/** The interface languages as a GraphQL enum; its values are the codes the site uses everywhere (en, de). */
export enum Language {
  en = 'en',
  de = 'de',
}
registerEnumType(Language, {
  name: 'Language',
  description: 'An interface language of the site, by its code.',
  valuesConfig: { en: { description: 'English.' }, de: { description: 'German.' } },
});
