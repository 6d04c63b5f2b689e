import { Field, ObjectType } from 'type-graphql';

@ObjectType()
export class SocialLink {
  @Field()
  label: string;

  @Field()
  url: string;
}

@ObjectType({ description: 'The company behind the site, from server configuration.' })
export class Company {
  @Field()
  name: string;

  @Field()
  legalName: string;

  @Field()
  companyNumber: string;

  @Field()
  email: string;

  @Field()
  phone: string;

  @Field()
  address: string;

  @Field({ description: 'Opens a chat with the company on a messaging service.' })
  chatUrl: string;

  @Field(() => [SocialLink])
  socialLinks: SocialLink[];
}
