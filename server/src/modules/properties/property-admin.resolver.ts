import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { listComplexity } from '../../graphql/limits';
import { AfterArg, DEFAULT_PAGE_LIMIT, PageInput, type Page } from '../../graphql/pagination';
import { Role } from '../users/authorization';
import { adminAmenities, createProperty, findAdminProperty, germanTexts, listAdminProperties, setPropertyPublished, updateProperty } from './property-admin.service';
import { AdminAmenity, AdminPropertyFilter, CreatePropertyInput, PropertyTranslations, UpdatePropertyInput } from './property-admin.types';
import { Property } from './property.entity';
import { PropertyPage } from './property.types';

/**
 * The back office's villas. Staff get the villa as stored: English fields, plus the
 * German texts and both amenity labels through the admin-only fields below, whatever the
 * request's language.
 */
@Resolver(() => Property)
export class PropertyAdminResolver {
  @Authorized(Role.Admin)
  @Query(() => PropertyPage, { description: 'Admin: every villa, published or not, newest first; searchable, by destination and published state.', complexity: listComplexity(DEFAULT_PAGE_LIMIT) })
  adminProperties(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AdminPropertyFilter, { nullable: true }) filter?: AdminPropertyFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @AfterArg() after?: string | null,
  ): Promise<Page<Property>> {
    return listAdminProperties(ctx, filter, page, after);
  }

  @Authorized(Role.Admin)
  @Query(() => Property, { nullable: true, description: 'Admin: one villa as stored, published or not; null when there is none.' })
  adminProperty(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Property | null> {
    return findAdminProperty(ctx, id);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Property, { description: 'Admin: adds a villa, unpublished.' })
  createProperty(@Ctx() ctx: RequestContext, @Arg('input', () => CreatePropertyInput) input: CreatePropertyInput): Promise<Property> {
    return createProperty(ctx, input);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Property, { description: 'Admin: changes the fields given of a villa.' })
  updateProperty(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Arg('input', () => UpdatePropertyInput) input: UpdatePropertyInput): Promise<Property> {
    return updateProperty(ctx, id, input);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Property, { description: 'Admin: publishes a villa (it appears on the storefront at once) or unpublishes it (it disappears at once; its bookings stay).' })
  setPropertyPublished(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Arg('published') published: boolean): Promise<Property> {
    return setPropertyPublished(ctx, id, published);
  }

  @Authorized(Role.Admin)
  @FieldResolver(() => PropertyTranslations, { description: "Admin: the villa's German texts, side by side with the English fields." })
  translations(@Root() property: Property): PropertyTranslations {
    return { de: germanTexts(property) };
  }

  @Authorized(Role.Admin)
  @FieldResolver(() => [AdminAmenity], { description: 'Admin: the amenities with their English and German labels, as createProperty and updateProperty take them.' })
  adminAmenities(@Root() property: Property): AdminAmenity[] {
    return adminAmenities(property);
  }
}
