import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Role } from '../users/authorization';
import { addBlock, deleteBlock, getIcalExport, listBlocks, rotateIcalExport } from './calendar.service';
import { CalendarBlock, CalendarBlockInput, IcalExport, IcalImport, IcalImportInput } from './calendar.types';
import { addImport, deleteImport, listImports, syncVillaImports } from './ical-import.service';

/** A villa's calendar in the back office: blocked dates, the export feed, imported feeds. */
@Resolver()
export class CalendarResolver {
  @Authorized(Role.Admin)
  @Query(() => [CalendarBlock], { description: "Admin: the villa's blocked dates (staff's and imported), in date order." })
  adminCalendarBlocks(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string): Promise<CalendarBlock[]> {
    return listBlocks(ctx, propertyId);
  }

  @Authorized(Role.Admin)
  @Mutation(() => CalendarBlock, { description: 'Admin: blocks dates of a villa; refused (CONFLICT) when they overlap a booking or block.' })
  addCalendarBlock(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string, @Arg('input', () => CalendarBlockInput) input: CalendarBlockInput): Promise<CalendarBlock> {
    return addBlock(ctx, propertyId, input);
  }

  @Authorized(Role.Admin)
  @Mutation(() => CalendarBlock, { description: 'Admin: frees dates staff blocked; answers the removed block.' })
  deleteCalendarBlock(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string, @Arg('blockId', () => ID) blockId: string): Promise<CalendarBlock> {
    return deleteBlock(ctx, propertyId, blockId);
  }

  @Authorized(Role.Admin)
  @Query(() => IcalExport, { description: "Admin: the villa's secret iCal export feed." })
  adminIcalExport(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string): Promise<IcalExport> {
    return getIcalExport(ctx, propertyId);
  }

  @Authorized(Role.Admin)
  @Mutation(() => IcalExport, { description: 'Admin: gives the export feed a new secret URL; the old one stops working.' })
  rotateIcalExport(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string): Promise<IcalExport> {
    return rotateIcalExport(ctx, propertyId);
  }

  @Authorized(Role.Admin)
  @Query(() => [IcalImport], { description: 'Admin: the calendar feeds the villa imports, with their last sync and conflicts.' })
  adminIcalImports(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string): Promise<IcalImport[]> {
    return listImports(ctx, propertyId);
  }

  @Authorized(Role.Admin)
  @Mutation(() => IcalImport, { description: 'Admin: adds a calendar feed to import; its first sync is queued.' })
  addIcalImport(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string, @Arg('input', () => IcalImportInput) input: IcalImportInput): Promise<IcalImport> {
    return addImport(ctx, propertyId, input);
  }

  @Authorized(Role.Admin)
  @Mutation(() => IcalImport, { description: 'Admin: stops importing a feed; its blocks are removed.' })
  deleteIcalImport(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string, @Arg('importId', () => ID) importId: string): Promise<IcalImport> {
    return deleteImport(ctx, propertyId, importId);
  }

  @Authorized(Role.Admin)
  @Mutation(() => [IcalImport], { description: "Admin: fetches every feed of the villa now and answers the feeds' new state." })
  syncIcalImports(@Ctx() ctx: RequestContext, @Arg('propertyId', () => ID) propertyId: string): Promise<IcalImport[]> {
    return syncVillaImports(ctx, propertyId);
  }
}
