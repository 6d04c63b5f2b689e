// A part of a message catalogue (see i18n/catalogue-parts.ts), split off at build time.
declare module '*.json?part=first-paint' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=rest' {
  const messages: Record<string, string>;
  export default messages;
}
