/** The destinations as select options, grouped by country (names in the admin's language). */
export function DestinationOptions({ countries }: { countries: readonly { slug: string; name: string; regions: readonly { key: string; name: string }[] }[] }) {
  return (
    <>
      {countries.map((country) => (
        <optgroup key={country.slug} label={country.name}>
          {country.regions.map((region) => (
            <option key={region.key} value={region.key}>
              {region.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
