import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { exportMyData, deleteMyAccount } from './privacy.service';
import { DataExport, DeleteAccountInput } from './privacy.types';

@Resolver()
export class PrivacyResolver {
  @Authorized()
  @Query(() => DataExport, { description: "The signed-in user's own data, to download (GDPR articles 15 and 20)." })
  myDataExport(@Ctx() ctx: RequestContext): Promise<DataExport> {
    return exportMyData(ctx);
  }

  @Authorized()
  @Mutation(() => String, {
    description:
      "Deletes the signed-in user's account after checking the password: personal data is removed or anonymised, financial records are kept, every session ends. Refused (CONFLICT) while a stay is still to come or a balance is open. Answers the confirmation text.",
  })
  deleteMyAccount(@Ctx() ctx: RequestContext, @Arg('input', () => DeleteAccountInput) input: DeleteAccountInput): Promise<string> {
    return deleteMyAccount(ctx, input);
  }
}
