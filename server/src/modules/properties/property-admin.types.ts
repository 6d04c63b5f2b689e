import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, Matches, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { AMENITY_ICONS, MAX_STAY_NIGHTS, VILLA_LIMITS } from '../../../../common/constants';
import { SLUG_PATTERN } from '../../../../common/slug';
import { OptionalBoolean, SearchText } from '../../graphql/filter-fields';
import { TrimmedLength, v } from '../../validation';

/*
 * The back office's villa inputs. Create and update take the same fields with the
 * same rules, built once by `villaFields`: on create the required fields must be given;
 * on update every field is optional and only the fields given are validated and changed.
 * Every failed rule answers a translated message naming the field ("translations.de.title").
 */

const L = VILLA_LIMITS;

/**
 * How a field may be given. `required`: must be there (create). `optional`: may be left out,
 * but not sent as null (the column has no "nothing"). `clearable`: null clears it (discount,
 * badge, a German text that should fall back to English).
 */
type Presence = 'required' | 'optional' | 'clearable';

type GraphQLType = Parameters<typeof Field>[0];

/** One input field: its GraphQL declaration, its presence rule, then its value rules. */
function inputField(presence: Presence, type: GraphQLType, rules: PropertyDecorator[], description?: string): PropertyDecorator {
  return (target, key) => {
    (Field as (type: GraphQLType, options: object) => PropertyDecorator)(type, { nullable: presence !== 'required', description })(target, key);
    const gate =
      presence === 'required' ? IsDefined(v('validation.required')) : presence === 'clearable' ? IsOptional() : ValidateIf((input: Record<string | symbol, unknown>) => input[key] !== undefined);
    for (const decorate of [gate, ...rules]) decorate(target, key);
  };
}

const textRules = (max: number) => [IsString(v('validation.text')), TrimmedLength(1, max, v('validation.length'))];
const text = (presence: Presence, max: number, description?: string) => inputField(presence, () => String, textRules(max), description);
const count = (presence: Presence, min: number, max: number, description?: string) =>
  inputField(presence, () => Int, [IsInt(v('validation.integer')), Min(min, v('validation.min')), Max(max, v('validation.max'))], description);
/** A coordinate in degrees from -limit to limit; null clears the villa's point. */
const coordinate = (limit: number, key: 'property.latitude' | 'property.longitude', description: string) =>
  inputField('clearable', () => Float, [IsNumber({ allowNaN: false, allowInfinity: false }, v(key)), Min(-limit, v(key)), Max(limit, v(key))], description);
const lines = (presence: Presence, description?: string) =>
  inputField(
    presence,
    () => [String],
    [
      IsArray(v('validation.list')),
      ArrayMaxSize(L.listEntries, v('validation.listSize')),
      IsString(v('validation.text', { each: true })),
      TrimmedLength(1, L.lineLength, v('validation.length', { each: true })),
    ],
    description,
  );

/** One amenity with its label in both languages: the English list and the German list are both written from it. */
@InputType('AmenityInput', { description: 'An amenity with its label in English and German. REST also takes the spec\'s string form "icon:label".' })
export class AmenityInput {
  @Field({ description: `Icon: ${AMENITY_ICONS.join(', ')}.` })
  @IsDefined(v('validation.required'))
  @IsString(v('validation.text'))
  @IsIn(AMENITY_ICONS, v('validation.enum'))
  icon: string;

  @text('required', L.lineLength, 'English label, e.g. "Private pool". The storefront\'s amenity filters match it.')
  label: string;

  @text('clearable', L.lineLength, 'German label; left out or null: the English label is shown in German too.')
  labelDe?: string | null;
}

const amenities = (presence: Presence) =>
  inputField(
    presence,
    () => [AmenityInput],
    [IsArray(v('validation.list')), ArrayMaxSize(L.listEntries, v('validation.listSize')), IsObject(v('validation.object', { each: true })), ValidateNested({ each: true })],
    'Amenities in display order, each with its German label (both stored lists are written from this one).',
  );

/** The German texts of a villa. Each one left out stays as it is; null removes it, so the English text shows. */
@InputType('PropertyTextsInput', { description: 'German texts of a villa. A field left out is unchanged; null removes it (the English text is then shown in German too).' })
export class PropertyTextsInput {
  @text('clearable', L.titleLength)
  title?: string | null;

  @text('clearable', L.lineLength)
  location?: string | null;

  @text('clearable', L.lineLength, "Left out on create or on a change of destination: the destination's German name.")
  region?: string | null;

  @text('clearable', L.descriptionLength)
  description?: string | null;

  @text('clearable', L.longDescriptionLength)
  longDescription?: string | null;

  @lines('clearable')
  features?: string[] | null;

  @lines('clearable')
  layout?: string[] | null;

  @lines('clearable')
  nearbyAttractions?: string[] | null;

  @text('clearable', L.lineLength)
  badge?: string | null;
}

@InputType('PropertyTranslationsInput', { description: 'Translations of a villa\'s texts, by language (German only: English is the villa itself).' })
export class PropertyTranslationsInput {
  @Field(() => PropertyTextsInput, { nullable: true })
  @IsOptional()
  @IsObject(v('validation.object'))
  @ValidateNested()
  de?: PropertyTextsInput | null;
}

const translations = () =>
  inputField('optional', () => PropertyTranslationsInput, [IsObject(v('validation.object')), ValidateNested()], 'German texts, side by side with the English fields.');

