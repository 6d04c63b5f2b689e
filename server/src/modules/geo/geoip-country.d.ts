/** The part of geoip-country's API this module uses (the package ships no types). */
declare module 'geoip-country' {
  export interface GeoCountry {
    /** ISO 3166-1 alpha-2 code, e.g. "DE". */
    country: string;
    name?: string;
  }
  export function lookup(ip: string): GeoCountry | null;
}
