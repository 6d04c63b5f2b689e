import { Field, ID, ObjectType } from 'type-graphql';
import { Entity, PrimaryColumn } from 'typeorm';
import { TextField, UpdatedAtColumn } from '../../db/columns';

/** A villa's arrival guide as staff edit it: both languages of its texts. */
@ObjectType({ description: "Admin: a villa's arrival guide, in English and German." })
@Entity('arrival_guides')
export class ArrivalGuide {
  @Field(() => ID)
  @PrimaryColumn('uuid', { name: 'property_id' })
  propertyId: string;

  @TextField('check_in_time', { description: 'From when guests may arrive, HH:MM.' })
  checkInTime: string;

  @TextField('check_out_time', { description: 'By when guests leave, HH:MM.' })
  checkOutTime: string;

  @TextField({ description: "The villa's address." })
  address: string;

  @TextField('map_url', { description: 'A link to the address on a map; empty for none.' })
  mapUrl: string;

  @TextField('host_phone', { description: "The host's phone number." })
  hostPhone: string;

  @TextField('wifi_name', { description: "The Wi-Fi network's name; empty for none." })
  wifiName: string;

  @TextField('wifi_password')
  wifiPassword: string;

  @TextField('key_collection_en', { description: 'How to collect the keys, in English.' })
  keyCollectionEn: string;

  @TextField('key_collection_de', { description: 'How to collect the keys, in German.' })
  keyCollectionDe: string;

  @TextField('house_rules_en', { description: 'The house rules, in English; empty for none.' })
  houseRulesEn: string;

  @TextField('house_rules_de', { description: 'The house rules, in German; empty for none.' })
  houseRulesDe: string;

  @UpdatedAtColumn()
  updatedAt: Date;
}
