import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, ObjectType } from 'type-graphql';
import { PasswordField } from '../auth/auth.types';

/** Self-deletion: the account's current password confirms it is the owner asking. */
@InputType()
export class DeleteAccountInput {
  @PasswordField('auth.currentPassword')
  password: string;
}

@ObjectType({
  description:
    'Everything the site keeps about the signed-in user, as one JSON document (the same one GET /api/user/data-export sends as a file). A client saves `data` as a file named `fileName`.',
})
export class DataExport {
  @Field({ description: 'A name for the saved file, e.g. my-data-2030-06-01.json.' })
  fileName: string;

  @Field()
  exportedAt: Date;

  @Field(() => GraphQLJSONObject, {
    description:
      'The document: format, exportedAt, profile, bookings, orders (with extras and lead guest details), payments, enquiries, flightInquiries, newsletter (null when never subscribed) and shortlist. Amounts are minor units.',
  })
  data: Record<string, unknown>;
}