/** The fields of a villa as staff write them; `required` decides whether create's required fields must be given. */
function villaFields(required: 'required' | 'optional') {
  // Not referenced by any field itself, so only the named subclasses appear in the schema.
  @InputType()
  abstract class VillaFields {
    @text(required, L.titleLength)
    title: string;

    @text(required, L.lineLength, 'Where the villa is, e.g. "Kassiopi, Corfu, Greece"; the storefront\'s location search matches its words.')
    location: string;

    @text('optional', L.lineLength, "Destination name shown with the location; left out on create or on a change of destination: the destination's name.")
    region?: string;

    @text(required, L.lineLength, 'A destination key (corfu, ibiza, …); it must exist.')
    destinationKey: string;

    @count(required, 1, L.maxPrice, 'Price per week in whole units of `currency`.')
    price: number;

    @inputField('optional', () => String, [IsString(v('validation.text')), Matches(/^[A-Z]{3}$/, v('validation.currencyCode'))], 'A currency code of the currencies list; GBP when left out on create.')
    currency?: string;

    @count('optional', 0, L.maxPrice, 'Refundable damage deposit per stay in whole units of `currency`, paid with the balance and given back after the stay; 0 (the default) for none.')
    damageDeposit?: number;

    @text(required, L.descriptionLength)
    description: string;

    @text(required, L.longDescriptionLength)
    longDescription: string;

    @amenities('optional')
    amenities?: AmenityInput[];

    @lines('optional')
    features?: string[];

    @lines('optional')
    layout?: string[];

    @lines('optional')
    nearbyAttractions?: string[];

    @count(required, 0, L.maxRooms)
    bedrooms: number;

    @count(required, 0, L.maxRooms)
    bathrooms: number;

    @count(required, 1, L.maxSleeps, 'Most guests.')
    sleeps: number;

    @count('clearable', 0, L.maxDiscount, 'Discount in percent; null for none.')
    discount?: number | null;

    @text('clearable', L.lineLength, 'Card badge (e.g. "New"; "ABOVE" puts the villa in the ABOVE collection); null for none.')
    badge?: string | null;

    @count('optional', 1, MAX_STAY_NIGHTS, 'Minimum stay in nights; 1 when left out on create.')
    minNights?: number;

    @count('clearable', 0, 6, 'Changeover day: guests arrive and leave on this weekday only, 0 Sunday … 6 Saturday; null for any day.')
    changeoverDay?: number | null;

    @coordinate(90, 'property.latitude', 'Latitude in degrees north, -90 … 90 (with longitude); null removes the villa from the map.')
    latitude?: number | null;

    @coordinate(180, 'property.longitude', 'Longitude in degrees east, -180 … 180 (with latitude); null removes the villa from the map.')
    longitude?: number | null;

    @inputField(
      'optional',
      () => String,
      [IsString(v('validation.text')), TrimmedLength(1, L.slugLength, v('validation.length')), Matches(SLUG_PATTERN, v('validation.slug'))],
      'Readable unique key; made from the destination and the title when left out on create.',
    )
    slug?: string;

    @translations()
    translations?: PropertyTranslationsInput;
  }
  return VillaFields;
}

@InputType('CreatePropertyInput', { description: 'A new villa. It starts unpublished: publish it with setPropertyPublished once it is ready.' })
export class CreatePropertyInput extends villaFields('required') {}

@InputType('UpdatePropertyInput', { description: 'Changes to a villa: only the fields given are validated and changed.' })
export class UpdatePropertyInput extends villaFields('optional') {}

/** Every field a villa input may carry (create's and update's are the same). */
export type PropertyInput = CreatePropertyInput | UpdatePropertyInput;

@InputType({ description: 'Narrows the admin villa list; every field is optional.' })
export class AdminPropertyFilter {
  @SearchText('Part of the title (English or German), the location or the slug.')
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'Only villas of this destination key.' })
  @IsOptional()
  @IsString(v('validation.text'))
  @TrimmedLength(1, L.lineLength, v('validation.length'))
  destinationKey?: string | null;

  @OptionalBoolean('true: published villas only; false: unpublished ones only.')
  published?: boolean | null;
}

/** REST body of POST /api/admin/properties/:id/publish. */
export class PublishInput {
  @IsDefined(v('validation.required'))
  @IsBoolean(v('validation.boolean'))
  published: boolean;
}

@ObjectType('AdminAmenity', { description: 'An amenity with both labels, in the shape createProperty and updateProperty take.' })
export class AdminAmenity {
  @Field(() => String, { nullable: true, description: 'Icon name, or null when the stored amenity has none.' })
  icon: string | null;

  @Field()
  label: string;

  @Field(() => String, { nullable: true, description: 'German label, or null when German shows the English one.' })
  labelDe: string | null;
}

@ObjectType('PropertyTexts', { description: "A villa's texts in one language; null where the English text is shown." })
export class PropertyTexts {
  @Field(() => String, { nullable: true })
  title: string | null;

  @Field(() => String, { nullable: true })
  location: string | null;

  @Field(() => String, { nullable: true })
  region: string | null;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field(() => String, { nullable: true })
  longDescription: string | null;

  @Field(() => [String], { nullable: true })
  features: string[] | null;

  @Field(() => [String], { nullable: true })
  layout: string[] | null;

  @Field(() => [String], { nullable: true })
  nearbyAttractions: string[] | null;

  @Field(() => String, { nullable: true })
  badge: string | null;
}

@ObjectType('PropertyTranslations', { description: "A villa's translations, by language." })
export class PropertyTranslations {
  @Field(() => PropertyTexts)
  de: PropertyTexts;
}
