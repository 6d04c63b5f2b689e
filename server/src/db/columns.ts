import { Field, ID, Int } from 'type-graphql';
import { Column, CreateDateColumn, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn, type ColumnOptions as TypeOrmColumnOptions, type ColumnType } from 'typeorm';
import { compose } from '../decorators';

/*
 * The column shapes the entities share. Each `…Column` declares a TypeORM column; its `…Field`
 * twin declares the same column and the entity's GraphQL field for it, nullable when the column
 * is. The first argument is the column's name where it differs from the property's (snake_case).
 *
 *   @IntField('total_price', { description: 'Minor units of the order currency.' })
 *   totalPrice: number;
 */

/** A class, scalar or registered enum, as `@Field(() => …)` takes it. */
type GraphQLType = object;

export interface ColumnOptions {
  nullable?: boolean;
  default?: unknown;
  unique?: boolean;
}

export interface FieldColumnOptions extends ColumnOptions {
  description?: string;
  /** The GraphQL type where it is not the column kind's own (an enum, ID for a text key). */
  graphqlType?: GraphQLType;
}

type Declare<O> = (nameOrOptions?: string | O, options?: O) => PropertyDecorator;

function args<O>(nameOrOptions?: string | O, options?: O): [string | undefined, O | Partial<O>] {
  return typeof nameOrOptions === 'string' ? [nameOrOptions, options ?? {}] : [undefined, nameOrOptions ?? {}];
}

/** The TypeORM options, naming only what was given (so the metadata equals a hand-written @Column). */
function columnOptions(type: ColumnType, name: string | undefined, given: ColumnOptions, extra: TypeOrmColumnOptions): TypeOrmColumnOptions {
  const options: TypeOrmColumnOptions = { type, ...extra };
  if (name) options.name = name;
  if (given.nullable) options.nullable = true;
  if (given.default !== undefined) options.default = given.default;
  if (given.unique) options.unique = true;
  return options;
}

function kind(type: ColumnType, graphqlType: GraphQLType, extra: TypeOrmColumnOptions = {}): [column: Declare<ColumnOptions>, field: Declare<FieldColumnOptions>] {
  return [
    (nameOrOptions, options) => Column(columnOptions(type, ...args(nameOrOptions, options), extra)),
    (nameOrOptions, options) => {
      const [name, given] = args(nameOrOptions, options);
      const field = Field(() => given.graphqlType ?? graphqlType, { nullable: given.nullable, description: given.description });
      return compose(field, Column(columnOptions(type, name, given, extra)));
    },
  ];
}

export const [TextColumn, TextField] = kind('text', String);
/** Whole numbers; money is minor units (or whole units where the entity says so). */
export const [IntColumn, IntField] = kind('int', Int);
/** Small whole numbers (a rating, a weekday, a month). */
export const [SmallIntColumn, SmallIntField] = kind('smallint', Int);
/** A reference to another row by its uuid (no relation object); GraphQL shows it as ID. */
export const [UuidColumn, UuidField] = kind('uuid', ID);
/** A calendar day: PostgreSQL's date, read as the string YYYY-MM-DD, so no time zone shifts it. */
export const [DateColumn, DateField] = kind('date', String);
/** A moment: timestamptz. */
export const [TimestampColumn, TimestampField] = kind('timestamptz', Date);
export const [BooleanColumn, BooleanField] = kind('boolean', Boolean);
/** A three-letter ISO 4217 currency code. */
export const [CurrencyColumn, CurrencyField] = kind('char', String, { length: 3 });
/** A list of strings, as jsonb. */
export const [StringsColumn, StringsField] = kind('jsonb', [String]);

/** The primary key the database generates, a uuid (or a serial number for hand-ordered content); `IdField` shows it as ID. */
export const IdColumn = (strategy: 'uuid' | 'increment' = 'uuid') => (strategy === 'uuid' ? PrimaryGeneratedColumn('uuid') : PrimaryGeneratedColumn('increment'));
export const IdField = (strategy?: 'uuid' | 'increment') => compose(Field(() => ID), IdColumn(strategy));

/** A readable text primary key (a slug, a key), shown as ID. */
export const KeyField = () => compose(Field(() => ID), PrimaryColumn('text'));

/** When the row was inserted, set by the database. */
export const CreatedAtColumn = () => CreateDateColumn({ name: 'created_at', type: 'timestamptz' });
export const CreatedAtField = (description?: string) => compose(Field(() => Date, { description }), CreatedAtColumn());

/** When the row was last saved, set by TypeORM. */
export const UpdatedAtColumn = () => UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' });
export const UpdatedAtField = (description?: string) => compose(Field(() => Date, { description }), UpdatedAtColumn());

/** A row's place in a hand-ordered list (catalogue content): lowest first. */
export const SortOrderColumn = () => Column({ name: 'sort_order', type: 'int', default: 0 });

/** A row's texts in the other languages, `{ de: { title: … } }` (see i18n/localize); empty when there are none. */
export const TranslationsColumn = () => Column({ type: 'jsonb', default: {} });
