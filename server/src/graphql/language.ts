import { namedEnum, type EnumValue } from './enum-type';

/** The interface languages as a GraphQL enum; its values are the codes the site uses everywhere (en, de). */
export const Language = namedEnum('Language', 'An interface language of the site, by its code.', { en: 'English.', de: 'German.' });
export type Language = EnumValue<typeof Language>;
