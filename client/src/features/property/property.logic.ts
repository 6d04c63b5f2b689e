/**
 * What the property header adds after the location: the region and country, each only when the
 * location does not already name it ("Kassiopi, Corfu, Greece" needs nothing more, "Kassiopi"
 * gets "Corfu · Greece"). Null when there is nothing to add.
 */
export function regionNotInLocation(location: string, region: string, country?: string | null): string | null {
  const named = location.toLowerCase();
  const parts = [region, country ?? ''].filter((part) => part && !named.includes(part.toLowerCase()));
  return parts.length ? parts.join(' · ') : null;
}
