/**
 * The company's colours, as the site's light theme has them (client/src/styles.css), for what is
 * drawn outside the site: the e-mails. `*Dark` are the dark theme's, for mail clients in dark mode.
 */
export const BRAND_COLORS = {
  /** The band behind the company name: navy. */
  band: '#13294b',
  bandText: '#f5f1e8',
  /** Buttons and links: bronze, 5.4:1 under white text. */
  accent: '#84652a',
  accentText: '#ffffff',
  page: '#f2eee6',
  card: '#ffffff',
  text: '#1d2330',
  muted: '#5d6472',
  border: '#e4ded2',
  pageDark: '#0f141c',
  cardDark: '#171e29',
  textDark: '#ece7dc',
  mutedDark: '#a7afbd',
  accentDark: '#d2ad62',
  bandDark: '#1a2433',
} as const;
